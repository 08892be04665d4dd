// Targeted promotions (SPEC 3, 5): exclusive member deals and corporate/affiliate rates, as the form and the
// server's create/update hold them (contract TargetedPromotionInput). The server and the form run the same
// checks; codes are `validations.<code>` keys.
import {
  TARGETED_DISCOUNT_MAX_PERCENT,
  TARGETED_DISCOUNT_MIN_PERCENT,
  TARGETED_NAME_MAX_LENGTH,
} from '@extranet/domain';
import { ErrorList, type FieldError } from '../field-errors.js';
import { todayIn } from './dates.js';
import { checkBlackoutDates } from './promotion.js';
import { checkDateRange, checkNumber } from './ranges.js';
import type { DateRange, Maybe, NumberInput } from './types.js';

export interface TargetedPromotionFormInput {
  name: Maybe<string>;
  discountPercent: NumberInput;
  bookingPeriod: Partial<DateRange> | null | undefined;
  stayPeriod: Partial<DateRange> | null | undefined;
  blackoutDates?: readonly unknown[] | null;
  ratePlanIds: readonly unknown[] | null | undefined;
}

/**
 * Name (max 100), discount percent required within TARGETED_DISCOUNT_MIN_PERCENT..MAX (2 decimals), booking and
 * stay periods with both ends (the booking period not over before `today`), at least one rate plan, blackout
 * dates valid, unique, at most 30 a calendar year. Who may set the target users is the policy's, not a rule
 * of the input.
 */
export function validateTargetedPromotion(
  input: TargetedPromotionFormInput,
  options: { today?: string } = {},
): FieldError[] {
  const list = new ErrorList();
  list.rules('name', input.name, `required|not_contains_only_spaces|max_length:${TARGETED_NAME_MAX_LENGTH}`);
  checkNumber(list, 'discountPercent', input.discountPercent, {
    required: true,
    min: TARGETED_DISCOUNT_MIN_PERCENT,
    max: TARGETED_DISCOUNT_MAX_PERCENT,
    decimals: 2,
  });
  const period = (r: Partial<DateRange> | null | undefined) => (r ? { start: r.start, end: r.end } : r);
  checkDateRange(list, 'bookingPeriod', period(input.bookingPeriod), {
    required: true,
    notBefore: options.today ?? todayIn(),
  });
  checkDateRange(list, 'stayPeriod', period(input.stayPeriod), { required: true });
  if (!input.ratePlanIds || input.ratePlanIds.length === 0)
    list.add('ratePlanIds', 'promotion.ratePlanRequired');
  checkBlackoutDates(list, 'blackoutDates', input.blackoutDates);
  return list.errors;
}
