/**
 * Entire pricing of a home's units (SPEC 7): weekday and weekend nightly prices, length-of-stay discounts and
 * date-range overrides, applied to the unit's ARI calendar as one logged batch, and the price simulation.
 * Rules from @extranet/domain and @extranet/validation; "today" is the property's own, by the app's clock.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  daysBetween,
  ENTIRE_PRICING_MAX_PRICE,
  ENTIRE_PRICING_SIMULATION_MAX_NIGHTS,
  isValidDate,
  nightlyPrice,
  simulateStay,
  type Clock,
  type EntirePricingSettings,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import {
  entirePricingHorizon,
  validateEntirePricing,
  type EntirePricingInput,
  type FieldError as ValidationFieldError,
} from '@extranet/validation';
import { createBatch, lockHotelAri, logChanges, type CellChange } from '../../db/ari-log.js';
import { propertyToday } from '../../db/property-today.js';
import { withRetry } from '../../db/retry.js';
import type { Database } from '../../db/types.js';
import { AppError, notFound, validationError, type FieldErrorInput } from '../../http/errors.js';
import { fieldErrorsFrom } from '../../http/field-errors.js';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';

/** What a service call needs of the app: the database and the clock. */
export interface Services {
  readonly db: Database;
  readonly clock: Clock;
}

type SettingsInput = NonNullable<Req<'simulatePrice'>['body']['settings']>;

/** Entire pricing is for homes: 409 NOT_A_HOME for any other property. */
export function requireHome(hotel: { accommodationType: string | null }): void {
  if (hotel.accommodationType !== 'NHA') throw new AppError(409, 'NOT_A_HOME');
}

/** Field errors with messages of the validator's own field names, placed under `prefix` in the body. */
function fieldErrors(
  errors: readonly ValidationFieldError[],
  lang: Language,
  prefix = '',
): FieldErrorInput[] {
  return fieldErrorsFrom(errors, lang).map((e) => ({ ...e, field: `${prefix}${e.field}` }));
}

function toInput(body: SettingsInput): EntirePricingInput {
  return {
    weekdayPrice: body.weekdayPrice ?? null,
    weekendPrice: body.weekendPrice ?? null,
    weeklyDiscount: body.weeklyDiscount ?? null,
    monthlyDiscount: body.monthlyDiscount ?? null,
    overrides: (body.overrides ?? []).map((o) => ({
      name: o.name ?? null,
      start: o.start ?? null,
      end: o.end ?? null,
      price: o.price ?? null,
    })),
  };
}

/** Settings of a body validateEntirePricing accepted (it refuses every missing price, name or date). */
function toSettings(body: SettingsInput): EntirePricingSettings {
  return {
    weekdayPrice: body.weekdayPrice ?? 0,
    weekendPrice: body.weekendPrice ?? 0,
    weeklyDiscount: body.weeklyDiscount ?? null,
    monthlyDiscount: body.monthlyDiscount ?? null,
    overrides: (body.overrides ?? []).map((o) => ({
      name: (o.name ?? '').trim(),
      start: o.start ?? '',
      end: o.end ?? '',
      price: o.price ?? 0,
    })),
  };
}

function presentUnit(
  unit: repo.UnitRow,
  settings: repo.SettingsRow | undefined,
): Res<'getEntirePricing'>['units'][number] {
  return {
    roomId: unit.roomId,
    name: unit.name,
    minSellPrice: unit.minSellPrice,
    ratePlans: unit.ratePlans,
    settings: settings
      ? {
          weekdayPrice: settings.weekdayPrice,
          weekendPrice: settings.weekendPrice,
          weeklyDiscount: settings.weeklyDiscount,
          monthlyDiscount: settings.monthlyDiscount,
          overrides: settings.overrides,
          updatedAt: settings.updatedAt,
        }
      : null,
  };
}

async function findUnit(db: Database, hotelId: number, roomId: number): Promise<repo.UnitRow> {
  const unit = (await repo.unitsOf(db, hotelId)).find((u) => u.roomId === roomId);
  if (!unit) throw notFound();
  return unit;
}

export async function entirePricing(s: Services, hotelId: number): Promise<Res<'getEntirePricing'>> {
  const today = await propertyToday(s.db, hotelId, s.clock);
  const units = await repo.unitsOf(s.db, hotelId);
  const settings = await repo.settingsOf(s.db, hotelId);
  return {
    today,
    horizon: entirePricingHorizon(today),
    maxPrice: ENTIRE_PRICING_MAX_PRICE,
    units: units.map((u) => presentUnit(u, settings.get(u.roomId))),
  };
}

// ---------------------------------------------------------------- save: settings + ARI batch

export async function save(
  s: Services,
  hotelId: number,
  accountId: number,
  body: Req<'saveEntirePricing'>['body'],
  lang: Language,
): Promise<Res<'saveEntirePricing'>> {
  const unit = await findUnit(s.db, hotelId, body.roomId);
  const today = await propertyToday(s.db, hotelId, s.clock);
  const horizon = entirePricingHorizon(today);
  const errors = validateEntirePricing(toInput(body), { minimumSellPrice: unit.minSellPrice, today });
  if (errors.length > 0) throw validationError(fieldErrors(errors, lang));
  const settings = toSettings(body);

  const result = await withRetry(() =>
    s.db.transaction(async (tx) => {
      await lockHotelAri(tx, hotelId);
      await repo.saveSettings(tx, hotelId, unit.roomId, settings, accountId);
      // Today and later only: past dates are never changed.
      const current = await repo.unitRates(tx, hotelId, unit.roomId, today, horizon);
      const changes: (CellChange & { after: number })[] = [];
      for (const cell of current) {
        const rate = nightlyPrice(settings, cell.date).price;
        if (cell.rate === rate) continue;
        changes.push({
          roomId: unit.roomId,
          ratePlanId: cell.ratePlanId,
          date: cell.date,
          field: 'rate',
          before: cell.rate,
          after: rate,
        });
      }
      if (changes.length === 0) return { batchId: null, changed: 0 };
      const batchId = randomUUID();
      await createBatch(tx, {
        hotelId,
        batchId,
        source: 'SCREEN',
        accountId,
        request: { entirePricing: { roomId: unit.roomId, ...settings } },
        cells: changes.length,
      });
      await repo.writeRates(
        tx,
        hotelId,
        unit.roomId,
        changes.map((c) => ({ ratePlanId: c.ratePlanId, date: c.date, rate: c.after })),
      );
      await logChanges(tx, hotelId, { batchId, source: 'SCREEN', accountId }, changes);
      return { batchId, changed: changes.length };
    }),
  );
  const saved = (await repo.settingsOf(s.db, hotelId)).get(unit.roomId);
  return {
    unit: presentUnit(unit, saved),
    batchId: result.batchId,
    changedCells: result.changed,
    from: today,
    to: horizon,
  };
}

// ---------------------------------------------------------------- price simulation

/** The settings the simulation prices with: one nightly price, the unsaved form, or the saved settings. */
async function simulationSettings(
  db: Database,
  hotelId: number,
  roomId: number,
  body: Req<'simulatePrice'>['body'],
  today: string,
  lang: Language,
  errors: FieldErrorInput[],
): Promise<EntirePricingSettings | null> {
  if (body.nightlyPrice !== undefined && body.nightlyPrice !== null) {
    const price = body.nightlyPrice;
    const found = validateEntirePricing({ weekdayPrice: price, weekendPrice: price }, { today });
    const weekday = found
      .filter((e) => e.field === 'weekdayPrice')
      .map((e) => ({ ...e, field: 'nightlyPrice' }));
    errors.push(...fieldErrors(weekday, lang));
    if (found.length > 0) return null;
    return {
      weekdayPrice: price,
      weekendPrice: price,
      weeklyDiscount: null,
      monthlyDiscount: null,
      overrides: [],
    };
  }
  if (body.settings) {
    // The unsaved form: every rule but the price floor (the owner may try a price out).
    const found = validateEntirePricing(toInput(body.settings), { today });
    errors.push(...fieldErrors(found, lang, 'settings.'));
    return found.length === 0 ? toSettings(body.settings) : null;
  }
  const saved = (await repo.settingsOf(db, hotelId)).get(roomId);
  if (!saved) throw new AppError(409, 'NO_PRICE');
  return saved;
}

export async function simulate(
  s: Services,
  hotelId: number,
  body: Req<'simulatePrice'>['body'],
  lang: Language,
): Promise<Res<'simulatePrice'>> {
  const unit = await findUnit(s.db, hotelId, body.roomId);
  const today = await propertyToday(s.db, hotelId, s.clock);
  const horizon = entirePricingHorizon(today);
  const errors: FieldErrorInput[] = [];
  const settings = await simulationSettings(s.db, hotelId, unit.roomId, body, today, lang, errors);

  const checkIn = body.checkIn ?? today;
  let checkOut = body.checkOut;
  if (!isValidDate(checkIn)) errors.push({ field: 'checkIn', code: 'INVALID_FORMAT' });
  else if (checkIn < today || checkIn > horizon)
    errors.push({ field: 'checkIn', code: 'DATE_OUTSIDE_WINDOW' });
  if (checkOut === undefined) {
    if (isValidDate(checkIn)) checkOut = addDays(checkIn, body.nights ?? 1);
  } else if (!isValidDate(checkOut)) errors.push({ field: 'checkOut', code: 'INVALID_FORMAT' });
  else if (isValidDate(checkIn) && checkOut <= checkIn)
    errors.push({ field: 'checkOut', code: 'DATE_BEFORE_START' });
  else if (isValidDate(checkIn) && daysBetween(checkIn, checkOut) > ENTIRE_PRICING_SIMULATION_MAX_NIGHTS)
    errors.push({
      field: 'checkOut',
      code: 'TOO_LARGE',
      params: { limit: ENTIRE_PRICING_SIMULATION_MAX_NIGHTS },
    });
  if (errors.length > 0 || !settings || !checkOut) throw validationError(errors);

  let plan =
    body.ratePlanId === undefined ? undefined : unit.ratePlans.find((p) => p.ratePlanId === body.ratePlanId);
  if (body.ratePlanId !== undefined && !plan) throw notFound();
  plan ??= unit.ratePlans.find((p) => p.commission !== null) ?? unit.ratePlans[0];
  const commission = plan?.commission ?? 0;

  const nights = daysBetween(checkIn, checkOut);
  const dates = Array.from({ length: nights }, (_, i) => addDays(checkIn, i));
  const sim = simulateStay(settings, dates, commission);
  return {
    roomId: unit.roomId,
    ratePlan: { ratePlanId: plan?.ratePlanId ?? null, name: plan?.name ?? null, commission },
    checkIn,
    checkOut,
    nights,
    losDiscount: sim.losDiscount,
    perNight: sim.nights,
    totals: sim.totals,
  };
}
