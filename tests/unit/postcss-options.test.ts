/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import postcssOptionsPlugin, {withoutConfigFile} from '@site/plugins/postcss-options';

const root = path.resolve(__dirname, '../..');

describe('PostCSS options', () => {
  it('keep the inline plugins and turn off the search for a config file', () => {
    const plugins = [() => ({postcssPlugin: 'x'})];
    expect(withoutConfigFile({plugins})).toEqual({plugins, config: false});
    expect(postcssOptionsPlugin().configurePostCss).toBe(withoutConfigFile);
  });

  it('the site has no PostCSS config file, which the build would ignore', () => {
    const names = fs.readdirSync(root).filter((name) => /^(\.postcssrc(\..+)?|postcss\.config\..+)$/.test(name));
    expect(names).toEqual([]);
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).not.toHaveProperty('postcss');
  });
});
