import { occupancyOf, type RateCalendarField, type RateCalendarValue } from './types.js';

/** Longest stay a min/max stay or stay-through cell accepts (SPEC 5: length of stay max 365). */
export const MAX_STAY_NIGHTS = 365;
/** Furthest advance booking (SPEC 5: advance booking max 500 days). */
export const MAX_ADVANCE_DAYS = 500;

export type RateCalendarErrorCode =
  | 'required'
  | 'notNegative'
  | 'integer'
  | 'number'
  | 'flag'
  | 'choice'
  | 'stayRange'
  | 'advanceRange'
  | 'minAboveMax'
  | 'belowSold';

/** Min/max pairs checked against each other. */
const PAIRS: Partial<Record<RateCalendarField, RateCalendarField>> = {
  stayMin: 'stayMax',
  stayMax: 'stayMin',
  advMin: 'advMax',
  advMax: 'advMin',
  stayThroughMin: 'stayThroughMax',
  stayThroughMax: 'stayThroughMin',
};
const MIN_OF_PAIR: ReadonlySet<RateCalendarField> = new Set(['stayMin', 'advMin', 'stayThroughMin']);

function wholeNumber(value: RateCalendarValue): RateCalendarErrorCode | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'number';
  if (!Number.isInteger(value)) return 'integer';
  return null;
}

function pairProblem(
  field: RateCalendarField,
  value: number,
  valueOf: (field: RateCalendarField) => RateCalendarValue,
): RateCalendarErrorCode | null {
  const other = valueOf(PAIRS[field]!);
  if (typeof other !== 'number') return null;
  const [min, max] = MIN_OF_PAIR.has(field) ? [value, other] : [other, value];
  return min > max ? 'minAboveMax' : null;
}

/**
 * The rules every rate calendar enforces whatever the caller adds: rates and allotments are required whole
 * numbers not below 0 (SPEC 5 "allotment required and not below 0"); stays and stay-through 1 to 365 nights,
 * advance booking 0 to 500 days, each minimum not above its maximum; softblock and occupancy rates whole and
 * not below 0; an allotment not below the rooms already sold. Choice values are checked when parsed.
 */
export function checkBuiltIn(
  field: RateCalendarField,
  value: RateCalendarValue,
  valueOf: (field: RateCalendarField) => RateCalendarValue,
): RateCalendarErrorCode | null {
  switch (field) {
    case 'rate':
    case 'allotment': {
      if (value === null) return 'required';
      const problem = wholeNumber(value);
      if (problem) return problem;
      if ((value as number) < 0) return 'notNegative';
      if (field === 'allotment') {
        const sold = valueOf('sold');
        if (typeof sold === 'number' && (value as number) < sold) return 'belowSold';
      }
      return null;
    }
    case 'stayMin':
    case 'stayMax':
    case 'stayThroughMin':
    case 'stayThroughMax': {
      if (value === null) return null;
      const problem = wholeNumber(value);
      if (problem) return problem;
      if ((value as number) < 1 || (value as number) > MAX_STAY_NIGHTS) return 'stayRange';
      return pairProblem(field, value as number, valueOf);
    }
    case 'advMin':
    case 'advMax': {
      if (value === null) return null;
      const problem = wholeNumber(value);
      if (problem) return problem;
      if ((value as number) < 0 || (value as number) > MAX_ADVANCE_DAYS) return 'advanceRange';
      return pairProblem(field, value as number, valueOf);
    }
    case 'closeOut':
    case 'cta':
    case 'ctd':
      return typeof value === 'boolean' ? null : 'flag';
    case 'cancellationPolicy':
    case 'mealPlan':
      return value === null || typeof value === 'string' ? null : 'choice';
    case 'sold':
      return null;
    default: {
      // softblockMax and occupancy rates: optional whole numbers, not below 0.
      if (field !== 'softblockMax' && occupancyOf(field) === 0) return null;
      if (value === null) return null;
      const problem = wholeNumber(value);
      if (problem) return problem;
      return (value as number) < 0 ? 'notNegative' : null;
    }
  }
}
