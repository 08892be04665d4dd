import { ErrorList, type FieldError } from '../field-errors.js';
import {
  BLACKOUT_MAX_DAYS_PER_YEAR,
  DISCOUNT_MAX_PERCENT,
  FREE_NIGHT_MAX,
  HOTEL_NOW_END_TIME,
  HOTEL_NOW_MIN_DISCOUNT_PERCENT,
  HOTEL_NOW_START_TIME,
  HOTEL_NOW_UTC_OFFSET_MINUTES,
  LENGTH_OF_STAY_MAX_NIGHTS,
} from '../constants.js';
import { isoDate, minutesOf, todayIn } from './dates.js';
import { checkDateRange, checkNumber, join } from './ranges.js';
import type { DateRange, Maybe, NumberInput } from './types.js';

const DAY_MINUTES = 24 * 60;
const WINDOW_START = minutesOf(HOTEL_NOW_START_TIME) ?? 18 * 60;
const WINDOW_END = minutesOf(HOTEL_NOW_END_TIME) ?? 4 * 60;
/** Length of the Hotel Now window (18:00 to 04:00 = 600 minutes), which crosses midnight. */
const WINDOW_LENGTH = (WINDOW_END - WINDOW_START + DAY_MINUTES) % DAY_MINUTES;

/** Minutes since the window opened (18:00 -> 0, 23:00 -> 300, 04:00 -> 600, 12:00 -> 1080). */
function sinceWindowStart(minutes: number): number {
  return (minutes - WINDOW_START + DAY_MINUTES) % DAY_MINUTES;
}

/** True when an `HH:mm` time (GMT+7) lies in the Hotel Now window 18:00-04:00, both ends included. */
export function isInHotelNowWindow(time: string): boolean {
  const minutes = minutesOf(time);
  return minutes !== undefined && sinceWindowStart(minutes) <= WINDOW_LENGTH;
}

/** True when the instant falls in the Hotel Now window in GMT+7 (the end, 04:00, is exclusive). */
export function isHotelNowInstant(instant: Date): boolean {
  const local = new Date(instant.getTime() + HOTEL_NOW_UTC_OFFSET_MINUTES * 60_000);
  return sinceWindowStart(local.getUTCHours() * 60 + local.getUTCMinutes()) < WINDOW_LENGTH;
}

/**
 * Blackout dates (SPEC 5, 9): valid dates, none twice, at most 30 in any calendar year. Errors on
 * `<field>.<index>` for a bad or repeated date, on `<field>` when a year has too many.
 */
export function checkBlackoutDates(
  list: ErrorList,
  field: string,
  dates: readonly unknown[] | null | undefined,
): void {
  const seen = new Set<string>();
  const perYear = new Map<string, number>();
  (dates ?? []).forEach((raw, index) => {
    const date = isoDate(raw);
    if (!date) {
      list.add(`${field}.${index}`, 'date.invalid');
      return;
    }
    if (seen.has(date)) list.add(`${field}.${index}`, 'blackout.duplicate', { date });
    seen.add(date);
    const year = date.slice(0, 4);
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
  });
  for (const [year, count] of perYear) {
    if (count > BLACKOUT_MAX_DAYS_PER_YEAR) {
      list.add(field, 'blackout.tooMany', { max: BLACKOUT_MAX_DAYS_PER_YEAR, year });
      return;
    }
  }
}

/** Blackout dates on their own (field `blackoutDates`). */
export function validateBlackoutDates(
  dates: readonly unknown[] | null | undefined,
  field = 'blackoutDates',
): FieldError[] {
  const list = new ErrorList();
  checkBlackoutDates(list, field, dates);
  return list.errors;
}

/** `<prefix>.endTime` after `<prefix>.startTime` on the same day; both required once one is set. */
function checkTimes(
  list: ErrorList,
  prefix: string,
  startTime: Maybe<string>,
  endTime: Maybe<string>,
  required: boolean,
): void {
  const startField = join(prefix, 'startTime');
  const endField = join(prefix, 'endTime');
  if (!startTime && !endTime && !required) return;
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  if (!startTime) list.add(startField, 'required');
  else if (start === undefined) list.add(startField, 'time.invalid');
  if (!endTime) list.add(endField, 'required');
  else if (end === undefined) list.add(endField, 'time.invalid');
  if (start !== undefined && end !== undefined && end <= start) list.add(endField, 'time.endBeforeStart');
}

export type DiscountType = 'PERCENT' | 'FIXED';

/** A discount: a percentage above 0 up to 100, or a whole IDR amount above 0. */
function checkDiscount(list: ErrorList, field: string, type: Maybe<DiscountType>, value: NumberInput): void {
  if (type === 'FIXED') checkNumber(list, field, value, { required: true, integer: true, above: 0 });
  else checkNumber(list, field, value, { required: true, above: 0, max: DISCOUNT_MAX_PERCENT, decimals: 2 });
}

export interface PromotionInput {
  name: Maybe<string>;
  platforms: readonly string[] | null | undefined;
  ratePlanIds: readonly unknown[] | null | undefined;
  bookingPeriod: DateRange | null | undefined;
  stayPeriod: DateRange | null | undefined;
  /** Optional booking hours of each day (`HH:mm`); the end after the start. */
  startTime?: Maybe<string>;
  endTime?: Maybe<string>;
  discountType: Maybe<DiscountType>;
  /** One discount, or tiers (the promotion's discount tiers); at least one of them. */
  discount?: NumberInput;
  tiers?: readonly NumberInput[] | null;
  minimumStay?: NumberInput;
  blackoutDates?: readonly unknown[] | null;
}

/**
 * Promotion (SPEC 5): name, booking and stay periods (the booking period not ending in the past), end time
 * after start time, at least one platform and one rate plan, the discount within bounds, blackout dates.
 */
export function validatePromotion(input: PromotionInput, options: { today?: string } = {}): FieldError[] {
  const list = new ErrorList();
  list.rules('name', input.name, 'required|not_contains_only_spaces|max_length:100');
  checkDateRange(list, 'bookingPeriod', input.bookingPeriod, {
    required: true,
    notBefore: options.today ?? todayIn(),
  });
  checkDateRange(list, 'stayPeriod', input.stayPeriod, { required: true });
  checkTimes(list, '', input.startTime, input.endTime, false);
  if (!input.platforms || input.platforms.length === 0) list.add('platforms', 'promotion.platformRequired');
  if (!input.ratePlanIds || input.ratePlanIds.length === 0)
    list.add('ratePlanIds', 'promotion.ratePlanRequired');
  if (!input.discountType) list.add('discountType', 'promotion.discountTypeRequired');
  if (input.tiers && input.tiers.length > 0) {
    input.tiers.forEach((tier, index) => checkDiscount(list, `tiers.${index}`, input.discountType, tier));
  } else {
    checkDiscount(list, 'discount', input.discountType, input.discount);
  }
  checkNumber(list, 'minimumStay', input.minimumStay, {
    integer: true,
    min: 1,
    max: LENGTH_OF_STAY_MAX_NIGHTS,
  });
  checkBlackoutDates(list, 'blackoutDates', input.blackoutDates);
  return list.errors;
}

export interface HotelNowInput {
  startTime: Maybe<string>;
  endTime: Maybe<string>;
  /** Percentage tiers. */
  tiers: readonly NumberInput[] | null | undefined;
}

/**
 * Hotel Now (SPEC 5, 9): start and end time (GMT+7) inside the 18:00-04:00 window, the end after the start
 * counted through midnight (22:00 to 02:00 is valid, 02:00 to 22:00 is not), at least one tier, each at least
 * the minimum percentage (default HOTEL_NOW_MIN_DISCOUNT_PERCENT) and at most 100.
 */
export function validateHotelNow(
  input: HotelNowInput,
  options: { minPercentage?: number } = {},
): FieldError[] {
  const list = new ErrorList();
  const start = minutesOf(input.startTime);
  const end = minutesOf(input.endTime);
  const window = { start: HOTEL_NOW_START_TIME, end: HOTEL_NOW_END_TIME };
  if (!input.startTime) list.add('startTime', 'required');
  else if (start === undefined) list.add('startTime', 'time.invalid');
  else if (!isInHotelNowWindow(input.startTime)) list.add('startTime', 'hotelNow.outsideWindow', window);
  if (!input.endTime) list.add('endTime', 'required');
  else if (end === undefined) list.add('endTime', 'time.invalid');
  else if (!isInHotelNowWindow(input.endTime)) list.add('endTime', 'hotelNow.outsideWindow', window);
  if (!list.has('startTime') && !list.has('endTime') && start !== undefined && end !== undefined) {
    if (sinceWindowStart(end) <= sinceWindowStart(start)) list.add('endTime', 'time.endBeforeStart');
  }
  const minPercentage = options.minPercentage ?? HOTEL_NOW_MIN_DISCOUNT_PERCENT;
  if (!input.tiers || input.tiers.length === 0) list.add('tiers', 'hotelNow.tierRequired');
  else {
    input.tiers.forEach((tier, index) =>
      checkNumber(list, `tiers.${index}`, tier, {
        required: true,
        min: minPercentage,
        max: DISCOUNT_MAX_PERCENT,
        decimals: 2,
      }),
    );
  }
  return list.errors;
}

export interface FreeNightInput {
  minimumNights: NumberInput;
  freeNights: NumberInput;
  /** Accumulation: the free nights repeat for every `minimumNights`, up to `maxFreeNights`. */
  accumulation?: boolean | null;
  maxFreeNights?: NumberInput;
}

/**
 * Free night bonus (SPEC 5): minimum nights and free nights required, free nights fewer than the minimum
 * (a stay has to pay for at least one night), all at most 365; with accumulation a maximum not below the
 * free nights.
 */
export function validateFreeNight(input: FreeNightInput): FieldError[] {
  const list = new ErrorList();
  const bounds = { required: true, integer: true, min: 1, max: FREE_NIGHT_MAX };
  const minimum = checkNumber(list, 'minimumNights', input.minimumNights, { ...bounds, min: 2 });
  const free = checkNumber(list, 'freeNights', input.freeNights, bounds);
  if (minimum !== undefined && free !== undefined && free >= minimum) {
    list.add('freeNights', 'freeNight.notBelowMinimum', { max: minimum - 1 });
  }
  if (input.accumulation) {
    const max = checkNumber(list, 'maxFreeNights', input.maxFreeNights, bounds);
    if (max !== undefined && free !== undefined && max < free)
      list.add('maxFreeNights', 'range.maxBelowMin', { min: free });
  }
  return list.errors;
}

export type CorporateTarget = 'ALL' | 'OWN_PLATFORM' | 'PARTNER_PLATFORMS';

export interface CorporateRateInput {
  /** Discount in percent. */
  discount: NumberInput;
  blackoutDates?: readonly unknown[] | null;
  targetUsers?: Maybe<CorporateTarget>;
}

/** Corporate/affiliate rate (SPEC 5): discount required (above 0, at most 100 %), blackout dates, target. */
export function validateCorporateRate(input: CorporateRateInput): FieldError[] {
  const list = new ErrorList();
  checkNumber(list, 'discount', input.discount, {
    required: true,
    above: 0,
    max: DISCOUNT_MAX_PERCENT,
    decimals: 2,
  });
  checkBlackoutDates(list, 'blackoutDates', input.blackoutDates);
  if (input.targetUsers === null) list.add('targetUsers', 'required');
  return list.errors;
}

export type ValueAddedCategory = 'MEAL' | 'VOUCHER' | 'TRANSPORT' | 'OTHERS';

export interface ValueAddedInput {
  category: Maybe<ValueAddedCategory>;
  /** The benefit's name in both languages. */
  name: { id: Maybe<string>; en: Maybe<string> } | null | undefined;
  /** Once per stay or every night. */
  validity: Maybe<'ONCE_PER_STAY' | 'EVERY_NIGHT'>;
}

/** Value-added promotion (SPEC 3): category, names in id and en (max 100), validity. */
export function validateValueAdded(input: ValueAddedInput): FieldError[] {
  const list = new ErrorList();
  if (!input.category) list.add('category', 'required');
  for (const lang of ['id', 'en'] as const) {
    list.rules(`name.${lang}`, input.name?.[lang], 'required|not_contains_only_spaces|max_length:100');
  }
  if (!input.validity) list.add('validity', 'required');
  return list.errors;
}
