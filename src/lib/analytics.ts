/**
 * Analytics helpers (ARCHITECTURE.md, rule "Analytics"). Page views go to the tag manager's data layer only on the
 * production host, and any label that looks like an e-mail address is redacted before it is sent.
 */
export const PRODUCTION_HOST_FRAGMENT = 'asyncapi.com';
export const REDACTED = '[redacted email]';

const EMAIL_LIKE = /[^\s@<>()[\]{}"',;:]+@[^\s@<>()[\]{}"',;:]+\.[a-z]{2,}/i;

/** True when the label contains something shaped like an e-mail address. */
export function looksLikeEmail(label: string): boolean {
  return EMAIL_LIKE.test(label);
}

/** Returns the label, or a fixed placeholder when it looks like an e-mail address. */
export function redactLabel(label: string): string {
  return looksLikeEmail(label) ? REDACTED : label;
}

export function isProductionHost(hostname: string): boolean {
  return hostname.includes(PRODUCTION_HOST_FRAGMENT);
}

export type DataLayerEvent = {event: string; [key: string]: unknown};
export type DataLayer = {push: (event: DataLayerEvent) => unknown};

export type AnalyticsEnv = {
  hostname: string;
  gtmId: string | undefined;
  dataLayer: DataLayer | undefined;
  warn: (message: string) => void;
};

/**
 * Sends one analytics event. Returns true when it was handed to the data layer.
 * Off the production host nothing is sent. On it, a missing container id only warns.
 */
export function sendEvent(env: AnalyticsEnv, event: string, label?: string): boolean {
  if (!isProductionHost(env.hostname)) return false;
  if (!env.gtmId) {
    env.warn('GTM Id is required');
    return false;
  }
  if (!env.dataLayer) return false;
  const payload: DataLayerEvent = {event};
  if (label !== undefined) payload.label = redactLabel(label);
  env.dataLayer.push(payload);
  return true;
}

/** A page view: the label is the page path (redacted if it carries an e-mail address). */
export function trackPageView(env: AnalyticsEnv, path: string): boolean {
  return sendEvent(env, 'page_view', path);
}
