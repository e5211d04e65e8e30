/**
 * One formatter per locale: making an Intl.DateTimeFormat costs far more than formatting with it (about a millisecond
 * against microseconds), and the build renders hundreds of post dates.
 */
const postDateFormats = new Map<string, Intl.DateTimeFormat>();

/** "January 5, 2024": the date in UTC, so a post dated at midnight UTC shows the same day everywhere. */
export function formatPostDate(date: string | Date, locale = 'en-US'): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  let format = postDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
    postDateFormats.set(locale, format);
  }
  return format.format(value);
}
