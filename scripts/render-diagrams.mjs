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
// The files, block finder, hash and Mermaid settings are the ones the remark plugin and the tests use (TypeScript,
// loaded with jiti).
const jiti = createJiti(import.meta.url);
const {DIAGRAM_DIR, DIAGRAM_THEMES, diagramHash, findMermaidBlocks, mermaidConfig} = jiti(
  '../plugins/static-diagrams/shared.ts',
);
const {contentMarkdownFiles} = jiti('../plugins/static-diagrams/sources.ts');
const force = process.argv.includes('--force');
const outDir = path.join(root, DIAGRAM_DIR);

const blocks = new Map();
for (const file of contentMarkdownFiles(root)) {
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

const todo = [...blocks].filter(
  ([hash]) => force || DIAGRAM_THEMES.some((theme) => !fs.existsSync(path.join(outDir, `${hash}.${theme}.svg`))),
);
if (todo.length === 0) {
  console.log(`All ${blocks.size} diagrams are rendered.`);
  process.exit(0);
}

const executablePath = chromiumPath();
if (!executablePath) {
  console.error(
    '✖ Rendering diagrams needs Chromium: set CHROME_PATH or install it (sudo apt-get install -y chromium).',
  );
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
