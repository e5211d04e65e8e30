/**
 * Sidebar ordering by `weight` front matter (ARCHITECTURE.md decision 1).
 *
 * Docusaurus's default generator builds the tree from the folders; this module re-orders every level by
 * weight: a doc's own `weight`, a category's weight is the weight of its index doc. Ties break by title.
 * Items without a weight go last. Because the docs plugin derives previous/next links from the sidebar,
 * the sidebar and the prev/next chain always agree.
 */
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {TOOL_DOCS} from '../../src/data/toolDocs';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];

/** The subset of a generated sidebar item this module reads. */
export type GeneratedItem = {
  type: string;
  id?: string;
  label?: string;
  link?: {type: string; id?: string};
  items?: GeneratedItem[];
  [key: string]: unknown;
};

export type DocInfo = {id: string; title: string; frontMatter: {weight?: unknown; [key: string]: unknown}};

const NO_WEIGHT = Number.POSITIVE_INFINITY;

function weightOf(doc: DocInfo | undefined): number {
  const weight = doc?.frontMatter.weight;
  return typeof weight === 'number' && Number.isFinite(weight) ? weight : NO_WEIGHT;
}

function docIdOf(item: GeneratedItem): string | undefined {
  if (item.type === 'doc') return item.id;
  if (item.type === 'category' && item.link?.type === 'doc') return item.link.id;
  return undefined;
}

function titleOf(item: GeneratedItem, doc: DocInfo | undefined): string {
  return item.label ?? doc?.title ?? item.id ?? '';
}

/** Sorts every level of a generated sidebar by weight, then title. Pure: returns new arrays. */
export function sortByWeight(items: readonly GeneratedItem[], docs: readonly DocInfo[]): GeneratedItem[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const sortLevel = (level: readonly GeneratedItem[]): GeneratedItem[] =>
    level
      .map((item) => (item.items ? {...item, items: sortLevel(item.items)} : item))
      .map((item) => {
        const doc = byId.get(docIdOf(item) ?? '');
        return {item, weight: weightOf(doc), title: titleOf(item, doc)};
      })
      .sort((a, b) => a.weight - b.weight || a.title.localeCompare(b.title, 'en'))
      .map(({item}) => item);
  return sortLevel(items);
}

/**
 * Replaces every category whose `_category_.json` sets `customProps: {hoist: true}` by its items, at every
 * level. Used by generated folders (plugins/spec-reference) whose pages belong to the parent section.
 * Pure: returns new arrays.
 */
export function hoistCategories(items: readonly GeneratedItem[]): GeneratedItem[] {
  return items.flatMap((item) => {
    const children = item.items ? hoistCategories(item.items) : undefined;
    const customProps = item.customProps as {hoist?: unknown} | undefined;
    if (item.type === 'category' && customProps?.hoist === true && !item.link) return children ?? [];
    return [children ? {...item, items: children} : item];
  });
}

/** The doc whose sidebar entry lists the tool docs instances (the main tree's Tools section). */
export const TOOLS_SECTION_DOC_ID = 'tools/index';

/**
 * Adds a link to each tool docs instance (src/data/toolDocs.ts) under the Tools section: the tools have their
 * own docs instances, so the main tree has no files for them. A Tools section without other pages becomes a
 * category linked to its index. Pure; a tree without the Tools section is returned unchanged.
 */
export function addToolDocsLinks(items: readonly GeneratedItem[]): GeneratedItem[] {
  const links: GeneratedItem[] = TOOL_DOCS.map((tool) => ({
    type: 'link',
    label: tool.label,
    href: `/${tool.routeBasePath}`,
  }));
  return items.map((item) => {
    if (item.type === 'doc' && item.id === TOOLS_SECTION_DOC_ID) {
      return {
        type: 'category',
        label: item.label ?? 'Tools',
        link: {type: 'doc', id: item.id},
        collapsible: true,
        collapsed: true,
        items: links,
      };
    }
    if (item.type === 'category' && item.link?.id === TOOLS_SECTION_DOC_ID)
      return {...item, items: [...(item.items ?? []), ...links]};
    return item.items ? {...item, items: addToolDocsLinks(item.items)} : item;
  });
}

/**
 * The docs plugin's `sidebarItemsGenerator`, shared by every docs instance: the default tree, hoisted where asked,
 * re-ordered by weight, with the tool docs linked from the Tools section.
 */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) => {
  const items = await defaultSidebarItemsGenerator(args);
  // The generated items are a structural superset of GeneratedItem; the cast keeps the public type.
  const hoisted = hoistCategories(items as unknown as GeneratedItem[]);
  return addToolDocsLinks(sortByWeight(hoisted, args.docs as unknown as DocInfo[])) as unknown as typeof items;
};
