/**
 * Blog e2e helper. support.ts's setTheme stores the colour mode under `theme`, but with `future.v4`
 * Docusaurus namespaces its storage keys (`theme-<hash of the site URL>`), so the choice would be ignored.
 * Until the shared helper handles that, blog specs mirror `theme` into the namespaced key on every load.
 */
import type {Page} from '@playwright/test';

/** Call after the first navigation: reads the namespaced key from the page's colour-mode script. */
export async function mirrorThemeKey(page: Page): Promise<void> {
  const key = await page.evaluate(() => {
    const script = Array.from(document.querySelectorAll("script:not([src])")).map((node) => node.textContent ?? '').join('\n');
    return /localStorage\.getItem\("(theme-[^"]+)"\)/.exec(script)?.[1] ?? null;
  });
  if (!key) return;
  await page.addInitScript((namespaced: string) => {
    const value = window.localStorage.getItem('theme');
    if (value) window.localStorage.setItem(namespaced, value);
    else window.localStorage.removeItem(namespaced);
  }, key);
}
