import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DEMO_ACCOUNTS, type TestDatabase } from '../../../test/helpers.js';
import { purgeExpired } from './housekeeping.js';

describe('auth housekeeping', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('deletes long-expired tokens, codes and windows, and keeps live ones', async () => {
    const { db } = t;
    const account = DEMO_ACCOUNTS.ADMIN.id;
    await db.query(
      `INSERT INTO refresh_families (family_id, account_id, created_at) VALUES
         ('00000000-0000-4000-8000-000000000001', $1, now() - interval '60 days'),
         ('00000000-0000-4000-8000-000000000002', $1, now())`,
      [account],
    );
    await db.query(
      `INSERT INTO refresh_tokens (token_hash, family_id, expires_at) VALUES
         ('old', '00000000-0000-4000-8000-000000000001', now() - interval '40 days'),
         ('live', '00000000-0000-4000-8000-000000000002', now() + interval '10 days')`,
    );
    await db.query(
      `INSERT INTO otp_codes (email, request_type, code_hash, expires_at, send_count, last_sent_at) VALUES
         ('old@example.com', 'REGISTER', NULL, now() - interval '40 days', 1, now() - interval '40 days'),
         ('new@example.com', 'REGISTER', 'x', now() + interval '5 minutes', 1, now())`,
    );
    await db.query(
      `INSERT INTO rate_limits (bucket, key, window_start, count) VALUES
         ('login.email', 'old', now() - interval '3 days', 9), ('login.email', 'new', now(), 1)`,
    );
    await purgeExpired(db);
    const left = async (sql: string) => (await db.query<{ k: string }>(sql)).map((r) => r.k).sort();
    expect(await left(`SELECT token_hash AS k FROM refresh_tokens`)).toEqual(['live']);
    expect(await left(`SELECT family_id::text AS k FROM refresh_families`)).toEqual([
      '00000000-0000-4000-8000-000000000002',
    ]);
    expect(await left(`SELECT email AS k FROM otp_codes`)).toEqual(['new@example.com']);
    expect(await left(`SELECT key AS k FROM rate_limits`)).toEqual(['new']);
  });
});
