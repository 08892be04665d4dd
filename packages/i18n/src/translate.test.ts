import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, createTranslator, isLanguage, t, tp, translate } from './index.js';

describe('translate and t', () => {
  it.each([
    ['id', 'common.genericError', 'Terjadi kesalahan, mohon coba lagi.'],
    ['en', 'common.genericError', 'Something went wrong. Please try again.'],
    ['id', 'common.errors.crash.title', 'Maaf, terjadi kesalahan.'],
    ['en', 'common.errors.crash.title', 'Sorry, something went wrong.'],
    ['en', 'common.actions.retry', 'Try again'],
    ['id', 'common.actions.save', 'Simpan'],
  ] as const)('%s %s', (lang, key, text) => {
    expect(translate(lang, key)).toBe(text);
    expect(t(key, undefined, lang)).toBe(text);
  });

  it('defaults to Indonesian', () => {
    expect(DEFAULT_LANGUAGE).toBe('id');
    expect(t('common.actions.cancel')).toBe('Batal');
  });

  it('replaces placeholders and leaves unknown ones', () => {
    expect(t('common.states.noResults', { query: 'Bali' }, 'en')).toBe('No results for "Bali".');
    expect(t('common.errors.http', { status: 500 }, 'en')).toBe('[500] %statusText%');
  });

  it('returns undefined (translate) or the key (t) when missing, also for a non-leaf key', () => {
    expect(translate('en', 'common.nope')).toBeUndefined();
    expect(translate('en', 'common.actions')).toBeUndefined();
    expect(translate('en', 'common.actions.save.deeper')).toBeUndefined();
    expect(t('common.nope')).toBe('common.nope');
  });
});

describe('plurals', () => {
  it.each([
    ['en', 0, '0 nights'],
    ['en', 1, '1 night'],
    ['en', 2, '2 nights'],
    ['id', 1, '1 malam'],
    ['id', 5, '5 malam'],
  ] as const)('%s %i', (lang, count, text) => {
    expect(tp('common.counts.nights', count, undefined, lang)).toBe(text);
  });

  // The bulk-update screen counts rate plans, days and cells: "1 rate plan chosen", not "1 rate plans".
  it.each([
    ['rates.bulk.summaryPlans', 1, '1 rate plan chosen'],
    ['rates.bulk.summaryPlans', 3, '3 rate plans chosen'],
    ['rates.bulk.summaryDays', 1, '1 day of the week'],
    ['rates.bulk.previewCells', 1, '1 cell changes.'],
    ['rates.bulk.previewCells', 7, '7 cells change.'],
    ['rates.bulk.applied', 1, 'Bulk update applied to 1 cell.'],
    ['rates.bulk.undone', 2, 'The bulk update was undone (2 cells restored).'],
  ] as const)('en %s %i', (key, count, text) => {
    expect(tp(key, count, undefined, 'en')).toBe(text);
  });

  it('lets params override count and falls back to the key', () => {
    expect(tp('common.counts.nights', 2, { count: 'two' }, 'en')).toBe('two nights');
    expect(tp('common.nope', 1)).toBe('common.nope');
  });

  it('falls back to the bare key when there are no plural forms', () => {
    expect(tp('common.states.noResults', 3, { query: 'x' }, 'en')).toBe('No results for "x".');
  });
});

describe('createTranslator', () => {
  it('binds a language', () => {
    const en = createTranslator('en');
    expect(en.lang).toBe('en');
    expect(en('common.actions.back')).toBe('Back');
    expect(en.tp('common.counts.properties', 1)).toBe('1 property');
    expect(en.maybe('common.nope')).toBeUndefined();
    expect(en.has('common.actions.back')).toBe(true);
    expect(en.has('common.actions')).toBe(false);
    expect(createTranslator()('common.actions.back')).toBe('Kembali');
  });
});

describe('isLanguage', () => {
  it.each([
    ['id', true],
    ['en', true],
    ['EN', false],
    ['fr', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
  it('lists id and en', () => {
    expect(LANGUAGES).toEqual(['id', 'en']);
  });
});
