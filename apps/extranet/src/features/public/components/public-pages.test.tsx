import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer } from '../../../../test/fake-server';
import { HELP_ARTICLES, HELP_CATEGORIES } from '../help-articles';

function renderAt(path: string) {
  fakeServer(null);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const h1 = () => screen.findByRole('heading', { level: 1 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('landing', () => {
  it('is Indonesian at /v3/ with the ways in and the sections', async () => {
    renderAt('/v3/');
    expect((await h1()).textContent).toBe('Isi lebih banyak kamar dan kelola properti dari satu dasbor');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Mengapa bergabung dengan kami',
      'Cara kerjanya',
      'Cara mendaftar',
      'Yang bisa Anda lakukan di extranet',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    const main = screen.getByRole('main');
    const register = within(main).getAllByRole('link', { name: /^Daftarkan properti/ });
    expect(register.length).toBeGreaterThan(0);
    for (const link of register) expect(link.getAttribute('href')).toBe('/register');
    expect(within(main).getByRole('link', { name: 'Masuk ke extranet' }).getAttribute('href')).toBe('/login');
    // The hotel registration steps come from the domain's step table, in order.
    const hotel = screen.getByRole('article', { name: 'Hotel' });
    const steps = within(hotel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps[0]).toBe('Jenis properti');
    expect(steps[3]).toBe('Perjanjian');
    expect(steps).toHaveLength(11);
    // The title is set by an effect after the lazy layout and page have rendered.
    await waitFor(() => expect(document.title).toContain('Daftarkan properti Anda'));
  });

  it('is English at /v3/en and links to the English help centre and homes page', async () => {
    renderAt('/v3/en');
    expect((await h1()).textContent).toBe('Fill more rooms and run your property from one dashboard');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Visit the help center' }).getAttribute('href')).toBe(
      '/v3/en/help-center',
    );
    expect(within(main).getByRole('link', { name: 'See how homes register' }).getAttribute('href')).toBe(
      '/v3/en/homes',
    );
  });

  it('moves a visitor who chose English from the plain address to /v3/en', async () => {
    document.cookie = 'lang=en; Path=/';
    const router = renderAt('/v3/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/en'));
    expect((await h1()).textContent).toBe('Fill more rooms and run your property from one dashboard');
  });

  it('keeps the choice of the language switch', async () => {
    const user = userEvent.setup();
    const router = renderAt('/v3/en');
    await h1();
    await user.click(screen.getByRole('link', { name: 'Bahasa Indonesia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/'));
    expect(document.cookie).toContain('lang=id');
    expect((await h1()).textContent).toBe('Isi lebih banyak kamar dan kelola properti dari satu dasbor');
  });
});

describe('homes', () => {
  it('lists the eleven non-hotel registration steps in order, in both languages', async () => {
    renderAt('/v3/homes');
    expect((await h1()).textContent).toBe('Sewakan vila atau apartemen Anda kepada tamu yang siap memesan');
    const steps = screen.getByRole('region', { name: 'Pendaftaran, langkah demi langkah' });
    const titles = within(steps)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toHaveLength(11);
    expect(titles[3]).toBe('Platform lain');
    expect(titles[4]).toBe('Perjanjian');
    expect(titles[8]).toBe('Detail listing');
  });

  it('is English at /v3/en/homes', async () => {
    renderAt('/v3/en/homes');
    expect((await h1()).textContent).toBe(
      'Rent out your villa or apartment to travelers who are ready to book',
    );
  });
});

describe('help centre', () => {
  it('shows every topic and article, and filters as you type (Indonesian)', async () => {
    const user = userEvent.setup();
    const router = renderAt('/v3/help-center');
    expect((await h1()).textContent).toBe('Pusat bantuan');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Memulai dan pendaftaran', 'Keuangan', 'Foto']),
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(HELP_ARTICLES.length);
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe(
      `${HELP_ARTICLES.length} artikel dalam ${HELP_CATEGORIES.length} topik`,
    );

    const search = screen.getByRole('searchbox', { name: 'Cari di pusat bantuan' });
    await user.type(search, 'kata sandi');
    const results = screen.getByRole('region', { name: 'Hasil pencarian' });
    const titles = within(results)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(titles.slice(0, 2)).toEqual(['Lupa kata sandi', 'Aturan kata sandi dan cara menggantinya']);
    expect(titles).not.toContain('Foto');
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toMatch(
      /^\d+ artikel cocok dengan “kata sandi”$/,
    );
    expect(router.state.location.search).toBe('?q=kata+sandi');
  });

  it('filters by words of the body and shows an empty state that clears the search', async () => {
    const user = userEvent.setup();
    renderAt('/v3/help-center');
    const search = await screen.findByRole('searchbox', { name: 'Cari di pusat bantuan' });
    await user.type(search, 'spam');
    expect(
      within(screen.getByRole('region', { name: 'Hasil pencarian' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Lupa kata sandi']);

    await user.clear(search);
    await user.type(search, 'xyzzy');
    expect(screen.getByRole('heading', { name: 'Tidak ada artikel yang cocok dengan “xyzzy”' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tampilkan semua artikel' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(HELP_ARTICLES.length);
  });

  it('searches English at /v3/en/help-center, starting from the address', async () => {
    renderAt('/v3/en/help-center?q=allotment');
    expect((await h1()).textContent).toBe('Help center');
    const search = screen.getByRole('searchbox', { name: 'Search the help center' });
    expect((search as HTMLInputElement).value).toBe('allotment');
    const first = within(screen.getByRole('region', { name: 'Search results' })).getAllByRole('link')[0];
    expect(first?.textContent).toBe('Allotment, close-out and restrictions');
    expect(first?.getAttribute('href')).toBe('/v3/en/help-center/allotment-and-close-out');
  });

  it('opens an article with the rules it explains', async () => {
    const user = userEvent.setup();
    const router = renderAt('/v3/en/help-center');
    await h1();
    await user.click(screen.getByRole('link', { name: 'Forgot your password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/en/help-center/forgot-password'));
    const title = await h1();
    expect(title.textContent).toBe('Forgot your password');
    // The link that was clicked is gone: focus moves to the article's title.
    await waitFor(() => expect(document.activeElement).toBe(title));
    const article = screen.getByRole('article');
    expect(article.textContent).toContain(
      'We send a 4-digit code to your e-mail. It is valid for 10 minutes.',
    );
    expect(article.textContent).toContain('You have 3 attempts');
    expect(article.textContent).toContain('countdown of 60 seconds');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Password rules and changing your password' })).toBeTruthy();
  });

  it('shows the Indonesian article at the plain address', async () => {
    renderAt('/v3/help-center/finance-pin');
    expect((await h1()).textContent).toBe('PIN keuangan Anda');
    expect(screen.getByRole('article').textContent).toContain('Setelah 5 kali salah, PIN diblokir');
  });

  it('says so for an unknown article', async () => {
    renderAt('/v3/en/help-center/no-such-article');
    expect((await h1()).textContent).toBe('We could not find that article');
    expect(screen.getByRole('link', { name: 'All help articles' }).getAttribute('href')).toBe(
      '/v3/en/help-center',
    );
  });
});
