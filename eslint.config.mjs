// ESLint (flat config): typescript-eslint, the Docusaurus plugin's recommended rules, jsx-a11y and React hooks.
// `npm run lint` runs it; `npm test` runs it before the unit tests. Warnings fail too (--max-warnings 0).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * A module path into plugins/: through the `@site` alias or relative (`../../plugins/...`). Slashes are written
 * `\x2F`: the regex goes into AST selectors too, whose regex literals cannot hold a `/`.
 */
const SRC_TO_PLUGINS = String.raw`^(?:@site\x2F|(?:\.\.\x2F)+)plugins(?:\x2F|$)`;
const PLUGINS_MESSAGE =
  'Code under src/ never imports from plugins/ (ARCHITECTURE.md decision 11): move what both need into src/.';

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
    // One direction (ARCHITECTURE.md decision 11): local plugins may import src/, code under src/ never imports
    // plugins/ (build-time Node code); what both need lives in src/. Static imports and re-exports (types too), and
    // dynamic import() and require(), which no-restricted-imports does not see.
    files: ['src/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': ['error', {patterns: [{regex: SRC_TO_PLUGINS, message: PLUGINS_MESSAGE}]}],
      'no-restricted-syntax': [
        'error',
        {selector: `ImportExpression[source.value=/${SRC_TO_PLUGINS}/]`, message: PLUGINS_MESSAGE},
        {
          selector: `CallExpression[callee.name='require'][arguments.0.value=/${SRC_TO_PLUGINS}/]`,
          message: PLUGINS_MESSAGE,
        },
      ],
    },
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
