/**
 * A deal as the promotions form and the server's create/update hold it (contract DealInput, SPEC 5): the rules
 * every kind shares (name, booking and stay periods, booking hours, platforms, rate plans, minimum stay, blackout
 * dates) and the kind's own terms through the validators of promotion.ts, their fields placed in the deal.
 */
import { DISCOUNT_MAX_PERCENT, LENGTH_OF_STAY_MAX_NIGHTS } from '../constants.js';
import { ErrorList, type FieldError } from '../field-errors.js';
import { minutesOf, todayIn } from './dates.js';
import { checkBlackoutDates, validateFreeNight, validateHotelNow, validateValueAdded } from './promotion.js';
import { checkDateRange, checkNumber } from './ranges.js';
import { checkCancellation, type CancellationCheckInput } from './rates.js';
import type { DateRange, Maybe, NumberInput } from './types.js';

export type DealKindInput = 'REGULAR' | 'FREE_NIGHT' | 'HOTEL_NOW' | 'VALUE_ADDED';

export interface DealFormInput {
  kind: DealKindInput;
  name: Maybe<string>;
  platforms: readonly string[] | null | undefined;
  ratePlanIds: readonly unknown[] | null | undefined;
  bookingPeriod: Partial<DateRange> | null | undefined;
  stayPeriod: Partial<DateRange> | null | undefined;
  bookingStartTime?: Maybe<string>;
  bookingEndTime?: Maybe<string>;
  minStay?: NumberInput;
  blackoutDates?: readonly unknown[] | null;
  /** The promotion's own cancellation policy; null or absent: the rate plan's. */
  cancellationPolicy?: CancellationCheckInput | null;
  discountType?: Maybe<'PERCENT' | 'FIXED'>;
  tiers?: readonly { minNights: NumberInput; value: NumberInput }[] | null;
  freeNight?: {
    minNights: NumberInput;
    freeNights: NumberInput;
    maxFreeNights?: NumberInput;
    accumulation: boolean;
  } | null;
  hotelNowTiers?:
    readonly { startTime: Maybe<string>; endTime: Maybe<string>; percent: NumberInput }[] | null;
  valueAdded?: {
    category: Maybe<'MEAL' | 'VOUCHER' | 'TRANSPORT' | 'OTHERS'>;
    nameId: Maybe<string>;
    nameEn: Maybe<string>;
    validity: Maybe<'ONCE_PER_STAY' | 'EVERY_NIGHT'>;
  } | null;
}

/** Adds another validator's errors with their fields renamed (`rename(field)`) into the list. */
function merge(list: ErrorList, errors: readonly FieldError[], rename: (field: string) => string): void {
  for (const e of errors) {
    const field = rename(e.field);
    if (!list.has(field)) list.errors.push({ ...e, field });
  }
}

function checkBookingHours(list: ErrorList, start: Maybe<string>, end: Maybe<string>): void {
  if (!start && !end) return;
  const s = minutesOf(start);
  const e = minutesOf(end);
  if (!start) list.add('bookingStartTime', 'required');
  else if (s === undefined) list.add('bookingStartTime', 'time.invalid');
  if (!end) list.add('bookingEndTime', 'required');
  else if (e === undefined) list.add('bookingEndTime', 'time.invalid');
  if (s !== undefined && e !== undefined && e <= s) list.add('bookingEndTime', 'time.endBeforeStart');
}

function checkRegular(list: ErrorList, input: DealFormInput): void {
  if (!input.discountType) list.add('discountType', 'promotion.discountTypeRequired');
  const tiers = input.tiers ?? [];
  if (tiers.length === 0) list.add('tiers', 'hotelNow.tierRequired');
  const seen = new Set<number>();
  tiers.forEach((tier, i) => {
    const nights = checkNumber(list, `tiers.${i}.minNights`, tier.minNights, {
      required: true,
      integer: true,
      min: 1,
      max: LENGTH_OF_STAY_MAX_NIGHTS,
    });
    if (nights !== undefined) {
      if (seen.has(nights)) list.add(`tiers.${i}.minNights`, 'promotion.tierDuplicate');
      seen.add(nights);
    }
    if (input.discountType === 'FIXED')
      checkNumber(list, `tiers.${i}.value`, tier.value, { required: true, integer: true, above: 0 });
    else
      checkNumber(list, `tiers.${i}.value`, tier.value, {
        required: true,
        above: 0,
        max: DISCOUNT_MAX_PERCENT,
        decimals: 2,
      });
  });
}

function checkKind(list: ErrorList, input: DealFormInput, minHotelNowPercent?: number): void {
  switch (input.kind) {
    case 'REGULAR':
      return checkRegular(list, input);
    case 'FREE_NIGHT': {
      const f = input.freeNight;
      if (!f) return void list.add('freeNight', 'required');
      const fields: Record<string, string> = {
        minimumNights: 'freeNight.minNights',
        freeNights: 'freeNight.freeNights',
        maxFreeNights: 'freeNight.maxFreeNights',
      };
      merge(
        list,
        validateFreeNight({
          minimumNights: f.minNights,
          freeNights: f.freeNights,
          accumulation: f.accumulation,
          maxFreeNights: f.maxFreeNights,
        }),
        (field) => fields[field] ?? `freeNight.${field}`,
      );
      return;
    }
    case 'HOTEL_NOW': {
      const tiers = input.hotelNowTiers ?? [];
      if (tiers.length === 0) return void list.add('hotelNowTiers', 'hotelNow.tierRequired');
      tiers.forEach((t, i) =>
        merge(
          list,
          validateHotelNow(
            { startTime: t.startTime, endTime: t.endTime, tiers: [t.percent] },
            minHotelNowPercent === undefined ? {} : { minPercentage: minHotelNowPercent },
          ),
          (field) => `hotelNowTiers.${i}.${field === 'tiers.0' ? 'percent' : field}`,
        ),
      );
      return;
    }
    case 'VALUE_ADDED': {
      const v = input.valueAdded;
      if (!v) return void list.add('valueAdded', 'required');
      merge(
        list,
        validateValueAdded({
          category: v.category,
          name: { id: v.nameId, en: v.nameEn },
          validity: v.validity,
        }),
        (field) =>
          field === 'name.id'
            ? 'valueAdded.nameId'
            : field === 'name.en'
              ? 'valueAdded.nameEn'
              : `valueAdded.${field}`,
      );
    }
  }
}

/**
 * A deal (SPEC 5 Promotion, free night, Hotel Now window): name (max 100), booking and stay periods with both
 * ends (the booking period not over before `today`), the booking end time after its start time, at least one
 * platform and one rate plan, minimum stay 1 to 365, blackout dates, its own cancellation policy when it has one
 * (as a rate plan's), and the kind's terms.
 */
export function validateDeal(
  input: DealFormInput,
  options: { today?: string; minHotelNowPercent?: number } = {},
): FieldError[] {
  const list = new ErrorList();
  list.rules('name', input.name, 'required|not_contains_only_spaces|max_length:100');
  const period = (r: Partial<DateRange> | null | undefined) => (r ? { start: r.start, end: r.end } : r);
  checkDateRange(list, 'bookingPeriod', period(input.bookingPeriod), {
    required: true,
    notBefore: options.today ?? todayIn(),
  });
  checkDateRange(list, 'stayPeriod', period(input.stayPeriod), { required: true });
  checkBookingHours(list, input.bookingStartTime, input.bookingEndTime);
  if (!input.platforms || input.platforms.length === 0) list.add('platforms', 'promotion.platformRequired');
  if (!input.ratePlanIds || input.ratePlanIds.length === 0)
    list.add('ratePlanIds', 'promotion.ratePlanRequired');
  checkNumber(list, 'minStay', input.minStay, { integer: true, min: 1, max: LENGTH_OF_STAY_MAX_NIGHTS });
  checkBlackoutDates(list, 'blackoutDates', input.blackoutDates);
  checkCancellation(list, 'cancellationPolicy', input.cancellationPolicy);
  checkKind(list, input, options.minHotelNowPercent);
  return list.errors;
}
