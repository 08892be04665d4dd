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

function planValues(set: ReadonlyMap<PlanField, unknown>, newExprBase: number): string {
  return [...set.keys()]
    .map((f, i) => {
      const c = PLAN_FIELDS[f].column;
      const oldE = PLAN_FIELDS[f].kind === 'bool' ? `COALESCE(c.o_${c}, false)` : `c.o_${c}`;
      return `('${f}', to_jsonb(${oldE}), to_jsonb($${newExprBase + i}::${PLAN_FIELDS[f].sqlType}))`;
    })
    .join(', ');
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

/**
 * Applies a bulk update: ONE statement per table that upserts every changed cell and logs each changed field
 * in ari_changes (data-modifying CTEs). Run inside a transaction holding the property's ARI lock.
 */
export async function applyBulk(
  tx: Database,
  t: BulkTarget,
  set: ReadonlyMap<PlanField, unknown>,
  allotment: number | undefined,
  batch: { batchId: string; accountId: number | null },
): Promise<{ planCells: number; roomCells: number }> {
  let planCells = 0;
  let roomCells = 0;
  if (set.size > 0) {
    const b = planCtes(t, set);
    const fields = [...set.keys()];
    const cols = fields.map((f) => PLAN_FIELDS[f].column);
    const base = 7;
    b.params.push(batch.batchId, batch.accountId);
    const pBatch = b.params.length - 1;
    const pAccount = b.params.length;
    const row = await tx.one<{ cells: number }>(
      `${b.sql},
       up AS (
         INSERT INTO rate_plan_ari (hotel_id, room_id, rate_plan_id, date, ${cols.join(', ')})
         SELECT $1, room_id, rate_plan_id, date, ${fields.map((f, i) => `$${base + i}::${PLAN_FIELDS[f].sqlType}`).join(', ')}
           FROM changed
         ON CONFLICT (hotel_id, room_id, rate_plan_id, date)
         DO UPDATE SET ${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
       ),
       log AS (
         INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
         SELECT $1, $${pBatch}::uuid, 'BULK', $${pAccount}::bigint, c.room_id, c.rate_plan_id, c.date, v.field, v.b, v.a
           FROM changed c CROSS JOIN LATERAL (VALUES ${planValues(set, base)}) AS v(field, b, a)
          WHERE v.b IS DISTINCT FROM v.a
       )
       SELECT count(*)::integer AS cells FROM changed`,
      b.params,
    );
    planCells = row.cells;
  }
  if (allotment !== undefined) {
    const b = roomCtes(t, allotment);
    b.params.push(batch.batchId, batch.accountId);
    const row = await tx.one<{ cells: number }>(
      `${b.sql},
       up AS (
         INSERT INTO room_inventory (hotel_id, room_id, date, allotment)
         SELECT $1, room_id, date, $7::integer FROM changed
         ON CONFLICT (hotel_id, room_id, date) DO UPDATE SET allotment = EXCLUDED.allotment, updated_at = now()
       ),
       log AS (
         INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
         SELECT $1, $8::uuid, 'BULK', $9::bigint, room_id, 0, date, 'allotment', to_jsonb(o_allotment), to_jsonb($7::integer)
           FROM changed
       )
       SELECT count(*)::integer AS cells FROM changed`,
      b.params,
    );
    roomCells = row.cells;
  }
  return { planCells, roomCells };
}

/** Changes of a batch overwritten since by a later change of the same cell and field. */
export async function laterChanges(db: Database, hotelId: number, batchId: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::integer AS n FROM ari_changes c
      WHERE c.hotel_id = $1 AND c.batch_id = $2::uuid
        AND EXISTS (SELECT 1 FROM ari_changes l
                     WHERE l.hotel_id = c.hotel_id AND l.room_id = c.room_id AND l.date = c.date
                       AND l.change_id > c.change_id AND l.rate_plan_id = c.rate_plan_id AND l.field = c.field)`,
    [hotelId, batchId],
  );
  return row.n;
}

/** Puts back the `before` values of a batch (one statement per field), logged as a new batch. */
export async function revertBatch(
  tx: Database,
  hotelId: number,
  batchId: string,
  undo: { batchId: string; accountId: number | null },
): Promise<number> {
  const fields = await tx.query<{ field: string }>(
    'SELECT DISTINCT field FROM ari_changes WHERE hotel_id = $1 AND batch_id = $2::uuid',
    [hotelId, batchId],
  );
  let cells = 0;
  for (const { field } of fields) {
    const log = `log AS (
         INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
         SELECT $1, $3::uuid, 'BULK', $4::bigint, room_id, rate_plan_id, date, field, after, before FROM src
       )`;
    const params = [hotelId, batchId, undo.batchId, undo.accountId];
    if (field === 'allotment') {
      const row = await tx.one<{ n: number }>(
        `WITH src AS (SELECT * FROM ari_changes WHERE hotel_id = $1 AND batch_id = $2::uuid AND field = 'allotment'),
         up AS (UPDATE room_inventory i SET allotment = COALESCE((src.before #>> '{}')::integer, 0), updated_at = now()
                  FROM src WHERE i.hotel_id = $1 AND i.room_id = src.room_id AND i.date = src.date),
         ${log}
         SELECT count(*)::integer AS n FROM src`,
        params,
      );
      cells += row.n;
      continue;
    }
    if (!(field in PLAN_FIELDS)) continue;
    const d = PLAN_FIELDS[field as PlanField];
    const value =
      d.kind === 'json'
        ? `NULLIF(src.before, 'null'::jsonb)`
        : d.kind === 'bool'
          ? `COALESCE((src.before #>> '{}')::boolean, false)`
          : `(src.before #>> '{}')::${d.sqlType}`;
    const row = await tx.one<{ n: number }>(
      `WITH src AS (SELECT * FROM ari_changes WHERE hotel_id = $1 AND batch_id = $2::uuid AND field = '${field}'),
       up AS (UPDATE rate_plan_ari a SET ${d.column} = ${value}, updated_at = now()
                FROM src WHERE a.hotel_id = $1 AND a.room_id = src.room_id AND a.rate_plan_id = src.rate_plan_id
                 AND a.date = src.date),
       ${log}
       SELECT count(*)::integer AS n FROM src`,
      params,
    );
    cells += row.n;
  }
  return cells;
}
