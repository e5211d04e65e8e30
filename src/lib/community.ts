/** Small pure helpers shared by the community pages: profile and repository URLs, dates of contributions. */

export const githubProfileUrl = (handle: string): string => `https://github.com/${handle}`;
export const xProfileUrl = (handle: string): string => `https://x.com/${handle}`;
export const linkedinProfileUrl = (handle: string): string => `https://www.linkedin.com/in/${encodeURIComponent(handle)}`;
export const repositoryUrl = (name: string): string => `https://github.com/asyncapi/${name}`;

/** GitHub serves every user's avatar at github.com/<handle>.png; `size` asks for a square of that many pixels. */
export function avatarUrl(handle: string, size: number): string {
  return `https://github.com/${handle}.png?size=${size}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "May 2022", or "2022" when the month is unknown. */
export function monthYear(year: number, month?: number): string {
  return month && month >= 1 && month <= 12 ? `${MONTHS[month - 1]} ${year}` : String(year);
}

/** Sorts items with a year and optional month, newest first; items without a month sort after that year's dated ones. */
export function newestFirst<T extends {year: number; month?: number}>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.year - a.year || (b.month ?? 0) - (a.month ?? 0));
}
