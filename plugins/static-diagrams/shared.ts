/**
 * What the diagram renderer (scripts/render-diagrams.mjs) and the remark plugin (./index.ts) share: how a
 * ```mermaid block is found, named and rendered. A diagram's files are named by a hash of its source, so an
 * edited diagram has no files until `npm run diagrams` renders it (the unit test says so).
 */
import {createHash} from 'node:crypto';
import {fencedBlocks} from './sources';

/** Where the rendered SVG files live (served at /img/diagrams/). */
export const DIAGRAM_DIR = 'static/img/diagrams';
export const DIAGRAM_THEMES = ['light', 'dark'] as const;
/**
 * The font size of a diagram's labels in its SVG (px). StaticDiagram never shows a diagram below 80 % of its size, so
 * labels read at 12 px or more.
 */
export const DIAGRAM_FONT_SIZE = 15;

export type DiagramTheme = (typeof DIAGRAM_THEMES)[number];

export type MermaidBlock = {source: string; line: number};

/** The source as the hash sees it: trailing spaces and surrounding blank lines do not count. */
export function normaliseSource(source: string): string {
  return source
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .trim();
}

export function diagramHash(source: string): string {
  return createHash('sha256').update(normaliseSource(source)).digest('hex').slice(0, 16);
}

/** Every ```mermaid fenced block of a Markdown source, with its 1-based line. */
export function findMermaidBlocks(markdown: string): MermaidBlock[] {
  return fencedBlocks(markdown)
    .filter((block) => block.lang === 'mermaid')
    .map(({source, line}) => ({source, line}));
}

/** The accessible title and description a diagram declares (`accTitle: …`, `accDescr: …`). */
export function accessibleText(source: string): {title?: string; description?: string} {
  const title = /^\s*accTitle\s*:\s*(.+)$/m.exec(source)?.[1]?.trim();
  const description = /^\s*accDescr\s*:\s*(.+)$/m.exec(source)?.[1]?.trim();
  return {title, description};
}

/** Width and height of a rendered SVG from its viewBox (Mermaid sets one on every diagram). */
export function svgSize(svg: string): {width: number; height: number} | undefined {
  const box = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  return box ? {width: Math.ceil(Number(box[1])), height: Math.ceil(Number(box[2]))} : undefined;
}

/**
 * Mermaid settings per theme: the site's page background behind edge labels, SVG text labels (an image cannot
 * use HTML labels reliably), a font stack whose metrics match on every system (Liberation Sans = Arial) and, in the
 * dark theme, groups drawn in the site's colours.
 */
export function mermaidConfig(theme: DiagramTheme): Record<string, unknown> {
  const dark = theme === 'dark';
  return {
    startOnLoad: false,
    theme: dark ? 'dark' : 'neutral',
    securityLevel: 'strict',
    htmlLabels: false,
    flowchart: {htmlLabels: false, useMaxWidth: false},
    sequence: {useMaxWidth: false},
    class: {htmlLabels: false, useMaxWidth: false},
    state: {useMaxWidth: false},
    er: {useMaxWidth: false},
    themeVariables: {
      fontFamily: '"Liberation Sans", Arial, Helvetica, sans-serif',
      fontSize: `${DIAGRAM_FONT_SIZE}px`,
      background: dark ? '#110e1f' : '#ffffff',
      edgeLabelBackground: dark ? '#110e1f' : '#ffffff',
      // A group (a server around its channels) in the dark theme: the site's violet surface with a light violet
      // border, not Mermaid's dark grey, which barely stands out from the page's navy.
      ...(dark ? {clusterBkg: '#262045', clusterBorder: '#b2a2ff'} : {}),
    },
  };
}
