/**
 * Where a referenced schema is documented: a section of a specification page, a binding on the
 * bindings page, an extension page, or an external specification.
 */
import {CATALOGS, EXTERNAL_LINKS} from './catalog';
import type {LinkTarget, Linker} from './markdown';
import {PROTOCOL_NAMES} from './protocols';

export const SPEC_PAGES = {
  '3.1.0': '/docs/reference/specification/v3.1.0',
  '3.0.0': '/docs/reference/specification/v3.0.0',
  '2.6.0': '/docs/reference/specification/v2.x',
} as const;
export const BINDINGS_PAGE = '/docs/reference/bindings';
export const EXTENSIONS_PAGE = '/docs/reference/extensions';

export type SpecVersion = keyof typeof SPEC_PAGES;

/** The newest version: what "the current specification" means on the site. */
export const LATEST_VERSION = '3.1.0' satisfies SpecVersion;

/** The Explorer page of each version that has one. */
export const EXPLORER_PAGES = {
  '3.1.0': '/docs/reference/specification/v3.1.0-explorer',
  '3.0.0': '/docs/reference/specification/v3.0.0-explorer',
} as const satisfies Partial<Record<SpecVersion, string>>;
export type ExplorerVersion = keyof typeof EXPLORER_PAGES;

/** `/docs/reference/specification/latest` (and `latest-explorer`) lead to the newest version's pages. */
export const LATEST_REDIRECTS: readonly {from: string; to: string}[] = [
  {from: '/docs/reference/specification/latest', to: SPEC_PAGES[LATEST_VERSION]},
  {from: '/docs/reference/specification/latest-explorer', to: EXPLORER_PAGES[LATEST_VERSION]},
];

/** The path segment of a version's page: `v3.1.0`, `v3.0.0`, `v2.x`. */
export function versionSlug(version: SpecVersion): string {
  return SPEC_PAGES[version].split('/').pop() as string;
}

export function definitionId(version: SpecVersion, file: string): string {
  return `http://asyncapi.com/definitions/${version}/${file}.json`;
}

/** Id to section anchor and title for one version's catalog. */
export function sectionIndex(version: SpecVersion): Map<string, {anchor: string; title: string}> {
  return new Map(
    CATALOGS[version]
      .filter((entry) => entry.file)
      .map((entry) => [definitionId(version, entry.file as string), {anchor: entry.anchor, title: entry.title}]),
  );
}

const BINDING_ID = /^http:\/\/asyncapi\.com\/bindings\/([^/]+)\/([^/]+)\/([a-z]+)\.json$/;
const EXTENSION_ID = /^http:\/\/asyncapi\.com\/extensions\/([^/]+)\/([^/]+)\/schema\.json$/;

export function bindingAnchor(protocol: string, object: string): string {
  return `${protocol}-${object}`;
}

export function protocolName(protocol: string): string {
  return PROTOCOL_NAMES[protocol] ?? protocol;
}

/**
 * A linker for a page. Sections of the page's own version link to `#anchor`; everything else links to
 * the page that documents it. Unknown ids render as plain text (the file name), never as a broken link.
 */
export function makeLinker(currentVersion: SpecVersion | undefined): Linker {
  const indexes = {'3.1.0': sectionIndex('3.1.0'), '3.0.0': sectionIndex('3.0.0'), '2.6.0': sectionIndex('2.6.0')};
  return (id: string): LinkTarget => {
    for (const version of Object.keys(indexes) as SpecVersion[]) {
      const section = indexes[version].get(id);
      if (section) {
        const page = version === currentVersion ? '' : SPEC_PAGES[version];
        const label = version === currentVersion ? section.title : `${section.title} (${versionSlug(version)})`;
        return {label, href: `${page}#${section.anchor}`};
      }
    }
    const binding = BINDING_ID.exec(id);
    if (binding) {
      const [, protocol, version, object] = binding;
      return {
        label: `${protocolName(protocol)} ${object} binding ${version}`,
        href: `${BINDINGS_PAGE}#${bindingAnchor(protocol, object)}`,
      };
    }
    const extension = EXTENSION_ID.exec(id);
    if (extension) return {label: `\`x-${extension[1]}\` extension`, href: `${EXTENSIONS_PAGE}/${extension[1]}`};
    const external = EXTERNAL_LINKS.find((link) => link.match.test(id));
    if (external) return {label: external.label, href: external.href};
    return {label: id.split('/').pop() ?? id};
  };
}
