/**
 * Remark plugin that fills the stub pages of the Reference: a leaf directive registered in directives.ts
 * (`::spec-reference{version="3.1.0"}`, `::spec-explorer{...}`, `::bindings-overview`, `::extension{name="x"}`...)
 * is replaced by the page body its renderer returns, parsed with the page's own parser (the processor this
 * plugin belongs to, so MDX imports become ESM nodes and tables, directives and expressions parse exactly as
 * in a written page). It runs before Docusaurus's own remark plugins (`beforeDefaultRemarkPlugins`), so the
 * generated headings get their ids, appear in the table of contents and are indexed by search.
 *
 * The generated tables are turned into static HTML (staticTables.ts): they are most of these pages' markup and
 * never change in the browser, so they should not cost a React element per cell, nor ship in the page's JavaScript
 * (the page gets one `staticTableData` export with them, which the browser loads only on demand). The section bodies
 * that hold a table or an example are laid out only near the viewport (deferredSections.ts).
 */
import type {Root, RootContent} from 'mdast';
import type {Processor} from 'unified';
import {DIRECTIVES, renderDirective} from './directives';
import {DEFERRED_SECTION_IMPORT, withDeferredSections} from './deferredSections';
import {PageTables, STATIC_TABLE_IMPORT, tablesExport, withStaticTables} from './staticTables';

type DirectiveNode = {type: string; name?: string; attributes?: Record<string, string | null | undefined> | null};
type FileLike = {path?: string; history?: string[]};

export default function remarkSpecReference(this: Processor) {
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- the transformer parses with this processor
  const processor = this;
  return (tree: Root, file: FileLike): void => {
    const imports = new Set<string>();
    for (const node of tree.children) if (node.type === 'mdxjsEsm') imports.add(node.value);
    const page = new PageTables();
    const children: RootContent[] = [];
    for (const node of tree.children) {
      const directive = node as DirectiveNode;
      if (directive.type !== 'leafDirective' || !directive.name || !DIRECTIVES[directive.name]) {
        children.push(node);
        continue;
      }
      const body = renderDirective(
        directive.name,
        directive.attributes ?? {},
        file.path ?? file.history?.[0] ?? 'a page',
      );
      const parsed = processor.parse(body) as Root;
      const {nodes, wrapped} = withDeferredSections(parsed.children);
      if (withStaticTables(nodes, page) > 0) nodes.unshift(...(processor.parse(STATIC_TABLE_IMPORT) as Root).children);
      if (wrapped > 0) nodes.unshift(...(processor.parse(DEFERRED_SECTION_IMPORT) as Root).children);
      for (const generated of nodes) {
        // Two directives on one page may import the same component: keep one import.
        if (generated.type === 'mdxjsEsm') {
          if (imports.has(generated.value)) continue;
          imports.add(generated.value);
        }
        children.push(generated);
      }
    }
    // One export with the tables of every directive on the page (the elements' indices run across them).
    if (page.tables.length > 0) children.push(...(processor.parse(tablesExport(page.tables)) as Root).children);
    tree.children = children;
  };
}
