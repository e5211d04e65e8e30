/**
 * How long the feedback function may wait, and the helper that enforces it.
 *
 * Netlify stops a synchronous function after 10 s, and what it had not done by then is lost: the reader gets a
 * platform error, and a submission not yet kept is gone. So the function's own waits end well before: GitHub gets
 * 5 s, keeping the submission 2 s, 7 s in all at the very worst (validation takes microseconds), which leaves the
 * rest for a cold start. When GitHub is slow the submission is kept and the answer says so; when the store is slow
 * the answer says the submission could not be saved.
 */

/** Netlify's limit for a synchronous function (what every deadline here must stay well under). */
export const PLATFORM_LIMIT_MS = 10_000;
/** How long to wait for GitHub's answer to one GraphQL request. */
export const DEFAULT_GITHUB_TIMEOUT_MS = 5_000;
/** How long to wait for the feedback store to keep one submission. */
export const DEFAULT_STORE_TIMEOUT_MS = 2_000;

export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${formatSeconds(ms)}`);
    this.name = 'DeadlineError';
  }
}

export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

/**
 * `promise`, or a DeadlineError once `ms` have passed (the work itself goes on; its result is then ignored). The timer
 * does not keep the process alive.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
