/**
 * Special requests of a booking (SPEC 4, SPEC 8): the guest's wishes, confirmed or declined by the property once.
 * The one rule of what an answer yields, used by the server before it writes and by the screens for their texts.
 */

export const SPECIAL_REQUEST_RESULTS = ['SUCCESS', 'DUPLICATE', 'EXPIRED', 'FAILED'] as const;
export type SpecialRequestResult = (typeof SPECIAL_REQUEST_RESULTS)[number];

export const SPECIAL_REQUEST_STATUSES = ['PENDING', 'CONFIRMED', 'DECLINED'] as const;
export type SpecialRequestStatus = (typeof SPECIAL_REQUEST_STATUSES)[number];

/** The longest request text and the longest note of an answer. */
export const SPECIAL_REQUEST_TEXT_MAX = 500;
export const SPECIAL_REQUEST_NOTE_MAX = 500;

/** What an answer is decided from: the request's status and its booking. */
export interface SpecialRequestState {
  readonly status: SpecialRequestStatus;
  readonly bookingStatus: 'CONFIRMED' | 'CANCELLED';
  /** The booking's check-out date (YYYY-MM-DD). */
  readonly checkOut: string;
}

/** Whether the booking still takes requests and answers: confirmed, and its stay not over (as bookingStatusOf). */
export function bookingOpenForRequests(
  b: Pick<SpecialRequestState, 'bookingStatus' | 'checkOut'>,
  today: string,
): boolean {
  return b.bookingStatus === 'CONFIRMED' && b.checkOut >= today;
}

/**
 * What answering a request at the property's `today` yields: DUPLICATE when it was answered already, FAILED
 * when the booking is not confirmed (cancelled), EXPIRED when the check-out day has passed, else SUCCESS.
 */
export function specialRequestResultOf(r: SpecialRequestState, today: string): SpecialRequestResult {
  if (r.status !== 'PENDING') return 'DUPLICATE';
  if (r.bookingStatus !== 'CONFIRMED') return 'FAILED';
  if (r.checkOut < today) return 'EXPIRED';
  return 'SUCCESS';
}

/** A request text as stored: trimmed; null when blank (no request). */
export function specialRequestText(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed.slice(0, SPECIAL_REQUEST_TEXT_MAX);
}
