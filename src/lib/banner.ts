/**
 * Visibility of the "AsyncAPI v3 is out" banner (ARCHITECTURE.md, rule "Site shell"). It is hidden when the UTC year is
 * after 2023, or the UTC month index is above 11, or the UTC day of the month is before 6.
 */
export function isV3BannerVisible(now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  return !(year > 2023 || month > 11 || day < 6);
}
