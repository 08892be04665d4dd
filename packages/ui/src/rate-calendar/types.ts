/** The values a rate calendar shows for one room and rate plan, one array element per day. */
export type RateCalendarOccupancyField = `occupancy${number}`;
export type RateCalendarNumberField =
  | 'rate'
  | 'allotment'
  | 'sold'
  | 'stayMin'
  | 'stayMax'
  | 'softblockMax'
  | 'advMin'
  | 'advMax'
  | 'stayThroughMin'
  | 'stayThroughMax'
  | RateCalendarOccupancyField;
export type RateCalendarFlagField = 'closeOut' | 'cta' | 'ctd';
/** Fields whose value is one of the caller's `choices` (a string) or null ("as set in the rate plan"). */
export type RateCalendarChoiceField = 'cancellationPolicy' | 'mealPlan';
export type RateCalendarField = RateCalendarNumberField | RateCalendarFlagField | RateCalendarChoiceField;

export const NUMBER_FIELDS: readonly RateCalendarNumberField[] = [
  'rate',
  'allotment',
  'sold',
  'stayMin',
  'stayMax',
  'softblockMax',
  'advMin',
  'advMax',
  'stayThroughMin',
  'stayThroughMax',
];
export const FLAG_FIELDS: readonly RateCalendarFlagField[] = ['closeOut', 'cta', 'ctd'];
/** The rows shown per rate plan, in this order, unless the caller passes `fields`. */
export const DEFAULT_FIELDS: readonly RateCalendarField[] = [
  'rate',
  'allotment',
  'sold',
  'closeOut',
  'cta',
  'ctd',
  'stayMin',
  'stayMax',
];
/**
 * The rest of an allotment entry (SPEC 3), shown per rate plan only when its restrictions are expanded.
 * Occupancy rates (`occupancy1`, `occupancy2`, …) are added by callers whose property prices by occupancy.
 */
export const RESTRICTION_FIELDS: readonly RateCalendarField[] = [
  'softblockMax',
  'advMin',
  'advMax',
  'stayThroughMin',
  'stayThroughMax',
  'cancellationPolicy',
  'mealPlan',
];
/** Sold rooms come from bookings: the calendar shows them but never edits them. */
export const READ_ONLY_FIELDS: ReadonlySet<RateCalendarField> = new Set<RateCalendarField>(['sold']);

/** Whether a row of a series is read-only whatever the day: sold, or one of the series' `readOnlyFields`. */
export function isRowReadOnly(series: RateCalendarSeries, field: RateCalendarField): boolean {
  return READ_ONLY_FIELDS.has(field) || (series.readOnlyFields?.includes(field) ?? false);
}

export function isFlagField(field: RateCalendarField): field is RateCalendarFlagField {
  return field === 'closeOut' || field === 'cta' || field === 'ctd';
}

export function isChoiceField(field: RateCalendarField): field is RateCalendarChoiceField {
  return field === 'cancellationPolicy' || field === 'mealPlan';
}

/** The number of guests of an occupancy-rate field (`occupancy2` -> 2), else 0. */
export function occupancyOf(field: RateCalendarField): number {
  return field.startsWith('occupancy') ? Number(field.slice(9)) || 0 : 0;
}

/** Rows that hold money (formatted as rates). */
export function isRateField(field: RateCalendarField): boolean {
  return field === 'rate' || occupancyOf(field) > 0;
}

/** Occupancy rates of one day: number of guests ("1", "2", …) -> rate. */
export type RateCalendarOccupancyRates = Readonly<Record<string, number | null | undefined>>;

/**
 * One room and rate plan: every series is indexed by day, index 0 being the calendar's `startDate`. Arrays
 * (or typed arrays: `Int32Array`, `Uint8Array`) keep 250 x 548 days at 250 objects instead of 137,000.
 * `null` (or a missing element, or an optional series that is null or absent) means "not set". Rates are
 * integer IDR. Ids and field names are the API's (`AriRatePlanSeries`), so its rows can be passed as they are.
 */
export interface RateCalendarSeries {
  roomId: number;
  roomName: string;
  ratePlanId: number;
  ratePlanName: string;
  rate: ArrayLike<number | null>;
  allotment: ArrayLike<number | null>;
  sold?: ArrayLike<number | null> | null;
  /** Length of stay, nights (1 to 365). */
  stayMin?: ArrayLike<number | null> | null;
  stayMax?: ArrayLike<number | null> | null;
  /** Truthy = closed out (no sale that day). */
  closeOut?: ArrayLike<boolean | number | null> | null;
  /** Truthy = closed to arrival. */
  cta?: ArrayLike<boolean | number | null> | null;
  /** Truthy = closed to departure. */
  ctd?: ArrayLike<boolean | number | null> | null;
  /** Rooms held back for allocation (softblock maximum). */
  softblockMax?: ArrayLike<number | null> | null;
  /** Advance booking, days before arrival (0 to 500). */
  advMin?: ArrayLike<number | null> | null;
  advMax?: ArrayLike<number | null> | null;
  /** Stay-through: nights a stay including this day must have (1 to 365). */
  stayThroughMin?: ArrayLike<number | null> | null;
  stayThroughMax?: ArrayLike<number | null> | null;
  /** Rate per number of guests, read by the `occupancyN` fields. */
  occupancyRates?: ArrayLike<RateCalendarOccupancyRates | null | undefined> | null;
  /** A `choices.cancellationPolicy` value; null = as set in the rate plan. */
  cancellationPolicy?: ArrayLike<string | null> | null;
  /** A `choices.mealPlan` value; null = as set in the rate plan. */
  mealPlan?: ArrayLike<string | null> | null;
  /** Rows of this series shown but not editable (e.g. the rates of a plan only a market manager may change). */
  readOnlyFields?: readonly RateCalendarField[];
}

export type RateCalendarValue = number | boolean | string | null;

/** One option of a choice field; `short` is shown in the narrow cell (default `label`). */
export interface RateCalendarChoice {
  value: string;
  label: string;
  short?: string;
}

export type RateCalendarChoices = Partial<Record<RateCalendarChoiceField, readonly RateCalendarChoice[]>>;

/** One edited cell, as `onSave` receives it. */
export interface RateCalendarChange {
  roomId: number;
  ratePlanId: number;
  field: RateCalendarField;
  /** `YYYY-MM-DD` */
  date: string;
  value: RateCalendarValue;
  /** The value in the data the calendar was given. */
  previous: RateCalendarValue;
}

/** The focused cell, as `onActiveCellChange` receives it. */
export interface RateCalendarActiveCell {
  roomId: number;
  ratePlanId: number;
  field: RateCalendarField;
  /** `YYYY-MM-DD` */
  date: string;
}

/** What an injected validator sees: the change plus the row it belongs to (for cross-field rules). */
export interface RateCalendarValidationInput {
  change: RateCalendarChange;
  series: RateCalendarSeries;
  /** Day index into the series arrays. */
  day: number;
  /** The value of another field of the same day, pending edits included. */
  valueOf: (field: RateCalendarField) => RateCalendarValue;
}

/** Returns an error message (already translated) or null when the value is acceptable. */
export type RateCalendarValidator = (input: RateCalendarValidationInput) => string | null;
