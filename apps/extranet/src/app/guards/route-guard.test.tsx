import { FEATURE, ROUTES } from '@extranet/domain';
import { describe, expect, it, afterEach, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../providers';
import { buildRoutes } from '../router';
import { fakeServer, hotel, session } from '../../../test/fake-server';
import type { Session } from '../../shared/session/session';
import { SCREENS } from '../screens';

function renderAt(path: string, current: Session | null) {
  fakeServer(current);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the route wrapper', () => {
  it('sends a visitor without a session to /login, remembering where they were going', async () => {
    const router = renderAt('/v3/finance/payment-list', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?ref=${encodeURIComponent('/v3/finance/payment-list')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeTruthy();
  });

  it('denies a reservation user the finance pages (role list of SPEC 6)', async () => {
    const router = renderAt('/v3/finance/payment-list', session({ hotel: { roles: [5] } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/app/access-denied'));
    expect(
      await screen.findByRole('heading', { name: 'Anda tidak memiliki akses ke halaman ini' }),
    ).toBeTruthy();
    // The tab names the page too, as every page's does.
    await waitFor(() =>
      expect(document.title).toBe('Anda tidak memiliki akses ke halaman ini · Extranet Mitra'),
    );
  });

  it('names an unknown page in the tab as not found', async () => {
    renderAt('/v3/no-such-page', session());
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toMatch(/ · Extranet Mitra$/));
    expect(document.title).not.toBe('Extranet Mitra');
  });

  it('lets an administrator in to the page of a feature the property has', async () => {
    const router = renderAt('/v3/chat', session({ hotel: { features: [FEATURE.CHAT] } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/v3/chat');
  });

  it("shows an area's landing page with the pages of the area the user may open (/v3/account)", async () => {
    // The server's menu (filtered by role there): the Account section with the pages this user may open.
    const server = fakeServer(session());
    const others = server.getMockImplementation();
    const item = (routeId: string, label: string, path: string) => ({ routeId, labelKey: '', label, path });
    server.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      (input instanceof Request ? input.url : String(input)).includes('/v3/app/api/menus')
        ? new Response(
            JSON.stringify({
              hotelId: 1,
              sections: [
                {
                  id: 'account',
                  labelKey: 'common.menu.account',
                  label: 'Akun',
                  icon: 'user',
                  items: [
                    item('userManage', 'Pengguna', '/v3/account/user-manage'),
                    item('activityLog', 'Log aktivitas', '/v3/account/activity-log'),
                    item('changePassword', 'Ubah kata sandi', '/v3/change-password'),
                  ],
                },
              ],
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : others!(input, init),
    );
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/account'] });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Akun' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Pengguna' }).getAttribute('href')).toBe(
      '/v3/account/user-manage',
    );
    for (const name of ['Pengguna', 'Log aktivitas', 'Ubah kata sandi'])
      expect(within(main).getByRole('link', { name }).getAttribute('href')).toMatch(
        /^\/v3\/account\/|^\/v3\/change-password/,
      );
  });

  it('has a screen for every page of the route table: none shows the not-available panel', () => {
    const missing = ROUTES.filter((r) => !r.redirectTo && !SCREENS[r.id]).map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it('forces a user who must verify to their own user edit page', async () => {
    const router = renderAt(
      '/v3/app/home',
      session({ user: { requireVerification: true, userRoleId: '77' } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/account/user-manage/edit/77'));
  });

  it('forces verification for a foreign phone code with an unverified e-mail', async () => {
    const router = renderAt(
      '/v3/property/photo-gallery',
      session({ user: { phoneCode: '+65', emailVerified: false, userRoleId: '9' } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/account/user-manage/edit/9'));
  });

  it('applies the access-denied rule of a LOS property on home', async () => {
    const router = renderAt('/v3/app/home', session({ hotel: { rateModel: 'LOS' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/app/access-denied'));
  });

  it('refuses entire pricing to a hotel (it is for homes only)', async () => {
    const path = '/v3/rates-and-availability/entire-pricing';
    const router = renderAt(path, session({ hotel: { accommodationType: 'HOTEL' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/app/access-denied'));
    expect(router.state.location.state).toMatchObject({ reason: 'NOT_A_HOME' });
  });

  it('sends a property still in registration to its registration step (status guard)', async () => {
    const router = renderAt(
      '/v3/app/home',
      session({ hotel: { activeStatus: -1, accommodationType: null, rateModel: null } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/registration/property-category'));
  });

  it('shows not-found for an unknown path and for a parameter outside its allowed values', async () => {
    renderAt('/v3/no-such-page', session());
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
  });

  it('rejects a method the route table does not allow', async () => {
    renderAt('/v3/rates-and-availability/rate-plans/delete/5', session());
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
  });

  it('renders public pages without waiting for a session, in English under /v3/en', async () => {
    renderAt('/v3/en', null);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Fill more rooms and run your property from one dashboard',
      }),
    ).toBeTruthy();
  });

  it('renders home for an administrator with the property facts', async () => {
    renderAt(
      '/v3/app/home',
      session({
        hotels: [hotel(), hotel({ hotelId: 102, name: 'Villa Demo Bali', accommodationType: 'NHA' })],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Halo, Admin Demo' })).toBeTruthy();
    expect(screen.getAllByText('Hotel Demo Jakarta').length).toBeGreaterThan(0);
    expect(screen.getByText('Harga harian')).toBeTruthy();
  });
});
