import type { components } from '@extranet/api';
import { validateRatePlan, type FieldError } from '@extranet/validation';

export type RatePlan = components['schemas']['RatePlan'];
export type RatePlanInput = components['schemas']['RatePlanInput'];
export type MealOption = components['schemas']['MealOption'];
export type RateModel = RatePlan['type'];
export type TariffMode = RatePlan['tariffMode'];
export type StayKind = RatePlan['stayKind'];
export type Policy = 'NON_REFUNDABLE' | 'FREE' | 'CUSTOM';
export type ChargeType = 'PERCENTAGE' | 'NIGHTS';
export type NoShow = 'FIRST_NIGHT' | 'FULL_STAY' | 'NONE';

export const MEALS: readonly MealOption[] = ['BREAKFAST', 'LUNCH', 'DINNER', 'ALL_INCLUSIVE', 'NONE'];
export const POLICIES: readonly Policy[] = ['NON_REFUNDABLE', 'FREE', 'CUSTOM'];
export const NO_SHOWS: readonly NoShow[] = ['FIRST_NIGHT', 'FULL_STAY', 'NONE'];
export const STAY_KINDS: readonly StayKind[] = ['CUSTOM', 'WEEKLY', 'MONTHLY'];

/** A min/max limit as the form holds it. */
export interface LimitValues {
  enabled: boolean;
  min: number | null;
  max: number | null;
}

/** The form's values; field paths match the shared validator's (`limits.lengthOfStay.min`, …). */
export interface RatePlanValues {
  name: string;
  stayDates: { start: string; end: string };
  roomIds: number[];
  tariffMode: TariffMode;
  meals: MealOption[];
  cancellation: {
    enabled: boolean;
    policy: Policy | null;
    daysBefore: number | null;
    chargeType: ChargeType;
    percentage: number | null;
    nights: number | null;
    noShow: NoShow;
  };
  limits: { advanceBooking: LimitValues; lengthOfStay: LimitValues };
  stayKind: StayKind;
  commission: number | null;
}

export const RATE_PLAN_FIELDS = [
  'name',
  'stayDates.start',
  'stayDates.end',
  'roomIds',
  'tariffMode',
  'meals',
  'cancellation.policy',
  'cancellation.daysBefore',
  'cancellation.percentage',
  'cancellation.nights',
  'cancellation.noShow',
  'limits.advanceBooking.min',
  'limits.advanceBooking.max',
  'limits.lengthOfStay.min',
  'limits.lengthOfStay.max',
  'stayKind',
  'commission',
] as const;

export function emptyRatePlan(): RatePlanValues {
  return {
    name: '',
    stayDates: { start: '', end: '' },
    roomIds: [],
    tariffMode: 'PROPERTY',
    meals: [],
    cancellation: {
      enabled: false,
      policy: null,
      daysBefore: null,
      chargeType: 'PERCENTAGE',
      percentage: null,
      nights: null,
      noShow: 'FIRST_NIGHT',
    },
    limits: {
      advanceBooking: { enabled: false, min: null, max: null },
      lengthOfStay: { enabled: false, min: null, max: null },
    },
    stayKind: 'CUSTOM',
    commission: null,
  };
}

const limitOf = (limit: RatePlan['advanceBooking']): LimitValues => ({
  enabled: limit.enabled,
  min: limit.min ?? null,
  max: limit.max ?? null,
});

/** The form values of a saved plan; `copyName` renames it for the copy screen. */
export function valuesFromPlan(plan: RatePlan, copyName?: string): RatePlanValues {
  const c = plan.cancellation;
  return {
    name: copyName ?? plan.name,
    stayDates: { start: plan.stayDates.start ?? '', end: plan.stayDates.end ?? '' },
    roomIds: [...plan.roomIds],
    tariffMode: plan.tariffMode,
    meals: [...plan.meals],
    cancellation: {
      enabled: c.enabled,
      policy: c.policy ?? null,
      daysBefore: c.daysBefore ?? null,
      chargeType: c.chargeType ?? 'PERCENTAGE',
      percentage: c.percentage ?? null,
      nights: c.nights ?? null,
      noShow: c.noShow ?? 'FIRST_NIGHT',
    },
    limits: { advanceBooking: limitOf(plan.advanceBooking), lengthOfStay: limitOf(plan.lengthOfStay) },
    stayKind: plan.stayKind,
    commission: plan.commission,
  };
}

const limitInput = (limit: LimitValues) =>
  limit.enabled ? { enabled: true, min: limit.min, max: limit.max } : { enabled: false };

/** The request body: only the fields the chosen options use; meal NONE alone when chosen. */
export function toRatePlanInput(
  values: RatePlanValues,
  type: RateModel,
  options: { confirmTariffModeChange?: boolean } = {},
): RatePlanInput {
  const c = values.cancellation;
  const hasDates = values.stayDates.start !== '' || values.stayDates.end !== '';
  const cancellation: RatePlanInput['cancellation'] = !c.enabled
    ? { enabled: false }
    : {
        enabled: true,
        policy: c.policy,
        noShow: c.noShow,
        ...(c.policy === 'FREE' || c.policy === 'CUSTOM' ? { daysBefore: c.daysBefore } : {}),
        ...(c.policy === 'CUSTOM'
          ? c.chargeType === 'NIGHTS'
            ? { chargeType: 'NIGHTS' as const, nights: c.nights }
            : { chargeType: 'PERCENTAGE' as const, percentage: c.percentage }
          : {}),
      };
  return {
    name: values.name.trim(),
    type,
    stayDates: hasDates ? { start: values.stayDates.start || null, end: values.stayDates.end || null } : null,
    roomIds: [...values.roomIds],
    tariffMode: values.tariffMode,
    meals: values.meals.includes('NONE') ? ['NONE'] : [...values.meals],
    cancellation,
    advanceBooking: limitInput(values.limits.advanceBooking),
    lengthOfStay: limitInput(values.limits.lengthOfStay),
    stayKind: values.stayKind,
    commission: values.commission,
    ...(options.confirmTariffModeChange ? { confirmTariffModeChange: true } : {}),
  };
}

/** The shared rules (validateRatePlan, as the server checks them), commission included. */
export function validateRatePlanValues(values: RatePlanValues, today?: string): FieldError[] {
  return validateRatePlan(
    {
      name: values.name,
      roomIds: values.roomIds,
      meals: values.meals,
      type: values.stayKind,
      stayDates: values.stayDates,
      cancellation: values.cancellation,
      limits: values.limits,
      commission: values.commission,
    },
    today ? { today } : {},
  );
}

/** Server field names (`advanceBooking.min`, `stayDates.end`, …) to the form's. */
export function formFieldOf(serverField: string): string {
  if (/^(advanceBooking|lengthOfStay)\./.test(serverField)) return `limits.${serverField}`;
  if (serverField === 'stayDates') return 'stayDates.end';
  return serverField;
}

/** Whether the tariff mode of a saved plan changes with these values (the server asks for confirmation). */
export function tariffModeChanged(plan: RatePlan | undefined, values: RatePlanValues): boolean {
  return plan !== undefined && plan.tariffMode !== values.tariffMode;
}

/** The minimum stay a stay kind needs (SPEC 9): weekly 7 nights, monthly 28. */
export function minNightsOf(kind: StayKind): number {
  return kind === 'WEEKLY' ? 7 : kind === 'MONTHLY' ? 28 : 1;
}
