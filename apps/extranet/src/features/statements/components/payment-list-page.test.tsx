import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const amounts = (net: number) => ({
  roomRevenue: net + 150_000,
  addOns: 0,
  adjustments: 0,
  promotionDiscount: 0,
  commission: 150_000,
  addOnsCommission: 0,
  tax: 0,
  netPayable: net,
});
const summary = (month: string, status: string, net: number) => ({
  month,
  periodStart: `${month}-01`,
  periodEnd: `${month}-28`,
  invoiceDate: '2027-03-01',
  dueDate: '2027-03-08',
  bookingCount: 2,
  totals: amounts(net),
  paid: 0,
  status,
});
const line = (bookingId: number, net: number) => ({
  bookingId,
  itineraryId: `TVL-${bookingId}`,
  guestName: 'Wulan Santoso',
  checkIn: '2027-02-10',
  checkOut: '2027-02-12',
  status: 'CONFIRMED',
  commissionPercent: 15,
  rescheduled: bookingId === 2,
  amounts: amounts(net),
});

function renderAt(path: string, routes: Record<string, () => Response>) {
  fakeServer(session({ hotel: { hotelId: H, roles: [7] } }), routes);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

async function expectAxeClean(container: Element) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  expect(await axeViolations(container)).toEqual([]);
}

afterEach(() => vi.restoreAllMocks());

describe('payment list', () => {
  it('lists the monthly statements and opens one with its lines, totals and downloads', async () => {
    const user = userEvent.setup();
    const { container, router } = renderAt('/v3/finance/payment-list', {
      [`GET /api/v1/hotels/${H}/finance/statements`]: () =>
        json(200, {
          items: [summary('2027-02', 'DUE', 1_700_000), summary('2027-01', 'PAID', 850_000)],
          pageInfo: { page: 0, size: 12, total: 2 },
        }),
      [`GET /api/v1/hotels/${H}/finance/statements/2027-02`]: () =>
        json(200, {
          summary: summary('2027-02', 'DUE', 1_700_000),
          commissionMode: 'SELL',
          taxPercent: null,
          lines: [line(1, 850_000), line(2, 850_000)],
        }),
    });
    await screen.findByRole('heading', { level: 1, name: tx('statements.title') });
    const rows = await screen.findAllByTestId('statement-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(tx('statements.status.DUE'))).toBeTruthy();
    expect(rows[0]!.textContent).toContain('1.700.000');
    await expectAxeClean(container);

    await user.click(within(rows[0]!).getByRole('link'));
    expect(router.state.location.search).toBe('?month=2027-02');
    const lines = await screen.findAllByTestId('statement-line');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.textContent).toContain(tx('statements.detail.rescheduled'));
    expect(screen.getByTestId('statement-totals').textContent).toContain('1.700.000');
    const xlsx = screen.getByRole('link', { name: tx('statements.detail.downloadXlsx') });
    expect(xlsx.getAttribute('href')).toBe(`/api/v1/hotels/${H}/finance/statements/2027-02/file?format=xlsx`);
    expect(
      screen.getByRole('link', { name: tx('statements.detail.downloadPdf') }).getAttribute('href'),
    ).toContain('format=pdf');
    await expectAxeClean(container);
  });

  it('says when there is no statement yet', async () => {
    renderAt('/v3/finance/payment-list', {
      [`GET /api/v1/hotels/${H}/finance/statements`]: () =>
        json(200, { items: [], pageInfo: { page: 0, size: 12, total: 0 } }),
    });
    expect(await screen.findByText(tx('statements.empty'))).toBeTruthy();
  });

  it('shows the request error with a retry', async () => {
    renderAt('/v3/finance/payment-list', {
      [`GET /api/v1/hotels/${H}/finance/statements`]: () => json(500, { code: 'INTERNAL', message: 'boom' }),
    });
    await screen.findByRole('heading', { level: 1, name: tx('statements.title') });
    expect(await screen.findByRole('button', { name: /coba|retry|ulang/i })).toBeTruthy();
  });
});

describe('deposit history', () => {
  it('lists the payments received', async () => {
    const { container } = renderAt('/v3/finance/deposit-history', {
      [`GET /api/v1/hotels/${H}/finance/deposits`]: () =>
        json(200, {
          items: [
            {
              paymentId: 1,
              paidOn: '2027-02-06',
              amount: 850_000,
              reference: 'TRF-1001-202701',
              statementMonth: '2027-01',
            },
          ],
          pageInfo: { page: 0, size: 12, total: 1 },
        }),
    });
    const row = await screen.findByTestId('deposit-row');
    expect(within(row).getByText('TRF-1001-202701')).toBeTruthy();
    expect(row.textContent).toContain('850.000');
    await expectAxeClean(container);
  });

  it('says when nothing was paid yet', async () => {
    renderAt('/v3/finance/deposit-history', {
      [`GET /api/v1/hotels/${H}/finance/deposits`]: () =>
        json(200, { items: [], pageInfo: { page: 0, size: 12, total: 0 } }),
    });
    expect(await screen.findByText(tx('statements.deposits.empty'))).toBeTruthy();
  });
});
