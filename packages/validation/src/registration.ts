// Validators of the registration steps kept by the registration module (issue 11): the property type, other
// platforms, the agreement, payment details, and the market manager's decision. The server and the wizard's
// forms call the same functions; codes are `validations.<code>` keys (block `registration` for our own).
import {
  AGREEMENT_VERSION,
  CHANNEL_SOURCES,
  OTHER_PLATFORMS,
  OTHER_PLATFORMS_MAX,
  PAYOUT_CURRENCIES,
  PROPERTY_TYPES,
  REJECT_REASON_MAX,
  REJECT_REASON_MIN,
  type RegistrationKind,
} from '@extranet/domain';
import { isUrl } from './engine.js';
import { ErrorList, type FieldError } from './field-errors.js';
import { isoDate } from './domain/dates.js';
import type { Maybe } from './domain/types.js';

/** SWIFT/BIC: bank (4 letters), country (2 letters), location (2 letters/digits), optional branch (3). */
export const SWIFT_CODE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
/** A bank account number of a registration: 5 to 20 digits (spaces and dashes as people type them ignored). */
export const ACCOUNT_NUMBER = /^\d{5,20}$/;

const oneOf = (list: readonly string[], value: Maybe<string>) => !!value && list.includes(value);

export function validateCreateRegistration(input: {
  accommodationType: Maybe<string>;
  placeType?: Maybe<string>;
}): FieldError[] {
  const list = new ErrorList();
  if (!oneOf(['HOTEL', 'NHA'], input.accommodationType)) list.add('accommodationType', 'required');
  if (input.accommodationType === 'NHA' && !oneOf(['WHOLE', 'UNIT'], input.placeType)) {
    list.add('placeType', 'registration.placeTypeRequired');
  }
  if (input.accommodationType === 'HOTEL' && input.placeType) {
    list.add('placeType', 'registration.placeTypeNotAllowed');
  }
  return list.errors;
}

/** GUEST_PROPERTY: one of the property types of the category. */
export function validatePropertyType(kind: RegistrationKind, propertyType: Maybe<string>): FieldError[] {
  const list = new ErrorList();
  if (!propertyType) list.add('propertyType', 'required');
  else if (!PROPERTY_TYPES[kind].includes(propertyType))
    list.add('propertyType', 'registration.invalidOption');
  return list.errors;
}

export interface OtherPlatformFormInput {
  platforms: readonly { platform: Maybe<string>; url: Maybe<string> }[];
  channelSource: Maybe<string>;
  referralCode?: Maybe<string>;
}

/**
 * OTHER_PLATFORM: up to 5 platforms, each a known platform with an http(s) link, not twice the same link; the
 * channel source required (SPEC 5); a referral code, when given, letters and digits (whether it exists and is
 * still valid is the server's check: `registration.referralUnknown`, `registration.referralExpired`).
 */
export function validateOtherPlatform(input: OtherPlatformFormInput): FieldError[] {
  const list = new ErrorList();
  if (input.platforms.length > OTHER_PLATFORMS_MAX) {
    list.add('platforms', 'registration.tooManyPlatforms', { max: OTHER_PLATFORMS_MAX });
  }
  const seen = new Set<string>();
  input.platforms.forEach((entry, i) => {
    if (!entry.platform) list.add(`platforms.${i}.platform`, 'required');
    else if (!oneOf(OTHER_PLATFORMS, entry.platform))
      list.add(`platforms.${i}.platform`, 'registration.invalidOption');
    const url = (entry.url ?? '').trim();
    if (url === '') list.add(`platforms.${i}.url`, 'required');
    else if (!isUrl(url)) list.add(`platforms.${i}.url`, 'url');
    else if (seen.has(url.toLowerCase())) list.add(`platforms.${i}.url`, 'registration.duplicatePlatform');
    seen.add(url.toLowerCase());
  });
  if (!input.channelSource) list.add('channelSource', 'required');
  else if (!oneOf(CHANNEL_SOURCES, input.channelSource))
    list.add('channelSource', 'registration.invalidOption');
  list.rules('referralCode', input.referralCode?.trim() ?? '', 'alphanumeric|max_length:20');
  return list.errors;
}

export interface AgreementFormInput {
  name: Maybe<string>;
  position: Maybe<string>;
  date: Maybe<string>;
  accepted: Maybe<boolean>;
  version: Maybe<string>;
}

/**
 * AGREEMENT_DETAIL: name and position (2 to 100), the signing date not after `today` (the property's day),
 * the text accepted, and the version shown is the current one.
 */
export function validateAgreement(input: AgreementFormInput, today: string): FieldError[] {
  const list = new ErrorList();
  list.rules('name', input.name, 'required|not_contains_only_spaces|min_length:2|max_length:100');
  list.rules('position', input.position, 'required|not_contains_only_spaces|min_length:2|max_length:100');
  const date = isoDate(input.date);
  if (!input.date) list.add('date', 'required');
  else if (!date) list.add('date', 'date.invalid');
  else if (date > today) list.add('date', 'max_date', { param: today });
  if (input.accepted !== true) list.add('accepted', 'registration.agreementRequired');
  if (input.version !== AGREEMENT_VERSION) list.add('version', 'registration.agreementOutdated');
  return list.errors;
}

export interface PaymentDetailFormInput {
  method: Maybe<string>;
  bankName?: Maybe<string>;
  branch?: Maybe<string>;
  accountNumber?: Maybe<string>;
  accountHolder?: Maybe<string>;
  swiftCode?: Maybe<string>;
  payoutCurrency?: Maybe<string>;
}

/** The account number as stored: digits only. */
export const accountNumberDigits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * PAYMENT_DETAIL: a method and a payout currency; for BANK_TRANSFER the bank, branch, account number (5 to 20
 * digits), holder and SWIFT code (8 or 11) are required; for the other methods bank fields given are still
 * checked for their format.
 */
export function validatePaymentDetail(input: PaymentDetailFormInput): FieldError[] {
  const list = new ErrorList();
  if (!input.method) list.add('method', 'required');
  else if (!oneOf(['BANK_TRANSFER', 'INVOICE', 'VIRTUAL_CREDIT'], input.method)) {
    list.add('method', 'registration.invalidOption');
  }
  const bank = input.method === 'BANK_TRANSFER';
  const text = (field: string, value: Maybe<string>) => {
    if (bank) list.rules(field, value, 'required|not_contains_only_spaces|max_length:100');
    else list.rules(field, value ?? '', 'max_length:100');
  };
  text('bankName', input.bankName);
  text('branch', input.branch);
  text('accountHolder', input.accountHolder);
  const account = accountNumberDigits(input.accountNumber ?? '');
  if (account === '') {
    if (bank) list.add('accountNumber', 'required');
  } else if (!ACCOUNT_NUMBER.test(account)) list.add('accountNumber', 'registration.accountNumber');
  const swift = (input.swiftCode ?? '').trim().toUpperCase();
  if (swift === '') {
    if (bank) list.add('swiftCode', 'required');
  } else if (!SWIFT_CODE.test(swift)) list.add('swiftCode', 'payment.swiftCode');
  if (!input.payoutCurrency) list.add('payoutCurrency', 'required');
  else if (!oneOf(PAYOUT_CURRENCIES, input.payoutCurrency))
    list.add('payoutCurrency', 'registration.invalidOption');
  return list.errors;
}

/** A market manager's decision: a reject needs a reason of 10 to 1000 characters. */
export function validatePropertyDecision(input: {
  decision: Maybe<string>;
  reason?: Maybe<string>;
}): FieldError[] {
  const list = new ErrorList();
  if (!oneOf(['APPROVE_OFFLINE', 'APPROVE_ONLINE', 'REJECT'], input.decision))
    list.add('decision', 'required');
  const reason = (input.reason ?? '').trim();
  if (input.decision === 'REJECT') {
    list.rules('reason', reason, `required|min_length:${REJECT_REASON_MIN}|max_length:${REJECT_REASON_MAX}`);
  } else list.rules('reason', reason, `max_length:${REJECT_REASON_MAX}`);
  return list.errors;
}
