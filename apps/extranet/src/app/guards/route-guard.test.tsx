import { FEATURE } from '@extranet/domain';
import { describe, expect, it, afterEach, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../providers';
import { buildRoutes } from '../router';
import { fakeServer, hotel, session } from '../../../test/fake-server';
import type { Session } from '../../shared/session/session';

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
  });

  it('lets an administrator in, and shows the not-available panel of a later area', async () => {
    const router = renderAt('/v3/chat', session({ hotel: { features: [FEATURE.CHAT] } }));
    expect(await screen.findByRole('heading', { name: 'Chat belum tersedia' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/v3/chat');
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
