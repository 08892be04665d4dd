/**
 * Bulk updates of the ARI calendar (SPEC 7): one change for a period, days of the week, rate plans and rooms,
 * previewed, checked for rate anomalies, applied as one logged batch, and undone while nothing changed since.
 */
import { randomUUID } from 'node:crypto';
import { isValidDate, ratesPolicy } from '@extranet/domain';
import { formatCurrency, type Language } from '@extranet/i18n';
import { validateBulkUpdate, validateStayLimits } from '@extranet/validation';
import { createBatch, lockHotelAri } from '../../db/ari-log.js';
import { sqlState } from '../../db/index.js';
import { withRetry } from '../../db/retry.js';
import type { Database } from '../../db/types.js';
import { AppError, forbidden, notFound, validationError, type FieldErrorInput } from '../../http/errors.js';
import { fieldErrorsFrom } from '../../http/field-errors.js';
import type { Req, Res } from '../types.js';
import * as bulk from './bulk-repository.js';
import { valueProblem, type PlanField } from './fields.js';
import * as repo from './repository.js';
import { ANOMALY_RATIO, windowOf, type Services } from './service.js';
import { laterChanges, revertBatch } from './undo-repository.js';

/**
 * A bulk update of any of the bulk operations: the full one, or the narrower close-out, restrictions and
 * cancellation-policy calls (the contract limits their fields; they confirm no anomalies).
 */
export type BulkRequest = Omit<Req<'bulkUpdateAri'>['body'], 'confirmAnomalies'> & {
  confirmAnomalies?: boolean;
};

/** SPEC 4: bulk updates are denied to a property priced by length of stay (403 LOS_RATE_MODEL), as on screen. */
function requireBulkUpdates(access: ratesPolicy.RatesAccess): void {
  const reason = ratesPolicy.ratesDenial(access, 'bulkUpdate.apply');
  if (reason) throw forbidden(reason);
}

/**
 * The chosen room and rate plan pairs whose new rate is far from their average of the 30 days before the
 * period (the same rule as a calendar save).
 */
async function bulkAnomalies(
  db: Database,
  hotelId: number,
  pairs: readonly { roomId: number; ratePlanId: number }[],
  start: string,
  rate: number,
) {
  const keys = pairs.map((p) => ({ ...p, date: start }));
  const avgs = await repo.thirtyDayAverages(db, hotelId, keys);
  return keys.flatMap((k, i) => {
    const avg = avgs[i] ?? null;
    return avg !== null && avg > 0 && Math.abs(rate - avg) / avg > ANOMALY_RATIO
      ? [{ ...k, rate, average: Math.round(avg) }]
      : [];
  });
}

/** The plan fields the update sets, and the problems of its values. */
function fieldsToSet(
  body: BulkRequest,
  lang: Language,
): { set: Map<PlanField, unknown>; errors: FieldErrorInput[] } {
  const errors: FieldErrorInput[] = [];
  const set = new Map<PlanField, unknown>();
  if (body.rate !== undefined) set.set('rate', body.rate);
  if (body.closeOut !== undefined) set.set('closeOut', body.closeOut);
  if (body.cta !== undefined) set.set('cta', body.cta);
  if (body.ctd !== undefined) set.set('ctd', body.ctd);
  if (body.cancellationPolicy !== undefined) set.set('cancellationPolicy', body.cancellationPolicy);
  if (body.mealPlan !== undefined) set.set('mealPlan', body.mealPlan);
  const r = body.restrictions;
  if (r) {
    const limits: Parameters<typeof validateStayLimits>[0] = {};
    if (r.advanceBooking)
      limits.advanceBooking = { min: r.advanceBooking.min ?? null, max: r.advanceBooking.max ?? null };
    if (r.lengthOfStay)
      limits.lengthOfStay = { min: r.lengthOfStay.min ?? null, max: r.lengthOfStay.max ?? null };
    if (r.stayThrough)
      limits.stayThrough = { min: r.stayThrough.min ?? null, max: r.stayThrough.max ?? null };
    // Messages name the limit as the form does (without the `restrictions.` of the body's field).
    const found = fieldErrorsFrom(validateStayLimits(limits), lang);
    errors.push(...found.map((e) => ({ ...e, field: `restrictions.${e.field}` })));
    if (r.advanceBooking) {
      set.set('advMin', r.advanceBooking.min ?? null);
      set.set('advMax', r.advanceBooking.max ?? null);
    }
    if (r.lengthOfStay) {
      set.set('stayMin', r.lengthOfStay.min ?? null);
      set.set('stayMax', r.lengthOfStay.max ?? null);
    }
    if (r.stayThrough) {
      set.set('stayThroughMin', r.stayThrough.min ?? null);
      set.set('stayThroughMax', r.stayThrough.max ?? null);
    }
  }
  for (const field of ['cancellationPolicy', 'mealPlan'] as const) {
    const problem = set.has(field) ? valueProblem(field, set.get(field)) : null;
    if (problem) errors.push({ field, ...problem });
  }
  return { set, errors };
}

const allotmentBelowSold = () =>
  validationError([{ field: 'allotment', code: 'ALLOTMENT_BELOW_SOLD', params: { sold: '' } }]);

export async function bulkUpdate(
  s: Services,
  hotelId: number,
  accountId: number,
  body: BulkRequest,
  lang: Language,
  access: ratesPolicy.RatesAccess,
): Promise<Res<'bulkUpdateAri'>> {
  requireBulkUpdates(access);
  const w = await windowOf(s, hotelId);
  const errors: FieldErrorInput[] = fieldErrorsFrom(validateBulkUpdate(body), lang);
  const { start, end } = body.period;
  if (isValidDate(start) && start < w.today) errors.push({ field: 'period.start', code: 'DATE_READ_ONLY' });
  if (isValidDate(end) && end > w.horizon) errors.push({ field: 'period.end', code: 'DATE_OUTSIDE_WINDOW' });
  const { set, errors: valueErrors } = fieldsToSet(body, lang);
  errors.push(...valueErrors);
  if (set.size === 0 && body.allotment === undefined) errors.push({ field: '', code: 'NOTHING_TO_CHANGE' });
  const links = await repo.linksOf(s.db, hotelId);
  const plans = new Set(links.map((l) => l.ratePlanId));
  const roomIdsOfHotel = new Set(links.map((l) => l.roomId));
  if (body.ratePlanIds.some((id) => !plans.has(id))) throw notFound();
  if (body.roomIds?.some((id) => !roomIdsOfHotel.has(id))) throw notFound();
  const chosenLinks = links.filter(
    (l) => body.ratePlanIds.includes(l.ratePlanId) && (!body.roomIds || body.roomIds.includes(l.roomId)),
  );
  const staticChosen = links.some(
    (l) => l.tariffMode === 'STATIC' && body.ratePlanIds.includes(l.ratePlanId),
  );
  if (typeof body.rate === 'number' && staticChosen && !ratesPolicy.can(access, 'ari.editStaticRates'))
    errors.push({ field: 'ratePlanIds', code: 'STATIC_PLAN_MARKET_MANAGER' });
  if (typeof body.rate === 'number') {
    const chosen = new Set(chosenLinks.map((l) => l.roomId));
    const rooms = (await repo.roomsOf(s.db, hotelId)).filter((room) => chosen.has(room.roomId));
    const highest = Math.max(0, ...rooms.map((room) => room.minSellPrice));
    if (body.rate < highest)
      errors.push({ field: 'rate', code: 'RATE_BELOW_MINIMUM', params: { min: formatCurrency(highest) } });
  }
  if (errors.length > 0) throw validationError(errors);
  const target: bulk.BulkTarget = {
    hotelId,
    start,
    end,
    days: body.days,
    ratePlanIds: body.ratePlanIds,
    roomIds: body.roomIds ?? null,
  };
  if (body.allotment !== undefined && (await bulk.allotmentBelowSold(s.db, target, body.allotment)) > 0)
    throw allotmentBelowSold();
  // Checked for the preview and for an unconfirmed apply; a confirmed apply does not look again.
  const anomalies =
    typeof body.rate === 'number' && (body.preview || !body.confirmAnomalies)
      ? await bulkAnomalies(
          s.db,
          hotelId,
          chosenLinks.map((l) => ({ roomId: l.roomId, ratePlanId: l.ratePlanId })),
          start,
          body.rate,
        )
      : [];
  if (body.preview) {
    const p = await bulk.previewBulk(s.db, target, set, body.allotment);
    return { preview: true, batchId: null, cells: p.cells, sample: p.sample, anomalies };
  }
  // Applying a rate far from the 30-day average needs the owner's confirmation (seen in the preview).
  if (anomalies.length > 0 && !body.confirmAnomalies) {
    throw new AppError(409, 'RATE_ANOMALY', { extra: { anomalies } });
  }
  const chosenRooms = [...new Set(chosenLinks.map((l) => l.roomId))];
  const days = bulk.matchingDays(target);
  const expected = {
    planCells: chosenLinks.length * days,
    roomCells: chosenRooms.length * days,
    roomIds: chosenRooms,
  };
  const batchId = randomUUID();
  const result = await withRetry(() =>
    s.db.transaction(async (tx) => {
      await lockHotelAri(tx, hotelId);
      await createBatch(tx, { hotelId, batchId, source: 'BULK', accountId, request: body });
      const applied = await bulk.applyBulk(tx, target, set, body.allotment, { batchId, accountId }, expected);
      await repo.setBatchCells(tx, hotelId, batchId, applied.planCells + applied.roomCells);
      return applied;
    }),
  ).catch((error: unknown) => {
    if (sqlState(error) === '23514') throw allotmentBelowSold();
    throw error;
  });
  return { preview: false, batchId, cells: result.planCells + result.roomCells, sample: [] };
}

export async function undoBulkUpdate(
  s: Services,
  hotelId: number,
  accountId: number,
  batchId: string,
  access: ratesPolicy.RatesAccess,
): Promise<Res<'undoAriBulkUpdate'>> {
  requireBulkUpdates(access);
  return withRetry(() =>
    s.db.transaction(async (tx) => {
      await lockHotelAri(tx, hotelId);
      const batch = await repo.findBatch(tx, hotelId, batchId);
      if (!batch || batch.source !== 'BULK' || batch.undoOf) throw notFound();
      if (batch.undoneBy) throw new AppError(409, 'BATCH_ALREADY_UNDONE');
      const later = await laterChanges(tx, hotelId, batchId);
      if (later > 0) throw new AppError(409, 'BATCH_CHANGED_SINCE', { extra: { changedCells: later } });
      const undoId = randomUUID();
      await createBatch(tx, { hotelId, batchId: undoId, source: 'BULK', accountId, undoOf: batchId });
      const cells = await tx.transaction((inner) =>
        revertBatch(inner, hotelId, batchId, { batchId: undoId, accountId }),
      );
      await repo.markBatchUndone(tx, hotelId, batchId, undoId);
      await repo.setBatchCells(tx, hotelId, undoId, cells);
      return { batchId: undoId, undoneBatchId: batchId, cells };
    }),
  ).catch((error: unknown) => {
    if (sqlState(error) === '23514')
      throw new AppError(409, 'BATCH_CHANGED_SINCE', { extra: { changedCells: 0 } });
    throw error;
  });
}
