/**
 * Fill colours for the chart's categories. Mid-tone colours that stay distinguishable from each other and
 * visible (3:1 or better) on both the light and the dark page background.
 */
import type {FinanceCategory} from '@site/src/data/finance';

export const CHART_PALETTE = [
  '#7b61ff',
  '#0f9d94',
  '#e08a00',
  '#d4551f',
  '#3f8fd8',
  '#c75a9a',
  '#2e9d57',
  '#a0782a',
  '#8f5bd1',
  '#d03f5f',
  '#5f8f20',
  '#7a7f91',
] as const;

/** The colour of a category: its position in the full category list picks the palette entry. */
export function categoryColour(category: FinanceCategory, categories: readonly FinanceCategory[]): string {
  const index = Math.max(0, categories.indexOf(category));
  return CHART_PALETTE[index % CHART_PALETTE.length];
}
