import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '@extranet/i18n';
import { parseRules, RULE_NAMES, validate } from './engine.js';
import { FALLBACK_MESSAGE } from './messages.js';

const passes = (value: unknown, rules: string, params?: Record<string, unknown>) =>
  validate(value, rules, { params }).valid;

describe('validate: one row per rule and edge (SPEC 5)', () => {
  it.each<[string, unknown, boolean]>([
    // alphanumeric: letters and digits only; empty allowed
    ['alphanumeric', 'abc123', true],
    ['alphanumeric', '', true],
    ['alphanumeric', undefined, true],
    ['alphanumeric', 'abc 123', false],
    ['alphanumeric', 'abc-1', false],
    ['alphanumeric', 'é', false],
    // length:n exact
    ['length:4', '1234', true],
    ['length:4', '123', false],
    ['length:4', '12345', false],
    ['length:4', '', false],
    ['length:2', ['a', 'b'], true],
    // email: empty allowed
    ['email', 'owner@hotel.co.id', true],
    ['email', 'first.last+tag@sub.example.com', true],
    ['email', '', true],
    ['email', null, true],
    ['email', 'owner@hotel', false],
    ['email', 'owner@xn--80ak6aa92e.xn--p1ai', true],
    ['email', 'owner@hotel.c0m', false],
    ['email', 'owner.@hotel.com', false],
    ['email', 'ow..ner@hotel.com', false],
    ['email', 'owner hotel@x.com', false],
    ['email', '@hotel.com', false],
    ['email', `${'a'.repeat(250)}@x.com`, false],
    // max:n, commas removed first
    ['max:500', '500', true],
    ['max:500', 500, true],
    ['max:500', '501', false],
    ['max:1000000', '1,000,000', true],
    ['max:1000000', '1,000,001', false],
    ['max:500', 'abc', false],
    ['max:500', '', false],
    // max_float:n
    ['max_float:100', '100', true],
    ['max_float:100', '99.99', true],
    ['max_float:100', '100.01', false],
    ['max_float:1.5', 1.5, true],
    // max_currency:n (IDR: dots and commas are thousand separators, "Rp" ignored)
    ['max_currency:1000000', 'Rp 1.000.000', true],
    ['max_currency:1000000', '1,000,001', false],
    ['max_currency:1000000', 999999, true],
    ['max_currency:1000000', 'IDR 2.000.000', false],
    ['max_currency:1000000', 'lots', false],
    // min:n
    ['min:1', '1', true],
    ['min:1', '0', false],
    ['min:1', '1,200', true],
    ['min:0', '-1', false],
    ['min:1', '', false],
    // minNonEmpty:n: empty allowed, else like min
    ['minNonEmpty:5', '', true],
    ['minNonEmpty:5', undefined, true],
    ['minNonEmpty:5', '4', false],
    ['minNonEmpty:5', '5', true],
    ['minNonEmpty:5', 'x', false],
    // min_float:n inclusive
    ['min_float:0.5', '0.5', true],
    ['min_float:0.5', '0.49', false],
    // min_float_decimal:n exclusive ("above n")
    ['min_float_decimal:0', '0.01', true],
    ['min_float_decimal:0', '0', false],
    ['min_float_decimal:0', 0, false],
    // max_length / min_length (characters; lists by their length)
    ['max_length:5', 'abcde', true],
    ['max_length:5', 'abcdef', false],
    ['max_length:5', '', true],
    ['max_length:2', '😀😀', true],
    ['min_length:3', 'abc', true],
    ['min_length:3', 'ab', false],
    ['min_length:1', [], false],
    ['min_length:1', [1], true],
    // strength_password: 8+, lower, upper, digit, special
    ['strength_password', 'Extranet#2026', true],
    ['strength_password', 'Abcdef1!', true],
    ['strength_password', 'Abcde1!', false],
    ['strength_password', 'abcdefg1!', false],
    ['strength_password', 'ABCDEFG1!', false],
    ['strength_password', 'Abcdefgh!', false],
    ['strength_password', 'Abcdefgh1', false],
    ['strength_password', '', false],
    ['strength_password', 12345678, false],
    // number / integer
    ['number', '12.5', true],
    ['number', '-3', true],
    ['number', '1,250.75', true],
    ['number', '1e5', false],
    ['number', '12a', false],
    ['number', '', false],
    ['number', Number.NaN, false],
    ['integer', '12', true],
    ['integer', '1,200', true],
    ['integer', 12, true],
    ['integer', '12.5', false],
    ['integer', 12.5, false],
    ['integer', '', false],
    // required / not_null
    ['required', 'x', true],
    ['required', 0, true],
    ['required', false, true],
    ['required', '', false],
    ['required', null, false],
    ['required', undefined, false],
    ['required', [], false],
    ['required', '<p></p>', false],
    ['required', '<p><br></p>', false],
    ['required', '<p>hi</p>', true],
    ['required', { id: 1 }, true],
    ['required', new Date('2026-01-01'), true],
    ['required', new Date('nope'), false],
    ['not_null', '', true],
    ['not_null', 0, true],
    ['not_null', null, false],
    ['not_null', undefined, false],
    // max_decimal_place:n
    ['max_decimal_place:2', '10.25', true],
    ['max_decimal_place:2', '10', true],
    ['max_decimal_place:2', 10.5, true],
    ['max_decimal_place:2', '10.255', false],
    ['max_decimal_place:2', 10.255, false],
    ['max_decimal_place:2', 'x', false],
    // not_contains_only_spaces
    ['not_contains_only_spaces', 'a b', true],
    ['not_contains_only_spaces', '   ', false],
    ['not_contains_only_spaces', '\t\n', false],
    ['not_contains_only_spaces', '<p>&nbsp;</p>', false],
    // url
    ['url', 'https://www.airbnb.com/calendar/ical/1.ics', true],
    ['url', 'http://localhost:3000/x', true],
    ['url', 'ftp://example.com', false],
    ['url', 'example.com', false],
    ['url', 'https://exa mple.com', false],
    ['url', 'https://nodot', false],
    ['url', '', false],
  ])('%s with %j -> %s', (rules, value, expected) => {
    expect(passes(value, rules)).toBe(expected);
  });
});

describe('date rules take their bound from options.params', () => {
  it.each<[string, unknown, Record<string, unknown> | undefined, boolean]>([
    ['max_date', '2026-12-31', { max_date: '2026-12-31' }, true],
    ['max_date', '2027-01-01', { max_date: '2026-12-31' }, false],
    ['min_date', '2026-01-01', { min_date: '2026-01-01' }, true],
    ['min_date', '2025-12-31', { min_date: '2026-01-01' }, false],
    ['min_date', new Date('2026-02-01T00:00:00Z'), { min_date: '2026-01-01' }, true],
    ['max_date', '2026-02-30', { max_date: '2026-12-31' }, false],
    ['max_date', 'not a date', { max_date: '2026-12-31' }, false],
    ['max_date', '2026-01-01garbage', { max_date: '2026-12-31' }, false],
    ['max_date', '2026-12-31T23:59', { max_date: '2026-12-31' }, true],
    ['min_date', new Date(2026, 0, 1), { min_date: '2026-01-01' }, true],
    ['max_date', new Date(2026, 0, 1, 23, 59), { max_date: '2026-01-01' }, true],
    ['max_date', '2030-01-01', undefined, true],
    ['min_date|max_date', '2026-06-15', { min_date: '2026-06-01', max_date: '2026-06-30' }, true],
    ['min_date|max_date', '2026-07-01', { min_date: '2026-06-01', max_date: '2026-06-30' }, false],
  ])('%s %j with %j -> %s', (rules, value, params, expected) => {
    expect(passes(value, rules, params)).toBe(expected);
  });

  it('puts the bound in %param%', () => {
    const result = validate('2027-01-01', 'max_date', {
      field: 'End',
      params: { max_date: '2026-12-31' },
      translate: (key) => (key === 'validations.max_date' ? '%field% after %param%' : undefined),
    });
    expect(result).toEqual({
      valid: false,
      rule: 'max_date',
      key: 'validations.max_date',
      message: 'End after 31 Des 2026',
    });
  });

  it('rejects an invalid bound loudly', () => {
    expect(() => validate('2026-01-01', 'max_date', { params: { max_date: 'soon' } })).toThrow(
      /invalid date bound/,
    );
  });
});

describe('combining and messages', () => {
  it('the first failing rule wins', () => {
    expect(validate('', 'required|min_length:3')).toMatchObject({ valid: false, rule: 'required' });
    expect(validate('ab', 'required|min_length:3|max_length:1')).toMatchObject({
      valid: false,
      rule: 'min_length',
    });
    expect(validate('abc', 'required|min_length:3')).toEqual({ valid: true });
  });

  it('replaces %field% and %param% from the given translate', () => {
    const messages: Record<string, string> = { 'validations.max_length': '%field% max %param% chars' };
    const result = validate('abcdef', 'max_length:5', { field: 'Title', translate: (key) => messages[key] });
    expect(result).toEqual({
      valid: false,
      rule: 'max_length',
      key: 'validations.max_length',
      message: 'Title max 5 chars',
    });
  });

  it('falls back to "Invalid value" when the key is missing', () => {
    const result = validate('', 'required', { translate: () => undefined });
    expect(result).toMatchObject({ valid: false, message: FALLBACK_MESSAGE });
    expect(FALLBACK_MESSAGE).toBe('Invalid value');
  });

  it('defaults to the Indonesian catalog and "this field"', () => {
    expect(validate('', 'required')).toMatchObject({ message: 'Kolom ini wajib diisi' });
    expect(validate('', 'required', { field: 'Email' })).toMatchObject({ message: 'Email wajib diisi' });
    const en = (key: string) => translate('en', key);
    expect(validate('abc', 'min_length:5', { field: 'Name', translate: en })).toMatchObject({
      message: 'Name must be at least 5 characters',
    });
    expect(validate('weak', 'strength_password', { translate: en })).toMatchObject({
      message: expect.stringContaining('at least 8 characters'),
    });
  });

  it('has a message in both catalogs for every rule', () => {
    for (const rule of RULE_NAMES) {
      expect(translate('id', `validations.${rule}`), rule).toBeTruthy();
      expect(translate('en', `validations.${rule}`), rule).toBeTruthy();
    }
  });

  it('throws on unknown rules and missing numeric parameters (typos must not pass silently)', () => {
    expect(() => parseRules('requried')).toThrow(/Unknown validation rule/);
    expect(() => parseRules('max_length')).toThrow(/numeric parameter/);
    expect(() => parseRules('max:abc')).toThrow(/numeric parameter/);
    expect(parseRules(' required | max:5 ')).toEqual([
      { name: 'required', param: undefined },
      { name: 'max', param: '5' },
    ]);
  });

  it('validates rich text on its plain text', () => {
    expect(passes('<p><strong>abcde</strong></p>', 'max_length:5')).toBe(true);
    expect(passes('<p><strong>abcdef</strong></p>', 'max_length:5')).toBe(false);
    expect(passes('<p>a &amp; b</p>', 'max_length:5')).toBe(true);
    expect(passes('<ul><li>ab</li><li>cd</li></ul>', 'min_length:5')).toBe(true);
  });
});

describe('properties of the bounded rules', () => {
  it('max_length:n accepts exactly the strings of at most n characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.nat(50), (s, n) => {
        if (/[<&]/.test(s)) return;
        expect(passes(s, `max_length:${n}`)).toBe(Array.from(s).length <= n);
        expect(passes(s, `min_length:${n}`)).toBe(Array.from(s).length >= n);
      }),
    );
  });

  it('max:n and min:n compare numbers, with or without thousands commas', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (v, n) => {
        const formatted = v.toLocaleString('en-US');
        expect(passes(formatted, `max:${n}`)).toBe(v <= n);
        expect(passes(String(v), `min:${n}`)).toBe(v >= n);
        expect(passes(v, `min_float_decimal:${n}`)).toBe(v > n);
      }),
    );
  });

  it('max_float and min_float agree with the numeric order', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: -1e6, max: 1e6 }),
        (v, n) => {
          const s = v.toFixed(4);
          expect(passes(s, `max_float:${n}`)).toBe(Number(s) <= n);
          expect(passes(s, `min_float:${n}`)).toBe(Number(s) >= n);
        },
      ),
    );
  });

  it('length:n holds only at n', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{0,12}$/), fc.nat(12), (s, n) => {
        expect(passes(s, `length:${n}`)).toBe(s.length === n);
      }),
    );
  });

  it('max_decimal_place:n counts the digits after the point', () => {
    fc.assert(
      fc.property(fc.nat(99999), fc.stringMatching(/^\d{0,6}$/), fc.nat(6), (whole, fraction, n) => {
        const s = fraction === '' ? String(whole) : `${whole}.${fraction}`;
        expect(passes(s, `max_decimal_place:${n}`)).toBe(fraction.length <= n);
      }),
    );
  });
});
