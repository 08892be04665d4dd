import { ADULT_MIN_AGE_MAX, POLICY_MIN_AGE_MAX } from '@extranet/domain';
import { ErrorList, type FieldError } from '../field-errors.js';
import { validateChildrenAgeGroups, validateGeneralPolicy } from './property.js';
import { checkNumber } from './ranges.js';
import type { Maybe, NumberInput } from './types.js';

/** The hotel details form: the general policy with the deposit and the children policy. */
export interface HotelPolicyInput {
  allowAllAge: boolean | null | undefined;
  setMinAge?: NumberInput;
  payDeposit?: boolean | null;
  depositAmount?: NumberInput;
  breakfastTime?: { start?: Maybe<string>; end?: Maybe<string> } | null;
  childrenPolicy:
    { childAgeFrom?: NumberInput; childAgeTo?: NumberInput; adultMinAge?: NumberInput } | null | undefined;
}

/**
 * General policy with its children policy (SPEC 5): the general policy's rules (minimum age above 0 and at
 * most POLICY_MIN_AGE_MAX when not all ages are allowed, breakfast end after its start), a deposit amount
 * above 0 when a deposit is asked, and the children policy filled: the adult age above the policy's minimum
 * age (at most ADULT_MIN_AGE_MAX), children from the minimum age, from <= to, below the adult age. Errors
 * under `setMinAge`, `depositAmount`, `breakfastTime.start|end`, `childrenPolicy.childAgeFrom|childAgeTo|
 * adultMinAge`. @extranet/domain `policyComplete` gives the same verdict for a saved policy.
 */
export function validateHotelPolicy(input: HotelPolicyInput): FieldError[] {
  const list = new ErrorList();
  const breakfast = input.breakfastTime
    ? { start: input.breakfastTime.start ?? null, end: input.breakfastTime.end ?? null }
    : null;
  for (const e of validateGeneralPolicy({
    allowAllAge: input.allowAllAge,
    setMinAge: input.setMinAge,
    breakfastTime: breakfast,
  }))
    list.add(e.field, e.code, e.params);
  if (input.payDeposit) {
    checkNumber(list, 'depositAmount', input.depositAmount, { required: true, integer: true, above: 0 });
  }
  let minAge: number | undefined = 0;
  if (input.allowAllAge === false) {
    minAge = list.has('setMinAge')
      ? undefined
      : checkNumber(list, 'setMinAge', input.setMinAge, { integer: true, max: POLICY_MIN_AGE_MAX });
  }
  return withChildren(list, input, minAge);
}

/** The children policy; `minAge` undefined when the minimum age itself is wrong (then only the fields). */
function withChildren(list: ErrorList, input: HotelPolicyInput, minAge: number | undefined): FieldError[] {
  const children = input.childrenPolicy ?? {};
  const adult = checkNumber(list, 'childrenPolicy.adultMinAge', children.adultMinAge, {
    required: true,
    integer: true,
    min: 1,
    max: ADULT_MIN_AGE_MAX,
  });
  const from = checkNumber(list, 'childrenPolicy.childAgeFrom', children.childAgeFrom, {
    required: true,
    integer: true,
    min: minAge ?? 0,
    max: ADULT_MIN_AGE_MAX,
  });
  checkNumber(list, 'childrenPolicy.childAgeTo', children.childAgeTo, {
    required: true,
    integer: true,
    min: 0,
    max: ADULT_MIN_AGE_MAX,
  });
  if (minAge === undefined || adult === undefined || from === undefined) return list.errors;
  const groups = validateChildrenAgeGroups({
    policyMinAge: minAge,
    adultMinAge: adult,
    groups: [{ minAge: from, maxAge: children.childAgeTo ?? null }],
  });
  for (const e of groups) {
    const field = e.field
      .replace(/^adultMinAge$/, 'childrenPolicy.adultMinAge')
      .replace(/^groups\.0\.minAge$/, 'childrenPolicy.childAgeFrom')
      .replace(/^groups\.0\.maxAge$/, 'childrenPolicy.childAgeTo');
    list.add(field, e.code, e.params);
  }
  return list.errors;
}
