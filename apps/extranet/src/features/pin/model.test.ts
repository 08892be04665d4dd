import { describe, expect, it } from 'vitest';
import { pinView, type PinStatus } from './model';

const base: PinStatus = {
  accountId: 3,
  state: 'ACTIVE',
  attemptsLeft: 5,
  maxAttempts: 5,
  setAt: '2027-01-01T00:00:00.000Z',
  expiresAt: '2027-06-30T00:00:00.000Z',
  resetRequest: null,
};
const reset = (status: 'REQUESTED' | 'APPROVED' | 'REJECTED', reason: string | null = null) => ({
  requestId: 1,
  status,
  cause: 'BLOCKED' as const,
  requestedAt: '2027-02-01T00:00:00.000Z',
  decidedAt: status === 'REQUESTED' ? null : '2027-02-02T00:00:00.000Z',
  reason,
});

describe('pinView', () => {
  it.each([
    [
      'no PIN yet',
      { ...base, state: 'NONE', setAt: null, expiresAt: null },
      {
        form: 'create',
        blocked: false,
        resetPending: false,
        canAskReset: false,
        decided: null,
        attemptsLeft: null,
      },
    ],
    [
      'active, two wrong entries',
      { ...base, attemptsLeft: 3 },
      { form: 'change', blocked: false, canAskReset: true, attemptsLeft: 3 },
    ],
    [
      'blocked',
      { ...base, state: 'BLOCKED', attemptsLeft: 0 },
      { form: 'none', blocked: true, resetPending: false, canAskReset: true, attemptsLeft: 0 },
    ],
    [
      'blocked, reset pending',
      { ...base, state: 'BLOCKED', attemptsLeft: 0, resetRequest: reset('REQUESTED') },
      { form: 'none', blocked: true, resetPending: true, canAskReset: false },
    ],
    ['expired', { ...base, state: 'EXPIRED' }, { form: 'change', expired: true, canAskReset: true }],
    [
      'reset approved: create a new PIN',
      { ...base, state: 'NONE', setAt: null, expiresAt: null, resetRequest: reset('APPROVED') },
      { form: 'create', decided: { status: 'APPROVED', at: '2027-02-02T00:00:00.000Z', reason: null } },
    ],
    [
      'reset approved long ago, PIN set since',
      { ...base, resetRequest: reset('APPROVED') },
      { form: 'change', decided: null },
    ],
    [
      'reset rejected',
      { ...base, resetRequest: reset('REJECTED', 'Not asked by the owner.') },
      {
        form: 'change',
        decided: { status: 'REJECTED', at: '2027-02-02T00:00:00.000Z', reason: 'Not asked by the owner.' },
      },
    ],
  ] as const)('%s', (_name, status, expected) => {
    expect(pinView(status as PinStatus)).toMatchObject(expected);
  });
});
