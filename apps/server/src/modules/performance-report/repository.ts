/**
 * The performance report's reads (docs/decisions/performance-report.md): the daily aggregates of migration 0850
 * (kept by a trigger on `bookings`) and room_inventory for occupancy. Every statement is scoped by hotel_id; a
 * room or rate plan of another property finds nothing. Three statements, run at once where the database allows.
 */
import type { PerformanceGranularity, PerformancePeriod } from '@extranet/domain';
import type { Database } from '../../db/index.js';

export interface Filters {
  roomId: number | null;
  ratePlanId: number | null;
}

/** The summed facts of a bucket, room, rate plan or period (occupancy's sold and allotment included). */
export interface Sums {
  roomNights: number;
  revenue: number;
  bookings: number;
  leadTimeDays: number;
  cancellations: number;
  sold: number;
  allotment: number;
}

export const ZERO: Sums = {
  roomNights: 0,
  revenue: 0,
  bookings: 0,
  leadTimeDays: 0,
  cancellations: 0,
  sold: 0,
  allotment: 0,
};

interface FactRow {
  kind: 'B' | 'R' | 'P';
  bucket: string | null;
  room_id: string | number | null;
  rate_plan_id: string | number | null;
  name: string | null;
  room_nights: string | number;
  revenue: string | number;
  bookings: string | number;
  lead_time_days: string | number;
  cancellations: string | number;
}

interface OccupancyRow {
  period: 'CURRENT' | 'PREVIOUS' | 'LAST_YEAR';
  kind: 'T' | 'B' | 'R';
  bucket: string | null;
  room_id: string | number | null;
  sold: string | number;
  allotment: string | number;
}

interface TotalRow {
  period: 'PREVIOUS' | 'LAST_YEAR';
  room_nights: string | number;
  revenue: string | number;
  bookings: string | number;
  lead_time_days: string | number;
  cancellations: string | number;
}

const BUCKET = (column: string) => `CASE $4::text WHEN 'DAY' THEN ${column}
    WHEN 'WEEK' THEN date_trunc('week', ${column}::timestamp)::date
    ELSE date_trunc('month', ${column}::timestamp)::date END`;

const SUMS = `sum(room_nights) AS room_nights, sum(revenue) AS revenue, sum(bookings) AS bookings,
       sum(lead_time_days) AS lead_time_days, sum(cancellations) AS cancellations`;

/** The period's facts by bucket, by room and by rate plan (one pass, grouping sets), with the names. */
const FACTS_SQL = `WITH g AS (
    SELECT CASE WHEN grouping(bucket) = 0 THEN 'B' WHEN grouping(room_id) = 0 THEN 'R' ELSE 'P' END AS kind,
           bucket, room_id, rate_plan_id, ${SUMS}
      FROM (SELECT ${BUCKET('date')} AS bucket, room_id, rate_plan_id, room_nights, revenue, bookings,
                   lead_time_days, cancellations
              FROM daily_performance
             WHERE hotel_id = $1 AND date BETWEEN $2::date AND $3::date
               AND ($5::bigint IS NULL OR room_id = $5) AND ($6::bigint IS NULL OR rate_plan_id = $6)) d
     GROUP BY GROUPING SETS ((bucket), (room_id), (rate_plan_id)))
  SELECT g.kind, to_char(g.bucket, 'YYYY-MM-DD') AS bucket, g.room_id, g.rate_plan_id,
         COALESCE(r.name, p.name) AS name, g.room_nights, g.revenue, g.bookings, g.lead_time_days, g.cancellations
    FROM g
    LEFT JOIN rooms r ON g.kind = 'R' AND r.hotel_id = $1 AND r.room_id = g.room_id
    LEFT JOIN rate_plans p ON g.kind = 'P' AND p.hotel_id = $1 AND p.rate_plan_id = g.rate_plan_id
   ORDER BY g.kind, g.bucket, name, g.room_id, g.rate_plan_id`;

/** The totals of the period before and of the same dates last year. */
const COMPARED_SQL = `SELECT p.period, ${SUMS}
    FROM (VALUES ('PREVIOUS', $2::date, $3::date), ('LAST_YEAR', $4::date, $5::date)) p (period, f, t)
    JOIN daily_performance d ON d.hotel_id = $1 AND d.date BETWEEN p.f AND p.t
   WHERE ($6::bigint IS NULL OR d.room_id = $6) AND ($7::bigint IS NULL OR d.rate_plan_id = $7)
   GROUP BY p.period`;

/** Occupancy's sold and allotment: the three periods' totals, the period's buckets and rooms. */
const OCCUPANCY_SQL = `SELECT period,
         CASE WHEN grouping(bucket) = 0 THEN 'B' WHEN grouping(room_id) = 0 THEN 'R' ELSE 'T' END AS kind,
         to_char(bucket, 'YYYY-MM-DD') AS bucket, room_id, sum(sold) AS sold, sum(allotment) AS allotment
    FROM (SELECT p.period, ${BUCKET('i.date')} AS bucket, i.room_id, i.sold, i.allotment
            FROM (VALUES ('CURRENT', $2::date, $3::date), ('PREVIOUS', $6::date, $7::date),
                         ('LAST_YEAR', $8::date, $9::date)) p (period, f, t)
            JOIN room_inventory i ON i.hotel_id = $1 AND i.date BETWEEN p.f AND p.t
           WHERE $5::bigint IS NULL OR i.room_id = $5) x
   GROUP BY GROUPING SETS ((period), (period, bucket), (period, room_id))`;

const n = (v: string | number | null | undefined) => Number(v ?? 0);
const factSums = (r: FactRow | TotalRow): Sums => ({
  roomNights: n(r.room_nights),
  revenue: n(r.revenue),
  bookings: n(r.bookings),
  leadTimeDays: n(r.lead_time_days),
  cancellations: n(r.cancellations),
  sold: 0,
  allotment: 0,
});

export interface ReportSums {
  buckets: Map<string, Sums>;
  rooms: { roomId: number; name: string; sums: Sums }[];
  ratePlans: { ratePlanId: number; name: string; sums: Sums }[];
  previous: Sums;
  lastYear: Sums;
  /** Occupancy by period, bucket and room (only for the current period's buckets and rooms). */
  occupancy: {
    totals: Record<'CURRENT' | 'PREVIOUS' | 'LAST_YEAR', { sold: number; allotment: number }>;
    buckets: Map<string, { sold: number; allotment: number }>;
    rooms: Map<number, { sold: number; allotment: number }>;
  };
}

export async function reportSums(
  db: Database,
  hotelId: number,
  periods: { current: PerformancePeriod; previous: PerformancePeriod; lastYear: PerformancePeriod },
  granularity: PerformanceGranularity,
  filters: Filters,
): Promise<ReportSums> {
  const { current, previous, lastYear } = periods;
  const facts = () =>
    db.query<FactRow>(FACTS_SQL, [
      hotelId,
      current.from,
      current.to,
      granularity,
      filters.roomId,
      filters.ratePlanId,
    ]);
  const compared = () =>
    db.query<TotalRow>(COMPARED_SQL, [
      hotelId,
      previous.from,
      previous.to,
      lastYear.from,
      lastYear.to,
      filters.roomId,
      filters.ratePlanId,
    ]);
  const occupancy = () =>
    db.query<OccupancyRow>(OCCUPANCY_SQL, [
      hotelId,
      current.from,
      current.to,
      granularity,
      filters.roomId,
      previous.from,
      previous.to,
      lastYear.from,
      lastYear.to,
    ]);
  // In parallel on a pool; one after the other on PGlite's single connection.
  const [factRows, comparedRows, occupancyRows] =
    db.connections > 1
      ? await Promise.all([facts(), compared(), occupancy()])
      : [await facts(), await compared(), await occupancy()];

  const out: ReportSums = {
    buckets: new Map(),
    rooms: [],
    ratePlans: [],
    previous: { ...ZERO },
    lastYear: { ...ZERO },
    occupancy: {
      totals: {
        CURRENT: { sold: 0, allotment: 0 },
        PREVIOUS: { sold: 0, allotment: 0 },
        LAST_YEAR: { sold: 0, allotment: 0 },
      },
      buckets: new Map(),
      rooms: new Map(),
    },
  };
  for (const r of factRows) {
    if (r.kind === 'B' && r.bucket) out.buckets.set(r.bucket, factSums(r));
    else if (r.kind === 'R' && r.room_id !== null)
      out.rooms.push({ roomId: n(r.room_id), name: r.name ?? String(r.room_id), sums: factSums(r) });
    else if (r.kind === 'P' && r.rate_plan_id !== null)
      out.ratePlans.push({
        ratePlanId: n(r.rate_plan_id),
        name: r.name ?? String(r.rate_plan_id),
        sums: factSums(r),
      });
  }
  for (const r of comparedRows) {
    if (r.period === 'PREVIOUS') out.previous = factSums(r);
    else out.lastYear = factSums(r);
  }
  for (const r of occupancyRows) {
    const v = { sold: n(r.sold), allotment: n(r.allotment) };
    if (r.kind === 'T') out.occupancy.totals[r.period] = v;
    else if (r.period !== 'CURRENT') continue;
    else if (r.kind === 'B' && r.bucket) out.occupancy.buckets.set(r.bucket, v);
    else if (r.kind === 'R' && r.room_id !== null) out.occupancy.rooms.set(n(r.room_id), v);
  }
  return out;
}
