import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from './providers';
import { buildRoutes } from './router';
import { CrashBoundary } from '../shared/components/crash-screen';
import { fakeServer, hotel, session } from '../../test/fake-server';
import type { Session } from '../shared/session/session';

const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string, current: Session | null, extra: Parameters<typeof fakeServer>[1] = {}) {
  const fetch = fakeServer(current, extra);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, fetch };
}

function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

afterEach(() => vi.unstubAllGlobals());

describe('forced change of password over home (SPEC 4)', () => {
  it('cannot be dismissed, and on SUCCESS clears the flag, confirms and goes to sign in again', async () => {
    let loggedOut = false;
    const { router, fetch } = renderAt('/v3/app/home', session({ user: { forceChangePassword: true } }), {
      'POST /graphql': (init) => {
        const body = JSON.parse(init.body) as { query: string; variables: Record<string, unknown> };
        if (body.query.includes('changePassword')) {
          expect(body.variables).toMatchObject({
            account: 'admin@demo.extranet',
            currentPassword: 'Lama#2026',
            password: 'Baru#20261',
          });
          return json(200, { data: { changePassword: { code: 'SUCCESS', message: 'ok', errors: null } } });
        }
        return json(200, { data: { refreshToken: { code: 'UNAUTHENTICATED', message: 'no', data: null } } });
      },
      'POST /api/v1/auth/logout': () => {
        loggedOut = true;
        return new Response(null, { status: 204 });
      },
    });
    const dialog = await screen.findByRole('dialog', { name: tx('auth.changePassword.forcedTitle') });
    expect(dialog).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: tx('auth.changePassword.forcedTitle') })).toBeTruthy();

    typeInto(tx('auth.fields.currentPassword'), 'Lama#2026');
    typeInto(tx('auth.fields.newPassword'), 'Baru#20261');
    typeInto(tx('auth.fields.confirmPassword'), 'Baru#20261');
    fireEvent.click(screen.getByRole('button', { name: tx('auth.changePassword.submit') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loggedOut).toBe(true);
    expect(await screen.findByText(tx('auth.changePassword.success'))).toBeTruthy();
    expect(
      fetch.mock.calls.some(([input]) =>
        (input instanceof Request ? input.url : String(input)).includes('/graphql'),
      ),
    ).toBe(true);
  });

  it('shows the general error toast on another answer and lets the user retry', async () => {
    renderAt('/v3/app/home', session({ user: { forceChangePassword: true } }), {
      'POST /graphql': () =>
        json(200, { data: { changePassword: { code: 'FAILED', message: 'x', errors: null } } }),
    });
    await screen.findByRole('dialog', { name: tx('auth.changePassword.forcedTitle') });
    typeInto(tx('auth.fields.currentPassword'), 'Lama#2026');
    typeInto(tx('auth.fields.newPassword'), 'Baru#20261');
    typeInto(tx('auth.fields.confirmPassword'), 'Baru#20261');
    fireEvent.click(screen.getByRole('button', { name: tx('auth.changePassword.submit') }));
    expect(await screen.findByText(tx('auth.changePassword.failed'))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: tx('auth.changePassword.forcedTitle') })).toBeTruthy();
    expect(screen.getByRole('button', { name: tx('auth.changePassword.submit') })).toBeTruthy();
  });
});

describe('forced change of password on other pages (SPEC 4: shown while the flag is set and signed in)', () => {
  const forced = (extra: Parameters<typeof session>[0] = {}) =>
    session({ ...extra, user: { forceChangePassword: true } });

  it('stays over a page reached by link, not only over home', async () => {
    renderAt('/v3/notification', forced());
    expect(await screen.findByRole('dialog', { name: tx('auth.changePassword.forcedTitle') })).toBeTruthy();
  });

  it('stays over the access-denied page of a property whose home is denied (LOS)', async () => {
    const { router } = renderAt('/v3/app/home', forced({ hotel: { rateModel: 'LOS' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/app/access-denied'));
    expect(await screen.findByRole('dialog', { name: tx('auth.changePassword.forcedTitle') })).toBeTruthy();
  });

  it('lets the user sign out instead', async () => {
    const { router, fetch } = renderAt('/v3/notification', forced());
    const dialog = await screen.findByRole('dialog', { name: tx('auth.changePassword.forcedTitle') });
    fireEvent.click(within(dialog).getByRole('button', { name: tx('shell.account.signOut') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const asked = fetch.mock.calls.map((c) => String(c[0] instanceof Request ? c[0].url : c[0]));
    expect(asked.some((url) => url.endsWith('/api/v1/auth/logout'))).toBe(true);
  });

  it('is not doubled on the change-password page, which is the same form', async () => {
    renderAt('/v3/change-password', forced());
    expect(await screen.findByRole('button', { name: tx('auth.changePassword.submit') })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: tx('auth.changePassword.forcedTitle') })).toBeNull();
  });
});

describe('session expiry', () => {
  it('shows the session-expired message when a refresh fails, then goes to /login', async () => {
    const two = session({
      hotels: [hotel(), hotel({ hotelId: 102, name: 'Villa Demo Bali', accommodationType: 'NHA' })],
    });
    const { router } = renderAt('/v3/change-hotel', two, {
      'PUT /api/v1/auth/session/hotel': () => json(401, { code: 'UNAUTHENTICATED', message: 'expired' }),
    });
    const buttons = await screen.findAllByRole('button', { name: tx('shell.changeHotel.choose') });
    fireEvent.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: tx('shell.sessionExpired.title') });
    expect(dialog).toBeTruthy();
    expect(router.state.location.pathname).toBe('/v3/change-hotel');
    fireEvent.click(screen.getByRole('button', { name: tx('shell.sessionExpired.action') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says nothing to a visitor who was never signed in', async () => {
    const { router } = renderAt('/v3/app/home', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('signing out', () => {
  it('from the change-hotel page goes to sign in with the message, not the crash screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let signedIn = true;
    const current = session({
      hotels: [hotel(), hotel({ hotelId: 102, name: 'Villa Demo Bali', accommodationType: 'NHA' })],
    });
    const { router } = renderAt('/v3/change-hotel', current, {
      'POST /api/v1/auth/logout': () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
      'GET /api/v1/auth/session': () =>
        signedIn ? json(200, current) : json(401, { code: 'UNAUTHENTICATED', message: 'Sign in' }),
      'POST /v3/crashlytics': () => new Response(null, { status: 204 }),
    });
    await screen.findAllByRole('button', { name: tx('shell.changeHotel.choose') });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(tx('shell.account.menu')) }));
    fireEvent.click(await screen.findByRole('button', { name: tx('shell.account.signOut') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByText(tx('shell.account.signedOut'));
    expect(screen.queryByText(tx('shell.crash.title'))).toBeNull();
  });
});

describe('crash screen', () => {
  it('shows the apology and reports the crash', async () => {
    const fetch = fakeServer(null, { 'POST /v3/crashlytics': () => new Response(null, { status: 204 }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <AppProviders queryClient={createQueryClient()}>
        <CrashBoundary>
          <Broken />
        </CrashBoundary>
      </AppProviders>,
    );
    expect((await screen.findByText(tx('shell.crash.title'))).tagName).toBe('H1');
    expect(screen.getByText(tx('shell.crash.retry')).closest('button')).toBeTruthy();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([input]) =>
          (input instanceof Request ? input.url : String(input)).includes('/v3/crashlytics'),
        ),
      ).toBe(true),
    );
  });
});
