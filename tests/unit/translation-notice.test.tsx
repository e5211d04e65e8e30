import React from 'react';
import {screen} from '@testing-library/react';
import TranslationNotice from '@site/src/components/TranslationNotice';
import ContentLanguage from '@site/src/components/ContentLanguage';
import {InterfaceOnlyPage} from '@site/src/lib/usePageTranslation';
import {renderWithSite} from './render';

const translations = {
  locales: {
    de: {
      translated: ['/docs/concepts/channel'],
      outdated: ['/docs/concepts/server'],
      generated: ['/docs/reference/bindings/kafka'],
    },
  },
};
const german = (path: string) => ({path, locale: 'de' as const, globalData: {translations}});

describe('TranslationNotice', () => {
  it.each([
    [
      '/de/docs/concepts/producer',
      'This page is not translated yet. The text below is the English original.',
      'Open it on the English site',
      '/docs/concepts/producer',
    ],
    [
      '/de/docs/concepts/server',
      'This translation was made from an older version of the English page.',
      'Read the current English page',
      '/docs/concepts/server',
    ],
    [
      '/de/docs/reference/bindings/kafka',
      'This reference is generated from the published JSON Schemas and is available in English only.',
      'Open the English page',
      '/docs/reference/bindings/kafka',
    ],
  ])('on %s says why and links the English page', (path, text, link, href) => {
    renderWithSite(<TranslationNotice />, german(path));
    expect(screen.getByTestId('translation-notice')).toHaveTextContent(text);
    expect(screen.getByRole('link', {name: link})).toHaveAttribute('href', href);
    expect(screen.getByRole('link', {name: link})).toHaveAttribute('hreflang', 'en');
  });

  it('is absent on a translated page, on English pages and on interface-only pages', () => {
    for (const options of [
      german('/de/docs/concepts/channel'),
      {path: '/docs/concepts/producer', globalData: {translations}},
    ]) {
      const {container, unmount} = renderWithSite(<TranslationNotice />, options);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    const {container} = renderWithSite(
      <InterfaceOnlyPage>
        <TranslationNotice />
      </InterfaceOnlyPage>,
      german('/de/nowhere'),
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ContentLanguage', () => {
  it('marks untranslated and generated text as English, and nothing else', () => {
    const marked = (path: string, locale: 'en' | 'de' = 'de') =>
      renderWithSite(
        <ContentLanguage>
          <p>text</p>
        </ContentLanguage>,
        {path, locale, globalData: {translations}},
      )
        .container.querySelector('[lang]')
        ?.getAttribute('lang') ?? null;
    expect(marked('/de/docs/concepts/producer')).toBe('en');
    expect(marked('/de/docs/reference/bindings/kafka')).toBe('en');
    expect(marked('/de/docs/concepts/channel')).toBeNull();
    expect(marked('/de/docs/concepts/server')).toBeNull();
    expect(marked('/docs/concepts/producer', 'en')).toBeNull();
  });
});
