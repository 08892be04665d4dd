/**
 * Targeted promotions of a property (exclusive member deals, corporate rates): list with performance and the
 * commission parameters, create, read, change, switch on or off. Rules: @extranet/validation
 * validateTargetedPromotion (the form's validator), the minimum sell price check of @extranet/domain
 * lowestNightPrice, and the targeted policy (roles, the vendor rule, target users for market managers only).
 */
import {
  ariWindow,
  DEFAULT_TARGET_USERS,
  DEFAULT_TIME_ZONE,
  lowestNightPrice,
  offerOfTargeted,
  targetedPolicy,
  todayInZone,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { fieldError, validateTargetedPromotion, type FieldError } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { forbidden, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { Res } from '../types.js';
import { belowMinSellPriceError } from '../promotions/below-min-sell-price.js';
import { knownIds, lowestRates } from '../promotions/repository.js';
import * as repo from './repository.js';

export interface Caller {
  access: targetedPolicy.TargetedAccess;
  lang: Language;
  now: Date;
}

function allow(caller: Caller, action: targetedPolicy.TargetedAction): void {
  const denial = targetedPolicy.targetedDenial(caller.access, action);
  if (denial) throw forbidden(denial);
}

async function todayAt(db: Database, hotelId: number, now: Date): Promise<string> {
  const row = await db.maybeOne<{ time_zone: string }>('SELECT time_zone FROM hotels WHERE hotel_id = $1', [
    hotelId,
  ]);
  return todayInZone(row?.time_zone ?? DEFAULT_TIME_ZONE, () => now);
}

export async function list(
  db: Database,
  hotelId: number,
  caller: Caller,
): Promise<Res<'listTargetedPromotions'>> {
  allow(caller, 'targeted.read');
  const [targetedPromotions, commissions] = await Promise.all([repo.list(db, hotelId), repo.commissions(db)]);
  return { targetedPromotions, abilities: targetedPolicy.targetedAbilities(caller.access), commissions };
}

export async function get(
  db: Database,
  hotelId: number,
  id: number,
  caller: Caller,
): Promise<repo.TargetedPromotion> {
  allow(caller, 'targeted.read');
  const found = await repo.find(db, hotelId, id);
  if (!found) throw notFound();
  return found;
}

/**
 * The rate plans and rooms must be the property's; and the discount may not sell a night of its rooms below
 * the room's minimum sell price at the lowest rate of its calendar in the stay period (from today on).
 */
async function checkAgainstProperty(
  db: Database,
  hotelId: number,
  input: repo.TargetedPromotionInput,
  today: string,
  lang: Language,
): Promise<FieldError[]> {
  const plans = [...new Set(input.ratePlanIds)];
  const rooms = [...new Set(input.roomIds ?? [])];
  const known = await knownIds(db, hotelId, plans, rooms);
  const errors: FieldError[] = [];
  if (plans.some((id) => !known.ratePlanIds.has(id)))
    errors.push(fieldError('ratePlanIds', 'promotion.ratePlanRequired'));
  if (rooms.some((id) => !known.roomIds.has(id))) errors.push(fieldError('roomIds', 'required'));
  if (errors.length > 0) return errors;
  const offer = offerOfTargeted(0, {
    ...repo.termsOf(input),
    type: input.type,
    name: input.name,
    discountPercent: input.discountPercent ?? null,
    targetUsers: DEFAULT_TARGET_USERS,
  });
  if (!offer) return errors;
  const horizon = ariWindow(today).horizon;
  const from = input.stayPeriod.start && input.stayPeriod.start > today ? input.stayPeriod.start : today;
  const to = input.stayPeriod.end && input.stayPeriod.end < horizon ? input.stayPeriod.end : horizon;
  if (to < from) return errors;
  for (const room of await lowestRates(db, hotelId, { ratePlanIds: plans, roomIds: rooms, from, to })) {
    if (room.lowestRate === null) continue;
    const price = lowestNightPrice(offer, room.lowestRate);
    if (price < Math.min(room.minSellPrice, room.lowestRate)) {
      return [belowMinSellPriceError('discountPercent', room, price, lang)];
    }
  }
  return errors;
}

async function checked(
  db: Database,
  hotelId: number,
  input: repo.TargetedPromotionInput,
  caller: Caller,
): Promise<void> {
  const today = await todayAt(db, hotelId, caller.now);
  const invalid = validationErrorFrom(validateTargetedPromotion(input, { today }), caller.lang);
  if (invalid) throw invalid;
  const against = validationErrorFrom(
    await checkAgainstProperty(db, hotelId, input, today, caller.lang),
    caller.lang,
  );
  if (against) throw against;
}

/** The target users to store: the caller's choice when it changes nothing or the caller is a market manager. */
function targetUsersOf(
  input: repo.TargetedPromotionInput,
  current: repo.TargetedPromotion['targetUsers'],
  caller: Caller,
): repo.TargetedPromotion['targetUsers'] {
  const wanted = input.targetUsers ?? current;
  if (wanted !== current) allow(caller, 'targeted.targetUsers');
  return wanted;
}

export async function create(
  db: Database,
  hotelId: number,
  input: repo.TargetedPromotionInput,
  caller: Caller,
): Promise<repo.TargetedPromotion> {
  allow(caller, 'targeted.edit');
  const targetUsers = targetUsersOf(input, DEFAULT_TARGET_USERS, caller);
  await checked(db, hotelId, input, caller);
  const id = await repo.insert(db, hotelId, input, targetUsers);
  return get(db, hotelId, id, caller);
}

export async function update(
  db: Database,
  hotelId: number,
  id: number,
  input: repo.TargetedPromotionInput,
  caller: Caller,
): Promise<repo.TargetedPromotion> {
  allow(caller, 'targeted.edit');
  const current = await repo.stored(db, hotelId, id);
  if (!current) throw notFound();
  if (current.type !== input.type) {
    const invalid = validationErrorFrom([fieldError('type', 'promotion.kindChanged')], caller.lang);
    if (invalid) throw invalid;
  }
  const targetUsers = targetUsersOf(input, current.targetUsers, caller);
  await checked(db, hotelId, input, caller);
  if (!(await repo.update(db, hotelId, id, input, targetUsers))) throw notFound();
  return get(db, hotelId, id, caller);
}

export async function setStatus(
  db: Database,
  hotelId: number,
  id: number,
  status: repo.TargetedPromotion['status'],
  caller: Caller,
): Promise<repo.TargetedPromotion> {
  allow(caller, 'targeted.edit');
  if (!(await repo.setStatus(db, hotelId, id, status))) throw notFound();
  return get(db, hotelId, id, caller);
}
