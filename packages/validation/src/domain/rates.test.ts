import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codes } from '../../test/helpers.js';
import {
  validateAllotmentUpdate,
  validateBulkUpdate,
  validateChildrenRatePlan,
  validateRatePlan,
  validateStayDates,
  validateStayLimits,
  validateSurcharge,
  type RatePlanInput,
} from './rates.js';
import { localizeFieldErrors } from '../field-errors.js';

const TODAY = '2026-11-22';

describe('validateStayLimits (SPEC 5: advance booking 500, length of stay 365, stay-through)', () => {
  it.each([
    ['off: nothing checked', { advanceBooking: { enabled: false, min: '', max: '' } }, undefined, {}],
    [
      'on: both required',
      { advanceBooking: { enabled: true, min: '', max: '' } },
      undefined,
      { 'advanceBooking.min': 'required', 'advanceBooking.max': 'required' },
    ],
    ['advance booking 500 ok', { advanceBooking: { min: 0, max: 500 } }, undefined, {}],
    [
      'advance booking 501',
      { advanceBooking: { min: 0, max: 501 } },
      undefined,
      { 'advanceBooking.max': 'max_float' },
    ],
    [
      'advance booking negative',
      { advanceBooking: { min: -1, max: 5 } },
      undefined,
      { 'advanceBooking.min': 'min_float' },
    ],
    [
      'min above max',
      { advanceBooking: { min: 10, max: 5 } },
      undefined,
      { 'advanceBooking.max': 'range.maxBelowMin' },
    ],
    ['length of stay 365 ok', { lengthOfStay: { min: 1, max: 365 } }, undefined, {}],
    [
      'length of stay 366',
      { lengthOfStay: { min: 1, max: 366 } },
      undefined,
      { 'lengthOfStay.max': 'max_float' },
    ],
    [
      'length of stay 0',
      { lengthOfStay: { min: 0, max: 3 } },
      undefined,
      { 'lengthOfStay.min': 'min_float' },
    ],
    [
      'length of stay not whole',
      { lengthOfStay: { min: '1.5', max: 3 } },
      undefined,
      { 'lengthOfStay.min': 'integer' },
    ],
    [
      'weekly needs 7',
      { lengthOfStay: { min: 6, max: 30 } },
      'WEEKLY' as const,
      { 'lengthOfStay.min': 'min_float' },
    ],
    ['weekly 7 ok', { lengthOfStay: { min: 7, max: 30 } }, 'WEEKLY' as const, {}],
    [
      'monthly needs 28',
      { lengthOfStay: { min: 27, max: 60 } },
      'MONTHLY' as const,
      { 'lengthOfStay.min': 'min_float' },
    ],
    [
      'stay-through needs min or max',
      { stayThrough: { enabled: true, min: '', max: null } },
      undefined,
      { stayThrough: 'range.minOrMaxRequired' },
    ],
    ['stay-through min only', { stayThrough: { min: 2, max: '' } }, undefined, {}],
    ['stay-through max only', { stayThrough: { min: null, max: 4 } }, undefined, {}],
  ])('%s', (_name, input, type, expected) => {
    expect(codes(validateStayLimits(input, { type }))).toEqual(expected);
  });

  it('advance booking accepts exactly 0..500 with min <= max', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 600 }), fc.integer({ min: -10, max: 600 }), (min, max) => {
        const ok = min >= 0 && max <= 500 && min <= max;
        expect(validateStayLimits({ advanceBooking: { min, max } }).length === 0).toBe(ok);
      }),
    );
  });
});

describe('validateStayDates (SPEC 5: end not before today, required if start set)', () => {
  it.each([
    ['both empty', { start: '', end: '' }, {}],
    ['start only', { start: '2026-12-01', end: '' }, { end: 'required' }],
    ['end today', { start: '2026-11-01', end: TODAY }, {}],
    ['end yesterday', { start: '2026-11-01', end: '2026-11-21' }, { end: 'date.beforeToday' }],
    ['end before start', { start: '2026-12-10', end: '2026-12-01' }, { end: 'date.endBeforeStart' }],
    ['bad date', { start: '2026-13-01', end: '2026-12-01' }, { start: 'date.invalid' }],
    ['end only', { start: null, end: '2026-12-01' }, {}],
  ])('%s', (_name, range, expected) => {
    expect(codes(validateStayDates(range, { today: TODAY }))).toEqual(expected);
  });
});

describe('validateRatePlan (SPEC 5)', () => {
  const valid: RatePlanInput = { name: 'Room only', roomIds: [1], meals: ['NONE'] };

  it.each<[string, Partial<RatePlanInput>, Record<string, string>]>([
    ['valid', {}, {}],
    ['name required', { name: '' }, { name: 'required' }],
    ['a room', { roomIds: [] }, { roomIds: 'ratePlan.roomRequired' }],
    ['a meal option', { meals: [] }, { meals: 'ratePlan.mealRequired' }],
    [
      'cancellation choice when toggled',
      { cancellation: { enabled: true, policy: null } },
      { 'cancellation.policy': 'ratePlan.cancellationRequired' },
    ],
    ['cancellation off', { cancellation: { enabled: false, policy: null } }, {}],
    ['non-refundable needs nothing else', { cancellation: { enabled: true, policy: 'NON_REFUNDABLE' } }, {}],
    [
      'fee needs percentage and days',
      { cancellation: { enabled: true, policy: 'CUSTOM', chargeType: 'PERCENTAGE' } },
      { 'cancellation.daysBefore': 'required', 'cancellation.percentage': 'required' },
    ],
    [
      'fee percentage above 100',
      { cancellation: { enabled: true, policy: 'CUSTOM', percentage: 101, daysBefore: 3 } },
      { 'cancellation.percentage': 'max_float' },
    ],
    [
      'fee percentage 0',
      { cancellation: { enabled: true, policy: 'CUSTOM', percentage: 0, daysBefore: 3 } },
      { 'cancellation.percentage': 'min_float_decimal' },
    ],
    [
      'fee in nights',
      { cancellation: { enabled: true, policy: 'CUSTOM', chargeType: 'NIGHTS', nights: 1, daysBefore: 3 } },
      {},
    ],
    [
      'free needs days',
      { cancellation: { enabled: true, policy: 'FREE' } },
      { 'cancellation.daysBefore': 'required' },
    ],
    [
      'stay dates end in the past',
      { stayDates: { start: '2026-01-01', end: '2026-02-01' } },
      { 'stayDates.end': 'date.beforeToday' },
    ],
    [
      'weekly min stay',
      { type: 'WEEKLY', limits: { lengthOfStay: { min: 3, max: 10 } } },
      { 'limits.lengthOfStay.min': 'min_float' },
    ],
    ['commission optional', { commission: null }, {}],
    ['commission 100 with 2 decimals', { commission: 12.25 }, {}],
    ['commission 150 (never cut to 100)', { commission: 150 }, { commission: 'max_float' }],
    ['commission below 0', { commission: -1 }, { commission: 'min_float' }],
    ['commission with 3 decimals', { commission: 10.125 }, { commission: 'max_decimal_place' }],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validateRatePlan({ ...valid, ...patch }, { today: TODAY }))).toEqual(expected);
  });
});

describe('validateAllotmentUpdate (SPEC 5: price floor, allotment, disabled dates)', () => {
  it.each([
    ['valid', { rate: 500000, allotment: 3 }, {}, {}],
    ['allotment required', { allotment: '' }, {}, { allotment: 'required' }],
    ['allotment 0 ok', { allotment: 0 }, {}, {}],
    ['allotment below 0', { allotment: -1 }, {}, { allotment: 'min_float' }],
    ['allotment not whole', { allotment: '1.5' }, {}, { allotment: 'integer' }],
    [
      'rate below the minimum sell price',
      { rate: 299999, allotment: 1 },
      { minimumSellPrice: 300000 },
      { rate: 'price.belowMinimum' },
    ],
    ['rate at the minimum', { rate: '300,000', allotment: 1 }, { minimumSellPrice: 300000 }, {}],
    [
      'range with a disabled date',
      { range: { start: '2026-12-01', end: '2026-12-05' }, allotment: 1 },
      { disabledDates: ['2026-12-03'] },
      { range: 'range.containsDisabledDate' },
    ],
    [
      'range around a disabled date',
      { range: { start: '2026-12-04', end: '2026-12-05' }, allotment: 1 },
      { disabledDates: ['2026-12-03'] },
      {},
    ],
  ])('%s', (_name, input, options, expected) => {
    expect(codes(validateAllotmentUpdate(input, options))).toEqual(expected);
  });

  it('says a date in a message as people read it, never ISO', () => {
    const errors = validateAllotmentUpdate(
      { range: { start: '2026-12-02', end: '2026-12-04' }, allotment: 1 },
      { disabledDates: ['2026-12-03'] },
    );
    expect(localizeFieldErrors(errors, { lang: 'id' })[0]?.message).toContain('(3 Des 2026)');
    expect(localizeFieldErrors(errors, { lang: 'en' })[0]?.message).toContain('(3 Dec 2026)');
  });

  it('says the floor as Rp 1.250.000 in the message, in both languages', () => {
    const errors = validateAllotmentUpdate({ rate: 1, allotment: 1 }, { minimumSellPrice: 1250000 });
    expect(localizeFieldErrors(errors, { lang: 'id' })[0]?.message).toBe(
      'Harga tidak boleh di bawah harga jual minimum (Rp 1.250.000)',
    );
    expect(localizeFieldErrors(errors, { lang: 'en' })[0]?.message).toBe(
      'The rate cannot be below the minimum selling price (Rp 1.250.000)',
    );
  });

  it('never accepts a rate below the floor', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (rate, floor) => {
        const ok = validateAllotmentUpdate({ rate, allotment: 1 }, { minimumSellPrice: floor }).length === 0;
        expect(ok).toBe(rate >= floor);
      }),
    );
  });
});

describe('validateBulkUpdate (SPEC 5)', () => {
  it.each([
    ['valid', { period: { start: '2026-12-01', end: '2026-12-31' }, days: [1, 2], ratePlanIds: [9] }, {}],
    [
      'everything missing',
      { period: null, days: [], ratePlanIds: [] },
      {
        'period.start': 'required',
        'period.end': 'required',
        days: 'bulkUpdate.dayRequired',
        ratePlanIds: 'bulkUpdate.ratePlanRequired',
      },
    ],
    [
      'day out of range',
      { period: { start: '2026-12-01', end: '2026-12-01' }, days: [7], ratePlanIds: [9] },
      { days: 'bulkUpdate.dayInvalid' },
    ],
    [
      'period reversed',
      { period: { start: '2026-12-31', end: '2026-12-01' }, days: [0], ratePlanIds: [9] },
      { 'period.end': 'date.endBeforeStart' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateBulkUpdate(input))).toEqual(expected);
  });
});

describe('validateSurcharge (SPEC 5: type, price above 0, child price above 0)', () => {
  it.each([
    ['room', { name: 'Year end', type: 'ROOM' as const, price: 100000 }, {}],
    ['type required', { name: 'Year end', type: null }, { type: 'surcharge.typeRequired' }],
    ['room price 0', { name: 'Year end', type: 'ROOM' as const, price: 0 }, { price: 'min_float_decimal' }],
    ['guest prices', { name: 'Gala', type: 'GUEST' as const, adultPrice: 1, childPrice: 1 }, {}],
    [
      'child price 0',
      { name: 'Gala', type: 'GUEST' as const, adultPrice: 1, childPrice: 0 },
      { childPrice: 'min_float_decimal' },
    ],
    ['name', { name: '', type: 'ROOM' as const, price: 1 }, { name: 'required' }],
    [
      'stay dates reversed',
      { name: 'x', type: 'ROOM' as const, price: 1, stayDates: { start: '2026-12-02', end: '2026-12-01' } },
      { 'stayDates.end': 'date.endBeforeStart' },
    ],
    [
      'stay end before today',
      { name: 'x', type: 'ROOM' as const, price: 1, stayDates: { start: '2026-11-01', end: '2026-11-21' } },
      { 'stayDates.end': 'date.beforeToday' },
    ],
    [
      'stay end today',
      { name: 'x', type: 'ROOM' as const, price: 1, stayDates: { start: '2026-11-01', end: '2026-11-22' } },
      {},
    ],
    [
      'stay end required once the start is set',
      { name: 'x', type: 'ROOM' as const, price: 1, stayDates: { start: '2026-12-01', end: null } },
      { 'stayDates.end': 'required' },
    ],
    [
      'check-in dates may lie in the past',
      {
        name: 'x',
        type: 'ROOM' as const,
        price: 1,
        checkInDates: { start: '2026-11-01', end: '2026-11-02' },
      },
      {},
    ],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateSurcharge(input, { today: '2026-11-22' }))).toEqual(expected);
  });
});

describe('validateChildrenRatePlan (SPEC 3: name 3 to 100, price 0 = free)', () => {
  it.each([
    ['valid', { name: 'Kids', prices: [0, 50000] }, {}],
    ['name 2', { name: 'Ki', prices: [0] }, { name: 'min_length' }],
    ['name 101', { name: 'k'.repeat(101), prices: [0] }, { name: 'max_length' }],
    ['price missing', { name: 'Kids', prices: [0, ''] }, { 'prices.1': 'required' }],
    ['price negative', { name: 'Kids', prices: [-1] }, { 'prices.0': 'min_float' }],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateChildrenRatePlan(input))).toEqual(expected);
  });
});
