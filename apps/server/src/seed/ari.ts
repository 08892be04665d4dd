import { isValidDate } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { DEMO_ROOM_SEEDS } from './demo-rooms.js';

/** Each demo room's weekday rate on its first plan, as SQL rows `(room_id, rate)`. */
const WEEKDAY_RATES = DEMO_ROOM_SEEDS.map((r) => `(${r.roomId}, ${r.weekdayRate})`).join(', ');

/**
 * Demo ARI: for every room and rate plan of the demo properties, rates and allotment from 90 days back to 18
 * months ahead, generated set-based (generate_series), weekend nights (Friday, Saturday) 25% dearer, every
 * 17th day closed out on the second rate plan of a room, plus confirmed bookings that use allotment. A
 * property that prices by occupancy gets a rate per guest count: 10% less for one guest, 15% more per guest
 * above two (never below the room's weekday rate). Rates start from each room's weekday rate (demo-rooms.ts),
 * above its minimum sell price, so promotions have room.
 * Dates are relative to `today` (the demo properties' today) so the calendar always has data; the bookings were
 * made 3 to 27 days before their check-in, and those of stays ahead in the last 10 days before `now` (the seed's
 * clock).
 */
export async function seedAri(db: Database, todayDate: string, now: Date): Promise<void> {
  // Inlined as a literal (checked) because the statements use it a dozen times.
  if (!isValidDate(todayDate)) throw new Error(`seedAri: not a date: ${todayDate}`);
  const today = `'${todayDate}'::date`;
  await db.query(
    `INSERT INTO room_inventory (hotel_id, room_id, date, allotment, sold)
     SELECT r.hotel_id, r.room_id, d::date, GREATEST(r.room_count, 1), 0
       FROM rooms r
       CROSS JOIN generate_series((${today} - 90)::timestamp, (${today} + interval '18 months')::timestamp, interval '1 day') d
     ON CONFLICT DO NOTHING`,
  );
  await db.query(
    `INSERT INTO rate_plan_ari (hotel_id, room_id, rate_plan_id, date, rate, close_out, stay_min, meal_plan)
     SELECT l.hotel_id, l.room_id, l.rate_plan_id, d::date,
            (w.rate * (1 + 0.15 * l.rank)
              * CASE WHEN extract(dow FROM d) IN (5, 6) THEN 1.25 ELSE 1 END / 1000)::bigint * 1000,
            l.rank = 1 AND (d::date - ${today}) % 17 = 5,
            CASE WHEN extract(dow FROM d) = 6 THEN 2 ELSE NULL END,
            NULL
       FROM (SELECT hotel_id, room_id, rate_plan_id,
                    row_number() OVER (PARTITION BY hotel_id, room_id ORDER BY rate_plan_id) - 1 AS rank
               FROM rate_plan_rooms) l
       JOIN (VALUES ${WEEKDAY_RATES}) w (room_id, rate) ON w.room_id = l.room_id
       CROSS JOIN generate_series((${today} - 90)::timestamp, (${today} + interval '18 months')::timestamp, interval '1 day') d
     ON CONFLICT DO NOTHING`,
  );
  await db.query(
    `UPDATE rate_plan_ari a
        SET occupancy_rates = (
              SELECT jsonb_object_agg(g::text,
                       GREATEST(w.rate,
                         (a.rate * CASE WHEN g = 1 THEN 0.9 ELSE 1 + 0.15 * GREATEST(g - 2, 0) END / 1000)::bigint * 1000))
                FROM generate_series(1, r.max_occupancy) g)
       FROM rooms r, hotels h, (VALUES ${WEEKDAY_RATES}) w (room_id, rate)
      WHERE r.hotel_id = a.hotel_id AND r.room_id = a.room_id AND h.hotel_id = a.hotel_id AND w.room_id = r.room_id
        AND h.occupancy_based_rate AND a.rate IS NOT NULL`,
  );
  // Bookings: on the first rate plan of every room, a 2-night stay every 3 days around today (past and
  // future), one room each, taking allotment where some is left.
  await db.query(
    `WITH stays AS (
       SELECT l.hotel_id, l.room_id, l.rate_plan_id, (${today} + k * 3)::date AS check_in, k
         FROM (SELECT DISTINCT ON (hotel_id, room_id) hotel_id, room_id, rate_plan_id
                 FROM rate_plan_rooms ORDER BY hotel_id, room_id, rate_plan_id) l
         CROSS JOIN generate_series(-20, 40) k
     ),
     priced AS (
       SELECT s.*, array_agg(a.rate ORDER BY a.date) AS rates, sum(a.rate) AS total
         FROM stays s
         JOIN rate_plan_ari a ON a.hotel_id = s.hotel_id AND a.room_id = s.room_id AND a.rate_plan_id = s.rate_plan_id
              AND a.date >= s.check_in AND a.date < s.check_in + 2
        GROUP BY s.hotel_id, s.room_id, s.rate_plan_id, s.check_in, s.k
       HAVING count(*) = 2
     )
     INSERT INTO bookings (hotel_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id, check_in,
                           check_out, adults, guest_name, total_price, nightly_rates, created_at)
     SELECT hotel_id, 'DEMO-' || hotel_id || '-' || room_id || '-' || k, 'demo', 'demo-' || hotel_id || '-' || room_id || '-' || k,
            room_id, rate_plan_id, check_in, check_in + 2, 2, 'Tamu Demo ' || (k + 21), total, rates,
            LEAST((check_in - (3 + (k + 20) % 25))::timestamp + interval '1 hour' * (8 + (k + 20) % 11),
                  $1::timestamptz - interval '1 hour' * (2 + ((k + 20) * 37) % 240))
       FROM priced`,
    [now.toISOString()],
  );
  await db.query(
    `UPDATE room_inventory i SET sold = LEAST(i.allotment, b.n)
       FROM (SELECT b.hotel_id, b.room_id, d::date AS date, count(*) AS n
               FROM bookings b CROSS JOIN generate_series(b.check_in::timestamp, b.check_out::timestamp - interval '1 day', interval '1 day') d
              WHERE b.status = 'CONFIRMED'
              GROUP BY 1, 2, 3) b
      WHERE i.hotel_id = b.hotel_id AND i.room_id = b.room_id AND i.date = b.date`,
  );
}
