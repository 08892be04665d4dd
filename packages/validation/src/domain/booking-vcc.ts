import { VCC_CURRENCIES } from '@extranet/domain';
import { ErrorList, type FieldError } from '../field-errors.js';
import type { Maybe } from './types.js';

/** The card number without the spaces between its groups. */
export function vccDigits(cardNumber: string): string {
  return cardNumber.replace(/ /g, '');
}

/** The Luhn check of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface VccAttachInput {
  cardNumber: Maybe<string>;
  cvc: Maybe<string>;
  holderName: Maybe<string>;
  expiryMonth: Maybe<number>;
  expiryYear: Maybe<number>;
  currency: Maybe<string>;
  balance: Maybe<number>;
}

/**
 * A virtual card the marketplace attaches: 12 to 19 digits passing the Luhn check, a 3- or 4-digit security
 * code, a holder name, an expiry month not before `today`'s month (YYYY-MM-DD), a currency of VCC_CURRENCIES
 * and a balance of at most 2 decimals.
 */
export function validateVccAttach(input: VccAttachInput, today: string): FieldError[] {
  const list = new ErrorList();
  const digits = typeof input.cardNumber === 'string' ? vccDigits(input.cardNumber) : '';
  if (!digits) list.add('cardNumber', 'required');
  else if (!/^[0-9]{12,19}$/.test(digits) || !luhnValid(digits)) list.add('cardNumber', 'vcc.cardNumber');
  if (!input.cvc) list.add('cvc', 'required');
  else if (!/^[0-9]{3,4}$/.test(input.cvc)) list.add('cvc', 'vcc.cvc');
  list.rules('holderName', input.holderName, 'required|not_contains_only_spaces|max_length:100');
  if (input.expiryMonth && input.expiryYear) {
    const expiry = `${input.expiryYear}-${String(input.expiryMonth).padStart(2, '0')}`;
    if (expiry < today.slice(0, 7)) list.add('expiryMonth', 'vcc.expired');
  }
  if (!input.currency || !(VCC_CURRENCIES as readonly string[]).includes(input.currency))
    list.add('currency', 'vcc.currency');
  if (typeof input.balance === 'number' && Math.round(input.balance * 100) !== input.balance * 100)
    list.add('balance', 'vcc.balanceDecimals');
  return list.errors;
}
