/**
 * ARIA repairs for DocSearch 3.9's dialog markup, applied while the dialog is open (axe reports each of these as
 * serious or critical; DocSearch's behaviour is unchanged):
 *
 * - The container around the dialog has `role="button"`, `tabindex="0"` and the combobox attributes, so the whole
 *   dialog is announced as one button with controls nested inside. It only exists to close the dialog on a click
 *   outside it (a mouse handler, which keeps working): the role, tab stop and combobox attributes are removed.
 * - The combobox attributes belong on the input (ARIA 1.2 combobox): it gets `role="combobox"` and
 *   `aria-expanded`, and its `aria-controls` keeps only lists that exist.
 * - Result lists have an id that does not match what `aria-controls` names (`docsearch-hits0-list`, ...): each
 *   list gets the id its options' ids imply.
 * - In recent searches, options contain Save and Remove buttons: controls nested in a control, which screen
 *   readers cannot reach inside an option anyway. Focus stays in the input (the arrow keys move through options,
 *   Enter opens one), so the buttons become pointer-only shortcuts: out of the tab order and hidden from assistive
 *   technology. (Hits themselves are not links: see useHitComponent in index.tsx.)
 * - With no links in the options, the scrolling result area has nothing to focus: it becomes a tab stop of its own,
 *   so it can be scrolled with the keyboard.
 *
 * Idempotent: it changes an attribute only when it differs, so running it from a MutationObserver settles.
 */

const CONTAINER_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby'];

function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

export function repairDocSearchAria(root: Document | Element): void {
  const container = root.querySelector('.DocSearch-Container');
  if (!container) return;
  for (const name of CONTAINER_ATTRIBUTES) {
    if (container.hasAttribute(name)) container.removeAttribute(name);
  }

  const dropdown = container.querySelector('.DocSearch-Dropdown');
  if (dropdown) setAttribute(dropdown, 'tabindex', '0');

  const lists = Array.from(container.querySelectorAll('[role="listbox"]'));
  for (const list of lists) {
    const option = list.querySelector('[role="option"][id]');
    const source = option ? /^(.+)-item-\d+$/.exec(option.id)?.[1] : undefined;
    if (source) setAttribute(list, 'id', `${source}-list`);
  }

  const input = container.querySelector('input.DocSearch-Input');
  if (input) {
    setAttribute(input, 'role', 'combobox');
    setAttribute(input, 'aria-expanded', String(lists.length > 0));
    const ids = new Set(lists.map((list) => list.id).filter(Boolean));
    const controls = (input.getAttribute('aria-controls') ?? '').split(/\s+/).filter((id) => ids.has(id));
    if (controls.length) setAttribute(input, 'aria-controls', controls.join(' '));
    else if (input.hasAttribute('aria-controls')) input.removeAttribute('aria-controls');
  }

  for (const control of Array.from(container.querySelectorAll('[role="option"] button'))) {
    setAttribute(control, 'tabindex', '-1');
    setAttribute(control, 'aria-hidden', 'true');
  }
}

/** Keeps the repairs applied while DocSearch re-renders; returns the function that stops it. */
export function keepDocSearchAriaRepaired(doc: Document): () => void {
  repairDocSearchAria(doc);
  const observer = new MutationObserver(() => repairDocSearchAria(doc));
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role', 'tabindex', 'aria-controls', 'aria-expanded', 'aria-hidden', 'id'],
  });
  return () => observer.disconnect();
}
