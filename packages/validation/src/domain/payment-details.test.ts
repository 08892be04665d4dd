import { describe, expect, it } from 'vitest';
import { validatePaymentDetailChange, validatePaymentDetailDecision } from './payment-details.js';

const bank = {
  method: 'BANK_TRANSFER',
  bankName: 'Bank Central Asia',
  branch: 'Sudirman',
  accountNumber: '5270 1002 88',
  accountHolder: 'PT Demo',
  swiftCode: 'CENAIDJA',
  payoutCurrency: 'IDR',
  paymentPlan: 'MONTHLY',
  exchangeRateDate: 'INVOICE_DATE',
};
const codes = (errors: { field: string; code: string }[]) => errors.map((e) => `${e.field}:${e.code}`);

describe('validatePaymentDetailChange', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a complete bank transfer', bank, []],
    ['an 11-character SWIFT', { ...bank, swiftCode: 'CENAIDJA123' }, []],
    ['a SWIFT of 9', { ...bank, swiftCode: 'CENAIDJA1' }, ['swiftCode:payment.swiftCode']],
    [
      'letters in the account',
      { ...bank, accountNumber: '12AB5678' },
      ['accountNumber:registration.accountNumber'],
    ],
    ['no holder', { ...bank, accountHolder: '' }, ['accountHolder:required']],
    [
      'virtual credit needs no bank',
      {
        method: 'VIRTUAL_CREDIT',
        payoutCurrency: 'IDR',
        paymentPlan: 'MONTHLY',
        exchangeRateDate: 'PAYMENT_DATE',
      },
      [],
    ],
    ['no plan', { ...bank, paymentPlan: '' }, ['paymentPlan:required']],
    [
      'unknown rate date',
      { ...bank, exchangeRateDate: 'TODAY' },
      ['exchangeRateDate:registration.invalidOption'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(codes(validatePaymentDetailChange(input as never))).toEqual(expected);
  });
});

describe('validatePaymentDetailDecision', () => {
  it('a reject needs a reason', () => {
    expect(codes(validatePaymentDetailDecision({ decision: 'REJECT' }))).toEqual(['reason:required']);
    expect(validatePaymentDetailDecision({ decision: 'APPROVE' })).toEqual([]);
  });
});
