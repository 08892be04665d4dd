/** The values a rate calendar shows for one room and rate plan, one array element per day. */
export type RateCalendarNumberField = 'rate' | 'allotment' | 'sold' | 'minStay' | 'maxStay';
export type RateCalendarFlagField = 'closed' | 'cta' | 'ctd';
export type RateCalendarField = RateCalendarNumberField | RateCalendarFlagField;

export const NUMBER_FIELDS: readonly RateCalendarNumberField[] = [
  'rate',
  'allotment',
  'sold',
  'minStay',
  'maxStay',
];
export const FLAG_FIELDS: readonly RateCalendarFlagField[] = ['closed', 'cta', 'ctd'];
/** The rows shown per rate plan, in this order, unless the caller passes `fields`. */
export const DEFAULT_FIELDS: readonly RateCalendarField[] = [
  'rate',
  'allotment',
  'sold',
  'closed',
  'cta',
  'ctd',
  'minStay',
  'maxStay',
];
/** Sold rooms come from bookings: the calendar shows them but never edits them. */
export const READ_ONLY_FIELDS: ReadonlySet<RateCalendarField> = new Set<RateCalendarField>(['sold']);

export function isFlagField(field: RateCalendarField): field is RateCalendarFlagField {
  return field === 'closed' || field === 'cta' || field === 'ctd';
}

/**
 * One room and rate plan: every series is indexed by day, index 0 being the calendar's `startDate`. Arrays
 * (or typed arrays: `Int32Array`, `Uint8Array`) keep 250 x 548 days at 250 objects instead of 137,000.
 * `null` (or a missing element) means "not set". Rates are integer IDR.
 */
export interface RateCalendarSeries {
  roomId: string;
  roomName: string;
  ratePlanId: string;
  ratePlanName: string;
  rate: ArrayLike<number | null>;
  allotment: ArrayLike<number | null>;
  sold?: ArrayLike<number | null>;
  minStay?: ArrayLike<number | null>;
  maxStay?: ArrayLike<number | null>;
  /** Truthy = closed out (no sale that day). */
  closed?: ArrayLike<boolean | number>;
  /** Truthy = closed to arrival. */
  cta?: ArrayLike<boolean | number>;
  /** Truthy = closed to departure. */
  ctd?: ArrayLike<boolean | number>;
}

export type RateCalendarValue = number | boolean | null;

/** One edited cell, as `onSave` receives it. */
export interface RateCalendarChange {
  roomId: string;
  ratePlanId: string;
  field: RateCalendarField;
  /** `YYYY-MM-DD` */
  date: string;
  value: RateCalendarValue;
  /** The value in the data the calendar was given. */
  previous: RateCalendarValue;
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
