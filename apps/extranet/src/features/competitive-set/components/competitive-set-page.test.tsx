import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { FEATURE } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const property = (id: number) => ({
  marketPropertyId: id,
  name: `Grand Menteng Hotel ${id}`,
  city: 'JAKARTA',
  area: 'Menteng',
  starRating: 4,
  propertyType: 'HOTEL',
  reviewScore: 8.4,
});
const all = Array.from({ length: 20 }, (_, i) => property(9001 + i));
const bounds = { min: 15, max: 30, lockDays: 30 };
const empty = { members: [], savedAt: null, savedOn: null, unlockDate: null, locked: false, ...bounds };
const locked = (members: unknown[]) => ({
  members,
  savedAt: '2027-02-28T05:00:00.000Z',
  savedOn: '2027-02-28',
  unlockDate: '2027-03-30',
  locked: true,
  ...bounds,
});

function renderPage(routes: Record<string, (init: { body: string }) => Response>) {
  const mock = fakeServer(
    session({
      hotel: { hotelId: H, roles: [7], features: [FEATURE.COMPETITIVE_SET, FEATURE.AVERAGE_DAILY_RATE] },
    }),
    {
      [`GET /api/v1/hotels/${H}/market-properties`]: () =>
        json(200, { items: all, pageInfo: { page: 0, size: 20, total: all.length } }),
      [`GET /api/v1/hotels/${H}/competitive-set/default`]: () => json(200, { members: all.slice(0, 15) }),
      ...routes,
    },
  );
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/v3/analytics/competitive-set'] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, mock };
}

describe('competitive set page', () => {
  it('chooses 15 properties, refuses fewer, saves, then shows the lock and the unlock date', async () => {
    let saved: unknown = null;
    const { container } = renderPage({
      [`GET /api/v1/hotels/${H}/competitive-set`]: () => json(200, saved ?? empty),
      [`PUT /api/v1/hotels/${H}/competitive-set`]: ({ body }) => {
        const ids = JSON.parse(body).marketPropertyIds as number[];
        saved = locked(all.filter((p) => ids.includes(p.marketPropertyId)));
        return json(200, saved);
      },
    });
    await screen.findByRole('heading', { level: 1, name: tx('analytics.competitiveSet.title') });
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(20);
    expect(await axeViolations(container)).toEqual([]);
    for (const box of boxes.slice(0, 14)) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: tx('analytics.competitiveSet.save') }));
    expect(
      (await screen.findAllByRole('alert')).some(
        (a) => a.textContent === tx('errors.field.COMPETITIVE_SET_SIZE', { min: 15, max: 30 }),
      ),
    ).toBe(true);
    fireEvent.click(boxes[14]!);
    expect(screen.getByTestId('competitive-set-count').textContent).toBe(
      tx('analytics.competitiveSet.chosen', { count: 15, min: 15, max: 30 }),
    );
    fireEvent.click(screen.getByRole('button', { name: tx('analytics.competitiveSet.save') }));
    const lock = await screen.findByTestId('competitive-set-lock');
    expect(lock.textContent).toContain(tx('analytics.competitiveSet.lockedTitle'));
    expect(within(lock).getAllByTestId('market-property')).toHaveLength(15);
    expect(lock.textContent).toMatch(/30 Mar(et)? 2027/);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's lock refusal with its unlock date", async () => {
    const message =
      'Competitive set dikunci selama 30 hari setelah disimpan. Anda dapat mengubahnya mulai 2027-03-30.';
    renderPage({
      [`GET /api/v1/hotels/${H}/competitive-set`]: () => json(200, empty),
      [`POST /api/v1/hotels/${H}/competitive-set/default`]: () =>
        json(409, { code: 'COMPETITIVE_SET_LOCKED', message, unlockDate: '2027-03-30' }),
    });
    const use = await screen.findByRole('button', {
      name: tx('analytics.competitiveSet.useDefault', { count: 15 }),
    });
    fireEvent.click(use);
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(message));
  });

  it('shows the request error with a retry when the set cannot be read', async () => {
    renderPage({
      [`GET /api/v1/hotels/${H}/competitive-set`]: () => json(500, { code: 'INTERNAL', message: 'x' }),
    });
    await screen.findByRole('heading', { name: tx('shell.serverProblem.title') });
  });
});
