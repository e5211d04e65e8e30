/**
 * The docs section catalogue shown on the docs welcome page (/docs): one card per section, in reading order.
 * `colour` names a colour pair defined in src/components/DocsSectionCatalogue/styles.module.css for both themes.
 * Each text is a `translate()` call with a static id (`docs.sections.<name>.title` / `.description`), so
 * `npm run write-translations` extracts it and the German docs landing shows German cards (i18n/de/code.json).
 */
import {translate} from '@docusaurus/Translate';
import type {IconName} from './menus';

export type DocsSectionColour = 'violet' | 'teal' | 'blue' | 'amber' | 'rose' | 'green' | 'indigo' | 'slate';

export type DocsSection = {
  /** Stable identifier, unique in the catalogue. */
  name: string;
  /** Card heading. */
  title: string;
  /** One sentence shown under the heading. */
  description: string;
  /** Site-relative link; always under /docs. */
  link: string;
  colour: DocsSectionColour;
  icon: IconName;
};

export const docsSections: readonly DocsSection[] = [
  {
    name: 'concepts',
    title: translate({id: 'docs.sections.concepts.title', message: 'Concepts'}),
    description: translate({
      id: 'docs.sections.concepts.description',
      message: 'Learn the building blocks of an AsyncAPI document: servers, channels, operations and messages.',
    }),
    link: '/docs/concepts',
    colour: 'violet',
    icon: 'book',
  },
  {
    name: 'tutorials',
    title: translate({id: 'docs.sections.tutorials.title', message: 'Tutorials'}),
    description: translate({
      id: 'docs.sections.tutorials.description',
      message: 'Follow step-by-step lessons, from your first document to request and reply.',
    }),
    link: '/docs/tutorials',
    colour: 'teal',
    icon: 'compass',
  },
  {
    name: 'guides',
    title: translate({id: 'docs.sections.guides.title', message: 'Guides'}),
    description: translate({
      id: 'docs.sections.guides.description',
      message: 'Solve one task at a time, such as validating documents and messages.',
    }),
    link: '/docs/guides',
    colour: 'blue',
    icon: 'map',
  },
  {
    name: 'tools',
    title: translate({id: 'docs.sections.tools.title', message: 'Tools'}),
    description: translate({
      id: 'docs.sections.tools.description',
      message: 'Find out what the generator, the CLI and Glee do and where their docs live.',
    }),
    link: '/docs/tools',
    colour: 'amber',
    icon: 'wrench',
  },
  {
    name: 'reference',
    title: translate({id: 'docs.sections.reference.title', message: 'Reference'}),
    description: translate({
      id: 'docs.sections.reference.description',
      message: 'Look up every field of the specification, plus bindings and extensions.',
    }),
    link: '/docs/reference',
    colour: 'indigo',
    icon: 'layers',
  },
  {
    name: 'migration',
    title: translate({id: 'docs.sections.migration.title', message: 'Migration'}),
    description: translate({
      id: 'docs.sections.migration.description',
      message: 'Move your documents from AsyncAPI 2.x to 3.0.0, change by change.',
    }),
    link: '/docs/migration',
    colour: 'rose',
    icon: 'arrows',
  },
  {
    name: 'community',
    title: translate({id: 'docs.sections.community.title', message: 'Community'}),
    description: translate({
      id: 'docs.sections.community.description',
      message: 'Propose changes to the docs and the specification, and join the discussions.',
    }),
    link: '/docs/community',
    colour: 'green',
    icon: 'users',
  },
  {
    name: 'specification-explorer',
    title: translate({id: 'docs.sections.specification-explorer.title', message: 'Specification Explorer'}),
    description: translate({
      id: 'docs.sections.specification-explorer.description',
      message: 'Browse the AsyncAPI 3.1.0 specification as an interactive map of its objects.',
    }),
    link: '/docs/reference/specification/v3.1.0-explorer',
    colour: 'slate',
    icon: 'globe',
  },
];
