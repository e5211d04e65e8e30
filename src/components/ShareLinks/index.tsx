import React, {useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {shareLinks} from '@site/src/lib/blog';
import styles from './styles.module.css';
import SectionHeading from '@site/src/components/SectionHeading';
import Link from '@docusaurus/Link';

export type ShareLinksProps = {url: string; title: string};

type CopyState = 'idle' | 'copied' | 'failed';

/** Share on X and LinkedIn as plain links (no third-party script), and copy the link with an announced confirmation. */
export default function ShareLinks({url, title}: ShareLinksProps): React.JSX.Element {
  const links = shareLinks(url, title);
  const [copy, setCopy] = useState<CopyState>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section className={styles.share} aria-labelledby="share-title">
      <SectionHeading as="h2" id="share-title" className={styles.heading}>
        <Translate id="blog.share.title">Share this post</Translate>
      </SectionHeading>
      <ul className={styles.list}>
        <li>
          <Link
            className={styles.button}
            href={links.x}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="share-x">
            <Translate id="blog.share.x">Share on X</Translate>
            <span className="sr-only">{translate({id: 'blog.share.newTab', message: ' (opens in a new tab)'})}</span>
          </Link>
        </li>
        <li>
          <Link
            className={styles.button}
            href={links.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="share-linkedin">
            <Translate id="blog.share.linkedin">Share on LinkedIn</Translate>
            <span className="sr-only">{translate({id: 'blog.share.newTab', message: ' (opens in a new tab)'})}</span>
          </Link>
        </li>
        <li>
          <button type="button" className={styles.button} onClick={onCopy} data-testid="share-copy">
            <Translate id="blog.share.copy">Copy link</Translate>
          </button>
        </li>
      </ul>
      <p className={styles.status} role="status" aria-live="polite" data-testid="share-status">
        {copy === 'copied' && translate({id: 'blog.share.copied', message: 'Link copied to the clipboard.'})}
        {copy === 'failed' &&
          translate({id: 'blog.share.copyFailed', message: 'Could not copy the link. The address is {url}'}, {url})}
      </p>
    </section>
  );
}
