/** SQL of the ARI calendar. Every statement is scoped by hotel_id: another property's ids find nothing. */
import type { Schemas } from '@extranet/api/operations';
import { logChanges, type CellChange } from '../../db/ari-log.js';
import type { Database } from '../../db/types.js';
import { fieldDef, PLAN_FIELDS, type AriField, type PlanField } from './fields.js';

// The bench's EXPLAIN (bench-property.mjs) reads the calendar statement from here.
export { calendarParams, calendarSql } from './calendar-repository.js';

/** A room as the calendar's rules need it. */
export interface AriRoom {
  roomId: number;
  minSellPrice: number;
  maxOccupancy: number;
}

export async function roomsOf(db: Database, hotelId: number): Promise<AriRoom[]> {
  const rows = await db.query<{ room_id: number; min_sell_price: number; max_occupancy: number }>(
    `SELECT room_id, min_sell_price, max_occupancy FROM rooms WHERE hotel_id = $1 ORDER BY sort_order, room_id`,
    [hotelId],
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    minSellPrice: Number(r.min_sell_price),
    maxOccupancy: Number(r.max_occupancy),
  }));
}

/** Whether the property prices by occupancy (SPEC 3 Hotel.occupancyBasedRate, migration 0440). */
export async function pricesByOccupancy(db: Database, hotelId: number): Promise<boolean> {
  const row = await db.maybeOne<{ on: boolean }>(
    'SELECT occupancy_based_rate AS on FROM hotels WHERE hotel_id = $1',
    [hotelId],
  );
  return row?.on === true;
}

/** A rate plan of a room (the link the calendar's plan cells belong to). */
export interface AriLink {
  roomId: number;
  ratePlanId: number;
  tariffMode: 'PROPERTY' | 'STATIC';
}

/** Links of rate plans to rooms of a property. */
export async function linksOf(db: Database, hotelId: number): Promise<AriLink[]> {
  const rows = await db.query<{ room_id: number; rate_plan_id: number; tariff_mode: 'PROPERTY' | 'STATIC' }>(
    `SELECT l.room_id, l.rate_plan_id, p.tariff_mode FROM rate_plan_rooms l
       JOIN rate_plans p ON p.hotel_id = l.hotel_id AND p.rate_plan_id = l.rate_plan_id
      WHERE l.hotel_id = $1 ORDER BY l.room_id, l.rate_plan_id`,
    [hotelId],
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    ratePlanId: Number(r.rate_plan_id),
    tariffMode: r.tariff_mode,
  }));
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

interface ChangeLogRow {
  changeId: number;
  batchId: string;
  source: 'SCREEN' | 'BULK' | 'INTAKE' | 'SYNC';
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

/**
 * The change log, newest first: per-cell rows (ari_changes) and the compact rows of bulk updates and undos
 * (ari_bulk_changes) expanded to one entry per date. A bulk entry's changeId is its compact row's: unique per
 * room and date, shared by the dates of that row.
 */
export async function changeLog(
  db: Database,
  hotelId: number,
  filter: { roomId?: number; date?: string; ratePlanId?: number; batchId?: string; limit: number },
): Promise<Schemas['AriChange'][]> {
  const rows = await db.query<ChangeLogRow>(
    `WITH entries AS (
       (SELECT c.change_id, c.batch_id, c.source, c.account_id, c.changed_at, c.room_id, c.rate_plan_id, c.date,
               c.field, c.before, c.after
          FROM ari_changes c
         WHERE c.hotel_id = $1
           AND ($2::bigint IS NULL OR c.room_id = $2)
           AND ($3::date IS NULL OR c.date = $3)
           AND ($4::bigint IS NULL OR c.rate_plan_id = $4)
           AND ($5::uuid IS NULL OR c.batch_id = $5)
         ORDER BY c.change_id DESC
         LIMIT $6)
       UNION ALL
       (SELECT b.change_id, b.batch_id, b.source, b.account_id, b.changed_at, b.room_id, b.rate_plan_id, x.date,
               b.field, x.before, x.after
          FROM ari_bulk_changes b
         CROSS JOIN LATERAL (
               -- One date: direct access by position; otherwise every date of the row.
               SELECT $3::date AS date, b.before -> (q.p - 1) AS before, b.after -> (q.p - 1) AS after
                 FROM (SELECT array_position(b.dates, $3::date) AS p) q
                WHERE $3::date IS NOT NULL AND q.p IS NOT NULL
               UNION ALL
               SELECT u.date, u.before, u.after
                 FROM ROWS FROM (unnest(b.dates), jsonb_array_elements(b.before), jsonb_array_elements(b.after))
                      AS u(date, before, after)
                WHERE $3::date IS NULL
             ) x
         WHERE b.hotel_id = $1
           AND ($2::bigint IS NULL OR b.room_id = $2)
           AND ($3::date IS NULL OR $3 BETWEEN b.first_date AND b.last_date)
           AND ($4::bigint IS NULL OR b.rate_plan_id = $4)
           AND ($5::uuid IS NULL OR b.batch_id = $5)
         ORDER BY b.change_id DESC, x.date
         LIMIT $6)
     )
     SELECT e.change_id AS "changeId", e.batch_id::text AS "batchId", e.source, e.account_id AS "accountId",
            a.name AS "accountName", e.changed_at AS "changedAt", e.room_id AS "roomId",
            NULLIF(e.rate_plan_id, 0) AS "ratePlanId", e.date::text AS date, e.field, e.before, e.after
       FROM entries e LEFT JOIN accounts a ON a.id = e.account_id
      ORDER BY e.change_id DESC, e.date, e.rate_plan_id, e.field
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
  return rows.map((r) => ({ ...r, changedAt: new Date(r.changedAt).toISOString() }));
}

// ---------------------------------------------------------------- batches

/** A batch of the change log, as undo needs it (null: none of this property). */
export async function findBatch(
  db: Database,
  hotelId: number,
  batchId: string,
): Promise<{ source: string; undoneBy: string | null; undoOf: string | null } | null> {
  const row = await db.maybeOne<{ source: string; undone_by: string | null; undo_of: string | null }>(
    'SELECT source, undone_by, undo_of FROM ari_batches WHERE hotel_id = $1 AND batch_id = $2::uuid',
    [hotelId, batchId],
  );
  return row && { source: row.source, undoneBy: row.undone_by, undoOf: row.undo_of };
}

export async function setBatchCells(db: Database, hotelId: number, batchId: string, cells: number) {
  await db.query('UPDATE ari_batches SET cells = $3 WHERE hotel_id = $1 AND batch_id = $2::uuid', [
    hotelId,
    batchId,
    cells,
  ]);
}

export async function markBatchUndone(db: Database, hotelId: number, batchId: string, undoId: string) {
  await db.query('UPDATE ari_batches SET undone_by = $3::uuid WHERE hotel_id = $1 AND batch_id = $2::uuid', [
    hotelId,
    batchId,
    undoId,
  ]);
}
