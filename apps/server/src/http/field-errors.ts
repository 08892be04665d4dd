import type { Language } from '@extranet/i18n';
import { messageOf, type FieldError as ValidationFieldError } from '@extranet/validation';
import { AppError, type FieldErrorInput } from './errors.js';

/**
 * Field errors of @extranet/validation as the server's field errors, each message translated from
 * `validations.<code>` into the caller's language; `prefix` places them under a part of the body
 * (`changes.3.`). The one adapter between the shared validators and the error shape.
 */
export function fieldErrorsFrom(
  errors: readonly ValidationFieldError[],
  lang: Language,
  prefix = '',
): FieldErrorInput[] {
  return errors.map((e) => {
    const field = `${prefix}${e.field}`;
    return { field, code: e.code, message: messageOf({ ...e, field }, { lang }) };
  });
}

/** A 400 VALIDATION_ERROR of validator errors (see fieldErrorsFrom), or null when there are none. */
export function validationErrorFrom(
  errors: readonly ValidationFieldError[],
  lang: Language,
  prefix = '',
): AppError | null {
  return errors.length === 0
    ? null
    : new AppError(400, 'VALIDATION_ERROR', { errors: fieldErrorsFrom(errors, lang, prefix) });
}
