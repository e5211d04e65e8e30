/**
 * Issue 46, "Reading": what the reading checks at 390 px (reading.mobile.spec.ts) and 1280 px (reading.spec.ts) measure.
 */
import type {Page} from '@playwright/test';
import {DIAGRAM_FONT_SIZE} from '../../plugins/static-diagrams/shared';

/** The page the diagram checks read: its diagram (a server around a channel) is 979 px wide. */
export const DIAGRAM_PAGE = '/docs/concepts/channel';

export type DiagramMeasure = {
  /** How wide the box is, and how wide its content. */
  boxWidth: number;
  scrollWidth: number;
  /** The size its 15 px labels are shown at, in CSS px, to a tenth (the image's width attribute is rounded up). */
  labelPx: number;
  /** The scroll hint under it, when one is shown. */
  hint: string | null;
};

/** Every diagram of the page, measured (the shown image of the current colour mode). */
export async function measureDiagrams(page: Page): Promise<DiagramMeasure[]> {
  const figures = page.getByTestId('static-diagram');
  await figures.first().waitFor();
  return figures.evaluateAll(
    (elements, fontSize) =>
      elements.map((figure) => {
        const box = figure.querySelector<HTMLElement>('[role="group"]')!;
        const image = Array.from(box.querySelectorAll('img')).find((img) => img.getBoundingClientRect().width > 0)!;
        const hint = figure.querySelector<HTMLElement>('[data-testid="diagram-scroll-hint"]');
        return {
          boxWidth: box.clientWidth,
          scrollWidth: box.scrollWidth,
          labelPx:
            Math.round((10 * fontSize * image.getBoundingClientRect().width) / Number(image.getAttribute('width'))) /
            10,
          hint: hint && hint.getBoundingClientRect().height > 0 ? (hint.textContent ?? '') : null,
        };
      }),
    DIAGRAM_FONT_SIZE,
  );
}

/** The heights of the version buttons of the specification version switcher on a page. */
export async function versionButtonHeights(page: Page): Promise<{label: string; height: number}[]> {
  const links = page.locator('nav[aria-label$="version"] a[data-version]');
  await links.first().waitFor();
  return links.evaluateAll((elements) =>
    elements.map((element) => ({
      label: element.textContent ?? '',
      height: Math.round(element.getBoundingClientRect().height * 10) / 10,
    })),
  );
}
