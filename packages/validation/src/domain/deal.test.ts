import { describe, expect, it } from 'vitest';
import { codes as checked } from '../../test/helpers.js';
import { validateDeal, type DealFormInput } from './deal.js';

const TODAY = '2027-03-10';
/** The errors as `{ field: code }`, each with its message in both languages (test/helpers codes). */
const codes = (input: Partial<DealFormInput>) =>
  checked(validateDeal({ ...base, ...input } as DealFormInput, { today: TODAY }));
const base: DealFormInput = {
  kind: 'REGULAR',
  name: 'Early bird',
  platforms: ['LOGIN'],
  ratePlanIds: [1],
  bookingPeriod: { start: TODAY, end: '2027-03-31' },
  stayPeriod: { start: '2027-04-01', end: '2027-04-30' },
  discountType: 'PERCENT',
  tiers: [{ minNights: 1, value: 20 }],
};

describe('validateDeal (SPEC 5)', () => {
  it('a complete regular deal passes', () => {
    expect(codes({})).toEqual({});
  });

  it.each<[string, Partial<DealFormInput>, Record<string, string>]>([
    ['name required', { name: '' }, { name: 'required' }],
    ['name at most 100', { name: 'x'.repeat(101) }, { name: 'max_length' }],
    ['a platform', { platforms: [] }, { platforms: 'promotion.platformRequired' }],
    ['a rate plan', { ratePlanIds: [] }, { ratePlanIds: 'promotion.ratePlanRequired' }],
    [
      'booking period required',
      { bookingPeriod: null },
      { 'bookingPeriod.start': 'required', 'bookingPeriod.end': 'required' },
    ],
    [
      'booking period not over',
      { bookingPeriod: { start: '2027-03-01', end: '2027-03-09' } },
      { 'bookingPeriod.end': 'date.beforeToday' },
    ],
    [
      'stay end after start',
      { stayPeriod: { start: '2027-04-10', end: '2027-04-01' } },
      { 'stayPeriod.end': 'date.endBeforeStart' },
    ],
    [
      'end time after start time',
      { bookingStartTime: '12:00', bookingEndTime: '08:00' },
      { bookingEndTime: 'time.endBeforeStart' },
    ],
    ['percent at most 100', { tiers: [{ minNights: 1, value: 101 }] }, { 'tiers.0.value': 'max_float' }],
    ['discount above 0', { tiers: [{ minNights: 1, value: 0 }] }, { 'tiers.0.value': 'min_float_decimal' }],
    ['a tier', { tiers: [] }, { tiers: 'hotelNow.tierRequired' }],
    [
      'tiers by distinct nights',
      {
        tiers: [
          { minNights: 2, value: 5 },
          { minNights: 2, value: 9 },
        ],
      },
      { 'tiers.1.minNights': 'promotion.tierDuplicate' },
    ],
    ['a discount type', { discountType: null }, { discountType: 'promotion.discountTypeRequired' }],
    ['minimum stay within 365', { minStay: 400 }, { minStay: 'max_float' }],
    [
      'blackout dates unique',
      { blackoutDates: ['2027-04-02', '2027-04-02'] },
      { 'blackoutDates.1': 'blackout.duplicate' },
    ],
    ['the rate plan cancellation policy', { cancellationPolicy: null }, {}],
    [
      'its own cancellation policy, checked as a rate plan one',
      {
        cancellationPolicy: {
          enabled: true,
          policy: 'CUSTOM',
          daysBefore: 3,
          chargeType: 'PERCENTAGE',
          percentage: 0,
        },
      },
      { 'cancellationPolicy.percentage': 'min_float_decimal' },
    ],
    [
      'its own cancellation policy needs a policy',
      { cancellationPolicy: { enabled: true, policy: null } },
      { 'cancellationPolicy.policy': 'ratePlan.cancellationRequired' },
    ],
  ])('%s', (_label, input, expected) => {
    expect(codes(input)).toEqual(expected);
  });

  it('free night: below the minimum nights, at most 365', () => {
    expect(
      codes({ kind: 'FREE_NIGHT', freeNight: { minNights: 3, freeNights: 3, accumulation: false } }),
    ).toEqual({
      'freeNight.freeNights': 'freeNight.notBelowMinimum',
    });
    expect(
      codes({ kind: 'FREE_NIGHT', freeNight: { minNights: 3, freeNights: 400, accumulation: false } }),
    ).toMatchObject({
      'freeNight.freeNights': 'max_float',
    });
  });

  it('Hotel Now: inside 18:00-04:00 GMT+7 with the minimum percentage', () => {
    expect(
      codes({ kind: 'HOTEL_NOW', hotelNowTiers: [{ startTime: '20:00', endTime: '02:00', percent: 20 }] }),
    ).toEqual({});
    expect(
      codes({ kind: 'HOTEL_NOW', hotelNowTiers: [{ startTime: '12:00', endTime: '02:00', percent: 0 }] }),
    ).toMatchObject({
      'hotelNowTiers.0.startTime': 'hotelNow.outsideWindow',
      'hotelNowTiers.0.percent': 'min_float',
    });
    expect(codes({ kind: 'HOTEL_NOW', hotelNowTiers: [] })).toEqual({
      hotelNowTiers: 'hotelNow.tierRequired',
    });
  });

  it('value added: category, both names, validity', () => {
    expect(
      codes({
        kind: 'VALUE_ADDED',
        valueAdded: { category: null, nameId: '', nameEn: 'Breakfast', validity: null },
      }),
    ).toEqual({
      'valueAdded.category': 'required',
      'valueAdded.nameId': 'required',
      'valueAdded.validity': 'required',
    });
  });
});
