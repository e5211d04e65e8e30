/** The generic pages on a 390 px phone: what only a phone shows. */
import {expect, test} from '@playwright/test';
import {snapshotBothThemes} from './support';

test.describe('generic pages on a phone', () => {
  test('/finance: the chart labels are at least 12 px and do not run into each other', async ({page}, testInfo) => {
    await page.goto('/finance');
    const chart = page.getByRole('img', {name: /expenses in 2024/});
    await expect(chart).toBeVisible();
    // After hydration the chart draws at its box's width.
    await expect
      .poll(() =>
        chart.evaluate((svg) =>
          Math.abs((svg as SVGSVGElement).viewBox.baseVal.width - svg.getBoundingClientRect().width),
        ),
      )
      .toBeLessThan(2);
    const labels = await chart.evaluate((svg) => {
      const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      const frame = svg.getBoundingClientRect();
      return Array.from(svg.querySelectorAll('text')).map((text) => {
        const box = text.getBoundingClientRect();
        return {
          text: text.textContent ?? '',
          px: parseFloat(getComputedStyle(text).fontSize) * scale,
          inside:
            box.left >= frame.left - 0.5 &&
            box.right <= frame.right + 0.5 &&
            box.top >= frame.top - 0.5 &&
            box.bottom <= frame.bottom + 0.5,
          box: {left: box.left, right: box.right, top: box.top, bottom: box.bottom},
        };
      });
    });
    expect(labels.length).toBeGreaterThan(12);
    for (const label of labels) {
      expect(label.px, `font size of "${label.text}"`).toBeGreaterThanOrEqual(12);
      expect(label.inside, `"${label.text}" is cut off by the chart's edge`).toBe(true);
    }
    for (let i = 0; i < labels.length; i++) {
      for (let j = i + 1; j < labels.length; j++) {
        const a = labels[i]!.box;
        const b = labels[j]!.box;
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        expect(overlap, `"${labels[i]!.text}" and "${labels[j]!.text}" overlap`).toBe(false);
      }
    }
    await chart.scrollIntoViewIfNeeded();
    await snapshotBothThemes(page, testInfo, 'finance-chart');
  });
});
