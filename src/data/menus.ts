/**
 * The top bar's dropdown menus and the mobile menu's sections.
 * Adding an entry here is all it takes to show it in both the desktop dropdown and the mobile accordion. Each text is a
 * `translate()` call with a static id (`menu.item.<href>.title`), so `npm run write-translations` extracts it and every
 * locale's bundle gets the text in its language.
 */
import {translate} from '@docusaurus/Translate';
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
  label: translate({id: 'menu.learning.label', message: 'Docs'}),
  items: [
    {
      title: translate({id: 'menu.item./docs/tutorials/getting-started.title', message: 'Getting Started'}),
      description: translate({
        id: 'menu.item./docs/tutorials/getting-started.description',
        message: 'Write your first AsyncAPI document in a few minutes.',
      }),
      href: '/docs/tutorials/getting-started',
      icon: 'rocket',
    },
    {
      title: translate({id: 'menu.item./docs/concepts.title', message: 'Concepts'}),
      description: translate({
        id: 'menu.item./docs/concepts.description',
        message: 'Servers, channels, operations and messages, explained.',
      }),
      href: '/docs/concepts',
      icon: 'book',
    },
    {
      title: translate({id: 'menu.item./docs/tutorials.title', message: 'Tutorials'}),
      description: translate({
        id: 'menu.item./docs/tutorials.description',
        message: 'Step-by-step lessons, from hello world to Kafka.',
      }),
      href: '/docs/tutorials',
      icon: 'compass',
    },
    {
      title: translate({id: 'menu.item./docs/tools.title', message: 'Tools'}),
      description: translate({
        id: 'menu.item./docs/tools.description',
        message: 'Use the generator, the CLI and Glee.',
      }),
      href: '/docs/tools',
      icon: 'wrench',
    },
    {
      title: translate({id: 'menu.item./docs/tools/generator.title', message: 'Generator docs'}),
      description: translate({
        id: 'menu.item./docs/tools/generator.description',
        message: 'Generate code and docs from templates; write your own.',
      }),
      href: '/docs/tools/generator',
      icon: 'code',
    },
    {
      title: translate({id: 'menu.item./docs/tools/cli.title', message: 'CLI docs'}),
      description: translate({
        id: 'menu.item./docs/tools/cli.description',
        message: 'Install the CLI; every command and flag.',
      }),
      href: '/docs/tools/cli',
      icon: 'terminal',
    },
    {
      title: translate({id: 'menu.item./docs/tools/glee.title', message: 'Glee docs'}),
      description: translate({
        id: 'menu.item./docs/tools/glee.description',
        message: 'Build spec-first Node.js services with Glee.',
      }),
      href: '/docs/tools/glee',
      icon: 'cube',
    },
    {
      title: translate({id: 'menu.item./docs/guides.title', message: 'Guides'}),
      description: translate({
        id: 'menu.item./docs/guides.description',
        message: 'Task-focused how-tos such as validation.',
      }),
      href: '/docs/guides',
      icon: 'map',
    },
    {
      title: translate({id: 'menu.item./docs/reference.title', message: 'Reference'}),
      description: translate({
        id: 'menu.item./docs/reference.description',
        message: 'The specification, bindings and extensions.',
      }),
      href: '/docs/reference',
      icon: 'layers',
    },
    {
      title: translate({id: 'menu.item./docs/migration.title', message: 'Migration'}),
      description: translate({
        id: 'menu.item./docs/migration.description',
        message: 'Move your documents from 2.x to 3.0.',
      }),
      href: '/docs/migration',
      icon: 'arrows',
    },
    {
      title: translate({id: 'menu.item./docs/community.title', message: 'Community'}),
      description: translate({
        id: 'menu.item./docs/community.description',
        message: 'Contribute to the docs and the specification.',
      }),
      href: '/docs/community',
      icon: 'users',
    },
  ],
};

export const toolingMenu: Menu = {
  id: 'tooling',
  label: translate({id: 'menu.tooling.label', message: 'Tools'}),
  items: [
    {
      title: translate({id: 'menu.item./tools.title', message: 'All tools'}),
      description: translate({
        id: 'menu.item./tools.description',
        message: 'The initiative’s tools and the community catalogue.',
      }),
      href: '/tools',
      icon: 'cube',
    },
    {
      title: translate({id: 'menu.item./tools/generator.title', message: 'Generator'}),
      description: translate({
        id: 'menu.item./tools/generator.description',
        message: 'Generate code and docs from your AsyncAPI document.',
      }),
      href: '/tools/generator',
      icon: 'code',
    },
    {
      title: translate({id: 'menu.item./tools/cli.title', message: 'CLI'}),
      description: translate({
        id: 'menu.item./tools/cli.description',
        message: 'Validate, generate and bundle from your terminal.',
      }),
      href: '/tools/cli',
      icon: 'terminal',
    },
    {
      title: translate({id: 'menu.item./tools/modelina.title', message: 'Modelina'}),
      description: translate({
        id: 'menu.item./tools/modelina.description',
        message: 'Generate payload models in many languages.',
      }),
      href: '/tools/modelina',
      icon: 'layers',
    },
    {
      title: translate({id: 'menu.item./tools/github-actions.title', message: 'GitHub Actions'}),
      description: translate({
        id: 'menu.item./tools/github-actions.description',
        message: 'Run AsyncAPI tasks in your CI workflows.',
      }),
      href: '/tools/github-actions',
      icon: 'workflow',
    },
    {
      title: translate({id: 'menu.item./tools/parsers.title', message: 'Parsers'}),
      description: translate({
        id: 'menu.item./tools/parsers.description',
        message: 'Parse and validate AsyncAPI documents in code.',
      }),
      href: '/tools/parsers',
      icon: 'parse',
    },
    {
      title: translate({id: 'menu.item.https://studio.asyncapi.com.title', message: 'Studio'}),
      description: translate({
        id: 'menu.item.https://studio.asyncapi.com.description',
        message: 'Design and preview AsyncAPI documents in the browser.',
      }),
      href: STUDIO_URL,
      icon: 'pencil',
      target: '_blank',
    },
  ],
};

export const communityMenu: Menu = {
  id: 'community',
  label: translate({id: 'menu.community.label', message: 'Community'}),
  items: [
    {
      title: translate({id: 'menu.item./community.title', message: 'Overview'}),
      description: translate({
        id: 'menu.item./community.description',
        message: 'Ways to get involved with the initiative.',
      }),
      href: '/community',
      icon: 'users',
    },
    {
      title: translate({id: 'menu.item./community/tsc.title', message: 'Technical Steering Committee'}),
      description: translate({id: 'menu.item./community/tsc.description', message: 'Who steers the project, and how.'}),
      href: '/community/tsc',
      icon: 'shield',
    },
    {
      title: translate({id: 'menu.item./community/ambassadors.title', message: 'Ambassadors'}),
      description: translate({
        id: 'menu.item./community/ambassadors.description',
        message: 'People who spread the word about AsyncAPI.',
      }),
      href: '/community/ambassadors',
      icon: 'globe',
    },
    {
      title: translate({id: 'menu.item./community/dashboard.title', message: 'Dashboard'}),
      description: translate({
        id: 'menu.item./community/dashboard.description',
        message: 'Good first issues and hot topics on GitHub.',
      }),
      href: '/community/dashboard',
      icon: 'chart',
    },
    {
      title: translate({id: 'menu.item./community/events.title', message: 'Events'}),
      description: translate({id: 'menu.item./community/events.description', message: 'Public meetings you can join.'}),
      href: '/community/events',
      icon: 'calendar',
    },
    {
      title: translate({id: 'menu.item./community/newsroom.title', message: 'Newsroom'}),
      description: translate({
        id: 'menu.item./community/newsroom.description',
        message: 'Latest posts, videos and press contact.',
      }),
      href: '/community/newsroom',
      icon: 'megaphone',
    },
  ],
};

export const dropdownMenus: readonly Menu[] = [learningMenu, toolingMenu, communityMenu];

/** Plain links beside the dropdowns (desktop) and the "Others" accordion section (mobile). */
export type NavLink = {label: string; href: string};

export const topLinks: readonly NavLink[] = [
  {label: translate({id: 'menu.link./casestudies', message: 'Case Studies'}), href: '/casestudies'},
  {label: translate({id: 'menu.link./blog', message: 'Blog'}), href: '/blog'},
  {label: translate({id: 'menu.link./roadmap', message: 'Roadmap'}), href: '/roadmap'},
];

export const otherLinks: readonly NavLink[] = [
  ...topLinks,
  {label: translate({id: 'menu.link./about', message: 'About'}), href: '/about'},
  {label: translate({id: 'menu.link./finance', message: 'Finance'}), href: '/finance'},
];
