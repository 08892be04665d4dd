/**
 * Module `entire-pricing`: the price of each unit of a home (NHA) as a whole - weekday and weekend nightly
 * prices, length-of-stay discounts, date-range overrides - applied to the unit's ARI calendar as one batch, and
 * the price simulation (SPEC 7 POST price-simulation). Contract: openapi/paths/entire-pricing.yaml. Membership
 * and roles come from the contract (x-hotel-route entirePricing); the rules from @extranet/domain and
 * @extranet/validation. ARI is written through the ari module's exports (lock, batch, change log).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ENTIRE_PRICING_MAX_PRICE,
  ENTIRE_PRICING_SIMULATION_MAX_NIGHTS,
  nightlyPrice,
  simulateStay,
  type EntirePricingSettings,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import {
  entirePricingHorizon,
  messageOf,
  validateEntirePricing,
  type EntirePricingInput,
  type FieldError as ValidationFieldError,
} from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { AppError, notFound, validationError, type FieldErrorInput } from '../../http/errors.js';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import { withRetry } from '../ari/index.js';
import { addDays, daysBetween, isValidDate, todayJakarta } from '../ari/dates.js';
import { createBatch, lockHotelAri, logChanges, type CellChange } from '../ari/repository.js';
import type { ServerModule } from '../types.js';
import * as repo from './repository.js';

interface HotelParams {
  hotelId: number;
}

interface OverrideBody {
  name?: string | null;
  start?: string | null;
  end?: string | null;
  price?: number | null;
}

interface SettingsBody {
  weekdayPrice?: number | null;
  weekendPrice?: number | null;
  weeklyDiscount?: number | null;
  monthlyDiscount?: number | null;
  overrides?: OverrideBody[];
}

interface SimulationBody {
  roomId: number;
  ratePlanId?: number;
  nightlyPrice?: number | null;
  settings?: SettingsBody;
  checkIn?: string;
  checkOut?: string;
  nights?: number;
}

/** Entire pricing is for homes: 409 NOT_A_HOME for any other property. */
async function requireHome(request: FastifyRequest, hotelId: number): Promise<number> {
  const access = await requireHotelAccess(request, hotelId);
  if (access.hotel.accommodationType !== 'NHA') throw new AppError(409, 'NOT_A_HOME');
  return access.accountId;
}

function fromValidation(
  errors: readonly ValidationFieldError[],
  lang: Language,
  prefix = '',
): FieldErrorInput[] {
  return errors.map((e) => ({
    field: `${prefix}${e.field}`,
    code: e.code,
    message: messageOf(e, { lang }),
  }));
}

function toInput(body: SettingsBody): EntirePricingInput {
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

/** Settings of a validated body. */
function toSettings(body: SettingsBody): EntirePricingSettings {
  return {
    weekdayPrice: body.weekdayPrice as number,
    weekendPrice: body.weekendPrice as number,
    weeklyDiscount: body.weeklyDiscount ?? null,
    monthlyDiscount: body.monthlyDiscount ?? null,
    overrides: (body.overrides ?? []).map((o) => ({
      name: (o.name as string).trim(),
      start: o.start as string,
      end: o.end as string,
      price: o.price as number,
    })),
  };
}

function presentUnit(unit: repo.UnitRow, settings: repo.SettingsRow | undefined) {
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

// ---------------------------------------------------------------- save: settings + ARI batch

async function save(
  db: Database,
  hotelId: number,
  accountId: number,
  body: SettingsBody & { roomId: number },
  lang: Language,
) {
  const unit = await findUnit(db, hotelId, body.roomId);
  const today = todayJakarta();
  const horizon = entirePricingHorizon(today);
  const errors = validateEntirePricing(toInput(body), { minimumSellPrice: unit.minSellPrice, today });
  if (errors.length > 0) throw validationError(fromValidation(errors, lang));
  const settings = toSettings(body);

  const result = await withRetry(() =>
    db.transaction(async (tx) => {
      await lockHotelAri(tx, hotelId);
      await repo.saveSettings(tx, hotelId, unit.roomId, settings, accountId);
      // Today and later only: past dates are never changed.
      const current = await repo.unitRates(tx, hotelId, unit.roomId, today, horizon);
      const changes: CellChange[] = [];
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
        changes.map((c) => ({ ratePlanId: c.ratePlanId, date: c.date, rate: c.after as number })),
      );
      await logChanges(tx, hotelId, { batchId, source: 'SCREEN', accountId }, changes);
      return { batchId, changed: changes.length };
    }),
  );
  const saved = (await repo.settingsOf(db, hotelId)).get(unit.roomId);
  return {
    unit: presentUnit(unit, saved),
    batchId: result.batchId,
    changedCells: result.changed,
    from: today,
    to: horizon,
  };
}

// ---------------------------------------------------------------- price simulation

async function simulate(db: Database, hotelId: number, body: SimulationBody, lang: Language) {
  const unit = await findUnit(db, hotelId, body.roomId);
  const today = todayJakarta();
  const horizon = entirePricingHorizon(today);
  const errors: FieldErrorInput[] = [];

  let settings: EntirePricingSettings | null = null;
  if (body.nightlyPrice !== undefined && body.nightlyPrice !== null) {
    const found = validateEntirePricing(
      { weekdayPrice: body.nightlyPrice, weekendPrice: body.nightlyPrice },
      { today },
    );
    errors.push(
      ...fromValidation(
        found.filter((e) => e.field === 'weekdayPrice').map((e) => ({ ...e, field: 'nightlyPrice' })),
        lang,
      ),
    );
    if (found.length === 0)
      settings = {
        weekdayPrice: body.nightlyPrice,
        weekendPrice: body.nightlyPrice,
        weeklyDiscount: null,
        monthlyDiscount: null,
        overrides: [],
      };
  } else if (body.settings) {
    // The unsaved form: every rule but the price floor (the owner may try a price out).
    const found = validateEntirePricing(toInput(body.settings), { today });
    errors.push(...fromValidation(found, lang, 'settings.'));
    if (found.length === 0) settings = toSettings(body.settings);
  } else {
    const saved = (await repo.settingsOf(db, hotelId)).get(unit.roomId);
    if (!saved) throw new AppError(409, 'NO_PRICE');
    settings = saved;
  }

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

export const entirePricingModule: ServerModule = {
  name: 'entire-pricing',
  handlers: {
    getEntirePricing: async (request, _reply, ctx) => {
      const { hotelId } = request.params as HotelParams;
      await requireHome(request, hotelId);
      const today = todayJakarta();
      const units = await repo.unitsOf(ctx.db, hotelId);
      const settings = await repo.settingsOf(ctx.db, hotelId);
      return {
        today,
        horizon: entirePricingHorizon(today),
        maxPrice: ENTIRE_PRICING_MAX_PRICE,
        units: units.map((u) => presentUnit(u, settings.get(u.roomId))),
      };
    },
    saveEntirePricing: async (request, _reply, ctx) => {
      const { hotelId } = request.params as HotelParams;
      const accountId = await requireHome(request, hotelId);
      return save(
        ctx.db,
        hotelId,
        accountId,
        request.body as SettingsBody & { roomId: number },
        requestLanguage(request),
      );
    },
    simulatePrice: async (request, _reply, ctx) => {
      const { hotelId } = request.params as HotelParams;
      await requireHome(request, hotelId);
      return simulate(ctx.db, hotelId, request.body as SimulationBody, requestLanguage(request));
    },
  },
};
