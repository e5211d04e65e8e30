/**
 * Relative Markdown links that work while a translation is partial.
 *
 * A German build reads each page from `i18n/de/<plugin folder>/...` when a translation exists and from the English
 * source otherwise. Docusaurus resolves `./channel.md` next to the file being compiled, so a translated page linking
 * a page that is not translated yet, and an English page linking one that is, both point at a file the German build
 * does not use, and the build stops ("Docs markdown link couldn't be resolved", facebook/docusaurus#10907).
 *
 * This remark plugin runs before Docusaurus's own link resolution and rewrites each relative link to a Markdown file
 * into the `@site/...` path of the file the current locale's build uses for that page: the translation when one exists,
 * else the default locale's source. Docusaurus then resolves that path as usual (it looks `@site/` paths up directly),
 * so the link gets the page's URL in the current locale. A link to a file that exists in no locale is left as written:
 * Docusaurus reports it and the build fails, as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Transformer} from 'unified';
import type {Definition, Link, Node, Root} from 'mdast';

/** A content folder and its translations: `i18n/<locale>/<folder>` (for docs, plus `/current` or `/version-<name>`). */
export type ContentRoot = {
  /** The default locale's folder, relative to the site (`docs`, `tool-docs/cli`, `generator_versioned_docs/version-2.x`). */
  source: string;
  /** The folder under `i18n/<locale>/` that holds its translations (`docusaurus-plugin-content-docs/current`). */
  localized: string;
};

export type LocaleLinksOptions = {
  /**
   * The site's folder; by default the one this plugin is in. The config leaves it out: Docusaurus writes the options
   * of remark plugins into the client bundle, and the build machine's path has no business there.
   */
  siteDir?: string;
  defaultLocale: string;
  roots: readonly ContentRoot[];
  /** The locale being built; by default the one Docusaurus announces for the build or dev server it runs. */
  currentLocale?: () => string;
};

/** This site's folder (this file is <site>/plugins/translations/localeLinks.ts). */
const SITE_DIR = path.resolve(__dirname, '../..');

/** The i18n folder of a content plugin instance, as Docusaurus names it: the plugin's name, then `-<id>` unless default. */
export function pluginFolder(pluginName: string, id = 'default'): string {
  return id === 'default' ? pluginName : `${pluginName}-${id}`;
}

/**
 * The content roots of a docs instance: its current docs and each version kept in `<id>_versioned_docs` (the
 * versions file lists them), each with its i18n folder.
 */
export function docsRoots(siteDir: string, instance: {id?: string; path: string}): ContentRoot[] {
  const id = instance.id ?? 'default';
  const folder = pluginFolder('docusaurus-plugin-content-docs', id);
  const prefix = id === 'default' ? '' : `${id}_`;
  const versionsFile = path.join(siteDir, `${prefix}versions.json`);
  const versions: unknown = fs.existsSync(versionsFile) ? JSON.parse(fs.readFileSync(versionsFile, 'utf8')) : [];
  return [
    {source: instance.path, localized: `${folder}/current`},
    ...(Array.isArray(versions) ? versions : []).map((version) => ({
      source: `${prefix}versioned_docs/version-${String(version)}`,
      localized: `${folder}/version-${String(version)}`,
    })),
  ];
}

/**
 * Every content root of a site: the docs instances (with their versions), the blog and the Markdown pages, each
 * plugin with its default id.
 */
export function siteContentRoots(
  siteDir: string,
  docsInstances: ReadonlyArray<{id?: string; path: string}>,
): ContentRoot[] {
  return [
    ...docsInstances.flatMap((instance) => docsRoots(siteDir, instance)),
    {source: 'blog', localized: pluginFolder('docusaurus-plugin-content-blog')},
    {source: 'src/pages', localized: pluginFolder('docusaurus-plugin-content-pages')},
  ];
}

/** The locale Docusaurus is building or serving (`docusaurus build` and `start` set it; `start` without --locale leaves it unset). */
export function announcedLocale(defaultLocale: string): string {
  const locale = process.env.DOCUSAURUS_CURRENT_LOCALE;
  return locale && locale !== 'undefined' ? locale : defaultLocale;
}

/** A Markdown link this plugin may rewrite: relative, to a `.md`/`.mdx` file, with an optional query and hash. */
export function splitMarkdownLink(url: string): {file: string; rest: string} | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('@site/') || url.startsWith('#'))
    return null;
  const match = /^([^?#]+\.mdx?)([?#].*)?$/i.exec(url);
  if (!match) return null;
  return {file: match[1]!, rest: match[2] ?? ''};
}

const isInside = (file: string, folder: string) => file.startsWith(`${folder}${path.sep}`);

/**
 * Where a content file sits: its root, its path inside the root (the same for the source and every translation) and
 * the locale of the translation folder it is in (null for the default locale's source). Null outside every root.
 */
export function locateInRoots(
  siteDir: string,
  roots: readonly ContentRoot[],
  file: string,
): {root: ContentRoot; relative: string; locale: string | null} | null {
  const i18nDir = path.join(siteDir, 'i18n');
  for (const root of roots) {
    const sourceDir = path.join(siteDir, root.source);
    if (isInside(file, sourceDir)) return {root, relative: path.relative(sourceDir, file), locale: null};
    if (isInside(file, i18nDir)) {
      // i18n/<locale>/<localized>/<relative>
      const [locale, ...rest] = path.relative(i18nDir, file).split(path.sep);
      const localizedParts = root.localized.split('/');
      if (locale && rest.length > localizedParts.length && localizedParts.every((part, index) => rest[index] === part))
        return {root, relative: rest.slice(localizedParts.length).join(path.sep), locale};
    }
  }
  return null;
}

/** The file of a root's page in `locale`'s translations (for the default locale: the source itself). */
export function fileInLocale(
  siteDir: string,
  root: ContentRoot,
  relative: string,
  locale: string,
  defaultLocale: string,
): string {
  return locale === defaultLocale
    ? path.join(siteDir, root.source, relative)
    : path.join(siteDir, 'i18n', locale, root.localized, relative);
}

/**
 * The file a link names, in the build of `locale`: resolved next to `sourceFile`, then mapped to the same page's file
 * in the locale's translations (when it exists) or in the default locale's source. Null when the target is not in a
 * known content root or exists in neither place.
 */
export function resolveAcrossLocales(
  sourceFile: string,
  linkFile: string,
  {
    siteDir,
    defaultLocale,
    roots,
    locale,
  }: Omit<LocaleLinksOptions, 'currentLocale' | 'siteDir'> & {
    siteDir: string;
    locale: string;
  },
): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(linkFile);
  } catch {
    return null;
  }
  const located = locateInRoots(siteDir, roots, path.resolve(path.dirname(sourceFile), decoded));
  if (!located) return null;
  const candidates = [
    fileInLocale(siteDir, located.root, located.relative, locale, defaultLocale),
    fileInLocale(siteDir, located.root, located.relative, defaultLocale, defaultLocale),
  ];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** Every link and link definition node, at any depth. */
function linkNodes(node: Node): Array<Link | Definition> {
  const own = node.type === 'link' || node.type === 'definition' ? [node as Link | Definition] : [];
  const children = 'children' in node && Array.isArray(node.children) ? (node.children as Node[]) : [];
  return [...own, ...children.flatMap(linkNodes)];
}

/** The remark plugin: every relative Markdown link becomes the `@site/` path of the file the current locale builds. */
export default function remarkLocaleLinks(given: LocaleLinksOptions): Transformer<Root> {
  const options = {...given, siteDir: given.siteDir ?? SITE_DIR};
  const currentLocale = options.currentLocale ?? (() => announcedLocale(options.defaultLocale));
  return (root, file) => {
    const sourceFile = file.path;
    if (!sourceFile) return;
    const locale = currentLocale();
    for (const link of linkNodes(root)) {
      const parts = splitMarkdownLink(link.url);
      if (!parts) continue;
      const resolved = resolveAcrossLocales(sourceFile, parts.file, {...options, locale});
      if (!resolved) continue;
      const aliased = path.relative(options.siteDir, resolved).split(path.sep).map(encodeURIComponent).join('/');
      link.url = `@site/${aliased}${parts.rest}`;
    }
  };
}
