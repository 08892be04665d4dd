/**
 * Module `rates`: the rate catalogue of a property (rooms read-only, rate plans, children rate plans, pricing
 * model with the LOS stay-length table, surcharges). Contract: openapi/paths/rates.yaml. Membership of the
 * property is checked by the app for every operation (hotelId path parameter); roles here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_ACCESS, STAY_LENGTH_TABLE_MAX_NIGHTS } from '@extranet/domain';
import { translate, type Language } from '@extranet/i18n';
import {
  checkNumber,
  checkRate,
  ErrorList,
  messageOf,
  validateChildrenAgeGroups,
  validateChildrenRatePlan,
  validateRatePlan,
  validateSurcharge,
  type FieldError as ValidationFieldError,
  type MealOption,
  type MinMaxInput,
} from '@extranet/validation';
import { sqlState } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { AppError, forbidden, notFound, type FieldErrorInput } from '../../http/errors.js';
import { requestLanguage } from '../../http/lang.js';
import { isMarketManager, requireHotelAccess, type HotelAccess } from '../../http/session.js';
import type { ServerModule } from '../types.js';
import {
  derivedStatus,
  presentChildrenRatePlan,
  presentRatePlan,
  presentRoom,
  presentSurcharge,
  todayInZone,
} from './presenters.js';
import * as repo from './repository.js';

/** Plans whose stay ends within this many days are listed by check-expire. */
export const EXPIRY_WINDOW_DAYS = 30;
const NAME_MAX = 100;

type Params = {
  hotelId: number;
  roomId?: number;
  ratePlanId?: number;
  childrenRatePlanId?: number;
  surchargeId?: number;
};

function params(request: FastifyRequest): Params {
  return request.params as Params;
}

// ---------------------------------------------------------------- errors and access

/** A 400 VALIDATION_ERROR from field errors of @extranet/validation (validations.*) and our own (errors.field.*). */
class FieldErrors {
  readonly items: FieldErrorInput[] = [];
  constructor(private readonly lang: Language) {}
  addValidation(errors: readonly ValidationFieldError[], rename: (field: string) => string = (f) => f): void {
    for (const e of errors) {
      const field = rename(e.field);
      if (this.has(field)) continue;
      this.items.push({ field, code: e.code, message: messageOf({ ...e, field }, { lang: this.lang }) });
    }
  }
  add(field: string, code: string, params?: Record<string, unknown>): void {
    if (!this.has(field)) this.items.push({ field, code, ...(params ? { params } : {}) });
  }
  has(field: string): boolean {
    return this.items.some((e) => e.field === field);
  }
  throwIfAny(): void {
    if (this.items.length > 0) throw new AppError(400, 'VALIDATION_ERROR', { errors: this.items });
  }
}

async function membership(request: FastifyRequest, hotelId: number): Promise<HotelAccess> {
  // Already checked (and cached) by the app's preHandler; this only reads it.
  return requireHotelAccess(request, hotelId);
}

/** Rate plan writes: a user with a role of the "most routes" list, or a market manager. */
async function requireRatePlanEditor(request: FastifyRequest, hotelId: number, db: Database) {
  const access = await membership(request, hotelId);
  const mm = await isMarketManager(db, access);
  if (!mm && !access.roles.some((r) => (ROLE_ACCESS.MOST as readonly number[]).includes(r)))
    throw forbidden();
  return { access, marketManager: mm };
}

const marketManagerRequired = () => forbidden('MARKET_MANAGER_REQUIRED');

function success(lang: Language, data?: unknown) {
  return {
    code: 'SUCCESS' as const,
    message: translate(lang, 'errors.SUCCESS') ?? 'OK',
    ...(data === undefined ? {} : { data }),
  };
}

function copyName(lang: Language, name: string): string {
  const suffix = translate(lang, 'errors.rates.COPY_SUFFIX') ?? '(copy)';
  const room = NAME_MAX - suffix.length - 1;
  return `${name.length > room ? name.slice(0, room).trimEnd() : name} ${suffix}`;
}

function unique<T>(ids: readonly T[]): T[] {
  return [...new Set(ids)];
}

// ---------------------------------------------------------------- rate plans

interface DateRangeBody {
  start?: string | null;
  end?: string | null;
}

interface CancellationBody {
  enabled: boolean;
  policy?: 'NON_REFUNDABLE' | 'FREE' | 'CUSTOM' | null;
  daysBefore?: number | null;
  chargeType?: 'PERCENTAGE' | 'NIGHTS' | null;
  percentage?: number | null;
  nights?: number | null;
  noShow?: 'FIRST_NIGHT' | 'FULL_STAY' | 'NONE' | null;
}

interface MinMaxBody {
  enabled: boolean;
  min?: number | null;
  max?: number | null;
}

interface RatePlanBody {
  name: string;
  type: 'DAILY' | 'LOS';
  stayDates?: DateRangeBody | null;
  roomIds: number[];
  tariffMode?: 'PROPERTY' | 'STATIC';
  meals: MealOption[];
  cancellation: CancellationBody;
  advanceBooking?: MinMaxBody | null;
  lengthOfStay?: MinMaxBody | null;
  stayKind?: 'CUSTOM' | 'WEEKLY' | 'MONTHLY';
  commission?: number | null;
  status?: 'ACTIVE' | 'INACTIVE';
  confirmTariffModeChange?: boolean;
}

function limit(m: MinMaxBody | null | undefined): MinMaxInput | null {
  return m ? { enabled: m.enabled, min: m.min ?? null, max: m.max ?? null } : null;
}

/** What is stored of the policy: only the fields its choice uses. */
function normalizeCancellation(c: CancellationBody): Record<string, unknown> {
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
  body: RatePlanBody,
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
    meals: unique<string>(body.meals),
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

function valuesOf(row: repo.RatePlanRow): repo.RatePlanValues {
  return {
    name: row.name,
    type: row.type,
    stayStart: row.stay_start,
    stayEnd: row.stay_end,
    tariffMode: row.tariff_mode,
    meals: row.meals,
    cancellation: row.cancellation,
    minBookingDays: row.min_booking_days,
    maxBookingDays: row.max_booking_days,
    minStay: row.min_stay,
    maxStay: row.max_stay,
    stayKind: row.stay_kind,
    commission: row.commission === null ? null : Number(row.commission),
    status: row.status,
    roomIds: (row.rooms ?? []).map((r) => Number(r.roomId)),
  };
}

async function readRatePlan(db: Database, hotelId: number, id: number, today: string) {
  const row = await repo.findRatePlan(db, hotelId, id);
  if (!row) throw notFound();
  return presentRatePlan(row, today);
}

// ---------------------------------------------------------------- children rate plans

interface ChildrenBody {
  name: string;
  ageGroups: { minAge: number | null; maxAge: number | null; price: number | null }[];
  ratePlanIds: number[];
  active?: boolean;
}

async function childrenValues(
  db: Database,
  hotelId: number,
  body: ChildrenBody,
  lang: Language,
  exceptId: number | null,
  defaultActive: boolean,
): Promise<repo.ChildrenRatePlanValues> {
  const errors = new FieldErrors(lang);
  const settings = await repo.hotelRateSettings(db, hotelId);
  errors.addValidation(
    validateChildrenRatePlan({
      // Stored trimmed: the length rules apply to what is stored.
      name: body.name.trim(),
      prices: body.ageGroups.map((g) => g.price),
      ratePlanIds: body.ratePlanIds,
    }),
    (field) => field.replace(/^prices\.(\d+)$/, 'ageGroups.$1.price'),
  );
  if (body.ageGroups.length === 0) errors.add('ageGroups', 'REQUIRED');
  errors.addValidation(
    validateChildrenAgeGroups({
      policyMinAge: settings.childrenMinAge,
      adultMinAge: settings.adultMinAge,
      groups: body.ageGroups,
    }),
    (field) => field.replace(/^groups\./, 'ageGroups.'),
  );
  body.ageGroups.forEach((g, i) => {
    if (g.minAge !== null && g.minAge < settings.childrenMinAge) {
      errors.add(`ageGroups.${i}.minAge`, 'BELOW_POLICY_MIN_AGE', { min: settings.childrenMinAge });
    }
  });
  const ids = unique(body.ratePlanIds);
  if (ids.length > 0 && !errors.has('ratePlanIds')) {
    const found = await repo.existingRatePlanIds(db, hotelId, ids);
    if (ids.some((id) => !found.has(id))) errors.add('ratePlanIds', 'UNKNOWN_RATE_PLAN');
    else {
      const available = new Set(
        (await repo.availableRatePlans(db, hotelId, exceptId)).map((p) => Number(p.rate_plan_id)),
      );
      if (ids.some((id) => !available.has(id))) errors.add('ratePlanIds', 'RATE_PLAN_ALREADY_LINKED');
    }
  }
  errors.throwIfAny();
  return {
    name: body.name.trim(),
    ageGroups: body.ageGroups
      .map((g) => ({ minAge: g.minAge as number, maxAge: g.maxAge as number, price: g.price as number }))
      .sort((a, b) => a.minAge - b.minAge),
    active: body.active ?? defaultActive,
    ratePlanIds: ids,
  };
}

/** A link race lost to another request (the primary key of the link table): 409, nothing written. */
function linkConflict(error: unknown): never {
  if (sqlState(error) === '23505') throw new AppError(409, 'RATE_PLAN_ALREADY_LINKED');
  throw error;
}

// ---------------------------------------------------------------- pricing model

interface PricingModelBody {
  rateModel: 'DAILY' | 'LOS';
  occupancyBasedRate?: boolean;
  rooms?: { roomId: number; stayLengths: { nights: number; rate: number | null }[] }[];
}

async function readPricingModel(db: Database, hotelId: number) {
  const settings = await repo.hotelRateSettings(db, hotelId);
  const rooms = await repo.losTable(db, hotelId);
  return {
    rateModel: settings.rateModel ?? 'DAILY',
    occupancyBasedRate: settings.occupancyBasedRate,
    maxStayLengthNights: STAY_LENGTH_TABLE_MAX_NIGHTS,
    rooms: rooms.map((r) => ({
      roomId: Number(r.room_id),
      name: r.name,
      minSellPrice: Number(r.min_sell_price),
      stayLengths: (r.stay_lengths ?? []).map((s) => ({ nights: Number(s.nights), rate: Number(s.rate) })),
    })),
  };
}

// ---------------------------------------------------------------- surcharges

interface SurchargeBody {
  name: string;
  info?: string;
  type: 'ROOM' | 'GUEST' | null;
  price?: number | null;
  adultPrice?: number | null;
  childPrice?: number | null;
  stayDates?: DateRangeBody | null;
  checkInDates?: DateRangeBody | null;
  status?: 'ACTIVE' | 'INACTIVE';
}

function range(r: DateRangeBody | null | undefined) {
  return r && (r.start || r.end) ? { start: r.start ?? null, end: r.end ?? null } : null;
}

function surchargeValues(
  body: SurchargeBody,
  lang: Language,
  defaultStatus: 'ACTIVE' | 'INACTIVE',
  today: string,
): repo.SurchargeValues {
  const errors = new FieldErrors(lang);
  const stayDates = range(body.stayDates);
  const checkInDates = range(body.checkInDates);
  errors.addValidation(
    validateSurcharge(
      {
        name: body.name,
        type: body.type,
        price: body.price ?? null,
        adultPrice: body.adultPrice ?? null,
        childPrice: body.childPrice ?? null,
        stayDates,
        checkInDates,
      },
      { today },
    ),
  );
  errors.throwIfAny();
  const guest = body.type === 'GUEST';
  return {
    name: body.name.trim(),
    info: (body.info ?? '').trim(),
    type: guest ? 'GUEST' : 'ROOM',
    price: (guest ? body.adultPrice : body.price) as number,
    childPrice: guest ? (body.childPrice as number) : null,
    stayStart: stayDates?.start ?? null,
    stayEnd: stayDates?.end ?? null,
    checkInStart: checkInDates?.start ?? null,
    checkInEnd: checkInDates?.end ?? null,
    status: body.status ?? defaultStatus,
  };
}

function surchargeValuesOf(row: repo.SurchargeRow): repo.SurchargeValues {
  return {
    name: row.name,
    info: row.info,
    type: row.type,
    price: Number(row.price),
    childPrice: row.child_price === null ? null : Number(row.child_price),
    stayStart: row.stay_start,
    stayEnd: row.stay_end,
    checkInStart: row.check_in_start,
    checkInEnd: row.check_in_end,
    status: row.status,
  };
}

async function readSurcharge(db: Database, hotelId: number, id: number) {
  const row = await repo.findSurcharge(db, hotelId, id);
  if (!row) throw notFound();
  return presentSurcharge(row);
}

function created(reply: FastifyReply, body: unknown) {
  reply.code(201);
  return body;
}

// ---------------------------------------------------------------- the module

export const ratesModule: ServerModule = {
  name: 'rates',
  handlers: {
    // rooms
    async listRooms(request, _reply, ctx) {
      const rows = await repo.listRooms(ctx.db, params(request).hotelId);
      return { items: rows.map(presentRoom) };
    },
    async getRoom(request, _reply, ctx) {
      const { hotelId, roomId } = params(request);
      const row = await repo.findRoom(ctx.db, hotelId, roomId as number);
      if (!row) throw notFound();
      return presentRoom(row);
    },

    // rate plans
    async listRatePlans(request, _reply, ctx) {
      const { hotelId } = params(request);
      const today = todayInZone((await repo.hotelRateSettings(ctx.db, hotelId)).timeZone);
      const rows = await repo.listRatePlans(ctx.db, hotelId);
      return { items: rows.map((r) => presentRatePlan(r, today)) };
    },
    async getRatePlan(request, _reply, ctx) {
      const { hotelId, ratePlanId } = params(request);
      const today = todayInZone((await repo.hotelRateSettings(ctx.db, hotelId)).timeZone);
      return readRatePlan(ctx.db, hotelId, ratePlanId as number, today);
    },
    async getRatePlanDerivedStatus(request, _reply, ctx) {
      const { hotelId } = params(request);
      const today = todayInZone((await repo.hotelRateSettings(ctx.db, hotelId)).timeZone);
      const rows = await repo.listRatePlans(ctx.db, hotelId);
      return {
        today,
        items: rows.map((r) => ({
          ratePlanId: Number(r.rate_plan_id),
          status: r.status,
          derivedStatus: derivedStatus(
            { status: r.status, stayStart: r.stay_start, stayEnd: r.stay_end },
            today,
          ),
          stayDates: { start: r.stay_start, end: r.stay_end },
        })),
      };
    },
    async checkRatePlanExpire(request, _reply, ctx) {
      const { hotelId } = params(request);
      const today = todayInZone((await repo.hotelRateSettings(ctx.db, hotelId)).timeZone);
      const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
      const rows = await repo.listRatePlans(ctx.db, hotelId);
      const items = rows
        .filter((r) => r.status === 'ACTIVE' && r.stay_end !== null)
        .map((r) => ({
          ratePlanId: Number(r.rate_plan_id),
          name: r.name,
          stayEnd: r.stay_end as string,
          daysLeft: day(r.stay_end as string) - day(today),
        }))
        .filter((r) => r.daysLeft >= 0 && r.daysLeft <= EXPIRY_WINDOW_DAYS)
        .sort((a, b) => a.daysLeft - b.daysLeft || a.ratePlanId - b.ratePlanId);
      return { today, withinDays: EXPIRY_WINDOW_DAYS, items };
    },
    async createRatePlan(request, reply, ctx) {
      const { hotelId } = params(request);
      const { marketManager } = await requireRatePlanEditor(request, hotelId, ctx.db);
      const body = request.body as RatePlanBody;
      if (body.tariffMode === 'STATIC' && !marketManager) throw marketManagerRequired();
      const lang = requestLanguage(request);
      const settings = await repo.hotelRateSettings(ctx.db, hotelId);
      const today = todayInZone(settings.timeZone);
      const values = await ratePlanValues(ctx.db, hotelId, body, lang, {
        today,
        rateModel: settings.rateModel,
        checkType: true,
      });
      const id = await ctx.db.transaction((tx) => repo.insertRatePlan(tx, hotelId, values));
      return created(reply, await readRatePlan(ctx.db, hotelId, id, today));
    },
    async updateRatePlan(request, _reply, ctx) {
      const { hotelId, ratePlanId } = params(request);
      const id = ratePlanId as number;
      const { marketManager } = await requireRatePlanEditor(request, hotelId, ctx.db);
      const body = request.body as RatePlanBody;
      const lang = requestLanguage(request);
      const settings = await repo.hotelRateSettings(ctx.db, hotelId);
      const today = todayInZone(settings.timeZone);
      await ctx.db.transaction(async (tx) => {
        const current = await repo.lockRatePlan(tx, hotelId, id);
        if (!current) throw notFound();
        const nextMode = body.tariffMode ?? current.tariff_mode;
        if ((current.tariff_mode === 'STATIC' || nextMode === 'STATIC') && !marketManager) {
          throw marketManagerRequired();
        }
        const values = await ratePlanValues(tx, hotelId, body, lang, {
          today,
          rateModel: settings.rateModel,
          checkType: body.type !== current.type,
          defaults: valuesOf(current),
        });
        if (nextMode !== current.tariff_mode && body.confirmTariffModeChange !== true) {
          throw new AppError(409, 'TARIFF_MODE_CONFIRMATION_REQUIRED', {
            extra: { currentTariffMode: current.tariff_mode, requestedTariffMode: nextMode },
          });
        }
        await repo.updateRatePlan(tx, hotelId, id, values);
      });
      return readRatePlan(ctx.db, hotelId, id, today);
    },
    async copyRatePlan(request, reply, ctx) {
      const { hotelId, ratePlanId } = params(request);
      const { marketManager } = await requireRatePlanEditor(request, hotelId, ctx.db);
      const lang = requestLanguage(request);
      const body = (request.body ?? {}) as { name?: string };
      const source = await repo.findRatePlan(ctx.db, hotelId, ratePlanId as number);
      if (!source) throw notFound();
      if (source.tariff_mode === 'STATIC' && !marketManager) throw marketManagerRequired();
      let name = copyName(lang, source.name);
      if (body.name !== undefined) {
        const list = new ErrorList();
        list.rules('name', body.name, `required|not_contains_only_spaces|max_length:${NAME_MAX}`);
        const errors = new FieldErrors(lang);
        errors.addValidation(list.errors);
        errors.throwIfAny();
        name = body.name.trim();
      }
      const today = todayInZone((await repo.hotelRateSettings(ctx.db, hotelId)).timeZone);
      const values = { ...valuesOf(source), name };
      if (values.roomIds.length === 0) {
        const errors = new FieldErrors(lang);
        errors.add('roomIds', 'UNKNOWN_ROOM');
        errors.throwIfAny();
      }
      const id = await ctx.db.transaction((tx) => repo.insertRatePlan(tx, hotelId, values));
      return created(reply, await readRatePlan(ctx.db, hotelId, id, today));
    },

    // children rate plans
    async listChildrenRatePlans(request, _reply, ctx) {
      const { hotelId } = params(request);
      const settings = await repo.hotelRateSettings(ctx.db, hotelId);
      const rows = await repo.listChildrenRatePlans(ctx.db, hotelId);
      return success(requestLanguage(request), {
        items: rows.map(presentChildrenRatePlan),
        childrenPolicy: { minAge: settings.childrenMinAge, adultMinAge: settings.adultMinAge },
      });
    },
    async getChildrenRatePlan(request, _reply, ctx) {
      const { hotelId, childrenRatePlanId } = params(request);
      const row = await repo.findChildrenRatePlan(ctx.db, hotelId, childrenRatePlanId as number);
      if (!row) throw notFound();
      return success(requestLanguage(request), presentChildrenRatePlan(row));
    },
    async listChildrenRatePlanAvailableRatePlans(request, _reply, ctx) {
      const { hotelId } = params(request);
      const except = (request.query as { childrenRatePlanId?: number }).childrenRatePlanId ?? null;
      if (except !== null && !(await repo.findChildrenRatePlan(ctx.db, hotelId, except))) throw notFound();
      const rows = await repo.availableRatePlans(ctx.db, hotelId, except);
      return success(
        requestLanguage(request),
        rows.map((r) => ({ ratePlanId: Number(r.rate_plan_id), name: r.name })),
      );
    },
    async createChildrenRatePlan(request, reply, ctx) {
      const { hotelId } = params(request);
      const lang = requestLanguage(request);
      const values = await childrenValues(ctx.db, hotelId, request.body as ChildrenBody, lang, null, true);
      const id = await ctx.db
        .transaction((tx) => repo.insertChildrenRatePlan(tx, hotelId, values))
        .catch(linkConflict);
      const row = await repo.findChildrenRatePlan(ctx.db, hotelId, id);
      return created(reply, success(lang, presentChildrenRatePlan(row as repo.ChildrenRatePlanRow)));
    },
    async updateChildrenRatePlan(request, _reply, ctx) {
      const { hotelId, childrenRatePlanId } = params(request);
      const id = childrenRatePlanId as number;
      const lang = requestLanguage(request);
      const current = await repo.findChildrenRatePlan(ctx.db, hotelId, id);
      if (!current) throw notFound();
      const values = await childrenValues(
        ctx.db,
        hotelId,
        request.body as ChildrenBody,
        lang,
        id,
        current.active,
      );
      await ctx.db
        .transaction(async (tx) => {
          if (!(await repo.findChildrenRatePlan(tx, hotelId, id, { lock: true }))) throw notFound();
          await repo.updateChildrenRatePlan(tx, hotelId, id, values);
        })
        .catch(linkConflict);
      const row = await repo.findChildrenRatePlan(ctx.db, hotelId, id);
      if (!row) throw notFound();
      return success(lang, presentChildrenRatePlan(row));
    },
    async setChildrenRatePlanActive(request, _reply, ctx) {
      const { hotelId, childrenRatePlanId } = params(request);
      const id = childrenRatePlanId as number;
      const { active } = request.body as { active: boolean };
      if (!(await repo.setChildrenRatePlanActive(ctx.db, hotelId, id, active))) throw notFound();
      const row = await repo.findChildrenRatePlan(ctx.db, hotelId, id);
      if (!row) throw notFound();
      return success(requestLanguage(request), presentChildrenRatePlan(row));
    },
    async deleteChildrenRatePlan(request, _reply, ctx) {
      const { hotelId, childrenRatePlanId } = params(request);
      if (!(await repo.deleteChildrenRatePlan(ctx.db, hotelId, childrenRatePlanId as number)))
        throw notFound();
      return success(requestLanguage(request));
    },

    // pricing model
    async getPricingModel(request, _reply, ctx) {
      return readPricingModel(ctx.db, params(request).hotelId);
    },
    async updatePricingModel(request, _reply, ctx) {
      const { hotelId } = params(request);
      const access = await membership(request, hotelId);
      if (!(await isMarketManager(ctx.db, access))) throw marketManagerRequired();
      const body = request.body as PricingModelBody;
      const lang = requestLanguage(request);
      const errors = new FieldErrors(lang);
      const rooms = new Map((await repo.listRooms(ctx.db, hotelId)).map((r) => [Number(r.room_id), r]));
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
        entry.stayLengths.forEach((s, j) => {
          const field = `rooms.${i}.stayLengths.${j}`;
          const nights = checkNumber(list, `${field}.nights`, s.nights, {
            required: true,
            integer: true,
            min: 1,
            max: STAY_LENGTH_TABLE_MAX_NIGHTS,
          });
          if (nights !== undefined && nightsSeen.has(nights))
            errors.add(`${field}.nights`, 'DUPLICATE_STAY_LENGTH');
          if (nights !== undefined) nightsSeen.add(nights);
          checkNumber(list, `${field}.rate`, s.rate, { required: true });
          checkRate(list, `${field}.rate`, s.rate, Number(room.min_sell_price));
          if (nights !== undefined && typeof s.rate === 'number') rows.push({ nights, rate: s.rate });
        });
        errors.addValidation(list.errors);
        tables.push({ roomId: entry.roomId, rows });
      });
      errors.throwIfAny();
      await ctx.db.transaction(async (tx) => {
        for (const t of tables) await repo.replaceLosRoom(tx, hotelId, t.roomId, t.rows);
        if (body.rateModel === 'LOS' && (await repo.losRowCount(tx, hotelId)) === 0) {
          throw new AppError(400, 'VALIDATION_ERROR', {
            errors: [{ field: 'rooms', code: 'LOS_TABLE_REQUIRED' }],
          });
        }
        await repo.setPricingModel(tx, hotelId, body.rateModel, body.occupancyBasedRate);
      });
      return readPricingModel(ctx.db, hotelId);
    },

    // surcharges
    async listSurcharges(request, _reply, ctx) {
      const rows = await repo.listSurcharges(ctx.db, params(request).hotelId);
      return { items: rows.map(presentSurcharge) };
    },
    async getSurcharge(request, _reply, ctx) {
      const { hotelId, surchargeId } = params(request);
      return readSurcharge(ctx.db, hotelId, surchargeId as number);
    },
    async createSurcharge(request, reply, ctx) {
      const { hotelId } = params(request);
      const today = todayInZone((await repo.hotelRateSettings(ctx.db, hotelId)).timeZone);
      const values = surchargeValues(
        request.body as SurchargeBody,
        requestLanguage(request),
        'ACTIVE',
        today,
      );
      const id = await repo.insertSurcharge(ctx.db, hotelId, values);
      return created(reply, await readSurcharge(ctx.db, hotelId, id));
    },
    async updateSurcharge(request, _reply, ctx) {
      const { hotelId, surchargeId } = params(request);
      const id = surchargeId as number;
      const current = await repo.findSurcharge(ctx.db, hotelId, id);
      if (!current) throw notFound();
      const today = todayInZone((await repo.hotelRateSettings(ctx.db, hotelId)).timeZone);
      const values = surchargeValues(
        request.body as SurchargeBody,
        requestLanguage(request),
        current.status,
        today,
      );
      if (!(await repo.updateSurcharge(ctx.db, hotelId, id, values))) throw notFound();
      return readSurcharge(ctx.db, hotelId, id);
    },
    async copySurcharge(request, reply, ctx) {
      const { hotelId, surchargeId } = params(request);
      const source = await repo.findSurcharge(ctx.db, hotelId, surchargeId as number);
      if (!source) throw notFound();
      const values = {
        ...surchargeValuesOf(source),
        name: copyName(requestLanguage(request), source.name),
        // A copy is reviewed before it charges guests.
        status: 'INACTIVE' as const,
      };
      const id = await repo.insertSurcharge(ctx.db, hotelId, values);
      return created(reply, await readSurcharge(ctx.db, hotelId, id));
    },
    async setSurchargeStatus(request, _reply, ctx) {
      const { hotelId, surchargeId } = params(request);
      const { status } = request.body as { status: 'ACTIVE' | 'INACTIVE' };
      if (!(await repo.setSurchargeStatus(ctx.db, hotelId, surchargeId as number, status))) throw notFound();
      return readSurcharge(ctx.db, hotelId, surchargeId as number);
    },
  },
};
