/**
 * The generated Reference pages are small committed stub files (front matter and one leaf directive, such as
 * `::spec-reference{version="3.1.0"}`); this registry says which renderer fills each directive. A renderer
 * takes the directive's attributes and returns the page body as MDX. The remark plugin (remark.ts) splices
 * the parsed body into the page; the development search index (plugins/local-search) expands the same text.
 *
 * Another kind of generated page is one more entry in DIRECTIVES.
 */
import {renderBindingsPage, scanBindings, type ProtocolInfo} from './bindings';
import {renderBindingPageBody} from './bindingPages';
import {diffRegistries, renderChangesSection} from './diff';
import {buildExplorerData, renderExplorerPage} from './explorerData';
import {renderExtensionPage, renderExtensionsIndex, scanExtensions, type ExtensionInfo} from './extensions';
import {loadRegistry260, loadRegistry3, once, SPECS_DIR, type Registry} from './registry';
import {renderSpecBody, renderSpecSwitcher} from './specPage';
import {EXPLORER_PAGES, SPEC_PAGES, type ExplorerVersion, type SpecVersion} from './links';
import {renderSchemaUrlsPage, schemaUrlsPageInput} from '../schema-urls/page';

export type DirectiveAttributes = Readonly<Record<string, string | null | undefined>>;

export type DirectiveRenderer = {
  /** Attribute names the directive needs, each with the values it accepts. */
  attributes: Readonly<Record<string, () => readonly string[]>>;
  render: (attributes: Readonly<Record<string, string>>) => string;
};

const registries = (): Record<SpecVersion, Registry> =>
  once('registries', () => ({
    '3.1.0': loadRegistry3('3.1.0'),
    '3.0.0': loadRegistry3('3.0.0'),
    '2.6.0': loadRegistry260(),
  }));
const bindings = (): ProtocolInfo[] => once('bindings-scan', scanBindings);
const extensions = (): ExtensionInfo[] => once('extensions', () => scanExtensions(registries()['3.0.0']));

/** The versions the specification pages and the Explorer pages are generated from. */
export const SPEC_VERSIONS = Object.keys(SPEC_PAGES) as readonly SpecVersion[];
export const EXPLORER_VERSIONS = Object.keys(EXPLORER_PAGES) as readonly ExplorerVersion[];
/** The version whose changes a specification page lists first, and the release notes that explain them. */
const PREVIOUS: Partial<Record<SpecVersion, {version: SpecVersion; releaseNotes: string}>> = {
  '3.1.0': {version: '3.0.0', releaseNotes: '/blog/release-notes-3.1.0'},
};

/** The ids of a generated page body: heading ids (`{/* #id *\/}`) and element ids (`id="..."`). */
export function anchorsOf(mdx: string): string[] {
  const headings = [...mdx.matchAll(/\{\/\* #([^ ]+) \*\/\}/g)].map((m) => m[1]);
  const ids = [...mdx.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  return [...headings, ...ids];
}

function changesOf(version: SpecVersion): string | undefined {
  const previous = PREVIOUS[version];
  return previous
    ? renderChangesSection(
        previous.version,
        diffRegistries(registries()[previous.version], registries()[version]),
        previous.releaseNotes,
      )
    : undefined;
}

/** A specification page below its switcher, made once per process (the switchers of the other pages read its anchors). */
const specBody = (version: SpecVersion): string =>
  once(`spec-body:${version}`, () => renderSpecBody(version, registries()[version], changesOf(version)));

/** The anchors of a specification page (its switcher has none). */
export function specPageAnchors(version: SpecVersion): string[] {
  return once(`anchors:${version}`, () => anchorsOf(specBody(version)));
}

/** A specification page's body, its switcher given the anchors of the other versions' pages. */
export function renderSpecDirective(version: SpecVersion): string {
  const others = Object.fromEntries(
    SPEC_VERSIONS.filter((other) => other !== version).map((other) => [SPEC_PAGES[other], specPageAnchors(other)]),
  );
  return `${renderSpecSwitcher(version, others)}\n\n${specBody(version)}`;
}

export const DIRECTIVES: Readonly<Record<string, DirectiveRenderer>> = {
  'spec-reference': {
    attributes: {version: () => SPEC_VERSIONS},
    render: ({version}) => once(`spec:${version}`, () => renderSpecDirective(version as SpecVersion)),
  },
  'spec-explorer': {
    attributes: {version: () => EXPLORER_VERSIONS},
    render: ({version}) =>
      once(`explorer:${version}`, () =>
        renderExplorerPage(
          version as ExplorerVersion,
          buildExplorerData(registries()[version as ExplorerVersion], version as ExplorerVersion),
        ),
      ),
  },
  'bindings-overview': {
    attributes: {},
    render: () => once('bindings', () => renderBindingsPage(bindings(), registries()['3.0.0'])),
  },
  'binding-reference': {
    attributes: {protocol: () => bindings().map((info) => info.protocol)},
    render: ({protocol}) =>
      once(`binding:${protocol}`, () =>
        renderBindingPageBody(
          bindings().find((info) => info.protocol === protocol) as ProtocolInfo,
          registries()['3.0.0'],
        ),
      ),
  },
  'extensions-overview': {
    attributes: {},
    render: () => renderExtensionsIndex(extensions()),
  },
  extension: {
    attributes: {name: () => extensions().map((ext) => ext.name)},
    render: ({name}) => renderExtensionPage(extensions().find((ext) => ext.name === name) as ExtensionInfo),
  },
  // The schema files the site serves from the same package (plugins/schema-urls).
  'schema-urls': {
    attributes: {},
    render: () => once('schema-urls', () => renderSchemaUrlsPage(schemaUrlsPageInput(SPECS_DIR))),
  },
};

/** The body a directive stands for. Throws a message naming the directive when the name or an attribute is wrong. */
export function renderDirective(name: string, attributes: DirectiveAttributes, where = 'a page'): string {
  const renderer = DIRECTIVES[name];
  const written = `::${name}{${Object.entries(attributes)
    .map(([key, value]) => `${key}="${value ?? ''}"`)
    .join(' ')}}`;
  if (!renderer)
    throw new Error(`${where}: ${written} names no generated page; known: ${Object.keys(DIRECTIVES).join(', ')}`);
  const values: Record<string, string> = {};
  for (const [key, allowed] of Object.entries(renderer.attributes)) {
    const value = attributes[key];
    const options = allowed();
    if (!value || !options.includes(value)) {
      throw new Error(`${where}: ${written} needs ${key} to be one of ${options.map((o) => `"${o}"`).join(', ')}`);
    }
    values[key] = value;
  }
  return renderer.render(values);
}

/** A leaf directive written alone on a line: `::name` or `::name{key="value" ...}`. */
const LEAF = /^::([a-z][\w-]*)(?:\{([^}]*)\})?\s*$/;

export function parseLeafDirective(line: string): {name: string; attributes: Record<string, string>} | undefined {
  const match = LEAF.exec(line.trim());
  if (!match) return undefined;
  const attributes: Record<string, string> = {};
  for (const pair of (match[2] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)) attributes[pair[1]] = pair[2];
  return {name: match[1], attributes};
}

/**
 * The source with every registered directive line replaced by its body, for readers of Markdown text
 * (the development search index, tests). Directives of other plugins stay as they are.
 */
export function expandDirectives(source: string, where?: string): string {
  let inFence = false;
  return source
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      const directive = inFence ? undefined : parseLeafDirective(line);
      return directive && DIRECTIVES[directive.name]
        ? renderDirective(directive.name, directive.attributes, where)
        : line;
    })
    .join('\n');
}
