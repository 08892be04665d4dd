import type { components } from '@extranet/api';
import { validateChildrenRatePlan, type FieldError } from '@extranet/validation';

export type ChildrenRatePlan = components['schemas']['ChildrenRatePlan'];
export type ChildrenPolicy = components['schemas']['ChildrenPolicy'];
export type ChildrenRatePlanInput = components['schemas']['ChildrenRatePlanInput'];

export interface AgeGroupValues {
  minAge: number | null;
  maxAge: number | null;
  price: number | null;
}

export interface ChildrenRatePlanValues {
  name: string;
  ageGroups: AgeGroupValues[];
  ratePlanIds: number[];
}

/** A new plan: one age group over the whole children range of the policy. */
export function emptyChildrenRatePlan(policy?: ChildrenPolicy): ChildrenRatePlanValues {
  return {
    name: '',
    ageGroups: [{ minAge: policy?.minAge ?? 0, maxAge: policy ? policy.adultMinAge - 1 : null, price: null }],
    ratePlanIds: [],
  };
}

export function valuesFromChildrenPlan(plan: ChildrenRatePlan): ChildrenRatePlanValues {
  return {
    name: plan.name,
    ageGroups: plan.ageGroups.map((g) => ({ minAge: g.minAge, maxAge: g.maxAge, price: g.price })),
    ratePlanIds: [...plan.ratePlanIds],
  };
}

export function toChildrenInput(values: ChildrenRatePlanValues): ChildrenRatePlanInput {
  return {
    name: values.name.trim(),
    ageGroups: values.ageGroups.map((g) => ({ minAge: g.minAge, maxAge: g.maxAge, price: g.price })),
    ratePlanIds: [...values.ratePlanIds],
  };
}

/**
 * The shared rules (name 3-100, a price >= 0 for every group, a rate plan) with the price errors on
 * `ageGroups.N.price`, plus the ages against the property's children policy: within
 * [minAge, adultMinAge - 1], from not above to, groups not overlapping.
 */
export function validateChildrenValues(
  values: ChildrenRatePlanValues,
  policy?: ChildrenPolicy,
): FieldError[] {
  const errors = validateChildrenRatePlan({
    name: values.name,
    prices: values.ageGroups.map((g) => g.price),
    ratePlanIds: values.ratePlanIds,
  }).map((error) => {
    const match = /^prices\.(\d+)$/.exec(error.field);
    return match ? { ...error, field: `ageGroups.${match[1]}.price` } : error;
  });
  const low = policy?.minAge ?? 0;
  const high = policy ? policy.adultMinAge - 1 : 17;
  const params = { min: low, max: high };
  const taken: [number, number][] = [];
  values.ageGroups.forEach((group, index) => {
    const { minAge, maxAge } = group;
    const bad =
      minAge === null ||
      maxAge === null ||
      !Number.isInteger(minAge) ||
      !Number.isInteger(maxAge) ||
      minAge < low ||
      maxAge > high ||
      minAge > maxAge ||
      taken.some(([a, b]) => minAge <= b && maxAge >= a);
    if (bad) {
      errors.push({
        field: `ageGroups.${index}.maxAge`,
        code: 'children.ageInvalid',
        key: 'ratePlans.children.ageInvalid',
        params,
      });
    } else taken.push([minAge, maxAge]);
  });
  return errors;
}

/** Server field names (`ageGroups.0.minAge`, `prices.0`) to the form's. */
export function childrenFieldOf(field: string): string {
  const price = /^prices\.(\d+)$/.exec(field);
  if (price) return `ageGroups.${price[1]}.price`;
  const min = /^ageGroups\.(\d+)\.minAge$/.exec(field);
  if (min) return `ageGroups.${min[1]}.maxAge`;
  if (/^ageGroups(\.\d+)?$/.test(field)) return 'ageGroups.0.maxAge';
  return field;
}
