/**
 * Cancellation terms of a booking (SPEC 3 rate plan cancellation policy, SPEC 9 cutoffs): free cancellation
 * ends at 23:59 property time N days before check-in; a no-show is charged from 14:00 property time on the
 * check-in date. Pure: the caller gives the policy, the stay's prices and the property's time zone.
 */
import { CANCELLATION_CUTOFF_TIME, NO_SHOW_TIME } from './constants.js';
import { addDays } from './dates.js';

export type CancellationPolicyKind = 'NONE' | 'NON_REFUNDABLE' | 'FREE' | 'CUSTOM';
export type NoShowCharge = 'FIRST_NIGHT' | 'FULL_STAY' | 'NONE';
export type CancellationCharge = 'FREE' | 'LATE' | 'NO_SHOW';

/** A rate plan's policy as stored ({ enabled, policy, daysBefore, chargeType, percentage, nights, noShow }). */
export interface StoredCancellationPolicy {
  enabled?: boolean;
  policy?: string | null;
  daysBefore?: number | null;
  chargeType?: string | null;
  percentage?: number | null;
  nights?: number | null;
  noShow?: string | null;
}

export interface CancellationPolicy {
  policy: CancellationPolicyKind;
  daysBefore: number | null;
  chargeType: 'PERCENTAGE' | 'NIGHTS' | null;
  percentage: number | null;
  nights: number | null;
  noShow: NoShowCharge;
}

export interface CancellationTerms extends CancellationPolicy {
  /**
   * Where the policy comes from: the rate plan, the calendar's policy of the check-in date, or the applied
   * promotion's own policy (promotions/cancellation.ts).
   */
  source: 'RATE_PLAN' | 'CALENDAR' | 'PROMOTION';
  timeZone: string;
  /**
   * The last minute a cancellation is free (ISO 8601 with the property's offset, e.g. `…T23:59:00+07:00`,
   * free through the end of that minute); null when it is never free (non-refundable).
   */
  freeCancellationUntil: string | null;
  /** Integer IDR charged for a cancellation after the free period and before the no-show time. */
  lateCancellationFee: number;
  /** From this moment (14:00 property time on the check-in date) a cancellation counts as a no-show. */
  noShowFrom: string;
  /** Integer IDR charged for a no-show (never less than the late cancellation fee). */
  noShowFee: number;
}

const NO_SHOW_CHARGES: readonly string[] = ['FIRST_NIGHT', 'FULL_STAY', 'NONE'];

/** The rate plan's stored policy in its full shape; switched off (or unset) is NONE. */
export function cancellationPolicyOf(
  stored: StoredCancellationPolicy | null | undefined,
): CancellationPolicy {
  const noShow = (NO_SHOW_CHARGES.includes(stored?.noShow ?? '') ? stored?.noShow : 'NONE') as NoShowCharge;
  const none: CancellationPolicy = {
    policy: 'NONE',
    daysBefore: null,
    chargeType: null,
    percentage: null,
    nights: null,
    noShow,
  };
  if (!stored?.enabled) return none;
  const daysBefore = typeof stored.daysBefore === 'number' ? stored.daysBefore : 0;
  switch (stored.policy) {
    case 'NON_REFUNDABLE':
      return { ...none, policy: 'NON_REFUNDABLE' };
    case 'FREE':
      return { ...none, policy: 'FREE', daysBefore };
    case 'CUSTOM': {
      const nights = stored.chargeType === 'NIGHTS';
      return {
        ...none,
        policy: 'CUSTOM',
        daysBefore,
        chargeType: nights ? 'NIGHTS' : 'PERCENTAGE',
        percentage: nights ? null : (stored.percentage ?? 100),
        nights: nights ? (stored.nights ?? 1) : null,
      };
    }
    default:
      return none;
  }
}

/**
 * The calendar's policy of a date (ARI `cancellationPolicy`): NON_REFUNDABLE or FREE_UNTIL_<n>_DAY(S) override the
 * rate plan's policy (its no-show charge stays); RATE_PLAN, empty or an unknown value leave the rate plan's.
 */
export function calendarCancellationPolicy(
  value: string | null | undefined,
  ratePlan: CancellationPolicy,
): CancellationPolicy | null {
  if (value === 'NON_REFUNDABLE') {
    return {
      ...ratePlan,
      policy: 'NON_REFUNDABLE',
      daysBefore: null,
      chargeType: null,
      percentage: null,
      nights: null,
    };
  }
  const free = /^FREE_UNTIL_(\d{1,3})_DAYS?$/.exec(value ?? '');
  if (free) {
    return {
      ...ratePlan,
      policy: 'FREE',
      daysBefore: Number(free[1]),
      chargeType: null,
      percentage: null,
      nights: null,
    };
  }
  return null;
}

/** Meal options of a rate plan, and the meal plan a calendar date may set instead (SPEC 3). */
export const MEAL_OPTIONS = ['NONE', 'BREAKFAST', 'LUNCH', 'DINNER', 'ALL_INCLUSIVE'] as const;

/**
 * Whether a value is a cancellation policy a calendar date may hold: RATE_PLAN (the rate plan's), NON_REFUNDABLE,
 * or FREE_UNTIL_1_DAY / FREE_UNTIL_<n>_DAYS for n from 2 to 365 (what calendarCancellationPolicy reads).
 */
export function isCalendarCancellationPolicy(value: string): boolean {
  if (value === 'RATE_PLAN' || value === 'NON_REFUNDABLE' || value === 'FREE_UNTIL_1_DAY') return true;
  const m = /^FREE_UNTIL_([1-9]\d{0,2})_DAYS$/.exec(value);
  return m !== null && Number(m[1]) >= 2 && Number(m[1]) <= 365;
}

/** One formatter per zone (null: unknown zone): building one costs about 0.1 ms, a quote needs several. */
const OFFSET_FORMATTERS = new Map<string, Intl.DateTimeFormat | null>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = OFFSET_FORMATTERS.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      formatter = null;
    }
    OFFSET_FORMATTERS.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of `timeZone` at an instant, in minutes east of UTC; GMT+7 when the zone is unknown. */
function offsetMinutes(timeZone: string, at: number): number {
  const name = offsetFormatter(timeZone)
    ?.formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!m) return 7 * 60;
  if (!m[1]) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** A wall-clock time of a date in a time zone, as epoch ms and as ISO 8601 with the zone's offset. */
export function zonedTime(date: string, time: string, timeZone: string): { ms: number; iso: string } {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let offset = offsetMinutes(timeZone, wall);
  // Once more at the instant itself, in case the first guess fell on the other side of a DST change.
  offset = offsetMinutes(timeZone, wall - offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return { ms: wall - offset * 60_000, iso: `${date}T${time}:00${sign}${hh}:${mm}` };
}

export interface StayPrice {
  checkIn: string;
  /** Integer IDR of each night, in order. */
  nightlyRates: readonly number[];
  /** Integer IDR the guest pays for the stay (after any discount). */
  totalPrice: number;
  timeZone: string;
}

/**
 * The terms of a stay under a policy:
 * - NONE: free until the no-show time; a no-show pays the no-show charge;
 * - NON_REFUNDABLE: never free, the full stay is charged;
 * - FREE: free until 23:59 `daysBefore` days before check-in, then the full stay;
 * - CUSTOM: free until 23:59 `daysBefore` days before check-in, then the percentage of the stay or the first
 *   `nights` nights;
 * the free period ends at the no-show time at the latest (14:00 on check-in); a no-show pays the larger of the
 * no-show charge (first night, full stay, nothing) and the late cancellation fee.
 */
export function cancellationTerms(
  policy: CancellationPolicy,
  source: CancellationTerms['source'],
  stay: StayPrice,
): CancellationTerms {
  const total = stay.totalPrice;
  const cap = (n: number) => Math.max(0, Math.min(total, Math.round(n)));
  const noShowAt = zonedTime(stay.checkIn, NO_SHOW_TIME, stay.timeZone);
  const firstNight = stay.nightlyRates[0] ?? total;
  const noShowCharge =
    policy.policy === 'NON_REFUNDABLE'
      ? total
      : policy.noShow === 'FULL_STAY'
        ? total
        : policy.noShow === 'FIRST_NIGHT'
          ? cap(firstNight)
          : 0;
  let freeUntil: { ms: number; iso: string } | null;
  let late: number;
  switch (policy.policy) {
    case 'NONE':
      freeUntil = noShowAt;
      late = 0;
      break;
    case 'NON_REFUNDABLE':
      freeUntil = null;
      late = total;
      break;
    case 'FREE':
    case 'CUSTOM': {
      const cutoff = zonedTime(
        addDays(stay.checkIn, -(policy.daysBefore ?? 0)),
        CANCELLATION_CUTOFF_TIME,
        stay.timeZone,
      );
      freeUntil = cutoff.ms < noShowAt.ms ? cutoff : noShowAt;
      if (policy.policy === 'FREE') late = total;
      else if (policy.chargeType === 'NIGHTS')
        late = cap(stay.nightlyRates.slice(0, policy.nights ?? 1).reduce((sum, r) => sum + r, 0));
      else late = cap((total * (policy.percentage ?? 100)) / 100);
      break;
    }
  }
  // When the free period ends before the no-show time, a no-show never pays less than a late cancellation.
  const lateWindow = freeUntil === null || freeUntil.ms < noShowAt.ms;
  const noShowFee = lateWindow ? Math.max(noShowCharge, late) : noShowCharge;
  return {
    ...policy,
    source,
    timeZone: stay.timeZone,
    freeCancellationUntil: freeUntil?.iso ?? null,
    lateCancellationFee: late,
    noShowFrom: noShowAt.iso,
    noShowFee,
  };
}

/**
 * What a cancellation at `at` costs under the terms: free through the last free minute (23:59 included), the late
 * fee until the no-show time, the no-show fee from then on.
 */
export function cancellationFee(
  terms: CancellationTerms,
  at: Date,
): { charge: CancellationCharge; amount: number } {
  const t = at.getTime();
  const noShowFrom = Date.parse(terms.noShowFrom);
  if (t >= noShowFrom) return { charge: 'NO_SHOW', amount: terms.noShowFee };
  if (terms.freeCancellationUntil !== null && t < Date.parse(terms.freeCancellationUntil) + 60_000) {
    return { charge: 'FREE', amount: 0 };
  }
  return { charge: 'LATE', amount: terms.lateCancellationFee };
}
