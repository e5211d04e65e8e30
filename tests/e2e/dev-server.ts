/**
 * What the dev-server suite (*.dev.spec.ts) shares. The dev server compiles a Markdown page when a browser first asks
 * for it (plugins/dev-server/plugin.ts: Rspack's lazy compilation), no longer all pages before it answers. The compile
 * the dev server's start used to include, within playwright.config.ts's 180 s webServer budget, now happens on a
 * page's first visit; that first visit gets the same budget, and every other step keeps the default timeouts.
 */
import {expect, type Locator} from '@playwright/test';

export const FIRST_VISIT_COMPILE_MS = 180_000;

/** Waits until `locator`, on a page the dev server may be compiling for this visit, is shown. */
export async function expectShownAfterCompile(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible({timeout: FIRST_VISIT_COMPILE_MS});
}
