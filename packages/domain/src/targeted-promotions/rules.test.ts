import { describe, expect, it } from 'vitest';
import type { AccessHotel } from '../guards.js';
import { priceWithOffers } from '../promotions/pricing.js';
import type { PricingStay } from '../promotions/types.js';
import { offerOfTargeted, type TargetedTerms } from './rules.js';
import { can, targetedAbilities, targetedDenial } from './policy.js';

const terms = (over: Partial<TargetedTerms> = {}): TargetedTerms => ({
  type: 'MEMBER',
  name: 'Member',
  discountPercent: 10,
  bookingPeriod: { start: '2027-01-01', end: '2027-12-31' },
  stayPeriod: { start: '2027-01-01', end: '2027-12-31' },
  ratePlanIds: [2],
  combinable: true,
  targetUsers: 'ALL',
  ...over,
});
const stay = (over: Partial<PricingStay> = {}): PricingStay => ({
  roomId: 1,
  ratePlanId: 2,
  nights: [
    { date: '2027-03-01', rate: 1_000_000 },
    { date: '2027-03-02', rate: 1_000_000 },
  ],
  minSellPrice: 0,
  bookedAt: new Date('2027-02-28T05:00:00Z'),
  platform: 'LOGIN',
  ...over,
});
const discount = (t: TargetedTerms, s: PricingStay) => {
  const offer = offerOfTargeted(1, t);
  return offer ? priceWithOffers(s, [offer]).discountTotal : null;
};

describe('offerOfTargeted', () => {
  it.each([
    ['member, logged in', terms(), stay(), 200_000],
    ['member, not logged in', terms(), stay({ platform: 'NON_LOGIN' }), 0],
    ['corporate, not logged in', terms({ type: 'CORPORATE' }), stay({ platform: 'NON_LOGIN' }), 200_000],
    [
      'corporate for partners, partner booking',
      terms({ type: 'CORPORATE', targetUsers: 'PARTNER_PLATFORMS' }),
      stay({ source: 'PARTNER_PLATFORM' }),
      200_000,
    ],
    [
      'corporate for partners, own platform',
      terms({ type: 'CORPORATE', targetUsers: 'PARTNER_PLATFORMS' }),
      stay({ source: 'OWN_PLATFORM' }),
      0,
    ],
    ['own platform only, no source', terms({ targetUsers: 'OWN_PLATFORM' }), stay(), 200_000],
    ['a blackout night', terms({ blackoutDates: ['2027-03-02'] }), stay(), 100_000],
    ['no discount yet', terms({ discountPercent: null }), stay(), null],
  ] as const)('%s', (_name, t, s, expected) => {
    expect(discount(t, s)).toBe(expected);
  });

  it('names its offer targeted:<id> with the kind of its type', () => {
    expect(offerOfTargeted(4, terms())).toMatchObject({ id: 'targeted:4', kind: 'TARGETED' });
    expect(offerOfTargeted(5, terms({ type: 'CORPORATE' }))).toMatchObject({ kind: 'CORPORATE' });
  });
});

describe('targetedPolicy', () => {
  const hotel: AccessHotel = {
    activeStatus: 2,
    rateModel: 'DAILY',
    vendor: null,
    vendorSkipPriceValidation: false,
    accommodationType: 'HOTEL',
    features: [485, 483],
    registrationStep: null,
  };
  it.each([
    ['an administrator edits but may not set target users', [7], [], true, false],
    ['a market manager staff member may set them', [4], [20], true, true],
    ['finance may not', [13], [], false, false],
  ] as const)('%s', (_name, roles, staffRoles, edit, target) => {
    const access = { roles, staffRoles, hotel };
    expect(can(access, 'targeted.edit')).toBe(edit);
    expect(can(access, 'targeted.targetUsers')).toBe(target);
  });

  it('denies a vendor property without the price-validation skip', () => {
    const access = { roles: [7], staffRoles: [], hotel: { ...hotel, vendor: 'SiteMinder' } };
    expect(targetedDenial(access, 'targeted.read')).toBe('VENDOR_PRICE_VALIDATION');
    expect(targetedAbilities(access)['targeted.read']).toBe(false);
  });
});
