import {devices} from '@playwright/test';

/** The phone the `mobile` project emulates (390x844 at 2x, touch); the `@parser` tests of *.mobile.spec.ts use it too. */
export const PHONE = {
  viewport: {width: 390, height: 844},
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};
