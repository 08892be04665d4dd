import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { Schemas } from '@extranet/api';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Status = Schemas['PinStatus'];
const status = (over: Partial<Status> = {}): Status => ({
  accountId: 1,
  state: 'ACTIVE',
  attemptsLeft: 5,
  maxAttempts: 5,
  setAt: '2027-01-01T00:00:00.000Z',
  expiresAt: '2027-06-30T00:00:00.000Z',
  resetRequest: null,
  ...over,
});
const NONE = status({ state: 'NONE', setAt: null, expiresAt: null });

function renderAt(
  path: string,
  routes: Record<string, (init: { body: string }) => Response>,
  s = session({ hotel: { hotelId: H, roles: [13] } }),
) {
  const calls: { key: string; body: unknown }[] = [];
  fakeServer(
    s,
    Object.fromEntries(
      Object.entries(routes).map(([key, handler]) => [
        key,
        (init: { body: string }) => {
          calls.push({ key, body: init.body ? JSON.parse(init.body) : null });
          return handler(init);
        },
      ]),
    ),
  );
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, calls };
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, pin: string) {
  const group = screen.getByRole('group', { name: label });
  await user.click(within(group).getByLabelText(tx('ui.pinInput.digit', { index: 1, total: 6 })));
  await user.keyboard(pin);
}

describe('PIN page', () => {
  it('creates a first PIN entered twice, refusing an easy one as the server does', async () => {
    const user = userEvent.setup();
    const { container, calls } = renderAt('/v3/finance/pin', {
      'GET /api/v1/pin/1': () => json(200, NONE),
      'POST /api/v1/pin/1/create': () => json(200, status()),
    });
    await screen.findByRole('heading', { level: 1, name: tx('pin.title') });
    const form = await screen.findByRole('form', { name: tx('pin.create.title') });
    expect(within(form).getAllByRole('group')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);

    await typeInto(user, tx('pin.create.pin'), '123456');
    await typeInto(user, tx('pin.create.confirm'), '123456');
    await user.click(screen.getByRole('button', { name: tx('pin.create.submit') }));
    expect(await screen.findByText(tx('validations.pin.easy'))).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);

    await typeInto(user, tx('pin.create.pin'), '482915');
    await typeInto(user, tx('pin.create.confirm'), '482915');
    await user.click(screen.getByRole('button', { name: tx('pin.create.submit') }));
    await screen.findByRole('form', { name: tx('pin.change.title') });
    expect(calls.find((c) => c.key === 'POST /api/v1/pin/1/create')?.body).toEqual({
      pin: '482915',
      confirmPin: '482915',
    });
    expect(await screen.findByText(tx('pin.create.done'))).toBeTruthy();
  });

  it('changes the PIN; a wrong current PIN shows the attempts left', async () => {
    const user = userEvent.setup();
    let wrong = true;
    renderAt('/v3/finance/pin', {
      'GET /api/v1/pin/1': () => json(200, status()),
      'POST /api/v1/pin/1/update': () =>
        wrong
          ? json(400, {
              code: 'PIN_WRONG',
              message: 'PIN salah.',
              attemptsLeft: 4,
              errors: [{ field: 'currentPin', code: 'PIN_WRONG', message: 'PIN salah.' }],
            })
          : json(200, status()),
    });
    await screen.findByRole('form', { name: tx('pin.change.title') });
    await typeInto(user, tx('pin.change.current'), '739164');
    await typeInto(user, tx('pin.change.pin'), '250813');
    await typeInto(user, tx('pin.change.confirm'), '250813');
    await user.click(screen.getByRole('button', { name: tx('pin.change.submit') }));
    expect(await screen.findByText(tx('ui.pinInput.attemptsLeft', { count: 4 }))).toBeTruthy();
    wrong = false;
    await typeInto(user, tx('pin.change.current'), '482915');
    await user.click(screen.getByRole('button', { name: tx('pin.change.submit') }));
    expect(await screen.findByText(tx('pin.change.done'))).toBeTruthy();
  });

  it('when blocked says "You have to create a new PIN" and asks a reset, then shows it pending', async () => {
    const user = userEvent.setup();
    const blocked = status({ state: 'BLOCKED', attemptsLeft: 0 });
    const { container, calls } = renderAt('/v3/finance/pin', {
      'GET /api/v1/pin/1': () => json(200, blocked),
      'POST /api/v1/pin/1/request-reset': () =>
        json(200, {
          ...blocked,
          resetRequest: {
            requestId: 4,
            status: 'REQUESTED',
            cause: 'BLOCKED',
            requestedAt: '2027-02-28T10:00:00.000Z',
            decidedAt: null,
            reason: null,
          },
        }),
    });
    const title = await screen.findByText(tx('pin.blocked.title'));
    expect(title.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: tx('pin.reset.request') }));
    const confirm = await screen.findByRole('alertdialog', { name: tx('pin.reset.confirmTitle') });
    await user.click(within(confirm).getByRole('button', { name: tx('pin.reset.request') }));
    await screen.findByRole('heading', { name: tx('pin.reset.pendingTitle') });
    expect(calls.some((c) => c.key === 'POST /api/v1/pin/1/request-reset')).toBe(true);
    expect(screen.queryByRole('button', { name: tx('pin.reset.request') })).toBeNull();
  });

  it('when expired asks for a change of PIN', async () => {
    renderAt('/v3/finance/pin', { 'GET /api/v1/pin/1': () => json(200, status({ state: 'EXPIRED' })) });
    expect(await screen.findByText(tx('pin.expired.title'))).toBeTruthy();
    expect(screen.getByRole('form', { name: tx('pin.change.title') })).toBeTruthy();
  });
});

describe('PIN resets (market managers)', () => {
  function marketManager() {
    const s = session({ hotel: { hotelId: H, roles: [4] } });
    return { ...s, account: { ...s.account, role: '4,20' } };
  }
  const item = {
    requestId: 9,
    accountId: 3,
    name: 'Finance Demo',
    email: 'finance@demo.extranet',
    cause: 'BLOCKED',
    requestedAt: '2027-02-28T10:00:00.000Z',
  };

  it('lists the asked resets and approves one', async () => {
    const user = userEvent.setup();
    let items = [item];
    const { container, calls } = renderAt(
      '/v3/review/pin-resets',
      {
        'GET /api/v1/dashboard/pin/reset': () => json(200, { items }),
        'POST /api/v1/dashboard/pin/reset': () => {
          items = [];
          return json(200, {
            requestId: 9,
            status: 'APPROVED',
            cause: 'BLOCKED',
            requestedAt: item.requestedAt,
            decidedAt: '2027-02-28T11:00:00.000Z',
            reason: null,
          });
        },
      },
      marketManager(),
    );
    const list = await screen.findByRole('list', { name: tx('pin.review.listLabel') });
    expect(within(list).getByText('Finance Demo')).toBeTruthy();
    expect(within(list).getByText(new RegExp(tx('pin.review.cause.BLOCKED')))).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(list).getByRole('button', { name: tx('pin.review.approve') }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: tx('pin.review.approve') }));
    await screen.findByText(tx('pin.review.empty'));
    expect(calls.find((c) => c.key === 'POST /api/v1/dashboard/pin/reset')?.body).toEqual({
      requestId: 9,
      decision: 'APPROVE',
    });
  });

  it('rejects with a reason checked as the server does', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt(
      '/v3/review/pin-resets',
      {
        'GET /api/v1/dashboard/pin/reset': () => json(200, { items: [item] }),
        'POST /api/v1/dashboard/pin/reset': () =>
          json(200, {
            requestId: 9,
            status: 'REJECTED',
            cause: 'BLOCKED',
            requestedAt: item.requestedAt,
            decidedAt: '2027-02-28T11:00:00.000Z',
            reason: 'Not asked by the owner.',
          }),
      },
      marketManager(),
    );
    await user.click(await screen.findByRole('button', { name: tx('pin.review.reject') }));
    const dialog = await screen.findByRole('dialog', {
      name: tx('pin.review.rejectTitle', { name: 'Finance Demo' }),
    });
    await user.click(within(dialog).getByRole('button', { name: tx('pin.review.reject') }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox'), 'Not asked by the owner.');
    await user.click(within(dialog).getByRole('button', { name: tx('pin.review.reject') }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/v1/dashboard/pin/reset')?.body).toEqual({
        requestId: 9,
        decision: 'REJECT',
        reason: 'Not asked by the owner.',
      }),
    );
  });
});
