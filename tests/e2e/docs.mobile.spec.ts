import {expect, test} from '@playwright/test';
import {snapshotBothThemes} from './support';

test.describe('docs on a phone', () => {
  test('the sidebar is a slide-over and the TOC is collapsible', async ({page}, testInfo) => {
    await page.goto('/docs/concepts/channel');
    const toc = page.locator('.theme-doc-toc-mobile');
    const toggle = toc.getByRole('button', {name: /On this page/});
    await expect(toggle).toBeVisible();
    await toggle.tap();
    await expect(toc.locator('a').first()).toBeVisible();
    await toggle.tap();
    await expect(toc.locator('a').first()).toBeHidden();
    await snapshotBothThemes(page, testInfo, 'docs-concept');

    await page.getByRole('button', {name: /toggle navigation bar/i}).tap();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    await expect(panel.locator('.menu__link--active').first()).toBeVisible();
    await expect(panel.getByTestId('search-docs')).toBeVisible();
    await snapshotBothThemes(page, testInfo, 'docs-sidebar', {
      prepare: async () => {
        if (!(await panel.isVisible())) await page.getByRole('button', {name: /toggle navigation bar/i}).tap();
      },
    });

    // "Search docs" closes the slide-over and opens the search dialog.
    await panel.getByTestId('search-docs').tap();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('welcome page on a phone', async ({page}, testInfo) => {
    await page.goto('/docs');
    await snapshotBothThemes(page, testInfo, 'docs-welcome', {fullPage: true});
  });

  // Issue 38: the separator after an item stayed at the end of a line when the next item wrapped ("AsyncAPI document ›").
  test('a breadcrumb trail that wraps ends no line with a separator', async ({page}, testInfo) => {
    await page.goto('/docs/concepts/asyncapi-document/adding-channels');
    const items = page.locator('nav[aria-label="Breadcrumbs"] .breadcrumbs__item');
    // Items after the home icon flow as text (issue 46): an item's first box holds its separator, its link's first box
    // the first word after it; both sit on one line.
    const boxes = await items.evaluateAll((elements) =>
      elements.map((item) => {
        const middle = (rect: DOMRect) => (rect.top + rect.bottom) / 2;
        const first = item.getClientRects()[0]!;
        const link = item.querySelector('.breadcrumbs__link')!.getClientRects()[0]!;
        return {offset: Math.abs(middle(first) - middle(link)), height: link.height};
      }),
    );
    const trail = await page.locator('nav[aria-label="Breadcrumbs"] ul').evaluate((list) => list.clientHeight);
    expect(trail, 'the trail wraps at 390 px').toBeGreaterThan(boxes[0]!.height * 1.5);
    for (const box of boxes) expect(box.offset).toBeLessThan(box.height / 2);
    await snapshotBothThemes(page, testInfo, 'docs-breadcrumbs', {axe: false});
  });

  // Issue 38: the server diagram (producers, server, consumers side by side) ran past the phone's width, its Consumer
  // boxes cut at the right edge; drawn top to bottom it fits whole, at its natural size.
  test('the server diagram fits a phone whole, in English and in German', async ({page}, testInfo) => {
    for (const path of ['/de/docs/concepts/server', '/docs/concepts/server']) {
      await page.goto(path);
      const region = page.getByTestId('static-diagram').first().locator('[role="group"]');
      await region.scrollIntoViewIfNeeded();
      const img = region.locator('img').first();
      await expect(img).toHaveJSProperty('complete', true);
      const {rendered, natural, scrolls, right} = await region.evaluate((element) => {
        const image = element.querySelector('img')!;
        return {
          rendered: image.getBoundingClientRect().width,
          natural: image.naturalWidth,
          scrolls: element.scrollWidth > element.clientWidth,
          right: image.getBoundingClientRect().right,
        };
      });
      expect({path, scrolls}).toEqual({path, scrolls: false});
      expect(right).toBeLessThanOrEqual(390);
      expect(rendered / natural).toBeGreaterThanOrEqual(0.99);
    }
    await snapshotBothThemes(page, testInfo, 'docs-server-diagram', {axe: false});
  });

  test('a wide diagram keeps legible labels on a phone and scrolls inside its own region', async ({page}, testInfo) => {
    await page.goto('/docs/concepts/channel');
    const region = page.getByTestId('static-diagram').first().locator('[role="group"]');
    await region.scrollIntoViewIfNeeded();
    const img = region.locator('img').first();
    const {rendered, natural} = await img.evaluate((el: HTMLImageElement) => ({
      rendered: el.getBoundingClientRect().width,
      natural: el.naturalWidth,
    }));
    // Labels are drawn at 15 px: at 80 % or more of the natural size they stay at 12 px or larger.
    expect(rendered / natural).toBeGreaterThanOrEqual(0.79);
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snapshotBothThemes(page, testInfo, 'docs-diagram');
  });
});
