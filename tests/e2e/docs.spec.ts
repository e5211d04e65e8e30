import {expect, test} from '@playwright/test';
import {collectConsoleErrors, snapshotBothThemes} from './support';

const CONCEPT = '/docs/concepts/channel';

test.describe('docs pages', () => {
  test('the welcome page shows the section catalogue', async ({page}, testInfo) => {
    await page.goto('/docs');
    const main = page.locator('main');
    for (const name of ['Concepts', 'Tutorials', 'Guides', 'Tools', 'Reference', 'Migration', 'Community']) {
      await expect(main.getByRole('link', {name: new RegExp(name)}).first()).toBeVisible();
    }
    await expect(main.getByRole('link', {name: /Explorer/})).toHaveAttribute(
      'href',
      '/docs/reference/specification/v3.1.0-explorer',
    );
    // Cards are not running text: no underline on titles or descriptions until hovered (like every card grid).
    const cards = page.getByTestId('docs-catalogue').getByRole('link');
    expect(await cards.count()).toBeGreaterThan(5);
    const decorations = await cards.evaluateAll((links) =>
      links.flatMap((link) =>
        [link, ...Array.from(link.querySelectorAll('*'))].map((node) => getComputedStyle(node).textDecorationLine),
      ),
    );
    expect(decorations.filter((line) => line !== 'none')).toEqual([]);
    await snapshotBothThemes(page, testInfo, 'docs-welcome', {fullPage: true});
  });

  test('a concept page: title, edit link under it, TOC, Go Back / Up Next, feedback box', async ({page}, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto(CONCEPT);
    const article = page.locator('article');
    const h1 = article.getByRole('heading', {level: 1});
    await expect(h1).toBeVisible();
    const edit = page.getByTestId('edit-on-github');
    await expect(edit).toHaveText(/Edit this page on GitHub/);
    await expect(edit).toHaveAttribute(
      'href',
      'https://github.com/asyncapi/website/edit/master/docs/concepts/channel.md',
    );
    // The edit link sits right under the title.
    const [titleBox, editBox] = [await h1.boundingBox(), await edit.boundingBox()];
    expect(editBox!.y).toBeGreaterThan(titleBox!.y);
    expect(editBox!.y - (titleBox!.y + titleBox!.height)).toBeLessThan(60);

    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByText('On this page')).toBeVisible();
    const tocLinks = toc.locator('a');
    expect(await tocLinks.count()).toBeGreaterThan(1);
    for (const href of await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      const level = await page.locator(`[id="${href.slice(1)}"]`).evaluate((el) => el.tagName);
      expect(['H2', 'H3']).toContain(level);
    }

    const pager = page.locator('nav.pagination-nav');
    await expect(pager.getByText('Go Back')).toBeVisible();
    await expect(pager.getByText('Up Next')).toBeVisible();
    await expect(page.getByPlaceholder('Write your suggestions here')).toBeVisible();
    await snapshotBothThemes(page, testInfo, 'docs-concept');
    expect(errors).toEqual([]);
  });

  test('the TOC highlights the heading in view', async ({page}) => {
    await page.goto(CONCEPT);
    const links = page.locator('.theme-doc-toc-desktop a');
    const last = links.last();
    const target = (await last.getAttribute('href'))!.slice(1);
    await page.locator(`[id="${target}"]`).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10);
    await expect(page.locator('.theme-doc-toc-desktop a.table-of-contents__link--active')).toHaveCount(1);
  });

  test('sections expand for the current page and can be toggled by hand', async ({page}) => {
    await page.goto('/docs/concepts/asyncapi-document/structure');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    // A category with its own page has a caret button that carries aria-expanded.
    const caret = (name: string) => sidebar.getByRole('button', {name: new RegExp(`sidebar category '${name}'`)});
    await expect(caret('Concepts')).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.locator('a.menu__link--active').last()).toBeVisible();
    await expect(sidebar.locator('a.menu__link--active').last()).toHaveAttribute(
      'href',
      '/docs/concepts/asyncapi-document/structure',
    );
    await expect(caret('Tutorials')).toHaveAttribute('aria-expanded', 'false');
    await caret('Tutorials').click();
    await expect(caret('Tutorials')).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', {name: 'Getting started', exact: false}).first()).toBeVisible();
    await caret('Tutorials').click();
    await expect(caret('Tutorials')).toHaveAttribute('aria-expanded', 'false');
  });

  // The "Up Next" chains (every docs page once, in section order) are checked on the built HTML: tests/build-output/pages.test.ts.

  test('a diagram is a pre-rendered image for each theme: no Mermaid code loads, the image has its text alternative', async ({
    page,
  }, testInfo) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text().catch(() => '')).includes('mermaidAPI'))
        scripts.push(response.url());
    });
    await page.goto('/docs/concepts/channel');
    const figure = page.getByTestId('static-diagram').first();
    const light = figure.locator('img').first();
    await expect(light).toBeVisible();
    await expect(light).toHaveAttribute('alt', /^A channel between producers and consumers\. The user service sends/);
    expect(await light.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(figure.locator('img').nth(1)).toBeHidden();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect(figure.locator('img').nth(1)).toBeVisible();
    await expect(light).toBeHidden();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await figure.scrollIntoViewIfNeeded();
    await snapshotBothThemes(page, testInfo, 'docs-diagram');
    expect(scripts).toEqual([]);
  });

  test('the "Search docs" button shows the shortcut and opens the search', async ({page}) => {
    await page.goto(CONCEPT);
    const button = page.getByTestId('search-docs');
    await expect(button).toContainText('Search docs');
    await expect(button).toContainText('Ctrl K');
    await button.click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  });
});
