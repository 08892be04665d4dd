import type { Language } from '@extranet/i18n';
import type { FieldError } from '@extranet/validation';
import { AppError, errorMessage } from '../../http/errors.js';
import { fieldErrorsFrom } from '../../http/field-errors.js';

/**
 * A refusal of the auth module, independent of HTTP and GraphQL: status, stable code, field errors
 * (validation's FieldError, translated at the edge), extra fields of the error JSON (attemptsLeft,
 * retryAfterSeconds, resendAvailableAt) and optionally a more specific message key than `errors.<code>`.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: readonly FieldError[] = [],
    readonly extra: Record<string, string | number> = {},
    readonly messageKey?: string,
  ) {
    super(code);
    this.name = 'AuthError';
  }
}

export function validationError(errors: readonly FieldError[]): AuthError {
  return new AuthError(400, 'VALIDATION_ERROR', errors);
}

export function rateLimited(retryAfterSeconds: number, messageKey?: string): AuthError {
  return new AuthError(
    429,
    'RATE_LIMITED',
    [],
    { retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) },
    messageKey,
  );
}

/** Field codes of this module whose message lives in the errors namespace, not in validations. */
const OWN_FIELD_MESSAGES: Record<string, string> = {
  'password.wrong': 'WRONG_PASSWORD',
  'token.invalid': 'RESET_TOKEN_INVALID',
};

/** A field error in the caller's language: the shared adapter (fieldErrorsFrom), but this module's own messages. */
export function localizeFieldError(
  error: FieldError,
  lang: Language,
): { field: string; code: string; message: string } {
  const own = OWN_FIELD_MESSAGES[error.code];
  const message = own ? errorMessage(lang, own) : fieldErrorsFrom([error], lang)[0]?.message;
  return { field: error.field, code: error.code, message: message ?? error.code };
}

/** The platform's AppError for an AuthError: one error JSON everywhere, Retry-After on 429. */
export function toAppError(error: AuthError, lang: Language): AppError {
  const { minutes: _minutes, ...extra } = error.extra;
  const retryAfter = error.extra.retryAfterSeconds;
  return new AppError(error.status, error.code, {
    params: error.extra,
    extra,
    ...(error.fieldErrors.length > 0
      ? { errors: error.fieldErrors.map((e) => localizeFieldError(e, lang)) }
      : {}),
    ...(retryAfter !== undefined ? { headers: { 'retry-after': String(retryAfter) } } : {}),
    ...(error.messageKey ? { messageKey: error.messageKey } : {}),
  });
}
