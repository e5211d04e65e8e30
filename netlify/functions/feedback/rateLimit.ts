/**
 * A sliding-window rate limiter kept in memory: at most `limit` submissions per client in any `windowMs`.
 * On Netlify each warm function instance has its own memory, so there it is a best-effort brake; on the
 * local servers it is exact.
 */
export const DEFAULT_RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60_000;

export type RateDecision = {allowed: true} | {allowed: false; retryAfterSeconds: number};

export type RateLimiter = {
  /** Records an attempt by `key` at `now` (ms) if it is allowed, and says whether it is. */
  take(key: string, now?: number): RateDecision;
};

/** Reads the per-minute limit from an environment value; anything but a positive integer gives the default. */
export function parseRateLimit(value: string | undefined): number {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return DEFAULT_RATE_LIMIT;
  const parsed = Number(value);
  return parsed > 0 ? parsed : DEFAULT_RATE_LIMIT;
}

export function createRateLimiter(limit: number, windowMs: number = RATE_WINDOW_MS): RateLimiter {
  const attempts = new Map<string, number[]>();
  let calls = 0;

  function prune(now: number): void {
    for (const [key, times] of attempts) {
      if (times[times.length - 1] <= now - windowMs) attempts.delete(key);
    }
  }

  return {
    take(key, now = Date.now()) {
      // Forget idle clients now and then so the map cannot grow without bound.
      calls += 1;
      if (calls % 1000 === 0) prune(now);

      const recent = (attempts.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        const retryAfterMs = recent[0] + windowMs - now;
        return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000))};
      }
      recent.push(now);
      attempts.set(key, recent);
      return {allowed: true};
    },
  };
}
