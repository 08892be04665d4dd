/** SQL of undoing a bulk update: what changed since, and putting the `before` values back. Scoped by hotel_id. */
import type { Database } from '../../db/types.js';
import { PLAN_FIELDS, type PlanField } from './fields.js';

/**
 * Every changed cell and field of a batch, as rows (room_id, rate_plan_id, date, field, before, after, change_id):
 * its compact rows (ari_bulk_changes) expanded, and the per-cell rows of ari_changes (batches logged before
 * migration 0251). $1 hotel, $2 batch.
 */
const BATCH_CELLS = `(
    SELECT c.room_id, c.rate_plan_id, c.date, c.field, c.before, c.after, c.change_id
      FROM ari_changes c WHERE c.hotel_id = $1 AND c.batch_id = $2::uuid
    UNION ALL
    SELECT b.room_id, b.rate_plan_id, u.date, b.field, u.b, u.a, b.change_id
      FROM ari_bulk_changes b
     CROSS JOIN LATERAL ROWS FROM (unnest(b.dates), jsonb_array_elements(b.before), jsonb_array_elements(b.after))
           AS u(date, b, a)
     WHERE b.hotel_id = $1 AND b.batch_id = $2::uuid
  )`;

/** Cells of a batch changed since by a later change of the same cell and field (any source). */
export async function laterChanges(db: Database, hotelId: number, batchId: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    `WITH mine AS MATERIALIZED (SELECT * FROM ${BATCH_CELLS} x),
     mark AS (SELECT max(change_id) AS id FROM mine),
     later AS (
       SELECT c.room_id, c.rate_plan_id, c.date, c.field FROM ari_changes c, mark
        WHERE c.hotel_id = $1 AND c.change_id > mark.id
       UNION
       SELECT b.room_id, b.rate_plan_id, u.date, b.field FROM ari_bulk_changes b, mark, unnest(b.dates) AS u(date)
        WHERE b.hotel_id = $1 AND b.change_id > mark.id
     )
     SELECT count(*)::integer AS n FROM mine m
      WHERE EXISTS (SELECT 1 FROM later l WHERE l.room_id = m.room_id AND l.rate_plan_id = m.rate_plan_id
                       AND l.date = m.date AND l.field = m.field)`,
    [hotelId, batchId],
  );
  return row.n;
}

/**
 * Puts back the `before` values of a batch (one statement per field), logged compactly as a new batch whose
 * before/after are the undone batch's after/before. Returns the number of cell fields put back.
 */
export async function revertBatch(
  tx: Database,
  hotelId: number,
  batchId: string,
  undo: { batchId: string; accountId: number | null },
): Promise<number> {
  const fields = await tx.query<{ field: string }>(
    `SELECT DISTINCT field FROM ari_changes WHERE hotel_id = $1 AND batch_id = $2::uuid
     UNION SELECT DISTINCT field FROM ari_bulk_changes WHERE hotel_id = $1 AND batch_id = $2::uuid`,
    [hotelId, batchId],
  );
  const params = [hotelId, batchId, undo.batchId, undo.accountId];
  let cells = 0;
  for (const { field } of fields) {
    const src = `src AS MATERIALIZED (SELECT * FROM ${BATCH_CELLS} x WHERE x.field = '${field}')`;
    let up: string;
    if (field === 'allotment') {
      up = `UPDATE room_inventory i SET allotment = COALESCE((src.before #>> '{}')::integer, 0), updated_at = now()
              FROM src WHERE i.hotel_id = $1 AND i.room_id = src.room_id AND i.date = src.date`;
    } else if (field in PLAN_FIELDS) {
      const d = PLAN_FIELDS[field as PlanField];
      const value =
        d.kind === 'json'
          ? `NULLIF(src.before, 'null'::jsonb)`
          : d.kind === 'bool'
            ? `COALESCE((src.before #>> '{}')::boolean, false)`
            : `(src.before #>> '{}')::${d.sqlType}`;
      up = `UPDATE rate_plan_ari a SET ${d.column} = ${value}, updated_at = now()
              FROM src WHERE a.hotel_id = $1 AND a.room_id = src.room_id AND a.rate_plan_id = src.rate_plan_id
               AND a.date = src.date`;
    } else continue;
    const row = await tx.one<{ n: number }>(
      `WITH ${src},
       up AS (${up}),
       log AS (
         INSERT INTO ari_bulk_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, field,
                                       first_date, last_date, dates, before, after)
         SELECT $1, $3::uuid, 'BULK', $4::bigint, room_id, rate_plan_id, field, min(date), max(date),
                array_agg(date), jsonb_agg(after), jsonb_agg(before)
           FROM src GROUP BY room_id, rate_plan_id, field
       )
       SELECT count(*)::integer AS n FROM src`,
      params,
    );
    cells += row.n;
  }
  return cells;
}
