import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';
import type { RatePlan } from '../model';

const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const plan: RatePlan = {
  ratePlanId: 7,
  name: 'Room Only',
  type: 'DAILY',
  stayDates: { start: '2027-01-05', end: '2027-03-31' },
  roomIds: [1],
  rooms: [{ roomId: 1, name: 'Superior' }],
  tariffMode: 'PROPERTY',
  meals: ['NONE'],
  cancellation: { enabled: false },
  advanceBooking: { enabled: false },
  lengthOfStay: { enabled: false },
  stayKind: 'CUSTOM',
  commission: 12.5,
  status: 'ACTIVE',
  derivedStatus: 'ACTIVE',
  childrenRatePlanId: null,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

function renderAt(path: string) {
  const sent: unknown[] = [];
  fakeServer(session({ hotel: { roles: [7] } }), {
    'GET /api/v1/hotels/101/rate-plans/7': () => json(200, plan),
    'GET /api/v1/hotels/101/rooms': () => json(200, { items: [{ roomId: 1, name: 'Superior' }] }),
    'GET /api/v1/hotels/101/rate-plans': () => json(200, { items: [plan] }),
    'GET /api/v1/hotels/101/rate-plans/check-expire': () =>
      json(200, {
        today: '2027-03-20',
        withinDays: 30,
        items: [{ ratePlanId: 7, name: 'Room Only', stayEnd: '2027-03-31', daysLeft: 11 }],
      }),
    'PUT /api/v1/hotels/101/rate-plans/7': (init) => {
      sent.push(JSON.parse(init.body));
      return json(200, plan);
    },
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('rate plans: what a user reads', () => {
  it('lists stay dates and the expiring warning as dates people read, never ISO', async () => {
    renderAt('/v3/rates-and-availability/rate-plans');
    const warning = await screen.findByText(tx('ratePlans.list.expiring'));
    const notice = warning.closest('[role="status"]');
    await waitFor(() => expect(notice?.textContent).toContain('Room Only'));
    expect(notice?.textContent).toContain(
      tx('ratePlans.list.expiringBody', { name: 'Room Only', date: '31 Mar 2027', days: 11 }),
    );
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table.textContent).toContain('5 Jan 2027'));
    expect(table.textContent).toContain('31 Mar 2027');
    expect(table.textContent).not.toMatch(ISO_DATE);
    expect(notice?.textContent).not.toMatch(ISO_DATE);
  });

  it('shows the commission error for 150 instead of cutting it to 100, and sends nothing', async () => {
    const { sent } = renderAt('/v3/rates-and-availability/rate-plans/edit/7/DAILY');
    const commission = (await screen.findByRole('textbox', {
      name: new RegExp(esc(tx('ratePlans.form.commission'))),
    })) as HTMLInputElement;
    await waitFor(() => expect(commission.value).not.toBe(''));
    const user = userEvent.setup();
    await user.clear(commission);
    await user.type(commission, '150');
    await user.tab();
    expect(commission.value).toBe('150');
    fireEvent.click(screen.getByRole('button', { name: tx('ratePlans.form.submitEdit') }));
    const message = translate('id', 'validations.max_float')!
      .replace('%field%', tx('validations.fields.commission'))
      .replace('%param%', '100');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(commission.value).toBe('150');
    expect(commission.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });
});
