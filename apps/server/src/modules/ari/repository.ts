import type { Database } from '../../db/types.js';
import { fieldDef, PLAN_FIELDS, type AriField, type PlanField } from './fields.js';

/** Serialises ARI writers of one property (calendar saves, bulk updates, undo): nothing is lost between them. */
export async function lockHotelAri(tx: Database, hotelId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(250, $1::integer)', [hotelId]);
}

export interface RoomRow {
  room_id: number;
  name: string;
  min_sell_price: number;
  room_count: number;
}

export async function roomsOf(db: Database, hotelId: number): Promise<RoomRow[]> {
  return db.query<RoomRow>(
    `SELECT room_id, name, min_sell_price, room_count FROM rooms WHERE hotel_id = $1 ORDER BY sort_order, room_id`,
    [hotelId],
  );
}

/** Links of rate plans to rooms of a property. */
export async function linksOf(
  db: Database,
  hotelId: number,
): Promise<{ room_id: number; rate_plan_id: number; name: string }[]> {
  return db.query(
    `SELECT l.room_id, l.rate_plan_id, p.name FROM rate_plan_rooms l
       JOIN rate_plans p ON p.hotel_id = l.hotel_id AND p.rate_plan_id = l.rate_plan_id
      WHERE l.hotel_id = $1 ORDER BY l.room_id, l.rate_plan_id`,
    [hotelId],
  );
}

/** JSON text of one value of a column, built with string functions (much cheaper than json_agg per value). */
function jsonText(column: string, kind: string): string {
  switch (kind) {
    case 'bool':
      return `CASE WHEN ${column} THEN 'true' WHEN NOT ${column} THEN 'false' ELSE 'null' END`;
    case 'int':
    case 'bigint':
    case 'json':
      return `COALESCE(${column}::text, 'null')`;
    default:
      return `COALESCE(to_json(${column})::text, 'null')`;
  }
}

/** JSON array text of a series: `[v0,v1,...]` in input order. */
function series(column: string, kind: string): string {
  return `'[' || string_agg(${jsonText(column, kind)}, ',') || ']'`;
}

/** The calendar query ($1 hotel, $2 from, $3 to): one JSON document as text, assembled in SQL. */
export function calendarSql(): string {
  const fields = Object.entries(PLAN_FIELDS) as [PlanField, { column: string; kind: string }][];
  const cols = fields.map(([, d]) => `a.${d.column}`).join(', ');
  // Always-present series are arrays; the others are null when no day of the window has a value (smaller payload).
  const always = new Set<PlanField>(['rate', 'closeOut', 'cta', 'ctd']);
  const planArrays = fields
    .map(([name, d]) =>
      always.has(name)
        ? `',"${name}":' || ${series(`x.${d.column}`, d.kind)}`
        : `',"${name}":' || CASE WHEN count(x.${d.column}) = 0 THEN 'null' ELSE ${series(`x.${d.column}`, d.kind)} END`,
    )
    .join(' || ');
  const days = `generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day')`;
  // Input sorted by series and date; string_agg keeps that order (no per-aggregate sort).
  return `WITH room_series AS (
        SELECT x.room_id, x.sort_order,
               '{"roomId":' || x.room_id || ',"roomName":' || to_json(x.name)::text
               || ',"minSellPrice":' || x.min_sell_price
               || ',"allotment":' || ${series('x.allotment', 'int')} || ',"sold":' || ${series('x.sold', 'int')} || '}' AS j
          FROM (SELECT r.room_id, r.sort_order, r.name, r.min_sell_price, d::date AS date, i.allotment, i.sold
                  FROM rooms r CROSS JOIN ${days} d
                  LEFT JOIN room_inventory i ON i.hotel_id = $1 AND i.room_id = r.room_id AND i.date = d::date
                       AND i.date BETWEEN $2::date AND $3::date
                 WHERE r.hotel_id = $1
                 ORDER BY r.room_id, d) x
         GROUP BY x.room_id, x.sort_order, x.name, x.min_sell_price
      ),
      plan_series AS (
        SELECT x.room_id, x.rate_plan_id,
               '{"roomId":' || x.room_id || ',"ratePlanId":' || x.rate_plan_id
               || ',"ratePlanName":' || to_json(x.name)::text || ${planArrays} || '}' AS j
          FROM (SELECT l.room_id, l.rate_plan_id, p.name, d::date AS date, ${cols}
                  FROM rate_plan_rooms l
                  JOIN rate_plans p ON p.hotel_id = l.hotel_id AND p.rate_plan_id = l.rate_plan_id
                  CROSS JOIN ${days} d
                  LEFT JOIN rate_plan_ari a ON a.hotel_id = $1 AND a.room_id = l.room_id
                       AND a.rate_plan_id = l.rate_plan_id AND a.date = d::date AND a.date BETWEEN $2::date AND $3::date
                 WHERE l.hotel_id = $1
                 ORDER BY l.room_id, l.rate_plan_id, d) x
         GROUP BY x.room_id, x.rate_plan_id, x.name
      )
      SELECT '{"hotelId":' || $1::bigint || ',"from":"' || $2::date::text || '","to":"' || $3::date::text
        || '","days":' || ($3::date - $2::date + 1)
        || ',"rooms":[' || COALESCE((SELECT string_agg(j, ',' ORDER BY sort_order, room_id) FROM room_series), '')
        || '],"ratePlans":[' || COALESCE((SELECT string_agg(j, ',' ORDER BY room_id, rate_plan_id) FROM plan_series), '')
        || ']}' AS body`;
}

/**
 * The calendar as ONE JSON document built by the database: per room one object with arrays indexed by day,
 * per rate plan and room one object with arrays. Few wide rows, one parse: fast on PGlite too.
 */
export async function calendarJson(db: Database, hotelId: number, from: string, to: string): Promise<string> {
  const row = await db.one<{ body: string }>(calendarSql(), [hotelId, from, to]);
  return row.body;
}

export interface CellKey {
  roomId: number;
  ratePlanId: number;
  date: string;
}

/** Current values of rate plan cells (missing rows are absent from the map). Key: room|plan|date. */
export async function planCells(
  db: Database,
  hotelId: number,
  keys: readonly CellKey[],
): Promise<Map<string, Record<PlanField, unknown>>> {
  if (keys.length === 0) return new Map();
  const cols = (Object.entries(PLAN_FIELDS) as [PlanField, { column: string }][])
    .map(([name, d]) => `a.${d.column} AS "${name}"`)
    .join(', ');
  const rows = await db.query<Record<string, unknown>>(
    `SELECT a.room_id, a.rate_plan_id, a.date::text AS date, ${cols}
       FROM unnest($2::bigint[], $3::bigint[], $4::date[]) AS k(room_id, rate_plan_id, date)
       JOIN rate_plan_ari a ON a.hotel_id = $1 AND a.room_id = k.room_id AND a.rate_plan_id = k.rate_plan_id
            AND a.date = k.date`,
    [hotelId, keys.map((k) => k.roomId), keys.map((k) => k.ratePlanId), keys.map((k) => k.date)],
  );
  const map = new Map<string, Record<PlanField, unknown>>();
  for (const r of rows) map.set(`${r.room_id}|${r.rate_plan_id}|${r.date}`, r as Record<PlanField, unknown>);
  return map;
}

export async function roomCells(
  db: Database,
  hotelId: number,
  keys: readonly { roomId: number; date: string }[],
): Promise<Map<string, { allotment: number; sold: number }>> {
  if (keys.length === 0) return new Map();
  const rows = await db.query<{ room_id: number; date: string; allotment: number; sold: number }>(
    `SELECT i.room_id, i.date::text AS date, i.allotment, i.sold
       FROM unnest($2::bigint[], $3::date[]) AS k(room_id, date)
       JOIN room_inventory i ON i.hotel_id = $1 AND i.room_id = k.room_id AND i.date = k.date`,
    [hotelId, keys.map((k) => k.roomId), keys.map((k) => k.date)],
  );
  return new Map(rows.map((r) => [`${r.room_id}|${r.date}`, { allotment: r.allotment, sold: r.sold }]));
}

/** Average rate of the 30 days before each date of the series (null when there is none). */
export async function thirtyDayAverages(
  db: Database,
  hotelId: number,
  keys: readonly CellKey[],
): Promise<(number | null)[]> {
  if (keys.length === 0) return [];
  const rows = await db.query<{ idx: number; avg: string | null }>(
    `SELECT k.idx, (SELECT avg(a.rate) FROM rate_plan_ari a
                     WHERE a.hotel_id = $1 AND a.room_id = k.room_id AND a.rate_plan_id = k.rate_plan_id
                       AND a.date BETWEEN k.date - 30 AND k.date - 1 AND a.rate IS NOT NULL)::text AS avg
       FROM unnest($2::bigint[], $3::bigint[], $4::date[]) WITH ORDINALITY AS k(room_id, rate_plan_id, date, idx)`,
    [hotelId, keys.map((k) => k.roomId), keys.map((k) => k.ratePlanId), keys.map((k) => k.date)],
  );
  const out: (number | null)[] = keys.map(() => null);
  for (const r of rows) out[Number(r.idx) - 1] = r.avg === null ? null : Number(r.avg);
  return out;
}

export async function createBatch(
  tx: Database,
  batch: {
    hotelId: number;
    batchId: string;
    source: string;
    accountId: number | null;
    request?: unknown;
    cells?: number;
    undoOf?: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO ari_batches (hotel_id, batch_id, source, account_id, request, cells, undo_of)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      batch.hotelId,
      batch.batchId,
      batch.source,
      batch.accountId,
      batch.request === undefined ? null : JSON.stringify(batch.request),
      batch.cells ?? 0,
      batch.undoOf ?? null,
    ],
  );
}

export interface CellChange {
  roomId: number;
  ratePlanId: number;
  date: string;
  /** `sold` only from the intake (bookings), never written by writeCellChanges. */
  field: AriField | 'sold';
  before: unknown;
  after: unknown;
}

/** Writes one field of many cells (one statement per field and table) and logs every change. */
export async function writeCellChanges(
  tx: Database,
  hotelId: number,
  batch: { batchId: string; source: string; accountId: number | null },
  changes: readonly CellChange[],
): Promise<void> {
  const byField = new Map<AriField, CellChange[]>();
  for (const c of changes) {
    if (c.field === 'sold') continue;
    byField.set(c.field, [...(byField.get(c.field) ?? []), c]);
  }
  for (const [field, list] of byField) {
    const d = fieldDef(field);
    const values = list.map((c) =>
      c.after === null ? null : d.kind === 'json' ? JSON.stringify(c.after) : String(c.after),
    );
    if (field === 'allotment') {
      await tx.query(
        `INSERT INTO room_inventory (hotel_id, room_id, date, allotment)
         SELECT $1, k.room_id, k.date, k.v::integer FROM unnest($2::bigint[], $3::date[], $4::text[]) AS k(room_id, date, v)
         ON CONFLICT (hotel_id, room_id, date) DO UPDATE SET allotment = EXCLUDED.allotment, updated_at = now()`,
        [hotelId, list.map((c) => c.roomId), list.map((c) => c.date), values],
      );
    } else {
      await tx.query(
        `INSERT INTO rate_plan_ari (hotel_id, room_id, rate_plan_id, date, ${d.column})
         SELECT $1, k.room_id, k.rate_plan_id, k.date, k.v::${d.sqlType}
           FROM unnest($2::bigint[], $3::bigint[], $4::date[], $5::text[]) AS k(room_id, rate_plan_id, date, v)
         ON CONFLICT (hotel_id, room_id, rate_plan_id, date)
         DO UPDATE SET ${d.column} = EXCLUDED.${d.column}, updated_at = now()`,
        [hotelId, list.map((c) => c.roomId), list.map((c) => c.ratePlanId), list.map((c) => c.date), values],
      );
    }
  }
  await logChanges(tx, hotelId, batch, changes);
}

export async function logChanges(
  tx: Database,
  hotelId: number,
  batch: { batchId: string; source: string; accountId: number | null },
  changes: readonly CellChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
     SELECT $1, $2, $3, $4, k.room_id, k.rate_plan_id, k.date, k.field, k.b::jsonb, k.a::jsonb
       FROM unnest($5::bigint[], $6::bigint[], $7::date[], $8::text[], $9::text[], $10::text[])
         AS k(room_id, rate_plan_id, date, field, b, a)`,
    [
      hotelId,
      batch.batchId,
      batch.source,
      batch.accountId,
      changes.map((c) => c.roomId),
      changes.map((c) => c.ratePlanId),
      changes.map((c) => c.date),
      changes.map((c) => c.field),
      changes.map((c) => JSON.stringify(c.before ?? null)),
      changes.map((c) => JSON.stringify(c.after ?? null)),
    ],
  );
}

export interface ChangeLogRow {
  changeId: number;
  batchId: string;
  source: string;
  accountId: number | null;
  accountName: string | null;
  changedAt: Date;
  roomId: number;
  ratePlanId: number | null;
  date: string;
  field: string;
  before: unknown;
  after: unknown;
}

export async function changeLog(
  db: Database,
  hotelId: number,
  filter: { roomId?: number; date?: string; ratePlanId?: number; batchId?: string; limit: number },
): Promise<ChangeLogRow[]> {
  return db.query<ChangeLogRow>(
    `SELECT c.change_id AS "changeId", c.batch_id::text AS "batchId", c.source, c.account_id AS "accountId",
            a.name AS "accountName", c.changed_at AS "changedAt", c.room_id AS "roomId",
            NULLIF(c.rate_plan_id, 0) AS "ratePlanId", c.date::text AS date, c.field, c.before, c.after
       FROM ari_changes c LEFT JOIN accounts a ON a.id = c.account_id
      WHERE c.hotel_id = $1
        AND ($2::bigint IS NULL OR c.room_id = $2)
        AND ($3::date IS NULL OR c.date = $3)
        AND ($4::bigint IS NULL OR c.rate_plan_id = $4)
        AND ($5::uuid IS NULL OR c.batch_id = $5)
      ORDER BY c.change_id DESC
      LIMIT $6`,
    [
      hotelId,
      filter.roomId ?? null,
      filter.date ?? null,
      filter.ratePlanId ?? null,
      filter.batchId ?? null,
      filter.limit,
    ],
  );
}
