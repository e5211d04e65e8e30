import {
  looksLikeEmail,
  redactLabel,
  REDACTED,
  sendEvent,
  trackPageView,
  type AnalyticsEnv,
} from '@site/src/lib/analytics';

function env(overrides: Partial<AnalyticsEnv> = {}) {
  const pushed: unknown[] = [];
  const warnings: string[] = [];
  const value: AnalyticsEnv = {
    hostname: 'www.asyncapi.com',
    gtmId: 'GTM-TEST',
    dataLayer: {push: (event) => pushed.push(event)},
    warn: (message) => warnings.push(message),
    ...overrides,
  };
  return {value, pushed, warnings};
}

describe('analytics helpers', () => {
  it.each(['jane@example.com', 'Contact: a.b+c@sub.domain.io now', 'ME@EXAMPLE.ORG'])('redacts %s', (label) => {
    expect(looksLikeEmail(label)).toBe(true);
    expect(redactLabel(label)).toBe(REDACTED);
  });

  it.each(['/docs/concepts', 'search: kafka', '@asyncapi/cli', 'v3.0.0@latest', 'user@host'])('keeps %s', (label) => {
    expect(redactLabel(label)).toBe(label);
  });

  it('sends page views on the production host with the path as label', () => {
    const {value, pushed} = env();
    expect(trackPageView(value, '/docs')).toBe(true);
    expect(pushed).toEqual([{event: 'page_view', label: '/docs'}]);
  });

  it('redacts e-mail-like labels before they are sent', () => {
    const {value, pushed} = env();
    sendEvent(value, 'search', 'someone@example.com');
    expect(pushed).toEqual([{event: 'search', label: REDACTED}]);
  });

  it.each(['localhost', '127.0.0.1', 'deploy-preview-12--asyncapi-website.netlify.app'])(
    'sends nothing on %s',
    (hostname) => {
      const {value, pushed, warnings} = env({hostname});
      expect(trackPageView(value, '/')).toBe(false);
      expect(pushed).toEqual([]);
      expect(warnings).toEqual([]);
    },
  );

  it('only warns "GTM Id is required" when the container id is missing on the production host', () => {
    const {value, pushed, warnings} = env({gtmId: undefined});
    expect(() => trackPageView(value, '/')).not.toThrow();
    expect(warnings).toEqual(['GTM Id is required']);
    expect(pushed).toEqual([]);
  });
});
