import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { formatDate } from '../../../shared/format/format';
import { formatIdr } from '../../../shared/rates/fields';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('promo list: the performance summary strip', () => {
  it('shows what the promotions sold over the period, above the list, axe clean', async () => {
    fakeServer(session({ hotel: { hotelId: H, name: 'Hotel Demo Jakarta' } }), {
      [`GET /api/v1/hotels/${H}/deals`]: () =>
        json(200, { deals: [], abilities: { 'deal.read': true, 'deal.edit': true } }),
      [`GET /api/v1/hotels/${H}/promo-performance-summary`]: () =>
        json(200, {
          from: '2027-01-30',
          to: '2027-02-28',
          bookings: 12,
          roomNights: 31,
          revenue: 24_800_000,
          discount: 6_200_000,
        }),
    });
    const router = createMemoryRouter(buildRoutes(), {
      initialEntries: ['/v3/promotions-and-campaigns/promo-list'],
    });
    const { container } = render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const strip = await screen.findByTestId('promo-summary');
    const period = `${formatDate('2027-01-30', 'id')} – ${formatDate('2027-02-28', 'id')}`;
    expect(within(strip).getByRole('heading', { level: 2 }).textContent).toBe(
      tx('promotions.summary.title', { period }),
    );
    const figure = (key: string) =>
      within(strip).getByText(tx(`promotions.summary.${key}`)).nextElementSibling?.textContent;
    expect(figure('bookings')).toBe('12');
    expect(figure('roomNights')).toBe('31');
    expect(figure('revenue')).toBe(formatIdr(24_800_000));
    expect(figure('discount')).toBe(formatIdr(6_200_000));
    await screen.findByText(tx('promotions.empty'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
