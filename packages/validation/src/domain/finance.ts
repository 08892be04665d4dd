import { ErrorList, fieldError, type FieldError } from '../field-errors.js';
import {
  COMMISSION_CALCULATION_MODES,
  COMMISSION_REASON_MAX_LENGTH,
  NITKU_DIGITS,
  TAX_ACCOUNT_NAME_MAX_LENGTH,
  isNitku,
  isNpwp,
  taxDigits,
} from '@extranet/domain';
import { COMMISSION_MAX_DECIMALS, COMMISSION_MAX_PERCENT } from '../constants.js';
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

export interface CommissionProposalInput extends CommissionInput {
  /** The property's commission, percent: 0 to 100, 2 decimals. */
  propertyPercentage?: NumberInput;
  calculationMode?: Maybe<string>;
}

/**
 * A proposed commission (SPEC 3, 5): every value required; property and preferred partner 0 to 100 and
 * together at most 100 (`preferredPartnerPercentage` commission.totalTooHigh); add-ons above 0 to 100; 2
 * decimals; a calculation mode SELL or NET.
 */
export function validateCommissionProposal(input: CommissionProposalInput): FieldError[] {
  const list = new ErrorList();
  checkNumber(list, 'propertyPercentage', input.propertyPercentage, {
    required: true,
    min: 0,
    max: COMMISSION_MAX_PERCENT,
    decimals: COMMISSION_MAX_DECIMALS,
  });
  const errors = [
    ...list.errors,
    ...validateCommission({
      addOnsPercentage: input.addOnsPercentage,
      preferredPartnerPercentage: input.preferredPartnerPercentage,
    }),
  ];
  const mode = input.calculationMode;
  if (!mode) errors.push(fieldError('calculationMode', 'required'));
  else if (!(COMMISSION_CALCULATION_MODES as readonly string[]).includes(mode))
    errors.push(fieldError('calculationMode', 'required'));
  if (!errors.some((e) => e.field === 'propertyPercentage' || e.field === 'preferredPartnerPercentage')) {
    const total = Number(input.propertyPercentage) + Number(input.preferredPartnerPercentage);
    if (Math.round(total * 100) > COMMISSION_MAX_PERCENT * 100)
      errors.push(
        fieldError('preferredPartnerPercentage', 'commission.totalTooHigh', { max: COMMISSION_MAX_PERCENT }),
      );
  }
  return errors;
}

/** A market manager's decision on a commission change: a rejection needs a reason (at most 500 characters). */
export function validateCommissionDecision(input: {
  decision: Maybe<string>;
  reason?: Maybe<string>;
}): FieldError[] {
  const list = new ErrorList();
  if (input.decision !== 'APPROVE' && input.decision !== 'REJECT') list.add('decision', 'required');
  const reason = (input.reason ?? '').trim();
  const rules = `max_length:${COMMISSION_REASON_MAX_LENGTH}`;
  list.rules('reason', reason, input.decision === 'REJECT' ? `required|${rules}` : rules);
  return list.errors;
}

/** The digits of a tax number as people type it (`12.345.678.9-012.345` style punctuation is ignored). */
export function taxNumberDigits(value: string): string {
  return taxDigits(value);
}

/** An NPWP: 15 or 16 digits (NPWP_DIGIT_COUNTS of @extranet/domain). */
function checkTaxNumber(list: ErrorList, field: string, value: Maybe<string>, required: boolean): void {
  const raw = (value ?? '').trim();
  if (raw === '') {
    if (required) list.add(field, 'required');
    return;
  }
  if (!isNpwp(raw)) list.add(field, 'tax.npwpDigits');
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
  otherDocument?: FileInput | string | null;
  /** NITKU, optional: 22 digits (NITKU_DIGITS). */
  nitku?: Maybe<string>;
}

/**
 * Tax account (SPEC 3, 5): type, number (an NPWP of 15 or 16 digits) and name required, the document required
 * (JPG/JPEG/PNG/PDF, max 5 MB). COMPANY: the branch number, when given, has the same format; the branch and
 * other documents, when given, the same types and size. A NITKU, when given, has NITKU_DIGITS digits.
 */
export function validateTaxAccount(input: TaxAccountInput): FieldError[] {
  const list = new ErrorList();
  if (!input.taxAccountType) list.add('taxAccountType', 'required');
  checkTaxNumber(list, 'taxAccountNumber', input.taxAccountNumber, true);
  list.rules(
    'taxAccountName',
    input.taxAccountName,
    `required|not_contains_only_spaces|max_length:${TAX_ACCOUNT_NAME_MAX_LENGTH}`,
  );
  const document = input.taxAccountDocument;
  if (!document) list.add('taxAccountDocument', 'required');
  else if (typeof document !== 'string') checkTaxDocument(list, 'taxAccountDocument', document);
  if (input.taxAccountType === 'COMPANY') {
    checkTaxNumber(list, 'branchTaxAccountNumber', input.branchTaxAccountNumber, false);
    if ((input.branchTaxAccountName ?? '') !== '') {
      list.rules(
        'branchTaxAccountName',
        input.branchTaxAccountName,
        `not_contains_only_spaces|max_length:${TAX_ACCOUNT_NAME_MAX_LENGTH}`,
      );
    }
    for (const field of ['branchTaxAccountDocument', 'otherDocument'] as const) {
      const file = input[field];
      if (file && typeof file !== 'string') checkTaxDocument(list, field, file);
    }
  }
  const nitku = (input.nitku ?? '').trim();
  if (nitku !== '' && !isNitku(nitku)) list.add('nitku', 'tax.nitkuDigits', { length: NITKU_DIGITS });
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
