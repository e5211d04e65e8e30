/**
 * Where Chromium is, and the flags it needs on this kind of machine (measured on Debian's Chromium 156):
 * CHROME_PATH wins, then Debian's /usr/bin/chromium. Playwright's own browser download is never used.
 */
import fs from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium executable to use, or null when there is none. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}
