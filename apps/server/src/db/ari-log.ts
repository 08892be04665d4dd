/**
 * The ARI change log's writers shared by every module that changes a property's ARI (calendar saves, bulk
 * updates, entire pricing, calendar sync): the property's ARI lock, batches and per-cell change rows.
 */
import type { Database } from './types.js';

/** A field of the ARI calendar (the contract's AriField) or `sold`, which only bookings change. */
export type AriLogField =
  | 'allotment'
  | 'rate'
  | 'occupancyRates'
  | 'closeOut'
  | 'cta'
  | 'ctd'
  | 'softblockMax'
  | 'advMin'
  | 'advMax'
  | 'stayMin'
  | 'stayMax'
  | 'stayThroughMin'
  | 'stayThroughMax'
  | 'cancellationPolicy'
  | 'mealPlan'
  | 'sold';

/** Serialises ARI writers of one property (calendar saves, bulk updates, undo): nothing is lost between them. */
export async function lockHotelAri(tx: Database, hotelId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(250, $1::integer)', [hotelId]);
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
  /** `sold` only from the intake (bookings), never written by the calendar's writers. */
  field: AriLogField;
  before: unknown;
  after: unknown;
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
