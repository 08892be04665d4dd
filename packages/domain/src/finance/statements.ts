/**
 * Monthly statements of a property (docs/decisions/finance-statements.md): one line per booking whose check-out
 * falls in the month, adding up to the statement's totals. Pure; integer IDR throughout.
 *
 * Reading of the commission modes (SPEC 3 Commission "calculation mode (sell or net)"):
 * - SELL: the booking's price is the sell price the guest paid; the commission is a percent of it and is
 *   deducted from what the property receives.
 * - NET: the booking's price is the property's net rate; the marketplace adds its commission on top for the
 *   guest, so the commission (same percent of the net rate) is shown but NOT deducted.
 * Add-ons always pay their own add-ons commission on their sell price (docs/decisions/add-ons.md).
 * Taxes: prices include tax. A property with a tax percent shows the tax contained in its revenue
 * (revenue x p / (100 + p)), for information; it changes nothing payable.
 */
import { addDays, addMonths } from '../dates.js';
import { percentOf } from '../money.js';

/** Days after the monthly invoice by which the marketplace pays (SPEC 9 "payment within 7 days"). */
export const PAYMENT_DUE_DAYS = 7;
/** How many months a statement list reaches back from the current month. */
export const STATEMENT_MONTHS_BACK = 24;

export const COMMISSION_MODES = ['SELL', 'NET'] as const;
export type CommissionMode = (typeof COMMISSION_MODES)[number];
export const PAYMENT_STATUSES = ['UNPAID', 'DUE', 'PAID', 'OVERDUE'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2027-02` is a month of a statement. */
export const isStatementMonth = (month: string): boolean => MONTH.test(month);

/** The month (YYYY-MM) of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The first and last day of a month. */
export function monthPeriod(month: string): { start: string; end: string } {
  const start = `${month}-01`;
  return { start, end: addDays(addMonths(start, 1), -1) };
}

/** The month `n` months after (negative: before) `month`. */
export const monthPlus = (month: string, n: number): string => addMonths(`${month}-01`, n).slice(0, 7);

/** The monthly invoice is dated the 1st of the month after the statement's month. */
export const invoiceDateOf = (month: string): string => addMonths(`${month}-01`, 1);

/** Payment is due 7 days after the invoice. */
export const dueDateOf = (month: string): string => addDays(invoiceDateOf(month), PAYMENT_DUE_DAYS);

/**
 * Status on the property's `today`: PAID once payments cover what is payable; else UNPAID before the invoice
 * (the month is still running), DUE from the invoice to the due date, OVERDUE after it.
 */
export function paymentStatus(month: string, netPayable: number, paid: number, today: string): PaymentStatus {
  if (paid > 0 && paid >= netPayable) return 'PAID';
  if (today < invoiceDateOf(month)) return 'UNPAID';
  if (netPayable <= 0) return 'PAID';
  return today <= dueDateOf(month) ? 'DUE' : 'OVERDUE';
}

/** A booking as the statement reads it. */
export interface StatementBooking {
  readonly status: 'CONFIRMED' | 'CANCELLED';
  /** The booking's total now (after promotions and reschedules), add-ons included. */
  readonly totalPrice: number;
  /** The add-on lines' amounts and their add-ons commission percents. */
  readonly addOns: readonly { amount: number; commissionPercent: string | number }[];
  /** The commission percent recorded with the booking (else the rate plan's, else 0). */
  readonly commissionPercent: string | number | null;
  /** What the property keeps of a cancelled booking (null: nothing). */
  readonly cancellationFee: number | null;
  /** The total before the first approved reschedule (null: never rescheduled). */
  readonly originalTotal: number | null;
  /** What the promotions took off (already part of the total; shown for information). */
  readonly promotionDiscount: number;
}

export interface StatementAmounts {
  /** The room's price as first sold (without add-ons). */
  readonly roomRevenue: number;
  readonly addOns: number;
  /** Changes after the sale: a reschedule's price difference, a cancellation's reversal plus its fee. */
  readonly adjustments: number;
  /** Of which promotions took off (information, already out of roomRevenue). */
  readonly promotionDiscount: number;
  readonly commission: number;
  readonly addOnsCommission: number;
  /** The tax contained in the revenue (information; prices include tax). */
  readonly tax: number;
  readonly netPayable: number;
}

export interface StatementSettings {
  readonly mode: CommissionMode;
  /** The property's tax percent, null when it has none. */
  readonly taxPercent: string | number | null;
}

const taxIn = (amount: number, percent: string | number | null): number => {
  if (percent === null || Number(percent) <= 0) return 0;
  const bp = BigInt(Math.round(Number(percent) * 100));
  return Number((BigInt(amount) * bp * 2n + (10000n + bp)) / ((10000n + bp) * 2n));
};

/** One line: the booking's amounts in the statement. */
export function statementLine(b: StatementBooking, s: StatementSettings): StatementAmounts {
  const addOnsNow = b.addOns.reduce((sum, l) => sum + l.amount, 0);
  const original = b.originalTotal ?? b.totalPrice;
  const roomRevenue = Math.max(0, original - addOnsNow);
  const cancelled = b.status === 'CANCELLED';
  const fee = cancelled ? (b.cancellationFee ?? 0) : 0;
  // What the booking is worth to the statement in the end: the stay (room + add-ons) or the fee kept.
  const finalRoom = cancelled ? fee : b.totalPrice - addOnsNow;
  const adjustments = cancelled ? fee - roomRevenue - addOnsNow : b.totalPrice - original;
  const percent = b.commissionPercent ?? 0;
  const commission = percentOf(Math.max(0, finalRoom), percent);
  const addOnsCommission = cancelled
    ? 0
    : b.addOns.reduce((sum, l) => sum + percentOf(l.amount, l.commissionPercent), 0);
  const revenue = roomRevenue + addOnsNow + adjustments;
  const netPayable = revenue - (s.mode === 'SELL' ? commission : 0) - addOnsCommission;
  return {
    roomRevenue,
    addOns: addOnsNow,
    adjustments,
    promotionDiscount: b.promotionDiscount,
    commission,
    addOnsCommission,
    tax: taxIn(revenue, s.taxPercent),
    netPayable,
  };
}

export const ZERO_AMOUNTS: StatementAmounts = {
  roomRevenue: 0,
  addOns: 0,
  adjustments: 0,
  promotionDiscount: 0,
  commission: 0,
  addOnsCommission: 0,
  tax: 0,
  netPayable: 0,
};

/** The statement's totals: the sum of its lines, field by field. */
export function statementTotals(lines: readonly StatementAmounts[]): StatementAmounts {
  return lines.reduce<StatementAmounts>(
    (t, l) => ({
      roomRevenue: t.roomRevenue + l.roomRevenue,
      addOns: t.addOns + l.addOns,
      adjustments: t.adjustments + l.adjustments,
      promotionDiscount: t.promotionDiscount + l.promotionDiscount,
      commission: t.commission + l.commission,
      addOnsCommission: t.addOnsCommission + l.addOnsCommission,
      tax: t.tax + l.tax,
      netPayable: t.netPayable + l.netPayable,
    }),
    ZERO_AMOUNTS,
  );
}

/** The last 4 digits of an account number, the rest masked: `••••••7788`. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/[\s-]/g, '');
  if (digits.length <= 4) return digits;
  return `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
