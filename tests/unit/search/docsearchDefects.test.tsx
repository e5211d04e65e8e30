/**
 * The search dialog's hits and the ARIA repairs, on the real DocSearch 3.9 dialog (@docsearch/react) answering
 * from a stub client: every hit is a real link to its path plus hash (src/theme/SearchBar/Hit.tsx), and each
 * DocSearch markup defect that src/theme/SearchBar/ariaRepair.ts works around is still there. When a "DocSearch
 * still ..." test fails after an upgrade, DocSearch fixed that defect: remove its repair.
 */
import React from 'react';
import {act, screen, waitFor} from '@testing-library/react';
import axe from 'axe-core';
import {DocSearchModal} from '@docsearch/react';
import Hit from '@site/src/theme/SearchBar/Hit';
import {repairDocSearchAria} from '@site/src/theme/SearchBar/ariaRepair';
import {hitPath} from '@site/src/lib/search';
import {renderWithSite} from '../render';

const highlight = (value: string) => ({value, matchLevel: 'none', matchedWords: []});

/** Two answers of the docs index, the second with the wrapper anchor a hit never keeps. */
const HITS = [
  {
    url: 'https://www.asyncapi.com/docs/concepts/channel#what-is-a-channel',
    title: 'Channel',
    lvl1: 'Channel',
    lvl2: 'What is a channel',
  },
  {url: 'https://www.asyncapi.com/docs/concepts/server#__docusaurus', title: 'Server', lvl1: 'Server', lvl2: null},
].map(({url, lvl1, lvl2}, index) => {
  const hierarchy = {lvl0: 'Concepts', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  return {
    objectID: String(index),
    url,
    type: lvl2 ? 'lvl2' : 'lvl1',
    content: null,
    hierarchy,
    _highlightResult: {
      hierarchy: Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, highlight(v ?? '')])),
    },
    _snippetResult: {hierarchy: {lvl1: highlight(lvl1)}},
  };
});

const stubClient = {
  addAlgoliaAgent() {},
  search: async () => ({
    results: [{hits: HITS, nbHits: HITS.length, page: 0, nbPages: 1, hitsPerPage: 20, query: 'c', params: ''}],
  }),
};

async function openDialog() {
  const view = renderWithSite(
    <DocSearchModal
      appId="stub"
      apiKey="stub"
      indexName="docs"
      initialQuery="c"
      initialScrollY={0}
      onClose={() => {}}
      insights={false}
      hitComponent={Hit}
      transformItems={(items) => items.map((item) => ({...item, url: hitPath(item.url, window.location.origin)}))}
      // The stub answers as Algolia's client would; its type is Algolia's whole client.
      transformSearchClient={() => stubClient as never}
    />,
    {path: '/docs'},
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  await waitFor(() => expect(document.querySelectorAll('.DocSearch-Hit')).toHaveLength(2));
  return view;
}

beforeAll(() => {
  // DocSearch reads the viewport (matchMedia) and restores the scroll position on close: jsdom has neither.
  window.scrollTo = () => {};
  // axe probes icons with a canvas, which jsdom lacks (colour contrast is checked in the browser, by the e2e suite).
  HTMLCanvasElement.prototype.getContext = () => null;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList;
});

afterEach(() => {
  document.body.className = '';
});

describe('search hits (src/theme/SearchBar/Hit.tsx in the DocSearch dialog)', () => {
  it('are real links to the path plus hash, without wrapper anchors', async () => {
    await openDialog();
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.DocSearch-Hit > a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/docs/concepts/channel#what-is-a-channel',
      '/docs/concepts/server',
    ]);
  });
});

describe('DocSearch 3.9 markup defects that ariaRepair.ts works around', () => {
  it('DocSearch still gives the dialog container the button role and the combobox attributes (defect 1)', async () => {
    await openDialog();
    const container = document.querySelector('.DocSearch-Container')!;
    expect(container.getAttribute('role')).toBe('button');
    expect(container.getAttribute('aria-haspopup')).toBe('listbox');
  });

  it('DocSearch still leaves the combobox role off the input (defect 2)', async () => {
    await openDialog();
    expect(document.querySelector('input.DocSearch-Input')!.hasAttribute('role')).toBe(false);
  });

  it('DocSearch still names lists in aria-controls by ids they do not have (defect 3)', async () => {
    await openDialog();
    const controls = document.querySelector('input.DocSearch-Input')!.getAttribute('aria-controls')!.split(/\s+/);
    for (const id of controls) expect(document.getElementById(id)).toBeNull();
  });

  it('DocSearch still renders each hit as an option around the hit link (defect 4)', async () => {
    await openDialog();
    const item = document.querySelector('.DocSearch-Hit')!;
    expect(item.getAttribute('role')).toBe('option');
    expect(item.querySelector('a[href]')).not.toBeNull();
  });

  it('after the repairs the link is the option and axe finds no violation in the dialog', async () => {
    await openDialog();
    const before = await axe.run(document.querySelector('.DocSearch-Container')!, {
      rules: {'color-contrast': {enabled: false}},
    });
    expect(before.violations.map((violation) => violation.id)).toEqual(expect.arrayContaining(['nested-interactive']));

    repairDocSearchAria(document);
    const item = document.querySelector('.DocSearch-Hit')!;
    const link = item.querySelector('a')!;
    expect(item.getAttribute('role')).toBe('none');
    expect(link.getAttribute('role')).toBe('option');
    expect(link.id).toMatch(/-item-0$/);
    expect(screen.getAllByRole('option')[0]).toBe(link);
    const input = document.querySelector('input.DocSearch-Input')!;
    expect(document.getElementById(input.getAttribute('aria-controls')!.split(' ')[0])).not.toBeNull();
    const after = await axe.run(document.querySelector('.DocSearch-Container')!, {
      rules: {'color-contrast': {enabled: false}},
    });
    expect(
      after.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  }, 90_000);
});
