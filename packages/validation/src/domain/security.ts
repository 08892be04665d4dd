import { ErrorList, fieldError, type FieldError } from '../field-errors.js';
import { MERCHANT_CATEGORY_CODE_LENGTH, OTP_LENGTH, PIN_LENGTH } from '../constants.js';
import type { VerifyPassword } from './auth.js';
import type { Maybe } from './types.js';

const digits = (count: number) => new RegExp(`^\\d{${count}}$`);
const PIN_PATTERN = digits(PIN_LENGTH);
const OTP_PATTERN = digits(OTP_LENGTH);
const MCC_PATTERN = digits(MERCHANT_CATEGORY_CODE_LENGTH);

function repeatsWithPeriod(pin: string, period: number): boolean {
  for (let i = period; i < pin.length; i++) if (pin[i] !== pin[i - period]) return false;
  return true;
}

function isStep(pin: string, step: 1 | -1): boolean {
  for (let i = 1; i < pin.length; i++) {
    if ((Number(pin[i - 1]) + step + 10) % 10 !== Number(pin[i])) return false;
  }
  return true;
}

/**
 * An easy PIN is one a stranger guesses first (SPEC 5 "avoid easy combinations"):
 * - one digit repeated (`111111`);
 * - a run up or down by one, also across 9-0 (`123456`, `654321`, `890123`);
 * - a pair or a triple repeated (`121212`, `123123`);
 * - a run of doubled digits up or down (`112233`, `998877`).
 */
export function isEasyPin(pin: string): boolean {
  if (repeatsWithPeriod(pin, 1) || repeatsWithPeriod(pin, 2) || repeatsWithPeriod(pin, 3)) return true;
  if (isStep(pin, 1) || isStep(pin, -1)) return true;
  if (pin.length % 2 === 0) {
    const pairs = Array.from({ length: pin.length / 2 }, (_, i) => pin.slice(i * 2, i * 2 + 2));
    if (pairs.every((pair) => pair[0] === pair[1])) {
      const heads = pairs.map((pair) => pair[0]).join('');
      if (isStep(heads, 1) || isStep(heads, -1)) return true;
    }
  }
  return false;
}

export interface NewPinInput {
  pin: Maybe<string>;
  confirmPin: Maybe<string>;
  /** The PIN being replaced, when the client knows it (change PIN); the server uses checkPinReuse. */
  currentPin?: Maybe<string>;
}

/** A new PIN: exactly 6 digits, not easy, different from the current one, confirmed (SPEC 5). */
export function validateNewPin(input: NewPinInput): FieldError[] {
  const list = new ErrorList();
  const pin = input.pin ?? '';
  if (list.rules('pin', pin, 'required')) {
    if (!PIN_PATTERN.test(pin)) list.add('pin', 'pin.format', { length: PIN_LENGTH });
    else if (isEasyPin(pin)) list.add('pin', 'pin.easy');
    else if (input.currentPin && pin === input.currentPin) list.add('pin', 'pin.sameAsOld');
  }
  if (list.rules('confirmPin', input.confirmPin, 'required') && input.confirmPin !== pin) {
    list.add('confirmPin', 'pin.mismatch');
  }
  return list.errors;
}

/** Entering a PIN to unlock: 6 digits. */
export function validatePinEntry(pin: Maybe<string>, field = 'pin'): FieldError[] {
  const list = new ErrorList();
  if (list.rules(field, pin, 'required') && !PIN_PATTERN.test(pin ?? '')) {
    list.add(field, 'pin.format', { length: PIN_LENGTH });
  }
  return list.errors;
}

/** The server's rule "the new PIN must differ from the old": `pin.sameAsOld` when it matches the stored hash. */
export async function checkPinReuse(
  pin: string,
  currentHash: string | null | undefined,
  verify: VerifyPassword,
  field = 'pin',
): Promise<FieldError[]> {
  return currentHash && (await verify(pin, currentHash)) ? [fieldError(field, 'pin.sameAsOld')] : [];
}

/** An OTP code: exactly 4 digits. */
export function validateOtp(code: Maybe<string>, field = 'code'): FieldError[] {
  const list = new ErrorList();
  if (list.rules(field, code, 'required') && !OTP_PATTERN.test(code ?? '')) {
    list.add(field, 'otp.format', { length: OTP_LENGTH });
  }
  return list.errors;
}

/** A merchant category code: exactly 4 digits. */
export function validateMerchantCategoryCode(
  code: Maybe<string>,
  field = 'merchantCategoryCode',
): FieldError[] {
  const list = new ErrorList();
  if (list.rules(field, code, 'required') && !MCC_PATTERN.test(code ?? '')) {
    list.add(field, 'merchantCategoryCode.format', { length: MERCHANT_CATEGORY_CODE_LENGTH });
  }
  return list.errors;
}
