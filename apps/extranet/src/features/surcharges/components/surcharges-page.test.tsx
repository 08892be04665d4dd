import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';
import type { Surcharge } from '../model';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const gala: Surcharge = {
  surchargeId: 3,
  name: 'Gala Dinner',
  info: '',
  type: 'GUEST',
  price: null,
  adultPrice: 750000,
  childPrice: 375000,
  stayDates: { start: '2026-12-31', end: '2026-12-31' },
  checkInDates: { start: '2026-12-01', end: '2026-12-30' },
  status: 'ACTIVE',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('surcharges list', () => {
  it('shows dates as people read them and amounts as Rp 750.000, never ISO', async () => {
    fakeServer(session(), {
      'GET /api/v1/hotels/101/surcharges': () => json(200, { items: [gala] }),
    });
    const router = createMemoryRouter(buildRoutes(), {
      initialEntries: ['/v3/rates-and-availability/surcharge'],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table.textContent).toContain('Gala Dinner'));
    expect(table.textContent).toContain('31 Des 2026 – 31 Des 2026');
    expect(table.textContent).toContain('1 Des 2026 – 30 Des 2026');
    expect(table.textContent).toMatch(/Rp\s750\.000/);
    expect(table.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
