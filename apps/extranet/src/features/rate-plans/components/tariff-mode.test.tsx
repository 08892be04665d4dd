import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';
import type { RatePlan } from '../model';

const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const plan: RatePlan = {
  ratePlanId: 7,
  name: 'Room Only',
  type: 'DAILY',
  stayDates: { start: null, end: null },
  roomIds: [1],
  rooms: [{ roomId: 1, name: 'Superior' }],
  tariffMode: 'PROPERTY',
  meals: ['NONE'],
  cancellation: { enabled: false },
  advanceBooking: { enabled: false },
  lengthOfStay: { enabled: false },
  stayKind: 'CUSTOM',
  commission: null,
  status: 'ACTIVE',
  derivedStatus: 'ACTIVE',
  childrenRatePlanId: null,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

function renderEdit(roles: number[], current: RatePlan = plan) {
  const sent: unknown[] = [];
  fakeServer(session({ hotel: { roles } }), {
    'GET /api/v1/hotels/101/rate-plans/7': () => json(200, current),
    'GET /api/v1/hotels/101/rooms': () => json(200, { items: [{ roomId: 1, name: 'Superior' }] }),
    'GET /api/v1/hotels/101/rate-plans': () => json(200, { items: [] }),
    'GET /api/v1/hotels/101/rate-plans/check-expire': () =>
      json(200, { today: '2026-11-22', withinDays: 30, items: [] }),
    'PUT /api/v1/hotels/101/rate-plans/7': (init) => {
      sent.push(JSON.parse(init.body));
      return json(200, plan);
    },
  });
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: ['/v3/rates-and-availability/rate-plans/edit/7/DAILY'],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('tariff mode change (SPEC 4)', () => {
  it('asks a market manager to confirm and sends confirmTariffModeChange', async () => {
    const { sent, router } = renderEdit([7, 20]);
    const staticRadio = await screen.findByRole('radio', {
      name: new RegExp(tx('ratePlans.form.tariffSTATIC')),
    });
    // Cancelling keeps the property tariff.
    fireEvent.click(staticRadio);
    let dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: tx('ratePlans.common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((staticRadio as HTMLInputElement).checked).toBe(false);

    fireEvent.click(staticRadio);
    dialog = await screen.findByRole('alertdialog', { name: tx('ratePlans.form.tariffConfirmTitle') });
    fireEvent.click(within(dialog).getByRole('button', { name: tx('ratePlans.form.tariffConfirm') }));
    await waitFor(() => expect((staticRadio as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: tx('ratePlans.form.submitEdit') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ tariffMode: 'STATIC', confirmTariffModeChange: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/rates-and-availability/rate-plans'));
  });

  it('does not offer the static tariff to others, and locks a static plan with the reason', async () => {
    renderEdit([7], { ...plan, tariffMode: 'STATIC' });
    expect(await screen.findByText(tx('ratePlans.form.staticLocked'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: tx('ratePlans.form.submitEdit') })).toBeNull();
    const property = screen.getByRole('radio', { name: new RegExp(tx('ratePlans.form.tariffPROPERTY')) });
    expect((property as HTMLInputElement).disabled).toBe(true);
  });
});
