import { describe, expect, it } from 'vitest';
import {
  dueDateOf,
  invoiceDateOf,
  maskAccountNumber,
  monthPeriod,
  paymentStatus,
  statementLine,
  statementTotals,
  type StatementBooking,
} from './statements.js';

const booking = (over: Partial<StatementBooking> = {}): StatementBooking => ({
  status: 'CONFIRMED',
  totalPrice: 1_000_000,
  addOns: [],
  commissionPercent: '15.00',
  cancellationFee: null,
  originalTotal: null,
  promotionDiscount: 0,
  ...over,
});
const SELL = { mode: 'SELL' as const, taxPercent: null };

describe('statement dates', () => {
  it.each([
    ['2027-01', '2027-02-01', '2027-02-08', '2027-01-31'],
    ['2027-12', '2028-01-01', '2028-01-08', '2027-12-31'],
    ['2028-02', '2028-03-01', '2028-03-08', '2028-02-29'],
  ])('%s: invoice %s, due %s, ends %s', (month, invoice, due, end) => {
    expect(invoiceDateOf(month)).toBe(invoice);
    expect(dueDateOf(month)).toBe(due);
    expect(monthPeriod(month)).toEqual({ start: `${month}-01`, end });
  });

  it.each([
    [100, 0, '2027-01-20', 'UNPAID'],
    [100, 0, '2027-02-01', 'DUE'],
    [100, 0, '2027-02-08', 'DUE'],
    [100, 0, '2027-02-09', 'OVERDUE'],
    [100, 100, '2027-02-09', 'PAID'],
    [100, 50, '2027-02-09', 'OVERDUE'],
    [0, 0, '2027-02-02', 'PAID'],
  ])('payable %i paid %i on %s is %s', (payable, paid, today, status) => {
    expect(paymentStatus('2027-01', payable, paid, today)).toBe(status);
  });
});

describe('statementLine', () => {
  it('SELL deducts the commission', () => {
    expect(statementLine(booking(), SELL)).toMatchObject({
      roomRevenue: 1_000_000,
      commission: 150_000,
      netPayable: 850_000,
    });
  });
  it('NET shows the commission on top and pays the whole net rate', () => {
    expect(statementLine(booking(), { mode: 'NET', taxPercent: null })).toMatchObject({
      commission: 150_000,
      netPayable: 1_000_000,
    });
  });
  it('add-ons pay their own commission', () => {
    const line = statementLine(
      booking({ totalPrice: 1_200_000, addOns: [{ amount: 200_000, commissionPercent: '10.00' }] }),
      SELL,
    );
    expect(line).toMatchObject({ roomRevenue: 1_000_000, addOns: 200_000, commission: 150_000 });
    expect(line).toMatchObject({ addOnsCommission: 20_000, netPayable: 1_030_000 });
  });
  it('a cancellation keeps only its fee, commission on the fee', () => {
    const line = statementLine(
      booking({
        status: 'CANCELLED',
        cancellationFee: 300_000,
        addOns: [{ amount: 0, commissionPercent: 10 }],
      }),
      SELL,
    );
    expect(line).toMatchObject({ roomRevenue: 1_000_000, adjustments: -700_000, commission: 45_000 });
    expect(line.netPayable).toBe(255_000);
  });
  it('a reschedule adjusts by the price difference', () => {
    const line = statementLine(booking({ totalPrice: 1_100_000, originalTotal: 1_000_000 }), SELL);
    expect(line).toMatchObject({ roomRevenue: 1_000_000, adjustments: 100_000, commission: 165_000 });
    expect(line.netPayable).toBe(935_000);
  });
  it('shows the tax contained in the revenue', () => {
    expect(statementLine(booking({ totalPrice: 1_100_000 }), { mode: 'SELL', taxPercent: 10 }).tax).toBe(
      100_000,
    );
  });
  it('totals are the sum of the lines', () => {
    const lines = [statementLine(booking(), SELL), statementLine(booking({ totalPrice: 333_333 }), SELL)];
    const t = statementTotals(lines);
    expect(t.netPayable).toBe(lines[0]!.netPayable + lines[1]!.netPayable);
    expect(t.commission).toBe(150_000 + 50_000);
  });
});

describe('maskAccountNumber', () => {
  it.each([
    ['5270100288', '••••••0288'],
    ['1234', '1234'],
    ['12-3456 789', '•••••6789'],
  ])('%s -> %s', (n, masked) => expect(maskAccountNumber(n)).toBe(masked));
});
