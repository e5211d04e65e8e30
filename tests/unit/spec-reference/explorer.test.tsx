import React from 'react';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderWithSite} from '../render';
import SpecExplorer from '@site/src/components/SpecExplorer';
import {
  anchorOfId,
  childrenOf,
  handleKey,
  rootItem,
  visibleItems,
  type TreeState,
} from '@site/src/components/SpecExplorer/tree';
import {trapTarget} from '@site/src/components/SpecExplorer/menuItems';
import {buildExplorerData, plainText} from '@site/plugins/spec-reference/explorerData';
import {loadRegistry3} from '@site/plugins/spec-reference/registry';

// Docusaurus's Link reads `siteConfig.future.experimental_router`, which the shared config stub lacks.
jest.mock('@generated/docusaurus.config', () => {
  const actual = jest.requireActual('@generated/docusaurus.config') as {default: Record<string, unknown>};
  return {__esModule: true, default: {...actual.default, future: {experimental_router: 'browser'}}};
});

/**
 * A treeitem's accessible name as browsers compute it: from its content, leaving out the group nested in it (WAI-ARIA
 * tree view pattern; Chromium and Firefox do this). dom-accessibility-api, under Testing Library, adds the nested
 * items' text to the name (eps1lon/dom-accessibility-api#1100), so the test computes the name itself: the item's
 * text without its group and without aria-hidden parts. An aria-label or aria-labelledby would replace that name, so
 * such an item gets its attribute as the name, and fails the comparison with its visible label.
 */
function treeitemName(item: Element): string {
  const given = item.getAttribute('aria-label') ?? item.getAttribute('aria-labelledby');
  if (given !== null) return `(named apart from its content: ${given})`;
  const own = item.cloneNode(true) as Element;
  own.querySelectorAll('[role="group"], [aria-hidden="true"]').forEach((part) => part.remove());
  return (own.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The treeitem whose name (treeitemName) is `name`, matched exactly or by a regular expression. */
function treeitemNamed(name: string | RegExp): {name: (accessibleName: string, element: Element) => boolean} {
  return {
    name: (_accessibleName, element) => {
      const own = treeitemName(element);
      return typeof name === 'string' ? own === name : name.test(own);
    },
  };
}

const data = buildExplorerData(loadRegistry3('3.0.0'), '3.0.0');

describe('Explorer data', () => {
  it('starts at the AsyncAPI Object and leads to every object of the reference', () => {
    expect(data.root).toBe('asyncapiObject');
    expect(data.nodes.channelObject.fields.map((f) => f.name)).toContain('address');
    const reached = new Set<string>([data.root]);
    const queue = [data.root];
    while (queue.length) {
      const node = data.nodes[queue.shift() as string];
      for (const field of node.fields)
        for (const t of field.targets) {
          if (!reached.has(t)) {
            reached.add(t);
            queue.push(t);
          }
        }
    }
    // Everything is reachable but the standalone Messages map (no definition refers to it) and the two
    // sections that describe a field rather than a definition.
    expect(Object.keys(data.nodes).filter((anchor) => !reached.has(anchor))).toEqual([
      'defaultContentTypeString',
      'messagesMap',
      'tagsObject',
    ]);
  });
});

describe('tree logic', () => {
  const root = rootItem(data);
  const start: TreeState = {expanded: new Set([root.id]), focused: root.id, selected: root.id};

  it('shows the root and its children when the root is open', () => {
    const items = visibleItems(data, start.expanded);
    expect(items[0].title).toBe('AsyncAPI Object');
    expect(items.slice(1).map((i) => i.field)).toEqual([
      'info',
      'servers',
      'channels',
      'operations',
      'components',
      'x-*',
    ]);
  });

  it('implements the arrow, Home, End and Enter keys', () => {
    let state = handleKey(data, start, 'ArrowDown') as TreeState;
    expect(anchorOfId(state.focused)).toBe('infoObject');
    state = handleKey(data, state, 'ArrowRight') as TreeState;
    expect(state.expanded.has(state.focused)).toBe(true);
    state = handleKey(data, state, 'ArrowRight') as TreeState;
    expect(anchorOfId(state.focused)).toBe('contactObject');
    state = handleKey(data, state, 'ArrowLeft') as TreeState;
    expect(anchorOfId(state.focused)).toBe('infoObject');
    state = handleKey(data, state, 'ArrowLeft') as TreeState;
    expect(state.expanded.has(state.focused)).toBe(false);
    state = handleKey(data, state, 'End') as TreeState;
    expect(anchorOfId(state.focused)).toBe('specificationExtensions');
    state = handleKey(data, state, 'Enter') as TreeState;
    expect(state.selected).toBe(state.focused);
    state = handleKey(data, state, 'Home') as TreeState;
    expect(state.focused).toBe(root.id);
    expect(handleKey(data, state, 'a')).toBeUndefined();
  });

  it('computes children lazily, so recursive objects do not loop', () => {
    const schema = {id: 'x/s:schemaObject', anchor: 'schemaObject', level: 3};
    const children = childrenOf(data, schema);
    expect(children.some((child) => child.anchor === 'schemaObject')).toBe(true);
    expect(children.every((child) => child.level === 4 && child.parentId === schema.id)).toBe(true);
  });

  it('traps Tab at both ends of the menu', () => {
    expect(trapTarget(['a', 'b', 'c'], 'c', false)).toBe('a');
    expect(trapTarget(['a', 'b', 'c'], 'a', true)).toBe('c');
    expect(trapTarget(['a', 'b', 'c'], 'b', false)).toBeUndefined();
  });
});

describe('<SpecExplorer>', () => {
  it('is a keyboard-drivable ARIA tree with the selected object beside it', async () => {
    const user = userEvent.setup();
    renderWithSite(<SpecExplorer data={data} />, {path: '/docs/reference/specification/v3.0.0-explorer'});
    const tree = screen.getByRole('tree', {name: /document structure/});
    const root = within(tree).getByRole('treeitem', treeitemNamed('AsyncAPI Object'));
    expect(root).toHaveAttribute('aria-expanded', 'true');
    expect(root).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('heading', {name: 'AsyncAPI Object'})).toBeInTheDocument();

    root.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const channels = within(tree).getByRole('treeitem', treeitemNamed('channels Channels Object'));
    expect(channels).toHaveFocus();
    expect(channels).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    expect(channels).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    const channel = within(tree).getByRole('treeitem', treeitemNamed('{name} Channel Object'));
    expect(channel).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(channel).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', {name: 'Channel Object'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Read the Channel Object reference'})).toHaveAttribute(
      'href',
      '/docs/reference/specification/v3.0.0#channelObject',
    );
    expect(screen.getByRole('rowheader', {name: 'address'})).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(channels).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(channels).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Home}');
    expect(root).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(tree).getByRole('treeitem', treeitemNamed(/^x-\* /))).toHaveFocus();
  });

  it('opens and closes an item and selects it with the mouse', async () => {
    const user = userEvent.setup();
    renderWithSite(<SpecExplorer data={data} />);
    const info = screen.getByRole('treeitem', treeitemNamed('info Info Object'));
    await user.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(info).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('treeitem', treeitemNamed('contact Contact Object'))).toBeInTheDocument();
    await user.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'false');
  });

  it('names every treeitem by its own visible label, not by the items nested in it', async () => {
    const user = userEvent.setup();
    renderWithSite(<SpecExplorer data={data} />);
    const tree = screen.getByRole('tree', {name: /document structure/});
    // Open a second level too, so that items with open groups are checked beside closed ones and leaves.
    await user.click(within(tree).getByRole('treeitem', treeitemNamed('info Info Object')));
    const expanded = new Set([rootItem(data).id, `${rootItem(data).id}/info:infoObject`]);
    const expected = visibleItems(data, expanded).map((item) =>
      item.field ? `${item.field} ${item.title}` : item.title,
    );
    expect(expected).toContain('contact Contact Object');
    const items = within(tree).getAllByRole('treeitem');
    expect(items.map(treeitemName)).toEqual(expected);
    // Each name is the text of the item's own row, its visible label.
    for (const item of items) {
      const row = item.firstElementChild as HTMLElement;
      expect(row.textContent?.replace(/[▾▸•]/g, '').replace(/\s+/g, ' ').trim()).toBe(treeitemName(item));
    }
  });

  it('has a Menu button that opens the docs navigation as a dialog closed by Escape', async () => {
    const user = userEvent.setup();
    renderWithSite(<SpecExplorer data={data} />);
    const button = screen.getByRole('button', {name: 'Menu'});
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = screen.getByRole('dialog', {name: 'Documentation'});
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', {name: /Reference/})).toHaveAttribute('href', '/docs/reference');
    expect(within(dialog).getByRole('link', {name: /Concepts/})).toHaveAttribute('href', '/docs/concepts');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('plainText', () => {
  it('drops Markdown markers the Explorer cannot render', () => {
    expect(plainText('A **bold** `code` [link](https://x.y) text')).toBe('A bold code link text');
  });
});
