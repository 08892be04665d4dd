/**
 * Payments the marketplace records to a property (docs/decisions/finance-statements.md, "Recording a payment"):
 * the marketplace's finance system posts each transfer it made, for one statement month, with its own
 * reference; the deposit history lists it and the month's statement turns PAID once its payments cover the net
 * payable. Pure: the server checks a payment with it, in the property's time zone.
 */
import { isValidDate } from '../dates.js';
import { isStatementMonth, monthOf, STATEMENT_MONTHS_BACK, monthPlus } from './statements.js';

/** A bank reference: what the property reads on its statement of account. */
export const PAYMENT_REFERENCE_MAX = 100;
/** The largest single payment, IDR (a sanity bound, far above any month of a property). */
export const PAYMENT_AMOUNT_MAX = 10_000_000_000_000;

export interface PaymentIntake {
  statementMonth: string;
  paidOn: string;
  amount: number;
  reference: string;
}

export interface PaymentProblem {
  field: 'statementMonth' | 'paidOn' | 'amount' | 'reference';
  code: string;
}

/**
 * What is wrong with a payment at the property's `today`: a statement month of the last
 * STATEMENT_MONTHS_BACK months or the current one (a weekly payment plan pays a month while it runs), paid on a
 * real day not after today and not before the month it pays for began, a positive amount, a reference that is not
 * only spaces.
 */
export function paymentIntakeProblems(p: PaymentIntake, today: string): PaymentProblem[] {
  const problems: PaymentProblem[] = [];
  const current = monthOf(today);
  if (!isStatementMonth(p.statementMonth)) problems.push({ field: 'statementMonth', code: 'INVALID_FORMAT' });
  else if (p.statementMonth > current) problems.push({ field: 'statementMonth', code: 'MONTH_NOT_STARTED' });
  else if (p.statementMonth < monthPlus(current, -STATEMENT_MONTHS_BACK))
    problems.push({ field: 'statementMonth', code: 'MONTH_TOO_OLD' });
  if (!isValidDate(p.paidOn)) problems.push({ field: 'paidOn', code: 'INVALID_FORMAT' });
  else if (p.paidOn > today) problems.push({ field: 'paidOn', code: 'DATE_IN_FUTURE' });
  else if (isStatementMonth(p.statementMonth) && p.paidOn < `${p.statementMonth}-01`)
    problems.push({ field: 'paidOn', code: 'PAID_BEFORE_MONTH' });
  if (!Number.isSafeInteger(p.amount) || p.amount < 1) problems.push({ field: 'amount', code: 'TOO_SMALL' });
  else if (p.amount > PAYMENT_AMOUNT_MAX) problems.push({ field: 'amount', code: 'TOO_LARGE' });
  if (p.reference.trim() === '') problems.push({ field: 'reference', code: 'REQUIRED' });
  else if (p.reference.length > PAYMENT_REFERENCE_MAX)
    problems.push({ field: 'reference', code: 'TOO_LONG' });
  return problems;
}
