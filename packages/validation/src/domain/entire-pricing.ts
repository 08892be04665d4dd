import { formatCurrency } from '@extranet/i18n/core';
import {
  ALLOTMENT_FORWARD_MONTHS_LIST,
  ENTIRE_PRICING_MAX_DISCOUNT,
  ENTIRE_PRICING_MAX_OVERRIDES,
  ENTIRE_PRICING_MAX_PRICE,
  ENTIRE_PRICING_OVERRIDE_NAME_MAX_LENGTH,
} from '@extranet/domain';
import { toNumber } from '../engine.js';
import { ErrorList, type FieldError } from '../field-errors.js';
import { addMonths, todayIn } from './dates.js';
import { checkDateRange, checkNumber } from './ranges.js';
import type { Maybe, NumberInput } from './types.js';

export interface EntirePricingOverrideInput {
  name: Maybe<string>;
  start: Maybe<string>;
  end: Maybe<string>;
  price: NumberInput;
}

export interface EntirePricingInput {
  weekdayPrice: NumberInput;
  weekendPrice: NumberInput;
  weeklyDiscount?: NumberInput;
  monthlyDiscount?: NumberInput;
  overrides?: readonly EntirePricingOverrideInput[] | null;
}

export interface EntirePricingOptions {
  /** The unit's price threshold (minimum sell price), integer IDR. */
  minimumSellPrice?: number | null;
  /** Today in the property's time zone (default GMT+7). */
  today?: string;
}

/** An amount as every message shows it (SPEC 9): `Rp 4.500.000`. */
function idr(amount: number): string {
  return formatCurrency(amount, 'IDR');
}

/** The last date prices can be set for: 18 months ahead (SPEC 9, the ARI list view). */
export function entirePricingHorizon(today: string): string {
  return addMonths(today, ALLOTMENT_FORWARD_MONTHS_LIST);
}

function checkPrice(list: ErrorList, field: string, value: NumberInput, min: number | null | undefined) {
  if (!list.rules(field, value, `required|integer|max_currency:${ENTIRE_PRICING_MAX_PRICE}`)) return;
  const amount = toNumber(value) ?? 0;
  if (amount <= 0) list.add(field, 'min_float_decimal', { param: 0 });
  else if (min != null && amount < min) list.add(field, 'price.belowMinimum', { min: idr(min) });
}

/**
 * Entire pricing of a home's unit (issue 4, SPEC 5 and 9): weekday and weekend prices required, whole IDR,
 * above 0, not below the unit's minimum sell price and not above the currency maximum; length-of-stay
 * discounts optional, whole percent 1 to 99; each override named, dated (start not before today, end not
 * before start, not beyond the 18-month horizon), priced like the base prices, and no two overrides overlap.
 */
export function validateEntirePricing(
  input: EntirePricingInput,
  options: EntirePricingOptions = {},
): FieldError[] {
  const list = new ErrorList();
  const today = options.today ?? todayIn();
  const horizon = entirePricingHorizon(today);
  checkPrice(list, 'weekdayPrice', input.weekdayPrice, options.minimumSellPrice);
  checkPrice(list, 'weekendPrice', input.weekendPrice, options.minimumSellPrice);
  const discount = { integer: true, min: 1, max: ENTIRE_PRICING_MAX_DISCOUNT };
  checkNumber(list, 'weeklyDiscount', input.weeklyDiscount, discount);
  checkNumber(list, 'monthlyDiscount', input.monthlyDiscount, discount);
  const overrides = input.overrides ?? [];
  if (overrides.length > ENTIRE_PRICING_MAX_OVERRIDES) {
    list.add('overrides', 'entirePricing.tooManyOverrides', { max: ENTIRE_PRICING_MAX_OVERRIDES });
  }
  const ranges: { index: number; start: string; end: string }[] = [];
  overrides.forEach((o, index) => {
    const prefix = `overrides.${index}`;
    list.rules(
      `${prefix}.name`,
      o.name,
      `required|not_contains_only_spaces|max_length:${ENTIRE_PRICING_OVERRIDE_NAME_MAX_LENGTH}`,
    );
    const range = checkDateRange(list, prefix, { start: o.start, end: o.end }, { required: true });
    if (range) {
      if (range.start < today) list.add(`${prefix}.start`, 'date.beforeToday');
      if (range.end > horizon) list.add(`${prefix}.end`, 'entirePricing.beyondHorizon', { date: horizon });
      ranges.push({ index, ...range });
    }
    checkPrice(list, `${prefix}.price`, o.price, options.minimumSellPrice);
  });
  for (const a of ranges) {
    const other = ranges.find((b) => b.index < a.index && b.start <= a.end && a.start <= b.end);
    if (other) {
      list.add(`overrides.${a.index}.start`, 'entirePricing.overlap', {
        name: overrides[other.index]?.name ?? '',
      });
    }
  }
  return list.errors;
}
