import { LANGUAGES, translate } from '@extranet/i18n';
import { describe, expect, it } from 'vitest';
import {
  ajvToFieldErrors,
  fieldErrorMessage,
  frameworkCodes,
  toAppError,
  validationCodes,
} from './errors.js';

describe('the error answers of bad input', () => {
  it('every validation code and every framework error code has its message in both languages', () => {
    for (const lang of LANGUAGES) {
      for (const code of validationCodes()) {
        expect(translate(lang, `errors.field.${code}`), `${lang} errors.field.${code}`).toBeTruthy();
      }
      for (const code of frameworkCodes()) {
        expect(translate(lang, `errors.${code}`), `${lang} errors.${code}`).toBeTruthy();
      }
    }
  });

  it('a NUL or lone surrogate problem is the field error INVALID_CHARACTERS, translated', () => {
    const [input] = ajvToFieldErrors([{ keyword: 'invalidText', instancePath: '/rooms/0/name', params: {} }]);
    expect(input).toEqual({ field: 'rooms.0.name', code: 'INVALID_CHARACTERS' });
    expect(fieldErrorMessage('en', input!).message).toBe('Contains characters that are not allowed.');
    expect(fieldErrorMessage('id', input!).message).toBe('Berisi karakter yang tidak diizinkan.');
  });

  it('an unknown key too long to repeat is reported on its object', () => {
    const long = 'k'.repeat(500);
    const errors = ajvToFieldErrors([
      { keyword: 'additionalProperties', instancePath: '/browser', params: { additionalProperty: long } },
    ]);
    expect(errors).toEqual([{ field: 'browser', code: 'UNKNOWN_FIELD' }]);
  });

  it("Fastify's errors keep their status with a code of ours, never their message", () => {
    const error = Object.assign(new Error("'/api/v1/hotels/xxxx' is exceeding the max param length"), {
      code: 'FST_ERR_MAX_PARAM_LENGTH',
      statusCode: 414,
    });
    const app = toAppError(error);
    expect([app.status, app.code]).toEqual([414, 'URL_TOO_LONG']);
  });
});
