/** What a feedback discussion looks like on GitHub. */
import {neutraliseMentions} from './mentions';
import type {FeedbackSubmission} from './types';

export const SITE_URL = 'https://www.asyncapi.com';

/** The discussion title: the submitted title with references neutralised. */
export function buildDiscussionTitle(submission: FeedbackSubmission): string {
  return neutraliseMentions(submission.title.trim());
}

/**
 * The line that carries a submission's id in its discussion: an HTML comment, which GitHub does not show, so a
 * second delivery of the same submission finds the discussion the first one made (./redeliver.ts).
 */
export function idMarker(id: string): string {
  return `<!-- asyncapi-feedback-id: ${id} -->`;
}

/** The ids in a discussion body's markers. */
export function markedIds(body: string): string[] {
  return [...body.matchAll(/<!-- asyncapi-feedback-id: ([\w-]+) -->/g)].map((match) => match[1]!);
}

/**
 * The discussion body in GitHub Markdown: the feedback as written (mentions and references neutralised),
 * then a separator and the page it is about, when known; then the submission's id marker, when given.
 */
export function buildDiscussionBody(submission: FeedbackSubmission, id?: string): string {
  const parts = [neutraliseMentions(submission.feedback.trim())];
  if (submission.page) {
    const url = `${SITE_URL}${submission.page}`;
    parts.push('---', `Sent from the feedback form on ${neutraliseMentions(url)}`);
  }
  if (id) parts.push(idMarker(id));
  return parts.join('\n\n');
}
