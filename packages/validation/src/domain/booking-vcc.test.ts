import { describe, expect, it } from 'vitest';
import { luhnValid, validateVccAttach } from './booking-vcc.js';

const base = {
  cardNumber: '4111 1111 1111 1111',
  cvc: '123',
  holderName: 'VCC',
  expiryMonth: 3,
  expiryYear: 2027,
  currency: 'IDR',
  balance: 100.25,
};
const codes = (input: Partial<typeof base>, today = '2027-03-01') =>
  Object.fromEntries(validateVccAttach({ ...base, ...input }, today).map((e) => [e.field, e.code]));

describe('validateVccAttach', () => {
  it.each([
    [{}, {}],
    [{ cardNumber: '' }, { cardNumber: 'required' }],
    [{ cardNumber: '4111 1111 1111 1112' }, { cardNumber: 'vcc.cardNumber' }],
    [{ cardNumber: '41111' }, { cardNumber: 'vcc.cardNumber' }],
    [{ cardNumber: '5555555555554444' }, {}],
    [{ cvc: '12' }, { cvc: 'vcc.cvc' }],
    [{ cvc: '1234' }, {}],
    [{ holderName: '   ' }, { holderName: 'not_contains_only_spaces' }],
    [{ expiryMonth: 2 }, { expiryMonth: 'vcc.expired' }],
    [{ currency: 'XYZ' }, { currency: 'vcc.currency' }],
    [{ balance: 1.005 }, { balance: 'vcc.balanceDecimals' }],
  ])('%j gives %j', (input, expected) => {
    expect(codes(input)).toEqual(expected);
  });

  it('knows the Luhn check', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});
