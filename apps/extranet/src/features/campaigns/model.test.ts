import { describe, expect, it } from 'vitest';
import {
  acceptedRatePlans,
  campaignFieldOf,
  choiceSummary,
  emptyCampaign,
  toCampaignInput,
  validateCampaignValues,
  validateJoinValues,
  valuesFromCampaign,
  type HotelCampaignDetail,
} from './model';

const TODAY = '2027-02-27';

const filled = () => ({
  ...emptyCampaign(),
  name: 'Gebyar',
  descriptionId: 'Kampanye.',
  descriptionEn: 'Campaign.',
  participationPeriod: { start: '2027-03-01', end: '2027-03-10' },
  bookingPeriod: { start: '2027-03-05', end: '2027-03-31' },
  stayPeriod: { start: '2027-03-15', end: '2027-04-30' },
});

const detail = (policy: 'FOLLOW_RATE_PLAN' | 'NON_REFUNDABLE'): HotelCampaignDetail => ({
  campaign: {
    ...toCampaignInput(filled()),
    campaignId: 1,
    status: 'ACTIVE',
    phase: 'OPEN',
    bookingPeriod: filled().bookingPeriod,
    stayPeriod: filled().stayPeriod,
    participationPeriod: filled().participationPeriod,
    blackoutDates: [],
    minDiscountPercent: 10,
    minStay: null,
    cancellationPolicy: policy,
    participants: 0,
    createdAt: '2027-02-20T00:00:00.000Z',
    updatedAt: '2027-02-20T00:00:00.000Z',
  },
  participation: null,
  performance: { bookings: 0, roomNights: 0, revenue: 0 },
  rooms: [
    { roomId: 1, name: 'Deluxe' },
    { roomId: 2, name: 'Suite' },
  ],
  ratePlans: [
    { ratePlanId: 10, name: 'Room Only', roomIds: [1, 2], nonRefundable: false },
    { ratePlanId: 11, name: 'Saver', roomIds: [1], nonRefundable: true },
  ],
  abilities: { 'campaign.read': true, 'campaign.join': true },
});

describe('campaign form', () => {
  it('a filled form is valid and round-trips through its body', () => {
    expect(validateCampaignValues(filled(), TODAY)).toEqual([]);
    const input = toCampaignInput({ ...filled(), blackoutDates: ['2027-04-01', '2027-04-02'] });
    expect(input.blackoutDates).toEqual(['2027-04-01', '2027-04-02']);
    expect(input.earlyAccessHours).toEqual({ GOLD: 0, PLATINUM: 0, DIAMOND: 0 });
  });

  it.each([
    [
      'participation ending after the stay',
      { participationPeriod: { start: '2027-03-01', end: '2027-05-01' } },
      'participationPeriod.end',
      'campaign.participationAfterStay',
    ],
    ['no platform', { platforms: [] }, 'platforms', 'promotion.platformRequired'],
    ['minimum discount 0', { minDiscountPercent: 0 }, 'minDiscountPercent', 'min_float'],
    [
      'diamond below platinum',
      { earlyAccessHours: { GOLD: 0, PLATINUM: 48, DIAMOND: 24 } },
      'earlyAccessHours.DIAMOND',
      'campaign.earlyAccessOrder',
    ],
    ['a bad blackout date', { blackoutDates: ['2027-02-30'] }, 'blackoutDates', 'date.invalid'],
    [
      'more than 30 blackout dates in a year',
      { blackoutDates: Array.from({ length: 31 }, (_, i) => `2027-05-${String(i + 1).padStart(2, '0')}`) },
      'blackoutDates',
      'blackout.tooMany',
    ],
    [
      'a booking period over',
      { bookingPeriod: { start: '2027-02-01', end: '2027-02-10' } },
      'bookingPeriod.end',
      'date.beforeToday',
    ],
  ] as const)('%s: %s is %s', (_name, over, field, code) => {
    const errors = validateCampaignValues({ ...filled(), ...over } as ReturnType<typeof filled>, TODAY);
    expect(errors.find((e) => e.field === field)?.code).toBe(code);
  });

  it('maps server fields onto the form', () => {
    expect(campaignFieldOf('blackoutDates.3')).toBe('blackoutDates');
    expect(campaignFieldOf('stayPeriod')).toBe('stayPeriod.end');
    expect(campaignFieldOf('name')).toBe('name');
  });

  it('fills the form from a campaign', () => {
    const c = detail('FOLLOW_RATE_PLAN').campaign;
    expect(valuesFromCampaign({ ...c, blackoutDates: ['2027-04-01'] }).blackoutDates).toEqual(['2027-04-01']);
  });
});

describe('join form', () => {
  it.each([
    [
      { discountPercent: 9, roomIds: [1], ratePlanIds: [10] },
      'FOLLOW_RATE_PLAN',
      { discountPercent: 'campaign.discountBelowMin' },
    ],
    [
      { discountPercent: 10, roomIds: [], ratePlanIds: [10] },
      'FOLLOW_RATE_PLAN',
      { roomIds: 'campaign.roomRequired' },
    ],
    [
      { discountPercent: 10, roomIds: [2], ratePlanIds: [11] },
      'FOLLOW_RATE_PLAN',
      { ratePlanIds: 'campaign.ratePlanNotForRooms' },
    ],
    [
      { discountPercent: 10, roomIds: [1], ratePlanIds: [10] },
      'NON_REFUNDABLE',
      { ratePlanIds: 'campaign.nonRefundableOnly' },
    ],
    [
      { discountPercent: 10, roomIds: [9], ratePlanIds: [10] },
      'FOLLOW_RATE_PLAN',
      { roomIds: 'campaign.notOffered', ratePlanIds: 'campaign.ratePlanNotForRooms' },
    ],
    [{ discountPercent: 25, roomIds: [1, 2], ratePlanIds: [10, 11] }, 'FOLLOW_RATE_PLAN', {}],
  ] as const)('%j under %s gives %j', (values, policy, expected) => {
    const errors = validateJoinValues(
      {
        discountPercent: values.discountPercent,
        roomIds: [...values.roomIds],
        ratePlanIds: [...values.ratePlanIds],
      },
      detail(policy),
    );
    expect(Object.fromEntries(errors.map((e) => [e.field, e.code]))).toEqual(expected);
  });

  it('offers only non-refundable rate plans when the campaign asks for them', () => {
    expect(acceptedRatePlans(detail('NON_REFUNDABLE')).map((p) => p.ratePlanId)).toEqual([11]);
    expect(acceptedRatePlans(detail('FOLLOW_RATE_PLAN')).map((p) => p.ratePlanId)).toEqual([10, 11]);
  });

  it('names the chosen rooms and rate plans', () => {
    const d = detail('FOLLOW_RATE_PLAN');
    expect(choiceSummary({ roomIds: [2, 1, 99], ratePlanIds: [11] }, d.rooms, d.ratePlans)).toEqual({
      rooms: 'Suite, Deluxe',
      ratePlans: 'Saver',
    });
  });
});
