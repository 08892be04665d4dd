import { isValidDate } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { JAKARTA } from './demo-ids.js';

/** How many marketplace bookings Jakarta gets on top of seedAri's few per room (about 2,000 in all). */
export const JAKARTA_DEMO_BOOKINGS = 1_650;

const FIRST = [
  'Wulan',
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rizky',
  'Putri',
  'Andi',
  'Ayu',
  'Hendra',
  'Nur',
  'Yoga',
];
const LAST = [
  'Santoso',
  'Wijaya',
  'Pratama',
  'Lestari',
  'Hidayat',
  'Saputra',
  'Kusuma',
  'Halim',
  'Nugroho',
  'Tan',
];

/**
 * Demo bookings of Hotel Demo Jakarta (issue 12), set-based and deterministic: stays of 1 to 4 nights spread over
 * the 90 days back and the 18 months ahead of `today`, on the rooms' linked rate plans, priced from the demo ARI
 * (the occupancy rate of their adults), booked 0 to 59 days before arrival (never after now). About one in eight
 * is cancelled: some for free (refund), some with the first night as fee (refund), some non-refundable (the whole
 * price). Each has the guest's e-mail (example.com) and phone (E.164), revealed only through guest contact's OTP.
 * Then, for every demo booking: its history (booking_events) and the rooms sold per night, the allotment
 * raised where the bookings need more than it had, so sold always equals the confirmed bookings of a night.
 */
export async function seedBookings(db: Database, todayDate: string, now: Date): Promise<void> {
  if (!isValidDate(todayDate)) throw new Error(`seedBookings: not a date: ${todayDate}`);
  await db.query(
    `WITH plans AS (
       SELECT l.room_id, l.rate_plan_id,
              row_number() OVER (PARTITION BY l.room_id ORDER BY l.rate_plan_id) - 1 AS i,
              count(*) OVER (PARTITION BY l.room_id) AS n
         FROM rate_plan_rooms l JOIN rate_plans p ON p.hotel_id = l.hotel_id AND p.rate_plan_id = l.rate_plan_id
        WHERE l.hotel_id = $1 AND p.status = 'ACTIVE'
     ), room_list AS (
       SELECT room_id, row_number() OVER (ORDER BY room_id) - 1 AS i, count(*) OVER () AS n
         FROM rooms WHERE hotel_id = $1 AND room_id IN (SELECT room_id FROM plans)
     ), stays AS (
       SELECT g AS k,
              ($2::date - 90 + ((g * 7919) % 638))::date AS check_in,
              1 + (g * 31) % 4 AS nights,
              1 + (g % 5 <> 0)::int AS guests,
              (g * 13) % 97 AS draw
         FROM generate_series(1, $3::int) g
     ), picked AS (
       SELECT s.*, r.room_id, p.rate_plan_id, LEAST(x.max_adults, s.guests) AS adults
         FROM stays s
         JOIN room_list r ON r.i = s.k % r.n
         JOIN plans p ON p.room_id = r.room_id AND p.i = (s.k / 7) % p.n
         JOIN (SELECT room_id, max_adults FROM rooms WHERE hotel_id = $1) x ON x.room_id = r.room_id
     ), priced AS (
       SELECT p.*, array_agg(COALESCE((a.occupancy_rates ->> p.adults::text)::bigint, a.rate) ORDER BY a.date) AS rates
         FROM picked p
         JOIN rate_plan_ari a ON a.hotel_id = $1 AND a.room_id = p.room_id AND a.rate_plan_id = p.rate_plan_id
              AND a.date >= p.check_in AND a.date < p.check_in + p.nights AND a.rate IS NOT NULL
        GROUP BY p.k, p.check_in, p.nights, p.guests, p.draw, p.room_id, p.rate_plan_id, p.adults
       HAVING count(*) = p.nights
     ), booked AS (
       SELECT p.*, (SELECT sum(r) FROM unnest(p.rates) r) AS total,
              LEAST((p.check_in - (p.draw % 60))::timestamp + interval '1 hour' * (1 + p.k % 12),
                    $4::timestamptz - interval '1 hour') AS created
         FROM priced p
     )
     INSERT INTO bookings (hotel_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id, check_in,
                           check_out, adults, children, guest_name, total_price, nightly_rates, status, created_at,
                           cancelled_at, cancellation_charge, cancellation_fee, children_charge, los_discount,
                           commission_percent, guest_email, guest_phone)
     SELECT $1, 'TVL-' || lpad((83000000 + b.k * 37)::text, 10, '0'), 'demo', 'demo-jakarta-' || b.k,
            b.room_id, b.rate_plan_id, b.check_in, b.check_in + b.nights, b.adults, 0,
            b.first || ' ' || b.last, b.total, b.rates,
            CASE WHEN b.draw < 12 THEN 'CANCELLED' ELSE 'CONFIRMED' END,
            b.created,
            CASE WHEN b.draw < 12 THEN LEAST(b.created + interval '2 days', $4::timestamptz) END,
            CASE WHEN b.draw < 5 THEN 'FREE' WHEN b.draw < 9 THEN 'LATE' WHEN b.draw < 12 THEN 'NO_SHOW' END,
            CASE WHEN b.draw < 5 THEN 0 WHEN b.draw < 9 THEN b.rates[1] WHEN b.draw < 12 THEN b.total END,
            0, 0, (SELECT commission FROM rate_plans WHERE hotel_id = $1 AND rate_plan_id = b.rate_plan_id),
            lower(b.first || '.' || b.last) || b.k || '@example.com',
            '+628' || (11 + b.k % 9)::text || lpad(((b.k * 7919) % 100000000)::text, 8, '0')
       FROM (SELECT b.*, ($5::text[])[1 + b.k % array_length($5::text[], 1)] AS first,
                    ($6::text[])[1 + (b.k / 3) % array_length($6::text[], 1)] AS last
               FROM booked b) b`,
    [JAKARTA, todayDate, JAKARTA_DEMO_BOOKINGS, now.toISOString(), FIRST, LAST],
  );
  await db.query(
    `INSERT INTO booking_events (hotel_id, booking_id, kind, at, detail)
     SELECT hotel_id, booking_id, 'CREATED', created_at, '{}'::jsonb FROM bookings
     UNION ALL
     SELECT hotel_id, booking_id, 'CANCELLED', cancelled_at,
            CASE WHEN cancellation_charge IS NULL THEN '{}'::jsonb
                 ELSE jsonb_build_object('charge', cancellation_charge, 'fee', cancellation_fee) END
       FROM bookings WHERE status = 'CANCELLED' AND cancelled_at IS NOT NULL`,
  );
  await db.query(
    `UPDATE room_inventory i SET sold = b.n, allotment = GREATEST(i.allotment, b.n)
       FROM (SELECT b.hotel_id, b.room_id, d::date AS date, count(*) AS n
               FROM bookings b
               CROSS JOIN generate_series(b.check_in::timestamp, b.check_out::timestamp - interval '1 day', interval '1 day') d
              WHERE b.status = 'CONFIRMED'
              GROUP BY 1, 2, 3) b
      WHERE i.hotel_id = b.hotel_id AND i.room_id = b.room_id AND i.date = b.date`,
  );
}
