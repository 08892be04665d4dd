/**
 * Payment-detail change requests (docs/decisions/finance-statements.md): the registration's PAYMENT_DETAIL
 * rules (validatePaymentDetail: method, bank fields for BANK_TRANSFER, account number digits, SWIFT of 8 or 11
 * characters, payout currency) plus the payment plan and the exchange-rate date. One validator for the server
 * and the form.
 */
import { fieldError, type FieldError } from '../field-errors.js';
import { validatePaymentDetail, type PaymentDetailFormInput } from '../registration.js';
import { validateLoyaltyDecision } from './loyalty.js';
import type { Maybe } from './types.js';

export const PAYMENT_PLANS = ['MONTHLY', 'WEEKLY'] as const;
export const EXCHANGE_RATE_DATES = ['INVOICE_DATE', 'PAYMENT_DATE'] as const;

export interface PaymentDetailChangeInput extends PaymentDetailFormInput {
  paymentPlan?: Maybe<string>;
  exchangeRateDate?: Maybe<string>;
}

export function validatePaymentDetailChange(input: PaymentDetailChangeInput): FieldError[] {
  const errors = validatePaymentDetail(input);
  const choice = (field: string, value: Maybe<string>, options: readonly string[]) => {
    if (!value) errors.push(fieldError(field, 'required'));
    else if (!options.includes(value)) errors.push(fieldError(field, 'registration.invalidOption'));
  };
  choice('paymentPlan', input.paymentPlan, PAYMENT_PLANS);
  choice('exchangeRateDate', input.exchangeRateDate, EXCHANGE_RATE_DATES);
  return errors;
}

/** A market manager's decision: APPROVE, or REJECT with a reason of 10 to 1000 characters (as loyalty's). */
export function validatePaymentDetailDecision(input: {
  decision: Maybe<string>;
  reason?: Maybe<string>;
}): FieldError[] {
  return validateLoyaltyDecision(input);
}
