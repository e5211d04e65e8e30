/**
 * An admonition without a title of its own is labelled in the language of the text around it: the interface's
 * ("hinweis") on a German page, the English label ("note") inside an English page shown under the German interface
 * (src/theme/Admonition wraps the theme's). A title written in the page is kept as it is.
 */
import React from 'react';
import {render} from '@testing-library/react';
import Admonition from '@site/src/theme/Admonition';
import ContentLanguage from '@site/src/components/ContentLanguage';
import {SiteWrapper} from './render';
import deCode from '../../i18n/de/code.json';

jest.mock('@generated/codeTranslations', () => ({__esModule: true, default: {}}));
const mockCodeTranslations = (jest.requireMock('@generated/codeTranslations') as {default: Record<string, string>})
  .default;

/** /docs/translated has a German version, /docs/untranslated has none. */
const translations = {locales: {de: {translated: ['/docs/translated'], outdated: [], generated: []}}};

function label(page: 'translated' | 'untranslated', props: {type: string; title?: string}): string {
  for (const [id, entry] of Object.entries(deCode as Record<string, {message: string}>))
    mockCodeTranslations[id] = entry.message;
  const {container, unmount} = render(
    <SiteWrapper locale="de" path={`/de/docs/${page}`} globalData={{translations}}>
      <ContentLanguage>
        <Admonition {...props}>Some text.</Admonition>
      </ContentLanguage>
    </SiteWrapper>,
  );
  const heading = container.querySelector('.theme-admonition > div:first-child')?.textContent ?? '';
  unmount();
  return heading;
}

describe('<Admonition> under the German interface', () => {
  it('is labelled in German on a translated page', () => {
    expect(label('translated', {type: 'note'})).toBe('hinweis');
    expect(label('translated', {type: 'tip'})).toBe('tipp');
  });

  it('keeps the English label inside an untranslated page', () => {
    expect(label('untranslated', {type: 'note'})).toBe('note');
    expect(label('untranslated', {type: 'warning'})).toBe('warning');
  });

  it('keeps a title written in the page', () => {
    expect(label('untranslated', {type: 'note', title: 'Before you start'})).toBe('Before you start');
    expect(label('translated', {type: 'note', title: 'Bevor du anfängst'})).toBe('Bevor du anfängst');
  });
});
