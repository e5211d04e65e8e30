import {expect, test, type Page} from '@playwright/test';
import {collectConsoleErrors, snapshotBothThemes} from './support';
import {PAGE_SIZE, postsOnDisk} from './blog-posts';

/** Every post folder in blog/; the listing must offer each of them. */
const POSTS = postsOnDisk();
const TOTAL = POSTS.length;
const plural = (count: number) => (count === 1 ? 'post' : 'posts');

/** The post this helper wrote; its front matter is known: Communication, docs-team, tag documentation, featured. */
const WELCOME = '/blog/welcome-to-the-new-website';
const SITE_URL = 'https://www.asyncapi.com';

const cards = (page: Page) => page.getByTestId('blog-card');

/** Every visible card's data attributes, to check filters against whatever posts the site has. */
async function cardData(page: Page) {
  return cards(page).evaluateAll((nodes) =>
    nodes.map((node) => ({
      type: node.getAttribute('data-type') ?? '',
      tags: (node.getAttribute('data-tags') ?? '').split(' ').filter(Boolean),
      authors: (node.getAttribute('data-authors') ?? '').split(' ').filter(Boolean),
      title: node.querySelector('h2')?.textContent ?? '',
    })),
  );
}

/** The listing fills its filters from the URL after hydration; wait for that before interacting. */
async function openListing(page: Page, query = '') {
  await page.goto(`/blog${query}`);
  await expect(page.getByRole('heading', {level: 1, name: 'Blog'})).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('blog listing', () => {
  test('shows the first 24 cards, then 24 more per "Show more posts" until every post is there', async ({page}) => {
    const errors = collectConsoleErrors(page);
    // The blog grows to 85+ posts (issue 18); today at least 80 folders, each one a card.
    expect(TOTAL).toBeGreaterThanOrEqual(80);
    await openListing(page);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByTestId('blog-count')).toHaveText(`Showing ${PAGE_SIZE} of ${TOTAL} posts.`);
    await expect(page.getByTestId('blog-count')).toHaveAttribute('aria-live', 'polite');

    const welcome = cards(page).filter({has: page.getByRole('link', {name: 'Welcome to the new AsyncAPI website'})});
    await expect(welcome).toHaveCount(1);
    await expect(welcome.getByText('Communication', {exact: true})).toBeVisible();
    await expect(welcome.getByText('Featured', {exact: true})).toBeVisible();
    await expect(welcome.locator('img').first()).toHaveAttribute('src', /\.svg$/);
    await expect(welcome.getByTestId('blog-authors')).toHaveText('AsyncAPI Docs Team');
    await expect(welcome.locator('time')).toHaveText('November 22, 2026');
    await expect(welcome).toContainText(/\d+ min read/);

    // "Show more posts" adds one step, announces it, moves focus to the first new card and keeps the count in the URL.
    const more = page.getByRole('button', {name: 'Show more posts'});
    let shown = PAGE_SIZE;
    while (shown < TOTAL) {
      const firstNew = await cards(page).count();
      await more.click();
      shown = Math.min(shown + PAGE_SIZE, TOTAL);
      await expect(cards(page)).toHaveCount(shown);
      await expect(cards(page).nth(firstNew).locator('h2 a')).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/blog\\?show=${shown}$`));
      await expect(page.getByTestId('blog-count')).toHaveText(
        shown === TOTAL ? `Showing all ${TOTAL} posts.` : `Showing ${shown} of ${TOTAL} posts.`,
      );
    }
    await expect(more).toHaveCount(0);

    // Every post folder is a card, once.
    const hrefs = await cards(page)
      .locator('h2 a')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
    expect([...hrefs].sort()).toEqual(POSTS.map((post) => `/blog/${post.slug}`).sort());

    // Order: featured first, then dates descending within each group.
    const order = await cards(page).evaluateAll((nodes) =>
      nodes.map((node) => ({
        featured: node.querySelector('[class*="featured"]') !== null,
        date: node.querySelector('time')?.getAttribute('datetime') ?? '',
      })),
    );
    const featuredFlags = order.map((entry) => entry.featured);
    expect(featuredFlags).toEqual([...featuredFlags].sort((a, b) => Number(b) - Number(a)));
    for (let index = 1; index < order.length; index += 1) {
      if (order[index]!.featured === order[index - 1]!.featured) {
        expect(order[index - 1]!.date >= order[index]!.date).toBe(true);
      }
    }
    expect(errors).toEqual([]);
  });

  test('Back from a post returns to the same number of cards', async ({page}) => {
    await openListing(page);
    await page.getByRole('button', {name: 'Show more posts'}).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\/[^?]+$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/blog\\?show=${2 * PAGE_SIZE}$`));
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
  });

  test('"Show more posts" and the filters work together', async ({page}, testInfo) => {
    const engineering = POSTS.filter((post) => post.type === 'Engineering').length;
    expect(engineering).toBeGreaterThan(PAGE_SIZE);
    await openListing(page);
    await page.getByRole('button', {name: 'Show more posts'}).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);

    // A filter starts again at the first step and counts its matches.
    await page.getByLabel('Type').selectOption('Engineering');
    await expect(page).toHaveURL(/\/blog\?type=Engineering$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByTestId('blog-count')).toHaveText(
      `Showing ${PAGE_SIZE} of ${engineering} matching posts (${TOTAL} in total).`,
    );
    await page.getByRole('button', {name: 'Show more posts'}).click();
    await expect(cards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, engineering));
    await expect(cards(page).nth(PAGE_SIZE).locator('h2 a')).toBeFocused();
    for (const card of await cardData(page)) expect(card.type).toBe('Engineering');
    // The list in this state (the sweep scans the page as it loads).
    await snapshotBothThemes(page, testInfo, 'blog-listing-more', {axeInclude: ['main']});

    await page.getByLabel('Type').selectOption('');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByTestId('blog-count')).toHaveText(`Showing ${PAGE_SIZE} of ${TOTAL} posts.`);
  });

  test('filters combine, live in the URL, survive a reload and can be reset', async ({page}) => {
    await openListing(page);
    const total = TOTAL;

    await page.getByLabel('Type').selectOption('Communication');
    await expect(page).toHaveURL(/\/blog\?type=Communication$/);
    for (const card of await cardData(page)) expect(card.type).toBe('Communication');
    const byType = await cards(page).count();

    await page.getByLabel('Tag').selectOption('documentation');
    await page.getByLabel('Author').selectOption('docs-team');
    await expect(page).toHaveURL(/\/blog\?type=Communication&tag=documentation&author=docs-team$/);
    const combined = await cardData(page);
    expect(combined.length).toBeGreaterThan(0);
    expect(combined.length).toBeLessThanOrEqual(byType);
    for (const card of combined) {
      expect(card.type).toBe('Communication');
      expect(card.tags).toContain('documentation');
      expect(card.authors).toContain('docs-team');
    }
    expect(combined.map((card) => card.title)).toContain('Welcome to the new AsyncAPI website');
    const announced = `Showing ${combined.length} of ${total} ${plural(total)}.`;
    if (combined.length < total) await expect(page.getByTestId('blog-count')).toHaveText(announced);

    // The URL state survives a reload, and history.replace added no entries.
    await page.reload({waitUntil: 'networkidle'});
    await expect(page.getByLabel('Type')).toHaveValue('Communication');
    await expect(page.getByLabel('Tag')).toHaveValue('documentation');
    await expect(page.getByLabel('Author')).toHaveValue('docs-team');
    await expect(cards(page)).toHaveCount(combined.length);
    expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);

    // Clearing one filter with the keyboard widens the result.
    await page.getByLabel('Author').selectOption('');
    await expect(page).toHaveURL(/\/blog\?type=Communication&tag=documentation$/);

    await page.getByRole('button', {name: 'Reset filters'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, total));
    await expect(page.getByLabel('Type')).toBeFocused();
  });

  test('shows an empty state with a reset button when nothing matches', async ({page}, testInfo) => {
    await openListing(page, '?tag=no-such-tag&type=Engineering');
    await expect(page.getByTestId('blog-empty')).toContainText('No posts match these filters.');
    await expect(page.getByTestId('blog-count')).toHaveText(/^Showing 0 of \d+ posts\.$/);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByLabel('Tag')).toHaveValue('no-such-tag');
    await page.getByTestId('blog-empty').getByRole('button', {name: 'Reset filters'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page).first()).toBeVisible();
    await snapshotBothThemes(page, testInfo, 'blog-listing', {fullPage: true, axe: false});
  });

  test('empty state: the sentence once, both reset buttons readable in both themes', async ({page}, testInfo) => {
    await openListing(page, '?type=Conference&author=docs-team');
    await expect(page.getByTestId('blog-empty')).toBeVisible();
    await expect(page.getByText('No posts match these filters.')).toHaveCount(1);
    const resets = page.getByRole('button', {name: 'Reset filters'});
    await expect(resets).toHaveCount(2);
    await snapshotBothThemes(page, testInfo, 'blog-empty', {
      prepare: async () => {
        for (const reset of await resets.all()) {
          // Text against the button's own background, or the page's where the button is transparent.
          const ratio = await reset.evaluate((button) => {
            const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
            const background = (element: Element | null): number[] => {
              for (let node = element; node; node = node.parentElement) {
                const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
                if (a > 0) return [r, g, b];
              }
              return [255, 255, 255];
            };
            const luminance = ([r, g, b]: number[]) => {
              const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
              return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
            };
            const [r, g, b, a = 1] = rgb(getComputedStyle(button).color);
            const bg = background(button);
            // A transparent label takes the colour behind it.
            const fg = [r, g, b].map((c, i) => c * a + bg[i] * (1 - a));
            const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
            return (light + 0.05) / (dark + 0.05);
          });
          expect(ratio, 'contrast of a Reset filters label').toBeGreaterThanOrEqual(4.5);
        }
      },
    });
  });
});

test.describe('blog post page', () => {
  test('metadata: date, authors, reading time, cover, canonical, og:type', async ({page}, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto(WELCOME);
    const article = page.locator('article');
    await expect(article.getByRole('heading', {level: 1})).toHaveText('Welcome to the new AsyncAPI website');
    await expect(article.getByText(/^Docs you can navigate/)).toBeVisible();
    // The theme's author block: avatar, name and byline, each linked to the author's page.
    const authors = article.getByTestId('blog-authors');
    await expect(authors).toContainText('AsyncAPI Docs Team');
    await expect(authors).toContainText('Documentation maintainers');
    for (const link of await authors.getByRole('link', {name: 'AsyncAPI Docs Team'}).all())
      await expect(link).toHaveAttribute('href', 'https://github.com/asyncapi/website');
    // The theme's date and reading time line (BlogPostItem/Header/Info).
    const dateLine = article.locator('header div:has(> time)');
    await expect(dateLine.locator('time')).toHaveText('November 22, 2026');
    await expect(dateLine).toHaveText(/^November 22, 2026 · \d+ min read$/);
    await expect(article.locator('figure img')).toHaveAttribute('src', /\.svg$/);
    await expect(article.locator('figcaption')).toContainText('The main parts of the new site');

    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${WELCOME}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https:\/\/www\.asyncapi\.com\/img\/share\/.+\.png$/,
    );

    await expect(article.getByRole('link', {name: 'Communication', exact: true})).toHaveAttribute(
      'href',
      '/blog?type=Communication',
    );
    // Tags link to the filtered listing.
    const tag = page.getByRole('navigation', {name: 'Tags'}).getByRole('link', {name: 'Documentation'});
    await expect(tag).toHaveAttribute('href', '/blog?tag=documentation');
    await snapshotBothThemes(page, testInfo, 'blog-post', {axe: false});
    expect(errors).toEqual([]);
  });

  test('the table of contents lists level-2 headings only', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(WELCOME);
    const h2Ids = await page.locator('article .markdown h2[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    const h3Ids = await page.locator('article .markdown h3[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(h3Ids.length).toBeGreaterThan(0);
    const tocLinks = await page
      .locator('.table-of-contents a')
      .evaluateAll((nodes) => nodes.map((node) => (node.getAttribute('href') ?? '').replace(/^#/, '')));
    expect(tocLinks).toEqual(h2Ids);
    for (const id of h3Ids) expect(tocLinks).not.toContain(id);
    await expect(page.locator('.table-of-contents ul ul')).toHaveCount(0);
  });

  test('share links are plain links, copying the link is confirmed', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(WELCOME);
    const url = `${SITE_URL}${WELCOME}`;
    const x = page.getByTestId('share-x');
    await expect(x).toHaveAttribute(
      'href',
      `https://x.com/intent/post?text=Welcome+to+the+new+AsyncAPI+website&url=${encodeURIComponent(url)}`,
    );
    await expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByTestId('share-linkedin')).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    // No third-party share script is loaded.
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''));
    expect(scripts.filter((src) => /^https?:\/\//.test(src) && !src.startsWith('http://127.0.0.1'))).toEqual([]);

    const status = page.getByTestId('share-status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await page.getByTestId('share-copy').focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Link copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});

test.describe('blog listing without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the first 24 cards, and plain links to every other post', async ({page}) => {
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const hrefs = await page
      .locator('main a[href^="/blog/"]')
      .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('href') ?? ''))]);
    for (const post of POSTS) expect(hrefs).toContain(`/blog/${post.slug}`);
    await expect(page.getByRole('navigation', {name: 'More posts'}).getByRole('link')).toHaveCount(TOTAL - PAGE_SIZE);
  });
});

/** One post of each series: release notes, binding release notes, tool release, year in releases, protocol guide, how-to. */
const SERIES = [
  '/blog/release-notes-3.1.0',
  '/blog/kafka-bindings-release-notes',
  '/blog/generator-3-release',
  '/blog/year-in-releases-2023',
  '/blog/documenting-mqtt-apis',
  '/blog/correlation-ids-in-practice',
];

test('one post of each series opens with its title, cover and Sources', async ({page}) => {
  const errors = collectConsoleErrors(page);
  for (const url of SERIES) {
    await page.goto(url);
    const article = page.locator('article');
    await expect(article.getByRole('heading', {level: 1}), url).toBeVisible();
    const cover = article.locator('figure img').first();
    await expect(cover, url).toBeVisible();
    expect(
      await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      `${url} cover loads`,
    ).toBe(true);
    await expect(article.locator('figcaption').first(), url).not.toBeEmpty();
    await expect(article.getByRole('heading', {level: 2, name: 'Sources'}), url).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

// The feed (/rss.xml) is checked on the build without a browser: tests/build-output/pages.test.ts.
