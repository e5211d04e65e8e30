/**
 * The build-wide state, on globalThis: `docusaurus build` builds its locales one after another in one process and
 * loads the config, and with it every plugin module, again for each locale. What a later locale needs from an earlier
 * one lives here: the parsed sources (./parseOnce.ts), the example check's schemas and results (asyncapi-examples).
 */
const STORE = Symbol.for('asyncapi-website.build-store');

/** The value under `name` for the whole process, made by `create` when first asked for. */
export function buildStore<T>(name: string, create: () => T): T {
  const store = ((globalThis as {[STORE]?: Map<string, unknown>})[STORE] ??= new Map());
  if (!store.has(name)) store.set(name, create());
  return store.get(name) as T;
}
