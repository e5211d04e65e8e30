/**
 * Renders a component the way Docusaurus would: inside the Docusaurus context (site config, i18n)
 * and a memory router at a chosen path.
 */
import React from 'react';
import {render, type RenderResult} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {Context as DocusaurusContext} from '@docusaurus/core/lib/client/docusaurusContext';
import siteConfigModule from '@generated/docusaurus.config';

export type RenderOptions = {
  path?: string;
  locale?: 'en' | 'de';
  /** Plugins' global data by plugin name (the default instance), e.g. {translations: {...}}. */
  globalData?: Record<string, unknown>;
};

/** The Docusaurus context and a memory router at `path`, around `children` (for render, renderToString, hydrateRoot). */
export function SiteWrapper({
  children,
  path = '/',
  locale = 'en',
  globalData = {},
}: RenderOptions & {children: React.ReactNode}): React.JSX.Element {
  const siteConfig = siteConfigModule as unknown as Record<string, unknown>;
  const value = {
    siteConfig,
    siteMetadata: {docusaurusVersion: '3.10.2', siteVersion: undefined, pluginVersions: {}},
    globalData: Object.fromEntries(Object.entries(globalData).map(([name, data]) => [name, {default: data}])),
    i18n: {
      defaultLocale: 'en',
      locales: ['en', 'de'],
      currentLocale: locale,
      path: locale,
      localeConfigs: {
        en: {
          label: 'English',
          direction: 'ltr',
          htmlLang: 'en',
          calendar: 'gregory',
          path: 'en',
          translate: true,
          url: 'https://www.asyncapi.com',
          baseUrl: '/',
        },
        de: {
          label: 'Deutsch',
          direction: 'ltr',
          htmlLang: 'de',
          calendar: 'gregory',
          path: 'de',
          translate: true,
          url: 'https://www.asyncapi.com',
          baseUrl: '/de/',
        },
      },
    },
    codeTranslations: {},
  };
  return (
    // The context's value type is internal to Docusaurus; the fields above are the ones components read.
    <DocusaurusContext.Provider value={value as unknown as React.ContextType<typeof DocusaurusContext>}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </DocusaurusContext.Provider>
  );
}

export function renderWithSite(ui: React.ReactElement, options: RenderOptions = {}): RenderResult {
  return render(<SiteWrapper {...options}>{ui}</SiteWrapper>);
}
