import {isV3BannerVisible} from '@site/src/lib/banner';

const at = (iso: string) => new Date(iso);

describe('isV3BannerVisible (hidden when year > 2023, month index > 11, or day < 6, in UTC)', () => {
  it('is visible from 6 December 2023', () => {
    expect(isV3BannerVisible(at('2023-12-06T00:00:00Z'))).toBe(true);
    expect(isV3BannerVisible(at('2023-12-31T23:59:59Z'))).toBe(true);
  });

  it('is hidden on the 5th and earlier days of a month (day boundary)', () => {
    expect(isV3BannerVisible(at('2023-12-05T23:59:59Z'))).toBe(false);
    expect(isV3BannerVisible(at('2023-12-01T00:00:00Z'))).toBe(false);
    expect(isV3BannerVisible(at('2023-06-06T00:00:00Z'))).toBe(true);
  });

  it('is hidden after 2023 (year boundary)', () => {
    expect(isV3BannerVisible(at('2024-01-06T00:00:00Z'))).toBe(false);
    expect(isV3BannerVisible(at('2026-11-22T12:00:00Z'))).toBe(false);
  });

  it('uses UTC, not the local time zone', () => {
    // 2024-01-01T00:30 UTC is still 2023-12-31 in New York, but the rule reads UTC: hidden.
    expect(isV3BannerVisible(at('2024-01-01T00:30:00Z'))).toBe(false);
    // 2023-12-05T23:30-02:00 is 2023-12-06T01:30 UTC: visible.
    expect(isV3BannerVisible(at('2023-12-05T23:30:00-02:00'))).toBe(true);
  });

  it('never sees a month index above 11 from a real date, so the month rule never hides a valid date', () => {
    for (let month = 0; month < 12; month += 1) {
      expect(isV3BannerVisible(new Date(Date.UTC(2023, month, 10)))).toBe(true);
    }
  });
});
