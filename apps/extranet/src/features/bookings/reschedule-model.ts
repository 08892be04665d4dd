import { isApiError } from '@extranet/api';
import type { AllotmentShortfall } from '@extranet/domain';

/** The nights a 409 INSUFFICIENT_ALLOTMENT names; null for any other answer. */
export function shortNightsOf(error: unknown): AllotmentShortfall[] | null {
  if (!isApiError(error) || error.code !== 'INSUFFICIENT_ALLOTMENT') return null;
  const nights = error.details?.nights;
  if (!Array.isArray(nights)) return [];
  return nights.filter(
    (n): n is AllotmentShortfall =>
      typeof n === 'object' &&
      n !== null &&
      typeof (n as AllotmentShortfall).date === 'string' &&
      typeof (n as AllotmentShortfall).missing === 'number',
  );
}

/** The tone of a price difference: what the guest pays more, gets back, or nothing. */
export function differenceKind(amount: number): 'MORE' | 'LESS' | 'SAME' {
  return amount > 0 ? 'MORE' : amount < 0 ? 'LESS' : 'SAME';
}
