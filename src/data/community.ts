/**
 * The community overview's lists: where the community talks, and the ways to contribute.
 * Links to the initiative's channels come from SOCIAL_LINKS in ./site, so there is one place to change them.
 */
import type {IconName} from './menus';
import {GITHUB_ORG_URL, SOCIAL_LINKS} from './site';

export type CommunityChannel = {
  id: keyof typeof SOCIAL_LINKS;
  label: string;
  /** What the channel is good for, in one sentence. */
  purpose: string;
  href: string;
};

export const COMMUNITY_CHANNELS: readonly CommunityChannel[] = [
  {
    id: 'slack',
    label: 'Slack',
    purpose: 'Ask questions, get help with your documents and meet other contributors.',
    href: SOCIAL_LINKS.slack,
  },
  {
    id: 'github',
    label: 'GitHub',
    purpose: 'Issues, pull requests and discussions for the specification and every tool.',
    href: SOCIAL_LINKS.github,
  },
  {id: 'linkedin', label: 'LinkedIn', purpose: 'Announcements, releases and event news.', href: SOCIAL_LINKS.linkedin},
  {id: 'youtube', label: 'YouTube', purpose: 'Recordings of public meetings and talks.', href: SOCIAL_LINKS.youtube},
  {id: 'twitch', label: 'Twitch', purpose: 'Live streams from the initiative.', href: SOCIAL_LINKS.twitch},
  {id: 'twitter', label: 'X (Twitter)', purpose: 'Short updates and links to what is new.', href: SOCIAL_LINKS.twitter},
];

export type ContributionPath = {
  id: 'code' | 'docs' | 'design' | 'specification' | 'talks';
  title: string;
  description: string;
  icon: IconName;
  /** Where to start; a site path or an https URL. */
  href: string;
  linkLabel: string;
};

export const CONTRIBUTION_PATHS: readonly ContributionPath[] = [
  {
    id: 'code',
    title: 'Code',
    description:
      'Fix a bug or build a feature in the parsers, the generator and its templates, the CLI, Modelina or Studio. Issues labelled "good first issue" are a gentle start.',
    icon: 'code',
    href: '/community/dashboard',
    linkLabel: 'Find a first issue',
  },
  {
    id: 'docs',
    title: 'Documentation',
    description:
      'Clarify a concept, add a tutorial step or fix an example. Every docs page has an edit link that opens its source on GitHub.',
    icon: 'book',
    href: '/docs',
    linkLabel: 'Read the docs',
  },
  {
    id: 'design',
    title: 'Design',
    description:
      'Improve the look and usability of the website, Studio and the brand assets. Design work is discussed in issues like any other change.',
    icon: 'pencil',
    href: 'https://github.com/asyncapi/brand',
    linkLabel: 'Open the brand repository',
  },
  {
    id: 'specification',
    title: 'Specification',
    description:
      'Propose or review changes to the AsyncAPI specification itself, its JSON Schemas and its protocol bindings. Changes start as issues and go through review before a release.',
    icon: 'layers',
    href: 'https://github.com/asyncapi/spec',
    linkLabel: 'Open the spec repository',
  },
  {
    id: 'talks',
    title: 'Talks and articles',
    description:
      'Share how you use AsyncAPI at a meetup, a conference or on your blog. Ambassadors do this regularly: their talks and articles are a good source of ideas.',
    icon: 'megaphone',
    href: '/community/ambassadors',
    linkLabel: 'Meet the ambassadors',
  },
];

/** The repository that holds the initiative's governance, programmes and meeting issues. */
export const COMMUNITY_REPO_URL = `${GITHUB_ORG_URL}/community`;
