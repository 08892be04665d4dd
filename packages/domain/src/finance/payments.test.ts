import { describe, expect, it } from 'vitest';
import {
  PAYMENT_AMOUNT_MAX,
  PAYMENT_REFERENCE_MAX,
  paymentIntakeProblems,
  type PaymentIntake,
} from './payments.js';

const TODAY = '2026-03-15';
const OK: PaymentIntake = {
  statementMonth: '2026-02',
  paidOn: '2026-03-06',
  amount: 1_250_000,
  reference: 'TRF-1',
};
const problems = (change: Partial<PaymentIntake>, today = TODAY) =>
  paymentIntakeProblems({ ...OK, ...change }, today).map((p) => `${p.field}:${p.code}`);

describe('paymentIntakeProblems', () => {
  it.each([
    ['a finished month paid after its invoice', {}, []],
    [
      'the current month, paid while it runs (weekly plan)',
      { statementMonth: '2026-03', paidOn: '2026-03-08' },
      [],
    ],
    ['paid today', { paidOn: TODAY }, []],
    ['the oldest month a statement is kept for', { statementMonth: '2024-03', paidOn: '2024-04-02' }, []],
    [
      'a month not started',
      { statementMonth: '2026-04' },
      ['statementMonth:MONTH_NOT_STARTED', 'paidOn:PAID_BEFORE_MONTH'],
    ],
    [
      'a month past the statements kept',
      { statementMonth: '2024-02', paidOn: '2024-03-02' },
      ['statementMonth:MONTH_TOO_OLD'],
    ],
    ['not a month', { statementMonth: '2026-13' }, ['statementMonth:INVALID_FORMAT']],
    ['paid tomorrow', { paidOn: '2026-03-16' }, ['paidOn:DATE_IN_FUTURE']],
    [
      'paid before the month began',
      { statementMonth: '2026-03', paidOn: '2026-02-28' },
      ['paidOn:PAID_BEFORE_MONTH'],
    ],
    ['not a day', { paidOn: '2026-02-30' }, ['paidOn:INVALID_FORMAT']],
    ['nothing paid', { amount: 0 }, ['amount:TOO_SMALL']],
    ['a fraction of a rupiah', { amount: 10.5 }, ['amount:TOO_SMALL']],
    ['beyond the bound', { amount: PAYMENT_AMOUNT_MAX + 1 }, ['amount:TOO_LARGE']],
    ['a blank reference', { reference: '   ' }, ['reference:REQUIRED']],
    ['a long reference', { reference: 'x'.repeat(PAYMENT_REFERENCE_MAX + 1) }, ['reference:TOO_LONG']],
  ])('%s', (_what, change, expected) => {
    expect(problems(change)).toEqual(expected);
  });

  it('reads the month and the day at the property: the 1st of a month already allows that month', () => {
    expect(problems({ statementMonth: '2026-04', paidOn: '2026-04-01' }, '2026-04-01')).toEqual([]);
    expect(problems({ statementMonth: '2026-04', paidOn: '2026-04-01' }, '2026-03-31')).toEqual([
      'statementMonth:MONTH_NOT_STARTED',
      'paidOn:DATE_IN_FUTURE',
    ]);
  });
});
