/**
 * A loader for Docusaurus's generated `.docusaurus/registry.js`, used by the dev server only (plugins/dev-server/
 * plugin.ts). Each registry entry is `[() => import("…"), "…", require.resolveWeak("…")]`: the weak reference gives
 * react-loadable a module id to check whether the module is already loaded (server rendering needs that; the dev server
 * renders in the browser only). A weak reference still makes the bundler build the module, so with it every route's
 * page, Markdown included, is compiled before the first page even when Rspack compiles dynamic imports on demand.
 * Replaced by `undefined`, react-loadable loads each module through its `import()`, which Rspack compiles when asked.
 *
 * If Docusaurus ever writes the registry differently, nothing is replaced and the dev server is only slower again:
 * tests/unit/dev-server/lazy.test.ts runs core's own registry code through this loader and fails then.
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryLoader(source) {
  return source.replace(/require\.resolveWeak\("(?:[^"\\]|\\.)*"\)/g, 'undefined');
};
