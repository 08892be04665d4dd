import { MONTHLY_MIN_NIGHTS, WEEKLY_MIN_NIGHTS } from './constants.js';

/**
 * Entire pricing for homes (issue 4): a home (accommodation type NHA) is rented as a whole, so each of its
 * units has one nightly price for weekdays, one for weekend nights (Friday and Saturday), optional
 * length-of-stay discounts (weekly from 7 nights, monthly from 28, SPEC 9) and date-range overrides (seasons,
 * holidays). Money is integer IDR. Dates are `YYYY-MM-DD` in the property's time zone.
 */
export interface EntirePricingOverride {
  name: string;
  /** First night (inclusive). */
  start: string;
  /** Last night (inclusive). */
  end: string;
  price: number;
}

export interface EntirePricingSettings {
  weekdayPrice: number;
  weekendPrice: number;
  /** Percent off every night of a stay of 7 to 27 nights; null = none. */
  weeklyDiscount: number | null;
  /** Percent off every night of a stay of 28 nights or more; null = none. */
  monthlyDiscount: number | null;
  overrides: readonly EntirePricingOverride[];
}

/** Highest nightly price (integer IDR) the form accepts: the currency max of SPEC 5 (`max_currency`). */
export const ENTIRE_PRICING_MAX_PRICE = 1_000_000_000;
/** Highest length-of-stay discount in percent (a 100 % discount would give the home away). */
export const ENTIRE_PRICING_MAX_DISCOUNT = 99;
/** Date-range overrides per unit. */
export const ENTIRE_PRICING_MAX_OVERRIDES = 50;
export const ENTIRE_PRICING_OVERRIDE_NAME_MAX_LENGTH = 100;
/** Nights a price simulation covers at most (the length-of-stay maximum, SPEC 5). */
export const ENTIRE_PRICING_SIMULATION_MAX_NIGHTS = 365;

/** Weekend nights: Friday and Saturday (the nights before Saturday and Sunday). */
export const ENTIRE_PRICING_WEEKEND_DAYS: readonly number[] = [5, 6];

export type NightKind = 'WEEKDAY' | 'WEEKEND' | 'OVERRIDE';

/** Day of the week of a `YYYY-MM-DD` date, 0 Sunday .. 6 Saturday (no time zone shift). */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The nightly price of one date: an override covering it, else the weekend or weekday price. */
export function nightlyPrice(
  settings: Pick<EntirePricingSettings, 'weekdayPrice' | 'weekendPrice' | 'overrides'>,
  date: string,
): { price: number; kind: NightKind; overrideName: string | null } {
  const override = settings.overrides.find((o) => o.start <= date && date <= o.end);
  if (override) return { price: override.price, kind: 'OVERRIDE', overrideName: override.name };
  return ENTIRE_PRICING_WEEKEND_DAYS.includes(dayOfWeek(date))
    ? { price: settings.weekendPrice, kind: 'WEEKEND', overrideName: null }
    : { price: settings.weekdayPrice, kind: 'WEEKDAY', overrideName: null };
}

export type LosDiscountKind = 'WEEKLY' | 'MONTHLY';

/** The length-of-stay discount a stay of `nights` nights gets: monthly from 28, weekly from 7 (SPEC 9). */
export function losDiscountFor(
  settings: Pick<EntirePricingSettings, 'weeklyDiscount' | 'monthlyDiscount'>,
  nights: number,
): { kind: LosDiscountKind; percent: number } | null {
  if (nights >= MONTHLY_MIN_NIGHTS && settings.monthlyDiscount) {
    return { kind: 'MONTHLY', percent: settings.monthlyDiscount };
  }
  if (nights >= WEEKLY_MIN_NIGHTS && settings.weeklyDiscount) {
    return { kind: 'WEEKLY', percent: settings.weeklyDiscount };
  }
  return null;
}

export interface SimulatedNight {
  date: string;
  kind: NightKind;
  overrideName: string | null;
  /** The nightly price before the length-of-stay discount. */
  basePrice: number;
  discount: number;
  /** What the guest pays for the night. */
  guestPrice: number;
  /** The marketplace's commission on the guest price. */
  commission: number;
  /** What the owner receives: guest price minus commission. */
  ownerReceives: number;
}

export interface StaySimulation {
  nights: SimulatedNight[];
  losDiscount: { kind: LosDiscountKind; percent: number } | null;
  commissionPercent: number;
  totals: {
    basePrice: number;
    discount: number;
    guestPays: number;
    commission: number;
    ownerReceives: number;
  };
}

/** Rounds half away from zero to a whole rupiah. */
function rupiah(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount));
}

/**
 * The price of a stay night by night and in total: nightly price (override, weekend or weekday), minus the
 * length-of-stay discount of the whole stay, then the marketplace commission (percent of what the guest pays)
 * and what the owner receives. Every figure is whole IDR; totals are sums of the nights, so they always add up.
 */
export function simulateStay(
  settings: EntirePricingSettings,
  dates: readonly string[],
  commissionPercent: number,
): StaySimulation {
  const losDiscount = losDiscountFor(settings, dates.length);
  const nights = dates.map((date): SimulatedNight => {
    const night = nightlyPrice(settings, date);
    const discount = losDiscount ? rupiah((night.price * losDiscount.percent) / 100) : 0;
    const guestPrice = night.price - discount;
    const commission = rupiah((guestPrice * commissionPercent) / 100);
    return {
      date,
      kind: night.kind,
      overrideName: night.overrideName,
      basePrice: night.price,
      discount,
      guestPrice,
      commission,
      ownerReceives: guestPrice - commission,
    };
  });
  const sum = (pick: (n: SimulatedNight) => number) => nights.reduce((total, n) => total + pick(n), 0);
  return {
    nights,
    losDiscount,
    commissionPercent,
    totals: {
      basePrice: sum((n) => n.basePrice),
      discount: sum((n) => n.discount),
      guestPays: sum((n) => n.guestPrice),
      commission: sum((n) => n.commission),
      ownerReceives: sum((n) => n.ownerReceives),
    },
  };
}
