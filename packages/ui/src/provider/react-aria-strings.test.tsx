import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { translate, type Language } from '@extranet/i18n';
import { DateField } from '../date-field/index.js';
import { DateRangePicker } from '../date-range-picker/index.js';
import { UiProvider } from './ui-provider.js';

type Table = Record<string, Record<string, unknown>>;

/** Every string table of react-aria and react-aria-components, as Vite (and so our plugin) serves them. */
function intlStringFiles(): string[] {
  const require = createRequire(import.meta.url);
  const files: string[] = [];
  for (const pkg of ['react-aria', 'react-aria-components']) {
    const root = join(dirname(require.resolve(`${pkg}/package.json`)), 'dist');
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (/(^|[\\/])intlStrings\.mjs$/.test(entry)) files.push(join(root, entry));
    }
  }
  return files;
}

function renderIn(language: Language, ui: React.ReactNode) {
  return render(
    <UiProvider language={language} translate={(key, params) => translate(language, key, params)}>
      {ui}
    </UiProvider>,
  );
}

describe("react-aria's built-in strings in Indonesian", () => {
  afterEach(() => vi.unstubAllGlobals());

  const files = intlStringFiles();
  it('finds react-aria string tables', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files.map((file) => [file.replace(/.*node_modules[\\/]/, ''), file]))(
    '%s has id-ID with exactly the keys of en-US',
    async (_name, file) => {
      const table = ((await import(/* @vite-ignore */ file)) as { default: Table }).default;
      expect(
        table['id-ID'],
        'id-ID missing: is the Vite plugin @extranet/i18n/vite in this config?',
      ).toBeDefined();
      expect(Object.keys(table['id-ID']!).sort()).toEqual(Object.keys(table['en-US']!).sort());
    },
  );

  it('a DateField in id describes its value in Indonesian', () => {
    renderIn('id', <DateField label="Tanggal check-in" defaultValue="2026-11-22" />);
    const group = screen.getByRole('group', { name: 'Tanggal check-in' });
    const description = group
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain('Tanggal terpilih: 22 November 2026');
  });

  it("a DateField in id names its segments in Indonesian, also where Intl.DisplayNames can't", () => {
    // Browsers without Intl.DisplayNames' dateTimeField type use react-aria's dictionary for segment names.
    const Native = Intl.DisplayNames;
    vi.stubGlobal('Intl', {
      ...Intl,
      DisplayNames: function DisplayNames(locale: string, options: Intl.DisplayNamesOptions) {
        if (options.type === 'dateTimeField') throw new RangeError('unsupported');
        return new Native(locale, options);
      },
    });
    renderIn('id', <DateField label="Tanggal check-in" />);
    const names = screen.getAllByRole('spinbutton').map((s) => s.getAttribute('aria-label'));
    expect(names.some((n) => n?.startsWith('hari'))).toBe(true);
    expect(names.some((n) => n?.startsWith('bulan'))).toBe(true);
    expect(names.some((n) => n?.startsWith('tahun'))).toBe(true);
    expect(names.join(' ')).not.toMatch(/\b(day|month|year)\b/);
  });

  it('a DateRangePicker in id names its start and end segments in Indonesian; en stays English', () => {
    const labels = () =>
      screen
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-label'))
        .join(' | ');
    const { unmount } = renderIn('id', <DateRangePicker label="Periode menginap" />);
    expect(labels()).toContain('hari, Tanggal Mulai');
    expect(labels()).toContain('hari, Tanggal Selesai');
    unmount();
    renderIn('en', <DateRangePicker label="Stay" />);
    expect(labels()).toContain('day, Start Date');
  });
});
