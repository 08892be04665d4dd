/** SQL of bulk updates: preview, apply (set-based, logged compactly in ari_bulk_changes). Scoped by hotel_id. */
import { eachDate, weekday } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { fieldDef, PLAN_FIELDS, type AriField, type PlanField } from './fields.js';

/** What a bulk update sets: plan fields of every chosen cell and, optionally, the rooms' allotment. */
export interface BulkTarget {
  hotelId: number;
  start: string;
  end: string;
  days: readonly number[];
  ratePlanIds: readonly number[];
  roomIds: readonly number[] | null;
}

export interface BulkSample {
  roomId: number;
  ratePlanId: number | null;
  date: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

interface Built {
  sql: string;
  params: unknown[];
}

/** Text of a value as a parameter, cast in SQL to the column type. */
function param(field: AriField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return fieldDef(field).kind === 'json' ? JSON.stringify(value) : String(value);
}

/** The CTEs `target`, `old`, `changed` for rate plan cells; params start at $1 hotel .. $6 days. */
function planCtes(t: BulkTarget, set: ReadonlyMap<PlanField, unknown>): Built {
  const params: unknown[] = [t.hotelId, t.start, t.end, t.ratePlanIds, t.roomIds, t.days];
  const fields = [...set.keys()];
  const newExpr = new Map<PlanField, string>();
  for (const f of fields) {
    params.push(param(f, set.get(f)));
    newExpr.set(f, `$${params.length}::${PLAN_FIELDS[f].sqlType}`);
  }
  const oldCols = fields.map((f) => `a.${PLAN_FIELDS[f].column} AS o_${PLAN_FIELDS[f].column}`).join(', ');
  const oldExpr = (f: PlanField) =>
    PLAN_FIELDS[f].kind === 'bool'
      ? `COALESCE(o_${PLAN_FIELDS[f].column}, false)`
      : `o_${PLAN_FIELDS[f].column}`;
  const differs = fields.map((f) => `${oldExpr(f)} IS DISTINCT FROM ${newExpr.get(f)}`).join(' OR ');
  const sql = `WITH target AS (
      SELECT l.room_id, l.rate_plan_id, d::date AS date
        FROM rate_plan_rooms l
        CROSS JOIN generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') d
       WHERE l.hotel_id = $1 AND l.rate_plan_id = ANY($4::bigint[])
         AND ($5::bigint[] IS NULL OR l.room_id = ANY($5::bigint[]))
         AND extract(dow FROM d)::integer = ANY($6::integer[])
    ),
    old AS (
      SELECT t.room_id, t.rate_plan_id, t.date, ${oldCols}
        FROM target t
        LEFT JOIN rate_plan_ari a ON a.hotel_id = $1 AND a.room_id = t.room_id
             AND a.rate_plan_id = t.rate_plan_id AND a.date = t.date
    ),
    changed AS (SELECT * FROM old WHERE ${differs})`;
  return { sql, params };
}

function roomCtes(t: BulkTarget, allotment: number): Built {
  const params: unknown[] = [t.hotelId, t.start, t.end, t.ratePlanIds, t.roomIds, t.days, allotment];
  const sql = `WITH target AS (
      SELECT r.room_id, d::date AS date
        FROM (SELECT DISTINCT l.room_id FROM rate_plan_rooms l
               WHERE l.hotel_id = $1 AND l.rate_plan_id = ANY($4::bigint[])
                 AND ($5::bigint[] IS NULL OR l.room_id = ANY($5::bigint[]))) r
        CROSS JOIN generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') d
       WHERE extract(dow FROM d)::integer = ANY($6::integer[])
    ),
    old AS (
      SELECT t.room_id, t.date, i.allotment AS o_allotment, COALESCE(i.sold, 0) AS o_sold
        FROM target t
        LEFT JOIN room_inventory i ON i.hotel_id = $1 AND i.room_id = t.room_id AND i.date = t.date
    ),
    changed AS (SELECT * FROM old WHERE o_allotment IS DISTINCT FROM $7::integer)`;
  return { sql, params };
}

/** Counts and a sample of the cells a bulk update would change; writes nothing. */
export async function previewBulk(
  db: Database,
  t: BulkTarget,
  set: ReadonlyMap<PlanField, unknown>,
  allotment: number | undefined,
  sampleSize = 20,
): Promise<{ cells: number; planCells: number; roomCells: number; sample: BulkSample[] }> {
  let planCells = 0;
  let roomCells = 0;
  const sample: BulkSample[] = [];
  if (set.size > 0) {
    const b = planCtes(t, set);
    const base = 7;
    const pairs = [...set.keys()]
      .map((f) => {
        const c = PLAN_FIELDS[f].column;
        const oldE = PLAN_FIELDS[f].kind === 'bool' ? `COALESCE(o_${c}, false)` : `o_${c}`;
        return `'${f}', ${oldE}`;
      })
      .join(', ');
    const newPairs = [...set.keys()]
      .map((f, i) => `'${f}', $${base + i}::${PLAN_FIELDS[f].sqlType}`)
      .join(', ');
    const row = await db.one<{ cells: number; sample: BulkSample[] | null }>(
      `${b.sql}
       SELECT (SELECT count(*) FROM changed)::integer AS cells,
              (SELECT json_agg(s) FROM (
                 SELECT room_id AS "roomId", rate_plan_id AS "ratePlanId", date,
                        json_build_object(${pairs}) AS before, json_build_object(${newPairs}) AS after
                   FROM changed ORDER BY date, room_id, rate_plan_id LIMIT ${sampleSize}) s) AS sample`,
      b.params,
    );
    planCells = row.cells;
    sample.push(...(row.sample ?? []));
  }
  if (allotment !== undefined) {
    const b = roomCtes(t, allotment);
    const row = await db.one<{ cells: number; sample: BulkSample[] | null }>(
      `${b.sql}
       SELECT (SELECT count(*) FROM changed)::integer AS cells,
              (SELECT json_agg(s) FROM (
                 SELECT room_id AS "roomId", NULL::bigint AS "ratePlanId", date,
                        json_build_object('allotment', o_allotment) AS before,
                        json_build_object('allotment', $7::integer) AS after
                   FROM changed ORDER BY date, room_id LIMIT ${sampleSize}) s) AS sample`,
      b.params,
    );
    roomCells = row.cells;
    if (sample.length < sampleSize) sample.push(...(row.sample ?? []).slice(0, sampleSize - sample.length));
  }
  return { cells: planCells + roomCells, planCells, roomCells, sample };
}

/** Rooms' dates where the new allotment would fall below what is sold. */
export async function allotmentBelowSold(db: Database, t: BulkTarget, allotment: number): Promise<number> {
  const b = roomCtes(t, allotment);
  const row = await db.one<{ n: number }>(
    `${b.sql} SELECT count(*)::integer AS n FROM old WHERE o_sold > $7::integer`,
    b.params,
  );
  return row.n;
}

/** The old value of a field as the change log sees it (booleans of missing rows are false). */
function oldOf(f: PlanField, alias = ''): string {
  const c = `${alias}${PLAN_FIELDS[f].column}`;
  return PLAN_FIELDS[f].kind === 'bool' ? `COALESCE(${c}, false)` : c;
}

/**
 * The compact log of changed cells (ari_bulk_changes): from `src` rows (room_id, rate_plan_id, date and, per
 * field, its old value), ONE row per room, rate plan and field with the dates that changed and the before
 * values aligned with them (array_agg of the same group and filter keeps both in the same order); the after
 * values are the one new value repeated. `fields` are [name, old column, new value expression];
 * first/last bound the dates (the bulk update's period).
 */
function compactLog(
  src: string,
  fields: readonly (readonly [string, string, string])[],
  p: { hotel: string; batch: string; source: string; account: string; first: string; last: string },
): string {
  const aggs = fields
    .map(([, o, n], i) => {
      const w = `FILTER (WHERE ${o} IS DISTINCT FROM ${n})`;
      return `array_agg(date) ${w} AS d${i}, to_jsonb(array_agg(${o}) ${w}) AS b${i}`;
    })
    .join(',\n');
  const values = fields
    .map(
      ([name, , n], i) =>
        `('${name}', g.d${i}, g.b${i}, to_jsonb(array_fill(${n}, ARRAY[cardinality(g.d${i})])))`,
    )
    .join(', ');
  return `INSERT INTO ari_bulk_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, field,
                                      first_date, last_date, dates, before, after)
         SELECT ${p.hotel}, ${p.batch}, ${p.source}, ${p.account}, g.room_id, g.rate_plan_id, v.field,
                ${p.first}, ${p.last}, v.dates, v.b, v.a
           FROM (SELECT room_id, rate_plan_id, ${aggs} FROM ${src} GROUP BY room_id, rate_plan_id) g
          CROSS JOIN LATERAL (VALUES ${values}) AS v(field, dates, b, a)
          WHERE v.dates IS NOT NULL`;
}

/** Number of dates of [start, end] on the chosen days of the week. */
export function matchingDays(t: Pick<BulkTarget, 'start' | 'end' | 'days'>): number {
  const days = new Set(t.days);
  return eachDate(t.start, t.end).filter((d) => days.has(weekday(d))).length;
}

/**
 * Applies a bulk update inside a transaction holding the property's ARI lock. Per table ONE statement updates
 * the existing cells in place (set-based, no rows back to Node) and writes the compact log (one row per room,
 * rate plan and field, see migration 0251); cells without a row yet (rare: new links, the horizon's newest
 * days) are inserted by a second statement only when the first found fewer rows than expected.
 * `expected` = the number of (room, rate plan) and room pairs chosen, times matchingDays(t).
 */
export async function applyBulk(
  tx: Database,
  t: BulkTarget,
  set: ReadonlyMap<PlanField, unknown>,
  allotment: number | undefined,
  batch: { batchId: string; accountId: number | null },
  expected: { planCells: number; roomCells: number; roomIds: readonly number[] },
): Promise<{ planCells: number; roomCells: number }> {
  // The statement keeps the old values of every changed cell in memory (137,000 rows: a few MB) to log them.
  await tx.query(`SET LOCAL work_mem = '64MB'`);
  let planCells = 0;
  let roomCells = 0;
  if (set.size > 0) {
    const fields = [...set.keys()];
    const params: unknown[] = [t.hotelId, t.start, t.end, t.ratePlanIds, t.roomIds, t.days];
    const nw = fields.map((f) => {
      params.push(param(f, set.get(f)));
      return `$${params.length}::${PLAN_FIELDS[f].sqlType}`;
    });
    params.push(batch.batchId, batch.accountId);
    const p = {
      hotel: '$1',
      batch: `$${params.length - 1}::uuid`,
      source: `'BULK'`,
      account: `$${params.length}::bigint`,
      first: '$2::date',
      last: '$3::date',
    };
    const cols = fields.map((f) => PLAN_FIELDS[f].column);
    const scope = `a.hotel_id = $1 AND a.rate_plan_id = ANY($4::bigint[])
         AND ($5::bigint[] IS NULL OR a.room_id = ANY($5::bigint[]))
         AND a.date BETWEEN $2::date AND $3::date AND extract(dow FROM a.date)::integer = ANY($6::integer[])`;
    const logFields = fields.map((f, i) => [f, `o${i}`, nw[i] as string] as const);
    const row = await tx.one<{ cells: number; existing: number }>(
      `WITH old AS MATERIALIZED (
         SELECT a.room_id, a.rate_plan_id, a.date, ${fields.map((f, i) => `${oldOf(f, 'a.')} AS o${i}`).join(', ')}
           FROM rate_plan_ari a WHERE ${scope}
       ),
       changed AS (SELECT * FROM old WHERE ${fields.map((_, i) => `o${i} IS DISTINCT FROM ${nw[i]}`).join(' OR ')}),
       up AS (
         -- The same rows as "changed" (same snapshot, the ARI lock held): filtered again rather than joined.
         UPDATE rate_plan_ari a SET ${cols.map((c, i) => `${c} = ${nw[i]}`).join(', ')}, updated_at = now()
          WHERE ${scope} AND (${fields.map((f, i) => `${oldOf(f, 'a.')} IS DISTINCT FROM ${nw[i]}`).join(' OR ')})
       ),
       log AS (${compactLog('changed', logFields, p)})
       SELECT (SELECT count(*) FROM changed)::integer AS cells, (SELECT count(*) FROM old)::integer AS existing`,
      params,
    );
    planCells = row.cells;
    if (row.existing < expected.planCells) {
      // Cells without a row: inserted with the new values; their before is the column default.
      const ins = await tx.one<{ cells: number }>(
        `WITH ins AS (
           INSERT INTO rate_plan_ari (hotel_id, room_id, rate_plan_id, date, ${cols.join(', ')})
           SELECT $1, l.room_id, l.rate_plan_id, d::date, ${nw.join(', ')}
             FROM rate_plan_rooms l
            CROSS JOIN generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') d
            WHERE l.hotel_id = $1 AND l.rate_plan_id = ANY($4::bigint[])
              AND ($5::bigint[] IS NULL OR l.room_id = ANY($5::bigint[]))
              AND extract(dow FROM d)::integer = ANY($6::integer[])
              AND NOT EXISTS (SELECT 1 FROM rate_plan_ari a WHERE a.hotel_id = $1 AND a.room_id = l.room_id
                                 AND a.rate_plan_id = l.rate_plan_id AND a.date = d::date)
           ON CONFLICT DO NOTHING
           RETURNING room_id, rate_plan_id, date, ${fields.map((f, i) => `${PLAN_FIELDS[f].kind === 'bool' ? 'false' : `NULL::${PLAN_FIELDS[f].sqlType}`} AS o${i}`).join(', ')}
         ),
         log AS (${compactLog('ins', logFields, p)})
         SELECT count(*)::integer AS cells FROM ins`,
        params,
      );
      planCells += ins.cells;
    }
  }
  if (allotment !== undefined && expected.roomIds.length > 0) {
    const params = [
      t.hotelId,
      t.start,
      t.end,
      expected.roomIds,
      t.days,
      allotment,
      batch.batchId,
      batch.accountId,
    ];
    const p = {
      hotel: '$1',
      batch: '$7::uuid',
      source: `'BULK'`,
      account: '$8::bigint',
      first: '$2::date',
      last: '$3::date',
    };
    const logFields = [['allotment', 'o0', '$6::integer']] as const;
    const row = await tx.one<{ cells: number; existing: number }>(
      `WITH old AS MATERIALIZED (
         SELECT i.room_id, 0::bigint AS rate_plan_id, i.date, i.allotment AS o0 FROM room_inventory i
          WHERE i.hotel_id = $1 AND i.room_id = ANY($4::bigint[]) AND i.date BETWEEN $2::date AND $3::date
            AND extract(dow FROM i.date)::integer = ANY($5::integer[])
       ),
       changed AS (SELECT * FROM old WHERE o0 IS DISTINCT FROM $6::integer),
       up AS (
         UPDATE room_inventory i SET allotment = $6::integer, updated_at = now()
          WHERE i.hotel_id = $1 AND i.room_id = ANY($4::bigint[]) AND i.date BETWEEN $2::date AND $3::date
            AND extract(dow FROM i.date)::integer = ANY($5::integer[]) AND i.allotment IS DISTINCT FROM $6::integer
       ),
       log AS (${compactLog('changed', logFields, p)})
       SELECT (SELECT count(*) FROM changed)::integer AS cells, (SELECT count(*) FROM old)::integer AS existing`,
      params,
    );
    roomCells = row.cells;
    if (row.existing < expected.roomCells) {
      const ins = await tx.one<{ cells: number }>(
        `WITH ins AS (
           INSERT INTO room_inventory (hotel_id, room_id, date, allotment)
           SELECT $1, r.room_id, d::date, $6::integer
             FROM unnest($4::bigint[]) AS r(room_id)
            CROSS JOIN generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') d
            WHERE extract(dow FROM d)::integer = ANY($5::integer[])
              AND NOT EXISTS (SELECT 1 FROM room_inventory i WHERE i.hotel_id = $1 AND i.room_id = r.room_id
                                 AND i.date = d::date)
           ON CONFLICT DO NOTHING
           RETURNING room_id, 0::bigint AS rate_plan_id, date, NULL::integer AS o0
         ),
         log AS (${compactLog('ins', logFields, p)})
         SELECT count(*)::integer AS cells FROM ins`,
        params,
      );
      roomCells += ins.cells;
    }
  }
  return { planCells, roomCells };
}
