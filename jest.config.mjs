/**
 * Jest for unit and component tests (tests/unit). Setup:
 * jsdom, @swc/jest, Docusaurus client exports mapped to their ESM sources, @generated stubs.
 */
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}},
        module: {type: 'commonjs'},
      },
    ],
  },
  // tinypool (plugins/worker-thread) is published as ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|tinypool)/)'],
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/tests/unit/__stubs__/styleStub.js',
    '\\.(svg|png|jpg|jpeg|gif|webp)$': '<rootDir>/tests/unit/__stubs__/fileStub.js',
    '^@generated/(.*)$': '<rootDir>/tests/unit/__stubs__/generated/$1',
    // marked (plugins/local-search/markdown.ts) is published as ES modules, with a UMD build Jest can load as is.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@theme-original/(.*)$': '@docusaurus/theme-classic/lib/theme/$1',
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '@docusaurus/theme-classic/lib/theme/$1'],
    '^@docusaurus/(BrowserOnly|ComponentCreator|ErrorBoundary|ExecutionEnvironment|Head|Interpolate|Link|Noop|Translate|constants|isInternalUrl|renderRoutes|router|useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext)$':
      '@docusaurus/core/lib/client/exports/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testTimeout: 20000,
  // One worker per core. Jest's default leaves one core to its parent process, which on a 2-core machine means one
  // worker, and the suite ran one file after another (262 s on a fresh clone against about 140 s with two).
  maxWorkers: '100%',
  // `npm run test:unit` runs Jest under `node --max-old-space-size=1024`, which the workers inherit: without the cap a
  // worker's heap grew to 1.6 GB of garbage and it took over Jest's 500 ms to exit (CONTRIBUTING.md, "The checks").
};
export default config;
