/**
 * The performance report's reads (docs/decisions/performance-report.md): the aggregates of migration 0850 (a
 * trigger on `bookings` records each change, folded in before each report: migration 0910) and room_inventory for
 * occupancy. Every statement is scoped by hotel_id; a room or rate plan of another property finds nothing. A period is read at the coarsest grain that answers it: whole months
 * from the monthly rows, the days around them from the daily rows (monthSpans); a series by day or week from the
 * daily rows. Rows of rate plan 0 hold all of a room's plans. Four statements, run at once where the database
 * allows.
 */
import { monthSpans, type PerformanceGranularity, type PerformancePeriod } from '@extranet/domain';
import type { Database } from '../../db/index.js';
import { KEEPS_READ_CACHE } from '../../db/read-cache.js';

export interface Filters {
  roomId: number | null;
  ratePlanId: number | null;
}

/** The summed facts of a bucket, room, rate plan or period. */
export interface Sums {
  roomNights: number;
  revenue: number;
  bookings: number;
  leadTimeDays: number;
  cancellations: number;
}

export const ZERO: Sums = { roomNights: 0, revenue: 0, bookings: 0, leadTimeDays: 0, cancellations: 0 };

export interface Stock {
  sold: number;
  allotment: number;
}

type Num = string | number | null;
interface SumRow {
  room_nights: Num;
  revenue: Num;
  bookings: Num;
  lead_time_days: Num;
  cancellations: Num;
}

const BUCKET = (column: string, g: string) => `CASE ${g}::text WHEN 'DAY' THEN ${column}
    WHEN 'WEEK' THEN date_trunc('week', ${column}::timestamp)::date
    ELSE date_trunc('month', ${column}::timestamp)::date END`;

const SUMS = `sum(room_nights) AS room_nights, sum(revenue) AS revenue, sum(bookings) AS bookings,
       sum(lead_time_days) AS lead_time_days, sum(cancellations) AS cancellations`;

/** The rows of a period at its coarsest grains; params: whole months $a..$b, day stretches $c..$d and $e..$f. */
const SPANS = (a: number) =>
  `((grain = 'M' AND date BETWEEN $${a}::date AND $${a + 1}::date)
     OR (grain = 'D' AND (date BETWEEN $${a + 2}::date AND $${a + 3}::date
                          OR date BETWEEN $${a + 4}::date AND $${a + 5}::date)))`;
function spanParams(period: PerformancePeriod): (string | null)[] {
  const s = monthSpans(period);
  return [
    s.months?.from ?? null,
    s.months?.to ?? null,
    s.days[0]?.from ?? null,
    s.days[0]?.to ?? null,
    s.days[1]?.from ?? null,
    s.days[1]?.to ?? null,
  ];
}

/**
 * The series: by day or week from the daily rows, by month from the spans ($1 property, $2 rate plan or 0, $3
 * room or null, $4 granularity, $5..$6 the period, $7..$12 its spans).
 */
const SERIES_SQL = `SELECT to_char(bucket, 'YYYY-MM-DD') AS bucket, room_nights, revenue, bookings, lead_time_days,
         cancellations
    FROM (SELECT ${BUCKET('date', '$4')} AS bucket, ${SUMS}
            FROM daily_performance
           WHERE hotel_id = $1 AND rate_plan_id = $2 AND ($3::bigint IS NULL OR room_id = $3)
             AND CASE WHEN $4::text = 'MONTH' THEN ${SPANS(7)}
                      ELSE grain = 'D' AND date BETWEEN $5::date AND $6::date END
           GROUP BY 1) g`;

/**
 * By room (rows of the filter's plan, or 0) and by rate plan (rows of each plan), over the period's spans ($1
 * property, $2 rate plan or null, $3 room or null, $4..$9 spans), with their names.
 */
const BREAKDOWN_SQL = `WITH g AS (
    SELECT 'R' AS kind, room_id AS id, ${SUMS}
      FROM daily_performance
     WHERE hotel_id = $1 AND rate_plan_id = COALESCE($2::bigint, 0) AND ($3::bigint IS NULL OR room_id = $3)
       AND ${SPANS(4)}
     GROUP BY room_id
    UNION ALL
    SELECT 'P', plan.rate_plan_id, s.*
      FROM rate_plans plan
     CROSS JOIN LATERAL (
           SELECT ${SUMS}
             FROM daily_performance
            WHERE hotel_id = $1 AND rate_plan_id = plan.rate_plan_id AND ($3::bigint IS NULL OR room_id = $3)
              AND ${SPANS(4)}) s
     WHERE plan.hotel_id = $1 AND ($2::bigint IS NULL OR plan.rate_plan_id = $2) AND s.room_nights IS NOT NULL)
  SELECT g.*, COALESCE(r.name, p.name) AS name
    FROM g
    LEFT JOIN rooms r ON g.kind = 'R' AND r.hotel_id = $1 AND r.room_id = g.id
    LEFT JOIN rate_plans p ON g.kind = 'P' AND p.hotel_id = $1 AND p.rate_plan_id = g.id
   ORDER BY g.kind, name, g.id`;

/** The totals of the period before ($4..$9) and of the same dates last year ($10..$15). */
const COMPARED_SQL = `SELECT 'PREVIOUS' AS period, ${SUMS}
    FROM daily_performance
   WHERE hotel_id = $1 AND rate_plan_id = $2 AND ($3::bigint IS NULL OR room_id = $3) AND ${SPANS(4)}
  UNION ALL
  SELECT 'LAST_YEAR', ${SUMS}
    FROM daily_performance
   WHERE hotel_id = $1 AND rate_plan_id = $2 AND ($3::bigint IS NULL OR room_id = $3) AND ${SPANS(10)}`;

/**
 * Occupancy's sold and allotment: the period's buckets and rooms, and the totals of the period before and of last
 * year ($1 property, $2 room or null, $3 granularity, $4..$5 period, $6..$7 before, $8..$9 last year).
 */
const OCCUPANCY_SQL = `SELECT CASE WHEN grouping(bucket) = 0 THEN 'B' ELSE 'R' END AS kind,
         CASE WHEN grouping(bucket) = 0 THEN to_char(bucket, 'YYYY-MM-DD') ELSE room_id::text END AS key,
         sum(sold) AS sold, sum(allotment) AS allotment
    FROM (SELECT ${BUCKET('date', '$3')} AS bucket, room_id, sold, allotment FROM room_inventory
           WHERE hotel_id = $1 AND ($2::bigint IS NULL OR room_id = $2) AND date BETWEEN $4::date AND $5::date) i
   GROUP BY GROUPING SETS ((bucket), (room_id))
  UNION ALL
  SELECT 'PREVIOUS', NULL, sum(sold), sum(allotment) FROM room_inventory
   WHERE hotel_id = $1 AND ($2::bigint IS NULL OR room_id = $2) AND date BETWEEN $6::date AND $7::date
  UNION ALL
  SELECT 'LAST_YEAR', NULL, sum(sold), sum(allotment) FROM room_inventory
   WHERE hotel_id = $1 AND ($2::bigint IS NULL OR room_id = $2) AND date BETWEEN $8::date AND $9::date`;

const n = (v: Num | undefined) => Number(v ?? 0);
const sumsOf = (r: SumRow): Sums => ({
  roomNights: n(r.room_nights),
  revenue: n(r.revenue),
  bookings: n(r.bookings),
  leadTimeDays: n(r.lead_time_days),
  cancellations: n(r.cancellations),
});

export interface ReportSums {
  buckets: Map<string, Sums>;
  rooms: { roomId: number; name: string; sums: Sums }[];
  ratePlans: { ratePlanId: number; name: string; sums: Sums }[];
  previous: Sums;
  lastYear: Sums;
  occupancy: {
    buckets: Map<string, Stock>;
    rooms: Map<number, Stock>;
    previous: Stock;
    lastYear: Stock;
  };
}

interface Periods {
  current: PerformancePeriod;
  previous: PerformancePeriod;
  lastYear: PerformancePeriod;
}

function statements(
  hotelId: number,
  { current, previous, lastYear }: Periods,
  granularity: PerformanceGranularity,
  { roomId, ratePlanId }: Filters,
): [string, unknown[]][] {
  const spans = spanParams(current);
  return [
    [SERIES_SQL, [hotelId, ratePlanId ?? 0, roomId, granularity, current.from, current.to, ...spans]],
    [BREAKDOWN_SQL, [hotelId, ratePlanId, roomId, ...spans]],
    [COMPARED_SQL, [hotelId, ratePlanId ?? 0, roomId, ...spanParams(previous), ...spanParams(lastYear)]],
    [
      OCCUPANCY_SQL,
      [
        hotelId,
        roomId,
        granularity,
        current.from,
        current.to,
        previous.from,
        previous.to,
        lastYear.from,
        lastYear.to,
      ],
    ],
  ];
}

/**
 * Moves the property's booking changes into its aggregates (daily_performance_fold, migration 0910) so that the
 * reads after it see every committed booking. Its tables are behind no cached read.
 */
export async function foldChanges(db: Database, hotelId: number): Promise<void> {
  await db.query(`${KEEPS_READ_CACHE}SELECT daily_performance_fold($1)`, [hotelId]);
}

/**
 * Folds the changes of every property that has some (so that a property whose report no one opens does not keep
 * them all). Returns how many changes it folded.
 */
export async function foldAllChanges(db: Database): Promise<number> {
  const row = await db.one<{ folded: string | number | null }>(
    `${KEEPS_READ_CACHE}SELECT sum(daily_performance_fold(h.hotel_id)) AS folded
       FROM (SELECT DISTINCT hotel_id FROM daily_performance_changes) h`,
  );
  return Number(row.folded ?? 0);
}

export async function reportSums(
  db: Database,
  hotelId: number,
  periods: Periods,
  granularity: PerformanceGranularity,
  filters: Filters,
): Promise<ReportSums> {
  await foldChanges(db, hotelId);
  const run = statements(hotelId, periods, granularity, filters).map(
    ([sql, params]) =>
      () =>
        db.query<Record<string, unknown>>(sql, params as never),
  );
  // At once on a pool; one after the other on PGlite's single connection.
  const results =
    db.connections > 1
      ? await Promise.all(run.map((f) => f()))
      : await run.reduce(
          async (acc, f) => [...(await acc), await f()],
          Promise.resolve([] as Record<string, unknown>[][]),
        );
  const [seriesRows, breakdownRows, comparedRows, occupancyRows] = results as [
    (SumRow & { bucket: string })[],
    (SumRow & { kind: 'R' | 'P'; id: Num; name: string | null })[],
    (SumRow & { period: 'PREVIOUS' | 'LAST_YEAR' })[],
    { kind: string; key: string | null; sold: Num; allotment: Num }[],
  ];
  const out: ReportSums = {
    buckets: new Map(seriesRows.map((r) => [r.bucket, sumsOf(r)])),
    rooms: [],
    ratePlans: [],
    previous: { ...ZERO },
    lastYear: { ...ZERO },
    occupancy: {
      buckets: new Map(),
      rooms: new Map(),
      previous: { sold: 0, allotment: 0 },
      lastYear: { sold: 0, allotment: 0 },
    },
  };
  for (const r of breakdownRows) {
    const id = n(r.id);
    if (r.kind === 'R') out.rooms.push({ roomId: id, name: r.name ?? String(id), sums: sumsOf(r) });
    else out.ratePlans.push({ ratePlanId: id, name: r.name ?? String(id), sums: sumsOf(r) });
  }
  for (const r of comparedRows) {
    if (r.period === 'PREVIOUS') out.previous = sumsOf(r);
    else out.lastYear = sumsOf(r);
  }
  for (const r of occupancyRows) {
    const v = { sold: n(r.sold), allotment: n(r.allotment) };
    if (r.kind === 'B' && r.key) out.occupancy.buckets.set(r.key, v);
    else if (r.kind === 'R' && r.key) out.occupancy.rooms.set(Number(r.key), v);
    else if (r.kind === 'PREVIOUS') out.occupancy.previous = v;
    else if (r.kind === 'LAST_YEAR') out.occupancy.lastYear = v;
  }
  return out;
}

/** The statements of an unfiltered report by day (the bench's EXPLAIN). */
export function explainStatements(hotelId: number, periods: Periods): [string, unknown[]][] {
  return statements(hotelId, periods, 'DAY', { roomId: null, ratePlanId: null });
}
