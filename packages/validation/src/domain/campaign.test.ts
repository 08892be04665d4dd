import { describe, expect, it } from 'vitest';
import { validateCampaign, validateCampaignParticipation, type CampaignFormInput } from './campaign.js';

const TODAY = '2027-02-27';
const valid = (): CampaignFormInput => ({
  name: 'Gebyar',
  descriptionId: 'Kampanye.',
  descriptionEn: 'Campaign.',
  bookingPeriod: { start: '2027-03-01', end: '2027-03-31' },
  stayPeriod: { start: '2027-03-10', end: '2027-04-30' },
  participationPeriod: { start: '2027-02-27', end: '2027-03-15' },
  blackoutDates: [],
  platforms: ['LOGIN'],
  minDiscountPercent: 10,
  minStay: null,
  cancellationPolicy: 'FOLLOW_RATE_PLAN',
  earlyAccessHours: { GOLD: 0, PLATINUM: 24, DIAMOND: 24 },
});
const codes = (errors: { field: string; code: string }[]) => errors.map((e) => [e.field, e.code]);

describe('validateCampaign', () => {
  it.each<[string, Partial<CampaignFormInput>, [string, string][]]>([
    ['valid', {}, []],
    [
      'no descriptions',
      { descriptionId: '', descriptionEn: '' },
      [
        ['descriptionId', 'required'],
        ['descriptionEn', 'required'],
      ],
    ],
    [
      'participation after the stay',
      { participationPeriod: { start: '2027-03-01', end: '2027-05-01' } },
      [['participationPeriod.end', 'campaign.participationAfterStay']],
    ],
    [
      'a stay over',
      { stayPeriod: { start: '2027-01-01', end: '2027-02-01' } },
      [
        ['stayPeriod.end', 'date.beforeToday'],
        ['participationPeriod.end', 'campaign.participationAfterStay'],
      ],
    ],
    ['no cancellation policy', { cancellationPolicy: 'FREE' }, [['cancellationPolicy', 'required']]],
    [
      'early access too long',
      { earlyAccessHours: { GOLD: 0, PLATINUM: 0, DIAMOND: 721 } },
      [['earlyAccessHours.DIAMOND', 'max_float']],
    ],
    [
      'gold above platinum',
      { earlyAccessHours: { GOLD: 30, PLATINUM: 24, DIAMOND: 24 } },
      [['earlyAccessHours.PLATINUM', 'campaign.earlyAccessOrder']],
    ],
    ['a minimum stay of 0', { minStay: 0 }, [['minStay', 'min_float']]],
  ])('%s', (_name, over, expected) => {
    expect(codes(validateCampaign({ ...valid(), ...over }, { today: TODAY }))).toEqual(expected);
  });
});

describe('validateCampaignParticipation', () => {
  const offered = {
    roomIds: [1, 2],
    ratePlans: [
      { ratePlanId: 10, roomIds: [1, 2], nonRefundable: false },
      { ratePlanId: 11, roomIds: [1], nonRefundable: true },
    ],
  };
  const campaign = { minDiscountPercent: 10, cancellationPolicy: 'FOLLOW_RATE_PLAN' };
  it.each<[object, typeof campaign, [string, string][]]>([
    [{ discountPercent: 10, roomIds: [1], ratePlanIds: [10, 11] }, campaign, []],
    [
      { discountPercent: null, roomIds: [], ratePlanIds: [] },
      campaign,
      [
        ['discountPercent', 'required'],
        ['roomIds', 'campaign.roomRequired'],
        ['ratePlanIds', 'promotion.ratePlanRequired'],
      ],
    ],
    [{ discountPercent: 101, roomIds: [1], ratePlanIds: [10] }, campaign, [['discountPercent', 'max_float']]],
    [{ discountPercent: 12.5, roomIds: [1], ratePlanIds: [10] }, campaign, [['discountPercent', 'integer']]],
    [
      { discountPercent: 10, roomIds: [2], ratePlanIds: [11] },
      campaign,
      [['ratePlanIds', 'campaign.ratePlanNotForRooms']],
    ],
    [
      { discountPercent: 10, roomIds: [1], ratePlanIds: [10] },
      { ...campaign, cancellationPolicy: 'NON_REFUNDABLE' },
      [['ratePlanIds', 'campaign.nonRefundableOnly']],
    ],
  ])('%j under %j', (input, c, expected) => {
    expect(codes(validateCampaignParticipation(input as never, c, offered))).toEqual(expected);
  });
});
