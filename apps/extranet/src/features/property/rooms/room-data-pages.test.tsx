import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { Schemas } from '@extranet/api';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A room saved a moment ago: the server keeps its standard name in English, applied at 20.07 WIB. */
const savedRoom: Schemas['RoomData'] = {
  roomId: 1101,
  name: 'Deluxe Double',
  roomType: 'DELUXE',
  description: '<p>Kamar luas.</p>',
  sizeSqm: 28,
  roomCount: 10,
  bedroomCount: 1,
  bedrooms: [{ beds: [{ type: 'DOUBLE', count: 1 }], alternatives: [] }],
  maxAdults: 2,
  maxChildren: 1,
  minOccupancy: 1,
  maxOccupancy: 3,
  smokingAllowed: false,
  tower: null,
  floor: null,
  roomNumber: null,
  bathrooms: 1,
  view: null,
  minSellPrice: 550000,
  facilities: ['WIFI', 'AIR_CONDITIONING', 'TV'],
  guestTypes: [],
  standardName: 'Deluxe Double Room, Non-smoking',
  standardNameFrom: '2026-11-28T13:07:00.000Z',
  standardNameApplied: false,
  photoCount: 0,
  ratePlanIds: [],
};

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  fakeServer(session(), {
    'GET /api/v1/hotels/101/room-data': () => json(200, { items: [savedRoom] }),
    'GET /api/v1/hotels/101/room-data/1101': () => json(200, savedRoom),
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
