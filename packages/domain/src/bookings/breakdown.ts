/**
 * The price breakdown of a booking ("price breakdown review", SPEC 2): the lines the intake charged, adding up to
 * the booking's total, then the commission and what the property receives. Integer IDR throughout.
 */
import { addOnsCommission as addOnsCommissionOf } from '../add-ons/index.js';

export interface BreakdownSurcharge {
  readonly name: string;
  readonly type: 'ROOM' | 'GUEST';
  readonly nights: number;
  readonly amount: number;
}

/** An add-on line of a booking as recorded (booking_add_ons), with its add-ons commission percent. */
export interface BreakdownAddOn {
  readonly addOnId: number;
  readonly name: { id: string; en: string };
  readonly priceType: 'PER_ITEM' | 'PER_ROOM_PER_NIGHT';
  readonly unitPrice: number;
  readonly quantity: number;
  readonly nights: number | null;
  readonly amount: number;
  readonly commissionPercent: string | number;
}

/** A promotion applied to a booking, as recorded (bookings.promotions), in stacking order. */
export interface BreakdownPromotion {
  readonly name: string;
  readonly kind:
    | 'REGULAR'
    | 'FREE_NIGHT'
    | 'HOTEL_NOW'
    | 'VALUE_ADDED'
    | 'CAMPAIGN'
    | 'TARGETED'
    | 'CORPORATE'
    | 'LOYALTY';
  readonly amount: number;
}

export interface BreakdownInput {
  readonly checkIn: string;
  /** The nights' rates as sold, one per night from check-in. */
  readonly nightlyRates: readonly number[];
  readonly surcharges: readonly BreakdownSurcharge[];
  /** The children charge recorded with the booking; null when not recorded (older bookings). */
  readonly childrenCharge: number | null;
  /** The length-of-stay discount recorded with the booking; null when not recorded (older bookings). */
  readonly losDiscount: number | null;
  /** The promotions applied, in stacking order, and what they took off in all (after the minimum price cap). */
  readonly promotions?: readonly BreakdownPromotion[];
  readonly promotionDiscount?: number | null;
  readonly totalPrice: number;
  /** The commission percent recorded with the booking (e.g. "15.00"); null on older bookings. */
  readonly bookingCommission: string | number | null;
  /** The rate plan's commission percent now; used when the booking recorded none. */
  readonly ratePlanCommission: string | number | null;
  /** The add-ons sold with the stay (part of totalPrice); none when absent. */
  readonly addOns?: readonly BreakdownAddOn[];
}

export interface Commission {
  readonly percent: number;
  readonly amount: number;
  readonly source: 'BOOKING' | 'RATE_PLAN' | 'NONE';
}

export interface PriceBreakdown {
  readonly nights: { date: string; rate: number }[];
  readonly nightsTotal: number;
  readonly losDiscount: number;
  readonly promotions: BreakdownPromotion[];
  /** What the room's minimum sell price gave back of the promotions' lines. */
  readonly promotionCap: number;
  readonly surcharges: BreakdownSurcharge[];
  readonly childrenCharge: number;
  /** What an older booking's total holds beyond its recorded lines (0 when every line is recorded). */
  readonly unitemised: number;
  readonly total: number;
  /** null when the caller may not see finance data. */
  readonly commission: Commission | null;
  readonly propertyReceives: number | null;
  readonly addOns: Omit<BreakdownAddOn, 'commissionPercent'>[];
  readonly addOnsTotal: number;
  /** The add-ons commission (percent null when the lines recorded different ones); null without finance. */
  readonly addOnsCommission: { percent: number | null; amount: number } | null;
}

const DAY_MS = 86_400_000;
const dateAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A commission percent (numeric(5, 2) as text or number) in hundredths of a percent, exactly. */
function basisPoints(percent: string | number): number {
  return Math.round(Number(percent) * 100);
}

/** The commission on `total`: a percent of it, rounded to the whole rupiah (half up). */
export function commissionOf(
  total: number,
  bookingPercent: string | number | null,
  ratePlanPercent: string | number | null,
): Commission {
  const [percent, source] =
    bookingPercent !== null
      ? [bookingPercent, 'BOOKING' as const]
      : ratePlanPercent !== null
        ? [ratePlanPercent, 'RATE_PLAN' as const]
        : [0, 'NONE' as const];
  const bp = basisPoints(percent);
  // BigInt: a large total times the basis points passes Number's safe integers.
  const amount = Number((BigInt(total) * BigInt(bp) + 5000n) / 10000n);
  return { percent: bp / 100, amount, source };
}

/**
 * The breakdown: nightsTotal - losDiscount - promotions + promotionCap + surcharges + childrenCharge + addOnsTotal +
 * unitemised = total, always (unitemised takes what was not recorded line by line). The commission is a percent of
 * the total without the add-ons; the add-on lines pay the add-ons commission recorded on them (add-ons/index.ts
 * percentOf). With `finance` false, commission, addOnsCommission and propertyReceives are null.
 */
export function priceBreakdown(b: BreakdownInput, finance: boolean): PriceBreakdown {
  const nights = b.nightlyRates.map((rate, i) => ({ date: dateAfter(b.checkIn, i), rate: Number(rate) }));
  const nightsTotal = nights.reduce((sum, n) => sum + n.rate, 0);
  const surcharges = b.surcharges.map((s) => ({ ...s, amount: Number(s.amount) }));
  const surchargesTotal = surcharges.reduce((sum, s) => sum + s.amount, 0);
  const losDiscount = Number(b.losDiscount ?? 0);
  const childrenCharge = Number(b.childrenCharge ?? 0);
  const promotions = (b.promotions ?? []).map((p) => ({
    name: p.name,
    kind: p.kind,
    amount: Number(p.amount),
  }));
  const promotionLines = promotions.reduce((sum, p) => sum + p.amount, 0);
  const promotionCap = Math.max(0, promotionLines - Number(b.promotionDiscount ?? promotionLines));
  const lines = b.addOns ?? [];
  const addOns = lines.map(({ commissionPercent: _percent, ...line }) => line);
  const addOnsTotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const unitemised =
    b.totalPrice -
    (nightsTotal -
      losDiscount -
      promotionLines +
      promotionCap +
      surchargesTotal +
      childrenCharge +
      addOnsTotal);
  const stayTotal = b.totalPrice - addOnsTotal;
  const commission = finance ? commissionOf(stayTotal, b.bookingCommission, b.ratePlanCommission) : null;
  const percents = new Set(lines.map((l) => Number(l.commissionPercent)));
  const addOnsCommission = finance
    ? {
        percent: percents.size === 1 ? [...percents][0]! : null,
        amount: addOnsCommissionOf(lines),
      }
    : null;
  return {
    nights,
    nightsTotal,
    losDiscount,
    promotions,
    promotionCap,
    surcharges,
    childrenCharge,
    unitemised,
    total: b.totalPrice,
    commission,
    propertyReceives:
      commission && addOnsCommission ? b.totalPrice - commission.amount - addOnsCommission.amount : null,
    addOns,
    addOnsTotal,
    addOnsCommission,
  };
}
