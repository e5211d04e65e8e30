/**
 * Which fenced blocks are AsyncAPI documents or fragments to check, apart from the check itself (./check.ts), so a
 * page is looked at without loading the checker and its schemas.
 */

/**
 * Whether a fenced block is an AsyncAPI example to check: a `yaml`, `yml` or `json` block whose top level declares
 * `asyncapi`, or a YAML fragment of a document's root fields (`isAsyncapiFragment`); a block whose meta has
 * `invalid-example` shows a deliberately broken document (its page says so) and is left alone.
 */
export function isAsyncapiExample(lang: string | null | undefined, meta: string | null | undefined, source: string) {
  const isData = ['yaml', 'yml', 'json'].includes((lang ?? '').toLowerCase());
  const declaresAsyncapi =
    /^asyncapi\s*:/m.test(source) || /^\s*\{\s*"asyncapi"\s*:/.test(source) || /^\s{2}"asyncapi"\s*:/m.test(source);
  if (/\binvalid-example\b/.test(meta ?? '')) return false;
  return isData && (declaresAsyncapi || isAsyncapiFragment(lang, source));
}

/** The top-level fields of a document a fragment may consist of: it is checked inside the smallest valid document. */
export const FRAGMENT_FIELDS = ['servers', 'channels', 'operations', 'components'];

/**
 * A YAML block that is part of a document: no `asyncapi` of its own, and top-level keys that are all fields of the
 * document's root (FRAGMENT_FIELDS). It is checked wrapped in the smallest valid document (`wrapFragment`), so a typo
 * in it fails the build like one in a whole document. Other fragments (a lone Schema Object, a binding object, a
 * message) have no single place in a document to put them without guessing, and are not checked.
 */
export function isAsyncapiFragment(lang: string | null | undefined, source: string): boolean {
  if (!['yaml', 'yml'].includes((lang ?? '').toLowerCase())) return false;
  const keys = [...source.matchAll(/^([^\s#-][^:\n]*?)\s*:/gm)].map((match) => match[1]!);
  return keys.length > 0 && keys.every((key) => FRAGMENT_FIELDS.includes(key)) && !/^asyncapi\s*:/m.test(source);
}
