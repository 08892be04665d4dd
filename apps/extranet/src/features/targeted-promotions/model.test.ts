import { describe, expect, it } from 'vitest';
import {
  createPath,
  editPath,
  emptyTargeted,
  fieldOf,
  targetedState,
  targetedTypeOfRoute,
  toInput,
  validateValues,
  valuesFrom,
  type TargetedPromotion,
} from './model';

const TODAY = '2027-02-28';
const filled = {
  ...emptyTargeted('MEMBER'),
  name: 'Member deal',
  discountPercent: 10,
  bookingPeriod: { start: '2027-03-01', end: '2027-03-31' },
  stayPeriod: { start: '2027-03-01', end: '2027-04-30' },
  ratePlanIds: [1],
};

describe('targeted promotions model', () => {
  it.each([
    ['member', 'MEMBER'],
    ['corporate', 'CORPORATE'],
    ['CORPORATE', 'CORPORATE'],
    ['vip', null],
    [undefined, null],
  ])('route type %s is %s', (segment, type) => {
    expect(targetedTypeOfRoute(segment)).toBe(type);
  });

  it('builds the routes of a type', () => {
    expect(createPath('CORPORATE')).toBe('/v3/promotions-and-campaigns/targeted-promo/create/corporate');
    expect(editPath({ type: 'MEMBER', targetedPromotionId: 7 })).toBe(
      '/v3/promotions-and-campaigns/targeted-promo/edit/member/7',
    );
  });

  it.each([
    [{}, []],
    [{ discountPercent: null }, [['discountPercent', 'required']]],
    [{ discountPercent: 76 }, [['discountPercent', 'max_float']]],
    [{ discountPercent: 0 }, [['discountPercent', 'min_float']]],
    [{ ratePlanIds: [] }, [['ratePlanIds', 'promotion.ratePlanRequired']]],
    [{ blackoutDates: ['2027-03-02', '2027-03-02'] }, [['blackoutDates', 'blackout.duplicate']]],
    [
      { blackoutDates: Array.from({ length: 31 }, (_, i) => `2027-05-${String(i + 1).padStart(2, '0')}`) },
      [['blackoutDates', 'blackout.tooMany']],
    ],
    [
      { bookingPeriod: { start: '2027-02-01', end: '2027-02-10' } },
      [['bookingPeriod.end', expect.any(String)]],
    ],
  ] as const)('validates %o', (over, expected) => {
    const errors = validateValues({ ...filled, ...over } as typeof filled, TODAY);
    expect(errors.map((e) => [e.field, e.code])).toEqual(expected);
  });

  it('round-trips a stored promotion through the form', () => {
    const stored: TargetedPromotion = {
      targetedPromotionId: 3,
      type: 'CORPORATE',
      name: 'Corporate',
      status: 'INACTIVE',
      discountPercent: 12,
      bookingPeriod: { start: '2027-03-01', end: '2027-03-31' },
      stayPeriod: { start: '2027-03-01', end: '2027-04-30' },
      blackoutDates: ['2027-03-10', '2027-03-11'],
      roomIds: [2],
      ratePlanIds: [1],
      combinable: false,
      targetUsers: 'PARTNER_PLATFORMS',
      performance: { bookings: 0, roomNights: 0, revenue: 0 },
      createdAt: '2027-02-01T00:00:00.000Z',
      updatedAt: '2027-02-01T00:00:00.000Z',
    };
    expect(toInput(valuesFrom(stored))).toEqual({
      type: 'CORPORATE',
      name: 'Corporate',
      status: 'INACTIVE',
      discountPercent: 12,
      bookingPeriod: stored.bookingPeriod,
      stayPeriod: stored.stayPeriod,
      blackoutDates: ['2027-03-10', '2027-03-11'],
      ratePlanIds: [1],
      roomIds: [2],
      combinable: false,
      targetUsers: 'PARTNER_PLATFORMS',
    });
  });

  it.each([
    ['blackoutDates.3', 'blackoutDates'],
    ['bookingPeriod', 'bookingPeriod.end'],
    ['discountPercent', 'discountPercent'],
  ])('server field %s shows on %s', (server, form) => expect(fieldOf(server)).toBe(form));

  it.each([
    ['INACTIVE', '2027-02-01', '2027-03-31', 'INACTIVE'],
    ['ACTIVE', '2027-02-01', '2027-03-31', 'RUNNING'],
    ['ACTIVE', '2027-03-01', '2027-03-31', 'UPCOMING'],
    ['ACTIVE', '2027-01-01', '2027-02-27', 'ENDED'],
  ] as const)('%s from %s to %s is %s', (status, start, end, state) => {
    expect(targetedState({ status, bookingPeriod: { start, end } }, TODAY)).toBe(state);
  });
});
