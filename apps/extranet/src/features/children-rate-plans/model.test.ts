import { describe, expect, it } from 'vitest';
import {
  childrenFieldOf,
  emptyChildrenRatePlan,
  toChildrenInput,
  validateChildrenValues,
  type ChildrenRatePlanValues,
} from './model';

const policy = { minAge: 2, adultMinAge: 12 };
const fields = (values: ChildrenRatePlanValues) => validateChildrenValues(values, policy).map((e) => e.field);
const base = (): ChildrenRatePlanValues => ({
  name: 'Kids',
  ageGroups: [
    { minAge: 2, maxAge: 5, price: 0 },
    { minAge: 6, maxAge: 11, price: 150000 },
  ],
  ratePlanIds: [3],
});

describe('children rate plan form mapping', () => {
  it('starts with one group over the whole children range of the policy', () => {
    expect(emptyChildrenRatePlan(policy).ageGroups).toEqual([{ minAge: 2, maxAge: 11, price: null }]);
  });

  it('accepts free (0) groups and sends the groups as they are', () => {
    expect(fields(base())).toEqual([]);
    expect(toChildrenInput({ ...base(), name: '  Kids  ' })).toEqual({
      name: 'Kids',
      ageGroups: base().ageGroups,
      ratePlanIds: [3],
    });
  });

  it('puts price errors on the group, name 3-100, a rate plan required', () => {
    const values = base();
    values.name = 'ab';
    values.ageGroups[1]!.price = null;
    values.ratePlanIds = [];
    expect(fields(values)).toEqual(['name', 'ageGroups.1.price', 'ratePlanIds']);
    expect(fields({ ...base(), name: 'x'.repeat(101) })).toEqual(['name']);
  });

  it('checks ages against the children policy and overlaps', () => {
    const outside = base();
    outside.ageGroups[0]!.minAge = 1;
    expect(fields(outside)).toEqual(['ageGroups.0.maxAge']);
    const adult = base();
    adult.ageGroups[1]!.maxAge = 12;
    expect(fields(adult)).toEqual(['ageGroups.1.maxAge']);
    const overlap = base();
    overlap.ageGroups[1]!.minAge = 5;
    expect(fields(overlap)).toEqual(['ageGroups.1.maxAge']);
    const reversed = base();
    reversed.ageGroups[0] = { minAge: 5, maxAge: 3, price: 0 };
    expect(fields(reversed)).toEqual(['ageGroups.0.maxAge']);
  });

  it('maps server field names onto the form', () => {
    expect(childrenFieldOf('prices.2')).toBe('ageGroups.2.price');
    expect(childrenFieldOf('ageGroups.1.minAge')).toBe('ageGroups.1.maxAge');
    expect(childrenFieldOf('ageGroups')).toBe('ageGroups.0.maxAge');
    expect(childrenFieldOf('name')).toBe('name');
  });
});
