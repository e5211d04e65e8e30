/**
 * The home page's opening band holds its layout in both languages at a phone's, a tablet's and two desktop widths:
 * the two hero buttons are as high and as wide as each other, each label on one line, side by side wherever both fit;
 * and no word of the heading or the lead is broken without a hyphen (German compounds are long: "ereignisgesteuerten"
 * must break as "ereignis-" / "gesteuerten" or not at all), nor wider than its box.
 */
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated, SCREENSHOT_DIR} from './support';

const WIDTHS = [390, 768, 1024, 1280] as const;
const HOMES = [
  {locale: 'en', path: '/'},
  {locale: 'de', path: '/de'},
] as const;

type Line = {text: string; breakBefore: string};

/**
 * The lines an element's text is laid out in, from the boxes of its characters: each line's text and the character
 * just before the line starts (in the source text, so a soft hyphen shows up as U+00AD).
 */
async function linesOf(element: Locator): Promise<Line[]> {
  return element.evaluate((node) => {
    const chars: {char: string; top: number}[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.textContent ?? '';
      for (let i = 0; i < value.length; i += 1) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        // A character right after a line break at a soft hyphen also reports the hyphen's box, on the line above:
        // its own box is the last one.
        const rect = Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .at(-1);
        // A soft hyphen where the line does not break has no box; one where it breaks shows as "-".
        chars.push({char: value[i]!, top: rect ? Math.round(rect.top) : Number.NaN});
      }
    }
    const lines: {text: string; breakBefore: string}[] = [];
    let lastTop = Number.NaN;
    for (let i = 0; i < chars.length; i += 1) {
      const {char, top} = chars[i]!;
      if (Number.isNaN(top)) continue;
      const startsLine = lines.length === 0 || top > lastTop + 2;
      // A space at the end of a line may be laid out on the next one; it belongs to the break.
      if (startsLine && !(lines.length > 0 && /\s/.test(char))) {
        lines.push({text: '', breakBefore: i > 0 ? chars[i - 1]!.char : ''});
        lastTop = top;
      }
      lines[lines.length - 1]!.text += char;
    }
    return lines;
  });
}

/** Where a line may start: after a space, a dash or hyphen, a soft hyphen, or a slash; never inside a word. */
const BREAK_OPPORTUNITY = /^(|\s|-|–|—|\u00ad|\/)$/u;

async function expectNoBrokenWords(element: Locator, name: string): Promise<void> {
  const lines = await linesOf(element);
  expect(lines.length, `${name} has text`).toBeGreaterThan(0);
  const broken = lines.filter((line) => !BREAK_OPPORTUNITY.test(line.breakBefore)).map((line) => line.text);
  expect(broken, `${name}: lines that start inside a word`).toEqual([]);
  const box = await element.evaluate((node) => ({scroll: node.scrollWidth, client: node.clientWidth}));
  expect(box.scroll, `${name} is no wider than its box`).toBeLessThanOrEqual(box.client);
}

/** The hero's two buttons (its only links). */
async function heroButtons(page: Page): Promise<readonly [Locator, Locator]> {
  const links = page.locator('main header').first().getByRole('link');
  await expect(links).toHaveCount(2);
  return [links.nth(0), links.nth(1)] as const;
}

for (const home of HOMES) {
  for (const width of WIDTHS) {
    test(`the ${home.locale} home page holds its layout at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await gotoHydrated(page, home.path);
      const hero = page.locator('main header').first();
      const heading = hero.locator('h1');
      await expect(heading).toBeVisible();
      await expectNoBrokenWords(heading, 'heading');
      // The paragraphs: the eyebrow line, then the lead.
      await expectNoBrokenWords(hero.locator('p').nth(1), 'lead');

      const [first, second] = await heroButtons(page);
      const a = (await first.boundingBox())!;
      const b = (await second.boundingBox())!;
      expect(Math.abs(a.height - b.height), 'buttons as high as each other').toBeLessThan(1);
      expect(Math.abs(a.width - b.width), 'buttons as wide as each other').toBeLessThan(1);
      for (const button of [first, second]) {
        expect((await linesOf(button)).length, `"${await button.textContent()}" on one line`).toBe(1);
        // The label sits in the middle of its button, not at its top.
        const label = await button.evaluate((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          const box = node.getBoundingClientRect();
          return {above: text.top - box.top, below: box.bottom - text.bottom};
        });
        expect(Math.abs(label.above - label.below), 'label centred vertically').toBeLessThan(2);
      }
      // Side by side wherever both fit: on every width but a phone's.
      const sideBySide = Math.abs(a.y - b.y) < 1;
      if (width >= 768) expect(sideBySide, 'buttons side by side').toBe(true);
      else expect(sideBySide || a.y + a.height <= b.y, 'buttons side by side or one above the other').toBe(true);

      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `home-layout-${home.locale}-${width}.png`),
        clip: {x: 0, y: 0, width, height: Math.min(900, Math.ceil((await hero.boundingBox())!.height) + 70)},
      });
    });
  }
}
