// ESLint (flat config): typescript-eslint, the Docusaurus plugin's recommended rules, jsx-a11y and React hooks.
// `npm run lint` runs it; `npm test` runs it before the unit tests. Warnings fail too (--max-warnings 0).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '**/.docusaurus/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      'bench/**',
      'static/**',
      'i18n/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    languageOptions: {globals: {...globals.browser, ...globals.node, ...globals.jest}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus, 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks},
    rules: {
      ...docusaurus.configs.recommended.rules,
      // Links to other sites stay plain anchors (Link would add target="_blank" to them); site links use <Link>.
      '@docusaurus/no-html-links': ['warn', {ignoreFullyResolved: true}],
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable containers (wide tables, diagrams, the playground's results) take focus so keyboard users can
      // scroll them (axe: scrollable-region-focusable); each is a named region or group.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {roles: ['tabpanel', 'region', 'group'], tags: [], allowExpressionValues: true},
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
    languageOptions: {parserOptions: {ecmaFeatures: {jsx: true}}},
  },
  {
    // jest.mock factories run before imports are bound, so they load modules with require().
    files: ['tests/unit/**'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Node scripts and CommonJS configs.
    files: ['**/*.{js,cjs}', 'scripts/**/*.mjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // The Algolia crawler's configuration, in its own format: one `new Crawler({...})` that the crawler evaluates.
    files: ['plugins/local-search/docsearch-crawler.config.js'],
    languageOptions: {globals: {Crawler: 'readonly'}},
  },
);
