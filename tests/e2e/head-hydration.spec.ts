/**
 * The page head while React hydrates, and hydration itself on the not-found page:
 * - from DOMContentLoaded on, the head never lacks the title, the canonical link or og:image (a MutationObserver
 *   installed before any script records every moment one is missing);
 * - an unknown address below /docs (the host answers it with 404.html) hydrates without an error in either locale,
 *   and its head never claims a canonical URL, an og:url or hreflang alternates (a not-found page is no page's
 *   canonical copy), before, during or after hydration, while its title and og:image stay.
 */
import {expect, test} from '@playwright/test';

test('the head keeps title, canonical and og:image throughout hydration', async ({page}) => {
  await page.addInitScript(() => {
    const missing: string[] = [];
    (window as unknown as {headMissing: string[]}).headMissing = missing;
    const check = () => {
      if (document.readyState === 'loading') return;
      const lacking = [
        ['title', 'title'],
        ['canonical', 'link[rel="canonical"]'],
        ['og:image', 'meta[property="og:image"]'],
      ].filter(([, selector]) => !document.head.querySelector(selector!));
      if (lacking.length > 0) missing.push(lacking.map(([name]) => name).join(', '));
    };
    new MutationObserver(check).observe(document, {childList: true, subtree: true, characterData: true});
    document.addEventListener('DOMContentLoaded', check);
  });
  await page.goto('/docs/concepts/channel');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  // Some frames after hydration, when the client has written the head it computed.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  expect(await page.evaluate(() => (window as unknown as {headMissing: string[]}).headMissing)).toEqual([]);
  await expect(page).toHaveTitle(/Channel/);
});

for (const url of ['/docs/nope', '/de/docs/nope']) {
  test(`${url} hydrates the not-found page without an error`, async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The 404 status of the page itself is expected; anything else the console reports as an error is not.
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
    });
    await page.goto(url);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(errors).toEqual([]);
  });
}

for (const url of ['/docs/nope', '/de/docs/nope', '/nope']) {
  test(`${url}: the not-found head claims no canonical URL or alternates, before or after hydration`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as {headSeen: string[]}).headSeen = seen;
      const check = () => {
        const head = document.head;
        if (!head) return;
        for (const [name, selector] of [
          ['canonical', 'link[rel="canonical"]'],
          ['og:url', 'meta[property="og:url"]'],
          ['hreflang', 'link[rel="alternate"][hreflang]'],
        ]) {
          const found = head.querySelector(selector!);
          if (found) seen.push(`${name}: ${found.outerHTML}`);
        }
        if (document.readyState !== 'loading') {
          if (!head.querySelector('title')) seen.push('no title');
          if (!head.querySelector('meta[property="og:image"]')) seen.push('no og:image');
        }
      };
      new MutationObserver(check).observe(document, {childList: true, subtree: true, attributes: true});
      document.addEventListener('DOMContentLoaded', check);
    });
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByTestId('not-found')).toBeVisible();
    // Some frames after hydration, when the client has written the head it computed (as in the test above).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect([...new Set(await page.evaluate(() => (window as unknown as {headSeen: string[]}).headSeen))]).toEqual([]);
    await expect(page.locator('head link[rel="canonical"], head link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page).toHaveTitle(/Page Not Found|Seite nicht gefunden/);
  });
}
