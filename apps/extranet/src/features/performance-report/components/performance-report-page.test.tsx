import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { addDays, todayInZone } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const figures = (over: Record<string, number | null> = {}) => ({
  bookings: 0,
  roomNights: 0,
  revenue: 0,
  adr: null,
  sold: 0,
  allotment: 0,
  occupancy: null,
  cancellations: 0,
  leadTimeDays: 0,
  averageLeadTime: null,
  ...over,
});
const busy = figures({
  bookings: 12,
  roomNights: 20,
  revenue: 10_000_000,
  adr: 500_000,
  sold: 20,
  allotment: 80,
  occupancy: 25,
  cancellations: 2,
  leadTimeDays: 60,
  averageLeadTime: 5,
});
const report = (totals = busy) => ({
  period: { from: '2027-02-01', to: '2027-02-03' },
  previousPeriod: { from: '2027-01-29', to: '2027-01-31' },
  lastYearPeriod: { from: '2026-02-01', to: '2026-02-03' },
  granularity: 'DAY',
  totals,
  previous: figures({ bookings: 8, revenue: 10_000_000 }),
  lastYear: figures(),
  series: [
    { start: '2027-02-01', figures: busy },
    { start: '2027-02-02', figures: figures() },
    { start: '2027-02-03', figures: figures() },
  ],
  rooms: totals.bookings ? [{ roomId: 11, name: 'Deluxe King', figures: busy }] : [],
  ratePlans: totals.bookings ? [{ ratePlanId: 21, name: 'Room Only', figures: busy }] : [],
});

function renderPage(answer: () => Response, roles = [7]) {
  const mock = fakeServer(session({ hotel: { hotelId: H, roles } }), {
    [`GET /api/v1/hotels/${H}/performance-report`]: answer,
    [`GET /api/v1/hotels/${H}/rooms`]: () => json(200, { items: [] }),
    [`GET /api/v1/hotels/${H}/rate-plans`]: () => json(200, { items: [] }),
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/analytics/performance-report'] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const calls = () =>
    mock.mock.calls
      .map(([input]) => String(input instanceof Request ? input.url : input))
      .filter((u) => u.includes('/performance-report'));
  return { ...view, calls };
}

describe('performance report page', () => {
  it('shows the KPI cards with their changes, the series as a table, the breakdowns and the export link', async () => {
    const { container, calls } = renderPage(() => json(200, report()));
    await screen.findByRole('heading', { level: 1, name: tx('performanceReport.title') });
    const bookings = await screen.findByTestId('kpi-bookings');
    expect(bookings.textContent).toContain('12');
    expect(bookings.textContent).toContain(tx('performanceReport.kpi.up', { value: '50' }));
    expect(bookings.textContent).toContain(tx('performanceReport.kpi.noChange'));
    expect(screen.getByTestId('kpi-occupancy').textContent).toContain('25%');
    expect(screen.getByTestId('kpi-revenue').textContent).toContain(tx('performanceReport.kpi.same'));
    // The chart's data is always a table (visually hidden until asked for).
    const table = screen.getByRole('table', { name: tx('performanceReport.chart.table') });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('rowheader', { name: 'Deluxe King' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Room Only' })).toBeTruthy();
    const today = todayInZone('Asia/Jakarta');
    const url = new URL(calls()[0]!, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: addDays(today, -29),
      to: today,
      granularity: 'DAY',
    });
    const link = screen.getByRole('link', { name: tx('performanceReport.export.button') });
    expect(link.getAttribute('href')).toBe(
      `/api/v1/hotels/${H}/performance-report/export?from=${addDays(today, -29)}&to=${today}&granularity=DAY`,
    );
    fireEvent.click(screen.getByRole('button', { name: tx('performanceReport.chart.showTable') }));
    expect(
      screen
        .getByRole('button', { name: tx('performanceReport.chart.showTable') })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when nothing happened in the period', async () => {
    const { container } = renderPage(() => json(200, report(figures({ allotment: 30 }))));
    await screen.findByText(tx('performanceReport.empty.title'));
    expect(screen.queryByTestId('kpi-bookings')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the request error with a retry when the report cannot be read', async () => {
    renderPage(() => json(500, { code: 'INTERNAL', message: 'boom' }));
    await screen.findByRole('heading', { level: 1, name: tx('performanceReport.title') });
    expect(await screen.findByRole('button', { name: /coba lagi|try again/i })).toBeTruthy();
  });
});
