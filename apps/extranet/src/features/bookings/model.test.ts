import { describe, expect, it } from 'vitest';
import { translate } from '@extranet/i18n';
import {
  valueAddedLabel,
  breakdownLines,
  EMPTY_FILTERS,
  paramsFromState,
  searchQuery,
  sortOf,
  stateFromParams,
  sumToTotal,
  type BookingDetail,
} from './model';

describe('search state in the URL', () => {
  it.each([
    ['', { filters: EMPTY_FILTERS, cursor: null, booking: null }],
    [
      'q=Wulan&stayFrom=2027-03-01&stayTo=2027-03-05&status=REFUND&sort=TOTAL_ASC&cursor=abc&booking=5000001',
      {
        filters: {
          ...EMPTY_FILTERS,
          q: 'Wulan',
          stayFrom: '2027-03-01',
          stayTo: '2027-03-05',
          status: 'REFUND',
          sort: 'TOTAL_ASC',
        },
        cursor: 'abc',
        booking: 5000001,
      },
    ],
    // Malformed values are dropped, not sent.
    [
      'stayFrom=tomorrow&status=PAID&sort=RANDOM&roomId=-1&booking=x&arrivalDay=YESTERDAY',
      { filters: EMPTY_FILTERS, cursor: null, booking: null },
    ],
  ])('%s', (query, expected) => {
    const state = stateFromParams(new URLSearchParams(query));
    expect(state).toEqual(expected);
    // Round trip: the URL of the state describes the same state.
    expect(stateFromParams(paramsFromState(state))).toEqual(state);
  });

  it('keeps the default sort out of the URL', () => {
    expect(paramsFromState({ filters: EMPTY_FILTERS, cursor: null, booking: null }).toString()).toBe('');
  });
});

describe('search query', () => {
  it.each([
    ['CREATED_DESC', { sort: 'CREATED', order: 'DESC' }],
    ['GUEST_NAME_ASC', { sort: 'GUEST_NAME', order: 'ASC' }],
    ['CHECK_IN_DESC', { sort: 'CHECK_IN', order: 'DESC' }],
    ['TOTAL_ASC', { sort: 'TOTAL', order: 'ASC' }],
  ] as const)('%s', (choice, expected) => {
    expect(sortOf(choice)).toEqual(expected);
  });
  it('sends only the filters set, ids as numbers, the status as a list', () => {
    expect(
      searchQuery({
        filters: { ...EMPTY_FILTERS, q: '  wulan ', roomId: '100001', status: 'ISSUED', arrivalDay: 'TODAY' },
        cursor: 'c',
        booking: 1,
      }),
    ).toEqual({
      q: 'wulan',
      roomId: 100001,
      status: ['ISSUED'],
      arrivalDay: 'TODAY',
      sort: 'CREATED',
      order: 'DESC',
      size: 20,
      cursor: 'c',
    });
  });
});

describe('breakdownLines', () => {
  const breakdown: BookingDetail['breakdown'] = {
    nights: [
      { date: '2027-03-01', rate: 500_000 },
      { date: '2027-03-02', rate: 600_000 },
    ],
    nightsTotal: 1_100_000,
    losDiscount: 100_000,
    promotions: [],
    promotionCap: 0,
    surcharges: [{ name: 'Gala', type: 'ROOM', nights: 1, amount: 200_000 }],
    childrenCharge: 300_000,
    unitemised: 0,
    total: 1_500_000,
    commission: { percent: 15, amount: 225_000, source: 'BOOKING' },
    propertyReceives: 1_275_000,
    addOns: [],
    addOnsTotal: 0,
    addOnsCommission: { percent: null, amount: 0 },
  };
  it('lists each night, the charges and the total, the lines adding up to it', () => {
    const lines = breakdownLines(breakdown);
    expect(lines.map((l) => l.key)).toEqual([
      'bookings.detail.night',
      'bookings.detail.night',
      'bookings.detail.nightsTotal',
      'bookings.detail.losDiscount',
      'bookings.detail.surcharge',
      'bookings.detail.childrenCharge',
      'bookings.detail.total',
      'bookings.detail.commission',
      'bookings.detail.propertyReceives',
    ]);
    expect(sumToTotal(lines)).toBe(breakdown.total);
  });
  it('lists the promotions applied and the minimum sell price cap, still adding up', () => {
    const lines = breakdownLines({
      ...breakdown,
      promotions: [
        { name: 'Early bird', kind: 'REGULAR', amount: 200_000 },
        { name: 'Members', kind: 'LOYALTY', amount: 80_000 },
      ],
      promotionCap: 30_000,
      total: 1_250_000,
    });
    expect(lines.filter((l) => l.key.startsWith('bookings.detail.promotion')).map((l) => l.amount)).toEqual([
      -200_000, -80_000, 30_000,
    ]);
    expect(sumToTotal(lines)).toBe(1_250_000);
  });
  it('names a promotion line by its kind: the loyalty discount by its kind only, campaigns and deals with their name', () => {
    const lines = breakdownLines({
      ...breakdown,
      promotions: [
        { name: 'Early bird', kind: 'REGULAR', amount: 100_000 },
        { name: 'Loyalty', kind: 'LOYALTY', amount: 50_000 },
        { name: 'Gebyar Akhir Tahun', kind: 'CAMPAIGN', amount: 40_000 },
        { name: 'Member hemat', kind: 'TARGETED', amount: 30_000 },
        { name: 'Tarif Mitra', kind: 'CORPORATE', amount: 20_000 },
      ],
      total: 1_260_000,
    });
    const promotions = lines.filter((l) => l.key.startsWith('bookings.detail.promotion'));
    const read = (lang: 'id' | 'en') => promotions.map((l) => translate(lang, l.key, l.params));
    expect(read('id')).toEqual([
      'Promosi: Early bird',
      'Diskon loyalitas',
      'Kampanye: Gebyar Akhir Tahun',
      'Penawaran eksklusif member: Member hemat',
      'Tarif korporat: Tarif Mitra',
    ]);
    expect(read('en')).toEqual([
      'Promotion: Early bird',
      'Loyalty discount',
      'Campaign: Gebyar Akhir Tahun',
      'Exclusive member deal: Member hemat',
      'Corporate rate: Tarif Mitra',
    ]);
    expect(promotions.map((l) => l.amount)).toEqual([-100_000, -50_000, -40_000, -30_000, -20_000]);
    expect(sumToTotal(lines)).toBe(1_260_000);
  });
  it('shows no finance lines without commission, and the unitemised part of older bookings', () => {
    const lines = breakdownLines({
      ...breakdown,
      losDiscount: 0,
      childrenCharge: 0,
      unitemised: 500_000,
      commission: null,
      propertyReceives: null,
    });
    expect(lines.some((l) => l.kind === 'finance')).toBe(false);
    expect(lines.find((l) => l.key === 'bookings.detail.unitemised')?.amount).toBe(500_000);
    expect(sumToTotal(lines)).toBe(1_800_000);
  });
  it('lists the add-ons in the screen’s language, in the total, and their commission', () => {
    const withAddOns: BookingDetail['breakdown'] = {
      ...breakdown,
      total: 1_500_000 + 450_000,
      addOns: [
        {
          addOnId: 1,
          name: { id: 'Sarapan', en: 'Breakfast' },
          priceType: 'PER_ROOM_PER_NIGHT',
          unitPrice: 75_000,
          quantity: 2,
          nights: 3,
          amount: 450_000,
        },
      ],
      addOnsTotal: 450_000,
      addOnsCommission: { percent: 10, amount: 45_000 },
      propertyReceives: 1_500_000 + 450_000 - 225_000 - 45_000,
    };
    const lines = breakdownLines(withAddOns, 'en');
    const line = lines.find((l) => l.key === 'addOns.booking.linePerNight');
    expect(line).toMatchObject({ params: { name: 'Breakfast', quantity: 2, nights: 3 }, amount: 450_000 });
    expect(sumToTotal(lines)).toBe(withAddOns.total);
    expect(lines.find((l) => l.key === 'addOns.booking.commission')?.amount).toBe(-45_000);
  });
});

describe('valueAddedLabel', () => {
  const breakfast = { offerId: 'deal:5', category: 'MEAL' as const, nameId: 'Sarapan', nameEn: 'Breakfast' };
  const say = (lang: 'id' | 'en', v: Parameters<typeof valueAddedLabel>[0]) => {
    const label = valueAddedLabel(v, lang);
    return translate(lang, label.key, label.params);
  };
  it("names the benefit in the reader's language with the nights it is given on, or once per stay", () => {
    expect(say('en', { ...breakfast, validity: 'EVERY_NIGHT', times: 3 })).toBe('Breakfast (3 nights)');
    expect(say('en', { ...breakfast, validity: 'EVERY_NIGHT', times: 1 })).toBe('Breakfast (1 night)');
    expect(say('id', { ...breakfast, validity: 'EVERY_NIGHT', times: 3 })).toBe('Sarapan (3 malam)');
    expect(say('id', { ...breakfast, validity: 'ONCE_PER_STAY', times: 1 })).toBe(
      'Sarapan (sekali per masa menginap)',
    );
  });
});
