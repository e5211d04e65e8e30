/**
 * Issue 46, "Reading", at 1280 px: a diagram's labels read at 12 px or more (a wide one scrolls and says so), and in
 * the dark theme a group box (the server around a channel) stands out from the page.
 */
import {expect, test} from '@playwright/test';
import {setTheme, snapshotBothThemes} from './support';
import {DIAGRAM_PAGE, measureDiagrams} from './reading';

/** WCAG relative luminance of an sRGB colour given as #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('diagram labels read at 12 px; a group box stands out in the dark theme', async ({page, request}, testInfo) => {
  await page.goto(DIAGRAM_PAGE);
  const diagrams = await measureDiagrams(page);
  expect(diagrams.length).toBeGreaterThan(0);
  for (const diagram of diagrams) {
    expect.soft(diagram.labelPx).toBeGreaterThanOrEqual(12);
    // A diagram that scrolls says so; one that fits says nothing.
    if (diagram.scrollWidth > diagram.boxWidth + 1) expect.soft(diagram.hint).toMatch(/scroll sideways/i);
    else expect.soft(diagram.hint).toBeNull();
  }

  // The dark image's group box (Mermaid's cluster): its border has 3:1 contrast with the page (WCAG 1.4.11).
  await setTheme(page, 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const src = await page.locator('[data-testid="static-diagram"] img').nth(1).getAttribute('src');
  const svg = await (await request.get(src!)).text();
  const stroke = /\.cluster rect\{[^}]*stroke:(#[0-9a-fA-F]{6})/.exec(svg)?.[1];
  expect(stroke, 'the dark cluster border is a solid colour').toBeDefined();
  const [r, g, b] = background.match(/\d+/g)!.map(Number);
  const page_ = `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
  expect(contrast(stroke!, page_)).toBeGreaterThanOrEqual(3);

  await snapshotBothThemes(page, testInfo, 'reading-diagram', {
    axe: false,
    prepare: () => page.getByTestId('static-diagram').first().scrollIntoViewIfNeeded(),
  });
});
