import { describe, expect, it } from 'vitest';
import { priceBreakdown } from '../bookings/breakdown.js';
import {
  ADD_ON_CATALOGUE,
  ADD_ONS_PER_BOOKING_MAX,
  addOnLineAmount,
  addOnOrderProblems,
  addOnsCommission,
  isSubcategoryOf,
  priceAddOns,
  type AddOnOffer,
} from './index.js';
import { can } from './policy.js';

const offer = (over: Partial<AddOnOffer> = {}): AddOnOffer => ({
  addOnId: 1,
  status: 'ACTIVE',
  priceType: 'PER_ITEM',
  price: 75_000,
  minQuantity: 1,
  maxQuantity: 4,
  ...over,
});
const offers = new Map<number, AddOnOffer>([
  [1, offer()],
  [2, offer({ addOnId: 2, priceType: 'PER_ROOM_PER_NIGHT', price: 50_000, minQuantity: 2, maxQuantity: 3 })],
  [3, offer({ addOnId: 3, status: 'INACTIVE' })],
]);

describe('add-on catalogue', () => {
  it('knows each subcategory under its own category only', () => {
    expect(isSubcategoryOf('MEAL', 'BREAKFAST')).toBe(true);
    expect(isSubcategoryOf('TRANSPORT', 'BREAKFAST')).toBe(false);
    expect(isSubcategoryOf('PARKING', 'BREAKFAST')).toBe(false);
    const all = Object.values(ADD_ON_CATALOGUE).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('addOnLineAmount', () => {
  it.each([
    ['PER_ITEM', 75_000, 2, 3, 150_000],
    ['PER_ROOM_PER_NIGHT', 50_000, 2, 3, 300_000],
    ['PER_ROOM_PER_NIGHT', 50_000, 1, 1, 50_000],
  ] as const)('%s %d x %d for %d nights = %d', (type, price, qty, nights, amount) => {
    expect(addOnLineAmount(type, price, qty, nights)).toBe(amount);
  });
});

describe('addOnOrderProblems', () => {
  it.each<[string, { addOnId: number; quantity: number }[], Record<string, string>]>([
    [
      'a valid order',
      [
        { addOnId: 1, quantity: 2 },
        { addOnId: 2, quantity: 3 },
      ],
      {},
    ],
    [
      'another property’s or unknown add-on',
      [{ addOnId: 9, quantity: 1 }],
      { 'addOns.0.addOnId': 'ADD_ON_UNKNOWN' },
    ],
    ['an inactive add-on', [{ addOnId: 3, quantity: 1 }], { 'addOns.0.addOnId': 'ADD_ON_INACTIVE' }],
    ['below the minimum', [{ addOnId: 2, quantity: 1 }], { 'addOns.0.quantity': 'ADD_ON_QUANTITY' }],
    ['above the maximum', [{ addOnId: 1, quantity: 5 }], { 'addOns.0.quantity': 'ADD_ON_QUANTITY' }],
    [
      'the same add-on twice',
      [
        { addOnId: 1, quantity: 1 },
        { addOnId: 1, quantity: 1 },
      ],
      { 'addOns.1.addOnId': 'ADD_ON_DUPLICATE' },
    ],
  ])('%s', (_name, order, expected) => {
    const problems = addOnOrderProblems(order, offers);
    expect(Object.fromEntries(problems.map((p) => [p.field, p.code]))).toEqual(expected);
  });

  it('gives the bounds of a refused quantity', () => {
    expect(addOnOrderProblems([{ addOnId: 2, quantity: 9 }], offers)[0]?.params).toEqual({ min: 2, max: 3 });
  });

  it('refuses more lines than a booking may carry', () => {
    const order = Array.from({ length: ADD_ONS_PER_BOOKING_MAX + 1 }, (_, i) => ({
      addOnId: i,
      quantity: 1,
    }));
    expect(addOnOrderProblems(order, offers)).toEqual([
      { field: 'addOns', code: 'TOO_MANY_ITEMS', params: { limit: ADD_ONS_PER_BOOKING_MAX } },
    ]);
  });
});

describe('priceAddOns', () => {
  it('prices per item and per room per night', () => {
    const lines = priceAddOns(
      [
        { addOnId: 1, quantity: 2 },
        { addOnId: 2, quantity: 2 },
      ],
      offers,
      3,
    );
    expect(lines.map((l) => [l.amount, l.nights])).toEqual([
      [150_000, null],
      [300_000, 3],
    ]);
  });
});

describe('the breakdown with add-ons', () => {
  const base = {
    checkIn: '2027-03-01',
    nightlyRates: [500_000, 500_000],
    surcharges: [],
    childrenCharge: 0,
    losDiscount: 0,
    bookingCommission: '15.00',
    ratePlanCommission: null,
  };
  const line = {
    addOnId: 1,
    name: { id: 'Sarapan', en: 'Breakfast' },
    priceType: 'PER_ITEM' as const,
    unitPrice: 75_000,
    quantity: 2,
    nights: null,
    amount: 150_000,
    commissionPercent: '10.00',
  };

  it('adds up, takes the room commission of the stay and the add-ons commission of the lines', () => {
    const b = priceBreakdown({ ...base, totalPrice: 1_150_000, addOns: [line] }, true);
    expect(b.nightsTotal + b.addOnsTotal + b.unitemised).toBe(b.total);
    expect(b.unitemised).toBe(0);
    expect(b.commission?.amount).toBe(150_000);
    expect(b.addOnsCommission).toEqual({ percent: 10, amount: 15_000 });
    expect(b.propertyReceives).toBe(1_150_000 - 150_000 - 15_000);
    expect(b.addOns[0]).not.toHaveProperty('commissionPercent');
  });

  it('hides the finance lines from roles without finance data', () => {
    const b = priceBreakdown({ ...base, totalPrice: 1_150_000, addOns: [line] }, false);
    expect([b.commission, b.addOnsCommission, b.propertyReceives]).toEqual([null, null, null]);
    expect(b.addOnsTotal).toBe(150_000);
  });

  it('sums each line’s percent', () => {
    expect(
      addOnsCommission([
        { amount: 150_000, commissionPercent: '10.00' },
        { amount: 99_999, commissionPercent: 12.5 },
      ]),
    ).toBe(15_000 + 12_500);
  });
});

describe('add-ons policy (SPEC 6: roles 3, 4, 5, 7)', () => {
  it.each([
    [[3], true],
    [[7], true],
    [[6], false],
    [[13], false],
    [[], false],
  ])('roles %j may edit: %s', (roles, allowed) => {
    expect(can({ roles }, 'addOn.edit')).toBe(allowed);
    expect(can({ roles }, 'addOn.read')).toBe(allowed);
  });
});
