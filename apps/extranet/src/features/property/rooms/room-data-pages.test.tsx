import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';
import { savedRoom } from './test-fixtures';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const room = savedRoom();

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  fakeServer(session(), {
    'GET /api/v1/hotels/101/room-data': () => json(200, { items: [room] }),
    'GET /api/v1/hotels/101/room-data/1101': () => json(200, room),
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('room data pages', () => {
  it('list: the standard name in Indonesian (as the form previewed it), applied at the app time "20.07 WIB"', async () => {
    renderAt('/v3/property/room-data');
    const name = await screen.findByText('Kamar Deluxe Double, Bebas Rokok');
    expect(screen.queryByText(/Deluxe Double Room/)).toBeNull();
    // The app's date-time in the property's zone: a dot in Indonesian, and the zone named.
    const pending = within(name).getByText(/^Diterapkan mulai/);
    expect(pending.textContent).toBe('Diterapkan mulai 28 Nov 2026, 20.07 WIB');
    expect(screen.queryByText(/20:07/)).toBeNull();
  });

  it('view: the same Indonesian standard name and time', async () => {
    renderAt('/v3/property/room-data/view/1101');
    const name = await screen.findByText('Kamar Deluxe Double, Bebas Rokok');
    expect(name.textContent).toContain('Diterapkan mulai 28 Nov 2026, 20.07 WIB');
    expect(screen.queryByText(/Deluxe Double Room/)).toBeNull();
  });

  it('in English the list shows the English name and time', async () => {
    document.cookie = 'lang=en; Path=/';
    renderAt('/v3/property/room-data');
    const name = await screen.findByText('Deluxe Double Room, Non-smoking');
    expect(within(name).getByText(/^Applies from/).textContent).toBe('Applies from 28 Nov 2026, 20:07 GMT+7');
  });
});
