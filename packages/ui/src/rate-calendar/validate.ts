import type { RateCalendarField, RateCalendarValue } from './types.js';

/** Longest stay a min/max stay cell accepts (SPEC 5: length of stay max 365). */
export const MAX_STAY_NIGHTS = 365;

export type RateCalendarErrorCode =
  'required' | 'notNegative' | 'integer' | 'number' | 'flag' | 'stayRange' | 'minAboveMax' | 'belowSold';

/**
 * The rules every rate calendar enforces whatever the caller adds: rates and allotments are required whole
 * numbers not below 0 (SPEC 5 "allotment required and not below 0"), stays 1 to 365 nights with the minimum
 * not above the maximum, and an allotment not below the rooms already sold.
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
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'number';
      if (!Number.isInteger(value)) return 'integer';
      if (value < 0) return 'notNegative';
      if (field === 'allotment') {
        const sold = valueOf('sold');
        if (typeof sold === 'number' && value < sold) return 'belowSold';
      }
      return null;
    }
    case 'minStay':
    case 'maxStay': {
      if (value === null) return null;
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'number';
      if (!Number.isInteger(value)) return 'integer';
      if (value < 1 || value > MAX_STAY_NIGHTS) return 'stayRange';
      const other = valueOf(field === 'minStay' ? 'maxStay' : 'minStay');
      if (typeof other === 'number') {
        const [min, max] = field === 'minStay' ? [value, other] : [other, value];
        if (min > max) return 'minAboveMax';
      }
      return null;
    }
    case 'closed':
    case 'cta':
    case 'ctd':
      return typeof value === 'boolean' ? null : 'flag';
    case 'sold':
      return null;
  }
}
