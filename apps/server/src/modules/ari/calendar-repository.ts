/**
 * The calendar read (getAriCalendar): one statement reads every series of the window and the module encodes
 * them columnar and run-length (docs/decisions/ari-storage-and-payload.md). Scoped by hotel_id.
 */
import { daysBetween } from '@extranet/domain';
import type { Schemas } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';
import { PLAN_FIELDS, type PlanField } from './fields.js';

type Calendar = Schemas['AriCalendar'];
type PlanSeries = Calendar['ratePlans'][number];
/** The series that are absent when no day of the window has a value. */
type OptionalField = Exclude<PlanField, 'rate' | 'closeOut' | 'cta' | 'ctd'>;

const OPTIONAL = (Object.entries(PLAN_FIELDS) as [PlanField, { column: string }][]).filter(
  ([name]) => !['rate', 'closeOut', 'cta', 'ctd'].includes(name),
) as [OptionalField, { column: string }][];

/** Day flags: one character, digit closeOut (1) + cta (2) + ctd (4); '-' where the day has no row. */
const flagChar = (a: string) =>
  `CASE WHEN ${a}.close_out IS NULL THEN '-' WHEN ${a}.close_out OR ${a}.cta OR ${a}.ctd
        THEN chr(48 + ${a}.close_out::int + 2 * ${a}.cta::int + 4 * ${a}.ctd::int) ELSE '0' END`;
/** Comma-separated values of a column in date order; '' on days without a value. */
const csv = (a: string, column: string) => `array_to_string(array_agg(${a}.${column}), ',', '')`;
const anyOptional = (a: string) =>
  `count(*) FILTER (WHERE num_nonnulls(${OPTIONAL.map(([, d]) => `${a}.${d.column}`).join(', ')}) > 0)`;
/** The optional series as one JSON object of dense arrays (a key is null when the column has no value). */
const optionalJson = (a: string) =>
  `'{' || ${OPTIONAL.map(
    ([name, d], i) =>
      `'${i ? ',' : ''}"${name}":' || CASE WHEN count(${a}.${d.column}) = 0 THEN 'null'
        ELSE array_to_json(array_agg(${a}.${d.column}))::text END`,
  ).join(' || ')} || '}'`;

/**
 * The calendar query ($1 hotel, $2 from, $3 to, $4 days): one text, a JSON document whose series are tuples
 * with comma-separated values (`[roomId, name, minSellPrice, maxOccupancy, "allotment", "sold"]`,
 * `[roomId, ratePlanId, name, static, "rates", "flags", optional | null]`). Per series ONE range scan of the
 * primary key in date order (no sort, no per-cell rows leave the database) aggregates rate, flags and whether
 * an optional series has a value; only then a second scan reads the optional columns, and only a series
 * missing some days takes the gap-filling path (null / '-' on days without a row).
 */
export function calendarSql(): string {
  const optionalCols = OPTIONAL.map(([, d]) => `a.${d.column}`).join(', ');
  const series = `a.hotel_id = $1 AND a.room_id = l.room_id AND a.rate_plan_id = l.rate_plan_id`;
  const inWindow = (a: string) => `${a}.date BETWEEN $2::date AND $3::date`;
  const gapRows = (table: string, alias: string, on: string, list: string) =>
    `SELECT ${list} FROM generate_series(0, $4::integer - 1) AS k(i)
       LEFT JOIN ${table} ${alias} ON ${on} AND ${inWindow(alias)} AND ${alias}.date = $2::date + k.i
      ORDER BY k.i`;
  const planCols = `a.rate, a.close_out, a.cta, a.ctd, ${optionalCols}`;
  return `WITH room_series AS (
        SELECT r.room_id, r.sort_order,
               '[' || r.room_id || ',' || to_json(r.name)::text || ',' || r.min_sell_price || ','
               || r.max_occupancy || ',"'
               || CASE WHEN s.n = $4::integer THEN s.allotment || '","' || s.sold
                  ELSE (SELECT ${csv('y', 'allotment')} || '","' || ${csv('y', 'sold')}
                          FROM (${gapRows('room_inventory', 'i', 'i.hotel_id = $1 AND i.room_id = r.room_id', 'i.allotment, i.sold')}) y)
                  END || '"]' AS j
          FROM rooms r
          CROSS JOIN LATERAL (
                SELECT count(*)::integer AS n, ${csv('x', 'allotment')} AS allotment, ${csv('x', 'sold')} AS sold
                  FROM (SELECT i.allotment, i.sold FROM room_inventory i
                         WHERE i.hotel_id = $1 AND i.room_id = r.room_id AND ${inWindow('i')}
                         ORDER BY i.date) x
               ) s
         WHERE r.hotel_id = $1
      ),
      plan_series AS (
        SELECT l.room_id, l.rate_plan_id,
               '[' || l.room_id || ',' || l.rate_plan_id || ',' || to_json(p.name)::text || ','
               || (p.tariff_mode = 'STATIC')::text || ',"'
               || CASE WHEN s.n = $4::integer
                    THEN s.rates || '","' || s.flags || '",'
                         || CASE WHEN s.c_any = 0 THEN 'null'
                            ELSE (SELECT ${optionalJson('x')}
                                    FROM (SELECT ${optionalCols} FROM rate_plan_ari a
                                           WHERE ${series} AND ${inWindow('a')} ORDER BY a.date) x)
                            END
                    ELSE (SELECT ${csv('y', 'rate')} || '","' || string_agg(${flagChar('y')}, '') || '",'
                                 || CASE WHEN ${anyOptional('y')} = 0 THEN 'null' ELSE ${optionalJson('y')} END
                            FROM (${gapRows('rate_plan_ari', 'a', series, planCols)}) y)
                  END || ']' AS j
          FROM rate_plan_rooms l
          JOIN rate_plans p ON p.hotel_id = l.hotel_id AND p.rate_plan_id = l.rate_plan_id
          CROSS JOIN LATERAL (
                SELECT count(*)::integer AS n, ${anyOptional('x')} AS c_any,
                       ${csv('x', 'rate')} AS rates, string_agg(${flagChar('x')}, '') AS flags
                  FROM (SELECT ${planCols} FROM rate_plan_ari a
                         WHERE ${series} AND ${inWindow('a')}
                         ORDER BY a.date) x
               ) s
         WHERE l.hotel_id = $1
      )
      SELECT '{"occupancyBasedRate":'
        || COALESCE((SELECT h.occupancy_based_rate FROM hotels h WHERE h.hotel_id = $1), false)::text
        || ',"rooms":[' || COALESCE((SELECT string_agg(j, ',' ORDER BY sort_order, room_id) FROM room_series), '')
        || '],"ratePlans":[' || COALESCE((SELECT string_agg(j, ',' ORDER BY room_id, rate_plan_id) FROM plan_series), '')
        || ']}' AS body`;
}

/** Parameters of calendarSql(). */
export function calendarParams(hotelId: number, from: string, to: string): [number, string, string, number] {
  return [hotelId, from, to, daysBetween(from, to) + 1];
}

type Runs<T> = (T | number | null)[];

/** Run-length encoding of comma-separated integers ('' = null): [value, count, value, count, ...]. */
export function intRunsOfCsv(text: string): (number | null)[] {
  const out: (number | null)[] = [];
  let prev = '';
  let count = 0;
  for (const v of text.split(',')) {
    if (count > 0 && v === prev) {
      count++;
      continue;
    }
    if (count > 0) out.push(prev === '' ? null : Number(prev), count);
    prev = v;
    count = 1;
  }
  out.push(prev === '' ? null : Number(prev), count);
  return out;
}

/** Run-length encoding of a dense series of values (objects compared by their JSON). */
export function runsOf<T>(values: readonly (T | null)[]): Runs<T> {
  const out: Runs<T> = [];
  let prev: T | null = null;
  let prevKey = '';
  let count = 0;
  for (const v of values) {
    const key = v !== null && typeof v === 'object' ? JSON.stringify(v) : `${typeof v}:${String(v)}`;
    if (count > 0 && key === prevKey) {
      count++;
      continue;
    }
    if (count > 0) out.push(prev, count);
    prev = v;
    prevKey = key;
    count = 1;
  }
  if (count > 0) out.push(prev, count);
  return out;
}

type RoomTuple = [number, string, number, number, string, string];
type PlanTuple = [
  number,
  number,
  string,
  boolean,
  string,
  string,
  Record<OptionalField, unknown[] | null> | null,
];

/**
 * The calendar of a window: per room its allotment and sold, per rate plan and room its rate, flags and the
 * optional series that have a value, all as runs from `from` on.
 */
export async function calendar(db: Database, hotelId: number, from: string, to: string): Promise<Calendar> {
  // One statement, one round trip (PostgreSQL's JIT is off for the pool's sessions, see db/postgres.ts).
  const params = calendarParams(hotelId, from, to);
  const row = await db.one<{ body: string }>(calendarSql(), params);
  const doc = JSON.parse(row.body) as {
    occupancyBasedRate: boolean;
    rooms: RoomTuple[];
    ratePlans: PlanTuple[];
  };
  return {
    hotelId,
    from,
    to,
    days: params[3],
    occupancyBasedRate: doc.occupancyBasedRate,
    rooms: doc.rooms.map(([roomId, roomName, minSellPrice, maxOccupancy, allotment, sold]) => ({
      roomId,
      roomName,
      minSellPrice,
      maxOccupancy,
      allotment: intRunsOfCsv(allotment),
      sold: intRunsOfCsv(sold),
    })),
    ratePlans: doc.ratePlans.map(
      ([roomId, ratePlanId, ratePlanName, staticTariff, rate, flags, optional]) => {
        // The optional series that have a value (the database sends the others as null).
        const present = OPTIONAL.flatMap(([name]) => {
          const values = optional?.[name];
          return values ? [[name, runsOf(values)] as const] : [];
        });
        const plan: PlanSeries = {
          roomId,
          ratePlanId,
          ratePlanName,
          staticTariff,
          rate: intRunsOfCsv(rate),
          flags,
          ...(Object.fromEntries(present) as Partial<Pick<PlanSeries, OptionalField>>),
        };
        return plan;
      },
    ),
  };
}
