/**
 * The top bar's dropdown menus and the mobile menu's sections (SPEC.md "Site shell").
 * Adding an entry here is all it takes to show it in both the desktop dropdown and the mobile accordion.
 */
import {STUDIO_URL} from './site';

export type IconName =
  | 'rocket'
  | 'book'
  | 'compass'
  | 'wrench'
  | 'layers'
  | 'map'
  | 'arrows'
  | 'users'
  | 'code'
  | 'terminal'
  | 'cube'
  | 'workflow'
  | 'parse'
  | 'pencil'
  | 'shield'
  | 'globe'
  | 'chart'
  | 'calendar'
  | 'megaphone'
  | 'heart'
  | 'news'
  | 'briefcase'
  | 'flag'
  | 'coins'
  | 'info';

export type MenuItem = {
  title: string;
  description: string;
  href: string;
  icon: IconName;
  comingSoon?: boolean;
  beta?: boolean;
  /** `_blank` for links that open in a new tab (external tools). */
  target?: '_blank';
};

export type MenuId = 'learning' | 'tooling' | 'community';

export type Menu = {
  id: MenuId;
  label: string;
  items: readonly MenuItem[];
};

export const learningMenu: Menu = {
  id: 'learning',
  label: 'Docs',
  items: [
    {
      title: 'Getting Started',
      description: 'Write your first AsyncAPI document in a few minutes.',
      href: '/docs/tutorials/getting-started',
      icon: 'rocket',
    },
    {
      title: 'Concepts',
      description: 'Servers, channels, operations and messages, explained.',
      href: '/docs/concepts',
      icon: 'book',
    },
    {
      title: 'Tutorials',
      description: 'Step-by-step lessons, from hello world to Kafka.',
      href: '/docs/tutorials',
      icon: 'compass',
    },
    {title: 'Tools', description: 'Use the generator, the CLI and Glee.', href: '/docs/tools', icon: 'wrench'},
    {
      title: 'Generator docs',
      description: 'Generate code and docs from templates; write your own.',
      href: '/docs/tools/generator',
      icon: 'code',
    },
    {
      title: 'CLI docs',
      description: 'Install the CLI; every command and flag.',
      href: '/docs/tools/cli',
      icon: 'terminal',
    },
    {
      title: 'Glee docs',
      description: 'Build spec-first Node.js services with Glee.',
      href: '/docs/tools/glee',
      icon: 'cube',
    },
    {title: 'Guides', description: 'Task-focused how-tos such as validation.', href: '/docs/guides', icon: 'map'},
    {
      title: 'Reference',
      description: 'The specification, bindings and extensions.',
      href: '/docs/reference',
      icon: 'layers',
    },
    {title: 'Migration', description: 'Move your documents from 2.x to 3.0.', href: '/docs/migration', icon: 'arrows'},
    {
      title: 'Community',
      description: 'Contribute to the docs and the specification.',
      href: '/docs/community',
      icon: 'users',
    },
  ],
};

export const toolingMenu: Menu = {
  id: 'tooling',
  label: 'Tools',
  items: [
    {
      title: 'All tools',
      description: 'The initiative’s tools and the community catalogue.',
      href: '/tools',
      icon: 'cube',
    },
    {
      title: 'Generator',
      description: 'Generate code and docs from your AsyncAPI document.',
      href: '/tools/generator',
      icon: 'code',
    },
    {
      title: 'CLI',
      description: 'Validate, generate and bundle from your terminal.',
      href: '/tools/cli',
      icon: 'terminal',
    },
    {
      title: 'Modelina',
      description: 'Generate payload models in many languages.',
      href: '/tools/modelina',
      icon: 'layers',
    },
    {
      title: 'GitHub Actions',
      description: 'Run AsyncAPI tasks in your CI workflows.',
      href: '/tools/github-actions',
      icon: 'workflow',
    },
    {
      title: 'Parsers',
      description: 'Parse and validate AsyncAPI documents in code.',
      href: '/tools/parsers',
      icon: 'parse',
    },
    {
      title: 'Studio',
      description: 'Design and preview AsyncAPI documents in the browser.',
      href: STUDIO_URL,
      icon: 'pencil',
      target: '_blank',
    },
  ],
};

export const communityMenu: Menu = {
  id: 'community',
  label: 'Community',
  items: [
    {title: 'Overview', description: 'Ways to get involved with the initiative.', href: '/community', icon: 'users'},
    {
      title: 'Technical Steering Committee',
      description: 'Who steers the project, and how.',
      href: '/community/tsc',
      icon: 'shield',
    },
    {
      title: 'Ambassadors',
      description: 'People who spread the word about AsyncAPI.',
      href: '/community/ambassadors',
      icon: 'globe',
    },
    {
      title: 'Dashboard',
      description: 'Good first issues and hot topics on GitHub.',
      href: '/community/dashboard',
      icon: 'chart',
    },
    {title: 'Events', description: 'Public meetings you can join.', href: '/community/events', icon: 'calendar'},
    {
      title: 'Newsroom',
      description: 'Latest posts, videos and press contact.',
      href: '/community/newsroom',
      icon: 'megaphone',
    },
  ],
};

export const dropdownMenus: readonly Menu[] = [learningMenu, toolingMenu, communityMenu];

/** Plain links beside the dropdowns (desktop) and the "Others" accordion section (mobile). */
export type NavLink = {label: string; href: string};

export const topLinks: readonly NavLink[] = [
  {label: 'Case Studies', href: '/casestudies'},
  {label: 'Blog', href: '/blog'},
  {label: 'Roadmap', href: '/roadmap'},
];

export const otherLinks: readonly NavLink[] = [
  ...topLinks,
  {label: 'About', href: '/about'},
  {label: 'Finance', href: '/finance'},
];
