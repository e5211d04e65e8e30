/** @jest-environment node */
/**
 * plugins/translations/parseOnce.ts: `docusaurus build` parses each Markdown source once for all locales. Checked
 * through the MDX processor Docusaurus itself builds (@docusaurus/mdx-loader's processor factory with the config's
 * markdown defaults), one processor per locale as the build makes them (./lib/parseOnceLocales.mjs, in a child Node:
 * Jest does not load @mdx-js/mdx's ES modules). If the loader stopped attaching the remark plugins to the processor
 * that parses, or unified stopped naming its parser `parser`, this fails.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

type Results = {
  twoLocales: {
    fresh: string;
    english: string;
    german: string;
    calls: number;
    storedAfterFirst: number;
    storedAfterLast: number;
  };
  formats: {calls: number; asMarkdown: string; freshMarkdown: string};
  threeLocales: {outputs: string[]; fresh: string; calls: number; stored: number};
  oneLocale: {stored: number};
};

let results: Results;
beforeAll(() => {
  const script = path.join(__dirname, 'lib/parseOnceLocales.mjs');
  results = JSON.parse(execFileSync(process.execPath, [script], {encoding: 'utf8'})) as Results;
});

describe('remark parse once, through the MDX processor Docusaurus builds', () => {
  it('the second locale compiles a source without parsing it, to what a fresh parse gives', () => {
    const {fresh, english, german, calls, storedAfterFirst, storedAfterLast} = results.twoLocales;
    expect(fresh).toContain('Directives parse too.');
    expect(english).toContain('added in this locale');
    // The first locale's transform changed its own tree, not the stored one.
    expect(german).toBe(fresh);
    expect(calls).toBe(1);
    // The last locale took the stored tree: the store let go of it.
    expect(storedAfterFirst).toBe(1);
    expect(storedAfterLast).toBe(0);
  });

  it('parses other text, and the same text for a Markdown (.md) processor, again', () => {
    const {calls, asMarkdown, freshMarkdown} = results.formats;
    expect(calls).toBe(3);
    expect(asMarkdown).toBe(freshMarkdown);
  });

  it('gives every locale but the last a copy and the last the stored tree, none seeing the transforms of another', () => {
    const {outputs, fresh, calls, stored} = results.threeLocales;
    expect(new Set(outputs).size).toBe(1);
    expect(outputs[0]).not.toBe(fresh);
    expect(outputs[0]!.split('added in this locale').length - 1).toBe(1);
    expect(calls).toBe(1);
    expect(stored).toBe(0);
  });

  it('stores nothing when no other locale follows (reuses 0)', () => {
    expect(results.oneLocale.stored).toBe(0);
  });
});
