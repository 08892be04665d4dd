import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codes } from '../../test/helpers.js';
import {
  isHotelNowInstant,
  isInHotelNowWindow,
  validateBlackoutDates,
  validateCorporateRate,
  validateFreeNight,
  validateHotelNow,
  validatePromotion,
  validateValueAdded,
  type PromotionInput,
} from './promotion.js';
import { addDays } from './dates.js';

const TODAY = '2026-11-22';

describe('Hotel Now window 18:00-04:00 GMT+7 (SPEC 5, 9)', () => {
  it.each([
    ['18:00', true],
    ['17:59', false],
    ['23:59', true],
    ['00:00', true],
    ['04:00', true],
    ['04:01', false],
    ['12:00', false],
    ['25:00', false],
  ])('%s in the window: %s', (time, expected) => {
    expect(isInHotelNowWindow(time)).toBe(expected);
  });

  it.each([
    ['2026-11-22T11:00:00Z', true], // 18:00 GMT+7
    ['2026-11-22T10:59:00Z', false], // 17:59
    ['2026-11-22T20:59:00Z', true], // 03:59
    ['2026-11-22T21:00:00Z', false], // 04:00 (end exclusive for instants)
  ])('instant %s -> %s', (iso, expected) => {
    expect(isHotelNowInstant(new Date(iso))).toBe(expected);
  });

  it.each([
    ['valid across midnight', { startTime: '22:00', endTime: '02:00', tiers: [10] }, {}],
    ['the whole window', { startTime: '18:00', endTime: '04:00', tiers: [10, 20] }, {}],
    [
      'start outside',
      { startTime: '17:00', endTime: '20:00', tiers: [10] },
      { startTime: 'hotelNow.outsideWindow' },
    ],
    [
      'end outside',
      { startTime: '19:00', endTime: '05:00', tiers: [10] },
      { endTime: 'hotelNow.outsideWindow' },
    ],
    [
      'end before start',
      { startTime: '02:00', endTime: '22:00', tiers: [10] },
      { endTime: 'time.endBeforeStart' },
    ],
    [
      'end equals start',
      { startTime: '20:00', endTime: '20:00', tiers: [10] },
      { endTime: 'time.endBeforeStart' },
    ],
    [
      'times required',
      { startTime: '', endTime: null, tiers: [10] },
      { startTime: 'required', endTime: 'required' },
    ],
    [
      'tier required',
      { startTime: '19:00', endTime: '20:00', tiers: [] },
      { tiers: 'hotelNow.tierRequired' },
    ],
    [
      'tier below the minimum',
      { startTime: '19:00', endTime: '20:00', tiers: [9] },
      { 'tiers.0': 'min_float' },
    ],
    [
      'tier above 100',
      { startTime: '19:00', endTime: '20:00', tiers: [10, 101] },
      { 'tiers.1': 'max_float' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateHotelNow(input))).toEqual(expected);
  });

  it('takes another minimum percentage', () => {
    expect(
      codes(validateHotelNow({ startTime: '19:00', endTime: '20:00', tiers: [5] }, { minPercentage: 5 })),
    ).toEqual({});
  });

  it('accepts a start and an end exactly when both are in the window and the end comes later', () => {
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }));
    const hhmm = ([h, m]: [number, number]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    const offset = ([h, m]: [number, number]) => (h * 60 + m - 18 * 60 + 1440) % 1440;
    fc.assert(
      fc.property(time, time, (start, end) => {
        const ok = offset(start) <= 600 && offset(end) <= 600 && offset(end) > offset(start);
        const errors = validateHotelNow({ startTime: hhmm(start), endTime: hhmm(end), tiers: [10] });
        expect(errors.length === 0).toBe(ok);
      }),
    );
  });
});

describe('validatePromotion (SPEC 5)', () => {
  const valid: PromotionInput = {
    name: 'Year end',
    platforms: ['LOGIN'],
    ratePlanIds: [1],
    bookingPeriod: { start: '2026-12-01', end: '2026-12-31' },
    stayPeriod: { start: '2026-12-01', end: '2027-01-31' },
    discountType: 'PERCENT',
    discount: 15,
  };

  it.each<[string, Partial<PromotionInput>, Record<string, string>]>([
    ['valid', {}, {}],
    ['name', { name: ' ' }, { name: 'not_contains_only_spaces' }],
    [
      'dates required',
      { bookingPeriod: null, stayPeriod: { start: '', end: '' } },
      {
        'bookingPeriod.start': 'required',
        'bookingPeriod.end': 'required',
        'stayPeriod.start': 'required',
        'stayPeriod.end': 'required',
      },
    ],
    [
      'booking already over',
      { bookingPeriod: { start: '2026-10-01', end: '2026-10-31' } },
      { 'bookingPeriod.end': 'date.beforeToday' },
    ],
    [
      'end time after start time',
      { startTime: '10:00', endTime: '09:00' },
      { endTime: 'time.endBeforeStart' },
    ],
    ['end time missing', { startTime: '10:00' }, { endTime: 'required' }],
    ['times fine', { startTime: '08:00', endTime: '20:00' }, {}],
    ['a platform', { platforms: [] }, { platforms: 'promotion.platformRequired' }],
    ['a rate plan', { ratePlanIds: [] }, { ratePlanIds: 'promotion.ratePlanRequired' }],
    ['discount type', { discountType: null }, { discountType: 'promotion.discountTypeRequired' }],
    ['percent above 100', { discount: 100.5 }, { discount: 'max_float' }],
    ['percent 0', { discount: 0 }, { discount: 'min_float_decimal' }],
    ['fixed amount whole', { discountType: 'FIXED', discount: '50,000' }, {}],
    ['fixed amount fraction', { discountType: 'FIXED', discount: 1.5 }, { discount: 'integer' }],
    ['tiers', { discount: undefined, tiers: [10, 0] }, { 'tiers.1': 'min_float_decimal' }],
    ['minimum stay 0', { minimumStay: 0 }, { minimumStay: 'min_float' }],
    [
      'blackout duplicate',
      { blackoutDates: ['2026-12-24', '2026-12-24'] },
      { 'blackoutDates.1': 'blackout.duplicate' },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validatePromotion({ ...valid, ...patch }, { today: TODAY }))).toEqual(expected);
  });
});

describe('blackout dates: 30 a year, unique (SPEC 5, 9)', () => {
  const days = (start: string, count: number) => Array.from({ length: count }, (_, i) => addDays(start, i));

  it.each([
    ['30 in one year', days('2026-01-01', 30), {}],
    ['31 in one year', days('2026-01-01', 31), { blackoutDates: 'blackout.tooMany' }],
    ['30 + 30 over two years', [...days('2026-12-01', 30), ...days('2027-01-01', 30)], {}],
    ['16 + 16 across new year', days('2026-12-16', 32), {}],
    ['duplicate', ['2026-05-01', '2026-05-02', '2026-05-01'], { 'blackoutDates.2': 'blackout.duplicate' }],
    ['invalid date', ['2026-02-30'], { 'blackoutDates.0': 'date.invalid' }],
    ['none', [], {}],
  ])('%s', (_name, dates, expected) => {
    expect(codes(validateBlackoutDates(dates))).toEqual(expected);
  });

  it('accepts distinct dates exactly when no year has more than 30', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 800 }), { maxLength: 70 }), (offsets) => {
        const dates = offsets.map((o) => addDays('2026-01-01', o));
        const perYear = new Map<string, number>();
        for (const d of dates) perYear.set(d.slice(0, 4), (perYear.get(d.slice(0, 4)) ?? 0) + 1);
        const ok = [...perYear.values()].every((n) => n <= 30);
        expect(validateBlackoutDates(dates).length === 0).toBe(ok);
      }),
    );
  });
});

describe('validateCorporateRate', () => {
  it.each([
    ['valid', { discount: 10, blackoutDates: ['2026-12-31'], targetUsers: 'ALL' as const }, {}],
    ['discount required', { discount: '' }, { discount: 'required' }],
    ['discount 0', { discount: 0 }, { discount: 'min_float_decimal' }],
    ['discount 101', { discount: 101 }, { discount: 'max_float' }],
    ['target chosen', { discount: 5, targetUsers: null }, { targetUsers: 'required' }],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateCorporateRate(input))).toEqual(expected);
  });
});

describe('validateFreeNight (SPEC 5: free night max 365)', () => {
  it.each([
    ['valid', { minimumNights: 3, freeNights: 1 }, {}],
    ['free nights required', { minimumNights: 3, freeNights: '' }, { freeNights: 'required' }],
    [
      'free nights not fewer than minimum',
      { minimumNights: 3, freeNights: 3 },
      { freeNights: 'freeNight.notBelowMinimum' },
    ],
    ['free nights 366', { minimumNights: 365, freeNights: 366 }, { freeNights: 'max_float' }],
    ['minimum 366', { minimumNights: 366, freeNights: 1 }, { minimumNights: 'max_float' }],
    [
      'accumulation needs max',
      { minimumNights: 3, freeNights: 1, accumulation: true },
      { maxFreeNights: 'required' },
    ],
    [
      'max below free',
      { minimumNights: 5, freeNights: 2, accumulation: true, maxFreeNights: 1 },
      { maxFreeNights: 'range.maxBelowMin' },
    ],
    ['max 365', { minimumNights: 5, freeNights: 2, accumulation: true, maxFreeNights: 365 }, {}],
    [
      'max 366',
      { minimumNights: 5, freeNights: 2, accumulation: true, maxFreeNights: 366 },
      { maxFreeNights: 'max_float' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateFreeNight(input))).toEqual(expected);
  });
});

describe('validateValueAdded (SPEC 3)', () => {
  it.each([
    [
      'valid',
      {
        category: 'MEAL' as const,
        name: { id: 'Makan malam', en: 'Dinner' },
        validity: 'EVERY_NIGHT' as const,
      },
      {},
    ],
    [
      'all missing',
      { category: null, name: null, validity: null },
      {
        category: 'required',
        'name.id': 'required',
        'name.en': 'required',
        validity: 'required',
      },
    ],
    [
      'name too long',
      {
        category: 'OTHERS' as const,
        name: { id: 'x', en: 'y'.repeat(101) },
        validity: 'ONCE_PER_STAY' as const,
      },
      { 'name.en': 'max_length' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(codes(validateValueAdded(input))).toEqual(expected);
  });
});
