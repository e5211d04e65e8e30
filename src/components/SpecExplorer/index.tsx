import React, {useCallback, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  anchorOfId,
  handleClick,
  handleKey,
  rootItem,
  visibleItems,
  type ExplorerData,
  type TreeItem,
  type TreeState,
} from './tree';
import DocsMenu from './DocsMenu';
import styles from './styles.module.css';
import SectionHeading from '@site/src/components/SectionHeading';

export type SpecExplorerProps = {
  /** Generated at build time by plugins/spec-reference from the 3.0.0 schemas. */
  data: ExplorerData;
};

/**
 * The interactive 3.0.0 Explorer: a tree of objects from the AsyncAPI Object down (ARIA tree pattern,
 * roving focus), and the selected object's fields beside it, linked to the reference page.
 */
export default function SpecExplorer({data}: SpecExplorerProps): React.JSX.Element {
  const root = rootItem(data);
  const [state, setState] = useState<TreeState>({expanded: new Set([root.id]), focused: root.id, selected: root.id});
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const moved = useRef(false);
  const items = visibleItems(data, state.expanded);

  useEffect(() => {
    if (!moved.current) return;
    itemRefs.current.get(state.focused)?.focus();
  }, [state.focused]);

  const onKeyDown = useCallback(
    (event: React.KeyboardEvent) => {
      const next = handleKey(data, state, event.key);
      if (!next) return;
      event.preventDefault();
      event.stopPropagation();
      moved.current = true;
      setState(next);
    },
    [data, state],
  );

  const onClick = (item: TreeItem) => (event: React.MouseEvent) => {
    event.stopPropagation();
    moved.current = true;
    setState(handleClick(state, item));
  };

  const selectedAnchor = anchorOfId(state.selected);
  const node = data.nodes[selectedAnchor];

  const renderItem = (item: TreeItem): React.JSX.Element => {
    const open = state.expanded.has(item.id);
    const children = item.hasChildren && open ? items.filter((candidate) => candidate.parentId === item.id) : [];
    return (
      // Named from its content, as the ARIA tree pattern has it: the name of a treeitem is the text of its own row
      // ("info Info Object"), since the name computation leaves out the group nested in it. No aria-label or
      // aria-labelledby: either names the item apart from its visible text, which then includes the nested items
      // (axe label-content-name-mismatch). The space between field and title is for that name; the row's flex gap
      // spaces them on screen.
      // Keys are handled once for the whole tree (roving tabindex: onKeyDown on the role="tree" list).
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={item.id}
        ref={(element) => {
          if (element) itemRefs.current.set(item.id, element);
          else itemRefs.current.delete(item.id);
        }}
        role="treeitem"
        aria-level={item.level}
        aria-setsize={item.setSize}
        aria-posinset={item.posInSet}
        aria-expanded={item.hasChildren ? open : undefined}
        aria-selected={state.selected === item.id}
        tabIndex={state.focused === item.id ? 0 : -1}
        data-anchor={item.anchor}
        className={styles.item}
        onClick={onClick(item)}>
        <span className={clsx(styles.row, state.selected === item.id && styles.rowSelected)}>
          <span className={styles.twisty} aria-hidden="true">
            {item.hasChildren ? (open ? '▾' : '▸') : '•'}
          </span>
          {item.field && (
            <>
              <code className={styles.field}>{item.field}</code>{' '}
            </>
          )}
          <span className={styles.title}>{item.title}</span>
        </span>
        {children.length > 0 && (
          <ul role="group" className={styles.group}>
            {children.map(renderItem)}
          </ul>
        )}
      </li>
    );
  };

  return (
    // Not in the site search: the tree and the field table repeat the specification reference pages.
    <div className={clsx(styles.explorer, 'spec-explorer-root')} data-search-exclude="">
      <div className={styles.treePane}>
        <ul
          role="tree"
          aria-label={`AsyncAPI ${data.version} document structure`}
          className={styles.tree}
          onKeyDown={onKeyDown}>
          {renderItem(root)}
        </ul>
      </div>
      <section className={styles.details} aria-labelledby="spec-explorer-selected">
        {node && (
          <>
            <SectionHeading as="h2" id="spec-explorer-selected" className={styles.detailsTitle}>
              {node.title}
            </SectionHeading>
            {node.description && <p className={styles.description}>{node.description}</p>}
            <p>
              <Link to={`${data.pageUrl}#${node.anchor}`} data-testid="explorer-reference-link">
                Read the {node.title} reference
              </Link>
            </p>
            {node.fields.length > 0 ? (
              // Focusable and labelled, so keyboard users can scroll a wide field table too.
              <div className={styles.tableWrap} role="region" tabIndex={0} aria-label={`Fields of the ${node.title}`}>
                <table className={styles.fields}>
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">Type</th>
                      <th scope="col">Required</th>
                      <th scope="col">Description</th>
                    </tr>
                  </thead>
                  <tbody>
                    {node.fields.map((field) => (
                      <tr key={field.name}>
                        <th scope="row">
                          <code>{field.name}</code>
                          {field.patterned && <span className={styles.badge}>pattern</span>}
                        </th>
                        <td data-label="Type">
                          <code>{field.type}</code>
                        </td>
                        <td data-label="Required">{field.required ? 'Yes' : 'No'}</td>
                        <td>{field.description || '–'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p>This object has no fields of its own: see its description and the reference.</p>
            )}
          </>
        )}
      </section>
      <DocsMenu />
    </div>
  );
}
