/**
 * The site's security headers, computed from the build (pure functions; ./index.ts is the Docusaurus plugin
 * that runs them after the build and writes build/_headers, which Netlify reads from the publish folder and
 * scripts/serve.mjs applies locally through scripts/headers.mjs).
 *
 * What the built site was measured to need (180 English pages, `npx docusaurus build --locale en`):
 * - Executable inline scripts: the colour-mode script on every page and the redirect script of each
 *   client-side redirect page; they are allowed by their sha256 hashes. JSON-LD blocks (type
 *   application/ld+json) are data, which CSP does not govern, so they are not hashed.
 * - No <style> element in the HTML, but 56,898 style attributes on 178 pages (Prism's token colours, React
 *   style props), which need 'unsafe-inline' (or one hash per distinct value with 'unsafe-hashes'), and the
 *   main bundle inserts <style> elements at run time (measured by tests/e2e/csp.spec.ts on /docs with the
 *   search dialog and on the playground), so style-src has 'unsafe-inline'. Scripts stay hash-only.
 * - Images: our own, data: URIs, GitHub avatars (github.com/<user>.png redirects to
 *   avatars.githubusercontent.com; the dashboard shows the API's avatar_url).
 * - connect-src: the GitHub API (the community dashboard), Algolia only when it is configured.
 * - frame-src: the click-to-load YouTube videos (youtube-nocookie.com).
 * - The playground's parser runs in a module worker loaded from each locale's assets/js: worker-src 'self'. A
 *   worker is governed by the CSP sent with its own script, not by the page's, and the parser's schema validator
 *   (Ajv) compiles with `new Function`. So no assets folder gets the page policy (which has no 'unsafe-eval'), and
 *   the worker's script gets a policy of its own (`workerContentSecurityPolicy`): scripts from this site and
 *   'unsafe-eval', and nothing else, no network in particular (the parser must never fetch a `$ref` a reader
 *   pastes). Netlify applies every _headers rule that matches a path, and two CSP headers would both be enforced,
 *   so the page CSP is attached to the paths of the built pages (`pagePatterns`, per locale folder) rather than to
 *   `/*`, and the worker's to its exact file paths (`workerScripts`); the other headers apply to `/*`.
 */
import {createHash} from 'node:crypto';
import {escapeAttribute} from './pages';

/** `type` values a browser executes as script (an absent or empty type is JavaScript too). */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/jscript',
]);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))|(?:^|\\s)${name}(?=\\s|$)`,
    'i',
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The bodies of the inline scripts a browser would execute in `html` (no src, a JavaScript type), in order. */
export function inlineScriptBodies(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase().split(';')[0]!.trim();
    if (!SCRIPT_TYPES.has(type)) continue;
    bodies.push(body);
  }
  return bodies;
}

/** The CSP source expression allowing one inline script: 'sha256-<base64>' of its UTF-8 text. */
export function sha256Source(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export type PolicyOptions = {
  /** The hash sources of every executable inline script in the build (see `sha256Source`). */
  scriptHashes: Iterable<string>;
  /** The Google Tag Manager container, when the site is built with one (GTM_CONTAINER_ID). */
  gtmContainerId?: string | null;
  /** The Algolia application, when search uses Algolia (ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY). */
  algoliaAppId?: string | null;
};

export const GITHUB_API = 'https://api.github.com';
export const GITHUB_IMAGE_HOSTS = ['https://github.com', 'https://avatars.githubusercontent.com'];
export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com';
const GTM_SCRIPT = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** DocSearch's hosts for one application: the DSN host and the retry hosts on algolianet.com. */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
  ];
}

/** Directives a policy in a `<meta>` element may not have (browsers ignore them there, and say so in the console). */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/**
 * The Content-Security-Policy value: directives in a fixed order, hashes sorted, no duplicates. `meta` gives the
 * same policy for a `<meta http-equiv>` element, without the directives only a header can carry.
 */
export function contentSecurityPolicy(options: PolicyOptions, delivery: 'header' | 'meta' = 'header'): string {
  const gtm = Boolean(options.gtmContainerId);
  const hashes = [...new Set(options.scriptHashes)].sort();
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...(gtm ? [GTM_SCRIPT] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...GITHUB_IMAGE_HOSTS, ...(gtm ? [GTM_SCRIPT, ...GOOGLE_ANALYTICS] : [])]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        "'self'",
        GITHUB_API,
        ...(options.algoliaAppId ? algoliaHosts(options.algoliaAppId) : []),
        ...(gtm ? [GTM_SCRIPT, ...GOOGLE_ANALYTICS] : []),
      ],
    ],
    ['frame-src', [YOUTUBE_EMBED]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .filter(([name]) => delivery === 'header' || !HEADER_ONLY_DIRECTIVES.has(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/i;

/**
 * `html` with `policy` in a `<meta>` element at the top of its head (after the charset declaration, before any
 * script), replacing one put there before. For the not-found page, which the host serves at any path, also paths no
 * header rule covers (an unknown top-level folder): the page carries its policy itself.
 */
export function withPolicyMeta(html: string, policy: string): string {
  // The policy has no double quote or ampersand to escape, but may one day.
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  if (POLICY_META.test(html)) return html.replace(POLICY_META, tag);
  const before = /<meta charset=[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!before) throw new Error('built-html: the not-found page has no <head> to put its policy in');
  const end = before.index + before[0].length;
  return `${html.slice(0, end)}${tag}${html.slice(end)}`;
}

/**
 * The CSP of the playground's parser worker (sent with its script, see the note at the top): it imports the parser
 * bundle from this site, and Ajv compiles the schemas with `new Function`, which needs 'unsafe-eval' (allowed here
 * only, never on a page). Everything else is refused: `connect-src 'none'` keeps any fetch (a pasted `$ref` the
 * parser might try to resolve) from leaving the worker.
 */
export function workerContentSecurityPolicy(): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['connect-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Browser features no page uses (the YouTube iframe's autoplay, fullscreen and picture-in-picture stay allowed). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Hashed build output (Docusaurus puts content hashes in every file name under /assets/). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export type HeaderRule = {path: string; headers: Record<string, string>};

/** A top-level entry of the publish folder. */
export type TopLevelEntry = {name: string; directory: boolean};

/** Where hashed build output lives, in the publish folder and in each locale's folder: never given the page CSP. */
export const ASSETS_DIR = 'assets';

/**
 * Where plugins/local-search writes the search index, in the publish folder and in each locale's folder: index files,
 * no pages, so no page CSP. Its postBuild writes the folder while this plugin's postBuild lists the folders (core runs
 * them at once), so whether the folder was seen depended on which finished first.
 */
export const SEARCH_INDEX_DIR = 'search';

/**
 * The parser worker's chunk name (`webpackChunkName` in src/components/AsyncApiPlayground/validator.ts): Docusaurus
 * names chunk files `assets/js/<name>.<contenthash>.js`, so postBuild finds the worker's script by this name.
 */
export const PARSER_WORKER_CHUNK = 'asyncapi-parser-worker';
export const PARSER_WORKER_FILE = new RegExp(`^${PARSER_WORKER_CHUNK}\\.[0-9a-f]+\\.js$`);

/** The entries of one build folder: the publish folder (default locale) or a locale's folder in it. */
export type BuildFolder = {
  /** The URL path prefix of the folder: '' for the publish folder, '/de' for the German locale. */
  prefix: string;
  entries: TopLevelEntry[];
};

/**
 * The _headers path patterns covering every page of one build folder but not its assets: `<prefix>/` and
 * `<prefix>/index.html` for index.html (and `<prefix>` for a locale), `/x` for x.html, `/d` and `/d/*` for a folder
 * d. A path outside all of them (an unknown top-level folder) gets the not-found page, which carries its policy in a
 * `<meta>` element (`withPolicyMeta`): a `/*` rule would also cover the assets. Files other than HTML
 * at the top level (robots.txt, sitemap.xml, _headers) get no pattern of their own; they are not documents that
 * run script. `locales` names the folders that are other locales' builds: each gets the patterns of its own
 * entries (`localePatterns`), never `/<locale>/*`, which would cover its assets.
 */
export function pagePatterns(entries: TopLevelEntry[], prefix = '', locales: string[] = []): string[] {
  const patterns = new Set<string>();
  for (const {name, directory} of [...entries].sort((a, b) => a.name.localeCompare(b.name))) {
    if (directory) {
      if (
        name === ASSETS_DIR ||
        name === SEARCH_INDEX_DIR ||
        name.startsWith('.') ||
        name.startsWith('_') ||
        locales.includes(name)
      )
        continue;
      patterns.add(`${prefix}/${name}`);
      patterns.add(`${prefix}/${name}/*`);
    } else if (name === 'index.html') {
      if (prefix) patterns.add(prefix);
      patterns.add(`${prefix}/`);
      patterns.add(`${prefix}/index.html`);
    } else if (name.endsWith('.html')) {
      patterns.add(`${prefix}/${name.slice(0, -'.html'.length)}`);
      patterns.add(`${prefix}/${name}`);
    }
  }
  return [...patterns];
}

/** The page patterns of every build folder: the publish folder's, then each locale folder's. */
export function sitePagePatterns(folders: BuildFolder[]): string[] {
  const locales = folders.filter((folder) => folder.prefix).map((folder) => folder.prefix.slice(1));
  return folders.flatMap((folder) => pagePatterns(folder.entries, folder.prefix, folder.prefix ? [] : locales));
}

/** The assets pattern of every build folder (`/assets/*`, `/de/assets/*`): hashed files, cached for good. */
export function assetPatterns(folders: BuildFolder[]): string[] {
  return folders
    .filter((folder) => folder.entries.some((entry) => entry.directory && entry.name === ASSETS_DIR))
    .map((folder) => `${folder.prefix}/${ASSETS_DIR}/*`);
}

/**
 * The rules of build/_headers. HTML keeps Netlify's default `Cache-Control: public, max-age=0,
 * must-revalidate` (revalidated on every visit): a Cache-Control on `/*` as well would be combined with the
 * one on `/assets/*`, since Netlify applies every rule that matches a path.
 */
export function securityHeaderRules(
  options: PolicyOptions & {
    pages: string[];
    /** Assets patterns (default: `/assets/*` only). */
    assets?: string[];
    /** The exact paths of the parser worker's scripts (`/assets/js/asyncapi-parser-worker.<hash>.js`, per locale). */
    workers?: string[];
  },
): HeaderRule[] {
  const csp = contentSecurityPolicy(options);
  const workerCsp = workerContentSecurityPolicy();
  return [
    {
      path: '/*',
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': PERMISSIONS_POLICY,
      },
    },
    ...options.pages.map((path) => ({path, headers: {'Content-Security-Policy': csp}})),
    ...(options.assets ?? [`/${ASSETS_DIR}/*`]).map((path) => ({path, headers: {'Cache-Control': IMMUTABLE_CACHE}})),
    ...(options.workers ?? []).map((path) => ({path, headers: {'Content-Security-Policy': workerCsp}})),
  ];
}

/** The _headers file (Netlify's format: a path on its own line, then indented `Name: value` lines). */
export function formatHeadersFile(rules: HeaderRule[], comment?: string): string {
  const lines: string[] = [];
  if (comment) for (const line of comment.split('\n')) lines.push(`# ${line}`.trimEnd());
  for (const rule of rules) {
    if (lines.length > 0) lines.push('');
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) {
      if (/[\r\n]/.test(value) || /[\r\n:]/.test(name))
        throw new Error(`Header ${name} cannot be written to _headers: it has a line break or a colon in its name`);
      lines.push(`  ${name}: ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
