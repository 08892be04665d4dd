/**
 * The insurance screens' pure view model (docs/decisions/insurance.md): the list's query from the filters, and the
 * contact form's values from the saved contact.
 */
import { defaultInsuranceRange, insuranceRangeProblems, type InsuranceDateType } from '@extranet/domain';
import type { Schemas } from '@extranet/api';

export type InsuranceBookingPage = Schemas['InsuranceBookingPage'];
export type InsuranceContact = Schemas['InsuranceContact'];
export type InsuranceContactValues = Schemas['InsuranceContactInput'];

export const INSURANCE_PAGE_SIZE = 20;

export interface InsuranceFilters {
  dateType: InsuranceDateType;
  from: string | null;
  to: string | null;
}

export interface InsuranceQuery {
  /** The dates the range is of (the API's `rangeOf`): check-in (STAY) or booking day (BOOKED). */
  rangeOf: InsuranceDateType;
  from: string;
  to: string;
  /** From 0, as the API numbers pages. */
  page: number;
  size: number;
}

/** The first view: bookings made in the 30 days up to today (the property's day). */
export const initialFilters = (today: string): InsuranceFilters => ({
  dateType: 'BOOKED',
  ...defaultInsuranceRange(today),
});

/**
 * The filters' problems (the same rules the server checks), keyed by field: `from`/`to` required, `to` not before
 * `from`, a range of at most a year. Codes are `errors.field.<code>` keys.
 */
export function filterProblems(f: InsuranceFilters): Partial<Record<'from' | 'to', string>> {
  const out: Partial<Record<'from' | 'to', string>> = {};
  if (!f.from) out.from = 'REQUIRED';
  if (!f.to) out.to = 'REQUIRED';
  if (!f.from || !f.to) return out;
  for (const p of insuranceRangeProblems(f.from, f.to)) out[p.field as 'from' | 'to'] = p.code;
  return out;
}

/** The API query of valid filters at a 1-based page of the screen; null while the filters have problems. */
export function queryOf(f: InsuranceFilters, page: number): InsuranceQuery | null {
  if (!f.from || !f.to || Object.keys(filterProblems(f)).length > 0) return null;
  return { rangeOf: f.dateType, from: f.from, to: f.to, page: page - 1, size: INSURANCE_PAGE_SIZE };
}

/** The contact form's first values: the saved contact, else empty fields. */
export const contactValues = (saved: InsuranceContact): InsuranceContactValues =>
  saved.contact ?? { name: '', email: '', phone: '', position: '' };
