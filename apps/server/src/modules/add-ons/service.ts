/**
 * The add-ons area: list, read, create, update, switch on/off and the performance of real sales. Rules come
 * from @extranet/domain (catalogue, limits, policy) and @extranet/validation (validateAddOn, the same validator
 * the form runs). Membership and the route rule are checked by the app first; `can` is asked again here.
 */
import {
  addDays,
  ADD_ON_PERFORMANCE_MAX_DAYS,
  ADD_ONS_COMMISSION_DEFAULT_PERCENT,
  addOnsPolicy,
  daysBetween,
  DEFAULT_TIME_ZONE,
  todayInZone,
  type AddOnStatus,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { validateAddOn } from '@extranet/validation';
import type { AppContext } from '../../context.js';
import { withRetry } from '../../db/retry.js';
import type { Database } from '../../db/types.js';
import { forbidden, notFound, validationError } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { Res } from '../types.js';
import * as repo from './repository.js';

/** Who asks: the caller's roles at the property (its membership), for the policy. */
export interface Caller {
  roles: readonly number[];
  lang: Language;
}

function allow(caller: Caller, action: addOnsPolicy.AddOnsAction) {
  if (!addOnsPolicy.can({ roles: caller.roles }, action)) throw forbidden();
}

/** The property's add-ons commission percent: its own, else the domain default. */
export async function commissionPercentOf(db: Database, hotelId: number): Promise<number> {
  return (await repo.commissionPercent(db, hotelId)) ?? ADD_ONS_COMMISSION_DEFAULT_PERCENT;
}

export async function list(ctx: AppContext, hotelId: number, caller: Caller): Promise<Res<'listAddOns'>> {
  allow(caller, 'addOn.read');
  const [items, commissionPercent] = await Promise.all([
    repo.list(ctx.db, hotelId),
    commissionPercentOf(ctx.db, hotelId),
  ]);
  return { items, commissionPercent };
}

export async function get(ctx: AppContext, hotelId: number, addOnId: number, caller: Caller) {
  allow(caller, 'addOn.read');
  const found = await repo.find(ctx.db, hotelId, addOnId);
  if (!found) throw notFound();
  return found;
}

/** The validator's errors, then a photo that is not an upload of this property (UNKNOWN_PHOTO). */
async function check(db: Database, hotelId: number, body: repo.AddOnInput, lang: Language) {
  const invalid = validationErrorFrom(validateAddOn(body), lang);
  if (invalid) throw invalid;
  if (body.photoId !== null && !(await repo.photoExists(db, hotelId, body.photoId))) {
    throw validationError([{ field: 'photoId', code: 'UNKNOWN_PHOTO' }]);
  }
}

export async function create(
  ctx: AppContext,
  hotelId: number,
  body: repo.AddOnInput,
  caller: Caller,
): Promise<repo.AddOn> {
  allow(caller, 'addOn.edit');
  await check(ctx.db, hotelId, body, caller.lang);
  const addOnId = await withRetry(() => repo.insert(ctx.db, hotelId, body, ctx.clock()));
  return (await repo.find(ctx.db, hotelId, addOnId))!;
}

export async function update(
  ctx: AppContext,
  hotelId: number,
  addOnId: number,
  body: repo.AddOnInput,
  caller: Caller,
): Promise<repo.AddOn> {
  allow(caller, 'addOn.edit');
  if (!(await repo.find(ctx.db, hotelId, addOnId))) throw notFound();
  await check(ctx.db, hotelId, body, caller.lang);
  if (!(await repo.update(ctx.db, hotelId, addOnId, body, ctx.clock()))) throw notFound();
  return (await repo.find(ctx.db, hotelId, addOnId))!;
}

export async function setStatus(
  ctx: AppContext,
  hotelId: number,
  addOnId: number,
  status: AddOnStatus,
  caller: Caller,
): Promise<repo.AddOn> {
  allow(caller, 'addOn.edit');
  if (!(await repo.setStatus(ctx.db, hotelId, addOnId, status, ctx.clock()))) throw notFound();
  return (await repo.find(ctx.db, hotelId, addOnId))!;
}

/** The default period of the report: the last 30 days up to today. */
const DEFAULT_PERIOD_DAYS = 30;

export async function performance(
  ctx: AppContext,
  hotelId: number,
  query: { from?: string; to?: string },
  caller: Caller,
): Promise<Res<'addOnPerformance'>> {
  allow(caller, 'addOn.read');
  const tz = (await repo.timeZone(ctx.db, hotelId)) ?? DEFAULT_TIME_ZONE;
  const today = todayInZone(tz, ctx.clock);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (to < from) throw validationError([{ field: 'to', code: 'DATE_BEFORE_START' }]);
  if (daysBetween(from, to) + 1 > ADD_ON_PERFORMANCE_MAX_DAYS) {
    throw validationError([
      { field: 'to', code: 'TOO_LARGE', params: { limit: ADD_ON_PERFORMANCE_MAX_DAYS } },
    ]);
  }
  const { items, bookings } = await repo.performance(ctx.db, hotelId, { from, to, tz });
  return {
    period: { from, to },
    items,
    totals: {
      units: items.reduce((sum, i) => sum + i.units, 0),
      bookings,
      revenue: items.reduce((sum, i) => sum + i.revenue, 0),
    },
  };
}
