/**
 * Local plugin of the generated Reference (ARCHITECTURE.md decision 3). The pages are committed stub files whose
 * directive the remark plugin (remark.ts, registered in docusaurus.config.ts) fills from the JSON Schemas in
 * @asyncapi/specs (directives.ts); nothing is written into docs/. This plugin only publishes, as global data,
 * the anchors of every specification page, so the version switcher can keep the reader on the same object or
 * field when the other version has it.
 */
import type {Plugin} from '@docusaurus/types';
import {DIRECTIVES, EXPLORER_VERSIONS, SPEC_VERSIONS} from './directives';
import {EXPLORER_PAGES, SPEC_PAGES} from './links';

export {default as remarkSpecReference} from './remark';

/** The ids of a generated page body: heading ids (`{/* #id *\/}`) and element ids (`id="..."`). */
export function anchorsOf(mdx: string): string[] {
  const headings = [...mdx.matchAll(/\{\/\* #([^ ]+) \*\/\}/g)].map((m) => m[1]);
  const ids = [...mdx.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  return [...headings, ...ids];
}

/** Page path to the anchors it has; the data the switcher reads. */
export type SpecAnchors = Record<string, string[]>;

export function specAnchors(): SpecAnchors {
  const anchors: SpecAnchors = {};
  for (const version of SPEC_VERSIONS)
    anchors[SPEC_PAGES[version]] = anchorsOf(DIRECTIVES['spec-reference'].render({version}));
  // The Explorer keeps the selected object in its own state, not in the address: no anchors to carry over.
  for (const version of EXPLORER_VERSIONS) anchors[EXPLORER_PAGES[version] as string] = [];
  return anchors;
}

export default function specReferencePlugin(): Plugin {
  return {
    name: 'spec-reference',
    loadContent: async () => specAnchors(),
    contentLoaded: async ({content, actions}) => actions.setGlobalData(content),
  };
}
