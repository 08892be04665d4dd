/**
 * Demo virtual cards (issue 12): every 7th confirmed Jakarta booking whose check-in lies from 60 days before the
 * seed's today to 30 days after it gets a card, so the demo shows cards inside the swipe window (past check-ins)
 * and not yet usable (future ones). Card numbers are test numbers (prefix 4000 00, Luhn-valid), sealed with the
 * server's secret as the marketplace's attach does.
 */
import { addDays, VCC_CURRENCIES } from '@extranet/domain';
import { luhnValid } from '@extranet/validation';
import { resolveSessionSecret, sessionKeyFromSecret } from '../http/access-token.js';
import type { Database } from '../db/types.js';
import { seal, VCC_SEAL_PURPOSE } from '../db/secret-box.js';
import { JAKARTA } from './demo-ids.js';

/** The digit that makes the number pass the Luhn check. */
const luhnDigit = (partial: string) => '0123456789'.split('').find((d) => luhnValid(partial + d))!;

export async function seedBookingVccs(
  db: Database,
  today: string,
  at: Date,
  jwtSecret: string | undefined,
): Promise<void> {
  const key = sessionKeyFromSecret(await resolveSessionSecret(db, jwtSecret));
  const rows = await db.query<{ booking_id: string | number; total_price: string | number }>(
    `SELECT booking_id, total_price FROM (
       SELECT booking_id, total_price, row_number() OVER (ORDER BY check_in, booking_id) AS n
       FROM bookings WHERE hotel_id = $1 AND status = 'CONFIRMED' AND check_in BETWEEN $2::date AND $3::date
     ) b WHERE n % 7 = 1`,
    [JAKARTA, addDays(today, -60), addDays(today, 30)],
  );
  const year = Number(today.slice(0, 4)) + 2;
  for (const [i, r] of rows.entries()) {
    const partial = `400000${String(Number(r.booking_id)).padStart(9, '0').slice(-9)}`;
    const cardNumber = partial + luhnDigit(partial);
    const currency = i % 5 === 4 ? VCC_CURRENCIES[1] : VCC_CURRENCIES[0];
    const balance =
      currency === 'IDR' ? Number(r.total_price) : Math.round(Number(r.total_price) / 160) / 100;
    await db.query(
      `INSERT INTO booking_vccs (hotel_id, booking_id, sealed, last4, holder_name, expiry_month, expiry_year,
                                 currency, balance, attached_at)
       VALUES ($1, $2, $3, $4, 'MARKETPLACE VCC', $5, $6, $7, $8, $9)`,
      [
        JAKARTA,
        r.booking_id,
        seal(key, VCC_SEAL_PURPOSE, JSON.stringify({ cardNumber, cvc: String(100 + (i % 900)) })),
        cardNumber.slice(-4),
        (i % 12) + 1,
        year,
        currency,
        balance,
        at,
      ],
    );
  }
}
