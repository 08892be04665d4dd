import { describe, expect, it } from 'vitest';
import { ApiError } from '@extranet/api';
import { differenceKind, shortNightsOf } from './reschedule-model';

const apiError = (code: string, details?: Record<string, unknown>) =>
  new ApiError({ status: 409, code, message: code, requestId: 'r', ...(details ? { details } : {}) });

describe('shortNightsOf', () => {
  it.each([
    ['another error', apiError('RESCHEDULE_ALREADY_APPROVED'), null],
    ['not an API error', new Error('x'), null],
    [
      'the nights of INSUFFICIENT_ALLOTMENT',
      apiError('INSUFFICIENT_ALLOTMENT', {
        nights: [{ date: '2027-03-01', allotment: 2, sold: 2, missing: 1 }, { bogus: true }],
      }),
      [{ date: '2027-03-01', allotment: 2, sold: 2, missing: 1 }],
    ],
    ['INSUFFICIENT_ALLOTMENT without nights', apiError('INSUFFICIENT_ALLOTMENT'), []],
  ])('%s', (_name, error, expected) => {
    expect(shortNightsOf(error)).toEqual(expected);
  });
});

describe('differenceKind', () => {
  it.each([
    [150_000, 'MORE'],
    [-1, 'LESS'],
    [0, 'SAME'],
  ] as const)('%d is %s', (amount, kind) => {
    expect(differenceKind(amount)).toBe(kind);
  });
});
