/**
 * Remark plugin: each Markdown source is parsed once per build, not once per locale.
 *
 * `docusaurus build` compiles every page again for each locale, and the German locale's docs and posts are the
 * English sources (no translated copies yet), so the second locale parsed the same text to the same syntax tree again:
 * micromark and mdast made up about a third of each locale's MDX compile in a CPU profile. This plugin wraps the
 * processor's parser (remark-parse, with the MDX, GFM and directive extensions the processor has by then): a source it
 * has parsed before, in the same scope and with the same extensions, gets a copy of the stored tree. The transforms
 * that follow (links per locale, headings, code, diagrams) run on that copy as on a fresh parse; a translated source
 * is different text, so it is parsed.
 *
 * The store lives on globalThis because Docusaurus loads the config, and so this module, again for each locale. It
 * holds one tree per source until the last compile that can use it has taken it (`reuses`), else for the length of
 * the process.
 */
import type {Root} from 'mdast';
import type {Processor} from 'unified';
import type {VFile} from 'vfile';

export type ParseCacheOptions = {
  /** Which content plugin's processors these are (`docs`, `blog`): processors of one scope parse alike. */
  scope: string;
  /**
   * How many times a stored tree can be asked for again: the locales after the first (each compiles every source
   * once). The last of them gets the stored tree itself instead of a copy, and the store lets go of it, so that
   * locale spends no time copying and the trees leave the heap. A source asked for more often than this (the same
   * text in two docs versions) is parsed again then; without it, every hit gets a copy and the tree stays.
   */
  reuses?: number;
};

type Parser = (document: string, file: VFile) => Root;
/** The part of a unified processor this plugin uses (unified types `parser` loosely and `data` per installed plugin). */
type ParsingProcessor = {parser?: Parser; data(): {micromarkExtensions?: Array<Record<string, unknown>>}};
type Store = Map<string, {tree: Root; hits: number}>;

const STORE = Symbol.for('asyncapi-website.remark-parse-cache');
type GlobalWithStore = typeof globalThis & {[STORE]?: Store};

/** The process-wide store (exported for tests). */
export function parseCacheStore(): Store {
  const global = globalThis as GlobalWithStore;
  return (global[STORE] ??= new Map());
}

/** What the parser's syntax extensions are, so processors for `.md` and `.mdx` (different extensions) never share. */
function extensionSignature(processor: ParsingProcessor): string {
  const extensions = processor.data().micromarkExtensions ?? [];
  return extensions
    .map((extension) =>
      Object.entries(extension)
        .map(([key, value]) => `${key}:${value && typeof value === 'object' ? Object.keys(value).join(',') : '?'}`)
        .join(';'),
    )
    .join('|');
}

export default function remarkParseCache(this: Processor, options: ParseCacheOptions): void {
  // remark-parse has set the parser by the time the MDX compiler's plugins attach.
  const processor = this as unknown as ParsingProcessor;
  const parse = processor.parser;
  if (typeof parse !== 'function') throw new Error('remark parse cache: the processor has no parser to wrap');
  let signature: string | undefined;
  processor.parser = (document, file) => {
    signature ??= extensionSignature(processor);
    const key = `${options.scope}\0${signature}\0${document}`;
    const store = parseCacheStore();
    const stored = store.get(key);
    if (stored) {
      stored.hits += 1;
      if (stored.hits !== options.reuses) return structuredClone(stored.tree);
      store.delete(key);
      return stored.tree;
    }
    const tree = parse(document, file);
    if (options.reuses !== 0) store.set(key, {tree: structuredClone(tree), hits: 0});
    return tree;
  };
}
