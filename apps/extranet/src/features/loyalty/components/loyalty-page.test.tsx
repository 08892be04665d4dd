import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { FEATURE } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const loyalty = () => ({
  state: 'INVITED',
  discountPercent: 10,
  eligibility: {
    eligible: true,
    reasons: [],
    averageScore: 8.4,
    recentReviews: 12,
    since: '2026-05-27',
    minRating: 3,
    minRecentReviews: 1,
    windowMonths: 6,
  },
  participation: null,
  draft: null,
  lastDecision: null,
  offered: [
    {
      roomId: 1101,
      name: 'Superior Double',
      ratePlans: [
        { ratePlanId: 2101, name: 'Room Only' },
        { ratePlanId: 2102, name: 'Breakfast' },
      ],
    },
    { roomId: 1106, name: 'Family Room', ratePlans: [{ ratePlanId: 2101, name: 'Room Only' }] },
  ],
  history: [],
  events: ['JOIN'],
});

function renderPage(path: string) {
  const joins: unknown[] = [];
  fakeServer(session({ hotel: { hotelId: H, name: 'Hotel Demo Jakarta', features: [FEATURE.LOYALTY] } }), {
    [`GET /api/v1/hotels/${H}/loyalty`]: () => json(200, loyalty()),
    [`POST /api/v1/hotels/${H}/loyalty/join`]: ({ body }) => {
      joins.push(JSON.parse(body));
      return json(200, {
        ...loyalty(),
        state: 'JOINED',
        events: ['REQUEST_CHANGE', 'UNJOIN'],
        participation: {
          pairs: [{ roomId: 1106, roomName: 'Family Room', ratePlanId: 2101, ratePlanName: 'Room Only' }],
          since: '2026-11-27T03:00:00.000Z',
        },
      });
    },
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { joins, router };
}

describe('loyalty page', () => {
  it('is reached from the elite rewards address and shows why the property is eligible', async () => {
    const { router } = renderPage('/v3/promotions-and-campaigns/elite-rewards');
    await screen.findByRole('heading', { level: 1, name: tx('loyalty.title') });
    expect(router.state.location.pathname).toBe('/v3/loyalty');
    const card = await screen.findByTestId('loyalty-eligibility');
    expect(within(card).getByText(tx('loyalty.eligibility.eligible'))).toBeTruthy();
    expect(within(card).getByTestId('loyalty-rating').textContent).toBe('8,4');
    expect(within(card).getByTestId('loyalty-recent').textContent).toBe('12');
    expect(screen.getByTestId('loyalty-state').textContent).toBe(tx('loyalty.state.INVITED'));
  });

  it('checks the selection like the server, then joins with the chosen pairs after confirming', async () => {
    const user = userEvent.setup();
    const { joins } = renderPage('/v3/loyalty');
    await user.click(await screen.findByRole('button', { name: tx('loyalty.actions.join') }));
    // Everything offered starts checked: clear both rooms, and the validator refuses an empty selection.
    for (const room of ['Superior Double', 'Family Room']) {
      await user.click(within(screen.getByRole('group', { name: room })).getAllByRole('checkbox')[0]!);
    }
    await user.click(screen.getByRole('button', { name: tx('loyalty.edit.submit_JOIN') }));
    expect((await screen.findByText(tx('validations.loyalty.pairsRequired'))).getAttribute('role')).toBe(
      'alert',
    );
    expect(joins).toEqual([]);

    await user.click(
      within(screen.getByRole('group', { name: 'Family Room' })).getByRole('checkbox', { name: 'Room Only' }),
    );
    await user.click(screen.getByRole('button', { name: tx('loyalty.edit.submit_JOIN') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: tx('loyalty.edit.submit_JOIN') }));
    await waitFor(() => expect(joins).toEqual([{ pairs: [{ roomId: 1106, ratePlanId: 2101 }] }]));
    await waitFor(() =>
      expect(screen.getByTestId('loyalty-state').textContent).toBe(tx('loyalty.state.JOINED')),
    );
  });
});
