import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as I18nCore from '@extranet/i18n/core';
import type * as Language from './language';

// As in the built app (vite.config.ts): the registry starts empty and languages load on demand.
vi.mock('@extranet/i18n', () => import('@extranet/i18n/core'));

// The project's files share one module registry (vitest.config.ts): the registry and the provider are imported
// afresh here, so no catalog another file loaded is already there.
let i18n: typeof I18nCore;
let language: typeof Language;
beforeAll(async () => {
  vi.resetModules();
  i18n = await import('@extranet/i18n');
  language = await import('./language');
});

function Probe() {
  const { lang, setLang, t } = language.useLanguage();
  return (
    <button type="button" lang={lang} onClick={() => setLang(lang === 'id' ? 'en' : 'id')}>
      {t('common.actions.save')}
    </button>
  );
}

describe('LanguageProvider with languages loaded on demand', () => {
  it('switches once the new catalogs have arrived, showing the previous language meanwhile', async () => {
    await i18n.loadLanguage('id');
    expect(i18n.isLanguageLoaded('en')).toBe(false);
    render(
      <language.LanguageProvider initial="id">
        <Probe />
      </language.LanguageProvider>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Simpan');

    act(() => fireEvent.click(button));
    // Never the key: Indonesian stays until English is there.
    expect(button.textContent).toBe('Simpan');
    expect(button.getAttribute('lang')).toBe('id');
    await screen.findByRole('button', { name: 'Save' });
    expect(i18n.isLanguageLoaded('en')).toBe(true);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.cookie).toContain('lang=en');
  });

  it('follows a fixed language (a public address), never showing a key', async () => {
    await i18n.loadLanguage('id');
    const { rerender } = render(
      <language.LanguageProvider initial="id" fixed="id">
        <Probe />
      </language.LanguageProvider>,
    );
    rerender(
      <language.LanguageProvider initial="id" fixed="en">
        <Probe />
      </language.LanguageProvider>,
    );
    expect(screen.getByRole('button').textContent).not.toBe('common.actions.save');
    await screen.findByRole('button', { name: 'Save' });
  });
});
