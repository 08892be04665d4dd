/**
 * The promotions pricing function (docs/decisions/promotions-pricing.md): for a stay and the property's offers,
 * every eligible offer and the final price with its breakdown. Pure; the server's quote and booking and the
 * app's preview call the same function.
 *
 * - Eligible: offerApplies (conditions.ts). Of several Hotel Now offers only the largest applies (SPEC 9).
 * - Combinable offers stack in STACKING_ORDER, each on the nights' prices the previous ones left; each
 *   non-combinable offer competes alone. The cheapest total for the guest wins (ties: the stack, then order).
 * - Money is integer IDR: a percent of a night is rounded half up to the rupiah, night by night.
 * - The nights together never go below the room's minimum sell price per night (or the base, when the base
 *   is already lower): what would go below comes back as `minSellPriceCap`.
 */
import { FREE_NIGHT_MAX } from '../constants.js';
import { percentOf } from '../money.js';
import { coveredNights, hotelNowPercent, offerApplies } from './conditions.js';
import type {
  AppliedOffer,
  EligibleOffer,
  NightDiscount,
  Offer,
  PricingResult,
  PricingStay,
  ValueAddedLine,
} from './types.js';

/** Where an offer stands in the stack: free nights first, then fixed amounts, then percentages, loyalty last. */
export function stackingRank(offer: Offer): number {
  switch (offer.kind) {
    case 'FREE_NIGHT':
      return 0;
    case 'REGULAR':
      return offer.discountType === 'FIXED' ? 1 : 2;
    case 'CAMPAIGN':
      return 3;
    case 'TARGETED':
      return 4;
    case 'CORPORATE':
      return 5;
    case 'HOTEL_NOW':
      return 6;
    case 'LOYALTY':
      return 7;
    case 'VALUE_ADDED':
      return 8;
  }
}

export const STACKING_ORDER = [
  'FREE_NIGHT',
  'REGULAR (FIXED)',
  'REGULAR (PERCENT)',
  'CAMPAIGN',
  'TARGETED',
  'CORPORATE',
  'HOTEL_NOW',
  'LOYALTY',
] as const;

const byStack = (a: Offer, b: Offer) =>
  stackingRank(a) - stackingRank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The tier a stay of `nights` nights reaches: the highest `minNights` not above it; null below every tier. */
export function tierValue(
  tiers: readonly { minNights: number; value: number }[],
  nights: number,
): number | null {
  let best: { minNights: number; value: number } | null = null;
  for (const t of tiers) if (t.minNights <= nights && (!best || t.minNights > best.minNights)) best = t;
  return best?.value ?? null;
}

/** How many free nights a stay of `nights` nights earns. */
export function freeNightsEarned(
  offer: { minNights: number; freeNights: number; maxFreeNights: number | null; accumulation: boolean },
  nights: number,
): number {
  if (offer.minNights < 1 || nights < offer.minNights) return 0;
  const earned = offer.accumulation
    ? Math.floor(nights / offer.minNights) * offer.freeNights
    : offer.freeNights;
  return Math.max(0, Math.min(earned, offer.maxFreeNights ?? FREE_NIGHT_MAX, FREE_NIGHT_MAX, nights));
}

/** The value of the offer for this stay (percent, fixed amount or free nights); null when it gives none. */
function valueOf(offer: Offer, stay: PricingStay): number | null {
  switch (offer.kind) {
    case 'REGULAR':
      return tierValue(offer.tiers, stay.nights.length);
    case 'FREE_NIGHT':
      return freeNightsEarned(offer, stay.nights.length);
    case 'HOTEL_NOW':
      return hotelNowPercent(offer.tiers, stay);
    case 'VALUE_ADDED':
      return null;
    default:
      return offer.percent;
  }
}

/**
 * One offer on the current prices: what it takes off each covered night. Free nights are the cheapest covered
 * nights by base price (then the later date) not already free, so the free nights never depend on the order.
 */
function discountOf(
  offer: Offer,
  value: number,
  stay: PricingStay,
  prices: Map<string, number>,
  free: Set<string>,
): NightDiscount[] {
  const covered = coveredNights(offer, stay);
  if (offer.kind === 'FREE_NIGHT') {
    const base = new Map(stay.nights.map((n) => [n.date, n.rate]));
    const chosen = covered
      .filter((d) => !free.has(d))
      .sort((a, b) => (base.get(a) ?? 0) - (base.get(b) ?? 0) || (a < b ? 1 : -1))
      .slice(0, value);
    for (const d of chosen) free.add(d);
    return chosen.map((date) => ({ date, amount: prices.get(date) ?? 0 }));
  }
  return covered.map((date) => {
    const price = prices.get(date) ?? 0;
    const off = offer.kind === 'REGULAR' && offer.discountType === 'FIXED' ? value : percentOf(price, value);
    return { date, amount: Math.max(0, Math.min(price, off)) };
  });
}

interface Outcome {
  readonly applied: AppliedOffer[];
  readonly prices: Map<string, number>;
}

/** The offers applied one after the other, in stacking order. */
function stack(offers: readonly Offer[], stay: PricingStay): Outcome {
  const prices = new Map(stay.nights.map((n) => [n.date, Math.max(0, n.rate)]));
  const free = new Set<string>();
  const applied: AppliedOffer[] = [];
  for (const offer of [...offers].sort(byStack)) {
    const value = valueOf(offer, stay);
    if (value === null) continue;
    const nights = discountOf(offer, value, stay, prices, free).filter((n) => n.amount > 0);
    for (const n of nights) prices.set(n.date, (prices.get(n.date) ?? 0) - n.amount);
    applied.push({
      offerId: offer.id,
      kind: offer.kind,
      name: offer.name,
      value,
      amount: nights.reduce((s, n) => s + n.amount, 0),
      nights,
    });
  }
  return { applied: applied.filter((a) => a.amount > 0), prices };
}

/** The lowest the nights together may cost: each night's minimum sell price, or its base when lower. */
export function nightsFloor(stay: PricingStay): number {
  return stay.nights.reduce((s, n) => s + Math.min(Math.max(0, n.rate), Math.max(0, stay.minSellPrice)), 0);
}

const sumOf = (prices: Map<string, number>) => [...prices.values()].reduce((s, p) => s + p, 0);

/** The discount offers that give this stay something (not below their first tier, not too short for a free night). */
function applyingOffers(offers: readonly Offer[], stay: PricingStay): Offer[] {
  return offers.filter(
    (o) => o.kind !== 'VALUE_ADDED' && offerApplies(o, stay) && (valueOf(o, stay) ?? 0) > 0,
  );
}

const hotelNowOf = (o: Offer, stay: PricingStay) =>
  o.kind === 'HOTEL_NOW' ? (hotelNowPercent(o.tiers, stay) ?? -1) : -1;

/**
 * The eligible discount offers, in stacking order; of the Hotel Now offers only the one with the largest
 * percent at the booking instant.
 */
export function eligibleOffers(offers: readonly Offer[], stay: PricingStay): Offer[] {
  const applying = applyingOffers(offers, stay);
  let hotelNow: Offer | null = null;
  let best = -1;
  for (const o of applying) {
    if (o.kind !== 'HOTEL_NOW') continue;
    const p = hotelNowPercent(o.tiers, stay) ?? -1;
    if (p > best || (p === best && hotelNow && o.id < hotelNow.id)) {
      best = p;
      hotelNow = o;
    }
  }
  return applying.filter((o) => o.kind !== 'HOTEL_NOW' || o === hotelNow).sort(byStack);
}

function valueAddedLines(offers: readonly Offer[], stay: PricingStay): ValueAddedLine[] {
  const lines: ValueAddedLine[] = [];
  for (const o of offers) {
    if (o.kind !== 'VALUE_ADDED' || !offerApplies(o, stay)) continue;
    lines.push({
      offerId: o.id,
      name: o.name,
      names: o.names,
      category: o.category,
      validity: o.validity,
      times: o.validity === 'EVERY_NIGHT' ? coveredNights(o, stay).length : 1,
    });
  }
  return lines.sort((a, b) => (a.offerId < b.offerId ? -1 : a.offerId > b.offerId ? 1 : 0));
}

/**
 * The price of a stay with its offers: every eligible offer, the winning combination, the lines it applied,
 * the minimum sell price's cap and the total (which equals the base - the lines + the cap + the extras).
 */
export function priceWithOffers(stay: PricingStay, offers: readonly Offer[]): PricingResult {
  const baseTotal = stay.nights.reduce((s, n) => s + Math.max(0, n.rate), 0);
  const extras = stay.extras ?? 0;
  const eligible = eligibleOffers(offers, stay);
  // One Hotel Now offer applies: the one that leaves the guest the lowest price (the largest discount), the larger
  // percent first on a tie. Each is tried with the other offers, so a Hotel Now offer whose window gives the
  // larger percent but covers fewer nights never makes the stay dearer than one that covers more.
  const applying = applyingOffers(offers, stay);
  const others = applying.filter((o) => o.kind !== 'HOTEL_NOW');
  const hotelNows = applying
    .filter((o) => o.kind === 'HOTEL_NOW')
    .sort((a, b) => hotelNowOf(b, stay) - hotelNowOf(a, stay) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const candidates: { strategy: 'STACKED' | 'SINGLE'; outcome: Outcome }[] = [];
  for (const hotelNow of hotelNows.length > 0 ? hotelNows : [null]) {
    const combinable = [...others, ...(hotelNow ? [hotelNow] : [])].filter((o) => o.combinable);
    if (combinable.length > 0) candidates.push({ strategy: 'STACKED', outcome: stack(combinable, stay) });
    if (hotelNow && !hotelNow.combinable)
      candidates.push({ strategy: 'SINGLE', outcome: stack([hotelNow], stay) });
  }
  for (const o of others)
    if (!o.combinable) candidates.push({ strategy: 'SINGLE', outcome: stack([o], stay) });
  const floor = nightsFloor(stay);
  const capped = (o: Outcome) => Math.max(sumOf(o.prices), Math.min(floor, baseTotal));
  let winner: (typeof candidates)[number] | null = null;
  for (const c of candidates) if (!winner || capped(c.outcome) < capped(winner.outcome)) winner = c;
  const applied = winner?.outcome.applied ?? [];
  const stacked = winner ? sumOf(winner.outcome.prices) : baseTotal;
  const nightsTotal = winner ? capped(winner.outcome) : baseTotal;
  const minSellPriceCap = nightsTotal - stacked;
  const lines = applied.reduce((s, a) => s + a.amount, 0);
  const discountTotal = lines - minSellPriceCap;
  const eligibleView: EligibleOffer[] = eligible.map((o) => ({
    offerId: o.id,
    kind: o.kind,
    name: o.name,
    combinable: o.combinable,
    alone: baseTotal - sumOf(stack([o], stay).prices),
  }));
  const prices = winner?.outcome.prices;
  return {
    baseTotal,
    extras,
    eligible: eligibleView,
    applied,
    minSellPriceCap,
    valueAdded: valueAddedLines(offers, stay),
    strategy: applied.length === 0 ? 'NONE' : (winner?.strategy ?? 'NONE'),
    nights: stay.nights.map((n) => ({
      date: n.date,
      base: Math.max(0, n.rate),
      price: prices?.get(n.date) ?? Math.max(0, n.rate),
    })),
    discountTotal,
    total: baseTotal - discountTotal + extras,
  };
}

/**
 * The largest share an offer can take off one night priced `rate`, as the price it leaves (save-time check of
 * the minimum sell price): percent and fixed offers at their largest tier; free nights spread over the stay
 * that earns them (a 3-night stay with 1 free night costs 2/3 of the rate a night); value added takes nothing.
 */
export function lowestNightPrice(offer: Offer, rate: number): number {
  switch (offer.kind) {
    case 'REGULAR': {
      const top = Math.max(0, ...offer.tiers.map((t) => t.value));
      return offer.discountType === 'FIXED' ? Math.max(0, rate - top) : rate - percentOf(rate, top);
    }
    case 'FREE_NIGHT':
      return offer.minNights > 0
        ? Math.round((rate * Math.max(0, offer.minNights - offer.freeNights)) / offer.minNights)
        : 0;
    case 'HOTEL_NOW': {
      const top = Math.max(0, ...offer.tiers.map((t) => t.percent));
      return rate - percentOf(rate, top);
    }
    case 'VALUE_ADDED':
      return rate;
    default:
      return rate - percentOf(rate, offer.percent);
  }
}
