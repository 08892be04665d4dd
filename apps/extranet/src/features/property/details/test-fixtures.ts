/** The general policy as the server answers it, for the details pages' tests. */
import type { GeneralPolicy } from './model';

/** A policy with every rule at its most permissive default, not saved yet unless `over` says so. */
export const generalPolicy = (over: Partial<GeneralPolicy> = {}): GeneralPolicy => ({
  allowAlcoholicDrink: false,
  allowPets: false,
  allowSmoking: false,
  genderType: 'ALL',
  marriageRegulation: 'NONE',
  allowAllAge: true,
  setMinAge: null,
  payDeposit: false,
  depositAmount: null,
  breakfastTime: { start: null, end: null },
  childrenPolicy: { childAgeFrom: 0, childAgeTo: 11, adultMinAge: 12 },
  saved: false,
  complete: false,
  updatedAt: null,
  ...over,
});
