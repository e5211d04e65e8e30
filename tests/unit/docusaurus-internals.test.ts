/** @jest-environment node */
/**
 * What this site relies on beyond Docusaurus's public API, each checked against the installed packages, so that a
 * Docusaurus upgrade that changes one of them fails here, loudly and by name, instead of in a page. The README's table
 * "Theme overrides and custom plugins" says what each one buys. After an upgrade: read the named file of the new
 * version, adapt the code that relies on it, and raise VERIFIED_WITH.
 */
import fs from 'node:fs';
import path from 'node:path';
import {getFileLoaderUtils} from '@docusaurus/utils';

const root = path.resolve(__dirname, '../..');
/** A package's folder (some export no package.json: found through node_modules, as Node would). */
const pkg = (name: string) => path.join(root, 'node_modules', name);
const read = (name: string, file: string) => fs.readFileSync(path.join(pkg(name), file), 'utf8');
const versionOf = (name: string) => (JSON.parse(read(name, 'package.json')) as {version: string}).version;

/** The Docusaurus release every check below was last read against. */
const VERIFIED_WITH = '3.10.2';

describe('Docusaurus internals this site relies on', () => {
  it.each([
    '@docusaurus/core',
    '@docusaurus/theme-classic',
    '@docusaurus/theme-common',
    '@docusaurus/plugin-content-blog',
    '@docusaurus/plugin-content-docs',
    '@docusaurus/mdx-loader',
  ])('%s is the release the internals were checked against (re-check them, then raise VERIFIED_WITH)', (name) => {
    expect(versionOf(name)).toBe(VERIFIED_WITH);
  });

  it('css-per-route: core still gathers all CSS in the `styles` split-chunks group it removes', () => {
    expect(read('@docusaurus/core', 'lib/webpack/base.js')).toMatch(/styles:\s*\{\s*name:\s*'styles'/);
    // It matches routes with core's own copy of react-router-config.
    expect(() => require.resolve('react-router-config', {paths: [pkg('@docusaurus/core')]})).not.toThrow();
  });

  it("blog: the listing route still lists each post's content module as items[].content.path", () => {
    expect(read('@docusaurus/plugin-content-blog', 'lib/routes.js')).toMatch(
      /function blogPostItemsModule[\s\S]{0,120}content:\s*\{\s*__import: true,\s*path:/,
    );
    // The cover of a listing card is bundled through the loader the Markdown modules use for assets.image.
    expect(getFileLoaderUtils(false).loaders.inlineMarkdownAssetImageFileLoader).toMatch(/loader/);
  });

  it('intentPrefetch: window.docusaurus is still a frozen object with prefetch and preload, assigned after the client modules', () => {
    const client = read('@docusaurus/core', 'lib/client/docusaurus.js');
    expect(client).toMatch(/prefetch/);
    expect(client).toMatch(/preload/);
    expect(client).toMatch(/Object\.freeze\(docusaurus\)/);
    expect(read('@docusaurus/core', 'lib/client/clientEntry.js')).toMatch(/window\.docusaurus = docusaurus/);
  });

  it('theme internals imported by the overrides still exist', () => {
    const internal = read('@docusaurus/theme-common', 'lib/internal.js');
    for (const name of [
      'useNavbarMobileSidebar',
      'useHomePageRoute',
      'CodeBlockContextProvider',
      'createCodeBlockMetadata',
      'useCodeBlockContext',
    ])
      expect(internal).toContain(name);
    // CodeBlock/Content reuses the theme's own stylesheet module; static-code loads the theme's Prism languages.
    expect(
      fs.existsSync(path.join(pkg('@docusaurus/theme-classic'), 'lib/theme/CodeBlock/Content/styles.module.css')),
    ).toBe(true);
    expect(fs.existsSync(path.join(pkg('@docusaurus/theme-classic'), 'lib/prism-include-languages.js'))).toBe(true);
  });

  it('parse-cache: the MDX loader still parses with the processor the remark plugins are attached to', () => {
    expect(read('@docusaurus/mdx-loader', 'lib/processor.js')).toMatch(/beforeDefaultRemarkPlugins/);
  });

  it('npm run serve: core still ships the serve command and site config loader it mirrors', () => {
    expect(fs.existsSync(path.join(pkg('@docusaurus/core'), 'lib/commands/serve.js'))).toBe(true);
    expect(read('@docusaurus/core', 'lib/server/config.js')).toMatch(/loadSiteConfig/);
  });
});
