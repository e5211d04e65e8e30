#!/usr/bin/env node
/**
 * Renders the default social card (static/img/social/website-card.jpg, 1200x630) from an HTML template in
 * Chromium. Run it again after changing the template: `node scripts/make-social-card.mjs`.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {chromiumPath, CHROMIUM_ARGS} from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'static/img/social/website-card.jpg');

const html = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: system-ui, 'DejaVu Sans', sans-serif; color: #fff;
    background: radial-gradient(circle at 85% 20%, #6a52da 0, transparent 45%), linear-gradient(135deg, #1d1340 0%, #3b1f8f 100%);
    display: flex; flex-direction: column; justify-content: space-between; padding: 72px 80px; overflow: hidden; }
  .brand { display: flex; align-items: center; gap: 22px; font-size: 44px; font-weight: 800; letter-spacing: -0.5px; }
  .mark { width: 76px; height: 76px; }
  h1 { font-size: 68px; line-height: 1.08; font-weight: 800; letter-spacing: -1.5px; max-width: 900px; }
  p { font-size: 30px; color: #d9d4f2; max-width: 900px; line-height: 1.35; }
  .foot { display: flex; justify-content: space-between; align-items: center; font-size: 26px; color: #c4bee3; }
  .pill { border: 2px solid #4fd1c5; color: #4fd1c5; border-radius: 999px; padding: 8px 22px; font-weight: 700; }
  .lines { position: absolute; right: -60px; bottom: -40px; opacity: .25; }
</style></head><body>
  <div class="brand"><svg class="mark" viewBox="0 0 32 32"><rect x="1" y="1" width="30" height="30" rx="8" fill="#8c7ae3"/>
    <path d="M8 12.5h11.5l-3.2-3.2M24 19.5H12.5l3.2 3.2" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>AsyncAPI</div>
  <div><h1>Building the future of event-driven APIs</h1>
  <p style="margin-top:22px">Open-source specification and tools to document, generate and validate asynchronous APIs.</p></div>
  <div class="foot"><span>asyncapi.com</span><span class="pill">AsyncAPI 3.0</span></div>
  <svg class="lines" width="520" height="420" viewBox="0 0 520 420"><g fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round">
    <path d="M20 80h360l-60-60"/><path d="M500 200H140l60 60"/><path d="M20 320h360l-60-60"/></g></svg>
</body></html>`;

const browser = await chromium.launch({executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS});
const page = await browser.newPage({viewport: {width: 1200, height: 630}, deviceScaleFactor: 1});
await page.setContent(html);
await page.screenshot({path: out, type: 'jpeg', quality: 88});
await browser.close();
console.log(`Wrote ${path.relative(root, out)}`);
