import React, {useEffect, useId, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {buildFeedbackPayload, buildIssueUrl, FOLLOW_URL, newSubmissionId, sendFeedback} from './feedback';
import styles from './styles.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';
import Link from '@docusaurus/Link';

/** The form takes no props: it reads the page path from the router. */
export type DocsFeedbackProps = Record<string, never>;

type Status = 'idle' | 'sending' | 'success' | 'saved' | 'error';

/**
 * The feedback box at the bottom of docs pages. Idle, then sending, then a thank-you panel (HTTP 200), a saved panel
 * (the server kept it but could not post it yet: it will not be lost) or an error panel (anything else) that keeps the
 * typed text and offers a prefilled GitHub issue instead. Each submission has an id, made when it is first sent and
 * sent again by "Try again" while the text is unchanged, so the server stores a retried submission once.
 * It goes back to idle, empty, when the route changes.
 */
export default function DocsFeedback(): React.JSX.Element {
  const {pathname} = useLocation();
  const [status, setStatus] = useState<Status>('idle');
  const [feedback, setFeedback] = useState('');
  const [honeypot, setHoneypot] = useState('');
  // The id of the submission being sent or retried; a new one once the text changes.
  const submissionId = useRef<string | null>(null);
  // Each request gets a number; an answer that arrives after the route changed (or a newer request) is ignored.
  const requestId = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef<'panel' | 'textarea' | null>(null);
  const id = useId();
  // Until React has hydrated, a click would submit the form the browser's way (a page reload): wait.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    requestId.current += 1;
    controller.current?.abort();
    setStatus('idle');
    setFeedback('');
    setHoneypot('');
    submissionId.current = null;
  }, [pathname]);

  useEffect(() => () => controller.current?.abort(), []);

  // After a panel replaces the form (or the form comes back), put the focus where the person can go on.
  useEffect(() => {
    if (moveFocus.current === 'panel') panelHeading.current?.focus();
    if (moveFocus.current === 'textarea') textarea.current?.focus();
    moveFocus.current = null;
  }, [status]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (status === 'sending') return;
    const current = ++requestId.current;
    controller.current?.abort();
    controller.current = new AbortController();
    setStatus('sending');
    submissionId.current ??= newSubmissionId();
    const result = await sendFeedback(
      buildFeedbackPayload(pathname, feedback, honeypot, new Date(), submissionId.current),
      undefined,
      controller.current.signal,
    );
    if (current !== requestId.current) return;
    moveFocus.current = 'panel';
    setStatus(result === 'sent' ? 'success' : result === 'saved' ? 'saved' : 'error');
  }

  function tryAgain(): void {
    moveFocus.current = 'textarea';
    setStatus('idle');
  }

  const sending = status === 'sending';

  return (
    <section className={styles.feedback} aria-labelledby={`${id}-heading`}>
      <SectionHeading as="h2" id={`${id}-heading`} className={styles.heading}>
        {translate({id: 'docsFeedback.heading', message: 'Was this page helpful?'})}
      </SectionHeading>

      <div aria-live="polite" aria-atomic="true">
        {sending && (
          <p className={styles.srOnly}>{translate({id: 'docsFeedback.sending', message: 'Sending your feedback…'})}</p>
        )}
        {status === 'success' && (
          <div className={styles.panel} data-state="success">
            <Heading as="h3" ref={panelHeading} tabIndex={-1} className={styles.panelTitle}>
              {translate({id: 'docsFeedback.success.title', message: 'Thank you for your feedback!'})}
            </Heading>
            <p className={styles.panelText}>
              {translate({
                id: 'docsFeedback.success.text',
                message: "Your contribution has been received and we couldn't be happier.",
              })}
            </p>
            <Link className="button button--primary" href={FOLLOW_URL} target="_blank" rel="noopener noreferrer">
              {translate({id: 'docsFeedback.success.follow', message: 'Follow on GitHub'})}
            </Link>
          </div>
        )}
        {status === 'saved' && (
          <div className={styles.panel} data-state="saved">
            <Heading as="h3" ref={panelHeading} tabIndex={-1} className={styles.panelTitle}>
              {translate({id: 'docsFeedback.saved.title', message: 'Thank you: your feedback was saved'})}
            </Heading>
            <p className={styles.panelText}>
              {translate({
                id: 'docsFeedback.saved.text',
                message:
                  'It could not be posted to GitHub right now, but it is saved on our server and will be posted later. There is nothing more to do.',
              })}
            </p>
          </div>
        )}
        {status === 'error' && (
          <div className={styles.panel} data-state="error">
            <Heading as="h3" ref={panelHeading} tabIndex={-1} className={styles.panelTitle}>
              {translate({id: 'docsFeedback.error.title', message: 'Oops! Something went wrong...'})}
            </Heading>
            <p className={styles.panelText}>
              {translate({id: 'docsFeedback.error.text', message: 'We were unable to process your feedback'})}
            </p>
            <div className={styles.actions}>
              <Link
                className="button button--primary"
                href={buildIssueUrl(pathname, feedback)}
                target="_blank"
                rel="noopener noreferrer">
                {translate({id: 'docsFeedback.error.issue', message: 'Create Issue on GitHub'})}
              </Link>
              <button type="button" className="button button--secondary" onClick={tryAgain}>
                {translate({id: 'docsFeedback.error.retry', message: 'Try again'})}
              </button>
            </div>
          </div>
        )}
      </div>

      {(status === 'idle' || sending) && (
        <form className={styles.form} onSubmit={onSubmit} aria-busy={sending}>
          <label htmlFor={`${id}-text`} className={styles.label}>
            {translate({id: 'docsFeedback.label', message: 'Tell us how we can improve this page'})}
          </label>
          <textarea
            id={`${id}-text`}
            ref={textarea}
            name="feedback"
            className={styles.textarea}
            required
            rows={4}
            placeholder={translate({id: 'docsFeedback.placeholder', message: 'Write your suggestions here'})}
            value={feedback}
            onChange={(event) => {
              setFeedback(event.target.value);
              submissionId.current = null;
            }}
          />
          {/* Honeypot: hidden from people and assistive technology; bots that fill every field give themselves away. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={`${id}-website`}>Website</label>
            <input
              id={`${id}-website`}
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </div>
          <button type="submit" className="button button--primary" disabled={sending || !hydrated}>
            {sending
              ? translate({id: 'docsFeedback.submitting', message: 'Sending…'})
              : translate({id: 'docsFeedback.submit', message: 'Send feedback'})}
          </button>
        </form>
      )}
    </section>
  );
}
