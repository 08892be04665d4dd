import { describe, expect, it } from 'vitest';
import {
  validateGuestReviewFilters,
  validateGuestReviewIntake,
  validateReviewReply,
} from './guest-reviews.js';

const NOW = new Date('2027-02-28T16:30:00Z');
const codes = (errors: { field: string; code: string }[]) => errors.map((e) => `${e.field}:${e.code}`);

describe('validateGuestReviewIntake', () => {
  const ok = { guestName: 'Sari', checkIn: '2027-02-20', checkOut: '2027-02-22' };
  it.each([
    [{}, []],
    [{ guestName: '   ' }, ['guestName:not_contains_only_spaces']],
    [{ guestName: '' }, ['guestName:required']],
    [{ checkOut: '2027-02-20' }, ['checkOut:date.endBeforeStart']],
    [{ checkIn: '2027-02-31' }, ['checkIn:date.invalid']],
    [{ reviewedAt: '2027-02-28T16:30:01Z' }, ['reviewedAt:review.inFuture']],
    [{ reviewedAt: '2027-02-18T00:00:00Z' }, ['reviewedAt:review.beforeStay']],
    [{ reviewedAt: '2027-02-20T00:00:00+07:00' }, []],
    [{ reviewedAt: 'yesterday' }, ['reviewedAt:date.invalid']],
  ])('%j gives %j', (change, expected) => {
    expect(codes(validateGuestReviewIntake({ ...ok, ...change }, NOW))).toEqual(expected);
  });
});

describe('validateReviewReply', () => {
  it.each([
    [{}, ['textId:review.replyRequired']],
    [{ textId: '  ', textEn: '' }, ['textId:review.replyRequired']],
    [{ textId: 'Terima kasih banyak' }, []],
    [{ textEn: 'Thank you for staying with us' }, []],
    [{ textEn: 'Hi' }, ['textEn:min_length']],
    [{ textId: 'x'.repeat(1001) }, ['textId:max_length']],
    [{ textId: 'Terima kasih', textEn: 'x'.repeat(1000) }, []],
  ])('%j gives %j', (input, expected) => {
    expect(codes(validateReviewReply(input))).toEqual(expected);
  });
});

describe('validateGuestReviewFilters', () => {
  it.each([
    [{ from: '2026-03-01', to: '2027-02-28' }, []],
    [{ from: '2024-03-01', to: '2027-02-28' }, []],
    [{ from: '2024-02-29', to: '2027-02-28' }, ['to:review.periodTooLong']],
    [{ from: '2027-03-01', to: '2027-02-28' }, ['to:date.endBeforeStart']],
    [{ from: '2026-03-01', to: '2027-02-28', scoreMin: 8, scoreMax: 6 }, ['scoreMax:review.scoreRange']],
    [{ from: '2026-03-01', to: '2027-02-28', scoreMin: 0 }, ['scoreMin:min']],
    [{ from: '2026-03-01', to: '2027-02-28', scoreMin: 6, scoreMax: 6 }, []],
  ])('%j gives %j', (input, expected) => {
    expect(codes(validateGuestReviewFilters(input))).toEqual(expected);
  });
});
