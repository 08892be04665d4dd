import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

const values = {
  propertyPercentage: 15,
  preferredPartnerPercentage: 2,
  totalPercentage: 17,
  addOnsPercentage: 10,
  calculationMode: 'SELL',
};
const request = (over: Record<string, unknown> = {}) => ({
  requestId: 7,
  hotelId: H,
  state: 'REQUESTED',
  current: values,
  proposed: { ...values, preferredPartnerPercentage: 3, totalPercentage: 18 },
  createdAt: '2027-02-20T03:00:00.000Z',
  createdBy: 'Finance Demo',
  submittedAt: '2027-02-20T04:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  ...over,
});
const commission = (over: Record<string, unknown> = {}) => ({
  current: values,
  openRequest: null,
  lastDecision: null,
  updatedAt: '2027-01-01T03:00:00.000Z',
  ...over,
});
const emptyLog = { items: [], pageInfo: { page: 0, size: 10, total: 0 } };

function renderAt(
  path: string,
  routes: Record<string, (init: { body: string; headers: Headers }) => Response>,
  s = session({ hotel: { hotelId: H, roles: [13] } }),
) {
  const calls: { key: string; body: string; proof: string | null }[] = [];
  const recorded = Object.fromEntries(
    Object.entries(routes).map(([key, handler]) => [
      key,
      (init: { body: string; headers: Headers }) => {
        calls.push({ key, body: init.body, proof: init.headers.get('x-pin-proof') });
        return handler(init);
      },
    ]),
  );
  fakeServer(s, recorded);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const { container } = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { calls, container };
}

async function expectAxeClean(container: Element) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  expect(await axeViolations(container)).toEqual([]);
}

function marketManager() {
  const s = session({ hotel: { hotelId: H, roles: [4] } });
  return { ...s, account: { ...s.account, role: '4,20' } };
}

afterEach(() => vi.restoreAllMocks());

describe('commission page', () => {
  it('shows the values in force and saves a draft checked as typed (SPEC 5 bounds)', async () => {
    const user = userEvent.setup();
    const { calls, container } = renderAt('/v3/finance/commission', {
      [`GET /api/v1/hotels/${H}/commissions`]: () => json(200, commission()),
      [`GET /api/v2/hotels/${H}/commissions/log`]: () => json(200, emptyLog),
      [`POST /api/v1/hotels/${H}/commissions/request-changes`]: () =>
        json(200, commission({ openRequest: request({ state: 'DRAFT', submittedAt: null }) })),
      [`POST /api/v1/hotels/${H}/commissions/submit`]: () =>
        json(200, commission({ openRequest: request({ state: 'REQUESTED' }) })),
      'POST /api/v1/pin/1/verify': () =>
        json(200, { proof: 'proof-token', expiresAt: '2027-02-20T03:05:00.000Z' }),
    });
    await screen.findByRole('heading', { level: 1, name: tx('finance.commission.title') });
    const current = await screen.findByTestId('commission-current');
    expect(within(current).getByText(tx('finance.commission.total'))).toBeTruthy();
    expect(current.textContent).toContain('17 %');
    await screen.findByText(tx('finance.log.empty'));
    await expectAxeClean(container);

    await user.click(screen.getByRole('button', { name: tx('finance.commission.change') }));
    const addOns = screen.getByRole('textbox', { name: new RegExp(`^${tx('finance.commission.addOns')}`) });
    await user.clear(addOns);
    await user.type(addOns, '0');
    await user.click(screen.getByRole('button', { name: tx('finance.commission.saveDraft') }));
    await waitFor(() => expect(addOns.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
    await expectAxeClean(container);

    await user.clear(addOns);
    await user.type(addOns, '12,5');
    await user.click(screen.getByRole('button', { name: tx('finance.commission.saveDraft') }));
    await screen.findByTestId('commission-open-request');
    const post = calls.find((c) => c.key.startsWith('POST'));
    expect(JSON.parse(post!.body)).toEqual({
      propertyPercentage: 15,
      preferredPartnerPercentage: 2,
      addOnsPercentage: 12.5,
      calculationMode: 'SELL',
    });

    // Submitting asks the PIN first, then sends its proof.
    await user.click(screen.getByRole('button', { name: tx('finance.commission.submit') }));
    const dialog = await screen.findByRole('dialog', { name: tx('pin.dialog.title') });
    expect(within(dialog).getByText(tx('finance.commission.submitPin'))).toBeTruthy();
    expect(calls.filter((c) => c.key.endsWith('/submit'))).toEqual([]);
    await user.click(within(dialog).getByLabelText(tx('ui.pinInput.digit', { index: 1, total: 6 })));
    await user.keyboard('482915');
    await user.click(within(dialog).getByRole('button', { name: tx('pin.dialog.submit') }));
    const open = await screen.findByTestId('commission-open-request');
    await within(open).findByText(tx('finance.states.REQUESTED'));
    expect(calls.filter((c) => c.key.endsWith('/submit')).map((c) => c.proof)).toEqual(['proof-token']);
  });

  it('shows a failed load with a retry', async () => {
    renderAt('/v3/finance/commission', {
      [`GET /api/v1/hotels/${H}/commissions`]: () => json(500, { code: 'INTERNAL', message: 'x' }),
      [`GET /api/v2/hotels/${H}/commissions/log`]: () => json(200, emptyLog),
    });
    await screen.findByRole('button', { name: /coba lagi|retry/i });
  });
});

describe('market managers', () => {
  it('list submitted changes side by side; a rejection needs a reason', async () => {
    const user = userEvent.setup();
    const { calls, container } = renderAt(
      '/v3/review/commissions',
      {
        'GET /api/v1/review/commissions': () =>
          json(200, { items: [{ hotelName: 'Villa Demo Bali', city: 'Gianyar', request: request() }] }),
        [`POST /api/v1/review/commissions/${H}/requests/7/decision`]: () =>
          json(200, request({ state: 'REJECTED', reason: 'No' })),
      },
      marketManager(),
    );
    const item = await screen.findByTestId('commission-review-item');
    expect(within(item).getByText('Villa Demo Bali')).toBeTruthy();
    expect(within(item).getByRole('table')).toBeTruthy();
    await expectAxeClean(container);

    await user.click(within(item).getByRole('button', { name: tx('finance.review.reject') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: tx('finance.review.reject') }));
    const reason = within(dialog).getByRole('textbox');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    await user.type(reason, 'Tidak sesuai kontrak');
    await user.click(within(dialog).getByRole('button', { name: tx('finance.review.reject') }));
    await waitFor(() => expect(calls.some((c) => c.key.startsWith('POST'))).toBe(true));
    expect(JSON.parse(calls.find((c) => c.key.startsWith('POST'))!.body)).toEqual({
      decision: 'REJECT',
      reason: 'Tidak sesuai kontrak',
    });
  });

  it('the finance hub lists each queue with its count and link', async () => {
    const { container } = renderAt(
      '/v3/review/finance',
      {
        'GET /api/v1/review/commissions/count': () => json(200, { count: 2 }),
        'GET /api/v1/review/payment-details': () => json(200, { items: [] }),
        'GET /api/v1/dashboard/pin/reset': () => json(200, { items: [{}, {}, {}] }),
      },
      marketManager(),
    );
    for (const [id, count, path] of [
      ['commission', '2', '/v3/review/commissions'],
      ['paymentDetails', '0', '/v3/review/payment-details'],
      ['pinResets', '3', '/v3/review/pin-resets'],
    ] as const) {
      const entry = await screen.findByTestId(`finance-queue-${id}`);
      await within(entry).findByText(tx('finance.hub.count', { count }));
      expect(within(entry).getByRole('link').getAttribute('href')).toBe(path);
    }
    await expectAxeClean(container);
  });
});

describe('tax page', () => {
  it('refuses a wrong file type before sending, asks the PIN, then saves the account and shows it with its document', async () => {
    const user = userEvent.setup();
    const saved = {
      account: {
        taxAccountType: 'PERSONAL',
        taxAccountName: 'Budi Santoso',
        taxAccountNumber: '1234567890123456',
        nitku: null,
        branchTaxAccountName: null,
        branchTaxAccountNumber: null,
        taxAccountDocument: {
          documentId: 3,
          fileName: 'npwp.pdf',
          contentType: 'application/pdf',
          size: 1200,
          url: `/api/v1/hotels/${H}/tax-accounts/documents/3`,
        },
        branchTaxAccountDocument: null,
        otherDocument: null,
        updatedAt: '2027-02-20T03:00:00.000Z',
        savedBy: 'Finance Demo',
      },
    };
    const { calls, container } = renderAt('/v3/finance/tax', {
      [`GET /api/v1/hotels/${H}/tax-accounts`]: () => json(200, { account: null }),
      [`POST /api/v1/hotels/${H}/tax-accounts`]: () => json(201, saved),
      'POST /api/v1/pin/1/verify': ({ body }) =>
        (JSON.parse(body) as { pin: string }).pin === '482915'
          ? json(200, { proof: 'proof-token', expiresAt: '2027-02-20T03:05:00.000Z' })
          : json(400, { code: 'PIN_WRONG', message: 'PIN salah.', attemptsLeft: 4, errors: [] }),
    });
    await screen.findByRole('heading', { level: 1, name: tx('finance.tax.title') });
    await screen.findByText(tx('finance.tax.none'));
    await expectAxeClean(container);

    await user.type(
      screen.getByRole('textbox', { name: new RegExp(`^${tx('finance.tax.name')}`) }),
      'Budi Santoso',
    );
    await user.type(
      screen.getByRole('textbox', { name: new RegExp(`^${tx('finance.tax.number')}`) }),
      '1234.5678.9012.3456',
    );
    const input = screen.getByTestId('taxAccountDocument-input');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'npwp.gif', { type: 'image/gif' })] } });
    await user.click(screen.getByRole('button', { name: tx('finance.tax.save') }));
    await screen.findByText(tx('validations.document.type'));
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
    // Invalid values: no PIN asked.
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectAxeClean(container);

    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'npwp.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: tx('finance.tax.save') }));
    // The PIN first: a wrong one shows the attempts left and saves nothing; the right one saves with its proof.
    const dialog = await screen.findByRole('dialog', { name: tx('pin.dialog.title') });
    expect(within(dialog).getByText(tx('finance.tax.savePin'))).toBeTruthy();
    await expectAxeClean(document.body);
    const enter = async (pin: string) => {
      await user.click(within(dialog).getByLabelText(tx('ui.pinInput.digit', { index: 1, total: 6 })));
      await user.keyboard(pin);
      await user.click(within(dialog).getByRole('button', { name: tx('pin.dialog.submit') }));
    };
    await enter('739164');
    await within(dialog).findByText(tx('ui.pinInput.attemptsLeft', { count: 4 }));
    expect(calls.filter((c) => c.key.includes('/tax-accounts') && c.key.startsWith('POST'))).toEqual([]);
    await enter('482915');
    const view = await screen.findByTestId('tax-account');
    expect(
      calls.filter((c) => c.key.includes('/tax-accounts') && c.key.startsWith('POST')).map((c) => c.proof),
    ).toEqual(['proof-token']);
    expect(within(view).getByText('Budi Santoso')).toBeTruthy();
    expect(within(view).getByTestId('tax-document-link').getAttribute('href')).toBe(
      `/api/v1/hotels/${H}/tax-accounts/documents/3`,
    );
    await expectAxeClean(container);
  });
});
