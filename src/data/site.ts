/**
 * Site-wide constants. Everything that more than one file needs (URLs, titles, defaults) lives here,
 * so that the config, the theme and the tests read the same values.
 */
export const SITE_URL = 'https://www.asyncapi.com';
export const SITE_TITLE = 'AsyncAPI Initiative for event-driven APIs';

/** The default page description (ARCHITECTURE.md, rule "Pages and metadata"). */
export const DEFAULT_DESCRIPTION =
  'Open source tools to build and maintain your event-driven architecture, all powered by the AsyncAPI specification, the industry standard for defining asynchronous APIs.';

/** Default social card (1200x630), served from static/. */
export const SOCIAL_IMAGE = '/img/social/website-card.jpg';

export const RSS_TITLE = 'RSS Feed for AsyncAPI Initiative Blog';
export const RSS_PATH = '/rss.xml';

/** The GitHub organisation and this site's own source repository. */
export const GITHUB_ORG_URL = 'https://github.com/asyncapi';
export const SITE_REPO = 'asyncapi/website';
export const SITE_REPO_URL = `https://github.com/${SITE_REPO}`;
export const SITE_REPO_BRANCH = 'master';

/** Public contact and social links of the initiative. */
export const CONTACT_EMAIL = 'info@asyncapi.com';
export const SOCIAL_LINKS = {
  twitter: 'https://twitter.com/AsyncAPISpec',
  github: GITHUB_ORG_URL,
  linkedin: 'https://linkedin.com/company/asyncapi',
  youtube: 'https://youtube.com/asyncapi',
  slack: 'https://asyncapi.com/slack-invite',
  twitch: 'https://www.twitch.tv/asyncapi',
} as const;

export const STUDIO_URL = 'https://studio.asyncapi.com';

/** The site's languages (Docusaurus i18n locales), the default first. */
export const LOCALES = ['en', 'de'] as const;
