import { describe, expect, it } from 'vitest';
import {
  emptyRatePlan,
  formFieldOf,
  tariffModeChanged,
  toRatePlanInput,
  validateRatePlanValues,
  valuesFromPlan,
  type RatePlan,
  type RatePlanValues,
} from './model';

const plan: RatePlan = {
  ratePlanId: 7,
  name: 'Breakfast Included',
  type: 'DAILY',
  stayDates: { start: '2027-01-01', end: '2027-03-31' },
  roomIds: [1, 2],
  rooms: [
    { roomId: 1, name: 'Superior' },
    { roomId: 2, name: 'Deluxe' },
  ],
  tariffMode: 'PROPERTY',
  meals: ['BREAKFAST'],
  cancellation: {
    enabled: true,
    policy: 'CUSTOM',
    daysBefore: 3,
    chargeType: 'NIGHTS',
    nights: 1,
    noShow: 'FULL_STAY',
  },
  advanceBooking: { enabled: false, min: null, max: null },
  lengthOfStay: { enabled: true, min: 7, max: 30 },
  stayKind: 'WEEKLY',
  commission: 12.5,
  status: 'ACTIVE',
  derivedStatus: 'UPCOMING',
  childrenRatePlanId: null,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

function valid(): RatePlanValues {
  return { ...emptyRatePlan(), name: 'Room only', roomIds: [1], meals: ['NONE'] };
}

const fields = (values: RatePlanValues) => validateRatePlanValues(values, '2026-11-22').map((e) => e.field);

describe('rate plan form mapping', () => {
  it('round-trips a saved plan through the form into the same request', () => {
    const body = toRatePlanInput(valuesFromPlan(plan), 'DAILY');
    expect(body).toEqual({
      name: 'Breakfast Included',
      type: 'DAILY',
      stayDates: { start: '2027-01-01', end: '2027-03-31' },
      roomIds: [1, 2],
      tariffMode: 'PROPERTY',
      meals: ['BREAKFAST'],
      cancellation: {
        enabled: true,
        policy: 'CUSTOM',
        noShow: 'FULL_STAY',
        daysBefore: 3,
        chargeType: 'NIGHTS',
        nights: 1,
      },
      advanceBooking: { enabled: false },
      lengthOfStay: { enabled: true, min: 7, max: 30 },
      stayKind: 'WEEKLY',
      commission: 12.5,
    });
  });

  it('names a copy and keeps the rest', () => {
    const values = valuesFromPlan(plan, 'Breakfast Included (copy)');
    expect(values.name).toBe('Breakfast Included (copy)');
    expect(values.roomIds).toEqual([1, 2]);
  });

  it('sends no dates, only the fields of the chosen policy, and NONE alone', () => {
    const values = valid();
    values.meals = ['BREAKFAST', 'NONE'];
    values.cancellation = {
      ...values.cancellation,
      enabled: true,
      policy: 'FREE',
      daysBefore: 2,
      percentage: 50,
    };
    const body = toRatePlanInput(values, 'LOS');
    expect(body.stayDates).toBeNull();
    expect(body.type).toBe('LOS');
    expect(body.meals).toEqual(['NONE']);
    expect(body.cancellation).toEqual({
      enabled: true,
      policy: 'FREE',
      noShow: 'FIRST_NIGHT',
      daysBefore: 2,
    });
    expect(body).not.toHaveProperty('confirmTariffModeChange');
  });

  it('confirms a tariff mode change only when it changes', () => {
    const values = valuesFromPlan(plan);
    expect(tariffModeChanged(plan, values)).toBe(false);
    values.tariffMode = 'STATIC';
    expect(tariffModeChanged(plan, values)).toBe(true);
    expect(toRatePlanInput(values, 'DAILY', { confirmTariffModeChange: true }).confirmTariffModeChange).toBe(
      true,
    );
    expect(tariffModeChanged(undefined, values)).toBe(false);
  });

  it('validates with the shared rules on the form field paths', () => {
    expect(fields(valid())).toEqual([]);
    expect(fields(emptyRatePlan())).toEqual(['name', 'roomIds', 'meals']);
    const weekly = { ...valid(), stayKind: 'WEEKLY' as const };
    weekly.limits = { ...weekly.limits, lengthOfStay: { enabled: true, min: 3, max: 10 } };
    expect(fields(weekly)).toEqual(['limits.lengthOfStay.min']);
    const monthly = { ...weekly, stayKind: 'MONTHLY' as const };
    monthly.limits = { ...monthly.limits, lengthOfStay: { enabled: true, min: 7, max: 60 } };
    expect(fields(monthly)).toEqual(['limits.lengthOfStay.min']);
    const past = { ...valid(), stayDates: { start: '2026-01-01', end: '2026-02-01' } };
    expect(fields(past)).toEqual(['stayDates.end']);
    const custom = valid();
    custom.cancellation = {
      ...custom.cancellation,
      enabled: true,
      policy: 'CUSTOM',
      daysBefore: null,
      percentage: null,
    };
    expect(fields(custom)).toEqual(['cancellation.daysBefore', 'cancellation.percentage']);
    expect(fields({ ...valid(), commission: 100.5 })).toEqual(['commission']);
    expect(fields({ ...valid(), commission: 10.123 })).toEqual(['commission']);
    expect(fields({ ...valid(), commission: 10.25 })).toEqual([]);
  });

  it('maps server field names onto the form', () => {
    expect(formFieldOf('lengthOfStay.min')).toBe('limits.lengthOfStay.min');
    expect(formFieldOf('advanceBooking.max')).toBe('limits.advanceBooking.max');
    expect(formFieldOf('stayDates')).toBe('stayDates.end');
    expect(formFieldOf('name')).toBe('name');
  });
});
