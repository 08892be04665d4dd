/**
 * Insurance (SPEC 2 /insurance, 3 Booking "insurance", 9; docs/decisions/insurance.md): the travel insurance the
 * marketplace sells with a booking and its coverage. Pure: the intake's checks, the insurance list and the
 * screens use the same rules.
 */
import { INSURANCE_CLAIM_LIMIT_IDR } from '../constants.js';
import { addDays, periodProblems } from '../dates.js';

/** The longest date range of the insurance list, in days (both ends included). */
export const INSURANCE_RANGE_MAX_DAYS = 366;
/** The largest premium the intake accepts, integer IDR (the contract's maximum). */
export const INSURANCE_PREMIUM_MAX = 100_000_000;

/** What the marketplace sends with a booking (the contract's InsuranceOrder). */
export interface InsuranceOrder {
  planCode: string;
  premium: number;
  coveredGuests: number;
}

/** The insurance of a booking as sold, with the claim limit of its coverage. */
export interface BookingInsurance extends InsuranceOrder {
  claimLimit: number;
}

export interface InsuranceProblem {
  field: string;
  code: string;
  params?: Record<string, number>;
}

/** The order's problems against the stay: it covers at least one and at most the stay's guests. */
export function insuranceOrderProblems(
  order: InsuranceOrder,
  stay: { adults: number; children: number },
): InsuranceProblem[] {
  const guests = stay.adults + stay.children;
  if (order.coveredGuests > guests)
    return [
      { field: 'insurance.coveredGuests', code: 'INSURANCE_TOO_MANY_GUESTS', params: { limit: guests } },
    ];
  return [];
}

/** The coverage of an insurance as sold: the claim limit (SPEC 9) applies to every booking's insurance. */
export const coverageOf = (order: InsuranceOrder): BookingInsurance => ({
  planCode: order.planCode,
  premium: order.premium,
  coveredGuests: order.coveredGuests,
  claimLimit: INSURANCE_CLAIM_LIMIT_IDR,
});

export type InsuranceDateType = 'STAY' | 'BOOKED';

/** The problems of a list range: valid dates, `to` not before `from`, at most INSURANCE_RANGE_MAX_DAYS days. */
export function insuranceRangeProblems(from: string, to: string): InsuranceProblem[] {
  return periodProblems(from, to, INSURANCE_RANGE_MAX_DAYS);
}

/** The list's default range: the 30 days ending `today` (by booking date) — the screen's first view. */
export const defaultInsuranceRange = (today: string) => ({ from: addDays(today, -29), to: today });
