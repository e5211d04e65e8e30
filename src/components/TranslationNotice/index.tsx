import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePageTranslation} from '@site/src/lib/usePageTranslation';
import styles from './styles.module.css';

export type TranslationNoticeProps = {className?: string};

/** The notice's text for each status that has one. Static ids, so `write-translations` extracts them. */
function noticeText(status: string): {text: string; link: string} | null {
  switch (status) {
    case 'untranslated':
      return {
        text: translate({
          id: 'translation.untranslated.notice',
          message: 'This page is not translated yet. The text below is the English original.',
        }),
        link: translate({id: 'translation.untranslated.link', message: 'Open it on the English site'}),
      };
    case 'outdated':
      return {
        text: translate({
          id: 'translation.outdated.notice',
          message: 'This translation was made from an older version of the English page.',
        }),
        link: translate({id: 'translation.outdated.link', message: 'Read the current English page'}),
      };
    case 'generated':
      return {
        text: translate({
          id: 'translation.generated.notice',
          message: 'This reference is generated from the published JSON Schemas and is available in English only.',
        }),
        link: translate({id: 'translation.generated.link', message: 'Open the English page'}),
      };
    default:
      return null;
  }
}

/**
 * Tells a reader of a locale other than English that the page's content is English (not translated yet, or generated),
 * or that its translation is older than the English page, and links the English page.
 */
export default function TranslationNotice({className}: TranslationNoticeProps): React.JSX.Element | null {
  const {status, sourceUrl} = usePageTranslation();
  const {
    i18n: {defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  const notice = noticeText(status);
  if (!notice) return null;
  return (
    // Named, so that it is not a second unnamed complementary landmark beside the docs sidebar (axe landmark-unique).
    <aside
      aria-label={translate({id: 'translationNotice.label', message: 'About this translation'})}
      className={clsx('alert alert--info', styles.notice, className)}
      data-testid="translation-notice">
      <span>{notice.text}</span>{' '}
      {/* Each locale is its own build: the English page is a full page load, not a client-side route. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a href={sourceUrl} hrefLang={localeConfigs[defaultLocale]?.htmlLang ?? defaultLocale} className={styles.link}>
        {notice.link}
      </a>
    </aside>
  );
}
