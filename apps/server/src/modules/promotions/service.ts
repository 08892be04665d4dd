/**
 * Promotions (deals) of a property: list with performance, create, read, change, switch one or all on or off.
 * Rules: @extranet/validation validateDeal (the form's validator), the minimum sell price check of
 * @extranet/domain lowestNightPrice, and the promotions policy (roles, the vendor rule).
 */
import {
  addDays,
  ariWindow,
  DEFAULT_TIME_ZONE,
  isDealKind,
  lowestNightPrice,
  offerOfDeal,
  promotionsPolicy,
  todayInZone,
  type CampaignOffer,
  type LoyaltyOffer,
  type Offer,
  type TargetedOffer,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { fieldError, validateDeal, type FieldError } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { forbidden, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import { promotionsBase } from '../intake/promotions.js';
import { quote } from '../intake/service.js';
import type { Req, Res } from '../types.js';
import { belowMinSellPriceError } from './below-min-sell-price.js';
import * as repo from './repository.js';

export interface Caller {
  access: promotionsPolicy.PromotionsAccess;
  lang: Language;
  now: Date;
}

function allow(caller: Caller, action: promotionsPolicy.PromotionsAction): void {
  const denial = promotionsPolicy.promotionsDenial(caller.access, action);
  if (denial) throw forbidden(denial);
}

async function todayAt(db: Database, hotelId: number, now: Date): Promise<string> {
  const row = await db.maybeOne<{ time_zone: string }>('SELECT time_zone FROM hotels WHERE hotel_id = $1', [
    hotelId,
  ]);
  return todayInZone(row?.time_zone ?? DEFAULT_TIME_ZONE, () => now);
}

export async function list(db: Database, hotelId: number, caller: Caller): Promise<Res<'listDeals'>> {
  allow(caller, 'deal.read');
  return {
    deals: await repo.listDeals(db, hotelId),
    abilities: promotionsPolicy.promotionsAbilities(caller.access),
  };
}

/**
 * A sample stay for the deal editor's preview, priced by the marketplace quote's own code before promotions (the
 * app prices the deals on it with the same pricing function, live as the form changes).
 */
export async function sampleStay(
  db: Database,
  hotelId: number,
  query: Req<'getDealSampleStay'>['query'],
  caller: Caller,
): Promise<Res<'getDealSampleStay'>> {
  allow(caller, 'deal.read');
  // The path's property: a room or rate plan of another property finds nothing (404 from the quote).
  const [q, { minSellPrice }] = await Promise.all([
    quote(
      db,
      {
        hotelId,
        roomId: query.roomId,
        ratePlanId: query.ratePlanId,
        checkIn: query.checkIn,
        checkOut: addDays(query.checkIn, query.nights),
        adults: query.adults ?? 2,
      },
      caller.now,
      { promotions: false },
    ),
    repo.propertyOffers(db, hotelId),
  ]);
  return {
    available: q.available,
    reasons: q.reasons,
    nights: promotionsBase(q),
    extras: q.surcharges.reduce((sum, x) => sum + x.amount, 0) + (q.childrenCharge?.amount ?? 0),
    minSellPrice: minSellPrice[String(query.roomId)] ?? 0,
  };
}

/**
 * The property's offers that are not deals (campaigns joined, targeted promotions, loyalty) as the quote prices
 * them, for the deal editor's preview: the same read as the quote's (propertyOffers, through the read cache).
 */
export async function otherOffers(
  db: Database,
  hotelId: number,
  caller: Caller,
): Promise<Res<'listOtherOffers'>> {
  allow(caller, 'deal.read');
  const { offers } = await repo.propertyOffers(db, hotelId);
  return { offers: offers.filter(isOtherOffer).map(otherOfferOf) };
}

type OtherOffer = Res<'listOtherOffers'>['offers'][number];

const isOtherOffer = (offer: Offer): offer is CampaignOffer | TargetedOffer | LoyaltyOffer =>
  !isDealKind(offer.kind);

function otherOfferOf(offer: CampaignOffer | TargetedOffer | LoyaltyOffer): OtherOffer {
  return {
    id: offer.id,
    kind: offer.kind,
    name: offer.name,
    percent: offer.percent,
    combinable: offer.combinable,
    bookingPeriod: offer.bookingPeriod ?? null,
    stayPeriod: offer.stayPeriod ?? null,
    blackoutDates: offer.blackoutDates ? [...offer.blackoutDates] : null,
    minStay: offer.minStay ?? null,
    platforms: offer.platforms ? [...offer.platforms] : null,
    roomIds: offer.roomIds ? [...offer.roomIds] : null,
    ratePlanIds: offer.ratePlanIds ? [...offer.ratePlanIds] : null,
    targetUsers: offer.kind === 'TARGETED' || offer.kind === 'CORPORATE' ? offer.targetUsers : null,
    earlyAccessHours:
      offer.kind === 'CAMPAIGN' && offer.earlyAccessHours
        ? {
            GOLD: offer.earlyAccessHours.GOLD ?? 0,
            PLATINUM: offer.earlyAccessHours.PLATINUM ?? 0,
            DIAMOND: offer.earlyAccessHours.DIAMOND ?? 0,
          }
        : null,
  };
}

export async function get(db: Database, hotelId: number, dealId: number, caller: Caller): Promise<repo.Deal> {
  allow(caller, 'deal.read');
  const deal = await repo.findDeal(db, hotelId, dealId);
  if (!deal) throw notFound();
  return deal;
}

/**
 * The rate plans and rooms must be the property's; and the deal may not sell a night of its rooms below the
 * room's minimum sell price at the lowest rate of its calendar in the stay period (from today on).
 */
async function checkAgainstProperty(
  db: Database,
  hotelId: number,
  input: repo.DealInput,
  today: string,
  lang: Language,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const plans = [...new Set(input.ratePlanIds)];
  const rooms = [...new Set(input.roomIds ?? [])];
  const known = await repo.knownIds(db, hotelId, plans, rooms);
  const unknownPlan = plans.findIndex((id) => !known.ratePlanIds.has(id));
  if (unknownPlan >= 0) errors.push(fieldError('ratePlanIds', 'promotion.ratePlanRequired'));
  const unknownRoom = rooms.findIndex((id) => !known.roomIds.has(id));
  if (unknownRoom >= 0) errors.push(fieldError('roomIds', 'required'));
  if (errors.length > 0) return errors;
  const offer = offerOfDeal(0, { ...repo.termsOf(input), kind: input.kind, name: input.name });
  if (!offer || offer.kind === 'VALUE_ADDED') return errors;
  const window = ariWindow(today);
  const from = input.stayPeriod.start && input.stayPeriod.start > today ? input.stayPeriod.start : today;
  const to =
    input.stayPeriod.end && input.stayPeriod.end < window.horizon ? input.stayPeriod.end : window.horizon;
  if (to < from) return errors;
  for (const room of await repo.lowestRates(db, hotelId, { ratePlanIds: plans, roomIds: rooms, from, to })) {
    if (room.lowestRate === null) continue;
    const price = lowestNightPrice(offer, room.lowestRate);
    if (price < Math.min(room.minSellPrice, room.lowestRate)) {
      const field =
        input.kind === 'REGULAR'
          ? 'tiers'
          : input.kind === 'FREE_NIGHT'
            ? 'freeNight.freeNights'
            : 'hotelNowTiers';
      errors.push(belowMinSellPriceError(field, room, price, lang));
      break;
    }
  }
  return errors;
}

async function checked(db: Database, hotelId: number, input: repo.DealInput, caller: Caller): Promise<void> {
  const today = await todayAt(db, hotelId, caller.now);
  const invalid = validationErrorFrom(validateDeal(input, { today }), caller.lang);
  if (invalid) throw invalid;
  const against = validationErrorFrom(
    await checkAgainstProperty(db, hotelId, input, today, caller.lang),
    caller.lang,
  );
  if (against) throw against;
}

export async function create(
  db: Database,
  hotelId: number,
  input: repo.DealInput,
  caller: Caller,
): Promise<repo.Deal> {
  allow(caller, 'deal.edit');
  await checked(db, hotelId, input, caller);
  const dealId = await repo.insertDeal(db, hotelId, input);
  const deal = await repo.findDeal(db, hotelId, dealId);
  if (!deal) throw new Error(`deal ${dealId} vanished`);
  return deal;
}

export async function update(
  db: Database,
  hotelId: number,
  dealId: number,
  input: repo.DealInput,
  caller: Caller,
): Promise<repo.Deal> {
  allow(caller, 'deal.edit');
  const kind = await repo.dealKind(db, hotelId, dealId);
  if (!kind) throw notFound();
  if (kind !== input.kind) {
    const invalid = validationErrorFrom([fieldError('kind', 'promotion.kindChanged')], caller.lang);
    if (invalid) throw invalid;
  }
  await checked(db, hotelId, input, caller);
  if (!(await repo.updateDeal(db, hotelId, dealId, input))) throw notFound();
  return get(db, hotelId, dealId, caller);
}

export async function setStatus(
  db: Database,
  hotelId: number,
  dealId: number,
  status: repo.Deal['status'],
  caller: Caller,
): Promise<repo.Deal> {
  allow(caller, 'deal.edit');
  if ((await repo.setStatus(db, hotelId, dealId, status)) === 0) throw notFound();
  return get(db, hotelId, dealId, caller);
}

export async function setAll(
  db: Database,
  hotelId: number,
  status: repo.Deal['status'],
  caller: Caller,
): Promise<Res<'setAllDealsStatus'>> {
  allow(caller, 'deal.edit');
  await repo.setStatus(db, hotelId, null, status);
  return list(db, hotelId, caller);
}
