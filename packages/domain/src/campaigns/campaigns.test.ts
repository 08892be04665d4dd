import { describe, expect, it } from 'vitest';
import { priceWithOffers } from '../promotions/pricing.js';
import {
  campaignIdOf,
  campaignOfferId,
  campaignPhase,
  offerOfCampaign,
  type CampaignTerms,
} from './campaigns.js';
import { campaignsDenial } from './policy.js';

const terms = (over: Partial<CampaignTerms> = {}): CampaignTerms => ({
  campaignId: 4,
  name: 'Gebyar',
  status: 'ACTIVE',
  bookingPeriod: { start: '2027-03-03', end: '2027-03-31' },
  stayPeriod: { start: '2027-04-01', end: '2027-04-30' },
  participationPeriod: { start: '2027-02-20', end: '2027-03-10' },
  blackoutDates: ['2027-04-02'],
  platforms: ['LOGIN', 'NON_LOGIN'],
  minStay: null,
  combinable: true,
  earlyAccessHours: { GOLD: 24, PLATINUM: 48, DIAMOND: 72 },
  ...over,
});

describe('campaignPhase', () => {
  it.each([
    ['2027-02-19', 'ACTIVE', 'UPCOMING'],
    ['2027-02-20', 'ACTIVE', 'OPEN'],
    ['2027-03-10', 'ACTIVE', 'OPEN'],
    ['2027-03-11', 'ACTIVE', 'CLOSED'],
    ['2027-04-30', 'ACTIVE', 'CLOSED'],
    ['2027-05-01', 'ACTIVE', 'ENDED'],
    ['2027-03-01', 'INACTIVE', 'INACTIVE'],
  ] as const)('on %s a %s campaign is %s', (today, status, phase) => {
    expect(campaignPhase(terms({ status }), today)).toBe(phase);
  });
});

describe('offerOfCampaign', () => {
  const choice = { discountPercent: 15, roomIds: [1], ratePlanIds: [10] };
  const stay = (bookedAt: string, rewardsTier: 'GOLD' | 'PLATINUM' | 'DIAMOND' | null = null) => ({
    roomId: 1,
    ratePlanId: 10,
    nights: [
      { date: '2027-04-01', rate: 1_000_000 },
      { date: '2027-04-02', rate: 1_000_000 },
    ],
    minSellPrice: 0,
    bookedAt: new Date(bookedAt),
    platform: 'LOGIN' as const,
    rewardsTier,
  });

  it('ids round-trip', () => {
    expect(campaignIdOf(campaignOfferId(12))).toBe(12);
    expect(campaignIdOf('deal:12')).toBeNull();
  });

  it('is none when switched off or nothing is chosen', () => {
    expect(offerOfCampaign(terms({ status: 'INACTIVE' }), choice)).toBeNull();
    expect(offerOfCampaign(terms(), { ...choice, roomIds: [] })).toBeNull();
  });

  it("takes the property's percent off the covered nights (not the blackout date), from the booking period on", () => {
    const offer = offerOfCampaign(terms(), choice)!;
    // 2027-03-03 10:00 WIB: open for everyone.
    const open = priceWithOffers(stay('2027-03-03T03:00:00Z'), [offer]);
    expect(open.applied).toEqual([
      expect.objectContaining({ offerId: 'campaign:4', kind: 'CAMPAIGN', amount: 150_000 }),
    ]);
    // Another room: not in the participation.
    expect(priceWithOffers({ ...stay('2027-03-03T03:00:00Z'), roomId: 2 }, [offer]).applied).toEqual([]);
  });

  it.each([
    [null, false],
    ['GOLD', false],
    ['PLATINUM', true],
    ['DIAMOND', true],
  ] as const)('two days before the booking period, a %s guest gets it: %s', (tier, applies) => {
    const offer = offerOfCampaign(terms(), choice)!;
    // 2027-03-01 10:00 WIB, 48 hours before the booking period opens.
    const result = priceWithOffers(stay('2027-03-01T03:00:00Z', tier), [offer]);
    expect(result.applied.length > 0).toBe(applies);
  });
});

describe('campaignsDenial', () => {
  const hotel = {
    hotelId: 1,
    accommodationType: 'HOTEL' as const,
    activeStatus: 2,
    rateModel: 'DAILY' as const,
    vendor: null,
    vendorSkipPriceValidation: false,
    registerFormType: null,
    features: [],
    registrationStep: null,
  };
  it.each([
    [[7], hotel, 'campaign.join', null],
    [[7], { ...hotel, activeStatus: 1 }, 'campaign.join', 'NOT_APPROVE_ONLINE'],
    [[7], { ...hotel, activeStatus: 1 }, 'campaign.read', null],
    [[7], { ...hotel, vendor: 'SiteMinder' }, 'campaign.read', 'VENDOR_PRICE_VALIDATION'],
    [[13], hotel, 'campaign.read', 'FORBIDDEN'],
    [[7], hotel, 'campaign.manage', 'FORBIDDEN'],
  ] as const)('roles %j at %j: %s is %s', (roles, h, action, denial) => {
    expect(campaignsDenial({ roles, staffRoles: [], hotel: h }, action)).toBe(denial);
  });

  it('market managers manage campaigns', () => {
    expect(campaignsDenial({ roles: [], staffRoles: [20], hotel: null }, 'campaign.manage')).toBeNull();
  });
});
