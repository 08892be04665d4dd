/**
 * Demo requests of Jakarta's bookings (issue 12), deterministic relative to the seed's clock:
 * - special requests on every 29th marketplace booking: those whose stay is not over and whose number is even
 *   wait for an answer, the others were confirmed or declined by the administrator a day after they came;
 * - exactly two pending reschedule requests (one week later, same nights), priced from the demo ARI as the
 *   intake quotes them; their result tokens are an HMAC of the server's secret (unguessable, yet the same seed
 *   gives the same links);
 * - a few booking requests the intake refused (has-error-bookings): three that need attention and one handled.
 * The tables' triggers write the matching notifications.
 */
import { createHmac } from 'node:crypto';
import { addDays } from '@extranet/domain';
import { resolveSessionSecret } from '../http/access-token.js';
import type { Database } from '../db/types.js';
import { JAKARTA } from './demo-ids.js';

const REQUEST_TEXTS = [
  'Kamar bebas asap rokok, mohon.',
  'Kami tiba sekitar pukul 22.00, mohon kamar tetap ditahan.',
  'Tempat tidur tambahan untuk anak usia 6 tahun.',
  'Lantai atas dengan pemandangan kota bila tersedia.',
  'Mohon kamar berdekatan dengan kamar keluarga kami.',
  'Merayakan ulang tahun pernikahan, bila ada kejutan kecil.',
];

/** The administrator answers the demo's answered requests; the reservation user handled a refusal. */
const ADMIN_ACCOUNT = 1;
const RESERVATION_ACCOUNT = 2;

export async function seedBookingRequests(
  db: Database,
  today: string,
  now: Date,
  jwtSecret: string | undefined,
): Promise<void> {
  const at = now.toISOString();
  await db.query(
    `INSERT INTO booking_special_requests (hotel_id, booking_id, text, source, status, note, created_at,
                                           answered_at, answered_by)
     SELECT b.hotel_id, b.booking_id, ($3::text[])[1 + (b.k / 29) % array_length($3::text[], 1)], 'BOOKING',
            CASE WHEN b.open AND b.k % 2 = 0 THEN 'PENDING' WHEN b.k % 3 = 0 THEN 'DECLINED' ELSE 'CONFIRMED' END,
            CASE WHEN b.open AND b.k % 2 = 0 THEN NULL WHEN b.k % 3 = 0 THEN 'Mohon maaf, kamar tersebut penuh.'
                 ELSE 'Sudah kami siapkan.' END,
            b.created_at,
            CASE WHEN b.open AND b.k % 2 = 0 THEN NULL
                 ELSE LEAST(b.created_at + interval '1 day', $2::timestamptz - interval '1 minute') END,
            CASE WHEN b.open AND b.k % 2 = 0 THEN NULL ELSE ${ADMIN_ACCOUNT} END
       FROM (SELECT hotel_id, booking_id, created_at, substring(idempotency_key FROM 14)::int AS k,
                    status = 'CONFIRMED' AND check_out >= $4::date AS open
               FROM bookings WHERE hotel_id = $1 AND idempotency_key LIKE 'demo-jakarta-%') b
      WHERE b.k % 29 = 0`,
    [JAKARTA, at, REQUEST_TEXTS, today],
  );

  const secret = await resolveSessionSecret(db, jwtSecret);
  const moves = await db.query<{ booking_id: string | number }>(
    `SELECT b.booking_id FROM bookings b
      WHERE b.hotel_id = $1 AND b.idempotency_key LIKE 'demo-jakarta-%' AND b.status = 'CONFIRMED'
        AND b.check_in BETWEEN $2::date AND $3::date
        AND NOT EXISTS (SELECT 1 FROM booking_reschedule_requests r
                         WHERE r.hotel_id = b.hotel_id AND r.booking_id = b.booking_id)
      ORDER BY b.check_in, b.booking_id LIMIT 2`,
    [JAKARTA, addDays(today, 20), addDays(today, 60)],
  );
  for (const m of moves) {
    const token = createHmac('sha256', secret).update(`demo-reschedule-${m.booking_id}`).digest('base64url');
    await db.query(
      `INSERT INTO booking_reschedule_requests (hotel_id, booking_id, token, old_check_in, old_check_out,
              new_check_in, new_check_out, old_total_price, new_total_price, new_nightly_rates, created_at)
       SELECT b.hotel_id, b.booking_id, $3, b.check_in, b.check_out, b.check_in + 7, b.check_out + 7,
              b.total_price, (SELECT sum(r) FROM unnest(p.rates) r), p.rates, $4::timestamptz - interval '3 hours'
         FROM bookings b
         CROSS JOIN LATERAL (
           SELECT array_agg(COALESCE((a.occupancy_rates ->> b.adults::text)::bigint, a.rate) ORDER BY a.date) AS rates
             FROM rate_plan_ari a
            WHERE a.hotel_id = b.hotel_id AND a.room_id = b.room_id AND a.rate_plan_id = b.rate_plan_id
              AND a.date >= b.check_in + 7 AND a.date < b.check_out + 7) p
        WHERE b.hotel_id = $1 AND b.booking_id = $2 AND p.rates IS NOT NULL`,
      [JAKARTA, m.booking_id, token, at],
    );
  }

  // Refused booking requests: a close-out (the demo ARI closes the second rate plan of a room every 17th day,
  // 22 days from today is one), a Saturday night alone (the demo's minimum stay of 2 on Saturdays), a sold-out
  // stay tried twice, and a closed-to-arrival day the reservation user has handled.
  await db.query(
    `WITH link AS (
       SELECT room_id, rate_plan_id, row_number() OVER (ORDER BY room_id, rate_plan_id) AS n
         FROM (SELECT room_id, rate_plan_id,
                      row_number() OVER (PARTITION BY room_id ORDER BY rate_plan_id) - 1 AS rank
                 FROM rate_plan_rooms WHERE hotel_id = $1) l
        WHERE rank = 1
     ), saturday AS (
       SELECT ($2::date + 14 + ((6 - extract(dow FROM $2::date + 14)::int + 7) % 7))::date AS d
     ), refusals (n, guest, check_in, nights, adults, reasons, attempts, hours_ago, handled) AS (
       VALUES (1, 'Rina Marlina', $2::date + 21, 2, 2, ARRAY['CLOSED_OUT'], 1, 3, false),
              (2, 'Fajar Ramadhan', (SELECT d FROM saturday), 1, 2, ARRAY['STAY_TOO_SHORT'], 1, 20, false),
              (1, 'Maya Sari', $2::date + 5, 3, 2, ARRAY['SOLD_OUT'], 2, 30, false),
              (2, 'Teguh Prasetyo', $2::date + 9, 2, 1, ARRAY['CLOSED_TO_ARRIVAL'], 1, 50, true)
     )
     INSERT INTO has_error_bookings (hotel_id, marketplace, idempotency_key, itinerary_id, guest_name, room_id,
            rate_plan_id, check_in, check_out, adults, reasons, attempts, created_at, last_attempt_at, handled_by,
            handled_at)
     SELECT $1, 'demo', 'demo-refused-' || row_number() OVER (ORDER BY f.hours_ago),
            'TVL-' || lpad((84000000 + f.hours_ago * 41)::text, 10, '0'), f.guest, l.room_id, l.rate_plan_id,
            f.check_in, f.check_in + f.nights, f.adults, f.reasons, f.attempts,
            $3::timestamptz - interval '1 hour' * f.hours_ago,
            $3::timestamptz - interval '1 hour' * f.hours_ago + interval '10 minutes' * (f.attempts - 1),
            CASE WHEN f.handled THEN ${RESERVATION_ACCOUNT} END,
            CASE WHEN f.handled THEN $3::timestamptz - interval '1 hour' * (f.hours_ago - 20) END
       FROM refusals f JOIN link l ON l.n = f.n`,
    [JAKARTA, today, at],
  );
}
