/**
 * Remark plugin: a ```mermaid block whose SVG files exist (npm run diagrams) becomes `<StaticDiagram>`, two static
 * images (light and dark) sized from the SVG. No Mermaid code reaches the page and nothing renders on the reader's
 * main thread. A block without files (a diagram just written or edited) stays a Mermaid block, so `npm start` still
 * shows it through @docusaurus/theme-mermaid; the unit tests fail until the files are rendered and committed.
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

export default function remarkStaticDiagrams() {
  return (tree: Root): void =>
    replaceCodeBlocks(tree, (node) => {
      if (node.lang !== 'mermaid') return undefined;
      const diagram = renderedDiagram(node.value);
      if (!diagram) return undefined;
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
