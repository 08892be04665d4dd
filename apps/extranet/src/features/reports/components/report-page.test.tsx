import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { addDays, addMonths, todayInZone } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string) => translate('id', key) ?? key;

describe('report page', () => {
  it('lists the downloadable reports with a link per format for the period', async () => {
    fakeServer(session({ hotel: { hotelId: H, roles: [7] } }));
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/report'] });
    const { container } = render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: tx('analytics.reports.title') });
    const entries = screen.getAllByTestId('report-entry');
    expect(entries).toHaveLength(4);
    const today = todayInZone('Asia/Jakarta');
    const bookings = within(entries[0]!).getByRole('link', { name: tx('analytics.reports.xlsx') });
    expect(bookings.getAttribute('href')).toBe(
      `/api/v1/hotels/${H}/bookings/export?stayFrom=${addDays(today, -29)}&stayTo=${today}&format=xlsx`,
    );
    const ari = within(entries[1]!).getByRole('link', { name: tx('analytics.reports.csv') });
    expect(ari.getAttribute('href')).toBe(`/api/v1/hotels/${H}/ari/export?from=${today}&days=30&format=csv`);
    const performance = within(entries[2]!).getByRole('link', { name: tx('analytics.reports.xlsx') });
    expect(performance.getAttribute('href')).toBe(
      `/api/v1/hotels/${H}/performance-report/export?from=${addDays(today, -29)}&to=${today}&granularity=DAY`,
    );
    // The statement opens on last month.
    const statement = within(entries[3]!).getByRole('link', { name: tx('analytics.reports.pdf') });
    expect(statement.getAttribute('href')).toBe(
      `/api/v1/hotels/${H}/finance/statements/${addMonths(today, -1).slice(0, 7)}/file?format=pdf`,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists to a reservation user only the reports of the screens it may open (no statement: finance's)", async () => {
    fakeServer(session({ hotel: { hotelId: H, roles: [5] } }));
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/report'] });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: tx('analytics.reports.title') });
    const titles = screen
      .getAllByTestId('report-entry')
      .map((e) => within(e).getByRole('heading', { level: 2 }).textContent);
    expect(titles).toContain(tx('analytics.reports.performance.title'));
    expect(titles).not.toContain(tx('analytics.reports.statement.title'));
  });
});
