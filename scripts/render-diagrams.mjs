#!/usr/bin/env node
/**
 * `npm run diagrams`: renders every ```mermaid block of the docs, tool docs and posts to static SVG files, one for
 * the light and one for the dark theme, in static/img/diagrams/<hash>.<theme>.svg (hash = the block's source, see
 * plugins/static-diagrams). Pages then show images: no Mermaid runtime, no rendering on the reader's main thread.
 *
 * Uses the Chromium the tests use (scripts/chromium.mjs) and the mermaid package installed with
 * @docusaurus/theme-mermaid. Only missing diagrams are rendered; `--force` renders all; files no block uses any more
 * are deleted. A unit test fails when a block has no SVG (run this script and commit the files).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {chromium} from '@playwright/test';
import {chromiumPath, CHROMIUM_ARGS} from './chromium.mjs';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(import.meta.url);
// The block finder, hash and Mermaid settings are the ones the remark plugin uses (TypeScript, loaded with jiti).
const {DIAGRAM_DIR, DIAGRAM_THEMES, diagramHash, findMermaidBlocks, mermaidConfig} = createJiti(import.meta.url)(
  '../plugins/static-diagrams/shared.ts',
);
const force = process.argv.includes('--force');
const outDir = path.join(root, DIAGRAM_DIR);

function markdownFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const dirs = ['docs', 'blog', 'src/pages', 'tool-docs', ...fs.readdirSync(root).filter((d) => d.endsWith('_versioned_docs'))];
const blocks = new Map();
for (const file of dirs.flatMap((d) => markdownFiles(path.join(root, d)))) {
  for (const block of findMermaidBlocks(fs.readFileSync(file, 'utf8'))) {
    const hash = diagramHash(block.source);
    if (!blocks.has(hash)) blocks.set(hash, {...block, file: path.relative(root, file)});
  }
}

fs.mkdirSync(outDir, {recursive: true});
const wanted = new Set([...blocks.keys()].flatMap((hash) => DIAGRAM_THEMES.map((theme) => `${hash}.${theme}.svg`)));
for (const file of fs.readdirSync(outDir)) {
  if (file.endsWith('.svg') && !wanted.has(file)) {
    fs.unlinkSync(path.join(outDir, file));
    console.log(`removed ${file} (no block uses it)`);
  }
}

const todo = [...blocks].filter(([hash]) => force || DIAGRAM_THEMES.some((theme) => !fs.existsSync(path.join(outDir, `${hash}.${theme}.svg`))));
if (todo.length === 0) {
  console.log(`All ${blocks.size} diagrams are rendered.`);
  process.exit(0);
}

const executablePath = chromiumPath();
if (!executablePath) {
  console.error('✖ Rendering diagrams needs Chromium: set CHROME_PATH or install it (sudo apt-get install -y chromium).');
  process.exit(1);
}
const browser = await chromium.launch({executablePath, args: CHROMIUM_ARGS});
const page = await browser.newPage();
await page.setContent('<!doctype html><html><body></body></html>');
await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});

let failed = 0;
for (const [hash, block] of todo) {
  for (const theme of DIAGRAM_THEMES) {
    try {
      const svg = await page.evaluate(
        async ({source, config, id}) => {
          // mermaid is the global the UMD bundle defines.
          const mermaid = globalThis.mermaid;
          mermaid.initialize(config);
          const {svg} = await mermaid.render(id, source);
          return svg;
        },
        {source: block.source, config: mermaidConfig(theme), id: `d${hash}${theme}`},
      );
      fs.writeFileSync(path.join(outDir, `${hash}.${theme}.svg`), `${svg}\n`);
    } catch (error) {
      failed += 1;
      console.error(`✖ ${block.file}:${block.line}: ${String(error?.message ?? error).split('\n')[0]}`);
    }
  }
  console.log(`rendered ${hash} (${block.file}:${block.line})`);
}
await browser.close();
if (failed) process.exit(1);
console.log(`Rendered ${todo.length} of ${blocks.size} diagrams into ${DIAGRAM_DIR}.`);
