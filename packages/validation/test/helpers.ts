import { expect } from 'vitest';
import { translate } from '@extranet/i18n';
import type { FieldError } from '../src/field-errors.js';

/**
 * Field errors as `{ field: code }`, after checking that each one's message exists in both catalogs and that
 * `key` is `validations.<code>`: a validator can never return an error the UI cannot show.
 */
export function codes(errors: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    expect(error.key).toBe(`validations.${error.code}`);
    expect(translate('id', error.key), `id ${error.key}`).toBeTruthy();
    expect(translate('en', error.key), `en ${error.key}`).toBeTruthy();
    expect(out[error.field], `one error per field: ${error.field}`).toBeUndefined();
    out[error.field] = error.code;
  }
  return out;
}
