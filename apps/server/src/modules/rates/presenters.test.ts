import { describe, expect, it } from 'vitest';
import { derivedStatus, presentCancellation } from './presenters.js';

describe('derivedStatus', () => {
  const today = '2026-11-22';
  it.each([
    ['ACTIVE', null, null, 'ACTIVE'],
    ['INACTIVE', null, null, 'INACTIVE'],
    ['INACTIVE', '2020-01-01', '2020-01-02', 'INACTIVE'],
    ['ACTIVE', '2026-11-01', '2026-11-21', 'EXPIRED'],
    ['ACTIVE', '2026-11-01', '2026-11-22', 'ACTIVE'],
    ['ACTIVE', '2026-11-22', '2026-12-22', 'ACTIVE'],
    ['ACTIVE', '2026-11-23', '2026-12-22', 'UPCOMING'],
    ['ACTIVE', null, '2026-11-21', 'EXPIRED'],
  ] as const)('%s %s..%s is %s', (status, stayStart, stayEnd, expected) => {
    expect(derivedStatus({ status, stayStart, stayEnd }, today)).toBe(expected);
  });
});

describe('presentCancellation', () => {
  it('always has every field, null when unused', () => {
    expect(presentCancellation({ enabled: true, policy: 'FREE', daysBefore: 3 })).toEqual({
      enabled: true,
      policy: 'FREE',
      daysBefore: 3,
      chargeType: null,
      percentage: null,
      nights: null,
      noShow: null,
    });
    expect(presentCancellation({})).toMatchObject({ enabled: false, policy: null });
  });
});
