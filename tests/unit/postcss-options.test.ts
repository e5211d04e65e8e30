/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type postcssType from 'postcss';
import postcssOptionsPlugin, {madeOnce, withoutConfigFile} from '@site/plugins/postcss-options';

const root = path.resolve(__dirname, '../..');
/** PostCSS and postcss-preset-env as Docusaurus's style loaders resolve them. */
const bundlerRequire = createRequire(require.resolve('@docusaurus/bundler'));
const postcss = bundlerRequire('postcss') as typeof postcssType;

describe('PostCSS options', () => {
  it('keep the inline plugins and turn off the search for a config file', () => {
    const plugins = [() => ({postcssPlugin: 'x'})];
    expect(withoutConfigFile({plugins})).toEqual({plugins, config: false});
    expect(postcssOptionsPlugin().configurePostCss).toBe(withoutConfigFile);
  });

  it('make a plugin named by path once, with its options, and hand the same instance to every stylesheet', () => {
    const calls: unknown[] = [];
    const creator = Object.assign((options: unknown) => (calls.push(options), {postcssPlugin: 'counted'}), {
      postcss: true,
    });
    const load = (name: string) => (name === '/x/counted-plugin.js' ? creator : undefined);
    const first = madeOnce(['/x/counted-plugin.js', {stage: 2}], load);
    expect(madeOnce(['/x/counted-plugin.js', {stage: 2}], load)).toBe(first);
    expect(calls).toEqual([{stage: 2}]);
    madeOnce(['/x/counted-plugin.js', {stage: 3}], load);
    expect(calls).toEqual([{stage: 2}, {stage: 3}]);
    const instance = {postcssPlugin: 'as-is'};
    expect(madeOnce(instance, load)).toBe(instance);
    expect(() => madeOnce(['/x/not-a-plugin.js', {}], () => ({}))).toThrow(
      'postcss-options: "/x/not-a-plugin.js" is not a PostCSS plugin creator (postcss: true)',
    );
  });

  it("give the CSS Docusaurus's own entry gives (postcss-preset-env named by path, empty options)", async () => {
    const entry = [bundlerRequire.resolve('postcss-preset-env'), {}];
    const {plugins} = withoutConfigFile({plugins: [entry]});
    expect(typeof plugins[0]).toBe('object');
    // The creator itself, as postcss-loader hands it to PostCSS for a plugin with empty options.
    const creator = bundlerRequire(entry[0] as string) as postcssType.PluginCreator<unknown>;
    const css = `.a { display: flex; user-select: none; inset: 0; &:hover { color: rgb(0 0 0 / 50%); } }
@media (width >= 600px) { .b { mask-image: linear-gradient(#000, transparent); } }`;
    const ours = await postcss(plugins as postcssType.AcceptedPlugin[]).process(css, {from: 'a.css'});
    const theirs = await postcss([creator]).process(css, {from: 'a.css'});
    expect(ours.css).toBe(theirs.css);
    expect(ours.css).toContain('-webkit-');
  });

  it('the site has no PostCSS config file, which the build would ignore', () => {
    const names = fs.readdirSync(root).filter((name) => /^(\.postcssrc(\..+)?|postcss\.config\..+)$/.test(name));
    expect(names).toEqual([]);
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).not.toHaveProperty('postcss');
  });
});
