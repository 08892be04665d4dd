/**
 * The ARI calendar's rules: the read window, cell changes (types, limits, static-tariff prices, anomalies,
 * allotment above sold) written as one batch under the property's ARI lock, the change log and the download.
 * "Today" is the property's own, by the app's clock.
 */
import { randomUUID } from 'node:crypto';
import { addDays, ariWindow, daysBetween, isValidDate, ratesPolicy, type Clock } from '@extranet/domain';
import { formatCurrency, type Language } from '@extranet/i18n';
import { createBatch, lockHotelAri, type CellChange } from '../../db/ari-log.js';
import { propertyToday } from '../../db/property-today.js';
import { withRetry } from '../../db/retry.js';
import type { Database } from '../../db/types.js';
import { AppError, notFound, validationError, type FieldErrorInput } from '../../http/errors.js';
import type { Req, Res } from '../types.js';
import { ariCsv, ariXlsx, type ExportFormat } from './export.js';
import { exportRows } from './export-repository.js';
import { FIELD_MAX, FIELD_MIN, PLAN_FIELDS, valueProblem, type AriField, type PlanField } from './fields.js';
import * as calendarRepo from './calendar-repository.js';
import * as repo from './repository.js';

/** What a service call needs of the app: the database and the clock. */
export interface Services {
  readonly db: Database;
  readonly clock: Clock;
}

/** The caller as the rates policy sees it, read when a rule needs it. */
export type AccessLoader = () => Promise<ratesPolicy.RatesAccess>;

/** A new rate further than this ratio from its 30-day average needs the owner's confirmation. */
export const ANOMALY_RATIO = 0.5;
/** The longest calendar read, in days (18 months and the 90 read-only days). */
const MAX_READ_DAYS = 549;

/** The ARI window around the property's today. */
export async function windowOf(s: Services, hotelId: number) {
  return ariWindow(await propertyToday(s.db, hotelId, s.clock));
}

// ---------------------------------------------------------------- calendar read

/** The calendar of a window, columnar and run-length encoded (AriCalendar). */
export async function calendar(
  s: Services,
  hotelId: number,
  query: Req<'getAriCalendar'>['query'],
): Promise<Res<'getAriCalendar'>> {
  const w = await windowOf(s, hotelId);
  const from = query.from ?? w.today;
  const to = query.to ?? addDays(from, 29);
  const errors: FieldErrorInput[] = [];
  if (!isValidDate(from)) errors.push({ field: 'from', code: 'INVALID_FORMAT' });
  if (!isValidDate(to)) errors.push({ field: 'to', code: 'INVALID_FORMAT' });
  if (errors.length === 0) {
    if (to < from) errors.push({ field: 'to', code: 'DATE_BEFORE_START' });
    if (from < w.readFrom) errors.push({ field: 'from', code: 'DATE_OUTSIDE_WINDOW' });
    if (to > w.horizon) errors.push({ field: 'to', code: 'DATE_OUTSIDE_WINDOW' });
    if (daysBetween(from, to) > MAX_READ_DAYS) errors.push({ field: 'to', code: 'RANGE_TOO_LONG' });
  }
  if (errors.length > 0) throw validationError(errors);
  return calendarRepo.calendar(s.db, hotelId, from, to);
}

// ---------------------------------------------------------------- calendar write (cell changes)

type ChangesRequest = Req<'saveAriChanges'>['body'];
type CellChangeInput = ChangesRequest['changes'][number];

/** Fields of a rate plan's price: on a static-tariff plan only a market manager changes them. */
const PRICE_FIELDS: ReadonlySet<AriField> = new Set<AriField>(['rate', 'occupancyRates']);

/** Every problem of the changes that needs no lock: 404 for rooms and links of another property. */
async function checkChanges(
  s: Services,
  hotelId: number,
  changes: readonly CellChangeInput[],
  access: AccessLoader,
): Promise<void> {
  const w = await windowOf(s, hotelId);
  const rooms = new Map((await repo.roomsOf(s.db, hotelId)).map((r) => [r.roomId, r]));
  const linkRows = await repo.linksOf(s.db, hotelId);
  const links = new Set(linkRows.map((l) => `${l.roomId}|${l.ratePlanId}`));
  // SPEC: static plans only a market manager may change, their prices included (not their availability).
  const staticPlans = new Set(linkRows.filter((l) => l.tariffMode === 'STATIC').map((l) => l.ratePlanId));
  const pricesStatic = changes.some(
    (c) => PRICE_FIELDS.has(c.field) && staticPlans.has(Number(c.ratePlanId)),
  );
  const mayPriceStatic = pricesStatic && ratesPolicy.can(await access(), 'ari.editStaticRates');
  const errors: FieldErrorInput[] = [];
  const seen = new Set<string>();
  const setsOccupancy = changes.some((c) => c.field === 'occupancyRates' && c.value !== null);
  const occupancyOn = setsOccupancy && (await repo.pricesByOccupancy(s.db, hotelId));
  changes.forEach((c, i) => {
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
    const room = rooms.get(c.roomId);
    const minSell = room?.minSellPrice ?? 0;
    if (problem) errors.push({ field: `${f}.value`, ...problem });
    else if (c.field === 'occupancyRates' && c.value !== null && typeof c.value === 'object') {
      // Rates per number of guests (valueProblem checked the shape): only where the property prices so, for
      // guests the room holds, and rates too: none below the room's minimum sell price (SPEC 5).
      const most = room?.maxOccupancy ?? 1;
      const rates = Object.entries(c.value).map(([guests, rate]) => [Number(guests), Number(rate)] as const);
      if (!occupancyOn) errors.push({ field: `${f}.value`, code: 'OCCUPANCY_PRICING_OFF' });
      else if (rates.some(([guests]) => guests > most))
        errors.push({ field: `${f}.value`, code: 'GUESTS_ABOVE_ROOM', params: { max: most } });
      else if (rates.some(([, rate]) => rate < minSell))
        errors.push({
          field: `${f}.value`,
          code: 'RATE_BELOW_MINIMUM',
          params: { min: formatCurrency(minSell) },
        });
    } else if (typeof c.value === 'number') {
      const max = FIELD_MAX[c.field];
      const min = FIELD_MIN[c.field];
      if (max !== undefined && c.value > max)
        errors.push({ field: `${f}.value`, code: 'TOO_LARGE', params: { limit: max } });
      if (min !== undefined && c.value < min)
        errors.push({ field: `${f}.value`, code: 'TOO_SMALL', params: { limit: min } });
      if (c.field === 'rate' && c.value < minSell)
        errors.push({
          field: `${f}.value`,
          code: 'RATE_BELOW_MINIMUM',
          params: { min: formatCurrency(minSell) },
        });
    }
    const key = `${c.roomId}|${isRoomField ? 0 : c.ratePlanId}|${c.date}|${c.field}`;
    if (seen.has(key)) errors.push({ field: f, code: 'DUPLICATE_ITEMS' });
    seen.add(key);
  });
  if (errors.length > 0) throw validationError(errors);
}

/** The changes that differ from the stored cells, and the cross-field problems of the cells' final state. */
async function diff(
  tx: Database,
  hotelId: number,
  input: readonly CellChangeInput[],
): Promise<{ changes: CellChange[]; errors: FieldErrorInput[] }> {
  const errors: FieldErrorInput[] = [];
  const planKeys = input
    .filter((c) => c.field !== 'allotment')
    .map((c) => ({ roomId: c.roomId, ratePlanId: Number(c.ratePlanId), date: c.date }));
  const roomKeys = input
    .filter((c) => c.field === 'allotment')
    .map((c) => ({ roomId: c.roomId, date: c.date }));
  const plan = await repo.planCells(tx, hotelId, planKeys);
  const room = await repo.roomCells(tx, hotelId, roomKeys);
  const changes: CellChange[] = [];
  // Final state of each touched plan cell, for the cross-field rules.
  const finals = new Map<string, Record<string, unknown>>();
  for (const [i, c] of input.entries()) {
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
    const field: PlanField = c.field;
    const key = `${c.roomId}|${c.ratePlanId}|${c.date}`;
    const cur = plan.get(key);
    const state = finals.get(key) ?? { ...(cur ?? {}) };
    const before = cur ? (cur[field] ?? null) : PLAN_FIELDS[field].kind === 'bool' ? false : null;
    state[field] = c.value;
    finals.set(key, state);
    if (JSON.stringify(before) !== JSON.stringify(c.value))
      changes.push({
        roomId: c.roomId,
        ratePlanId: Number(c.ratePlanId),
        date: c.date,
        field,
        before,
        after: c.value,
      });
  }
  for (const [key, s] of finals) {
    const date = key.split('|')[2] ?? '';
    const index = input.findIndex((c) => `${c.roomId}|${c.ratePlanId}|${c.date}` === key);
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
  return { changes, errors };
}

/** Rates far from their 30-day average: 409 RATE_ANOMALY until the owner confirms them. */
async function refuseAnomalies(tx: Database, hotelId: number, changes: readonly CellChange[]) {
  const rates = changes.flatMap((c) =>
    c.field === 'rate' && typeof c.after === 'number' ? [{ ...c, rate: c.after }] : [],
  );
  if (rates.length === 0) return;
  const avgs = await repo.thirtyDayAverages(tx, hotelId, rates);
  const anomalies = rates.flatMap((c, i) => {
    const avg = avgs[i] ?? null;
    return avg !== null && avg > 0 && Math.abs(c.rate - avg) / avg > ANOMALY_RATIO
      ? [{ roomId: c.roomId, ratePlanId: c.ratePlanId, date: c.date, rate: c.rate, average: Math.round(avg) }]
      : [];
  });
  if (anomalies.length > 0) throw new AppError(409, 'RATE_ANOMALY', { extra: { anomalies } });
}

export async function saveChanges(
  s: Services,
  hotelId: number,
  accountId: number,
  body: ChangesRequest,
  access: AccessLoader,
): Promise<Res<'saveAriChanges'>> {
  await checkChanges(s, hotelId, body.changes, access);
  const result = await withRetry(() =>
    s.db.transaction(async (tx) => {
      await lockHotelAri(tx, hotelId);
      const { changes, errors } = await diff(tx, hotelId, body.changes);
      if (errors.length > 0) throw validationError(errors);
      if (!body.confirmAnomalies) await refuseAnomalies(tx, hotelId, changes);
      if (body.dryRun) return { batchId: null, changes };
      const batchId = randomUUID();
      await createBatch(tx, { hotelId, batchId, source: 'SCREEN', accountId, cells: changes.length });
      await repo.writeCellChanges(tx, hotelId, { batchId, source: 'SCREEN', accountId }, changes);
      return { batchId, changes };
    }),
  );
  return {
    batchId: result.batchId,
    dryRun: result.batchId === null,
    changed: result.changes.length,
    changes: result.changes.map((c) => ({ ...c, ratePlanId: c.ratePlanId === 0 ? null : c.ratePlanId })),
  };
}

// ---------------------------------------------------------------- change log and download

export async function changeLog(
  s: Services,
  hotelId: number,
  query: Req<'listAriChanges'>['query'],
): Promise<Res<'listAriChanges'>> {
  if (query.date !== undefined && !isValidDate(query.date))
    throw validationError([{ field: 'date', code: 'INVALID_FORMAT' }]);
  return { items: await repo.changeLog(s.db, hotelId, { ...query, limit: query.limit ?? 100 }) };
}

/** The download of `days` days from `from` (default today) as CSV or XLSX. */
export async function exportFile(
  s: Services,
  hotelId: number,
  query: Req<'exportAri'>['query'],
  lang: Language,
): Promise<{ from: string; format: ExportFormat; file: string | Buffer }> {
  const w = await windowOf(s, hotelId);
  const from = query.from ?? w.today;
  if (!isValidDate(from)) throw validationError([{ field: 'from', code: 'INVALID_FORMAT' }]);
  if (from < w.readFrom || from > w.horizon)
    throw validationError([{ field: 'from', code: 'DATE_OUTSIDE_WINDOW' }]);
  const format = query.format ?? 'csv';
  const rows = await exportRows(s.db, hotelId, from, addDays(from, (query.days ?? 30) - 1));
  return { from, format, file: format === 'xlsx' ? await ariXlsx(rows, lang) : ariCsv(rows) };
}
