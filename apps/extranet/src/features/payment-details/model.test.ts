import { describe, expect, it } from 'vitest';
import { changeBody, changeValues } from './model';

describe('payment details model', () => {
  it('starts from the details in force, without the account number', () => {
    const v = changeValues({
      method: 'BANK_TRANSFER',
      bankName: 'BCA',
      branch: 'Sudirman',
      accountNumberMasked: '••••1234',
      accountHolder: 'PT Demo',
      swiftCode: 'CENAIDJA',
      paymentPlan: 'MONTHLY',
      payoutCurrency: 'IDR',
      exchangeRateDate: 'INVOICE_DATE',
    });
    expect(v).toMatchObject({ bankName: 'BCA', accountNumber: '' });
  });

  it.each([
    [
      'a bank transfer: digits, upper-case SWIFT',
      { ...changeValues(null), bankName: ' BNI ', accountNumber: '12-34 5678', swiftCode: 'bninidja' },
      { method: 'BANK_TRANSFER', bankName: 'BNI', accountNumber: '12345678', swiftCode: 'BNINIDJA' },
    ],
    [
      'a virtual card: no bank fields',
      { ...changeValues(null), method: 'VIRTUAL_CREDIT' as const, bankName: 'BNI' },
      { method: 'VIRTUAL_CREDIT', paymentPlan: 'MONTHLY' },
    ],
  ])('%s', (_name, values, expected) => {
    const body = changeBody(values);
    expect(body).toMatchObject(expected);
    if (values.method === 'VIRTUAL_CREDIT') expect(body.bankName).toBeUndefined();
  });
});
