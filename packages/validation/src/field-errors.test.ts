import { describe, expect, it } from 'vitest';
import { codes } from '../test/helpers.js';
import {
  expandPath,
  localizeFieldErrors,
  messageOf,
  validateAll,
  fieldError,
  type Schema,
} from './field-errors.js';

describe('validateAll (the server side of the schema)', () => {
  interface Body {
    email: string;
    name: string;
    stay: { start: string; end: string };
    contacts: { email: string }[];
    discount?: string;
    hasDiscount: boolean;
  }
  const schema: Schema<Body> = {
    email: 'required|email',
    name: 'required|max_length:5',
    'stay.end': { rules: 'required|min_date', params: (v) => ({ min_date: v.stay.start }) },
    'contacts.*.email': 'required|email',
    discount: { rules: 'required|number', when: (v) => v.hasDiscount },
  };
  const valid: Body = {
    email: 'a@b.co',
    name: 'Budi',
    stay: { start: '2026-01-01', end: '2026-01-02' },
    contacts: [{ email: 'c@d.co' }, { email: 'e@f.co' }],
    hasDiscount: false,
  };

  it.each<[string, Partial<Body>, Record<string, string>]>([
    ['valid', {}, {}],
    [
      'first failing rule per field',
      { email: '', name: 'Budiman' },
      { email: 'required', name: 'max_length' },
    ],
    [
      'bound from the other field',
      { stay: { start: '2026-01-05', end: '2026-01-02' } },
      { 'stay.end': 'min_date' },
    ],
    [
      'every list item',
      { contacts: [{ email: 'x' }, { email: 'c@d.co' }, { email: '' }] },
      {
        'contacts.0.email': 'email',
        'contacts.2.email': 'required',
      },
    ],
    ['conditional field off', { discount: 'abc' }, {}],
    ['conditional field on', { discount: 'abc', hasDiscount: true }, { discount: 'number' }],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validateAll({ ...valid, ...patch }, schema))).toEqual(expected);
  });

  it('carries the rule bound as %param%', () => {
    expect(validateAll({ name: 'Budiman' }, { name: 'max_length:5' })).toEqual([
      { field: 'name', code: 'max_length', key: 'validations.max_length', params: { param: 5 } },
    ]);
  });

  it('expands * over lists only', () => {
    expect(expandPath({ a: [{ b: [1, 2] }] }, 'a.*.b.*')).toEqual(['a.0.b.0', 'a.0.b.1']);
    expect(expandPath({ a: 'x' }, 'a.*.b')).toEqual([]);
  });
});

describe('messages of field errors', () => {
  it('uses the caller language, the labels, then validations.fields.<name>, then "this field"', () => {
    const errors = [
      fieldError('contacts.0.email', 'required'),
      fieldError('name.en', 'max_length', { param: 80 }),
      fieldError('somethingElse', 'required'),
      fieldError('pin', 'pin.format', { length: 6 }),
    ];
    expect(localizeFieldErrors(errors, { lang: 'en' })).toEqual([
      { field: 'contacts.0.email', code: 'required', message: 'E-mail is required' },
      { field: 'name.en', code: 'max_length', message: 'Name must be at most 80 characters' },
      { field: 'somethingElse', code: 'required', message: 'This field is required' },
      { field: 'pin', code: 'pin.format', message: 'The PIN must be exactly 6 digits' },
    ]);
    expect(localizeFieldErrors(errors.slice(0, 1))[0]?.message).toBe('E-mail wajib diisi');
    expect(messageOf(errors[2]!, { lang: 'id', fieldLabels: { somethingElse: 'Nama hotel' } })).toBe(
      'Nama hotel wajib diisi',
    );
  });

  it('falls back to "Invalid value" for an unknown key', () => {
    expect(messageOf(fieldError('x', 'no.such.code'))).toBe('Invalid value');
  });
});
