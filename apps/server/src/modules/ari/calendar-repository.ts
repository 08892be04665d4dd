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
/** A day with a flag set or a value in an optional column (plain tests: short-circuit, no function call). */
const extraOf = (a: string) =>
  [`${a}.close_out`, `${a}.cta`, `${a}.ctd`, ...OPTIONAL.map(([, d]) => `${a}.${d.column} IS NOT NULL`)].join(
    ' OR ',
  );
const anyOptional = (a: string) =>
  `bool_or(${OPTIONAL.map(([, d]) => `${a}.${d.column} IS NOT NULL`).join(' OR ')})`;
/** The optional series as one JSON object of dense arrays (a key is null when the column has no value). */
const optionalJson = (a: string) =>
  `'{' || ${OPTIONAL.map(
    ([name, d], i) =>
      `'${i ? ',' : ''}"${name}":' || CASE WHEN count(${a}.${d.column}) = 0 THEN 'null'
        ELSE array_to_json(array_agg(${a}.${d.column}))::text END`,
  ).join(' || ')} || '}'`;

/**
 * The calendar query ($1 hotel, $2 from, $3 to, $4 days, $5 part): one text, a JSON document whose series are
 * tuples with comma-separated values (`[roomId, name, minSellPrice, maxOccupancy, "allotment", "sold"]`,
 * `[roomId, ratePlanId, name, static, "rates", "flags" | null, optional | null]`; flags null = every day '0').
 * Per series ONE range scan of the primary key in date order (no sort, no per-cell rows leave the database)
 * aggregates the rate and whether any day has a flag or an optional value; only such a series is scanned again
 * for its flags and optional columns, and only a series missing some days takes the gap-filling path (null /
 * '-' on days without a row).
 * `parts` > 1 splits the read: part $5 holds the (room, rate plan) series whose position in (room, rate plan)
 * order is $5 modulo `parts` (and part 0 the rooms), so the parts can run at once on several connections and
 * their series interleave back in order.
 */
export function calendarSql(parts = 1): string {
  let sql = sqlByParts.get(parts);
  if (sql === undefined) sqlByParts.set(parts, (sql = buildCalendarSql(parts)));
  return sql;
}
const sqlByParts = new Map<number, string>();

function buildCalendarSql(parts: number): string {
  const optionalCols = OPTIONAL.map(([, d]) => `a.${d.column}`).join(', ');
  const series = `a.hotel_id = $1 AND a.room_id = l.room_id AND a.rate_plan_id = l.rate_plan_id`;
  const inWindow = (a: string) => `${a}.date BETWEEN $2::date AND $3::date`;
  const gapRows = (table: string, alias: string, on: string, list: string) =>
    `SELECT ${list} FROM generate_series(0, $4::integer - 1) AS k(i)
       LEFT JOIN ${table} ${alias} ON ${on} AND ${inWindow(alias)} AND ${alias}.date = $2::date + k.i
      ORDER BY k.i`;
  const planCols = `a.rate, a.close_out, a.cta, a.ctd, ${optionalCols}`;
  const links =
    parts > 1
      ? `(SELECT l.*, row_number() OVER (ORDER BY l.room_id, l.rate_plan_id) - 1 AS pos
            FROM rate_plan_rooms l WHERE l.hotel_id = $1) l`
      : `rate_plan_rooms l`;
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
         WHERE r.hotel_id = $1 AND $5::integer = 0
      ),
      plan_series AS (
        SELECT l.room_id, l.rate_plan_id,
               '[' || l.room_id || ',' || l.rate_plan_id || ',' || to_json(p.name)::text || ','
               || (p.tariff_mode = 'STATIC')::text || ',"'
               || CASE WHEN s.n = $4::integer AND NOT s.extra THEN s.rates || '",null,null'
                  WHEN s.n = $4::integer
                    THEN (SELECT s.rates || '","' || string_agg(${flagChar('x')}, '') || '",'
                                 || CASE WHEN ${anyOptional('x')} THEN ${optionalJson('x')} ELSE 'null' END
                            FROM (SELECT ${planCols} FROM rate_plan_ari a
                                   WHERE ${series} AND ${inWindow('a')} ORDER BY a.date) x)
                  ELSE (SELECT ${csv('y', 'rate')} || '","' || string_agg(${flagChar('y')}, '') || '",'
                               || CASE WHEN ${anyOptional('y')} THEN ${optionalJson('y')} ELSE 'null' END
                          FROM (${gapRows('rate_plan_ari', 'a', series, planCols)}) y)
                  END || ']' AS j
          FROM ${links}
          JOIN rate_plans p ON p.hotel_id = l.hotel_id AND p.rate_plan_id = l.rate_plan_id
          CROSS JOIN LATERAL (
                SELECT count(*)::integer AS n, ${csv('x', 'rate')} AS rates, bool_or(${extraOf('x')}) AS extra
                  FROM (SELECT ${planCols} FROM rate_plan_ari a
                         WHERE ${series} AND ${inWindow('a')}
                         ORDER BY a.date) x
               ) s
         WHERE l.hotel_id = $1${parts > 1 ? ` AND l.pos % ${parts} = $5::integer` : ` AND $5::integer = 0`}
      )
      SELECT '{"occupancyBasedRate":'
        || COALESCE((SELECT h.occupancy_based_rate FROM hotels h WHERE h.hotel_id = $1), false)::text
        || ',"rooms":[' || COALESCE((SELECT string_agg(j, ',' ORDER BY sort_order, room_id) FROM room_series), '')
        || '],"ratePlans":[' || COALESCE((SELECT string_agg(j, ',' ORDER BY room_id, rate_plan_id) FROM plan_series), '')
        || ']}' AS body`;
}

/** Parameters of calendarSql(parts) for one part (0 when the read is one statement). */
export function calendarParams(
  hotelId: number,
  from: string,
  to: string,
  part = 0,
): [number, string, string, number, number] {
  return [hotelId, from, to, daysBetween(from, to) + 1, part];
}

type Runs<T> = (T | number | null)[];

/**
 * Run-length encoding of comma-separated integers ('' = null): [value, count, value, count, ...]. Scans the
 * text once and compares each value with the run's in place (one string per run, not per day).
 */
export function intRunsOfCsv(text: string): (number | null)[] {
  const out: (number | null)[] = [];
  const length = text.length;
  let pos = 0;
  for (;;) {
    let end = text.indexOf(',', pos);
    if (end === -1) end = length;
    const value = text.slice(pos, end);
    const n = value.length;
    let count = 1;
    pos = end + 1;
    while (
      pos <= length &&
      text.startsWith(value, pos) &&
      (pos + n === length || text.charCodeAt(pos + n) === 44) /* , */
    ) {
      count++;
      pos += n + 1;
    }
    out.push(n === 0 ? null : Number(value), count);
    if (pos > length) return out;
  }
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
  string | null,
  Record<OptionalField, unknown[] | null> | null,
];

/**
 * How many statements the read runs at once: 2 on a database with several connections (PostgreSQL's pool; two
 * backends use two cores), else 1.
 */
export function calendarParts(db: Pick<Database, 'connections'>): number {
  return db.connections > 1 ? 2 : 1;
}

type Doc = { occupancyBasedRate: boolean; rooms: RoomTuple[]; ratePlans: PlanTuple[] };

/**
 * The calendar of a window: per room its allotment and sold, per rate plan and room its rate, flags and the
 * optional series that have a value, all as runs from `from` on.
 */
export async function calendar(db: Database, hotelId: number, from: string, to: string): Promise<Calendar> {
  // One statement per part, one round trip each, run at once (PostgreSQL's JIT is off for the pool's
  // sessions, see db/postgres.ts); on one connection (PGlite, a transaction) one statement reads everything.
  const parts = calendarParts(db);
  const sql = calendarSql(parts);
  const read = (handles: Database[]) =>
    Promise.all(
      handles.map((handle, i) => handle.one<{ body: string }>(sql, calendarParams(hotelId, from, to, i))),
    );
  // Parts read one snapshot, so a write committing between their starts is in all of them or in none.
  const rows = parts > 1 && db.readInOneSnapshot ? await db.readInOneSnapshot(parts, read) : await read([db]);
  const docs = rows.map((row) => JSON.parse(row.body) as Doc);
  const [first] = docs as [Doc];
  // Part i holds the series at positions i, i + parts, ...: taking one of each part in turn restores the order.
  const plans: PlanTuple[] = [];
  for (let k = 0; plans.length < docs.reduce((n, d) => n + d.ratePlans.length, 0); k++)
    for (const doc of docs) if (k < doc.ratePlans.length) plans.push(doc.ratePlans[k] as PlanTuple);
  const days = daysBetween(from, to) + 1;
  const noFlags = '0'.repeat(days);
  return {
    hotelId,
    from,
    to,
    days,
    occupancyBasedRate: first.occupancyBasedRate,
    rooms: first.rooms.map(([roomId, roomName, minSellPrice, maxOccupancy, allotment, sold]) => ({
      roomId,
      roomName,
      minSellPrice,
      maxOccupancy,
      allotment: intRunsOfCsv(allotment),
      sold: intRunsOfCsv(sold),
    })),
    ratePlans: plans.map(([roomId, ratePlanId, ratePlanName, staticTariff, rate, flags, optional]) => {
      const plan: PlanSeries = {
        roomId,
        ratePlanId,
        ratePlanName,
        staticTariff,
        rate: intRunsOfCsv(rate),
        flags: flags ?? noFlags,
      };
      // The optional series that have a value (the database sends the others as null).
      if (optional)
        for (const [name] of OPTIONAL) {
          const values = optional[name];
          if (values) (plan as Record<string, unknown>)[name] = runsOf(values);
        }
      return plan;
    }),
  };
}
