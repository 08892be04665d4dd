import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { useSession } from '../../../shared/session/session';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';
import { VccSection } from './vcc-section';

const H = 1001;
const B = 77;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const card = {
  last4: '1111',
  holderName: 'MARKETPLACE VCC',
  expiryMonth: 12,
  expiryYear: 2028,
  currency: 'IDR',
  balance: 1000000,
  attachedAt: '2027-02-20T03:00:00.000Z',
};
const vcc = {
  card,
  swipeFrom: '2027-02-20',
  swipeUntil: '2027-04-21',
  inSwipePeriod: true,
  canReveal: true,
  reveals: [],
};

function Signed() {
  const { data } = useSession();
  return data ? <VccSection bookingId={B} /> : null;
}

function renderSection(verify: (pin: string) => Response) {
  const reveals: (string | null)[] = [];
  fakeServer(session({ hotel: { hotelId: H, roles: [7] } }), {
    [`GET /api/v1/hotels/${H}/bookings/${B}/vcc`]: () => json(200, vcc),
    'POST /api/v1/pin/1/verify': ({ body }) => verify((JSON.parse(body) as { pin: string }).pin),
    [`POST /api/v1/hotels/${H}/bookings/${B}/vcc/reveal`]: ({ headers }) => {
      reveals.push(headers.get('x-pin-proof'));
      return json(200, { ...card, cardNumber: '4111111111111111', cvc: '123' });
    },
  });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <Signed />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, reveals };
}

async function typePin(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, pin: string) {
  const first = within(dialog).getByLabelText(tx('ui.pinInput.digit', { index: 1, total: 6 }));
  await user.click(first);
  await user.keyboard(pin);
}

describe('virtual card reveal', () => {
  it('asks the PIN in a dialog, shows the attempts left, then reveals with the PIN proof', async () => {
    const user = userEvent.setup();
    let left = 5;
    const { container, reveals } = renderSection((pin) =>
      pin === '482915'
        ? json(200, { proof: 'proof-token', expiresAt: '2027-02-28T17:35:00.000Z' })
        : json(400, { code: 'PIN_WRONG', message: 'PIN salah.', attemptsLeft: --left, errors: [] }),
    );
    const button = await screen.findByRole('button', { name: tx('bookingVcc.reveal') });
    expect(screen.getByText(tx('bookingVcc.revealHint'))).toBeTruthy();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: tx('pin.dialog.title') });
    expect(within(dialog).getByRole('group', { name: tx('ui.pinInput.label') })).toBeTruthy();
    // Focus starts on the PIN's first box.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByLabelText(tx('ui.pinInput.digit', { index: 1, total: 6 })),
      ),
    );
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);

    await typePin(user, dialog, '739164');
    await user.click(within(dialog).getByRole('button', { name: tx('pin.dialog.submit') }));
    await within(dialog).findByText(tx('ui.pinInput.attemptsLeft', { count: 4 }));
    expect(reveals).toEqual([]);
    // The boxes are cleared and the first has the focus again for the next try.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByLabelText(tx('ui.pinInput.digit', { index: 1, total: 6 })),
      ),
    );
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);

    await typePin(user, dialog, '482915');
    await user.click(within(dialog).getByRole('button', { name: tx('pin.dialog.submit') }));
    await waitFor(() => expect(screen.getByTestId('vcc-number').textContent).toBe('4111 1111 1111 1111'));
    expect(reveals).toEqual(['proof-token']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after the 5th wrong PIN says to create a new PIN and links to the PIN page', async () => {
    const user = userEvent.setup();
    const { reveals } = renderSection(() =>
      json(409, { code: 'PIN_BLOCKED', message: 'Anda harus membuat PIN baru.', attemptsLeft: 0 }),
    );
    await user.click(await screen.findByRole('button', { name: tx('bookingVcc.reveal') }));
    const dialog = await screen.findByRole('dialog', { name: tx('pin.dialog.title') });
    await typePin(user, dialog, '739164');
    await user.click(within(dialog).getByRole('button', { name: tx('pin.dialog.submit') }));
    await within(dialog).findByText(tx('ui.pinInput.locked'));
    expect(
      within(dialog)
        .getByRole('link', { name: tx('pin.dialog.manage') })
        .getAttribute('href'),
    ).toBe('/v3/finance/pin');
    expect(reveals).toEqual([]);
  });
});
