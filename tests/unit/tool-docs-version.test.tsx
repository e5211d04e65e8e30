/**
 * The navbar's tool docs version item (src/components/ToolDocsVersion) shows only on the pages of a versioned tool
 * docs instance. It finds that instance by route base, in both locales, without the docs plugin's active-plugin
 * lookup (which sorts every instance on each render of every page).
 */
import {VERSIONED_TOOL_DOCS, versionedInstanceAt} from '@site/src/data/toolDocs';

const paths = {generator: '/docs/tools/generator', cli: '/docs/tools/cli', default: '/docs'};
const dePaths = {generator: '/de/docs/tools/generator/', cli: '/de/docs/tools/cli'};

describe('versionedInstanceAt', () => {
  it('the Generator is the versioned instance (the case below depends on it)', () => {
    expect(VERSIONED_TOOL_DOCS).toEqual(['generator']);
  });

  it.each([
    ['/docs/tools/generator', paths, 'generator'],
    ['/docs/tools/generator/usage', paths, 'generator'],
    ['/docs/tools/generator/2.x/usage', paths, 'generator'],
    ['/de/docs/tools/generator/usage', dePaths, 'generator'],
    ['/docs/tools/generators', paths, undefined],
    ['/docs/tools/cli/usage', paths, undefined],
    ['/docs/concepts', paths, undefined],
    ['/', paths, undefined],
    ['/docs/tools/generator/usage', {}, undefined],
  ])('%s → %s', (pathname, instancePaths, expected) => {
    expect(versionedInstanceAt(pathname, instancePaths)).toBe(expected);
  });
});
