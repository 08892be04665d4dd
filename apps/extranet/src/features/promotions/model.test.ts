import { describe, expect, it } from 'vitest';
import {
  dealFieldOf,
  dealFormFieldOf,
  dealState,
  emptyDeal,
  previewOf,
  PREVIEW_OFFER_ID,
  sampleStayDefaults,
  toDealInput,
  validateDealValues,
  valuesFromDeal,
  type Deal,
  type DealValues,
  type OtherOffer,
} from './model';

const TODAY = '2027-03-10';

function values(over: Partial<DealValues> = {}): DealValues {
  return {
    ...emptyDeal('REGULAR'),
    name: 'Early bird',
    ratePlanIds: [10],
    bookingPeriod: { start: TODAY, end: '2027-03-31' },
    stayPeriod: { start: '2027-04-01', end: '2027-04-30' },
    tiers: [{ minNights: 1, value: 20 }],
    ...over,
  };
}

function deal(over: Partial<Deal> = {}): Deal {
  return {
    ...toDealInput(values()),
    dealId: 7,
    status: 'ACTIVE',
    roomIds: [],
    stayDays: [],
    blackoutDates: [],
    minStay: null,
    bookingStartTime: null,
    bookingEndTime: null,
    discountType: 'PERCENT',
    tiers: [{ minNights: 1, value: 10 }],
    freeNight: null,
    hotelNowTiers: [],
    valueAdded: null,
    performance: { bookings: 0, roomNights: 0, revenue: 0 },
    createdAt: '2027-03-01T00:00:00.000Z',
    updatedAt: '2027-03-01T00:00:00.000Z',
    ...over,
  } as Deal;
}

const sample = {
  roomId: 1,
  ratePlanId: 10,
  nights: [
    { date: '2027-04-05', rate: 1_000_000 },
    { date: '2027-04-06', rate: 1_000_000 },
  ],
  minSellPrice: 0,
  commission: 15,
  platform: 'LOGIN' as const,
  bookedAt: new Date('2027-03-10T03:00:00Z'),
};

describe('the deal form', () => {
  it('sends only the kind terms, empty periods as null, blackout dates as a list', () => {
    const input = toDealInput(
      values({ blackoutDates: ['2027-04-02', '2027-04-03'], stayPeriod: { start: '', end: '' } }),
    );
    expect(input).toMatchObject({
      kind: 'REGULAR',
      blackoutDates: ['2027-04-02', '2027-04-03'],
      stayPeriod: { start: null, end: null },
      freeNight: null,
      hotelNowTiers: [],
      valueAdded: null,
    });
    expect(valuesFromDeal(deal()).tiers).toEqual([{ minNights: 1, value: 10 }]);
    expect(valuesFromDeal(deal({ blackoutDates: ['2027-04-02'] })).blackoutDates).toEqual(['2027-04-02']);
  });

  it('follows the rate plan cancellation policy unless the promotion sets its own', () => {
    expect(toDealInput(values()).cancellationPolicy).toBeNull();
    const own = toDealInput(
      values({
        cancellation: {
          policy: 'CUSTOM',
          daysBefore: 3,
          chargeType: 'NIGHTS',
          percentage: 50,
          nights: 1,
          noShow: 'FULL_STAY',
        },
      }),
    ).cancellationPolicy;
    expect(own).toEqual({
      enabled: true,
      policy: 'CUSTOM',
      daysBefore: 3,
      chargeType: 'NIGHTS',
      percentage: null,
      nights: 1,
      noShow: 'FULL_STAY',
    });
    expect(valuesFromDeal(deal({ cancellationPolicy: own ?? null })).cancellation.policy).toBe('CUSTOM');
    expect(valuesFromDeal(deal({ cancellationPolicy: null })).cancellation.policy).toBe('RATE_PLAN');
    const errors = validateDealValues(
      values({ cancellation: { ...values().cancellation, policy: 'FREE', daysBefore: null } }),
      TODAY,
    );
    expect(errors.map((e) => e.field)).toEqual(['cancellation.daysBefore']);
  });

  it('runs the server rules on the form fields', () => {
    expect(validateDealValues(values(), TODAY)).toEqual([]);
    const fields = validateDealValues(values({ ratePlanIds: [], blackoutDates: ['2027-13-01'] }), TODAY).map(
      (e) => [e.field, e.code],
    );
    expect(fields).toEqual([
      ['ratePlanIds', 'promotion.ratePlanRequired'],
      ['blackoutDates', 'date.invalid'],
    ]);
    expect(dealFieldOf('stayPeriod')).toBe('stayPeriod.end');
  });

  it.each([
    [{ status: 'INACTIVE' as const }, 'INACTIVE'],
    [{ bookingPeriod: { start: '2027-03-01', end: '2027-03-09' } }, 'ENDED'],
    [{ bookingPeriod: { start: '2027-03-11', end: '2027-03-20' } }, 'UPCOMING'],
    [{}, 'RUNNING'],
  ])('state %o is %s', (over, state) => {
    expect(dealState(deal(over), TODAY)).toBe(state);
  });
});

describe('the preview', () => {
  it('prices the edited deal with the other active ones: guest pays, commission, you receive', () => {
    const p = previewOf(values(), null, { deals: [deal()], other: [] }, sample);
    // 20 % then 10 % on what is left: 1,000,000 -> 800,000 -> 720,000 a night.
    expect(p.guestPays).toBe(1_440_000);
    expect(p.commission).toBe(216_000);
    expect(p.youReceive).toBe(1_224_000);
    expect(p.thisApplies).toBe(true);
    expect(p.warn).toBe(false);
  });

  it('the edited deal replaces its stored self; a non-combinable one competes; the warning threshold', () => {
    expect(previewOf(values(), 7, { deals: [deal()], other: [] }, sample).guestPays).toBe(1_600_000);
    const competing = previewOf(values({ combinable: false }), null, { deals: [deal()], other: [] }, sample);
    expect(competing.guestPays).toBe(1_600_000);
    expect(competing.result.strategy).toBe('SINGLE');
    const deep = previewOf(
      values({ tiers: [{ minNights: 1, value: 60 }] }),
      null,
      { deals: [], other: [] },
      sample,
    );
    expect(deep.warn).toBe(true);
    expect(
      previewOf(values({ tiers: [{ minNights: 1, value: 60 }] }), null, { deals: [], other: [] }, sample, 70)
        .warn,
    ).toBe(false);
  });

  /** An offer beside the deals as the server lists it (GET .../deals/other-offers). */
  const other = (over: Partial<OtherOffer>): OtherOffer => ({
    id: 'campaign:1',
    kind: 'CAMPAIGN',
    name: 'Payday',
    percent: 10,
    combinable: true,
    bookingPeriod: null,
    stayPeriod: { start: '2027-04-01', end: '2027-04-30' },
    blackoutDates: null,
    minStay: null,
    platforms: null,
    roomIds: [1],
    ratePlanIds: [10],
    targetUsers: null,
    earlyAccessHours: null,
    ...over,
  });

  it("stacks the property's campaigns, member deals and loyalty discount as the quote does, for the guest chosen", () => {
    const offers = [
      other({}),
      other({
        id: 'targeted:4',
        kind: 'TARGETED',
        name: 'Members',
        percent: 5,
        platforms: ['LOGIN'],
        targetUsers: 'ALL',
      }),
      other({ id: 'loyalty:1:10', kind: 'LOYALTY', name: 'Loyalty', percent: 10 }),
    ];
    const property = { deals: [], other: offers };
    // Not a member, not logged in: only the campaign beside the edited 20 %: 1,000,000 -> 800,000 -> 720,000.
    const anonymous = previewOf(values(), null, property, { ...sample, platform: 'NON_LOGIN' });
    expect(anonymous.result.applied.map((a) => a.offerId)).toEqual([PREVIEW_OFFER_ID, 'campaign:1']);
    expect(anonymous.guestPays).toBe(1_440_000);
    // A logged-in loyalty member gets the member deal and the loyalty discount too.
    const member = previewOf(values(), null, property, { ...sample, loyaltyMember: true });
    expect(member.result.applied.map((a) => a.offerId).sort()).toEqual(
      [PREVIEW_OFFER_ID, 'campaign:1', 'loyalty:1:10', 'targeted:4'].sort(),
    );
    expect(member.guestPays).toBeLessThan(anonymous.guestPays);
    // A booking from a partner platform is outside an own-platform member deal.
    const partner = previewOf(
      values(),
      null,
      {
        deals: [],
        other: [other({ id: 'targeted:4', kind: 'TARGETED', percent: 5, targetUsers: 'OWN_PLATFORM' })],
      },
      { ...sample, source: 'PARTNER_PLATFORM' },
    );
    expect(partner.result.applied.map((a) => a.offerId)).toEqual([PREVIEW_OFFER_ID]);
  });
});

describe("the preview's sample stay", () => {
  const plan = (start: string | null, min: number | null = null) => ({
    stayDates: { start, end: null },
    lengthOfStay: { enabled: min !== null, min },
  });

  it("starts inside the promotion's and the rate plan's stay dates, else 30 days ahead", () => {
    expect(sampleStayDefaults({}, null, TODAY).checkIn).toBe('2027-04-09');
    expect(sampleStayDefaults({ stayPeriod: { start: '2027-03-20', end: '' } }, null, TODAY).checkIn).toBe(
      '2027-03-20',
    );
    // The later of the two starts: before the rate plan's, the marketplace would not sell the stay.
    const both = { stayPeriod: { start: '2027-03-20', end: '' } };
    expect(sampleStayDefaults(both, plan('2027-05-01'), TODAY).checkIn).toBe('2027-05-01');
    // Starts already past are no constraint.
    expect(sampleStayDefaults({}, plan('2027-01-01'), TODAY).checkIn).toBe('2027-04-09');
  });

  it("is long enough for the promotion and the rate plan's minimum length of stay, up to 30 nights", () => {
    expect(sampleStayDefaults({}, null, TODAY).nights).toBe(2);
    expect(sampleStayDefaults({ minStay: 3 }, plan(null, 5), TODAY).nights).toBe(5);
    expect(sampleStayDefaults({ tiers: [{ minNights: 4, value: 10 }] }, plan(null), TODAY).nights).toBe(4);
    expect(sampleStayDefaults({}, plan(null, 60), TODAY).nights).toBe(30);
  });
});

describe('dealFormFieldOf: where the form shows a server field error', () => {
  const regular: DealValues = {
    ...emptyDeal('REGULAR'),
    tiers: [
      { minNights: 1, value: 20 },
      { minNights: 3, value: 35 },
    ],
  };
  const freeNight = emptyDeal('FREE_NIGHT');
  it.each<[string, DealValues, string | undefined]>([
    ['tiers', regular, 'tiers.1.value'],
    ['tiers', emptyDeal('REGULAR'), 'tiers.0.value'],
    ['tiers.0.value', regular, 'tiers.0.value'],
    ['tiers.2.value', regular, undefined],
    ['hotelNowTiers', emptyDeal('HOTEL_NOW'), 'hotelNowTiers.0.percent'],
    ['hotelNowTiers', regular, undefined],
    ['freeNight.freeNights', freeNight, 'freeNight.freeNights'],
    ['freeNight.maxFreeNights', freeNight, undefined],
    ['freeNight.freeNights', regular, undefined],
    ['stayPeriod', regular, 'stayPeriod.end'],
    ['blackoutDates.3', regular, 'blackoutDates'],
    ['cancellationPolicy.daysBefore', regular, 'cancellation.daysBefore'],
    ['somethingNew', regular, undefined],
  ])('%s -> %s', (server, values, field) => {
    expect(dealFormFieldOf(server, values)).toBe(field);
  });
});
