/** The statements' view model (docs/decisions/finance-statements.md): pure, table-tested. */
import type { Schemas } from '@extranet/api';
import type { BadgeTone } from '@extranet/ui/badge';

export type StatementSummary = Schemas['StatementSummary'];
export type StatementDetail = Schemas['StatementDetail'];
export type StatementAmounts = Schemas['StatementAmounts'];
export type PaymentStatus = Schemas['PaymentStatus'];

export const PAGE_SIZE = 12;

/** The amounts shown as columns of a statement, in order. */
export const AMOUNT_COLUMNS = [
  'roomRevenue',
  'addOns',
  'adjustments',
  'commission',
  'addOnsCommission',
  'tax',
  'netPayable',
] as const satisfies readonly (keyof StatementAmounts)[];

export const STATUS_TONE: Record<PaymentStatus, BadgeTone> = {
  UNPAID: 'neutral',
  DUE: 'warning',
  PAID: 'success',
  OVERDUE: 'danger',
};

/** The 1st of a statement's month, for formatting it as a month. */
export const monthDate = (month: string): string => `${month}-01`;

/** A `?month=` of the URL that names a statement month, else null (the list). */
export function monthParam(value: string | null): string | null {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}

/** The field-by-field sum of the lines: what the totals must be. */
export function sumLines(lines: readonly { amounts: StatementAmounts }[]): Record<string, number> {
  const keys = Object.keys(lines[0]?.amounts ?? {}) as (keyof StatementAmounts)[];
  return Object.fromEntries(keys.map((k) => [k, lines.reduce((s, l) => s + l.amounts[k], 0)]));
}
