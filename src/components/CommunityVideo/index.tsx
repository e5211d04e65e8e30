import React, {useEffect, useRef, useState} from 'react';
import styles from './styles.module.css';
import Link from '@docusaurus/Link';

export type CommunityVideoProps = {
  title: string;
  youtubeId: string;
  summary?: string;
  /** For meeting recordings: the meeting's GitHub issue. */
  issueUrl?: string;
};

/** The privacy-enhanced embed URL: nothing from YouTube loads until the reader asks for the video. */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}

export function youtubeWatchUrl(youtubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;
}

/**
 * A click-to-load video: a local placeholder (title and play button, no external image) until the reader
 * presses play, then an iframe from youtube-nocookie.com, which receives focus.
 */
export default function CommunityVideo({title, youtubeId, summary, issueUrl}: CommunityVideoProps): React.JSX.Element {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <figure className={styles.video}>
      <div className={styles.screen}>
        {playing ? (
          <iframe
            ref={frame}
            className={styles.frame}
            src={youtubeEmbedUrl(youtubeId)}
            title={title}
            width={560}
            height={315}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className={styles.placeholder}
            aria-label={`Play video: ${title} (loads it from YouTube)`}
            onClick={() => setPlaying(true)}>
            <span className={styles.play} aria-hidden="true">
              <svg width="28" height="28" viewBox="0 0 24 24" focusable="false">
                <path fill="currentColor" d="M8 5v14l11-7z" />
              </svg>
            </span>
            <span className={styles.placeholderTitle}>{title}</span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.captionTitle}>{title}</span>
        {summary ? <span className={styles.summary}>{summary}</span> : null}
        <span className={styles.links}>
          <Link href={youtubeWatchUrl(youtubeId)}>Watch on YouTube</Link>
          {issueUrl ? <Link href={issueUrl}>Meeting issue on GitHub</Link> : null}
        </span>
      </figcaption>
    </figure>
  );
}
