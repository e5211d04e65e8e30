/**
 * The pure parts of the docs feedback form: what it sends, where, and the GitHub issue link offered when
 * sending fails.
 */
import {GITHUB_ORG_URL, SITE_REPO_URL, SITE_URL} from '@site/src/data/site';

/** The feedback function, served by Netlify in production and by the local dev and preview servers. */
export const FEEDBACK_ENDPOINT = '/.netlify/functions/github_discussions';
/** Where the success panel invites people to follow the project. */
export const FOLLOW_URL = GITHUB_ORG_URL;
export const NEW_ISSUE_URL = `${SITE_REPO_URL}/issues/new`;
/** Longest feedback quoted in the issue link, so the URL stays well below what browsers and GitHub accept. */
export const MAX_ISSUE_FEEDBACK_CHARS = 4000;

export type FeedbackPayload = {title: string; feedback: string; website: string};

/** The submission title, as the function and the GitHub discussion show it. */
export function buildFeedbackTitle(pathname: string, date: Date): string {
  return `Feedback on ${pathname} - ${date.toUTCString()}`;
}

export function buildFeedbackPayload(pathname: string, feedback: string, website: string, date: Date): FeedbackPayload {
  return {title: buildFeedbackTitle(pathname, date), feedback, website};
}

/**
 * A link to a new issue in the website repository, with the page and the typed feedback prefilled, for when
 * the form could not deliver it. Very long feedback is cut (code point safe) and marked as cut.
 */
export function buildIssueUrl(pathname: string, feedback: string): string {
  const chars = Array.from(feedback.trim());
  const quoted =
    chars.length > MAX_ISSUE_FEEDBACK_CHARS
      ? `${chars.slice(0, MAX_ISSUE_FEEDBACK_CHARS).join('')}\n\n(cut to ${MAX_ISSUE_FEEDBACK_CHARS} characters)`
      : chars.join('');
  const title = `Feedback on ${pathname}`;
  const body = `Page: ${SITE_URL}${pathname}\n\n${quoted}`;
  return `${NEW_ISSUE_URL}?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}

/**
 * Sends the feedback. Only the HTTP status matters: true for 200, false for any other status or when the
 * request fails (offline, aborted, blocked).
 */
export async function sendFeedback(
  payload: FeedbackPayload,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const response = await fetchImpl(FEEDBACK_ENDPOINT, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(payload),
      signal,
    });
    return response.status === 200;
  } catch {
    return false;
  }
}
