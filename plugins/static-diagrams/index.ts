/**
 * Remark plugin: a ```mermaid block whose SVG files exist (npm run diagrams) becomes `<StaticDiagram>`, two static
 * images (light and dark) sized from the SVG. No Mermaid code reaches the page and nothing renders on the reader's
 * main thread. A block without files (a diagram just written or edited) stays a Mermaid block under `npm start`
 * (`unrendered: 'keep'`), shown live by @docusaurus/theme-mermaid, which the config loads for the dev server only;
 * `docusaurus build` (`unrendered: 'error'`) stops with the file and the command to run, and the unit tests fail
 * until the files are rendered and committed.
 *
 * Runs before Docusaurus's own plugins (`beforeDefaultRemarkPlugins`), ahead of the theme's Mermaid transform.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {mdxFlowElement, replaceCodeBlocks} from '../mdx-elements';
import {accessibleText, DIAGRAM_DIR, DIAGRAM_THEMES, diagramHash, svgSize} from './shared';

const siteDir = path.resolve(__dirname, '../..');

/** The files of a diagram, or undefined when one of them is missing. */
export function renderedDiagram(source: string, dir = path.join(siteDir, DIAGRAM_DIR)) {
  const hash = diagramHash(source);
  const files = DIAGRAM_THEMES.map((theme) => path.join(dir, `${hash}.${theme}.svg`));
  if (!files.every((file) => fs.existsSync(file))) return undefined;
  const size = svgSize(fs.readFileSync(files[0]!, 'utf8'));
  return size ? {hash, ...size} : undefined;
}

export type StaticDiagramsOptions = {
  /**
   * What a block without rendered files becomes: `keep` leaves the Mermaid block (the dev server renders it live),
   * `error` fails the build, naming the file, the line and the command that renders it.
   */
  unrendered?: 'keep' | 'error';
};

/** The build error for a ```mermaid block whose SVG files are missing. */
export function unrenderedDiagramError(source: string, where: string): Error {
  const hash = diagramHash(source);
  return new Error(
    `${where}: this \`\`\`mermaid diagram has no pre-rendered images (${DIAGRAM_DIR}/${hash}.{${DIAGRAM_THEMES.join(',')}}.svg). ` +
      'Run `npm run diagrams` and commit the files it writes; `npm start` shows the diagram live meanwhile.',
  );
}

export default function remarkStaticDiagrams({unrendered = 'keep'}: StaticDiagramsOptions = {}) {
  return (tree: Root, file?: {path?: string}): void =>
    replaceCodeBlocks(tree, (node) => {
      if (node.lang !== 'mermaid') return undefined;
      const diagram = renderedDiagram(node.value);
      if (!diagram) {
        if (unrendered === 'keep') return undefined;
        const where = `${file?.path ? path.relative(siteDir, file.path) : 'a Markdown file'}${node.position ? `:${node.position.start.line}` : ''}`;
        throw unrenderedDiagramError(node.value, where);
      }
      const {title, description} = accessibleText(node.value);
      return mdxFlowElement('StaticDiagram', {
        hash: diagram.hash,
        width: String(diagram.width),
        height: String(diagram.height),
        title: title || undefined,
        description: description || undefined,
      });
    });
}
