import {expect, test} from '@playwright/test';
import {darkCodeTheme, lightCodeTheme} from '../../src/lib/prismThemes';
import {HOME_EXAMPLE_DOCUMENT} from '../../src/components/HomeExample/example';
import {collectConsoleErrors, gotoHydrated, snapshotBothThemes} from './support';

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
    await snapshotBothThemes(page, testInfo, 'docs-welcome', {fullPage: true, axe: false});
  });

  test('a concept page: title, TOC, Go Back / Up Next, edit link and feedback box', async ({page}, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto(CONCEPT);
    const article = page.locator('article');
    const h1 = article.getByRole('heading', {level: 1});
    await expect(h1).toBeVisible();
    const edit = page.locator('a.theme-edit-this-page');
    await expect(edit).toHaveText(/Edit this page on GitHub/);
    await expect(edit).toHaveAttribute(
      'href',
      'https://github.com/asyncapi/website/edit/master/docs/concepts/channel.md',
    );
    // The edit link is where Docusaurus puts it: in the page footer, after the content, before the feedback box.
    await expect(page.locator('footer.theme-doc-footer a.theme-edit-this-page')).toHaveCount(1);
    const [titleBox, editBox, feedbackBox] = [
      await h1.boundingBox(),
      await edit.boundingBox(),
      await page.getByPlaceholder('Write your suggestions here').boundingBox(),
    ];
    expect(editBox!.y).toBeGreaterThan(titleBox!.y);
    expect(feedbackBox!.y).toBeGreaterThan(editBox!.y);

    // The title and the theme's TOC share the sticky box (src/theme/TOC).
    const tocBox = page.getByRole('navigation', {name: 'On this page'});
    await expect(tocBox.getByText('On this page')).toBeVisible();
    const toc = tocBox.locator('.theme-doc-toc-desktop');
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
    await snapshotBothThemes(page, testInfo, 'docs-concept', {axe: false});
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
    await snapshotBothThemes(page, testInfo, 'docs-diagram', {axe: false});
    expect(scripts).toEqual([]);
  });

  test('a code block hydrates in place with its colours from the stylesheet in both modes; links load on intent only', async ({
    page,
  }) => {
    // The first code block the HTML parser creates, before any script runs: hydration must keep this very element
    // (the theme used to re-mount every block after hydration to repaint it).
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const block = document.querySelector('pre.prism-code');
        if (!block) return;
        (window as unknown as {serverBlock: Element}).serverBlock = block;
        observer.disconnect();
      }).observe(document, {childList: true, subtree: true});
    });
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, CONCEPT);
    await page.waitForLoadState('networkidle');
    const block = page.locator('pre.prism-code').first();
    expect(await block.evaluate((pre) => pre === (window as unknown as {serverBlock?: Element}).serverBlock)).toBe(
      true,
    );
    expect(await block.getAttribute('style')).toBeNull();
    // No inline colours: the token's colour is the stylesheet's, for the mode the page is in.
    const colour = (theme: typeof lightCodeTheme, type: string) =>
      theme.styles.find((entry) => entry.types.includes(type))?.style.color;
    const token = block.locator('.token.punctuation').first();
    const rgb = (css: string | undefined) =>
      page.evaluate((value) => {
        const probe = document.createElement('span');
        probe.style.color = value ?? '';
        document.body.append(probe);
        const computed = getComputedStyle(probe).color;
        probe.remove();
        return computed;
      }, css);
    await expect(token).toHaveCSS('color', await rgb(colour(darkCodeTheme, 'punctuation')));
    await expect(block.locator('xpath=ancestor::div[contains(@class, "theme-code-block")]')).toHaveCSS(
      'background-color',
      await rgb(darkCodeTheme.plain.backgroundColor),
    );
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await expect(token).toHaveCSS('color', await rgb(colour(lightCodeTheme, 'punctuation')));
    // Links that scroll into view prefetch nothing (the only prefetches are the search dialog's own chunks);
    // hovering a link loads its route's chunks (Docusaurus' preload).
    expect(await page.evaluate(() => window.docusaurus.prefetch('/docs/concepts/message') === false)).toBe(true);
    const prefetches = page.locator('link[rel="prefetch"]');
    const before = await prefetches.count();
    const next = page.locator('.pagination-nav__link--next');
    await next.scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500); // Docusaurus' IntersectionObserver callbacks run within a frame or two
    expect(await prefetches.count()).toBe(before);
    const chunk = page.waitForRequest((request) => /\/assets\/js\/.+\.js$/.test(request.url()));
    await next.hover();
    await chunk;
  });

  test('Markdown code is highlighted at build time and copies its code; Prism loads only after a client-side navigation', async ({
    page,
    context,
  }) => {
    // Prism's core and prism-react-renderer's tokenizer run the "before-tokenize" hook; no other script names it.
    const prismScripts: string[] = [];
    page.on('response', async (response) => {
      if (!/\.js$/.test(response.url())) return;
      const body = await response.text().catch(() => '');
      if (body.includes('before-tokenize')) prismScripts.push(response.url());
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, CONCEPT);
    await page.waitForLoadState('networkidle');
    expect(prismScripts).toEqual([]);
    const block = page.locator('.theme-code-block').first();
    // The code as lines of text (innerText would add a line break for each line's <div> and its <br>).
    const linesOf = (pre: Element) =>
      Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent).join('\n');
    const code = await block.locator('pre').evaluate(linesOf);
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    expect(code).toContain('asyncapi: 3.0.0');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // The home page's example is a component's code, highlighted by the server render: the page keeps that markup
    // and loads no Prism.
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(prismScripts).toEqual([]);
    const example = page.locator('[data-code-content] > pre.prism-code');
    await expect(example).toHaveCount(1);
    expect(await example.evaluate(linesOf)).toBe(HOME_EXAMPLE_DOCUMENT.replace(/\n$/, ''));
    await expect(example.locator('.token.key').first()).toHaveText('asyncapi');
    // After a client-side navigation there is no server markup: the theme's content loads with Prism and highlights.
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await page.locator('main a[href="/tools/cli"]').first().click();
    await expect(page).toHaveURL(/\/tools\/cli$/);
    // The URL changes before the new page renders (Docusaurus keeps the old one while the route's chunks load), and
    // the home page's example matches the locator below too: wait for the CLI page itself.
    await expect(page.getByRole('heading', {level: 1, name: 'CLI'})).toBeVisible();
    const install = page.locator('[data-code-content] > pre.prism-code').first();
    await expect(install.locator('.token').first()).toBeVisible();
    expect(await install.evaluate((pre) => Object.keys(pre).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(prismScripts.length).toBe(1);
    expect(errors).toEqual([]);
  });

  // Issue 38: in the dark theme a note was Infima's neutral grey block, off the site's palette.
  test('a note call-out takes the site surface and a primary edge in both themes', async ({page}, testInfo) => {
    await page.goto('/docs/concepts/server');
    const note = page.locator('.theme-admonition-note').first();
    await note.scrollIntoViewIfNeeded();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: theme});
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const colours = await note.evaluate((element) => {
        // The palette's colours as the browser resolves them, from an element styled with them.
        const probe = document.createElement('div');
        probe.style.backgroundColor = 'var(--site-surface)';
        probe.style.borderLeftColor = 'var(--ifm-color-primary)';
        document.body.append(probe);
        const expected = getComputedStyle(probe);
        const style = getComputedStyle(element);
        const result = {
          background: [style.backgroundColor, expected.backgroundColor],
          edge: [style.borderLeftColor, expected.borderLeftColor],
        };
        probe.remove();
        return result;
      });
      expect(colours.background[0], theme).toBe(colours.background[1]);
      expect(colours.edge[0], theme).toBe(colours.edge[1]);
    }
    await snapshotBothThemes(page, testInfo, 'docs-note-callout', {
      axe: false,
      prepare: () => note.scrollIntoViewIfNeeded(),
    });
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
