/**
 * Client module: sends a page view on every route change, through the gated helpers in src/lib/analytics
 * (production host only, e-mail-like labels redacted, a missing container id only warns).
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import {trackPageView, type DataLayer} from '@site/src/lib/analytics';

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname === previousLocation.pathname) return;
    const gtmId = siteConfig.customFields?.gtmContainerId;
    trackPageView(
      {
        hostname: window.location.hostname,
        gtmId: typeof gtmId === 'string' ? gtmId : undefined,
        dataLayer: window.dataLayer,
        warn: (message) => console.warn(message),
      },
      location.pathname,
    );
  },
};

export default clientModule;
