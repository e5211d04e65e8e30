/**
 * Fill colours for the chart's categories: mid-tone colours that stay visible on both the light and the
 * dark page background, fixed per category so a category looks the same in every year. Categories that
 * appear in the same year get clearly different hues.
 */
import type {FinanceCategory} from '@site/src/data/finance';

export const CATEGORY_COLOURS: Readonly<Record<FinanceCategory, string>> = {
  'Community Manager': '#6b52e0',
  'Community Marketing Specialist': '#0f9d94',
  'Bounty Program': '#e08a00',
  'AsyncAPI Mentorship 2022': '#c75a9a',
  'Mentorship Program 2023': '#3f8fd8',
  'Google Season of Docs 2022': '#2e9d57',
  'Ambassador Program': '#d4551f',
  'AsyncAPI Conf on Tour 2023': '#a0782a',
  'AsyncAPI Conf on Tour 2024': '#e7298a',
  'Swag Store': '#b8322f',
  'JSON Schema Sponsorship': '#6f9a1f',
  '3rd Party Services': '#7a7f91',
};

export function categoryColour(category: FinanceCategory): string {
  return CATEGORY_COLOURS[category];
}
