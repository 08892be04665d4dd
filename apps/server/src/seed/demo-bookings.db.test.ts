/**
 * The demo's bookings and their requests (seed/bookings.ts, seed/booking-requests.ts, seed/ari.ts), seeded at a
 * fixed clock: Jakarta's guests have contact data, some special requests wait and some are answered, exactly two
 * reschedule requests wait, a few refused booking requests need attention, and every demo booking was made
 * before its check-in and never after the seed's now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internationalPhone } from '@extranet/validation/phone';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { JAKARTA } from './demo-ids.js';
import { seedDemoData } from './demo.js';

const NOW = new Date('2027-02-28T16:30:00.000Z'); // 23:30 in Jakarta
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await seedDemoData(database.db, { clock: () => NOW });
}, 180_000);
afterAll(() => database?.destroy());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await database.db.one<{ n: string | number }>(sql, params)).n);

describe('demo bookings', () => {
  it("Jakarta's marketplace bookings carry the guest's e-mail and a valid phone", async () => {
    const rows = await database.db.query<{ guest_email: string | null; guest_phone: string | null }>(
      `SELECT guest_email, guest_phone FROM bookings WHERE hotel_id = $1 AND idempotency_key LIKE 'demo-jakarta-%'`,
      [JAKARTA],
    );
    expect(rows.length).toBeGreaterThan(1000);
    for (const r of rows) {
      expect(r.guest_email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.com$/);
      expect(internationalPhone(r.guest_phone!)).toBe(r.guest_phone);
    }
  });

  it('every demo booking was made before its check-in and not after the seed clock', async () => {
    const late = await count(
      `SELECT count(*) AS n FROM bookings
        WHERE (itinerary_id LIKE 'DEMO-%' OR idempotency_key LIKE 'demo-jakarta-%')
          AND (created_at > $1::timestamptz OR created_at::date > check_in)`,
      [NOW.toISOString()],
    );
    expect(late).toBe(0);
    // The ARI seed's bookings are spread over many days, not all made at the seed's time.
    const days = await count(
      `SELECT count(DISTINCT created_at::date) AS n FROM bookings WHERE itinerary_id LIKE 'DEMO-%'`,
    );
    expect(days).toBeGreaterThan(25);
  });

  it('has pending and answered special requests, exactly two pending reschedules, and refused requests', async () => {
    const requests = await database.db.query<{ status: string; n: string | number }>(
      `SELECT status, count(*) AS n FROM booking_special_requests WHERE hotel_id = $1 GROUP BY status`,
      [JAKARTA],
    );
    const by = Object.fromEntries(requests.map((r) => [r.status, Number(r.n)]));
    expect(by.PENDING).toBeGreaterThan(0);
    expect(by.CONFIRMED).toBeGreaterThan(0);
    expect(by.DECLINED).toBeGreaterThan(0);
    // A pending request belongs to a confirmed booking whose stay is not over.
    expect(
      await count(
        `SELECT count(*) AS n FROM booking_special_requests r JOIN bookings b USING (hotel_id, booking_id)
          WHERE r.status = 'PENDING' AND (b.status <> 'CONFIRMED' OR b.check_out < '2027-02-28')`,
      ),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM booking_reschedule_requests WHERE status = 'PENDING'`),
    ).toBe(2);
    const refused = await database.db.query<{ handled: boolean; n: string | number }>(
      `SELECT handled_at IS NOT NULL AS handled, count(*) AS n FROM has_error_bookings WHERE hotel_id = $1
        GROUP BY 1 ORDER BY 1`,
      [JAKARTA],
    );
    expect(refused.map((r) => [r.handled, Number(r.n)])).toEqual([
      [false, 3],
      [true, 1],
    ]);
  });
});
