import type { Database } from '../../db/index.js';

/** How long ended sessions and spent codes are kept (for support questions) before they are deleted. */
const KEEP = "interval '30 days'";

/**
 * Deletes what can no longer be used: refresh tokens past expiry, families without a live token, old
 * codes, reset tokens and ended rate-limit windows. Idempotent; safe in several processes at once.
 */
export async function purgeExpired(db: Database): Promise<void> {
  await db.query(`DELETE FROM refresh_tokens WHERE expires_at < now() - ${KEEP}`);
  await db.query(
    `DELETE FROM refresh_families f
     WHERE f.created_at < now() - ${KEEP}
       AND NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = f.family_id)`,
  );
  await db.query(`DELETE FROM otp_codes WHERE last_sent_at < now() - ${KEEP}`);
  await db.query(`DELETE FROM password_reset_tokens WHERE expires_at < now() - ${KEEP}`);
  await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '2 days'`);
}

/** Runs purgeExpired now and every `intervalMs` (default hourly); returns a stop function. */
export function startHousekeeping(
  db: Database,
  log: { warn(obj: object, msg?: string): void },
  intervalMs = 60 * 60 * 1000,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= purgeExpired(db)
      .catch((error: unknown) => log.warn({ err: String(error) }, 'auth housekeeping failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
