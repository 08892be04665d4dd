// `@extranet/validation` reads the shared registry of `@extranet/i18n/core` and carries only the Indonesian
// `validations` namespace itself: importing it must not register (and so bundle) every namespace of both
// languages. This file imports nothing from `@extranet/i18n` but the core entry and one namespace.
import { describe, expect, it } from 'vitest';
import { catalogs, registerCatalog } from '@extranet/i18n/core';
import enValidations from '@extranet/i18n/catalogs/en/validations';
import { localizeFieldErrors, validate, validateLogin } from './index.js';

describe('messages without the full catalogs', () => {
  it('registers no catalog on import', () => {
    expect(Object.keys(catalogs.id)).toEqual([]);
    expect(Object.keys(catalogs.en)).toEqual([]);
  });

  it('still answers in Indonesian, the default language, from its own namespace', () => {
    expect(validate('', 'required', { field: 'Email' })).toMatchObject({ message: 'Email wajib diisi' });
    expect(localizeFieldErrors(validateLogin({ email: '', password: 'x' }))).toEqual([
      { field: 'email', code: 'required', message: 'E-mail wajib diisi' },
    ]);
  });

  it('answers in English once the English namespace is registered', () => {
    registerCatalog('en', { validations: enValidations }, { complete: false });
    expect(localizeFieldErrors(validateLogin({ email: '', password: 'x' }), { lang: 'en' })).toEqual([
      { field: 'email', code: 'required', message: 'E-mail is required' },
    ]);
  });
});
