import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { accessDeniedReason, routeById } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import {
  messageOf,
  validateBulkUpdate,
  validateStayLimits,
  type FieldError as ValidationFieldError,
} from '@extranet/validation';
import { sqlState } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { AppError, forbidden, notFound, validationError, type FieldErrorInput } from '../../http/errors.js';
import { requestLanguage } from '../../http/lang.js';
import { isMarketManager, requireHotelAccess, requireSession, type HotelAccess } from '../../http/session.js';
import type { Handler, ServerModule } from '../types.js';
import * as bulk from './bulk.js';
import { addDays, ariWindow, daysBetween, isValidDate } from './dates.js';
import { ariCsv, ariXlsx, EXPORT_CONTENT_TYPE, type ExportFormat } from './export.js';
import { FIELD_MAX, FIELD_MIN, PLAN_FIELDS, valueProblem, type AriField, type PlanField } from './fields.js';
import * as repo from './repository.js';

interface HotelParams {
  hotelId: number;
}

/** Field errors of @extranet/validation as the server's field errors (message from `validations.<code>`). */
function fromValidation(errors: readonly ValidationFieldError[], lang: Language): FieldErrorInput[] {
  return errors.map((e) => ({ field: e.field, code: e.code, message: messageOf(e, { lang }) }));
}

/** Retries a transaction that lost a deadlock or serialization race (PostgreSQL picks a victim). */
export async function withRetry<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (error) {
      const state = sqlState(error);
      if (i >= attempts || (state !== '40P01' && state !== '40001')) throw error;
    }
  }
}

// ---------------------------------------------------------------- calendar read

async function getCalendar(
  hotelId: number,
  query: { from?: string; to?: string },
  db: Database,
): Promise<string> {
  const w = ariWindow();
  const from = query.from ?? w.today;
  const to = query.to ?? addDays(from, 29);
  const errors: FieldErrorInput[] = [];
  if (!isValidDate(from)) errors.push({ field: 'from', code: 'INVALID_FORMAT' });
  if (!isValidDate(to)) errors.push({ field: 'to', code: 'INVALID_FORMAT' });
  if (errors.length === 0) {
    if (to < from) errors.push({ field: 'to', code: 'DATE_BEFORE_START' });
    if (from < w.readFrom) errors.push({ field: 'from', code: 'DATE_OUTSIDE_WINDOW' });
    if (to > w.horizon) errors.push({ field: 'to', code: 'DATE_OUTSIDE_WINDOW' });
    if (daysBetween(from, to) > 549) errors.push({ field: 'to', code: 'RANGE_TOO_LONG' });
  }
  if (errors.length > 0) throw validationError(errors);
  return repo.calendarJson(db, hotelId, from, to);
}

// ---------------------------------------------------------------- calendar write (cell changes)

interface CellChangeInput {
  roomId: number;
  ratePlanId?: number | null;
  date: string;
  field: AriField;
  value: unknown;
}

interface ChangesBody {
  changes: CellChangeInput[];
  dryRun?: boolean;
  confirmAnomalies?: boolean;
}

const ANOMALY_RATIO = 0.5;

/** Fields of a rate plan's price: on a static-tariff plan only a market manager changes them. */
const PRICE_FIELDS: ReadonlySet<AriField> = new Set<AriField>(['rate', 'occupancyRates']);

async function saveChanges(
  db: Database,
  hotelId: number,
  accountId: number,
  body: ChangesBody,
  isMarketManager: () => Promise<boolean>,
): Promise<{ batchId: string | null; dryRun: boolean; changed: number; changes: repo.CellChange[] }> {
  const w = ariWindow();
  const rooms = new Map((await repo.roomsOf(db, hotelId)).map((r) => [Number(r.room_id), r]));
  const linkRows = await repo.linksOf(db, hotelId);
  const links = new Set(linkRows.map((l) => `${l.room_id}|${l.rate_plan_id}`));
  // SPEC: static plans only a market manager may change, their prices included (not their availability).
  const staticPlans = new Set(
    linkRows.filter((l) => l.tariff_mode === 'STATIC').map((l) => Number(l.rate_plan_id)),
  );
  const pricesStatic = body.changes.some(
    (c) => PRICE_FIELDS.has(c.field) && staticPlans.has(Number(c.ratePlanId)),
  );
  const mayPriceStatic = pricesStatic && (await isMarketManager());
  const errors: FieldErrorInput[] = [];
  const seen = new Set<string>();
  const setsOccupancy = body.changes.some((c) => c.field === 'occupancyRates' && c.value !== null);
  const occupancyOn = setsOccupancy && (await repo.pricesByOccupancy(db, hotelId));
  body.changes.forEach((c, i) => {
    const f = `changes.${i}`;
    const isRoomField = c.field === 'allotment';
    if (!rooms.has(c.roomId)) throw notFound();
    if (!isRoomField) {
      if (c.ratePlanId == null) errors.push({ field: `${f}.ratePlanId`, code: 'REQUIRED' });
      else if (!links.has(`${c.roomId}|${c.ratePlanId}`)) throw notFound();
    }
    if (PRICE_FIELDS.has(c.field) && staticPlans.has(Number(c.ratePlanId)) && !mayPriceStatic)
      errors.push({ field: `${f}.ratePlanId`, code: 'STATIC_PLAN_MARKET_MANAGER' });
    if (!isValidDate(c.date)) errors.push({ field: `${f}.date`, code: 'INVALID_FORMAT' });
    else if (c.date < w.today) errors.push({ field: `${f}.date`, code: 'DATE_READ_ONLY' });
    else if (c.date > w.horizon) errors.push({ field: `${f}.date`, code: 'DATE_OUTSIDE_WINDOW' });
    const problem = valueProblem(c.field, c.value);
    if (problem) errors.push({ field: `${f}.value`, code: problem });
    else if (c.field === 'occupancyRates' && c.value !== null) {
      // Rates per number of guests (valueProblem checked the shape): only where the property prices so, for
      // guests the room holds, and rates too: none below the room's minimum sell price (SPEC 5).
      const room = rooms.get(c.roomId);
      const minSell = Number(room?.min_sell_price ?? 0);
      const most = Number(room?.max_occupancy ?? 1);
      const rates = Object.entries(c.value as Record<string, number>);
      if (!occupancyOn) errors.push({ field: `${f}.value`, code: 'OCCUPANCY_PRICING_OFF' });
      else if (rates.some(([guests]) => Number(guests) > most))
        errors.push({ field: `${f}.value`, code: 'GUESTS_ABOVE_ROOM', params: { max: most } });
      else if (rates.some(([, rate]) => rate < minSell))
        errors.push({ field: `${f}.value`, code: 'RATE_BELOW_MINIMUM', params: { min: minSell } });
    } else if (typeof c.value === 'number') {
      const max = FIELD_MAX[c.field];
      const min = FIELD_MIN[c.field];
      if (max !== undefined && c.value > max)
        errors.push({ field: `${f}.value`, code: 'TOO_LARGE', params: { limit: max } });
      if (min !== undefined && c.value < min)
        errors.push({ field: `${f}.value`, code: 'TOO_SMALL', params: { limit: min } });
      if (c.field === 'rate') {
        const minSell = Number(rooms.get(c.roomId)?.min_sell_price ?? 0);
        if (c.value < minSell)
          errors.push({ field: `${f}.value`, code: 'RATE_BELOW_MINIMUM', params: { min: minSell } });
      }
    }
    const key = `${c.roomId}|${isRoomField ? 0 : c.ratePlanId}|${c.date}|${c.field}`;
    if (seen.has(key)) errors.push({ field: f, code: 'DUPLICATE_ITEMS' });
    seen.add(key);
  });
  if (errors.length > 0) throw validationError(errors);

  return withRetry(() =>
    db.transaction(async (tx) => {
      await repo.lockHotelAri(tx, hotelId);
      const planKeys = body.changes
        .filter((c) => c.field !== 'allotment')
        .map((c) => ({ roomId: c.roomId, ratePlanId: Number(c.ratePlanId), date: c.date }));
      const roomKeys = body.changes
        .filter((c) => c.field === 'allotment')
        .map((c) => ({ roomId: c.roomId, date: c.date }));
      const plan = await repo.planCells(tx, hotelId, planKeys);
      const room = await repo.roomCells(tx, hotelId, roomKeys);
      const changes: repo.CellChange[] = [];
      // Final state of each touched plan cell, for the cross-field rules.
      const finals = new Map<string, Record<string, unknown>>();
      for (const [i, c] of body.changes.entries()) {
        if (c.field === 'allotment') {
          const cur = room.get(`${c.roomId}|${c.date}`);
          const sold = cur?.sold ?? 0;
          if (typeof c.value === 'number' && c.value < sold)
            errors.push({ field: `changes.${i}.value`, code: 'ALLOTMENT_BELOW_SOLD', params: { sold } });
          if ((cur?.allotment ?? null) !== c.value)
            changes.push({
              roomId: c.roomId,
              ratePlanId: 0,
              date: c.date,
              field: 'allotment',
              before: cur?.allotment ?? null,
              after: c.value,
            });
          continue;
        }
        const key = `${c.roomId}|${c.ratePlanId}|${c.date}`;
        const cur = plan.get(key);
        const state = finals.get(key) ?? { ...(cur ?? {}) };
        const before = cur
          ? (cur[c.field as PlanField] ?? null)
          : PLAN_FIELDS[c.field as PlanField].kind === 'bool'
            ? false
            : null;
        state[c.field] = c.value;
        finals.set(key, state);
        if (JSON.stringify(before) !== JSON.stringify(c.value))
          changes.push({
            roomId: c.roomId,
            ratePlanId: Number(c.ratePlanId),
            date: c.date,
            field: c.field,
            before,
            after: c.value,
          });
      }
      for (const [key, s] of finals) {
        const date = key.split('|')[2] as string;
        const index = body.changes.findIndex((c) => `${c.roomId}|${c.ratePlanId}|${c.date}` === key);
        const checks: [string, unknown, unknown][] = [
          ['adv', s.advMin, s.advMax],
          ['stay', s.stayMin, s.stayMax],
          ['stayThrough', s.stayThroughMin, s.stayThroughMax],
        ];
        for (const [name, min, max] of checks) {
          if (typeof min === 'number' && typeof max === 'number' && min > max)
            errors.push({
              field: `changes.${index}.value`,
              code: 'MIN_ABOVE_MAX',
              params: { date, limit: name },
            });
        }
      }
      if (errors.length > 0) throw validationError(errors);

      const rateChanges = changes.filter((c) => c.field === 'rate' && typeof c.after === 'number');
      if (rateChanges.length > 0 && !body.confirmAnomalies) {
        const avgs = await repo.thirtyDayAverages(tx, hotelId, rateChanges);
        const anomalies = rateChanges
          .map((c, i) => ({ c, avg: avgs[i] ?? null }))
          .filter(
            ({ c, avg }) =>
              avg !== null && avg > 0 && Math.abs((c.after as number) - avg) / avg > ANOMALY_RATIO,
          )
          .map(({ c, avg }) => ({
            roomId: c.roomId,
            ratePlanId: c.ratePlanId,
            date: c.date,
            rate: c.after as number,
            average: Math.round(avg as number),
          }));
        if (anomalies.length > 0) throw new AppError(409, 'RATE_ANOMALY', { extra: { anomalies } });
      }
      if (body.dryRun) return { batchId: null, dryRun: true, changed: changes.length, changes };
      const batchId = randomUUID();
      await repo.createBatch(tx, { hotelId, batchId, source: 'SCREEN', accountId, cells: changes.length });
      await repo.writeCellChanges(tx, hotelId, { batchId, source: 'SCREEN', accountId }, changes);
      return { batchId, dryRun: false, changed: changes.length, changes };
    }),
  );
}

// ---------------------------------------------------------------- bulk updates

interface RangeInput {
  min?: number | null;
  max?: number | null;
}

interface BulkBody {
  period: { start: string; end: string };
  days: number[];
  ratePlanIds: number[];
  roomIds?: number[];
  rate?: number | null;
  allotment?: number;
  closeOut?: boolean;
  cta?: boolean;
  ctd?: boolean;
  restrictions?: { advanceBooking?: RangeInput; lengthOfStay?: RangeInput; stayThrough?: RangeInput };
  cancellationPolicy?: string | null;
  mealPlan?: string | null;
  preview?: boolean;
  confirmAnomalies?: boolean;
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
  return keys
    .map((k, i) => ({ k, avg: avgs[i] ?? null }))
    .filter(({ avg }) => avg !== null && avg > 0 && Math.abs(rate - avg) / avg > ANOMALY_RATIO)
    .map(({ k, avg }) => ({ ...k, rate, average: Math.round(avg as number) }));
}

/**
 * SPEC 4: bulk updates are denied to a property priced by length of stay (LOS), on the server as on the screen
 * (the bulk-updates route's `deniedWhen`, @extranet/domain): 403 LOS_RATE_MODEL.
 */
async function requireBulkUpdates(request: FastifyRequest, hotelId: number): Promise<HotelAccess> {
  const membership = await requireHotelAccess(request, hotelId);
  const route = routeById('bulkUpdates');
  const reason = route ? accessDeniedReason(membership.access, route.path) : null;
  if (reason) throw forbidden(reason);
  return membership;
}

const bulkHandler: Handler = async (request, _reply, ctx) => {
  const session = await requireSession(request);
  const { hotelId } = request.params as HotelParams;
  const access = await requireBulkUpdates(request, hotelId);
  return bulkUpdate(
    ctx.db,
    hotelId,
    session.accountId,
    request.body as BulkBody,
    requestLanguage(request),
    () => isMarketManager(ctx.db, access),
  );
};

async function bulkUpdate(
  db: Database,
  hotelId: number,
  accountId: number,
  body: BulkBody,
  lang: Language,
  isMarketManager: () => Promise<boolean>,
) {
  const w = ariWindow();
  const errors: FieldErrorInput[] = fromValidation(validateBulkUpdate(body), lang);
  const { start, end } = body.period;
  if (isValidDate(start) && start < w.today) errors.push({ field: 'period.start', code: 'DATE_READ_ONLY' });
  if (isValidDate(end) && end > w.horizon) errors.push({ field: 'period.end', code: 'DATE_OUTSIDE_WINDOW' });
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
    errors.push(
      ...fromValidation(validateStayLimits(limits), lang).map((e) => ({
        ...e,
        field: `restrictions.${e.field}`,
      })),
    );
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
    if (problem) errors.push({ field, code: problem });
  }
  if (set.size === 0 && body.allotment === undefined) errors.push({ field: '', code: 'NOTHING_TO_CHANGE' });
  const links = await repo.linksOf(db, hotelId);
  const plans = new Set(links.map((l) => Number(l.rate_plan_id)));
  const roomIdsOfHotel = new Set(links.map((l) => Number(l.room_id)));
  if (body.ratePlanIds.some((id) => !plans.has(id))) throw notFound();
  if (body.roomIds?.some((id) => !roomIdsOfHotel.has(id))) throw notFound();
  const staticChosen = links.some(
    (l) => l.tariff_mode === 'STATIC' && body.ratePlanIds.includes(Number(l.rate_plan_id)),
  );
  if (typeof body.rate === 'number' && staticChosen && !(await isMarketManager()))
    errors.push({ field: 'ratePlanIds', code: 'STATIC_PLAN_MARKET_MANAGER' });
  if (typeof body.rate === 'number') {
    const chosen = new Set(
      links
        .filter((l) => body.ratePlanIds.includes(Number(l.rate_plan_id)))
        .filter((l) => !body.roomIds || body.roomIds.includes(Number(l.room_id)))
        .map((l) => Number(l.room_id)),
    );
    const rooms = (await repo.roomsOf(db, hotelId)).filter((room) => chosen.has(Number(room.room_id)));
    const highest = Math.max(0, ...rooms.map((room) => Number(room.min_sell_price)));
    if (body.rate < highest)
      errors.push({ field: 'rate', code: 'RATE_BELOW_MINIMUM', params: { min: highest } });
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
  if (body.allotment !== undefined) {
    const below = await bulk.allotmentBelowSold(db, target, body.allotment);
    if (below > 0)
      throw validationError([{ field: 'allotment', code: 'ALLOTMENT_BELOW_SOLD', params: { sold: '' } }]);
  }
  const chosenLinks = links.filter(
    (l) =>
      body.ratePlanIds.includes(Number(l.rate_plan_id)) &&
      (!body.roomIds || body.roomIds.includes(Number(l.room_id))),
  );
  // Checked for the preview and for an unconfirmed apply; a confirmed apply does not look again.
  const anomalies =
    typeof body.rate === 'number' && (body.preview || !body.confirmAnomalies)
      ? await bulkAnomalies(
          db,
          hotelId,
          chosenLinks.map((l) => ({ roomId: Number(l.room_id), ratePlanId: Number(l.rate_plan_id) })),
          start,
          body.rate,
        )
      : [];
  if (body.preview) {
    const p = await bulk.previewBulk(db, target, set, body.allotment);
    return { preview: true, batchId: null, cells: p.cells, sample: p.sample, anomalies };
  }
  // Applying a rate far from the 30-day average needs the owner's confirmation (seen in the preview).
  if (anomalies.length > 0 && !body.confirmAnomalies) {
    throw new AppError(409, 'RATE_ANOMALY', { extra: { anomalies } });
  }
  const chosenRooms = [...new Set(chosenLinks.map((l) => Number(l.room_id)))];
  const days = bulk.matchingDays(target);
  const expected = {
    planCells: chosenLinks.length * days,
    roomCells: chosenRooms.length * days,
    roomIds: chosenRooms,
  };
  const batchId = randomUUID();
  const result = await withRetry(() =>
    db.transaction(async (tx) => {
      await repo.lockHotelAri(tx, hotelId);
      await repo.createBatch(tx, { hotelId, batchId, source: 'BULK', accountId, request: body });
      const applied = await bulk.applyBulk(tx, target, set, body.allotment, { batchId, accountId }, expected);
      await tx.query('UPDATE ari_batches SET cells = $3 WHERE hotel_id = $1 AND batch_id = $2', [
        hotelId,
        batchId,
        applied.planCells + applied.roomCells,
      ]);
      return applied;
    }),
  ).catch((error: unknown) => {
    if (sqlState(error) === '23514')
      throw validationError([{ field: 'allotment', code: 'ALLOTMENT_BELOW_SOLD', params: { sold: '' } }]);
    throw error;
  });
  return { preview: false, batchId, cells: result.planCells + result.roomCells, sample: [] };
}

async function undoBatch(db: Database, hotelId: number, accountId: number, batchId: string) {
  return withRetry(() =>
    db.transaction(async (tx) => {
      await repo.lockHotelAri(tx, hotelId);
      const batch = await tx.maybeOne<{ source: string; undone_by: string | null; undo_of: string | null }>(
        'SELECT source, undone_by, undo_of FROM ari_batches WHERE hotel_id = $1 AND batch_id = $2::uuid',
        [hotelId, batchId],
      );
      if (!batch || batch.source !== 'BULK' || batch.undo_of) throw notFound();
      if (batch.undone_by) throw new AppError(409, 'BATCH_ALREADY_UNDONE');
      const later = await bulk.laterChanges(tx, hotelId, batchId);
      if (later > 0) throw new AppError(409, 'BATCH_CHANGED_SINCE', { extra: { changedCells: later } });
      const undoId = randomUUID();
      await repo.createBatch(tx, { hotelId, batchId: undoId, source: 'BULK', accountId, undoOf: batchId });
      const cells = await tx.transaction((inner) =>
        bulk.revertBatch(inner, hotelId, batchId, { batchId: undoId, accountId }),
      );
      await tx.query(
        'UPDATE ari_batches SET undone_by = $3::uuid WHERE hotel_id = $1 AND batch_id = $2::uuid',
        [hotelId, batchId, undoId],
      );
      await tx.query('UPDATE ari_batches SET cells = $3 WHERE hotel_id = $1 AND batch_id = $2::uuid', [
        hotelId,
        undoId,
        cells,
      ]);
      return { batchId: undoId, undoneBatchId: batchId, cells };
    }),
  ).catch((error: unknown) => {
    if (sqlState(error) === '23514')
      throw new AppError(409, 'BATCH_CHANGED_SINCE', { extra: { changedCells: 0 } });
    throw error;
  });
}

export const ariModule: ServerModule = {
  name: 'ari',
  handlers: {
    getAriCalendar: async (request, reply, ctx) => {
      const { hotelId } = request.params as HotelParams;
      const body = await getCalendar(hotelId, request.query as { from?: string; to?: string }, ctx.db);
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      return reply.send(body);
    },
    saveAriChanges: async (request, _reply, ctx) => {
      const session = await requireSession(request);
      const { hotelId } = request.params as HotelParams;
      const result = await saveChanges(ctx.db, hotelId, session.accountId, request.body as ChangesBody, () =>
        isMarketManager(ctx.db, request.hotelAccess!.get(hotelId)!),
      );
      return {
        batchId: result.batchId,
        dryRun: result.dryRun,
        changed: result.changed,
        changes: result.changes.map((c) => ({ ...c, ratePlanId: c.ratePlanId === 0 ? null : c.ratePlanId })),
      };
    },
    listAriChanges: async (request, _reply, ctx) => {
      const { hotelId } = request.params as HotelParams;
      const q = request.query as {
        roomId?: number;
        date?: string;
        ratePlanId?: number;
        batchId?: string;
        limit?: number;
      };
      if (q.date !== undefined && !isValidDate(q.date))
        throw validationError([{ field: 'date', code: 'INVALID_FORMAT' }]);
      const items = await repo.changeLog(ctx.db, hotelId, { ...q, limit: q.limit ?? 100 });
      return { items: items.map((i) => ({ ...i, changedAt: new Date(i.changedAt).toISOString() })) };
    },
    bulkUpdateAri: (request, reply, ctx) => bulkHandler(request, reply, ctx),
    // SPEC 7's narrower bulk calls: the same bulk update, the contract limits their fields.
    bulkUpdateAriCloseOut: (request, reply, ctx) => bulkHandler(request, reply, ctx),
    bulkUpdateAriRestrictions: (request, reply, ctx) => bulkHandler(request, reply, ctx),
    bulkUpdateAriCancellationPolicy: (request, reply, ctx) => bulkHandler(request, reply, ctx),
    undoAriBulkUpdate: async (request, _reply, ctx) => {
      const session = await requireSession(request);
      const { hotelId, batchId } = request.params as HotelParams & { batchId: string };
      await requireBulkUpdates(request, hotelId);
      return undoBatch(ctx.db, hotelId, session.accountId, batchId);
    },
    exportAri: async (request, reply, ctx) => {
      const { hotelId } = request.params as HotelParams;
      const w = ariWindow();
      const q = request.query as { from?: string; days?: number; format?: ExportFormat };
      const from = q.from ?? w.today;
      if (!isValidDate(from)) throw validationError([{ field: 'from', code: 'INVALID_FORMAT' }]);
      if (from < w.readFrom || from > w.horizon)
        throw validationError([{ field: 'from', code: 'DATE_OUTSIDE_WINDOW' }]);
      const format = q.format ?? 'csv';
      const rows = await repo.exportRows(ctx.db, hotelId, from, addDays(from, (q.days ?? 30) - 1));
      const file = format === 'xlsx' ? await ariXlsx(rows, requestLanguage(request)) : ariCsv(rows);
      reply
        .header('content-disposition', `attachment; filename="ari-${hotelId}-${from}.${format}"`)
        .type(EXPORT_CONTENT_TYPE[format]);
      return reply.send(file);
    },
  },
};
