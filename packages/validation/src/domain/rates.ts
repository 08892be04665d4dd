import { formatCurrency } from '@extranet/i18n/core';
import { ErrorList, type FieldError } from '../field-errors.js';
import {
  ADVANCE_BOOKING_MAX_DAYS,
  COMMISSION_MAX_DECIMALS,
  COMMISSION_MAX_PERCENT,
  CHILDREN_RATE_PLAN_NAME_MAX_LENGTH,
  CHILDREN_RATE_PLAN_NAME_MIN_LENGTH,
  LENGTH_OF_STAY_MAX_NIGHTS,
  MONTHLY_MIN_NIGHTS,
  WEEKLY_MIN_NIGHTS,
} from '../constants.js';
import { eachDate, todayIn } from './dates.js';
import { checkDateRange, checkMinMax, checkNumber, join, type MinMaxInput } from './ranges.js';
import type { DateRange, Maybe, NumberInput } from './types.js';

export type RatePlanType = 'CUSTOM' | 'WEEKLY' | 'MONTHLY';

export interface StayLimitsInput {
  /** Advance booking (days before arrival): 0 to 500. */
  advanceBooking?: MinMaxInput | null;
  /** Length of stay (nights): 1 to 365. */
  lengthOfStay?: MinMaxInput | null;
  /** Stay-through (nights): needs a min or a max, 1 to 365. */
  stayThrough?: MinMaxInput | null;
}

function checkStayLimits(list: ErrorList, prefix: string, input: StayLimitsInput, type?: RatePlanType): void {
  checkMinMax(list, join(prefix, 'advanceBooking'), input.advanceBooking, {
    floor: 0,
    ceiling: ADVANCE_BOOKING_MAX_DAYS,
  });
  const minStay = type === 'WEEKLY' ? WEEKLY_MIN_NIGHTS : type === 'MONTHLY' ? MONTHLY_MIN_NIGHTS : 1;
  checkMinMax(list, join(prefix, 'lengthOfStay'), input.lengthOfStay, {
    floor: 1,
    minFloor: minStay,
    ceiling: LENGTH_OF_STAY_MAX_NIGHTS,
  });
  checkMinMax(list, join(prefix, 'stayThrough'), input.stayThrough, {
    floor: 1,
    ceiling: LENGTH_OF_STAY_MAX_NIGHTS,
    eitherIsEnough: true,
  });
}

/**
 * Advance booking (max 500 days), length of stay (max 365 nights) and stay-through limits (SPEC 5): when a
 * limit is switched on, its min and max are both required (stay-through: a min or a max); min <= max. A
 * weekly rate plan needs a minimum stay of 7 nights, a monthly one 28 (SPEC 9).
 */
export function validateStayLimits(
  input: StayLimitsInput,
  options: { type?: RatePlanType } = {},
): FieldError[] {
  const list = new ErrorList();
  checkStayLimits(list, '', input, options.type);
  return list.errors;
}

/**
 * Stay dates (SPEC 5): optional, but the end is required once a start is set, and it may not be before today
 * (in the property's time zone: pass `today`; default today in GMT+7).
 */
export function validateStayDates(
  range: DateRange,
  options: { today?: string; field?: string } = {},
): FieldError[] {
  const list = new ErrorList();
  checkDateRange(list, options.field ?? '', range, { notBefore: options.today ?? todayIn() });
  return list.errors;
}

export type MealOption = 'BREAKFAST' | 'LUNCH' | 'DINNER' | 'ALL_INCLUSIVE' | 'NONE';
export type CancellationPolicyType = 'NON_REFUNDABLE' | 'FREE' | 'CUSTOM';

export interface CancellationInput {
  /** The "cancellation policy" switch. */
  enabled: boolean;
  policy: Maybe<CancellationPolicyType>;
  /** Days before arrival the free cancellation or the fee applies. */
  daysBefore?: NumberInput;
  /** CUSTOM: the fee, as a percentage of the booking or as a number of nights. */
  chargeType?: Maybe<'PERCENTAGE' | 'NIGHTS'>;
  percentage?: NumberInput;
  nights?: NumberInput;
}

/** A cancellation policy as the API holds it: the policy may be absent. */
export type CancellationCheckInput = Omit<CancellationInput, 'policy'> & {
  policy?: Maybe<CancellationPolicyType>;
};

export interface RatePlanInput {
  name: Maybe<string>;
  roomIds: readonly unknown[] | null | undefined;
  meals: readonly MealOption[] | null | undefined;
  type?: Maybe<RatePlanType>;
  stayDates?: DateRange | null;
  cancellation?: CancellationInput | null;
  limits?: StayLimitsInput | null;
  /** Marketplace commission, percent: optional, 0 to 100, at most 2 decimals. */
  commission?: NumberInput;
}

/**
 * A cancellation policy (a rate plan's, or a promotion's own) under `field`: with the switch on, the policy is
 * required; FREE and CUSTOM need the days before arrival (0-365); CUSTOM its fee, a percentage (above 0, at most
 * 100) or a number of nights (1-365).
 */
export function checkCancellation(
  list: ErrorList,
  field: string,
  c: CancellationCheckInput | null | undefined,
): void {
  if (!c?.enabled) return;
  if (!c.policy) list.add(`${field}.policy`, 'ratePlan.cancellationRequired');
  if (c.policy === 'FREE' || c.policy === 'CUSTOM') {
    checkNumber(list, `${field}.daysBefore`, c.daysBefore, {
      required: true,
      integer: true,
      min: 0,
      max: 365,
    });
  }
  if (c.policy === 'CUSTOM') {
    if (c.chargeType === 'NIGHTS') {
      checkNumber(list, `${field}.nights`, c.nights, { required: true, integer: true, min: 1, max: 365 });
    } else {
      checkNumber(list, `${field}.percentage`, c.percentage, { required: true, above: 0, max: 100 });
    }
  }
}

/**
 * Rate plan (SPEC 5): name required, at least one room, at least one meal option (NONE counts), the
 * cancellation choice when the switch is on, and the percentage (or nights) and days of a cancellation fee.
 * Optional stay dates and stay limits are checked as in validateStayDates and validateStayLimits; an optional
 * commission is 0 to 100 with at most 2 decimals (a screen shows the error, never cuts 150 to 100).
 */
export function validateRatePlan(input: RatePlanInput, options: { today?: string } = {}): FieldError[] {
  const list = new ErrorList();
  list.rules('name', input.name, 'required|not_contains_only_spaces|max_length:100');
  if (!input.roomIds || input.roomIds.length === 0) list.add('roomIds', 'ratePlan.roomRequired');
  if (!input.meals || input.meals.length === 0) list.add('meals', 'ratePlan.mealRequired');
  if (input.stayDates && (input.stayDates.start || input.stayDates.end)) {
    checkDateRange(list, 'stayDates', input.stayDates, { notBefore: options.today ?? todayIn() });
  }
  checkCancellation(list, 'cancellation', input.cancellation);
  if (input.limits) checkStayLimits(list, 'limits', input.limits, input.type ?? undefined);
  checkNumber(list, 'commission', input.commission, {
    min: 0,
    max: COMMISSION_MAX_PERCENT,
    decimals: COMMISSION_MAX_DECIMALS,
  });
  return list.errors;
}

/** An amount as every message shows it (SPEC 9): `Rp 4.500.000`. */
function idr(amount: number): string {
  return formatCurrency(amount, 'IDR');
}

export interface AllotmentUpdateInput {
  range?: DateRange | null;
  /** Integer IDR; optional when only other values change. */
  rate?: NumberInput;
  allotment: NumberInput;
}

export interface AllotmentUpdateOptions {
  /** The room's price threshold (minimum sell price), integer IDR. */
  minimumSellPrice?: number | null;
  /** Dates that cannot be edited (past, closed by the system): a range containing one is rejected. */
  disabledDates?: readonly string[];
}

/** The rate of one cell or range: a whole IDR amount not below the room's minimum sell price (SPEC 5). */
export function checkRate(
  list: ErrorList,
  field: string,
  rate: NumberInput,
  minimumSellPrice?: number | null,
): void {
  const value = checkNumber(list, field, rate, { integer: true, min: 0 });
  if (value !== undefined && minimumSellPrice != null && value < minimumSellPrice) {
    list.add(field, 'price.belowMinimum', { min: idr(minimumSellPrice) });
  }
}

/**
 * Rates & availability edit (SPEC 5): allotment required, a whole number not below 0; the rate not below the
 * minimum sell price; a date range that contains a disabled date is rejected.
 */
export function validateAllotmentUpdate(
  input: AllotmentUpdateInput,
  options: AllotmentUpdateOptions = {},
): FieldError[] {
  const list = new ErrorList();
  if (input.range) {
    const range = checkDateRange(list, 'range', input.range, { required: true });
    if (range && options.disabledDates?.length) {
      const disabled = new Set(options.disabledDates);
      const hit = eachDate(range.start, range.end).find((date) => disabled.has(date));
      if (hit) list.add('range', 'range.containsDisabledDate', { date: hit });
    }
  }
  checkRate(list, 'rate', input.rate, options.minimumSellPrice);
  checkNumber(list, 'allotment', input.allotment, { required: true, integer: true, min: 0 });
  return list.errors;
}

export interface BulkUpdateInput {
  period: DateRange | null | undefined;
  /** Days of the week the update applies to (0 Sunday .. 6 Saturday). */
  days: readonly number[] | null | undefined;
  ratePlanIds: readonly unknown[] | null | undefined;
}

/** Bulk update (SPEC 5): period required, at least one day of the week, at least one rate plan. */
export function validateBulkUpdate(input: BulkUpdateInput): FieldError[] {
  const list = new ErrorList();
  checkDateRange(list, 'period', input.period, { required: true });
  if (!input.days || input.days.length === 0) list.add('days', 'bulkUpdate.dayRequired');
  else if (input.days.some((day) => !Number.isInteger(day) || day < 0 || day > 6))
    list.add('days', 'bulkUpdate.dayInvalid');
  if (!input.ratePlanIds || input.ratePlanIds.length === 0)
    list.add('ratePlanIds', 'bulkUpdate.ratePlanRequired');
  return list.errors;
}

export interface SurchargeInput {
  name: Maybe<string>;
  type: Maybe<'ROOM' | 'GUEST'>;
  /** ROOM: the price per room. */
  price?: NumberInput;
  /** GUEST: prices per adult and per child. */
  adultPrice?: NumberInput;
  childPrice?: NumberInput;
  stayDates?: DateRange | null;
  checkInDates?: DateRange | null;
}

/**
 * Surcharge (SPEC 5): a name, the type chosen, prices above 0 (room price, or adult and child price); a date range
 * given has both ends; the stay end not before today (in the property's time zone: pass `today`; default GMT+7).
 */
export function validateSurcharge(input: SurchargeInput, options: { today?: string } = {}): FieldError[] {
  const list = new ErrorList();
  list.rules('name', input.name, 'required|not_contains_only_spaces|max_length:100');
  if (!input.type) list.add('type', 'surcharge.typeRequired');
  const price = { required: true, integer: true, above: 0 };
  if (input.type === 'ROOM') checkNumber(list, 'price', input.price, price);
  if (input.type === 'GUEST') {
    checkNumber(list, 'adultPrice', input.adultPrice, price);
    checkNumber(list, 'childPrice', input.childPrice, price);
  }
  if (input.stayDates) {
    checkDateRange(list, 'stayDates', input.stayDates, {
      required: true,
      notBefore: options.today ?? todayIn(),
    });
  }
  if (input.checkInDates) checkDateRange(list, 'checkInDates', input.checkInDates, { required: true });
  return list.errors;
}

export interface ChildrenRatePlanInput {
  name: Maybe<string>;
  /** Price per child per night for each age group, integer IDR; 0 means free. */
  prices: readonly NumberInput[] | null | undefined;
  ratePlanIds?: readonly unknown[] | null;
}

/** Children rate plan (SPEC 3): name 3 to 100 characters, a price (0 = free) for every age group. */
export function validateChildrenRatePlan(input: ChildrenRatePlanInput): FieldError[] {
  const list = new ErrorList();
  list.rules(
    'name',
    input.name,
    `required|not_contains_only_spaces|min_length:${CHILDREN_RATE_PLAN_NAME_MIN_LENGTH}|max_length:${CHILDREN_RATE_PLAN_NAME_MAX_LENGTH}`,
  );
  (input.prices ?? []).forEach((price, index) => {
    checkNumber(list, `prices.${index}`, price, { required: true, integer: true, min: 0 });
  });
  if (input.ratePlanIds && input.ratePlanIds.length === 0)
    list.add('ratePlanIds', 'bulkUpdate.ratePlanRequired');
  return list.errors;
}
