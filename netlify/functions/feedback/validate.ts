/**
 * Validation of a feedback request body. Every rejection carries the HTTP status and a message that says
 * what is wrong (which field, which limit), so a caller (or a person reading the network tab) can fix the request;
 * no message repeats what the request held (a JSON parser's message quotes the body: it goes to `detail`, for the
 * log).
 */
import {countLinks, MAX_LINKS} from './links';
import type {FeedbackSubmission} from './types';

export const NOT_JSON_MESSAGE = 'The request body is not valid JSON.';
export const MAX_FEEDBACK_CHARS = 10_000;
export const MAX_TITLE_CHARS = 256;
/** Name of the honeypot field: people never see it, form-filling bots often do. */
export const HONEYPOT_FIELD = 'website';

/**
 * A submission id made by the client (a UUID, `crypto.randomUUID()` in the form): the form sends the same id again
 * when someone retries the same submission, and the handler stores each id once.
 */
const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client's submission id, lower case, when `value` is one; undefined otherwise. */
export function submissionId(value: unknown): string | undefined {
  return typeof value === 'string' && SUBMISSION_ID.test(value) ? value.toLowerCase() : undefined;
}

export type Validation =
  | {kind: 'valid'; submission: FeedbackSubmission; id?: string}
  /** The honeypot was filled in: answer as if all went well (with the client's id, if any) and drop the submission. */
  | {kind: 'spam'; id?: string}
  | {kind: 'invalid'; status: 400 | 413; message: string; detail?: string};

const TITLE_PAGE = /^Feedback on (\/\S{0,2047}) - /;
const PAGE_PATH = /^\/\S{0,2047}$/;

/** Length in Unicode code points, so an emoji counts as one character. */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Control characters (C0, DEL, C1) except tab and line feed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are stripped
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/**
 * A character someone can see: anything but white space, controls, format characters (zero-width spaces,
 * joiners, direction marks), combining marks on their own, default-ignorable code points (the Hangul fillers,
 * variation selectors) and the blank Braille pattern.
 */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Mn}\p{Me}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** The feedback text as kept: line breaks as `\n`, no other control characters than tab and line feed. */
export function cleanFeedback(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '');
}

/** A title is one line: line breaks and tabs become a space, other control characters go. */
export function cleanTitle(text: string): string {
  return text.replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ').replace(CONTROL, '');
}

export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

/** True when a Content-Type header value names JSON (`application/json`, any parameters). */
export function isJsonContentType(value: string | undefined): boolean {
  return (value ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

function invalid(message: string, status: 400 | 413 = 400): Validation {
  return {kind: 'invalid', status, message};
}

/** Parses and checks the raw JSON text of a submission. */
export function validateFeedback(raw: string): Validation {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {kind: 'invalid', status: 400, message: NOT_JSON_MESSAGE, detail: `the body is not valid JSON: ${reason}`};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return invalid('The request body must be a JSON object with "title" and "feedback" strings.');
  }
  const body = data as Record<string, unknown>;

  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') {
    const id = submissionId(body.id);
    return id ? {kind: 'spam', id} : {kind: 'spam'};
  }
  if (body.id !== undefined && submissionId(body.id) === undefined) {
    return invalid('The "id" field must be a UUID (for instance from crypto.randomUUID()).');
  }
  const id = submissionId(body.id);

  const {page} = body;
  if (body.title === undefined) return invalid('The "title" field is missing.');
  if (typeof body.title !== 'string')
    return invalid(`The "title" field must be a string, not ${describe(body.title)}.`);
  const title = cleanTitle(body.title);
  if (title.trim() === '') return invalid('The "title" field is empty.');
  if (!hasVisibleCharacter(title)) return invalid('The "title" field has no visible character.');
  if (charCount(title) > MAX_TITLE_CHARS) {
    return invalid(`The "title" field is longer than ${MAX_TITLE_CHARS} characters.`);
  }
  if (body.feedback === undefined) return invalid('The "feedback" field is missing.');
  if (typeof body.feedback !== 'string') {
    return invalid(`The "feedback" field must be a string, not ${describe(body.feedback)}.`);
  }
  const feedback = cleanFeedback(body.feedback);
  if (feedback.trim() === '') return invalid('The "feedback" field is empty.');
  if (!hasVisibleCharacter(feedback)) return invalid('The "feedback" field has no visible character.');
  const length = charCount(feedback);
  if (length > MAX_FEEDBACK_CHARS) {
    return invalid(`The "feedback" field has ${length} characters; at most ${MAX_FEEDBACK_CHARS} are accepted.`, 413);
  }
  const links = countLinks(feedback);
  if (links > MAX_LINKS) {
    return invalid(`The feedback contains ${links} links; at most ${MAX_LINKS} are accepted.`);
  }
  if (page !== undefined && typeof page !== 'string') {
    return invalid(`The "page" field must be a string, not ${describe(page)}.`);
  }
  if (page !== undefined && !PAGE_PATH.test(page)) {
    return invalid('The "page" field must be a site path that starts with "/" and has no spaces.');
  }

  const pagePath = page ?? TITLE_PAGE.exec(title)?.[1];
  return {kind: 'valid', submission: {title, feedback, ...(pagePath ? {page: pagePath} : {})}, ...(id ? {id} : {})};
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}
