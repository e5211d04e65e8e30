/**
 * Pure logic of the Explorer tree: which items are visible for a set of expanded items, and what each
 * key of the ARIA tree pattern does. The tree is infinite in principle (a Schema Object contains Schema
 * Objects), so children are computed on demand, only for expanded items.
 */
import type {ExplorerData, ExplorerNode} from './types';

export type {ExplorerData, ExplorerField, ExplorerNode} from './types';

export type TreeItem = {
  /** Path from the root, unique in the tree: `asyncapiObject/channels:channelsObject`. */
  id: string;
  anchor: string;
  title: string;
  /** The field of the parent object that leads here; undefined for the root. */
  field?: string;
  level: number;
  parentId?: string;
  hasChildren: boolean;
  posInSet: number;
  setSize: number;
};

/** Reference Objects are everywhere: they are shown as children only when they are the field's only target. */
const REFERENCE = 'referenceObject';

export function childLinks(node: ExplorerNode): {field: string; anchor: string}[] {
  const links: {field: string; anchor: string}[] = [];
  for (const field of node.fields) {
    const targets = field.targets.length > 1 ? field.targets.filter((t) => t !== REFERENCE) : field.targets;
    for (const anchor of targets) links.push({field: displayFieldName(field.name), anchor});
  }
  return links;
}

/** Extension patterns are long regular expressions: the tree shows them as `x-*`. */
export function displayFieldName(name: string): string {
  return name.startsWith('^x-') ? 'x-*' : name;
}

export function hasChildren(data: ExplorerData, anchor: string): boolean {
  const node = data.nodes[anchor];
  return Boolean(node) && childLinks(node).length > 0;
}

/** The children of an item, as items. */
export function childrenOf(data: ExplorerData, item: Pick<TreeItem, 'id' | 'anchor' | 'level'>): TreeItem[] {
  const node = data.nodes[item.anchor];
  if (!node) return [];
  const links = childLinks(node);
  return links.map((link, index) => ({
    id: `${item.id}/${link.field}:${link.anchor}`,
    anchor: link.anchor,
    title: data.nodes[link.anchor]?.title ?? link.anchor,
    field: link.field,
    level: item.level + 1,
    parentId: item.id,
    hasChildren: hasChildren(data, link.anchor),
    posInSet: index + 1,
    setSize: links.length,
  }));
}

export function rootItem(data: ExplorerData): TreeItem {
  return {
    id: data.root,
    anchor: data.root,
    title: data.nodes[data.root]?.title ?? data.root,
    level: 1,
    hasChildren: hasChildren(data, data.root),
    posInSet: 1,
    setSize: 1,
  };
}

/** Visible items in display order: the root, and the children of every expanded item, depth first. */
export function visibleItems(data: ExplorerData, expanded: ReadonlySet<string>): TreeItem[] {
  const out: TreeItem[] = [];
  const visit = (item: TreeItem): void => {
    out.push(item);
    if (item.hasChildren && expanded.has(item.id)) childrenOf(data, item).forEach(visit);
  };
  visit(rootItem(data));
  return out;
}

export type TreeState = {expanded: ReadonlySet<string>; focused: string; selected: string};

/**
 * The ARIA tree keyboard pattern. Returns the new state, or undefined when the key is not handled
 * (so the browser keeps its default behaviour).
 */
export function handleKey(data: ExplorerData, state: TreeState, key: string): TreeState | undefined {
  const items = visibleItems(data, state.expanded);
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === state.focused),
  );
  const item = items[index];
  const focus = (target: TreeItem | undefined): TreeState => (target ? {...state, focused: target.id} : state);
  const withExpanded = (id: string, open: boolean): TreeState => {
    const next = new Set(state.expanded);
    if (open) next.add(id);
    else next.delete(id);
    return {...state, expanded: next};
  };
  switch (key) {
    case 'ArrowDown':
      return focus(items[index + 1]);
    case 'ArrowUp':
      return focus(items[index - 1]);
    case 'Home':
      return focus(items[0]);
    case 'End':
      return focus(items[items.length - 1]);
    case 'ArrowRight':
      if (!item.hasChildren) return state;
      if (!state.expanded.has(item.id)) return withExpanded(item.id, true);
      return focus(items[index + 1]);
    case 'ArrowLeft':
      if (item.hasChildren && state.expanded.has(item.id)) return withExpanded(item.id, false);
      return focus(items.find((candidate) => candidate.id === item.parentId));
    case 'Enter':
    case ' ':
      return {...state, selected: item.id};
    default:
      return undefined;
  }
}

/** A click selects the item and opens or closes it. */
export function handleClick(state: TreeState, item: TreeItem): TreeState {
  const expanded = new Set(state.expanded);
  if (item.hasChildren) {
    if (expanded.has(item.id)) expanded.delete(item.id);
    else expanded.add(item.id);
  }
  return {expanded, focused: item.id, selected: item.id};
}

/** The anchor of an item id: the part after the last `:` (the root id is its own anchor). */
export function anchorOfId(id: string): string {
  const last = id.split('/').pop() ?? id;
  return last.includes(':') ? last.slice(last.indexOf(':') + 1) : last;
}
