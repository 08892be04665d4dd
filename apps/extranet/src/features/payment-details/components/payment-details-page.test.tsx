import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
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

const details = {
  method: 'BANK_TRANSFER',
  bankName: 'Bank Central Asia',
  branch: 'Jakarta Sudirman',
  accountNumberMasked: '••••••1088',
  accountHolder: 'PT Demo Extranet',
  swiftCode: 'CENAIDJA',
  paymentPlan: 'MONTHLY',
  payoutCurrency: 'IDR',
  exchangeRateDate: 'INVOICE_DATE',
};
const view = { current: details, pending: null, lastDecided: null };
const sentView = {
  ...view,
  pending: {
    requestId: 100000,
    state: 'SENT',
    details: {
      ...details,
      bankName: 'Bank Negara Indonesia',
      swiftCode: 'BNINIDJA',
      accountNumberMasked: '••••••4321',
    },
    requestedAt: '2027-02-20T03:00:00.000Z',
    decidedAt: null,
    reason: null,
  },
};

const PIN = '482915';
const PROOF = 'proof-of-482915';
/** The PIN's verify (module pin) of the signed-in account 1: the right PIN answers a proof. */
const verifyRoute = {
  'POST /api/v1/pin/1/verify': ({ body }: { body: string }) =>
    (JSON.parse(body) as { pin: string }).pin === PIN
      ? json(200, { proof: PROOF, expiresAt: '2027-02-20T03:05:00.000Z' })
      : json(400, { code: 'PIN_WRONG', message: 'PIN salah.', attemptsLeft: 4, errors: [] }),
};

function renderAt(
  path: string,
  routes: Record<string, (init: { body: string; headers: Headers }) => Response>,
  s = session({ hotel: { hotelId: H, roles: [7] } }),
) {
  const calls: { key: string; body: unknown; proof: string | null }[] = [];
  const recorded = Object.fromEntries(
    Object.entries({ ...verifyRoute, ...routes }).map(([key, handler]) => [
      key,
      (init: { body: string; headers: Headers }) => {
        calls.push({
          key,
          body: init.body ? JSON.parse(init.body) : null,
          proof: init.headers.get('x-pin-proof'),
        });
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

/** The PIN dialog is open: type the PIN in its six boxes and confirm. */
async function enterPin(user: ReturnType<typeof userEvent.setup>, pin = PIN) {
  const dialog = await screen.findByRole('dialog', { name: tx('pin.dialog.title') });
  await user.click(within(dialog).getByLabelText(tx('ui.pinInput.digit', { index: 1, total: 6 })));
  await user.keyboard(pin);
  await user.click(within(dialog).getByRole('button', { name: tx('pin.dialog.submit') }));
  return dialog;
}

async function expectAxeClean(container: Element) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  expect(await axeViolations(container)).toEqual([]);
}

afterEach(() => vi.restoreAllMocks());

describe('payment details', () => {
  it('shows the details masked, reveals the account after the PIN, checks a change and sends it with the PIN', async () => {
    const user = userEvent.setup();
    const { calls, container } = renderAt('/v3/finance/payment-details', {
      [`GET /api/v1/hotels/${H}/finance/payment-details`]: () => json(200, view),
      [`POST /api/v1/hotels/${H}/finance/payment-details/reveal`]: () =>
        json(200, { accountNumber: '5270100188' }),
      [`POST /api/v1/hotels/${H}/finance/payment-details/requests`]: () => json(201, sentView),
    });
    expect(await screen.findByText('••••••1088')).toBeTruthy();
    await expectAxeClean(container);
    await user.click(screen.getByRole('button', { name: tx('paymentDetails.reveal') }));
    const dialog = await screen.findByRole('dialog', { name: tx('pin.dialog.title') });
    expect(within(dialog).getByText(tx('paymentDetails.revealPin'))).toBeTruthy();
    expect(calls.filter((c) => c.key.includes('/reveal'))).toEqual([]);
    await expectAxeClean(document.body);
    // A wrong PIN: the attempts left, nothing revealed.
    await enterPin(user, '739164');
    await within(dialog).findByText(tx('ui.pinInput.attemptsLeft', { count: 4 }));
    expect(calls.filter((c) => c.key.includes('/reveal'))).toEqual([]);
    await enterPin(user);
    expect((await screen.findByTestId('account-full')).textContent).toBe('5270100188');
    expect(calls.filter((c) => c.key.includes('/reveal')).map((c) => c.proof)).toEqual([PROOF]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: tx('paymentDetails.change') }));
    const form = await screen.findByRole('form', { name: tx('paymentDetails.change') });
    const swift = within(form).getByRole('textbox', {
      name: new RegExp(`^${tx('paymentDetails.fields.swiftCode')}`),
    });
    await user.clear(swift);
    await user.type(swift, 'BNI');
    await user.click(within(form).getByRole('button', { name: tx('paymentDetails.submit') }));
    await waitFor(() => expect(swift.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.key.includes('/requests'))).toEqual([]);
    // Invalid values: no PIN asked.
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectAxeClean(container);

    await user.clear(swift);
    await user.type(swift, 'bninidja');
    const account = within(form).getByRole('textbox', {
      name: new RegExp(`^${tx('paymentDetails.fields.accountNumber')}`),
    });
    await user.type(account, '0987654321');
    await user.click(within(form).getByRole('button', { name: tx('paymentDetails.submit') }));
    // The PIN first: cancelled, nothing is sent; entered, the request goes with its proof.
    const asked = await screen.findByRole('dialog', { name: tx('pin.dialog.title') });
    expect(within(asked).getByText(tx('paymentDetails.submitPin'))).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: tx('pin.dialog.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.key.includes('/requests'))).toEqual([]);
    await user.click(within(form).getByRole('button', { name: tx('paymentDetails.submit') }));
    await enterPin(user);
    const pending = await screen.findByTestId('payment-request-SENT');
    expect(within(pending).getByText(tx('paymentDetails.state.SENT'))).toBeTruthy();
    const sent = calls.find((c) => c.key.includes('/requests'));
    expect(sent?.proof).toBe(PROOF);
    expect(sent?.body).toMatchObject({
      method: 'BANK_TRANSFER',
      swiftCode: 'BNINIDJA',
      accountNumber: '0987654321',
    });
    expect(screen.queryByRole('button', { name: tx('paymentDetails.change') })).toBeNull();
    await expectAxeClean(container);
  });

  it('shows the server field errors on their fields', async () => {
    const user = userEvent.setup();
    renderAt('/v3/finance/payment-details', {
      [`GET /api/v1/hotels/${H}/finance/payment-details`]: () => json(200, view),
      [`POST /api/v1/hotels/${H}/finance/payment-details/requests`]: () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: 'Invalid',
          errors: [{ field: 'bankName', code: 'required', message: 'Nama bank wajib diisi' }],
        }),
    });
    await user.click(await screen.findByRole('button', { name: tx('paymentDetails.change') }));
    const form = await screen.findByRole('form', { name: tx('paymentDetails.change') });
    await user.type(
      within(form).getByRole('textbox', {
        name: new RegExp(`^${tx('paymentDetails.fields.accountNumber')}`),
      }),
      '0987654321',
    );
    await user.click(within(form).getByRole('button', { name: tx('paymentDetails.submit') }));
    await enterPin(user);
    expect(await screen.findByText('Nama bank wajib diisi')).toBeTruthy();
  });
});

describe('market managers', () => {
  function marketManager() {
    const s = session({ hotel: { hotelId: H, roles: [4] } });
    return { ...s, account: { ...s.account, role: '4,20' } };
  }

  it('see the queue and approve a change', async () => {
    const user = userEvent.setup();
    let decided = false;
    const { calls, container } = renderAt(
      '/v3/review/payment-details',
      {
        'GET /api/v1/review/payment-details': () =>
          json(200, {
            items: decided
              ? []
              : [
                  {
                    hotelId: H,
                    hotelName: 'Hotel Demo Jakarta',
                    requestId: 100000,
                    requestedAt: '2027-02-20T03:00:00.000Z',
                    requestedBy: 'Finance Demo',
                    current: details,
                    requested: sentView.pending.details,
                    requestedAccountNumber: '0987654321',
                  },
                ],
          }),
        [`POST /api/v1/review/payment-details/${H}/requests/100000/decision`]: () => {
          decided = true;
          return json(200, { ...sentView.pending, state: 'APPROVED', decidedAt: '2027-02-21T03:00:00.000Z' });
        },
      },
      marketManager(),
    );
    const item = await screen.findByTestId('payment-review');
    expect(within(item).getByText('0987654321')).toBeTruthy();
    await expectAxeClean(container);
    await user.click(within(item).getByRole('button', { name: tx('paymentDetails.review.approve') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: tx('paymentDetails.review.approve') }));
    expect(await screen.findByText(tx('paymentDetails.review.empty'))).toBeTruthy();
    expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({ decision: 'APPROVE' });
  });
});
