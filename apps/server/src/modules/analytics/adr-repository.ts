/**
 * The SQL of the average daily rate (docs/decisions/competitive-set.md), scoped by hotel_id. The property's side
 * is computed from its bookings in ONE function (`soldNights`): when daily aggregates of performance exist, only
 * that function changes.
 */
import type { Database } from '../../db/types.js';

export interface SoldNight {
  date: string;
  roomNights: number;
  revenue: number;
}

/**
 * Room nights and room revenue by stay date from `from` to `to`: every night of every confirmed booking of the
 * property, at that night's rate as sold (bookings.nightly_rates, one room a booking).
 */
export async function soldNights(
  db: Database,
  hotelId: number,
  from: string,
  to: string,
): Promise<SoldNight[]> {
  const rows = await db.query<{ date: string; room_nights: string | number; revenue: string | number }>(
    `SELECT (b.check_in + i)::text AS date, count(*) AS room_nights,
            sum(coalesce(b.nightly_rates[i + 1], 0)) AS revenue
       FROM bookings b
      CROSS JOIN LATERAL generate_series(0, b.check_out - b.check_in - 1) AS i
      WHERE b.hotel_id = $1 AND b.status = 'CONFIRMED' AND b.check_in <= $3::date AND b.check_out > $2::date
        AND b.check_in + i BETWEEN $2::date AND $3::date
      GROUP BY b.check_in + i ORDER BY 1`,
    [hotelId, from, to],
  );
  return rows.map((r) => ({ date: r.date, roomNights: Number(r.room_nights), revenue: Number(r.revenue) }));
}

export interface MarketNight {
  date: string;
  average: number;
  prices: number;
}

/** The average public price of the property's competitive set by day (whole rupiah), and how many had one. */
export async function marketNights(
  db: Database,
  hotelId: number,
  from: string,
  to: string,
): Promise<MarketNight[]> {
  const rows = await db.query<{ date: string; average: string | number; prices: string | number }>(
    `SELECT p.date::text AS date, round(avg(p.price)) AS average, count(*) AS prices
       FROM competitive_set_members s
       JOIN market_prices p ON p.market_property_id = s.market_property_id
      WHERE s.hotel_id = $1 AND p.date BETWEEN $2::date AND $3::date
      GROUP BY p.date ORDER BY 1`,
    [hotelId, from, to],
  );
  return rows.map((r) => ({ date: r.date, average: Number(r.average), prices: Number(r.prices) }));
}

/** How many properties the property's saved set has (0 before a save). */
export async function setSize(db: Database, hotelId: number): Promise<number> {
  const row = await db.one<{ n: string | number }>(
    'SELECT count(*) AS n FROM competitive_set_members WHERE hotel_id = $1',
    [hotelId],
  );
  return Number(row.n);
}
