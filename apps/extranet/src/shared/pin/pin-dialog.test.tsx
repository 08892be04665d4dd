import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../app/providers';
import { applySession } from '../session/session';
import { fakeServer, session } from '../../../test/fake-server';
import { axeViolations } from '../../../test/axe';
import { PinDialog } from './pin-dialog';

const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const status = (state: 'NONE' | 'ACTIVE') => ({
  accountId: 1,
  state,
  attemptsLeft: 5,
  maxAttempts: 5,
  setAt: state === 'NONE' ? null : '2027-01-01T00:00:00.000Z',
  expiresAt: state === 'NONE' ? null : '2027-06-30T00:00:00.000Z',
  resetRequest: null,
});

function renderDialog(state: 'NONE' | 'ACTIVE') {
  const onProof = vi.fn();
  const mock = fakeServer(session(), {
    'GET /api/v1/pin/1': () => json(200, status(state)),
    'POST /api/v1/pin/1/verify': () =>
      state === 'NONE'
        ? json(409, { code: 'PIN_NOT_SET', message: tx('errors.PIN_NOT_SET') })
        : json(200, { proof: 'proof-1' }),
  });
  const queryClient = createQueryClient();
  applySession(queryClient, session());
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <PinDialog open onOpenChange={() => undefined} onProof={onProof} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, onProof, mock };
}

const digitBox = (index: number) =>
  screen.getByLabelText(tx('ui.pinInput.digit', { index, total: 6 })) as HTMLInputElement;

describe('PIN dialog', () => {
  it('tells an account without a PIN so, with the way to create one, before asking for any digit', async () => {
    const { mock } = renderDialog('NONE');
    const dialog = await screen.findByRole('dialog', { name: tx('pin.dialog.noPinTitle') });
    expect(within(dialog).getByText(tx('pin.dialog.noPinBody'))).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: tx('pin.dialog.create') })
        .getAttribute('href'),
    ).toBe('/v3/finance/pin');
    expect(within(dialog).queryByRole('group', { name: tx('ui.pinInput.label') })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: tx('pin.dialog.submit') })).toBeNull();
    // Nothing was sent to be checked.
    expect(
      mock.mock.calls.some(([input]) =>
        String(input instanceof Request ? input.url : input).includes('/verify'),
      ),
    ).toBe(false);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('asks an account with a PIN for its digits and hands back the proof', async () => {
    const { onProof } = renderDialog('ACTIVE');
    const dialog = await screen.findByRole('dialog', { name: tx('pin.dialog.title') });
    await within(dialog).findByRole('group', { name: tx('ui.pinInput.label') });
    for (let i = 1; i <= 6; i++) fireEvent.change(digitBox(i), { target: { value: String(i + 2) } });
    fireEvent.click(within(dialog).getByRole('button', { name: tx('pin.dialog.submit') }));
    await waitFor(() => expect(onProof).toHaveBeenCalledWith('proof-1'));
  });
});
