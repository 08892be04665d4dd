import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { addDays, FEATURE, todayInZone } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const today = todayInZone('Asia/Jakarta');

const day = (i: number, holiday = false) => ({
  date: addDays(today, i),
  roomNights: i % 3,
  revenue: (i % 3) * 900_000,
  adr: i % 3 === 0 ? null : 900_000,
  marketAverage: 1_000_000 + i * 1000,
  marketPrices: 15,
  holiday: holiday ? { nameId: 'Hari Raya Nyepi', nameEn: 'Day of Silence' } : null,
});
const adr = (setSize: number) => ({
  from: today,
  to: addDays(today, 29),
  setSize,
  days: Array.from({ length: 30 }, (_, i) => day(i, i === 4)),
  totals: { roomNights: 29, revenue: 26_100_000, adr: 900_000, marketAverage: 1_014_500 },
});
const plans = {
  items: [
    {
      ratePlanId: 2101,
      name: 'Room Only',
      status: 'ACTIVE',
      stayKind: 'CUSTOM',
      rooms: [{ roomId: 1101, name: 'Superior Double' }],
    },
  ],
};
const simulation = {
  roomId: 1101,
  ratePlanId: 2101,
  ratePlanName: 'Room Only',
  checkIn: addDays(today, 7),
  checkOut: addDays(today, 9),
  nights: 2,
  available: true,
  reasons: [],
  perNight: [
    { date: addDays(today, 7), rate: 1_000_000 },
    { date: addDays(today, 8), rate: 1_000_000 },
  ],
  priceBeforePromotions: 2_000_000,
  promotions: [{ kind: 'REGULAR', name: 'Early bird 10%', amount: 200_000 }],
  guestPays: 1_800_000,
  commissionPercent: 15,
  commission: 270_000,
  propertyReceives: 1_530_000,
  currency: 'IDR',
};

function renderPage(setSize: number) {
  const mock = fakeServer(
    session({
      hotel: { hotelId: H, roles: [7], features: [FEATURE.COMPETITIVE_SET, FEATURE.AVERAGE_DAILY_RATE] },
    }),
    {
      [`GET /api/v1/hotels/${H}/average-daily-rate`]: () => json(200, adr(setSize)),
      [`GET /api/v1/hotels/${H}/rate-plans`]: () => json(200, plans),
      [`POST /api/v1/hotels/${H}/analytics/price-simulation`]: () => json(200, simulation),
    },
  );
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/analytics/average-daily-rate'] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const calls = (part: string) =>
    mock.mock.calls
      .map(([input]) => String(input instanceof Request ? input.url : input))
      .filter((u) => u.includes(part));
  return { ...view, calls };
}

describe('average daily rate page', () => {
  it('compares the ADR with the set by day, holidays named, in a table beside the chart', async () => {
    const { container, calls } = renderPage(15);
    await screen.findByRole('heading', { level: 1, name: tx('analytics.adr.title') });
    const rows = await screen.findAllByTestId('adr-day');
    expect(rows).toHaveLength(30);
    expect(rows[4]!.textContent).toContain('Hari Raya Nyepi');
    expect(within(rows[1]!).getAllByText(/900\.000/).length).toBeGreaterThan(0);
    expect(within(rows[1]!).getByText(/-Rp\s?101\.000/)).toBeTruthy();
    expect(screen.getByText(tx('analytics.adr.setSize', { count: 15 }))).toBeTruthy();
    await screen.findByRole('img', { name: tx('analytics.adr.chart') });
    const url = new URL(calls('/average-daily-rate')[0]!, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: today, to: addDays(today, 29) });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says to save a competitive set first when there is none', async () => {
    renderPage(0);
    await screen.findByText(tx('analytics.adr.noSet.title'));
    expect(screen.getByRole('link', { name: tx('analytics.adr.noSet.link') }).getAttribute('href')).toBe(
      '/v3/analytics/competitive-set',
    );
  });

  it('simulates a price: what the guest pays, the promotion, the commission and what the property receives', async () => {
    const { container } = renderPage(15);
    const submit = await screen.findByRole('button', { name: tx('analytics.simulation.submit') });
    fireEvent.click(submit);
    const result = await screen.findByTestId('simulation-result');
    expect(result.textContent).toContain('Early bird 10%');
    expect(screen.getByTestId('simulation-guest-pays').textContent).toMatch(/1\.800\.000/);
    expect(screen.getByTestId('simulation-property-receives').textContent).toMatch(/1\.530\.000/);
    expect(await axeViolations(container)).toEqual([]);
  });
});
