/**
 * Which fenced blocks are AsyncAPI documents to check, apart from the check itself (./check.ts), so a page is looked
 * at without loading the checker and its schemas.
 */

/**
 * Whether a fenced block is an AsyncAPI document to check: a `yaml`, `yml` or `json` block whose top level declares
 * `asyncapi`. Fragments (no top-level `asyncapi`) are not documents; a block whose meta has `invalid-example` shows a
 * deliberately broken document (its page says so) and is left alone.
 */
export function isAsyncapiExample(lang: string | null | undefined, meta: string | null | undefined, source: string) {
  const isData = ['yaml', 'yml', 'json'].includes((lang ?? '').toLowerCase());
  const declaresAsyncapi =
    /^asyncapi\s*:/m.test(source) || /^\s*\{\s*"asyncapi"\s*:/.test(source) || /^\s{2}"asyncapi"\s*:/m.test(source);
  return isData && declaresAsyncapi && !/\binvalid-example\b/.test(meta ?? '');
}
