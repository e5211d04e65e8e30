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
import type {Code, Parent, Root} from 'mdast';
import {accessibleText, DIAGRAM_DIR, DIAGRAM_THEMES, diagramHash, svgSize} from './shared';

const siteDir = path.resolve(__dirname, '../..');

type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value: string};

/** The files of a diagram, or undefined when one of them is missing. */
export function renderedDiagram(source: string, dir = path.join(siteDir, DIAGRAM_DIR)) {
  const hash = diagramHash(source);
  const files = DIAGRAM_THEMES.map((theme) => path.join(dir, `${hash}.${theme}.svg`));
  if (!files.every((file) => fs.existsSync(file))) return undefined;
  const size = svgSize(fs.readFileSync(files[0]!, 'utf8'));
  return size ? {hash, ...size} : undefined;
}

export default function remarkStaticDiagrams() {
  return (tree: Root): void => {
    const visit = (parent: Parent): void => {
      parent.children.forEach((child, index) => {
        if (child.type === 'code' && (child as Code).lang === 'mermaid') {
          const source = (child as Code).value;
          const diagram = renderedDiagram(source);
          if (!diagram) return;
          const {title, description} = accessibleText(source);
          const attributes: JsxAttribute[] = [
            {type: 'mdxJsxAttribute', name: 'hash', value: diagram.hash},
            {type: 'mdxJsxAttribute', name: 'width', value: String(diagram.width)},
            {type: 'mdxJsxAttribute', name: 'height', value: String(diagram.height)},
            ...(title ? [{type: 'mdxJsxAttribute' as const, name: 'title', value: title}] : []),
            ...(description ? [{type: 'mdxJsxAttribute' as const, name: 'description', value: description}] : []),
          ];
          // An MDX JSX node; the mdast types in this project do not include the MDX extensions.
          parent.children[index] = {
            type: 'mdxJsxFlowElement',
            name: 'StaticDiagram',
            attributes,
            children: [],
          } as unknown as Code;
        } else if ('children' in child && Array.isArray((child as Parent).children)) {
          visit(child as Parent);
        }
      });
    };
    visit(tree);
  };
}
