import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
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

const insured = {
  bookingId: 501,
  itineraryId: 'TVL-0083000111',
  guestName: 'Wulan Santoso',
  roomName: 'Superior Double',
  checkIn: '2027-03-10',
  checkOut: '2027-03-12',
  createdAt: '2027-02-20T03:00:00.000Z',
  status: 'CONFIRMED',
  insurance: { planCode: 'TRAVEL_BASIC', premium: 70_000, coveredGuests: 2, claimLimit: 525_000_000 },
};
const pageOf = (items: unknown[]) => ({
  items,
  pageInfo: { page: 0, size: 20, total: items.length },
  claimLimit: 525_000_000,
});

function renderPage(answer: () => Response, roles = [7]) {
  const mock = fakeServer(session({ hotel: { hotelId: H, roles, features: [FEATURE.INSURANCE] } }), {
    [`GET /api/v1/hotels/${H}/insurance/bookings`]: answer,
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/insurance'] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const calls = () =>
    mock.mock.calls
      .map(([input]) => String(input instanceof Request ? input.url : input))
      .filter((u) => u.includes('/insurance/bookings'));
  return { ...view, calls };
}

describe('insurance page', () => {
  it('lists the insured bookings of the last 30 days with their coverage, the claim limit and how to claim', async () => {
    const { container, calls } = renderPage(() => json(200, pageOf([insured])));
    await screen.findByRole('heading', { level: 1, name: tx('insurance.title') });
    const row = await screen.findByTestId('insured-booking');
    expect(within(row).getByText('TVL-0083000111')).toBeTruthy();
    expect(within(row).getByText('TRAVEL_BASIC')).toBeTruthy();
    expect(row.textContent).toContain('70.000');
    expect(screen.getByTestId('insurance-claim-limit').textContent?.replace(/\D/g, '')).toBe('525000000');
    expect(screen.getByText(tx('insurance.claim.step1'))).toBeTruthy();
    expect(screen.getByRole('link', { name: tx('insurance.claim.contactLink') })).toBeTruthy();
    const today = todayInZone('Asia/Jakarta');
    const url = new URL(calls()[0]!, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      rangeOf: 'BOOKED',
      from: addDays(today, -29),
      to: today,
      page: '0',
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when no booking was sold with insurance, and offers no contact link to other roles', async () => {
    renderPage(() => json(200, pageOf([])), [5]);
    await screen.findByText(tx('insurance.empty.title'));
    expect(screen.queryByRole('link', { name: tx('insurance.claim.contactLink') })).toBeNull();
  });

  it('shows the request error with a retry when the list cannot be read', async () => {
    renderPage(() => json(500, { code: 'INTERNAL', message: 'boom' }));
    await screen.findByRole('heading', { level: 1, name: tx('insurance.title') });
    await screen.findByRole('heading', { name: tx('shell.serverProblem.title') });
    expect(screen.getByRole('button', { name: tx('shell.serverProblem.retry') })).toBeTruthy();
    expect(screen.queryByTestId('insured-booking')).toBeNull();
  });
});
