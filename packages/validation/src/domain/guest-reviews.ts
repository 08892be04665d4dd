import {
  periodMonthCount,
  REVIEW_PERIOD_MAX_MONTHS,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPLY_MIN_LENGTH,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
} from '@extranet/domain';
import { ErrorList, type FieldError } from '../field-errors.js';
import { checkDateRange } from './ranges.js';
import type { Maybe } from './types.js';

export interface GuestReviewIntakeInput {
  guestName: Maybe<string>;
  checkIn: Maybe<string>;
  checkOut: Maybe<string>;
  /** ISO instant the guest wrote the review; missing means now. */
  reviewedAt?: Maybe<string>;
}

/**
 * A review the marketplace posts (guest-reviews intake): a guest name that is not only spaces, check-out after
 * check-in, and a review written after the stay began (`reviewedAt` not before check-in as a date, nor after
 * `now`). Dates of the stay are the property's, the review's instant is compared as a date of UTC+14 at the
 * latest, so a review written on the check-in day anywhere is accepted.
 */
export function validateGuestReviewIntake(input: GuestReviewIntakeInput, now: Date): FieldError[] {
  const list = new ErrorList();
  list.rules('guestName', input.guestName, 'required|not_contains_only_spaces|max_length:200');
  const stay = checkDateRange(
    list,
    '',
    { start: input.checkIn, end: input.checkOut },
    { required: true, allowSameDay: false, fields: { start: 'checkIn', end: 'checkOut' } },
  );
  if (input.reviewedAt) {
    const at = new Date(input.reviewedAt);
    if (Number.isNaN(at.getTime())) list.add('reviewedAt', 'date.invalid');
    else if (at.getTime() > now.getTime()) list.add('reviewedAt', 'review.inFuture');
    else if (stay && new Date(at.getTime() + 14 * 3_600_000).toISOString().slice(0, 10) < stay.start) {
      list.add('reviewedAt', 'review.beforeStay');
    }
  }
  return list.errors;
}

export interface ReviewReplyInput {
  textId?: Maybe<string>;
  textEn?: Maybe<string>;
}

/** The owner's reply: Indonesian and/or English (at least one), each 5 to 1000 characters, not only spaces. */
export function validateReviewReply(input: ReviewReplyInput): FieldError[] {
  const list = new ErrorList();
  const given = (v: Maybe<string>) => typeof v === 'string' && v.trim() !== '';
  if (!given(input.textId) && !given(input.textEn)) {
    list.add('textId', 'review.replyRequired');
    return list.errors;
  }
  const rules = `not_contains_only_spaces|min_length:${REVIEW_REPLY_MIN_LENGTH}|max_length:${REVIEW_REPLY_MAX_LENGTH}`;
  if (given(input.textId)) list.rules('textId', input.textId!.trim(), rules);
  if (given(input.textEn)) list.rules('textEn', input.textEn!.trim(), rules);
  return list.errors;
}

export interface GuestReviewFilterInput {
  from: Maybe<string>;
  to: Maybe<string>;
  scoreMin?: Maybe<number>;
  scoreMax?: Maybe<number>;
}

/** Filters of the review page: a period of at most 36 months, `to` not before `from`, a score range in order. */
export function validateGuestReviewFilters(input: GuestReviewFilterInput): FieldError[] {
  const list = new ErrorList();
  const period = checkDateRange(
    list,
    '',
    { start: input.from, end: input.to },
    { required: true, fields: { start: 'from', end: 'to' } },
  );
  if (period && !list.has('to') && periodMonthCount(period.start, period.end) > REVIEW_PERIOD_MAX_MONTHS) {
    list.add('to', 'review.periodTooLong', { param: REVIEW_PERIOD_MAX_MONTHS });
  }
  const { scoreMin, scoreMax } = input;
  for (const [field, value] of [
    ['scoreMin', scoreMin],
    ['scoreMax', scoreMax],
  ] as const) {
    if (value !== null && value !== undefined) {
      list.rules(field, value, `integer|min:${REVIEW_SCORE_MIN}|max:${REVIEW_SCORE_MAX}`);
    }
  }
  if (
    typeof scoreMin === 'number' &&
    typeof scoreMax === 'number' &&
    scoreMin > scoreMax &&
    !list.has('scoreMax')
  ) {
    list.add('scoreMax', 'review.scoreRange');
  }
  return list.errors;
}
