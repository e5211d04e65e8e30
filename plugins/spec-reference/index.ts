/**
 * Local plugin that generates the Reference section from the JSON Schemas in @asyncapi/specs
 * (ARCHITECTURE.md decision 3): the v3.0.0 and v2.x specification pages, the Explorer page and its data,
 * the bindings page and the extensions pages. It writes them when the config loads, before the docs
 * plugin reads the docs folder, into a git-ignored folder; `slug` front matter gives them their URLs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {renderBindingsPage, scanBindings} from './bindings';
import {bindingProtocols, renderBindingPage} from './bindingPages';
import {renderExplorerPage, buildExplorerData} from './explorerData';
import {renderExtensionPage, renderExtensionsIndex, scanExtensions} from './extensions';
import {loadRegistry260, loadRegistry300, specsDirFrom} from './registry';
import {renderSpecPage, SPEC_PAGE_META} from './specPage';

export const OUTPUT_DIR = path.join('docs', 'reference', 'specification', 'generated');

/** Every generated file, relative to the output folder, and its content. Pure apart from reading the package. */
export function generateReferenceFiles(specsDir: string): Map<string, string> {
  const registry300 = loadRegistry300(specsDir);
  const registry260 = loadRegistry260(specsDir);
  const extensions = scanExtensions(specsDir, registry300);
  const files = new Map<string, string>();
  // A category that sidebar-weights hoists: its pages sit directly in the Reference section.
  files.set('_category_.json', JSON.stringify({label: 'Generated reference', customProps: {hoist: true}}, null, 2) + '\n');
  files.set(SPEC_PAGE_META['3.0.0'].file, renderSpecPage('3.0.0', registry300));
  files.set(SPEC_PAGE_META['2.6.0'].file, renderSpecPage('2.6.0', registry260));
  files.set('explorer.mdx', renderExplorerPage());
  files.set('explorer-data.json', JSON.stringify(buildExplorerData(registry300)) + '\n');
  // The overview is the index of the Bindings category, whose pages are one per protocol.
  files.set(path.join('bindings', '_category_.json'), JSON.stringify({label: 'Bindings'}, null, 2) + '\n');
  files.set(path.join('bindings', 'index.mdx'), renderBindingsPage(scanBindings(specsDir), specsDir, registry300));
  for (const protocol of bindingProtocols(specsDir)) files.set(path.join('bindings', `${protocol}.mdx`), renderBindingPage(protocol, specsDir));
  files.set(path.join('extensions', '_category_.json'), JSON.stringify({label: 'Extensions'}, null, 2) + '\n');
  files.set(path.join('extensions', 'index.mdx'), renderExtensionsIndex(extensions));
  for (const ext of extensions) files.set(path.join('extensions', `${ext.name}.mdx`), renderExtensionPage(ext));
  return files;
}

/** Writes the files, touching only those whose content changed (so `docusaurus start` does not loop). */
export function writeReferenceFiles(outDir: string, files: Map<string, string>): string[] {
  const written: string[] = [];
  for (const [relative, content] of files) {
    const file = path.join(outDir, relative);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue;
    fs.writeFileSync(file, content);
    written.push(relative);
  }
  return written;
}

export default function specReferencePlugin(context: LoadContext): Plugin {
  // Runs when the config loads, before the docs plugin scans docs/: the pages exist for both start and build.
  writeReferenceFiles(path.join(context.siteDir, OUTPUT_DIR), generateReferenceFiles(specsDirFrom(context.siteDir)));
  return {name: 'spec-reference'};
}
