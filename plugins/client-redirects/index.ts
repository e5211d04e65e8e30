/**
 * @docusaurus/plugin-client-redirects, wrapped: its redirect pages name the target with a path as their canonical URL
 * (`<link rel="canonical" href="/docs/x">`); a canonical URL must be absolute. After the plugin has written its pages,
 * each one's canonical becomes the target page's own canonical URL (read from the built target page: for a page shown
 * in English under another locale that is the English page), or the target's address on the site when the target is
 * not a built page.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-client-redirects';
import redirectsPluginModule, {validateOptions} from '@docusaurus/plugin-client-redirects';
import writeFileAtomic from 'write-file-atomic';
import {escapeAttribute, htmlFileFor} from '../built-html/pages';

/** The canonical link of the plugin's redirect page, or of a built page (any attribute order Docusaurus writes). */
const CANONICAL = /<link\b[^>]*\brel=["']?canonical["']?[^>]*>/i;
const HREF = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The href of the page's canonical link, if it has one. */
export function canonicalOf(html: string): string | undefined {
  const link = CANONICAL.exec(html)?.[0];
  const match = link ? HREF.exec(link) : null;
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The redirect page with `url` as its canonical URL. Throws when the page has no canonical link to replace. */
export function withCanonical(html: string, url: string): string {
  if (!CANONICAL.test(html))
    throw new Error('client-redirects: a redirect page has no canonical link to make absolute');
  return html.replace(CANONICAL, `<link rel="canonical" href="${escapeAttribute(url)}" />`);
}

/** The `from` paths of the configured redirects (the only kind this site uses: no createRedirects). */
function redirectSources(options: PluginOptions): {from: string; to: string}[] {
  if (options.createRedirects || options.fromExtensions.length > 0 || options.toExtensions.length > 0)
    throw new Error(
      'client-redirects: only `redirects` are supported (plugins/client-redirects makes their canonicals absolute)',
    );
  return options.redirects.flatMap(({from, to}) =>
    (Array.isArray(from) ? from : [from]).map((one) => ({from: one, to})),
  );
}

export default function clientRedirectsPlugin(context: LoadContext, options: PluginOptions): Plugin<void> | null {
  const inner = redirectsPluginModule(context, options);
  if (!inner) return null;
  return {
    ...inner,
    async postBuild(props) {
      await inner.postBuild!(props);
      const {outDir, baseUrl, siteConfig} = props;
      for (const {from, to} of redirectSources(options)) {
        // The redirect page the plugin has just written, found as any built page is.
        const file = await htmlFileFor(outDir, baseUrl, from);
        if (!file) throw new Error(`client-redirects: no redirect page was written for ${from}`);
        const target = to.startsWith('/') ? path.posix.join(baseUrl, to) : to;
        const targetFile = to.startsWith('/') ? await htmlFileFor(outDir, baseUrl, target) : undefined;
        const url =
          (targetFile && canonicalOf(await readFile(targetFile, 'utf8'))) || new URL(target, siteConfig.url).href;
        await writeFileAtomic(file, withCanonical(await readFile(file, 'utf8'), url));
      }
    },
  };
}

// Docusaurus reads `validateOptions` from a plugin function passed directly in the config.
clientRedirectsPlugin.validateOptions = validateOptions;
