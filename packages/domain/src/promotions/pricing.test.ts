import { describe, expect, it } from 'vitest';
import { priceWithOffers, lowestNightPrice, freeNightsEarned } from './pricing.js';
import type { Offer, PricingStay } from './types.js';

// 2027-03-10 10:00 WIB, a Wednesday.
const BOOKED = new Date('2027-03-10T03:00:00Z');

function stay(rates: number[], over: Partial<PricingStay> = {}): PricingStay {
  return {
    roomId: 1,
    ratePlanId: 10,
    nights: rates.map((rate, i) => ({
      date: new Date(Date.parse('2027-04-01T00:00:00Z') + i * 86_400_000).toISOString().slice(0, 10),
      rate,
    })),
    minSellPrice: 0,
    bookedAt: BOOKED,
    platform: 'LOGIN',
    ...over,
  };
}

const regular = (id: string, percent: number, over: Partial<Offer> = {}): Offer =>
  ({
    id,
    name: id,
    kind: 'REGULAR',
    discountType: 'PERCENT',
    tiers: [{ minNights: 1, value: percent }],
    combinable: true,
    ...over,
  }) as Offer;

describe('priceWithOffers', () => {
  it('without offers the price is the base plus extras', () => {
    const r = priceWithOffers(stay([100_000, 120_000], { extras: 5_000 }), []);
    expect(r).toMatchObject({ baseTotal: 220_000, total: 225_000, strategy: 'NONE', applied: [] });
  });

  it('a 20 % regular offer takes 20 % off every covered night', () => {
    const r = priceWithOffers(stay([100_000, 100_000]), [regular('a', 20)]);
    expect(r.total).toBe(160_000);
    expect(r.applied).toMatchObject([{ offerId: 'a', amount: 40_000, value: 20 }]);
  });

  it.each([
    ['stay period excludes the nights', { stayPeriod: { start: '2027-05-01', end: null } }, 200_000],
    ['booking period is over', { bookingPeriod: { start: null, end: '2027-03-09' } }, 200_000],
    ['booking period holds today', { bookingPeriod: { start: '2027-03-10', end: '2027-03-10' } }, 160_000],
    ['minimum stay not reached', { minStay: 3 }, 200_000],
    ['other platform', { platforms: ['NON_LOGIN'] }, 200_000],
    ['other room', { roomIds: [2] }, 200_000],
    ['other rate plan', { ratePlanIds: [11] }, 200_000],
    ['one blackout night', { blackoutDates: ['2027-04-02'] }, 180_000],
    // 2027-04-01 is a Thursday (4).
    ['only Thursdays', { stayDays: [4] }, 180_000],
    ['booked on a Wednesday', { bookingDays: [3] }, 160_000],
    ['booked outside the hours', { bookingTime: { start: '12:00', end: '18:00' } }, 200_000],
    ['hours across midnight', { bookingTime: { start: '22:00', end: '11:00' } }, 160_000],
  ])('%s', (_label, over, total) => {
    expect(priceWithOffers(stay([100_000, 100_000]), [regular('a', 20, over as Partial<Offer>)]).total).toBe(
      total,
    );
  });

  it('tiers: the highest tier the stay reaches', () => {
    const tiered = regular('t', 0, {
      tiers: [
        { minNights: 1, value: 5 },
        { minNights: 3, value: 15 },
      ],
    } as Partial<Offer>);
    expect(priceWithOffers(stay([100_000, 100_000]), [tiered]).total).toBe(190_000);
    expect(priceWithOffers(stay([100_000, 100_000, 100_000]), [tiered]).total).toBe(255_000);
  });

  it('fixed amounts come before percentages in the stack', () => {
    const fixed = regular('f', 0, {
      discountType: 'FIXED',
      tiers: [{ minNights: 1, value: 10_000 }],
    } as Partial<Offer>);
    const r = priceWithOffers(stay([100_000]), [regular('p', 10), fixed]);
    expect(r.applied.map((a) => [a.offerId, a.amount])).toEqual([
      ['f', 10_000],
      ['p', 9_000],
    ]);
    expect(r.total).toBe(81_000);
  });

  it('a non-combinable offer competes: the best for the guest wins', () => {
    const alone = regular('big', 30, { combinable: false });
    const r = priceWithOffers(stay([100_000]), [regular('a', 10), regular('b', 10), alone]);
    expect(r.strategy).toBe('SINGLE');
    expect(r.total).toBe(70_000);
    const r2 = priceWithOffers(stay([100_000]), [regular('a', 20), regular('b', 20), alone]);
    expect(r2.strategy).toBe('STACKED');
    expect(r2.total).toBe(64_000);
    expect(r2.eligible.map((e) => [e.offerId, e.alone])).toEqual([
      ['a', 20_000],
      ['b', 20_000],
      ['big', 30_000],
    ]);
  });

  it('free nights: the cheapest covered nights, accumulating up to the maximum', () => {
    const free: Offer = {
      id: 'fn',
      name: 'fn',
      kind: 'FREE_NIGHT',
      minNights: 3,
      freeNights: 1,
      maxFreeNights: 1,
      accumulation: true,
      combinable: true,
    };
    const r = priceWithOffers(stay([100_000, 80_000, 90_000, 100_000, 100_000, 100_000]), [free]);
    expect(r.applied[0]?.nights).toEqual([{ date: '2027-04-02', amount: 80_000 }]);
    expect(freeNightsEarned({ ...free, maxFreeNights: null }, 7)).toBe(2);
    expect(freeNightsEarned({ ...free, accumulation: false, maxFreeNights: null }, 7)).toBe(1);
    expect(freeNightsEarned(free, 2)).toBe(0);
  });

  it('never below the minimum sell price: the cap gives the rest back', () => {
    const r = priceWithOffers(stay([100_000, 100_000], { minSellPrice: 90_000 }), [regular('a', 20)]);
    expect(r.total).toBe(180_000);
    expect(r.minSellPriceCap).toBe(20_000);
    expect(r.discountTotal).toBe(20_000);
  });

  it('rounds a percent of a night half up to the rupiah', () => {
    expect(priceWithOffers(stay([12_345]), [regular('a', 10)]).total).toBe(12_345 - 1_235);
  });

  it('Hotel Now: the stay of the running night, the largest overlapping tier of all offers', () => {
    // 2027-04-01 20:30 WIB: the night of 2027-04-01 is on sale.
    const at = new Date('2027-04-01T13:30:00Z');
    const hn = (id: string, tiers: { start: string; end: string; percent: number }[]): Offer => ({
      id,
      name: id,
      kind: 'HOTEL_NOW',
      tiers,
      combinable: true,
    });
    const offers = [
      hn('x', [
        { start: '18:00', end: '22:00', percent: 15 },
        { start: '22:00', end: '04:00', percent: 40 },
      ]),
      hn('y', [{ start: '18:00', end: '04:00', percent: 25 }]),
    ];
    const r = priceWithOffers(stay([100_000, 100_000], { bookedAt: at }), offers);
    expect(r.applied).toMatchObject([{ offerId: 'y', value: 25, amount: 25_000 }]);
    const late = priceWithOffers(stay([100_000], { bookedAt: new Date('2027-04-01T17:00:00Z') }), offers);
    expect(late.applied).toMatchObject([{ offerId: 'x', value: 40 }]);
    expect(priceWithOffers(stay([100_000]), offers).applied).toEqual([]);
  });

  it('campaign early access opens the booking period earlier for the tier', () => {
    const campaign: Offer = {
      id: 'c',
      name: 'c',
      kind: 'CAMPAIGN',
      percent: 10,
      bookingPeriod: { start: '2027-03-11', end: null },
      earlyAccessHours: { DIAMOND: 24, GOLD: 6 },
      combinable: true,
    };
    expect(priceWithOffers(stay([100_000]), [campaign]).total).toBe(100_000);
    expect(priceWithOffers(stay([100_000], { rewardsTier: 'GOLD' }), [campaign]).total).toBe(100_000);
    expect(priceWithOffers(stay([100_000], { rewardsTier: 'DIAMOND' }), [campaign]).total).toBe(90_000);
  });

  it('targeted deals by target users; loyalty for members only, last in the stack', () => {
    const corp: Offer = {
      id: 'k',
      name: 'k',
      kind: 'CORPORATE',
      percent: 10,
      targetUsers: 'PARTNER_PLATFORMS',
      combinable: true,
    };
    const loyalty: Offer = { id: 'l', name: 'l', kind: 'LOYALTY', percent: 10, combinable: true };
    expect(priceWithOffers(stay([100_000]), [corp, loyalty]).total).toBe(100_000);
    const r = priceWithOffers(stay([100_000], { source: 'PARTNER_PLATFORM', loyaltyMember: true }), [
      loyalty,
      corp,
    ]);
    expect(r.applied.map((a) => a.offerId)).toEqual(['k', 'l']);
    expect(r.total).toBe(81_000);
  });

  it('value added: listed, no price change', () => {
    const va: Offer = {
      id: 'v',
      name: 'Breakfast',
      kind: 'VALUE_ADDED',
      category: 'MEAL',
      names: { id: 'Sarapan', en: 'Breakfast' },
      validity: 'EVERY_NIGHT',
      combinable: false,
    };
    const r = priceWithOffers(stay([100_000, 100_000]), [va, regular('a', 10)]);
    expect(r.total).toBe(180_000);
    expect(r.valueAdded).toMatchObject([{ offerId: 'v', times: 2, category: 'MEAL' }]);
  });

  it('lowestNightPrice: the save-time check of each kind', () => {
    expect(lowestNightPrice(regular('a', 20), 100_000)).toBe(80_000);
    expect(
      lowestNightPrice(
        {
          id: 'f',
          name: 'f',
          kind: 'FREE_NIGHT',
          minNights: 4,
          freeNights: 1,
          maxFreeNights: null,
          accumulation: false,
          combinable: true,
        },
        100_000,
      ),
    ).toBe(75_000);
  });
});
