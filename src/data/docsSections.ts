/**
 * The docs section catalogue shown on the docs welcome page (/docs): one card per section, in reading order.
 * `colour` names a colour pair defined in src/components/DocsSectionCatalogue/styles.module.css for both themes.
 */
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
    title: 'Concepts',
    description: 'Learn the building blocks of an AsyncAPI document: servers, channels, operations and messages.',
    link: '/docs/concepts',
    colour: 'violet',
    icon: 'book',
  },
  {
    name: 'tutorials',
    title: 'Tutorials',
    description: 'Follow step-by-step lessons, from your first document to request and reply.',
    link: '/docs/tutorials',
    colour: 'teal',
    icon: 'compass',
  },
  {
    name: 'guides',
    title: 'Guides',
    description: 'Solve one task at a time, such as validating documents and messages.',
    link: '/docs/guides',
    colour: 'blue',
    icon: 'map',
  },
  {
    name: 'tools',
    title: 'Tools',
    description: 'Find out what the generator, the CLI and Glee do and where their docs live.',
    link: '/docs/tools',
    colour: 'amber',
    icon: 'wrench',
  },
  {
    name: 'reference',
    title: 'Reference',
    description: 'Look up every field of the specification, plus bindings and extensions.',
    link: '/docs/reference',
    colour: 'indigo',
    icon: 'layers',
  },
  {
    name: 'migration',
    title: 'Migration',
    description: 'Move your documents from AsyncAPI 2.x to 3.0.0, change by change.',
    link: '/docs/migration',
    colour: 'rose',
    icon: 'arrows',
  },
  {
    name: 'community',
    title: 'Community',
    description: 'Propose changes to the docs and the specification, and join the discussions.',
    link: '/docs/community',
    colour: 'green',
    icon: 'users',
  },
  {
    name: 'specification-explorer',
    title: 'Specification Explorer',
    description: 'Browse the AsyncAPI 3.1.0 specification as an interactive map of its objects.',
    link: '/docs/reference/specification/v3.1.0-explorer',
    colour: 'slate',
    icon: 'globe',
  },
];
