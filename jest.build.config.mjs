/**
 * Jest over the production build (tests/build-output): checks of the built HTML, feed and sitemap that need no browser
 * (prev/next chain, metadata, feed, links, images, headings of every built page). They run after the build, in
 * `npm test` and `npm run test:e2e` (scripts/steps.mjs), and fail, never skip, when build/ is missing.
 */
import base from './jest.config.mjs';

/** @type {import('jest').Config} */
const config = {
  transform: base.transform,
  transformIgnorePatterns: base.transformIgnorePatterns,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/build-output'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    // Data modules call translate(); outside a Docusaurus bundle it gives the English message.
    '^@docusaurus/Translate$': '<rootDir>/tests/build-output/translateStub.ts',
    // marked (plugins/local-search/markdown.ts) is published as ES modules, with a UMD build Jest can load as is.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
  },
  testTimeout: 60000,
};
export default config;
