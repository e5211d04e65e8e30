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

/** `id` names the submission: made once per submission and sent again on a retry, so the server stores it once. */
export type FeedbackPayload = {title: string; feedback: string; website: string; id: string};

/** What came of a submission: posted, saved by the server for later (GitHub failed), or not taken at all. */
export type SendResult = 'sent' | 'saved' | 'failed';

/** A new submission id: a random UUID (crypto.randomUUID where the page has it, else from getRandomValues). */
export function newSubmissionId(cryptoImpl: Crypto | undefined = globalThis.crypto): string {
  if (typeof cryptoImpl?.randomUUID === 'function') return cryptoImpl.randomUUID();
  // randomUUID exists only in secure contexts; getRandomValues everywhere (a UUID version 4 from 16 random bytes).
  const bytes = new Uint8Array(16);
  if (cryptoImpl?.getRandomValues) cryptoImpl.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The submission title, as the function and the GitHub discussion show it. */
export function buildFeedbackTitle(pathname: string, date: Date): string {
  return `Feedback on ${pathname} - ${date.toUTCString()}`;
}

export function buildFeedbackPayload(
  pathname: string,
  feedback: string,
  website: string,
  date: Date,
  id: string,
): FeedbackPayload {
  return {title: buildFeedbackTitle(pathname, date), feedback, website, id};
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
 * Sends the feedback: 'sent' for 200; 'saved' when the server answers that it kept the submission though it could not
 * post it (an error status with `saved: true` and this submission's id); 'failed' for anything else, or when the
 * request fails (offline, aborted, blocked).
 */
export async function sendFeedback(
  payload: FeedbackPayload,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<SendResult> {
  try {
    const response = await fetchImpl(FEEDBACK_ENDPOINT, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(payload),
      signal,
    });
    if (response.status === 200) return 'sent';
    if (response.status < 500) return 'failed';
    const answer = (await response.json().catch(() => null)) as {saved?: unknown; id?: unknown} | null;
    return answer?.saved === true && answer.id === payload.id ? 'saved' : 'failed';
  } catch {
    return 'failed';
  }
}
