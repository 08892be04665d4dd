import { describe, expect, it } from 'vitest';
import {
  emptySurcharge,
  toSurchargeInput,
  validateSurchargeValues,
  valuesFromSurcharge,
  type Surcharge,
} from './model';

const guest: Surcharge = {
  surchargeId: 4,
  name: 'Gala dinner',
  info: 'New year',
  type: 'GUEST',
  price: null,
  adultPrice: 750000,
  childPrice: 375000,
  stayDates: { start: '2026-12-31', end: '2026-12-31' },
  checkInDates: { start: null, end: null },
  status: 'INACTIVE',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

describe('surcharge form mapping', () => {
  it('round-trips a guest surcharge, empty ranges as null', () => {
    expect(toSurchargeInput(valuesFromSurcharge(guest))).toEqual({
      name: 'Gala dinner',
      info: 'New year',
      type: 'GUEST',
      price: null,
      adultPrice: 750000,
      childPrice: 375000,
      stayDates: { start: '2026-12-31', end: '2026-12-31' },
      checkInDates: null,
      status: 'INACTIVE',
    });
  });

  it('sends only the room price for a room surcharge and renames a copy', () => {
    const values = {
      ...valuesFromSurcharge(guest, 'Gala dinner (copy)'),
      type: 'ROOM' as const,
      price: 100000,
    };
    const body = toSurchargeInput(values);
    expect(body).toMatchObject({
      name: 'Gala dinner (copy)',
      type: 'ROOM',
      price: 100000,
      adultPrice: null,
      childPrice: null,
    });
  });

  it('validates type, prices above 0 and complete ranges', () => {
    const fields = (v: ReturnType<typeof emptySurcharge>) => validateSurchargeValues(v).map((e) => e.field);
    expect(fields(emptySurcharge())).toEqual(['name', 'type']);
    expect(fields({ ...emptySurcharge(), name: 'x', type: 'ROOM', price: 0 })).toEqual(['price']);
    expect(
      fields({ ...emptySurcharge(), name: 'x', type: 'GUEST', adultPrice: 1, childPrice: null }),
    ).toEqual(['childPrice']);
    expect(
      fields({
        ...emptySurcharge(),
        name: 'x',
        type: 'ROOM',
        price: 5,
        checkInDates: { start: '2027-01-02', end: '' },
      }),
    ).toEqual(['checkInDates.end']);
  });
});
