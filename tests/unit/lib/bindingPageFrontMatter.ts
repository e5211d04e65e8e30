/**
 * The front matter the committed stub of a binding protocol page (docs/reference/bindings/<protocol>.mdx) must have.
 * The stubs are written by hand and checked against this: the build only expands their directive.
 */
import {protocolName} from '@site/plugins/spec-reference/links';

/**
 * Front matter of a protocol page. `protocols` is every protocol with a page: the pages are weighted in the order of
 * their names (10, 20, ...), so the sidebar lists them alphabetically by what the reader sees ("Amazon SNS" under A),
 * not by file name.
 */
export function bindingPageFrontMatter(
  protocol: string,
  protocols: readonly string[],
): Record<string, string | number> {
  const name = protocolName(protocol);
  const byName = [...protocols].sort((a, b) => protocolName(a).localeCompare(protocolName(b), 'en'));
  return {
    title: `${name} bindings`,
    description: `${name} binding objects in AsyncAPI: their fields, types, defaults and allowed values, the binding versions and what changed between them, with a complete example.`,
    weight: 10 * (byName.indexOf(protocol) + 1),
  };
}
