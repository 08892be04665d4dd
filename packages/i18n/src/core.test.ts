import { describe, expect, it } from 'vitest';
// The app's entry: an empty registry, one language loaded at a time (this file never imports `./index.js`).
import { catalogs, isLanguageLoaded, loadLanguage, registerCatalog, t, tp, translate } from './core.js';
import idCommon from './catalogs/id/common.js';

describe('@extranet/i18n/core', () => {
  it('starts without catalogs: t() shows the key, translate() is undefined', () => {
    expect(isLanguageLoaded('id')).toBe(false);
    expect(isLanguageLoaded('en')).toBe(false);
    expect(t('common.actions.save')).toBe('common.actions.save');
    expect(translate('en', 'common.actions.save')).toBeUndefined();
  });

  it("picks the word for a count inside a message by the language's plural rules", () => {
    registerCatalog(
      'en',
      { test: { guests: '%adults% %adults|adult|adults%, %children% %children|child|children%' } },
      { complete: false },
    );
    expect(translate('en', 'test.guests', { adults: 1, children: 2 })).toBe('1 adult, 2 children');
    expect(translate('en', 'test.guests', { adults: 2, children: 1 })).toBe('2 adults, 1 child');
    expect(translate('en', 'test.guests', { adults: 0, children: 0 })).toBe('0 adults, 0 children');
    delete (catalogs.en as Record<string, unknown>).test;
  });

  it('registers one namespace of one language without marking the language loaded', () => {
    registerCatalog('id', { common: idCommon }, { complete: false });
    expect(t('common.actions.save')).toBe('Simpan');
    expect(t('shell.productName')).toBe('shell.productName');
    expect(isLanguageLoaded('id')).toBe(false);
  });

  it('loads a language on demand, once, and keeps t() synchronous afterwards', async () => {
    const first = loadLanguage('en');
    expect(loadLanguage('en')).toBe(first);
    await first;
    expect(isLanguageLoaded('en')).toBe(true);
    expect(isLanguageLoaded('id')).toBe(false);
    expect(t('common.actions.save', undefined, 'en')).toBe('Save');
    expect(tp('common.counts.nights', 2, {}, 'en')).toBe('2 nights');
    expect(Object.keys(catalogs.en)).toContain('shell');
    await loadLanguage('id');
    expect(isLanguageLoaded('id')).toBe(true);
    expect(t('shell.productName')).not.toBe('shell.productName');
  });
});
