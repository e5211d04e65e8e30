import {expect, test} from '@playwright/test';
import {collectConsoleErrors, expectNoSeriousA11yViolations, gotoHydrated, snapshotBothThemes} from './support';

test.describe('site shell (desktop)', () => {
  test('top bar: sticky, logo, dropdowns, links, language select, star button', async ({page}, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: /AsyncAPI home/i})).toBeVisible();
    for (const label of ['Docs', 'Tools', 'Community']) {
      await expect(navbar.getByRole('button', {name: label, exact: true})).toHaveAttribute('aria-expanded', 'false');
    }
    for (const label of ['Case Studies', 'Blog', 'Roadmap']) {
      await expect(navbar.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    // Everything fits in one row at 1280 px: no item slides under the logo or wraps.
    const logoBox = await navbar.locator('.navbar__brand').boundingBox();
    const docsBox = await navbar.getByRole('button', {name: 'Docs', exact: true}).boundingBox();
    expect(docsBox!.x).toBeGreaterThanOrEqual(logoBox!.x + logoBox!.width);
    const caseStudies = await navbar.getByRole('link', {name: 'Case Studies', exact: true}).boundingBox();
    expect(caseStudies!.height).toBeLessThan(40);
    const star = page.getByTestId('github-star');
    await expect(star).toHaveAttribute('href', 'https://github.com/asyncapi');
    await expect(star).toHaveAttribute('target', '_blank');
    await expect(star).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(star).toContainText('Star on GitHub');

    // Sticky: still at the top after scrolling.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
    const box = await navbar.boundingBox();
    expect(box?.y).toBe(0);
    await snapshotBothThemes(page, testInfo, 'home', {axe: false});
    expect(errors).toEqual([]);
  });

  test('dropdowns: hover and click open, one at a time, Escape and outside click close', async ({page}) => {
    await gotoHydrated(page, '/');
    const docs = page.getByRole('button', {name: 'Docs', exact: true});
    const tools = page.getByRole('button', {name: 'Tools', exact: true});

    await docs.hover();
    await expect(docs).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', {name: /Concepts/}).first()).toBeVisible();

    await tools.hover();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await expect(docs).toHaveAttribute('aria-expanded', 'false');

    await page.mouse.move(640, 700);
    await expect(tools).toHaveAttribute('aria-expanded', 'false');

    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(tools).toHaveAttribute('aria-expanded', 'false');

    // A click keeps the dropdown open (hover already opened it); a click outside closes it.
    await tools.click();
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(640, 700);
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
  });

  test('dropdowns: fully keyboard usable, badges and external Studio link', async ({page}) => {
    await gotoHydrated(page, '/');
    const community = page.getByRole('button', {name: 'Community', exact: true});
    await community.focus();
    await page.keyboard.press('ArrowDown');
    await expect(community).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', {name: /^Overview/})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', {name: /Technical Steering Committee/})).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('link', {name: /^Newsroom/})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(community).toHaveAttribute('aria-expanded', 'false');
    await expect(community).toBeFocused();

    const tools = page.getByRole('button', {name: 'Tools', exact: true});
    await tools.focus();
    await page.keyboard.press('Enter');
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await tools.getAttribute('aria-controls')}"]`);
    const studio = panel.getByRole('link', {name: /Studio/});
    await expect(studio).toHaveAttribute('target', '_blank');
    await expect(studio).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoSeriousA11yViolations(page);

    // Following a link closes the menu (route change).
    await panel.getByRole('link', {name: /^Generator/}).click();
    await expect(page).toHaveURL(/\/tools\/generator$/);
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
  });

  test('footer columns, copyright and hosting badge', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer.footer');
    for (const column of ['The Initiative', 'News', 'Social']) {
      await expect(footer.getByText(column, {exact: true})).toBeVisible();
    }
    // External links carry the theme's "(opens in new tab)" hint in their name.
    const link = (label: string) => footer.getByRole('link', {name: new RegExp(`^${label.replace(/[/]/g, '\\/')}\\b`)});
    for (const label of ['About', 'Blog', 'Shop', 'Brand', 'Finance', 'FAQs']) {
      await expect(link(label)).toBeVisible();
    }
    await expect(link('FAQs')).toHaveAttribute('href', '/about#faqs');
    await expect(footer.getByRole('link', {name: /E-mail/})).toHaveAttribute('href', /^mailto:/);
    for (const label of ['Twitter / X', 'GitHub', 'LinkedIn', 'YouTube', 'Slack', 'Twitch']) {
      await expect(link(label)).toBeVisible();
    }
    await expect(footer).toContainText(/Copyright ©/);
    await expect(footer.getByRole('link', {name: /Deploys by Netlify/})).toBeVisible();
  });

  test('scroll-to-top appears after 150 px and scrolls back up', async ({page}) => {
    await page.goto('/docs');
    const button = page.getByTestId('scroll-to-top');
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 140));
    await page.waitForTimeout(100);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('reduced motion: a change of colour theme starts no transition; without the preference links fade', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
    await gotoHydrated(page, '/docs/concepts/channel');
    const link = page.locator('article a[href]').first();
    // With the preference (src/css/custom.css), nothing transitions, not even the theme's colours.
    expect(await link.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
    await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length)).toBe(
      0,
    );
    // Without it, Infima's colour transition of links is in place.
    await page.emulateMedia({reducedMotion: 'no-preference'});
    expect(await link.evaluate((element) => getComputedStyle(element).transitionDuration)).not.toBe('0s');
  });

  test('language select: only supported languages, switches and remembers the choice', async ({page}) => {
    const select = page.getByTestId('language-select');
    // Pages without a German version show no select at all.
    for (const path of ['/docs/reference/extensions', '/about', '/blog']) {
      await page.goto(path);
      await expect(page.locator('.navbar')).toBeVisible();
      await expect(select).toHaveCount(0);
    }

    for (const path of ['/tools/cli', '/docs', '/docs/concepts/channel']) {
      await page.goto(path);
      await expect(select.locator('option')).toHaveText(['English', 'Deutsch']);
    }

    await page.goto('/');
    await expect(select.locator('option')).toHaveText(['English', 'Deutsch']);
    await select.selectOption('de');
    // The home page of a locale is its folder: /de/ is the address served and the canonical one.
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => localStorage.getItem('i18nLang'))).toBe('de');

    await page.getByTestId('language-select').selectOption('en');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await page.evaluate(() => localStorage.getItem('i18nLang'))).toBe('en');
  });

  test('top bar: no two items overlap or clip at any width from 320 to 1920 px, English and German', async ({
    page,
  }, testInfo) => {
    test.slow(true, 'about 50 widths in two languages');
    // Every 40 px, plus both sides of each breakpoint of the top bar (phone menu, compact items, star label).
    const breakpoints = [768, 769, 996, 997, 1100, 1101, 1180, 1181, 1240, 1241, 1360, 1361];
    const widths = [...new Set([...Array.from({length: 41}, (_, i) => 320 + 40 * i), ...breakpoints])].sort(
      (a, b) => a - b,
    );
    for (const home of ['/', '/de/']) {
      await page.goto(home);
      await expect(page.locator('.navbar__brand')).toBeVisible();
      for (const width of widths) {
        await page.setViewportSize({width, height: 800});
        // Let React follow the resize (the theme switches between phone and desktop bar in JS) and lay out.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          const visible = (element: Element) => {
            const box = element.getBoundingClientRect();
            return element.checkVisibility({visibilityProperty: true}) && box.width > 0 && box.height > 0;
          };
          // The items: each child of the bar's item groups, the site menu split into its links and buttons.
          const items = Array.from(document.querySelectorAll('.navbar__inner .navbar__items > *'))
            .flatMap((element) =>
              element.matches('[data-testid="site-menu"]') ? Array.from(element.children) : [element],
            )
            // Rendered items, even squeezed to no width (that is a clip too, caught below by their content).
            .filter((element) => element.checkVisibility({visibilityProperty: true}));
          const name = (element: Element) =>
            (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 24) ||
            element.className.toString().slice(0, 24);
          const boxes = items.map((element) => ({element, box: element.getBoundingClientRect()}));
          for (const {element, box} of boxes) {
            if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
              found.push(`${name(element)} sticks out of the window`);
            if (element.scrollWidth > element.clientWidth + 1)
              found.push(`${name(element)} is clipped (${element.scrollWidth} > ${element.clientWidth})`);
            // Content drawn outside its item's box (the logo once overflowed a squeezed link onto the menu).
            for (const child of Array.from(element.querySelectorAll('*')).filter(visible)) {
              const inner = child.getBoundingClientRect();
              if (inner.left < box.left - 1 || inner.right > box.right + 1) {
                found.push(
                  `${name(element)}: its content overflows (${Math.round(inner.left)}-${Math.round(inner.right)} outside ${Math.round(box.left)}-${Math.round(box.right)})`,
                );
                break;
              }
            }
          }
          for (let i = 0; i < boxes.length; i++) {
            for (let j = i + 1; j < boxes.length; j++) {
              const a = boxes[i]!.box;
              const b = boxes[j]!.box;
              const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
              const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
              if (overlapX > 0.5 && overlapY > 0.5)
                found.push(`${name(boxes[i]!.element)} overlaps ${name(boxes[j]!.element)}`);
            }
          }
          return found;
        });
        expect(problems, `top bar of ${home} at ${width} px`).toEqual([]);
      }
    }
    // The band the defect was found in, looked at.
    await page.setViewportSize({width: 1024, height: 768});
    await page.goto('/');
    await snapshotBothThemes(page, testInfo, 'topbar-1024', {axe: false});
    await page.goto('/de/');
    await snapshotBothThemes(page, testInfo, 'topbar-de-1024', {axe: false});
  });

  test('German shell strings', async ({page}) => {
    await page.goto('/de/tools/cli');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('github-star')).toContainText('Stern vergeben');
    await expect(page.getByRole('button', {name: 'Doku', exact: true})).toBeVisible();
    // The German top bar fits: the first dropdown starts to the right of the logo.
    const logo = await page.locator('.navbar__brand').boundingBox();
    const docs = await page.getByRole('button', {name: 'Doku', exact: true}).boundingBox();
    expect(docs!.x).toBeGreaterThanOrEqual(logo!.x + logo!.width);
  });

  test('designed 404 page for unknown paths', async ({page}, testInfo) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByTestId('not-found').getByRole('link', {name: /Documentation/})).toHaveAttribute(
      'href',
      '/docs',
    );
    await snapshotBothThemes(page, testInfo, '404');
  });

  test('legacy /v1/guide redirects go to the getting-started introduction', async ({page}) => {
    for (const legacy of ['/v1/guide/', '/v1/guide/index.html', '/v1/guide']) {
      await page.goto(legacy);
      await expect(page).toHaveURL(/\/docs\/tutorials\/getting-started$/);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    }
  });
});

// Page metadata (title, description, social cards, og:type, canonical, RSS link) of every built page and the social
// card's size are checked without a browser: tests/build-output/pages.test.ts.
