/**
 * The promotions' performance summary of a property: the confirmed bookings made in a period (their booking day in
 * the property's time zone) whose price applied at least one promotion line. Scoped by hotel_id.
 */
import type { Schemas } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';

export type PromoPerformanceSummary = Schemas['PromoPerformanceSummary'];

export async function promoPerformance(
  db: Database,
  hotelId: number,
  from: string,
  to: string,
): Promise<PromoPerformanceSummary> {
  const row = await db.one<{
    bookings: number | string;
    room_nights: number | string | null;
    revenue: number | string | null;
    discount: number | string | null;
  }>(
    `SELECT count(*) AS bookings, sum(b.check_out - b.check_in) AS room_nights,
            sum(b.total_price) AS revenue, sum(b.promotion_discount) AS discount
       FROM bookings b JOIN hotels h ON h.hotel_id = b.hotel_id
      WHERE b.hotel_id = $1 AND b.status = 'CONFIRMED' AND b.promotions <> '[]'::jsonb
        AND (b.created_at AT TIME ZONE h.time_zone)::date BETWEEN $2::date AND $3::date`,
    [hotelId, from, to],
  );
  return {
    from,
    to,
    bookings: Number(row.bookings),
    roomNights: Number(row.room_nights ?? 0),
    revenue: Number(row.revenue ?? 0),
    discount: Number(row.discount ?? 0),
  };
}
