/**
 * ARIA repairs for DocSearch 3.9.0's dialog markup, applied while the dialog is open. Each works around one defect
 * of DocSearch's own markup (axe reports each as serious or critical); tests/unit/search/docsearchDefects.test.tsx
 * renders the real DocSearch dialog and fails once DocSearch no longer has a defect, so its repair can go.
 *
 * 1. The container around the dialog has `role="button"`, `tabindex="0"` and the combobox attributes, so the whole
 *    dialog is announced as one button with controls nested inside. It only exists to close the dialog on a click
 *    outside it (a mouse handler, which keeps working): the role, tab stop and combobox attributes are removed.
 * 2. The input has no `role="combobox"` (ARIA 1.2 puts the combobox attributes on it): it gets the role and
 *    `aria-expanded`, and its `aria-controls` keeps only lists that exist.
 * 3. Result lists have an id that does not match what `aria-controls` names (`docsearch-hits0-list`, ...): each
 *    list gets the id its options' ids imply.
 * 4. Each hit is `<li role="option">` around the hit component, and a hit is a link (DocSearch's default `<a href>`,
 *    ours in Hit.tsx): a control nested in a control (axe: nested-interactive). The option moves onto the link: the
 *    `<li>` becomes `role="none"` and the link gets `role="option"` with the option's id and `aria-selected` (so
 *    `aria-activedescendant` still names it); it leaves the tab order (focus stays in the input, the arrow keys
 *    move through options, Enter opens one). styles.css draws the selected hit from the link's `aria-selected`.
 * 5. In recent searches, options contain Save and Remove buttons: controls nested in a control, which screen
 *    readers cannot reach inside an option anyway. They become pointer-only shortcuts: out of the tab order and
 *    hidden from assistive technology.
 * With no tab stop in the options (4), the scrolling result area becomes a tab stop of its own, so it can be
 * scrolled with the keyboard.
 *
 * Idempotent: it changes an attribute only when it differs, so running it from a MutationObserver settles.
 */

const CONTAINER_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby'];

function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Defect 4: the option's role, id and selection move from the `<li>` to the hit's link. */
function moveOptionToLink(item: Element): void {
  const link = Array.from(item.children).find((child) => child.matches('a[href]'));
  if (!link) return;
  setAttribute(item, 'role', 'none');
  const id = item.getAttribute('id');
  if (id) {
    item.removeAttribute('id');
    setAttribute(link, 'id', id);
  }
  const selected = item.getAttribute('aria-selected');
  if (selected !== null) {
    item.removeAttribute('aria-selected');
    setAttribute(link, 'aria-selected', selected);
  }
  setAttribute(link, 'role', 'option');
  setAttribute(link, 'tabindex', '-1');
}

export function repairDocSearchAria(root: Document | Element): void {
  const container = root.querySelector('.DocSearch-Container');
  if (!container) return;
  for (const name of CONTAINER_ATTRIBUTES) {
    if (container.hasAttribute(name)) container.removeAttribute(name);
  }

  const dropdown = container.querySelector('.DocSearch-Dropdown');
  if (dropdown) setAttribute(dropdown, 'tabindex', '0');

  for (const item of Array.from(container.querySelectorAll('[role="listbox"] > li'))) moveOptionToLink(item);

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
    attributeFilter: ['role', 'tabindex', 'aria-controls', 'aria-expanded', 'aria-hidden', 'aria-selected', 'id'],
  });
  return () => observer.disconnect();
}
