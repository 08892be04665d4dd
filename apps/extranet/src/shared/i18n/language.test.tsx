import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { isLanguageLoaded, loadLanguage } from '@extranet/i18n';
import { LanguageProvider, useLanguage } from './language';

// As in the built app (vite.config.ts): the registry starts empty and languages load on demand.
vi.mock('@extranet/i18n', () => import('@extranet/i18n/core'));

function Probe() {
  const { lang, setLang, t } = useLanguage();
  return (
    <button type="button" lang={lang} onClick={() => setLang(lang === 'id' ? 'en' : 'id')}>
      {t('common.actions.save')}
    </button>
  );
}

describe('LanguageProvider with languages loaded on demand', () => {
  it('switches once the new catalogs have arrived, showing the previous language meanwhile', async () => {
    await loadLanguage('id');
    expect(isLanguageLoaded('en')).toBe(false);
    render(
      <LanguageProvider initial="id">
        <Probe />
      </LanguageProvider>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Simpan');

    act(() => fireEvent.click(button));
    // Never the key: Indonesian stays until English is there.
    expect(button.textContent).toBe('Simpan');
    expect(button.getAttribute('lang')).toBe('id');
    await screen.findByRole('button', { name: 'Save' });
    expect(isLanguageLoaded('en')).toBe(true);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.cookie).toContain('lang=en');
  });

  it('follows a fixed language (a public address), never showing a key', async () => {
    await loadLanguage('id');
    const { rerender } = render(
      <LanguageProvider initial="id" fixed="id">
        <Probe />
      </LanguageProvider>,
    );
    rerender(
      <LanguageProvider initial="id" fixed="en">
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByRole('button').textContent).not.toBe('common.actions.save');
    await screen.findByRole('button', { name: 'Save' });
  });
});
