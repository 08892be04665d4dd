/**
 * General policy and children policy of a property (SPEC 3, 5). The minimum guest age and the adult age are
 * kept on the property (the children rate plans read them); the policy's own fields beside them.
 */

/** The largest minimum guest age (a guest below the adult age may still be a child). */
export const POLICY_MIN_AGE_MAX = 17;
/** The largest age from which a guest counts as an adult. */
export const ADULT_MIN_AGE_MAX = 21;
/** The adult age of a property that has not set its children policy. */
export const DEFAULT_ADULT_MIN_AGE = 12;

export type GenderType = 'ALL' | 'MALE_ONLY' | 'FEMALE_ONLY';
export type MarriageRegulation = 'NONE' | 'MARRIED_ONLY';

export interface ChildrenPolicyFacts {
  childAgeFrom: number | null;
  childAgeTo: number | null;
  adultMinAge: number | null;
}

/** What decides whether a policy is complete (the contract's GeneralPolicy has these and more). */
export interface PolicyFacts {
  allowAllAge: boolean;
  setMinAge: number | null;
  payDeposit: boolean;
  depositAmount: number | null;
  breakfastTime: { start: string | null; end: string | null };
  childrenPolicy: ChildrenPolicyFacts;
}

/** The minimum guest age the policy sets: 0 when every age is welcome. */
export function policyMinAge(policy: Pick<PolicyFacts, 'allowAllAge' | 'setMinAge'>): number {
  return policy.allowAllAge ? 0 : (policy.setMinAge ?? 0);
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutes(time: string | null): number | null {
  const m = time ? TIME.exec(time) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

const isAge = (n: number | null, max: number): n is number =>
  n !== null && Number.isInteger(n) && n >= 0 && n <= max;

/**
 * True when the saved policy satisfies every rule of SPEC 5 (the registration's GENERAL_POLICY step is done):
 * a minimum age above 0 unless all ages are allowed; a deposit amount above 0 when a deposit is asked;
 * breakfast times both or neither, the end after the start; the children policy filled, the adult age above
 * the policy's minimum age, children from the minimum age up to below the adult age. Null (never saved) is
 * not complete. The validator `validateHotelPolicy` of @extranet/validation gives the same answer field by
 * field.
 */
export function policyComplete(policy: PolicyFacts | null): boolean {
  if (!policy) return false;
  if (!policy.allowAllAge && !(isAge(policy.setMinAge, POLICY_MIN_AGE_MAX) && policy.setMinAge > 0))
    return false;
  if (policy.payDeposit && !(policy.depositAmount !== null && policy.depositAmount > 0)) return false;
  const { start, end } = policy.breakfastTime;
  if (start || end) {
    const from = minutes(start);
    const to = minutes(end);
    if (from === null || to === null || to <= from) return false;
  }
  const min = policyMinAge(policy);
  const { childAgeFrom, childAgeTo, adultMinAge } = policy.childrenPolicy;
  if (!isAge(adultMinAge, ADULT_MIN_AGE_MAX) || adultMinAge <= min) return false;
  if (!isAge(childAgeFrom, 100) || !isAge(childAgeTo, 100)) return false;
  return childAgeFrom >= min && childAgeFrom <= childAgeTo && childAgeTo < adultMinAge;
}
