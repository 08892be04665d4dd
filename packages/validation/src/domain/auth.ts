import { ErrorList, fieldError, type FieldError } from '../field-errors.js';
import {
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_NAME_MIN_LENGTH,
  PASSWORD_HISTORY,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from '../constants.js';
import type { Maybe } from './types.js';

/** Pipe rules of a new password: required and strong (length and character classes of SPEC 5). */
export const PASSWORD_RULES = 'required|strength_password';
/**
 * Pipe rules of a user's name (sign-up, the user's own details, user management): SPEC 5's 3 to 50
 * characters of a contact (the registering user becomes the property's administrator contact), checked on
 * the trimmed name. The one rule of the screens and the API.
 */
export const USER_NAME_RULES = `required|not_contains_only_spaces|min_length:${CONTACT_NAME_MIN_LENGTH}|max_length:${CONTACT_NAME_MAX_LENGTH}`;

/** A user's name (USER_NAME_RULES) on its own; errors on `field`. */
export function validateUserName(name: Maybe<string>, field = 'name'): FieldError[] {
  const list = new ErrorList();
  list.rules(field, name?.trim(), USER_NAME_RULES);
  return list.errors;
}

/** Pipe rules of an e-mail address that must be given. */
export const EMAIL_RULES = 'required|email';
/** Phone without country code: digits only, SPEC 5's minimum of 6. */
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** Checks a phone number typed without its country code. Adds `phone.invalid` when it is not one. */
export function checkPhone(list: ErrorList, field: string, phone: Maybe<string>, required: boolean): void {
  const value = (phone ?? '').trim();
  if (value === '') {
    if (required) list.add(field, 'required');
    return;
  }
  if (value.startsWith('+')) list.add(field, 'phone.countryCode');
  else if (!PHONE_PATTERN.test(value))
    list.add(field, 'phone.invalid', { min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS });
}

export interface LoginInput {
  email: Maybe<string>;
  password: Maybe<string>;
}

/** Login: e-mail (well-formed) and password required (SPEC 5). The password's strength is not judged here. */
export function validateLogin(input: LoginInput): FieldError[] {
  const list = new ErrorList();
  list.rules('email', input.email?.trim(), EMAIL_RULES);
  list.rules('password', input.password, 'required');
  return list.errors;
}

export interface NewPasswordInput {
  password: Maybe<string>;
  confirmPassword: Maybe<string>;
}

function checkNewPassword(list: ErrorList, input: NewPasswordInput): void {
  list.rules('password', input.password, PASSWORD_RULES);
  if (
    list.rules('confirmPassword', input.confirmPassword, 'required') &&
    input.password !== input.confirmPassword
  ) {
    list.add('confirmPassword', 'password.mismatch');
  }
}

/** A new password with its confirmation (reset password): both required, strong, equal. */
export function validateNewPassword(input: NewPasswordInput): FieldError[] {
  const list = new ErrorList();
  checkNewPassword(list, input);
  return list.errors;
}

export interface ChangePasswordInput extends NewPasswordInput {
  currentPassword: Maybe<string>;
}

/**
 * Change password (SPEC 5): all three fields required, the new one strong, different from the current one,
 * and confirmed. The "not one of the last 5" rule needs the stored hashes: the server adds it with
 * `checkPasswordHistory`.
 */
export function validateChangePassword(input: ChangePasswordInput): FieldError[] {
  const list = new ErrorList();
  list.rules('currentPassword', input.currentPassword, 'required');
  checkNewPassword(list, input);
  if (!list.has('password') && input.currentPassword && input.password === input.currentPassword) {
    list.add('password', 'password.sameAsCurrent');
  }
  return list.errors;
}

/** Compares a plain password with one stored hash (argon2/bcrypt verify in the server). */
export type VerifyPassword = (password: string, hash: string) => boolean | Promise<boolean>;

/**
 * True when `password` matches one of the most recent PASSWORD_HISTORY hashes. `recentHashes` is newest
 * first; older entries than the limit are ignored, so the caller may pass the whole history.
 */
export async function isInPasswordHistory(
  password: string,
  recentHashes: readonly string[],
  verify: VerifyPassword,
): Promise<boolean> {
  for (const hash of recentHashes.slice(0, PASSWORD_HISTORY)) {
    if (await verify(password, hash)) return true;
  }
  return false;
}

/**
 * The server's history rule: a `password.reused` error on `field` when the new password is one of the last
 * PASSWORD_HISTORY (the current password included when it is the newest entry).
 */
export async function checkPasswordHistory(
  password: string,
  recentHashes: readonly string[],
  verify: VerifyPassword,
  field = 'password',
): Promise<FieldError[]> {
  return (await isInPasswordHistory(password, recentHashes, verify))
    ? [fieldError(field, 'password.reused', { count: PASSWORD_HISTORY })]
    : [];
}

export interface RegisterInput extends NewPasswordInput {
  name: Maybe<string>;
  email: Maybe<string>;
  phoneCode: Maybe<string>;
  phone: Maybe<string>;
}

/**
 * Sign-up: name, e-mail, phone code and phone (without the country code, at least 6 digits), a strong
 * password and its confirmation. "E-mail already registered" is the server's `account.emailRegistered` error.
 */
export function validateRegister(input: RegisterInput): FieldError[] {
  const list = new ErrorList();
  list.rules('name', input.name?.trim(), USER_NAME_RULES);
  list.rules('email', input.email?.trim(), EMAIL_RULES);
  if (list.rules('phoneCode', input.phoneCode, 'required') && !/^\+\d{1,4}$/.test(input.phoneCode ?? '')) {
    list.add('phoneCode', 'phone.code');
  }
  checkPhone(list, 'phone', input.phone, true);
  checkNewPassword(list, input);
  return list.errors;
}

/** The error the server returns when a sign-up e-mail already has an account (SPEC 5). */
export function emailRegisteredError(field = 'email'): FieldError {
  return fieldError(field, 'account.emailRegistered');
}

export interface ChangePasswordFormState {
  /** Field errors currently shown. */
  errors: readonly unknown[] | Record<string, unknown>;
  loading: boolean;
  /** A submit is in flight. */
  pending: boolean;
  accountId: Maybe<string | number>;
}

/** SPEC 5: the change-password submit is blocked while there are errors, it is loading or pending, or no accountId. */
export function canSubmitChangePassword(state: ChangePasswordFormState): boolean {
  const hasErrors = Array.isArray(state.errors)
    ? state.errors.length > 0
    : Object.keys(state.errors).length > 0;
  return (
    !hasErrors &&
    !state.loading &&
    !state.pending &&
    state.accountId !== null &&
    state.accountId !== undefined &&
    state.accountId !== ''
  );
}
