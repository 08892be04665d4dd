import { ErrorList, type FieldError } from '../field-errors.js';
import { COMMISSION_MAX_DECIMALS, COMMISSION_MAX_PERCENT, TAX_NUMBER_DIGITS } from '../constants.js';
import { checkTaxDocument, type FileInput } from './files.js';
import { checkNumber } from './ranges.js';
import type { Maybe, NumberInput } from './types.js';

export interface CommissionInput {
  /** Commission on add-ons, percent: above 0, up to 100, 2 decimals. */
  addOnsPercentage?: NumberInput;
  /** Preferred partner commission, percent: 0 to 100, 2 decimals. */
  preferredPartnerPercentage?: NumberInput;
}

/** Commission (SPEC 5). Only the fields present in the input are checked (they live on different forms). */
export function validateCommission(input: CommissionInput): FieldError[] {
  const list = new ErrorList();
  if ('addOnsPercentage' in input) {
    checkNumber(list, 'addOnsPercentage', input.addOnsPercentage, {
      required: true,
      above: 0,
      max: COMMISSION_MAX_PERCENT,
      decimals: COMMISSION_MAX_DECIMALS,
    });
  }
  if ('preferredPartnerPercentage' in input) {
    checkNumber(list, 'preferredPartnerPercentage', input.preferredPartnerPercentage, {
      required: true,
      min: 0,
      max: COMMISSION_MAX_PERCENT,
      decimals: COMMISSION_MAX_DECIMALS,
    });
  }
  return list.errors;
}

/** The digits of a tax number as people type it (`12.345.678.9-012.345` style punctuation is ignored). */
export function taxNumberDigits(value: string): string {
  return value.replace(/[\s.\-/]/g, '');
}

function checkTaxNumber(list: ErrorList, field: string, value: Maybe<string>, required: boolean): void {
  const raw = (value ?? '').trim();
  if (raw === '') {
    if (required) list.add(field, 'required');
    return;
  }
  if (!new RegExp(`^\\d{${TAX_NUMBER_DIGITS}}$`).test(taxNumberDigits(raw))) {
    list.add(field, 'tax.numberDigits', { length: TAX_NUMBER_DIGITS });
  }
}

export interface TaxAccountInput {
  taxAccountType: Maybe<'PERSONAL' | 'COMPANY'>;
  taxAccountNumber: Maybe<string>;
  taxAccountName: Maybe<string>;
  /** The uploaded document, or its stored id once uploaded. */
  taxAccountDocument: FileInput | string | null | undefined;
  branchTaxAccountNumber?: Maybe<string>;
  branchTaxAccountName?: Maybe<string>;
  branchTaxAccountDocument?: FileInput | string | null;
}

/**
 * Tax account (SPEC 3, 5): type, number (TAX_NUMBER_DIGITS digits) and name required, the document
 * required (JPG/JPEG/PNG/PDF, max 5 MB). COMPANY: a branch number, when given, has the same format.
 */
export function validateTaxAccount(input: TaxAccountInput): FieldError[] {
  const list = new ErrorList();
  if (!input.taxAccountType) list.add('taxAccountType', 'required');
  checkTaxNumber(list, 'taxAccountNumber', input.taxAccountNumber, true);
  list.rules('taxAccountName', input.taxAccountName, 'required|not_contains_only_spaces|max_length:100');
  const document = input.taxAccountDocument;
  if (!document) list.add('taxAccountDocument', 'required');
  else if (typeof document !== 'string') checkTaxDocument(list, 'taxAccountDocument', document);
  if (input.taxAccountType === 'COMPANY') {
    checkTaxNumber(list, 'branchTaxAccountNumber', input.branchTaxAccountNumber, false);
    const branchDocument = input.branchTaxAccountDocument;
    if (branchDocument && typeof branchDocument !== 'string') {
      checkTaxDocument(list, 'branchTaxAccountDocument', branchDocument);
    }
  }
  return list.errors;
}

/** SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export type PaymentMethod = 'bank_transfer' | 'invoice' | 'virtual_credit';

export interface PaymentDetailsInput {
  method: Maybe<PaymentMethod>;
  bankName?: Maybe<string>;
  branch?: Maybe<string>;
  accountNumber?: Maybe<string>;
  holder?: Maybe<string>;
  swiftCode?: Maybe<string>;
}

/**
 * Payment details (SPEC 3; the spec lists no rules, these are ours): a method; for a bank transfer the bank,
 * an account number of 5 to 34 digits (34 is the IBAN maximum) and the holder; a SWIFT code, when given,
 * in its 8- or 11-character format.
 */
export function validatePaymentDetails(input: PaymentDetailsInput): FieldError[] {
  const list = new ErrorList();
  if (!input.method) list.add('method', 'required');
  if (input.method === 'bank_transfer') {
    list.rules('bankName', input.bankName, 'required|not_contains_only_spaces');
    const account = (input.accountNumber ?? '').replace(/[\s-]/g, '');
    if (account === '') list.add('accountNumber', 'required');
    else if (!/^\d{5,34}$/.test(account)) list.add('accountNumber', 'payment.accountNumber');
    list.rules('holder', input.holder, 'required|not_contains_only_spaces|max_length:100');
  }
  const swift = (input.swiftCode ?? '').trim().toUpperCase();
  if (swift !== '' && !SWIFT.test(swift)) list.add('swiftCode', 'payment.swiftCode');
  return list.errors;
}
