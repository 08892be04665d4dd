/**
 * The rate catalogue's rules: rooms (read-only), rate plans and the pricing model. Authorisation by the
 * domain's rates policy; "today" is the property's own, by the app's clock.
 */
import type { Schemas } from '@extranet/api/operations';
import {
  daysBetween,
  ratesPolicy,
  STAY_LENGTH_TABLE_MAX_NIGHTS,
  todayInZone,
  type Clock,
} from '@extranet/domain';
import { translate, type Language } from '@extranet/i18n';
import { checkNumber, checkRate, ErrorList, validateRatePlan, type MinMaxInput } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { AppError, notFound } from '../../http/errors.js';
import { sharedAnswers } from '../../http/serialization.js';
import type { Req, Res } from '../types.js';
import { denied, FieldErrors } from './errors.js';
import { derivedStatus, presentRatePlan } from './presenters.js';
import * as repo from './repository.js';

/** Plans whose stay ends within this many days are listed by check-expire. */
export const EXPIRY_WINDOW_DAYS = 30;
export const NAME_MAX = 100;

type RatePlanInput = Req<'createRatePlan'>['body'];
type Cancellation = RatePlanInput['cancellation'];
type MinMax = NonNullable<RatePlanInput['advanceBooking']>;

/** What a service call needs of the app: the database and the clock. */
export interface Services {
  readonly db: Database;
  readonly clock: Clock;
}

export async function todayAt(s: Services, hotelId: number): Promise<string> {
  return todayInZone((await repo.hotelRateSettings(s.db, hotelId)).timeZone, s.clock);
}

export function copyName(lang: Language, name: string): string {
  const suffix = translate(lang, 'errors.rates.COPY_SUFFIX') ?? '(copy)';
  const room = NAME_MAX - suffix.length - 1;
  return `${name.length > room ? name.slice(0, room).trimEnd() : name} ${suffix}`;
}

export function unique<T>(ids: readonly T[]): T[] {
  return [...new Set(ids)];
}

// ---------------------------------------------------------------- rooms

/** One frozen answer per cached room list: its JSON is kept by the serializer (http/serialization.ts). */
const roomListAnswer = sharedAnswers((rooms: readonly Schemas['Room'][]): Res<'listRooms'> => ({
  items: [...rooms],
}));

export async function listRooms(s: Services, hotelId: number): Promise<Res<'listRooms'>> {
  return roomListAnswer(await repo.listRooms(s.db, hotelId));
}

export async function getRoom(s: Services, hotelId: number, roomId: number): Promise<Res<'getRoom'>> {
  const room = await repo.findRoom(s.db, hotelId, roomId);
  if (!room) throw notFound();
  return room;
}

// ---------------------------------------------------------------- rate plans: reads

async function readRatePlan(db: Database, hotelId: number, id: number, today: string) {
  const row = await repo.findRatePlan(db, hotelId, id);
  if (!row) throw notFound();
  return presentRatePlan(row, today);
}

export async function listRatePlans(s: Services, hotelId: number): Promise<Res<'listRatePlans'>> {
  const today = await todayAt(s, hotelId);
  return { items: (await repo.listRatePlans(s.db, hotelId)).map((r) => presentRatePlan(r, today)) };
}

export async function getRatePlan(s: Services, hotelId: number, id: number): Promise<Res<'getRatePlan'>> {
  return readRatePlan(s.db, hotelId, id, await todayAt(s, hotelId));
}

export async function ratePlanDerivedStatus(
  s: Services,
  hotelId: number,
): Promise<Res<'getRatePlanDerivedStatus'>> {
  const today = await todayAt(s, hotelId);
  const rows = await repo.listRatePlans(s.db, hotelId);
  return {
    today,
    items: rows.map((r) => ({
      ratePlanId: r.ratePlanId,
      status: r.status,
      derivedStatus: derivedStatus(r, today),
      stayDates: { start: r.stayStart, end: r.stayEnd },
    })),
  };
}

export async function ratePlanExpiry(s: Services, hotelId: number): Promise<Res<'checkRatePlanExpire'>> {
  const today = await todayAt(s, hotelId);
  const rows = await repo.listRatePlans(s.db, hotelId);
  const items = rows
    .flatMap((r) =>
      r.status === 'ACTIVE' && r.stayEnd !== null
        ? [
            {
              ratePlanId: r.ratePlanId,
              name: r.name,
              stayEnd: r.stayEnd,
              daysLeft: daysBetween(today, r.stayEnd),
            },
          ]
        : [],
    )
    .filter((r) => r.daysLeft >= 0 && r.daysLeft <= EXPIRY_WINDOW_DAYS)
    .sort((a, b) => a.daysLeft - b.daysLeft || a.ratePlanId - b.ratePlanId);
  return { today, withinDays: EXPIRY_WINDOW_DAYS, items };
}

// ---------------------------------------------------------------- rate plans: writes

function limit(m: MinMax | null | undefined): MinMaxInput | null {
  return m ? { enabled: m.enabled, min: m.min ?? null, max: m.max ?? null } : null;
}

/** What is stored of the policy: only the fields its choice uses. */
function normalizeCancellation(c: Cancellation): repo.StoredCancellation {
  const noShow = c.noShow ?? null;
  if (!c.enabled || !c.policy) return { enabled: false, noShow };
  if (c.policy === 'NON_REFUNDABLE') return { enabled: true, policy: c.policy, noShow };
  if (c.policy === 'FREE') return { enabled: true, policy: c.policy, daysBefore: c.daysBefore, noShow };
  const chargeType = c.chargeType ?? 'PERCENTAGE';
  return {
    enabled: true,
    policy: c.policy,
    daysBefore: c.daysBefore,
    chargeType,
    ...(chargeType === 'NIGHTS' ? { nights: c.nights } : { percentage: c.percentage }),
    noShow,
  };
}

/**
 * Every rule of SPEC 5 for a rate plan (the shared validator), plus what only the server knows: the rooms
 * belong to this property, the type matches the property's pricing model (new plans), a weekly or monthly
 * plan has its minimum stay.
 */
async function ratePlanValues(
  db: Database,
  hotelId: number,
  body: RatePlanInput,
  lang: Language,
  options: {
    today: string;
    rateModel: 'DAILY' | 'LOS' | null;
    checkType: boolean;
    defaults?: Partial<repo.RatePlanValues>;
  },
): Promise<repo.RatePlanValues> {
  const errors = new FieldErrors(lang);
  const stayKind = body.stayKind ?? options.defaults?.stayKind ?? 'CUSTOM';
  const stayDates = body.stayDates && (body.stayDates.start || body.stayDates.end) ? body.stayDates : null;
  errors.addValidation(
    validateRatePlan(
      {
        name: body.name,
        roomIds: body.roomIds,
        meals: body.meals,
        type: stayKind,
        stayDates: stayDates ? { start: stayDates.start ?? null, end: stayDates.end ?? null } : null,
        cancellation: {
          enabled: body.cancellation.enabled,
          policy: body.cancellation.policy ?? null,
          daysBefore: body.cancellation.daysBefore ?? null,
          chargeType: body.cancellation.chargeType ?? null,
          percentage: body.cancellation.percentage ?? null,
          nights: body.cancellation.nights ?? null,
        },
        limits: { advanceBooking: limit(body.advanceBooking), lengthOfStay: limit(body.lengthOfStay) },
      },
      { today: options.today },
    ),
    (field) => (field.startsWith('limits.') ? field.slice('limits.'.length) : field),
  );
  if (stayKind !== 'CUSTOM' && !body.lengthOfStay?.enabled) {
    errors.add('lengthOfStay.min', 'STAY_KIND_NEEDS_MIN_STAY');
  }
  if (body.meals.includes('NONE') && body.meals.length > 1) errors.add('meals', 'MEALS_NONE_EXCLUSIVE');
  if (body.commission !== undefined && body.commission !== null) {
    const list = new ErrorList();
    checkNumber(list, 'commission', body.commission, { min: 0, max: 100, decimals: 2 });
    errors.addValidation(list.errors);
  }
  if (options.checkType && options.rateModel && body.type !== options.rateModel) {
    errors.add('type', 'RATE_PLAN_TYPE_MISMATCH', { rateModel: options.rateModel });
  }
  const roomIds = unique(body.roomIds);
  if (roomIds.length > 0 && !errors.has('roomIds')) {
    const found = await repo.existingRoomIds(db, hotelId, roomIds);
    if (roomIds.some((id) => !found.has(id))) errors.add('roomIds', 'UNKNOWN_ROOM');
  }
  errors.throwIfAny();
  const adv = body.advanceBooking?.enabled ? body.advanceBooking : null;
  const los = body.lengthOfStay?.enabled ? body.lengthOfStay : null;
  return {
    name: body.name.trim(),
    type: body.type,
    stayStart: stayDates?.start ?? null,
    stayEnd: stayDates?.end ?? null,
    tariffMode: body.tariffMode ?? options.defaults?.tariffMode ?? 'PROPERTY',
    meals: unique(body.meals),
    cancellation: normalizeCancellation(body.cancellation),
    minBookingDays: adv?.min ?? null,
    maxBookingDays: adv?.max ?? null,
    minStay: los?.min ?? null,
    maxStay: los?.max ?? null,
    stayKind,
    commission: body.commission ?? null,
    status: body.status ?? options.defaults?.status ?? 'ACTIVE',
    roomIds,
  };
}

export async function createRatePlan(
  s: Services,
  access: ratesPolicy.RatesAccess,
  hotelId: number,
  body: RatePlanInput,
  lang: Language,
): Promise<Res<'createRatePlan'>> {
  denied(ratesPolicy.ratesDenial(access, 'ratePlan.edit', { tariffMode: body.tariffMode ?? 'PROPERTY' }));
  const settings = await repo.hotelRateSettings(s.db, hotelId);
  const today = todayInZone(settings.timeZone, s.clock);
  const values = await ratePlanValues(s.db, hotelId, body, lang, {
    today,
    rateModel: settings.rateModel,
    checkType: true,
  });
  const id = await s.db.transaction((tx) => repo.insertRatePlan(tx, hotelId, values));
  return readRatePlan(s.db, hotelId, id, today);
}

export async function updateRatePlan(
  s: Services,
  access: ratesPolicy.RatesAccess,
  hotelId: number,
  id: number,
  body: Req<'updateRatePlan'>['body'],
  lang: Language,
): Promise<Res<'updateRatePlan'>> {
  denied(ratesPolicy.ratesDenial(access, 'ratePlan.edit'));
  const settings = await repo.hotelRateSettings(s.db, hotelId);
  const today = todayInZone(settings.timeZone, s.clock);
  await s.db.transaction(async (tx) => {
    const current = await repo.lockRatePlan(tx, hotelId, id);
    if (!current) throw notFound();
    const nextMode = body.tariffMode ?? current.tariffMode;
    const touchesStatic = current.tariffMode === 'STATIC' || nextMode === 'STATIC';
    denied(ratesPolicy.ratesDenial(access, 'ratePlan.edit', touchesStatic ? { tariffMode: 'STATIC' } : {}));
    const values = await ratePlanValues(tx, hotelId, body, lang, {
      today,
      rateModel: settings.rateModel,
      checkType: body.type !== current.type,
      defaults: current,
    });
    if (nextMode !== current.tariffMode && body.confirmTariffModeChange !== true) {
      throw new AppError(409, 'TARIFF_MODE_CONFIRMATION_REQUIRED', {
        extra: { currentTariffMode: current.tariffMode, requestedTariffMode: nextMode },
      });
    }
    await repo.updateRatePlan(tx, hotelId, id, values);
  });
  return readRatePlan(s.db, hotelId, id, today);
}

export async function copyRatePlan(
  s: Services,
  access: ratesPolicy.RatesAccess,
  hotelId: number,
  id: number,
  body: Req<'copyRatePlan'>['body'],
  lang: Language,
): Promise<Res<'copyRatePlan'>> {
  denied(ratesPolicy.ratesDenial(access, 'ratePlan.edit'));
  const source = await repo.findRatePlan(s.db, hotelId, id);
  if (!source) throw notFound();
  denied(ratesPolicy.ratesDenial(access, 'ratePlan.edit', { tariffMode: source.tariffMode }));
  let name = copyName(lang, source.name);
  if (body?.name !== undefined) {
    const list = new ErrorList();
    list.rules('name', body.name, `required|not_contains_only_spaces|max_length:${NAME_MAX}`);
    const errors = new FieldErrors(lang);
    errors.addValidation(list.errors);
    errors.throwIfAny();
    name = body.name.trim();
  }
  const today = await todayAt(s, hotelId);
  const values = { ...repo.valuesOf(source), name };
  if (values.roomIds.length === 0) {
    const errors = new FieldErrors(lang);
    errors.add('roomIds', 'UNKNOWN_ROOM');
    errors.throwIfAny();
  }
  const copy = await s.db.transaction((tx) => repo.insertRatePlan(tx, hotelId, values));
  return readRatePlan(s.db, hotelId, copy, today);
}

// ---------------------------------------------------------------- pricing model

export async function getPricingModel(s: Services, hotelId: number): Promise<Res<'getPricingModel'>> {
  const settings = await repo.hotelRateSettings(s.db, hotelId);
  return {
    rateModel: settings.rateModel ?? 'DAILY',
    occupancyBasedRate: settings.occupancyBasedRate,
    maxStayLengthNights: STAY_LENGTH_TABLE_MAX_NIGHTS,
    rooms: await repo.losTable(s.db, hotelId),
  };
}

export async function updatePricingModel(
  s: Services,
  access: ratesPolicy.RatesAccess,
  hotelId: number,
  body: Req<'updatePricingModel'>['body'],
  lang: Language,
): Promise<Res<'updatePricingModel'>> {
  denied(ratesPolicy.ratesDenial(access, 'pricingModel.edit'));
  const errors = new FieldErrors(lang);
  const rooms = new Map((await repo.listRooms(s.db, hotelId)).map((r) => [r.roomId, r]));
  const seen = new Set<number>();
  const tables: { roomId: number; rows: { nights: number; rate: number }[] }[] = [];
  (body.rooms ?? []).forEach((entry, i) => {
    const room = rooms.get(entry.roomId);
    if (!room) return errors.add(`rooms.${i}.roomId`, 'UNKNOWN_ROOM');
    if (seen.has(entry.roomId)) return errors.add(`rooms.${i}.roomId`, 'DUPLICATE_ITEMS');
    seen.add(entry.roomId);
    const list = new ErrorList();
    const nightsSeen = new Set<number>();
    const rows: { nights: number; rate: number }[] = [];
    entry.stayLengths.forEach((stay, j) => {
      const field = `rooms.${i}.stayLengths.${j}`;
      const nights = checkNumber(list, `${field}.nights`, stay.nights, {
        required: true,
        integer: true,
        min: 1,
        max: STAY_LENGTH_TABLE_MAX_NIGHTS,
      });
      if (nights !== undefined && nightsSeen.has(nights))
        errors.add(`${field}.nights`, 'DUPLICATE_STAY_LENGTH');
      if (nights !== undefined) nightsSeen.add(nights);
      checkNumber(list, `${field}.rate`, stay.rate, { required: true });
      checkRate(list, `${field}.rate`, stay.rate, room.minSellPrice);
      if (nights !== undefined && typeof stay.rate === 'number') rows.push({ nights, rate: stay.rate });
    });
    errors.addValidation(list.errors);
    tables.push({ roomId: entry.roomId, rows });
  });
  errors.throwIfAny();
  await s.db.transaction(async (tx) => {
    for (const t of tables) await repo.replaceLosRoom(tx, hotelId, t.roomId, t.rows);
    if (body.rateModel === 'LOS' && (await repo.losRowCount(tx, hotelId)) === 0) {
      throw new AppError(400, 'VALIDATION_ERROR', {
        errors: [{ field: 'rooms', code: 'LOS_TABLE_REQUIRED' }],
      });
    }
    await repo.setPricingModel(tx, hotelId, body.rateModel, body.occupancyBasedRate);
  });
  return getPricingModel(s, hotelId);
}
