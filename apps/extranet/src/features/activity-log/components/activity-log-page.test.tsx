import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { addDays, todayInZone } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const members = [
  { accountId: 1, name: 'Admin Demo' },
  { accountId: 2, name: 'Reservasi Demo' },
];
const entry = (activityId: number, operation: string, subject: Record<string, string> = {}) => ({
  activityId,
  at: '2027-03-01T03:04:00.000Z',
  accountId: 1,
  name: 'Admin Demo',
  email: 'admin@demo.extranet',
  operation,
  subject,
});

/** `answer(n)` answers the n-th request of the log (0 first). */
function renderPage(answer: (n: number) => Response) {
  let n = 0;
  const mock = fakeServer(session({ hotel: { hotelId: H, roles: [3] } }), {
    [`GET /api/v1/hotels/${H}/activity-log`]: () => answer(n++),
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/account/activity-log'] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const calls = () =>
    mock.mock.calls
      .map(([input]) => String(input instanceof Request ? input.url : input))
      .filter((u) => u.includes('/activity-log'))
      .map((u) => Object.fromEntries(new URL(u, 'http://localhost').searchParams));
  return { ...view, calls };
}

describe('activity log page', () => {
  it('lists the week up to today, names each change, and pages to older activity', async () => {
    const { container, calls } = renderPage((n) =>
      n > 0
        ? json(200, { items: [entry(7, 'deletePhoto', { photoId: '44' })], nextBefore: null, members })
        : json(200, {
            items: [entry(9, 'updateRatePlan', { ratePlanId: '12' }), entry(8, 'setAllDealsStatus')],
            nextBefore: 8,
            members,
          }),
    );
    await screen.findByRole('heading', { level: 1, name: tx('activityLog.title') });
    const table = await screen.findByRole('table', { name: tx('activityLog.caption') });
    expect(within(table).getByText(tx('activityLog.op.updateRatePlan'))).toBeTruthy();
    expect(within(table).getByText('#12')).toBeTruthy();
    expect(within(table).getByText(tx('activityLog.op.setAllDealsStatus'))).toBeTruthy();
    const today = todayInZone('Asia/Jakarta');
    expect(calls()[0]).toEqual({ from: addDays(today, -6), to: today });
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: tx('activityLog.more') }));
    expect(await within(table).findByText(tx('activityLog.op.deletePhoto'))).toBeTruthy();
    expect(calls().at(-1)).toEqual({ from: addDays(today, -6), to: today, before: '8' });
    expect(screen.queryByRole('button', { name: tx('activityLog.more') })).toBeNull();
  });

  it('says when nothing happened', async () => {
    const { container } = renderPage(() => json(200, { items: [], nextBefore: null, members }));
    expect(await screen.findByText(tx('activityLog.empty'))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers a retry when the log cannot be read', async () => {
    renderPage(() => json(500, { code: 'INTERNAL', message: 'boom' }));
    expect(await screen.findByRole('button', { name: /coba lagi|try again/i })).toBeTruthy();
  });
});
