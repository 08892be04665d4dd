import type { Database } from '../../db/index.js';

/**
 * Fixed-window counters kept in the database, so a limit holds across every server process behind a load
 * balancer (an in-memory limiter would give each process its own budget).
 */
export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** Sign-in: failed attempts per e-mail and per client address. */
export const LOGIN_FAILURES_PER_EMAIL: RateLimitRule = {
  bucket: 'login.email',
  limit: 5,
  windowSeconds: 15 * 60,
};
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { bucket: 'login.ip', limit: 30, windowSeconds: 15 * 60 };
/** SPEC 5 and 8: e-mail check requests max 3 per day, then 24 hours of waiting. */
export const EMAIL_CHECKS_PER_EMAIL: RateLimitRule = {
  bucket: 'email.check',
  limit: 3,
  windowSeconds: 24 * 60 * 60,
};
/** OTP sends per client address, across e-mails (against mail floods and e-mail enumeration). */
export const OTP_GENERATE_PER_IP: RateLimitRule = {
  bucket: 'otp.generate.ip',
  limit: 20,
  windowSeconds: 15 * 60,
};
/** OTP verification tries per client address, across e-mails (the per-code limit is 3 attempts). */
export const OTP_VERIFY_PER_IP: RateLimitRule = {
  bucket: 'otp.verify.ip',
  limit: 60,
  windowSeconds: 15 * 60,
};

export interface RateLimitState {
  count: number;
  /** Seconds until the window ends (0 when no window is open). */
  retryAfterSeconds: number;
}

/** The current count of an open window, without counting anything. */
export async function peekRateLimit(db: Database, rule: RateLimitRule, key: string): Promise<RateLimitState> {
  const row = await db.maybeOne<{ count: number; retry_after: number }>(
    `SELECT count, ceil(extract(epoch FROM window_start + make_interval(secs => $3) - now()))::int AS retry_after
     FROM rate_limits WHERE bucket = $1 AND key = $2 AND window_start + make_interval(secs => $3) > now()`,
    [rule.bucket, key, rule.windowSeconds],
  );
  return row
    ? { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) }
    : { count: 0, retryAfterSeconds: 0 };
}

/** True when the key has used its budget in the current window. */
export async function isRateLimited(
  db: Database,
  rule: RateLimitRule,
  key: string,
): Promise<RateLimitState | null> {
  const state = await peekRateLimit(db, rule, key);
  return state.count >= rule.limit ? state : null;
}

/** Counts one hit (opening a new window when the last one ended) and returns the state after it. */
export async function hitRateLimit(db: Database, rule: RateLimitRule, key: string): Promise<RateLimitState> {
  const row = await db.one<{ count: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (bucket, key, window_start, count) VALUES ($1, $2, now(), 1)
     ON CONFLICT (bucket, key) DO UPDATE SET
       count = CASE WHEN r.window_start + make_interval(secs => $3) <= now() THEN 1 ELSE r.count + 1 END,
       window_start = CASE WHEN r.window_start + make_interval(secs => $3) <= now() THEN now() ELSE r.window_start END
     RETURNING count, ceil(extract(epoch FROM window_start + make_interval(secs => $3) - now()))::int AS retry_after`,
    [rule.bucket, key, rule.windowSeconds],
  );
  return { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) };
}

export async function clearRateLimit(db: Database, rule: RateLimitRule, key: string): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE bucket = $1 AND key = $2`, [rule.bucket, key]);
}
