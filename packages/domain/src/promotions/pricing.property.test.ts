/** Properties of the pricing function (fast-check): they hold for any stay and any offers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nightsFloor, priceWithOffers } from './pricing.js';
import type { Offer, PricingStay } from './types.js';

const START = Date.parse('2027-04-01T00:00:00Z');
const dateAt = (i: number) => new Date(START + i * 86_400_000).toISOString().slice(0, 10);

const stayArb: fc.Arbitrary<PricingStay> = fc
  .record({
    rates: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 10 }),
    extras: fc.integer({ min: 0, max: 500_000 }),
    minSellPrice: fc.integer({ min: 0, max: 3_000_000 }),
    // Between 2027-03-31 00:00 and 2027-04-02 00:00 UTC, so Hotel Now windows come up.
    bookedAt: fc.integer({ min: START - 86_400_000, max: START + 86_400_000 }).map((t) => new Date(t)),
    platform: fc.constantFrom('LOGIN' as const, 'NON_LOGIN' as const),
    loyaltyMember: fc.boolean(),
    rewardsTier: fc.constantFrom(null, 'GOLD' as const, 'PLATINUM' as const, 'DIAMOND' as const),
  })
  .map((r) => ({
    roomId: 1,
    ratePlanId: 1,
    nights: r.rates.map((rate, i) => ({ date: dateAt(i), rate })),
    extras: r.extras,
    minSellPrice: r.minSellPrice,
    bookedAt: r.bookedAt,
    platform: r.platform,
    loyaltyMember: r.loyaltyMember,
    rewardsTier: r.rewardsTier,
  }));

const common = {
  combinable: fc.boolean(),
  stayPeriod: fc.option(
    fc.record({ start: fc.integer({ min: 0, max: 9 }).map(dateAt), end: fc.constant(null) }),
    { nil: null },
  ),
  minStay: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  blackoutDates: fc.array(fc.integer({ min: 0, max: 9 }).map(dateAt), { maxLength: 3 }),
};
const hotelNowTier = fc.constantFrom('18:00', '20:00', '22:00', '00:00', '02:00').chain((start) =>
  fc.record({
    start: fc.constant(start),
    end: fc.constantFrom('20:00', '22:00', '00:00', '02:00', '04:00'),
    percent: fc.integer({ min: 1, max: 90 }),
  }),
);

const offerArb = (id: string): fc.Arbitrary<Offer> =>
  fc
    .oneof(
      fc.record({
        ...common,
        kind: fc.constant('REGULAR' as const),
        discountType: fc.constantFrom('PERCENT' as const, 'FIXED' as const),
        tiers: fc.array(
          fc.record({ minNights: fc.integer({ min: 1, max: 5 }), value: fc.integer({ min: 0, max: 100 }) }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      fc.record({
        ...common,
        kind: fc.constant('FREE_NIGHT' as const),
        minNights: fc.integer({ min: 2, max: 5 }),
        freeNights: fc.integer({ min: 1, max: 2 }),
        maxFreeNights: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
        accumulation: fc.boolean(),
      }),
      fc.record({
        ...common,
        kind: fc.constant('HOTEL_NOW' as const),
        tiers: fc.array(hotelNowTier, { minLength: 1, maxLength: 3 }),
      }),
      fc.record({
        ...common,
        kind: fc.constantFrom('CAMPAIGN' as const, 'LOYALTY' as const),
        percent: fc.integer({ min: 0, max: 100 }),
      }),
    )
    .map((o) => ({ ...o, id, name: id }) as Offer);

const offersArb = fc
  .integer({ min: 0, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => offerArb(`o${i}`))));

describe('priceWithOffers properties', () => {
  it('never below the minimum sell price (or the base when lower)', () => {
    fc.assert(
      fc.property(stayArb, offersArb, (stay, offers) => {
        const r = priceWithOffers(stay, offers);
        expect(r.total - r.extras).toBeGreaterThanOrEqual(nightsFloor(stay));
        expect(r.total).toBeLessThanOrEqual(r.baseTotal + r.extras);
      }),
    );
  });

  it('equals the sum of its breakdown', () => {
    fc.assert(
      fc.property(stayArb, offersArb, (stay, offers) => {
        const r = priceWithOffers(stay, offers);
        const lines = r.applied.reduce((s, a) => s + a.amount, 0);
        expect(r.total).toBe(r.baseTotal - lines + r.minSellPriceCap + r.extras);
        for (const a of r.applied) expect(a.amount).toBe(a.nights.reduce((s, n) => s + n.amount, 0));
        expect(r.nights.reduce((s, n) => s + n.price, 0) + r.minSellPriceCap + r.extras).toBe(r.total);
      }),
    );
  });

  it('adding a combinable discount never increases the price', () => {
    fc.assert(
      fc.property(stayArb, offersArb, offerArb('extra'), (stay, offers, extra) => {
        const before = priceWithOffers(stay, offers).total;
        const after = priceWithOffers(stay, [...offers, { ...extra, combinable: true }]).total;
        expect(after).toBeLessThanOrEqual(before);
      }),
    );
  });

  it('Hotel Now takes the largest overlapping discount', () => {
    const hn = fc
      .array(hotelNowTier, { minLength: 1, maxLength: 3 })
      .map((tiers): Offer => ({ id: '', name: '', kind: 'HOTEL_NOW', tiers, combinable: true }));
    fc.assert(
      fc.property(stayArb, fc.array(hn, { minLength: 1, maxLength: 4 }), (stay, raw) => {
        const offers = raw.map((o, i) => ({ ...o, id: `h${i}`, name: `h${i}` }));
        const r = priceWithOffers({ ...stay, minSellPrice: 0 }, offers);
        const line = r.applied.filter((a) => a.kind === 'HOTEL_NOW');
        expect(line.length).toBeLessThanOrEqual(1);
        const minutes = new Date(stay.bookedAt.getTime() + 7 * 3_600_000);
        const m = minutes.getUTCHours() * 60 + minutes.getUTCMinutes();
        const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
        const holds = (t: { start: string; end: string }) => {
          const s = toMin(t.start);
          const e = toMin(t.end);
          return s === e || (s < e ? m >= s && m < e : m >= s || m < e);
        };
        const overlapping = offers.flatMap((o) => (o.kind === 'HOTEL_NOW' ? o.tiers : [])).filter(holds);
        const largest = Math.max(...overlapping.map((t) => t.percent));
        if (line[0]) expect(line[0].value).toBe(largest);
        const chosen = r.eligible.filter((e) => e.kind === 'HOTEL_NOW');
        expect(chosen.length).toBeLessThanOrEqual(1);
        const offer = offers.find((o) => o.id === chosen[0]?.offerId);
        if (offer?.kind === 'HOTEL_NOW')
          expect(Math.max(...offer.tiers.filter(holds).map((t) => t.percent))).toBe(largest);
      }),
    );
  });
});
