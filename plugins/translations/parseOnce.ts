/**
 * Remark plugin for `docusaurus build`: each Markdown source is parsed once for all locales. A locale compiles every
 * page again, and an untranslated page is the English source, so it wraps the processor's parser (unified's
 * `parser`): a source parsed before with the same syntax extensions gets the stored tree, the transforms then run on
 * it as on a fresh parse. Measured: bench/README.md, "2026-12-07, evening".
 */
import type {Root} from 'mdast';
import type {Processor} from 'unified';
import {buildStore} from './buildStore';

/** `reuses`: the locales after the first. The last takes the stored tree (copied before any transform), the others copies. */
export type ParseOnceOptions = {reuses: number};
type ParsingProcessor = {
  parser?: (document: string, file: unknown) => Root;
  data(key: 'micromarkExtensions'): object[] | undefined;
};

/** The stored trees by syntax extensions and text (exported for tests). */
export const parsedSources = buildStore('parsed Markdown', () => new Map<string, {tree: Root; hits: number}>());

export default function remarkParseOnce(this: Processor, {reuses}: ParseOnceOptions): void {
  const processor = this as unknown as ParsingProcessor;
  const parse = processor.parser;
  if (typeof parse !== 'function')
    throw new Error('plugins/translations/parseOnce: the processor has no parser to wrap');
  // The extensions named by their hooks (.md and .mdx processors never share a tree), read once all are added.
  let signature: string | undefined;
  processor.parser = (document, file) => {
    signature ??= (processor.data('micromarkExtensions') ?? [])
      .map((extension) => Object.entries(extension).map(([hook, codes]) => `${hook}:${Object.keys(codes ?? {})}`))
      .join('|');
    const key = `${signature}\0${document}`;
    const stored = parsedSources.get(key);
    if (stored) {
      stored.hits += 1;
      if (stored.hits < reuses) return structuredClone(stored.tree);
      parsedSources.delete(key);
      return stored.tree;
    }
    const tree = parse(document, file);
    if (reuses > 0) parsedSources.set(key, {tree: structuredClone(tree), hits: 0});
    return tree;
  };
}
