/**
 * The table wrapper (src/components/TableRegion): a focusable region only while its table scrolls sideways, named
 * after the table's caption or the heading before it, numbered when tables share a heading, so that every landmark
 * name of a page is unique (axe landmark-unique).
 */
import React from 'react';
import {act, render, screen} from '@testing-library/react';
import TableRegion from '@site/src/components/TableRegion';

/** jsdom lays nothing out: widths are given per element (a region "scrolls" when its content is wider). */
let wide = true;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('table-scroll') && wide ? 900 : 300;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {configurable: true, get: () => 300});
});

const table = (caption?: string) => (
  <table>
    {caption && <caption>{caption}</caption>}
    <tbody>
      <tr>
        <td>x</td>
      </tr>
    </tbody>
  </table>
);

function Page(): React.JSX.Element {
  return (
    <main>
      <h2>
        Server bindings<a href="#server">{'\u200b'}</a>
      </h2>
      <TableRegion>{table()}</TableRegion>
      <TableRegion>{table()}</TableRegion>
      <section>
        <h3>Channel bindings</h3>
        <p>Text</p>
      </section>
      <div>
        <TableRegion>{table()}</TableRegion>
      </div>
      <TableRegion>{table('Allowed values')}</TableRegion>
      <TableRegion html="<table><tbody><tr><td>static</td></tr></tbody></table>" />
    </main>
  );
}

describe('<TableRegion>', () => {
  it('names each scrolling table after its caption or the heading before it, uniquely', () => {
    wide = true;
    render(<Page />);
    const names = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(names).toEqual([
      'Table: Server bindings (1)',
      'Table: Server bindings (2)',
      'Table: Channel bindings (1)',
      'Table: Allowed values',
      'Table: Channel bindings (2)',
    ]);
    expect(new Set(names).size).toBe(names.length);
    for (const region of screen.getAllByRole('region')) expect(region).toHaveAttribute('tabindex', '0');
  });

  it('is neither a landmark nor a tab stop while its table fits', () => {
    wide = false;
    const {container} = render(<Page />);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(container.querySelectorAll('.table-scroll')).toHaveLength(5);
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  describe('with a ResizeObserver (a fake one: jsdom has none)', () => {
    let observers: ResizeObserverCallback[] = [];
    const original = globalThis.ResizeObserver;
    /** What the browser does once it has laid the table out, and whenever its size changes. */
    const report = () => act(() => observers.forEach((callback) => callback([], {} as ResizeObserver)));
    beforeEach(() => {
      observers = [];
      globalThis.ResizeObserver = class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      } as unknown as typeof ResizeObserver;
    });
    afterEach(() => {
      globalThis.ResizeObserver = original;
    });

    it('is measured when the observer first reports it, not on mount (a table not laid out yet stays so)', () => {
      const read = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
      try {
        wide = true;
        render(<TableRegion>{table('Fields')}</TableRegion>);
        expect(read).not.toHaveBeenCalled();
        expect(screen.queryByRole('region')).toBeNull();
        report();
        expect(read).toHaveBeenCalled();
        expect(screen.getByRole('region', {name: 'Table: Fields'})).toHaveAttribute('tabindex', '0');
      } finally {
        read.mockRestore();
      }
    });

    it('becomes a region when its column narrows', () => {
      wide = false;
      render(<TableRegion>{table('Fields')}</TableRegion>);
      report();
      expect(screen.queryByRole('region')).toBeNull();
      wide = true;
      report();
      expect(screen.getByRole('region', {name: 'Table: Fields'})).toHaveAttribute('tabindex', '0');
    });
  });
});
