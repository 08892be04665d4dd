// The property's insurance contact (SPEC 5, 6; docs/decisions/insurance.md): the server and the contact form run
// the same checks; codes are `validations.<code>` keys.
import { ErrorList, type FieldError } from '../field-errors.js';
import { CONTACT_NAME_MAX_LENGTH, CONTACT_NAME_MIN_LENGTH } from '../constants.js';
import { checkPhone, EMAIL_RULES } from './auth.js';
import type { Maybe } from './types.js';

/** The longest position, in characters (the contract's maxLength). */
export const INSURANCE_CONTACT_POSITION_MAX_LENGTH = 100;

export interface InsuranceContactInput {
  name: Maybe<string>;
  email: Maybe<string>;
  /** Phone without the country code. */
  phone: Maybe<string>;
  position: Maybe<string>;
}

/**
 * Name 3 to 50 characters, a well-formed e-mail, a phone without its country code (6 to 15 digits), a position
 * (not only spaces, at most 100 characters).
 */
export function validateInsuranceContact(input: InsuranceContactInput): FieldError[] {
  const list = new ErrorList();
  list.rules(
    'name',
    input.name?.trim(),
    `required|min_length:${CONTACT_NAME_MIN_LENGTH}|max_length:${CONTACT_NAME_MAX_LENGTH}`,
  );
  list.rules('email', input.email?.trim(), EMAIL_RULES);
  checkPhone(list, 'phone', input.phone, true);
  list.rules(
    'position',
    input.position,
    `required|not_contains_only_spaces|max_length:${INSURANCE_CONTACT_POSITION_MAX_LENGTH}`,
  );
  return list.errors;
}
