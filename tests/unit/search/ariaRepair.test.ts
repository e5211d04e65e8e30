import {keepDocSearchAriaRepaired, repairDocSearchAria} from '@site/src/theme/SearchBar/ariaRepair';

/** The shape of DocSearch 3.9's open dialog with one result group (attributes as it renders them). */
const DIALOG = `
<div class="DocSearch DocSearch-Container" role="button" tabindex="0" aria-expanded="true" aria-haspopup="listbox"
     aria-labelledby="docsearch-label" aria-controls="docsearch-hits0-list docsearch-hits1-list">
  <div class="DocSearch-Modal">
    <form class="DocSearch-Form">
      <label id="docsearch-label" for="docsearch-input">Search</label>
      <input class="DocSearch-Input" id="docsearch-input" aria-activedescendant="docsearch-hits0-item-0"
             aria-controls="docsearch-hits0-list docsearch-hits1-list">
    </form>
    <div class="DocSearch-Dropdown">
      <section class="DocSearch-Hits">
        <ul id="docsearch-list" role="listbox">
          <li class="DocSearch-Hit" id="docsearch-hits0-item-0" role="option" aria-selected="true">
            <a href="/docs/concepts/channel"><div class="DocSearch-Hit-Container">Channel<button title="Save this search">Save</button></div></a>
          </li>
        </ul>
      </section>
    </div>
  </div>
</div>`;

describe('repairDocSearchAria', () => {
  beforeEach(() => {
    document.body.innerHTML = DIALOG;
  });

  it('takes the button role, tab stop and combobox attributes off the container', () => {
    repairDocSearchAria(document);
    const container = document.querySelector('.DocSearch-Container')!;
    for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby']) {
      expect(container.hasAttribute(name)).toBe(false);
    }
  });

  it('makes the input the combobox, controlling only lists that exist', () => {
    repairDocSearchAria(document);
    const input = document.querySelector('#docsearch-input')!;
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('[role="listbox"]')!.id).toBe('docsearch-hits0-list');
    expect(input.getAttribute('aria-controls')).toBe('docsearch-hits0-list');
  });

  it('moves the option (role, id, selection) from the list item onto the hit link, out of the tab order', () => {
    repairDocSearchAria(document);
    const item = document.querySelector('.DocSearch-Hit')!;
    const link = item.querySelector('a')!;
    expect(item.getAttribute('role')).toBe('none');
    expect(item.hasAttribute('id')).toBe(false);
    expect(item.hasAttribute('aria-selected')).toBe(false);
    expect(link.getAttribute('role')).toBe('option');
    expect(link.id).toBe('docsearch-hits0-item-0');
    expect(link.getAttribute('aria-selected')).toBe('true');
    expect(link.getAttribute('tabindex')).toBe('-1');
  });

  it('follows the selection when DocSearch sets it on the list item again', async () => {
    const stop = keepDocSearchAriaRepaired(document);
    document.querySelector('.DocSearch-Hit')!.setAttribute('aria-selected', 'false');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('.DocSearch-Hit')!.hasAttribute('aria-selected')).toBe(false);
    expect(document.querySelector('.DocSearch-Hit a')!.getAttribute('aria-selected')).toBe('false');
    stop();
  });

  it('makes the buttons inside options pointer-only (out of the tab order, hidden from assistive technology)', () => {
    repairDocSearchAria(document);
    const button = document.querySelector('[role="option"] button')!;
    expect(button.getAttribute('tabindex')).toBe('-1');
    expect(button.getAttribute('aria-hidden')).toBe('true');
  });

  it('makes the scrolling result area a tab stop', () => {
    repairDocSearchAria(document);
    expect(document.querySelector('.DocSearch-Dropdown')!.getAttribute('tabindex')).toBe('0');
  });

  it('without result lists the input is collapsed and controls nothing', () => {
    document.querySelector('.DocSearch-Dropdown')!.innerHTML = '<div class="DocSearch-NoResults">No results</div>';
    repairDocSearchAria(document);
    const input = document.querySelector('#docsearch-input')!;
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-controls')).toBe(false);
  });

  it('repairs again when DocSearch re-renders, and settles', async () => {
    const stop = keepDocSearchAriaRepaired(document);
    const container = document.querySelector('.DocSearch-Container')!;
    container.setAttribute('role', 'button');
    container.setAttribute('aria-controls', 'docsearch-hits0-list');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.hasAttribute('role')).toBe(false);
    expect(container.hasAttribute('aria-controls')).toBe(false);
    stop();
    container.setAttribute('role', 'button');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.getAttribute('role')).toBe('button');
  });
});
