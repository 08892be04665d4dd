import { describe, expect, it } from 'vitest';
import {
  endsWithinWindow,
  manageAreaOf,
  manageAreaOfRoute,
  manageFinding,
  manageFindingPath,
  manageSectionStatus,
  manageWindowEnd,
  MANAGE_FINDING_KINDS,
  managePromotionState,
  sortFindings,
} from './index.js';
import { matchRoute } from '../route-match.js';

describe('manage hub', () => {
  it.each([
    ['ROOM_NO_PHOTO', 1101, '/v3/property/photo-gallery'],
    ['ROOM_NO_DESCRIPTION', 1101, '/v3/property/room-data/edit/1101'],
    ['ROOM_NO_ALLOTMENT', 1101, '/v3/rates-and-availability'],
    ['ROOM_NO_RATE_PLAN', 1101, '/v3/rates-and-availability/rate-plans/create'],
    ['RATE_PLAN_NO_RATES', 2101, '/v3/rates-and-availability'],
    ['RATE_PLAN_STAY_ENDING', 2106, '/v3/rates-and-availability/rate-plans/edit/2106'],
    ['RATE_PLAN_NO_CANCELLATION', 2101, '/v3/rates-and-availability/rate-plans/edit/2101'],
    ['RATE_PLAN_NON_REFUNDABLE', 2103, '/v3/rates-and-availability/rate-plans/edit/2103'],
    ['SURCHARGE_ENDING', 3101, '/v3/rates-and-availability/surcharge/edit/3101'],
    ['PROMOTION_ENDING', 4, '/v3/promotions-and-campaigns/add/promotion/edit/4/regular'],
  ] as const)('%s links to %s', (kind, id, path) => {
    expect(manageFindingPath(kind, id)).toBe(path);
    expect(matchRoute(path)).not.toBeNull();
  });

  it('puts every kind in one area', () => {
    expect(Object.fromEntries(MANAGE_FINDING_KINDS.map((k) => [k, manageAreaOf(k)]))).toEqual({
      ROOM_NO_PHOTO: 'ROOM_SETUP',
      ROOM_NO_DESCRIPTION: 'ROOM_SETUP',
      ROOM_NO_ALLOTMENT: 'ROOM_SETUP',
      ROOM_NO_RATE_PLAN: 'ROOM_SETUP',
      RATE_PLAN_NO_RATES: 'RATE_PLAN_SETUP',
      RATE_PLAN_STAY_ENDING: 'RATE_PLAN_SETUP',
      RATE_PLAN_NO_CANCELLATION: 'CANCELLATION_POLICY',
      RATE_PLAN_NON_REFUNDABLE: 'CANCELLATION_POLICY',
      SURCHARGE_ENDING: 'SURCHARGE',
      PROMOTION_RATE_PLAN_GONE: 'PROMOTION',
      PROMOTION_ROOM_GONE: 'PROMOTION',
      PROMOTION_ENDING: 'PROMOTION',
      PROMOTION_ENDED: 'PROMOTION',
      PROMOTION_INACTIVE: 'PROMOTION',
    });
  });

  it('links a promotion finding to the edit page of its type', () => {
    expect(manageFindingPath('PROMOTION_ROOM_GONE', 9, 'free-night')).toBe(
      '/v3/promotions-and-campaigns/add/promotion/edit/9/free-night',
    );
  });

  it.each([
    [{ active: false, bookingEnd: '2027-03-01' }, 'INACTIVE'],
    [{ active: true, bookingEnd: null }, 'ACTIVE'],
    [{ active: true, bookingEnd: '2027-02-27' }, 'EXPIRED'],
    [{ active: true, bookingEnd: '2027-02-28' }, 'EXPIRING_SOON'],
    [{ active: true, bookingEnd: '2027-03-14' }, 'EXPIRING_SOON'],
    [{ active: true, bookingEnd: '2027-03-15' }, 'ACTIVE'],
  ] as const)('a deal %o on 2027-02-28 is %s (14 days)', (deal, state) => {
    expect(managePromotionState(deal, '2027-02-28')).toBe(state);
  });

  it('maps the hub routes to their areas', () => {
    expect(manageAreaOfRoute('manage')).toBeNull();
    expect(manageAreaOfRoute('manageRoomSetup')).toBe('ROOM_SETUP');
    expect(manageAreaOfRoute('managePromotion')).toBe('PROMOTION');
  });

  it.each([
    [null, false],
    ['2027-02-27', false],
    ['2027-02-28', true],
    ['2027-03-30', true],
    ['2027-03-31', false],
  ] as const)('an end on %s is within 30 days of 2027-02-28: %s', (end, within) => {
    expect(endsWithinWindow(end, '2027-02-28')).toBe(within);
  });

  it('has a 30-day window across a leap day', () => {
    expect(manageWindowEnd('2028-02-15')).toBe('2028-03-15');
    expect(manageWindowEnd('2027-02-28')).toBe('2027-03-29');
  });

  it('states a section and orders its findings', () => {
    const notice = manageFinding('RATE_PLAN_NON_REFUNDABLE', { id: 2, name: 'B' });
    const ending = manageFinding(
      'RATE_PLAN_STAY_ENDING',
      { id: 3, name: 'A' },
      { date: '2027-03-20', today: '2027-02-28' },
    );
    expect(ending.daysLeft).toBe(20);
    expect(manageSectionStatus({ findings: [] })).toBe('OK');
    expect(manageSectionStatus({ findings: [notice] })).toBe('NOTICE');
    expect(manageSectionStatus({ findings: [notice, ending] })).toBe('WARNING');
    expect(sortFindings([notice, ending]).map((f) => f.kind)).toEqual([
      'RATE_PLAN_STAY_ENDING',
      'RATE_PLAN_NON_REFUNDABLE',
    ]);
  });
});
