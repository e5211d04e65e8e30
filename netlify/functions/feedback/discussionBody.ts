/** What a feedback discussion looks like on GitHub. */
import {neutraliseMentions} from './mentions';
import type {FeedbackSubmission} from './types';

export const SITE_URL = 'https://www.asyncapi.com';

/** The discussion title: the submitted title with references neutralised. */
export function buildDiscussionTitle(submission: FeedbackSubmission): string {
  return neutraliseMentions(submission.title.trim());
}

/**
 * The discussion body in GitHub Markdown: the feedback as written (mentions and references neutralised),
 * then a separator and the page it is about, when known.
 */
export function buildDiscussionBody(submission: FeedbackSubmission): string {
  const parts = [neutraliseMentions(submission.feedback.trim())];
  if (submission.page) {
    const url = `${SITE_URL}${submission.page}`;
    parts.push('---', `Sent from the feedback form on ${neutraliseMentions(url)}`);
  }
  return parts.join('\n\n');
}
