import { ErrorList, fieldError, type FieldError } from '../field-errors.js';
import { MERCHANT_CATEGORY_CODE_LENGTH, OTP_LENGTH, PIN_LENGTH } from '../constants.js';
import type { VerifyPassword } from './auth.js';
import type { Maybe } from './types.js';
import { isEasyPin, REJECT_REASON_MAX, REJECT_REASON_MIN } from '@extranet/domain';

const digits = (count: number) => new RegExp(`^\\d{${count}}$`);
const PIN_PATTERN = digits(PIN_LENGTH);
const OTP_PATTERN = digits(OTP_LENGTH);
const MCC_PATTERN = digits(MERCHANT_CATEGORY_CODE_LENGTH);

/** The easy combinations (SPEC 5) are a domain rule: see isEasyPin in @extranet/domain (pin/index.ts). */
export { isEasyPin };

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

/** Changing a PIN: the current PIN (6 digits) and a valid new PIN, confirmed, different from the current one. */
export function validatePinChange(input: NewPinInput): FieldError[] {
  return [...validatePinEntry(input.currentPin, 'currentPin'), ...validateNewPin(input)];
}

/** A market manager's decision on a PIN reset: APPROVE, or REJECT with a reason of 10 to 1000 characters. */
export function validatePinResetDecision(input: {
  decision: Maybe<string>;
  reason?: Maybe<string>;
}): FieldError[] {
  const list = new ErrorList();
  if (input.decision !== 'APPROVE' && input.decision !== 'REJECT') list.add('decision', 'required');
  const reason = (input.reason ?? '').trim();
  if (input.decision === 'REJECT') {
    list.rules('reason', reason, `required|min_length:${REJECT_REASON_MIN}|max_length:${REJECT_REASON_MAX}`);
  } else list.rules('reason', reason, `max_length:${REJECT_REASON_MAX}`);
  return list.errors;
}
