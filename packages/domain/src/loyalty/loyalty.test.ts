import { describe, expect, it } from 'vitest';
import { clockFrom, todayInZone } from '../dates.js';
import {
  LOYALTY_EVENTS,
  LOYALTY_STATES,
  isParticipating,
  loyaltyEligibility,
  loyaltyEvents,
  loyaltyReviewWindowStart,
  loyaltyState,
  loyaltyTransition,
  normalizePairs,
  samePairs,
  type LoyaltyEvent,
  type LoyaltyState,
} from './index.js';
import { can } from './policy.js';

describe('eligibility (SPEC 9: rating 3+ and 1 review in 6 months)', () => {
  it.each([
    [8.4, 12, true, []],
    [3, 1, true, []],
    [2.9, 5, false, ['RATING_TOO_LOW']],
    [9, 0, false, ['NO_RECENT_REVIEW']],
    [null, 0, false, ['NO_RATING', 'NO_RECENT_REVIEW']],
    [1, 0, false, ['RATING_TOO_LOW', 'NO_RECENT_REVIEW']],
  ] as const)(
    'average %s with %s recent reviews: eligible %s %j',
    (averageScore, recentReviews, eligible, reasons) => {
      const result = loyaltyEligibility({ averageScore, recentReviews }, '2027-02-28');
      expect(result.eligible).toBe(eligible);
      expect(result.reasons).toEqual(reasons);
      expect(result).toMatchObject({
        minRating: 3,
        minRecentReviews: 1,
        windowMonths: 6,
        since: '2026-08-28',
      });
    },
  );

  it('counts the window from the property today by the injected clock, month ends clamped', () => {
    // 23:30 WIB on Feb 28 2027: Jakarta's today is the 28th, Bali's (GMT+8) already March 1.
    const clock = clockFrom(new Date('2027-02-28T23:30:00+07:00'));
    expect(loyaltyReviewWindowStart(todayInZone('Asia/Jakarta', clock))).toBe('2026-08-28');
    expect(loyaltyReviewWindowStart(todayInZone('Asia/Makassar', clock))).toBe('2026-09-01');
    expect(loyaltyReviewWindowStart('2027-08-31')).toBe('2027-02-28');
    expect(loyaltyReviewWindowStart('2028-08-31')).toBe('2028-02-29');
  });
});

describe('states', () => {
  it('derives NOT_ELIGIBLE or INVITED without a stored state, keeps a stored one', () => {
    expect(loyaltyState(null, false)).toBe('NOT_ELIGIBLE');
    expect(loyaltyState(null, true)).toBe('INVITED');
    expect(loyaltyState('JOINED', false)).toBe('JOINED');
    expect(loyaltyState('UNJOINED', true)).toBe('UNJOINED');
  });

  it('takes part while joined, with a change pending, approved or rejected', () => {
    expect(LOYALTY_STATES.filter(isParticipating)).toEqual([
      'JOINED',
      'CHANGE_PENDING',
      'APPROVED',
      'REJECTED',
    ]);
  });
});

describe('transitions', () => {
  // Every state x event; '-' = 409 LOYALTY_TRANSITION_NOT_ALLOWED.
  const table: Record<LoyaltyState, Partial<Record<LoyaltyEvent, string>>> = {
    NOT_ELIGIBLE: {},
    INVITED: { JOIN: 'JOINED' },
    JOINED: { REQUEST_CHANGE: 'CHANGE_PENDING', UNJOIN: 'UNJOINED' },
    CHANGE_PENDING: { APPROVE: 'APPROVED', REJECT: 'REJECTED', UNJOIN: 'UNJOINED' },
    APPROVED: { REQUEST_CHANGE: 'CHANGE_PENDING', UNJOIN: 'UNJOINED' },
    REJECTED: { REQUEST_CHANGE: 'CHANGE_PENDING', UNJOIN: 'UNJOINED' },
    UNJOINED: { JOIN: 'JOINED' },
  };
  const cases = LOYALTY_STATES.flatMap((state) =>
    LOYALTY_EVENTS.map((event) => [state, event, table[state][event] ?? '-'] as const),
  );

  it.each(cases)('%s + %s -> %s (eligible)', (state, event, expected) => {
    const result = loyaltyTransition(state, event, { eligible: state !== 'NOT_ELIGIBLE' });
    if (expected === '-') {
      const refusal =
        state === 'NOT_ELIGIBLE' && event === 'JOIN'
          ? 'LOYALTY_NOT_ELIGIBLE'
          : 'LOYALTY_TRANSITION_NOT_ALLOWED';
      expect(result).toEqual({ ok: false, refusal });
    } else expect(result).toEqual({ ok: true, to: expected });
  });

  it('refuses to join (again) when the property is not eligible, but lets a joined one change and leave', () => {
    expect(loyaltyTransition('UNJOINED', 'JOIN', { eligible: false })).toEqual({
      ok: false,
      refusal: 'LOYALTY_NOT_ELIGIBLE',
    });
    expect(loyaltyTransition('JOINED', 'REQUEST_CHANGE', { eligible: false }).ok).toBe(true);
    expect(loyaltyTransition('APPROVED', 'UNJOIN', { eligible: false }).ok).toBe(true);
  });

  it('lists the events a state allows', () => {
    expect(loyaltyEvents('INVITED', true)).toEqual(['JOIN']);
    expect(loyaltyEvents('NOT_ELIGIBLE', false)).toEqual([]);
    expect(loyaltyEvents('CHANGE_PENDING', true)).toEqual(['APPROVE', 'REJECT', 'UNJOIN']);
  });
});

describe('selection', () => {
  it('orders pairs and drops duplicates; compares selections whatever their order', () => {
    const pairs = [
      { roomId: 2, ratePlanId: 1 },
      { roomId: 1, ratePlanId: 9 },
      { roomId: 1, ratePlanId: 3 },
      { roomId: 2, ratePlanId: 1 },
    ];
    expect(normalizePairs(pairs)).toEqual([
      { roomId: 1, ratePlanId: 3 },
      { roomId: 1, ratePlanId: 9 },
      { roomId: 2, ratePlanId: 1 },
    ]);
    expect(samePairs(pairs, [...pairs].reverse())).toBe(true);
    expect(samePairs(pairs, pairs.slice(0, 2))).toBe(false);
  });
});

describe('policy', () => {
  it.each([
    [[7], [], 'loyalty.manage', true],
    [[5], [], 'loyalty.manage', true],
    [[6], [], 'loyalty.manage', false],
    [[13], [], 'loyalty.manage', false],
    [[], [20], 'loyalty.decide', true],
    [[7], [], 'loyalty.decide', false],
    [[20], [], 'loyalty.decide', false],
  ] as const)('roles %j staff %j: %s is %s', (roles, staffRoles, action, allowed) => {
    expect(can({ roles, staffRoles }, action)).toBe(allowed);
  });
});
