import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';
import type { Campaign, HotelCampaignDetail } from '../model';
import { restoreTestClock } from '../../../../test/clock';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  campaignId: 7,
  name: 'Liburan Akhir Tahun',
  descriptionId: 'Kampanye liburan akhir tahun.',
  descriptionEn: 'The year-end campaign.',
  status: 'ACTIVE',
  phase: 'OPEN',
  bookingPeriod: { start: '2027-03-10', end: '2027-04-10' },
  stayPeriod: { start: '2027-04-01', end: '2027-05-31' },
  participationPeriod: { start: '2027-02-25', end: '2027-03-20' },
  blackoutDates: [],
  platforms: ['LOGIN', 'NON_LOGIN'],
  minDiscountPercent: 10,
  minStay: null,
  combinable: true,
  cancellationPolicy: 'FOLLOW_RATE_PLAN',
  earlyAccessHours: { GOLD: 24, PLATINUM: 48, DIAMOND: 72 },
  participants: 0,
  createdAt: '2027-02-20T03:00:00.000Z',
  updatedAt: '2027-02-20T03:00:00.000Z',
  ...over,
});

const noPerformance = { bookings: 0, roomNights: 0, revenue: 0 };
const abilities = { 'campaign.read': true, 'campaign.join': true };

const detail = (over: Partial<HotelCampaignDetail> = {}): HotelCampaignDetail => ({
  campaign: campaign(),
  participation: null,
  performance: noPerformance,
  rooms: [
    { roomId: 1101, name: 'Superior Double' },
    { roomId: 1105, name: 'Executive Suite' },
  ],
  ratePlans: [
    { ratePlanId: 2101, name: 'Room Only', roomIds: [1101, 1105], nonRefundable: false },
    { ratePlanId: 2103, name: 'Non-Refundable Saver', roomIds: [1101], nonRefundable: true },
  ],
  abilities,
  ...over,
});

function renderAt(
  path: string,
  routes: Record<string, (init: { body: string }) => Response>,
  s = session({ hotel: { hotelId: H } }),
) {
  const calls: { key: string; body: unknown }[] = [];
  const recorded = Object.fromEntries(
    Object.entries(routes).map(([key, handler]) => [
      key,
      (init: { body: string }) => {
        calls.push({ key, body: init.body ? JSON.parse(init.body) : null });
        return handler(init);
      },
    ]),
  );
  fakeServer(s, recorded);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  // StrictMode as main.tsx renders the app (effects and ref callbacks run twice on mount).
  const { container } = render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { calls, router, container };
}

/** jsdom has no canvas: axe then skips its icon-ligature guess instead of logging jsdom's error. */
async function expectAxeClean(container: Element) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  expect(await axeViolations(container)).toEqual([]);
}

afterEach(() => {
  vi.restoreAllMocks();
  restoreTestClock();
});

describe('campaign list', () => {
  it('shows each campaign with its status, participation and performance, and a join link when open', async () => {
    const { container } = renderAt('/v3/promotions-and-campaigns/campaign-list', {
      [`GET /api/v1/hotels/${H}/campaigns`]: () =>
        json(200, {
          items: [
            { campaign: campaign(), participation: null, performance: noPerformance },
            {
              campaign: campaign({ campaignId: 8, name: 'Staycation Gajian', phase: 'CLOSED' }),
              participation: {
                discountPercent: 15,
                roomIds: [1105],
                ratePlanIds: [2105],
                joinedAt: '2027-02-22T03:00:00.000Z',
                updatedAt: '2027-02-22T03:00:00.000Z',
              },
              performance: { bookings: 2, roomNights: 5, revenue: 4_250_000 },
            },
          ],
          abilities,
        }),
    });
    const table = await screen.findByRole('table', { name: tx('campaigns.caption') });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText(tx('campaigns.phase.OPEN'))).toBeTruthy();
    expect(within(rows[1]!).getByText(tx('campaigns.notJoined'))).toBeTruthy();
    const join = within(rows[1]!).getByRole('link', {
      name: tx('campaigns.joinNamed', { name: 'Liburan Akhir Tahun' }),
    });
    expect(join.getAttribute('href')).toBe('/v3/promotions-and-campaigns/add/campaign/view/7');
    expect(
      within(rows[2]!).getByText(tx('campaigns.joined', { percent: 15, rooms: 1, plans: 1 })),
    ).toBeTruthy();
    expect(
      within(rows[2]!).getByRole('link', { name: tx('campaigns.viewNamed', { name: 'Staycation Gajian' }) }),
    ).toBeTruthy();
    await expectAxeClean(container);
  });

  it('says so when there is no campaign', async () => {
    renderAt('/v3/promotions-and-campaigns/campaign-list', {
      [`GET /api/v1/hotels/${H}/campaigns`]: () => json(200, { items: [], abilities }),
    });
    expect(await screen.findByText(tx('campaigns.empty'))).toBeTruthy();
  });

  it('offers a retry when the list cannot be read', async () => {
    renderAt('/v3/promotions-and-campaigns/campaign-list', {
      [`GET /api/v1/hotels/${H}/campaigns`]: () =>
        json(503, { code: 'SERVICE_UNAVAILABLE', message: 'Down' }),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: tx('shell.serverProblem.title') }),
    ).toBeTruthy();
  });
});

describe('campaign view and join', () => {
  it('checks the discount and the choice like the server, then joins with the chosen rooms and rate plans', async () => {
    const user = userEvent.setup();
    const { calls, router, container } = renderAt('/v3/promotions-and-campaigns/add/campaign/view/7', {
      [`GET /api/v1/hotels/${H}/campaigns/7`]: () => json(200, detail()),
      [`GET /api/v1/hotels/${H}/campaigns`]: () => json(200, { items: [], abilities }),
      [`PUT /api/v1/hotels/${H}/campaigns/7/participation`]: () =>
        json(200, {
          ...detail(),
          participation: {
            discountPercent: 15,
            roomIds: [1105],
            ratePlanIds: [2101],
            joinedAt: '2027-02-27T03:00:00.000Z',
            updatedAt: '2027-02-27T03:00:00.000Z',
          },
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Liburan Akhir Tahun' });
    await expectAxeClean(container);
    const discount = screen.getByRole('textbox', {
      name: new RegExp(tx('campaigns.view.discount').replace(/[()%]/g, '.')),
    });
    await user.clear(discount);
    await user.type(discount, '5');
    await user.click(screen.getByRole('button', { name: tx('campaigns.view.submitJoin') }));
    expect(await screen.findByText(tx('validations.campaign.discountBelowMin', { min: 10 }))).toBeTruthy();
    expect(screen.getByText(tx('validations.campaign.roomRequired'))).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('PUT'))).toEqual([]);
    // With its field errors shown too.
    await expectAxeClean(container);

    await user.clear(discount);
    await user.type(discount, '15');
    await user.click(
      within(screen.getByRole('group', { name: new RegExp(`^${tx('campaigns.view.rooms')}`) })).getByRole(
        'checkbox',
        {
          name: 'Executive Suite',
        },
      ),
    );
    await user.click(
      within(screen.getByRole('group', { name: new RegExp(`^${tx('campaigns.view.ratePlans')}`) })).getByRole(
        'checkbox',
        { name: 'Room Only' },
      ),
    );
    await user.click(screen.getByRole('button', { name: tx('campaigns.view.submitJoin') }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key.startsWith('PUT')).map((c) => c.body)).toEqual([
        { discountPercent: 15, roomIds: [1105], ratePlanIds: [2101] },
      ]),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/v3/promotions-and-campaigns/campaign-list'),
    );
  });

  it('checks the discount as it is typed, so each press of Join sends or shows every field error', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/v3/promotions-and-campaigns/add/campaign/view/7', {
      [`GET /api/v1/hotels/${H}/campaigns/7`]: () => json(200, detail()),
      [`GET /api/v1/hotels/${H}/campaigns`]: () => json(200, { items: [], abilities }),
      [`PUT /api/v1/hotels/${H}/campaigns/7/participation`]: () => json(200, detail()),
    });
    await screen.findByRole('heading', { level: 1, name: 'Liburan Akhir Tahun' });
    const discount = screen.getByRole('textbox', {
      name: new RegExp(tx('campaigns.view.discount').replace(/[()%]/g, '.')),
    });
    const join = screen.getByRole('button', { name: tx('campaigns.view.submitJoin') });
    const belowMin = tx('validations.campaign.discountBelowMin', { min: 10 });
    const rooms = () => screen.getByRole('group', { name: new RegExp(`^${tx('campaigns.view.rooms')}`) });
    const plans = () => screen.getByRole('group', { name: new RegExp(`^${tx('campaigns.view.ratePlans')}`) });
    const shown = () => [
      screen.queryByText(belowMin) !== null,
      within(rooms()).queryByRole('alert')?.textContent ?? null,
      within(plans()).queryByRole('alert')?.textContent ?? null,
    ];
    /**
     * A click as a browser makes it: the button pressed, then released. In a browser a message appearing or
     * going while the button is held moves the button from under the pointer and the click is lost, so nothing
     * on the page may change between the press and the release.
     */
    const clickJoin = async () => {
      await user.pointer({ keys: '[MouseLeft>]', target: join });
      const pressed = shown();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shown()).toEqual(pressed);
      await user.pointer({ keys: '[/MouseLeft]', target: join });
    };

    await user.clear(discount);
    await user.type(discount, '5');
    // Checked as typed, before the field is left.
    expect(await screen.findByText(belowMin)).toBeTruthy();
    await clickJoin();
    await waitFor(() =>
      expect(shown()).toEqual([
        true,
        tx('validations.campaign.roomRequired'),
        tx('validations.promotion.ratePlanRequired'),
      ]),
    );

    await user.clear(discount);
    await user.type(discount, '15');
    await waitFor(() => expect(screen.queryByText(belowMin)).toBeNull());
    await clickJoin();
    await waitFor(() =>
      expect(shown()).toEqual([
        false,
        tx('validations.campaign.roomRequired'),
        tx('validations.promotion.ratePlanRequired'),
      ]),
    );
    expect(calls.filter((c) => c.key.startsWith('PUT'))).toEqual([]);
  });

  it('shows the participation and leaves after confirming', async () => {
    const user = userEvent.setup();
    const joined = detail({
      participation: {
        discountPercent: 12,
        roomIds: [1101],
        ratePlanIds: [2103],
        joinedAt: '2027-02-27T03:00:00.000Z',
        updatedAt: '2027-02-27T03:00:00.000Z',
      },
    });
    const { calls, container } = renderAt('/v3/promotions-and-campaigns/add/campaign/view/7', {
      [`GET /api/v1/hotels/${H}/campaigns/7`]: () => json(200, joined),
      [`DELETE /api/v1/hotels/${H}/campaigns/7/participation`]: () => json(200, detail()),
    });
    const card = await screen.findByTestId('campaign-participation');
    expect(
      within(card).getByText(tx('campaigns.view.chosenRooms', { names: 'Superior Double' })),
    ).toBeTruthy();
    expect(
      within(card).getByText(tx('campaigns.view.chosenPlans', { names: 'Non-Refundable Saver' })),
    ).toBeTruthy();
    await expectAxeClean(container);
    await user.click(within(card).getByRole('button', { name: tx('campaigns.view.leave') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: tx('campaigns.view.leave') }));
    await waitFor(() =>
      expect(calls.map((c) => c.key)).toContain(`DELETE /api/v1/hotels/${H}/campaigns/7/participation`),
    );
  });

  it.each([
    ['UPCOMING', { period: '25 Feb 2027 – 20 Mar 2027' }],
    ['CLOSED', { date: '20 Mar 2027' }],
    ['ENDED', { date: '31 Mei 2027' }],
  ] as const)('says where a campaign it cannot join stands: %s', async (phase, params) => {
    renderAt('/v3/promotions-and-campaigns/add/campaign/view/7', {
      [`GET /api/v1/hotels/${H}/campaigns/7`]: () => json(200, detail({ campaign: campaign({ phase }) })),
    });
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(tx(`campaigns.view.closed.${phase}`, params));
    expect(screen.queryByRole('button', { name: tx('campaigns.view.join') })).toBeNull();
  });

  it('is access denied when the property is not approved online (SPEC 4)', async () => {
    renderAt(
      '/v3/promotions-and-campaigns/add/campaign/view/7',
      {},
      session({ hotel: { hotelId: H, activeStatus: 1 } }),
    );
    expect(await screen.findByText(tx('common.errors.accessDenied.reasons.NOT_APPROVE_ONLINE'))).toBeTruthy();
  });
});

describe('market managers', () => {
  function marketManager() {
    const s = session({ hotel: { hotelId: H, roles: [4] } });
    return { ...s, account: { ...s.account, role: '4,20' } };
  }

  it('list the campaigns and create one, with the rules checked as they type', async () => {
    const user = userEvent.setup();
    const { calls, container } = renderAt(
      '/v3/review/campaigns',
      {
        'GET /api/v1/review/campaigns': () => json(200, { items: [campaign({ participants: 3 })] }),
        'POST /api/v1/review/campaigns': () => json(201, campaign({ campaignId: 9 })),
      },
      marketManager(),
    );
    const table = await screen.findByRole('table', { name: tx('campaigns.caption') });
    expect(within(table).getByText('3')).toBeTruthy();
    await expectAxeClean(container);
    await user.click(screen.getByRole('link', { name: tx('campaigns.review.create') }));
    await screen.findByRole('heading', { level: 1, name: tx('campaigns.form.createTitle') });
    await user.click(screen.getByRole('button', { name: tx('campaigns.form.submitCreate') }));
    const name = screen.getByRole('textbox', { name: new RegExp(`^${tx('campaigns.form.name')}`) });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
    await expectAxeClean(container);
  });

  it('pick blackout dates with the picker, and the server’s blackoutDates.N error shows on that field', async () => {
    // The form checks the periods against today (GMT+7): a fixed day before the campaign's.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-02-27T03:00:00.000Z') });
    const user = userEvent.setup();
    const { calls, container } = renderAt(
      '/v3/review/campaigns/edit/7',
      {
        'GET /api/v1/review/campaigns/7': () => json(200, campaign({ blackoutDates: ['2027-04-20'] })),
        'PUT /api/v1/review/campaigns/7': () =>
          json(400, {
            code: 'VALIDATION_ERROR',
            message: 'Periksa kembali isian Anda.',
            errors: [{ field: 'blackoutDates.1', code: 'blackout.duplicate', message: 'Tanggal ditolak.' }],
          }),
      },
      marketManager(),
    );
    const blackout = within(await screen.findByRole('group', { name: tx('campaigns.form.blackoutDates') }));
    expect(blackout.getByText(tx('common.blackoutField.countMax', { count: 1, max: 30 }))).toBeTruthy();
    await user.click(blackout.getAllByRole('spinbutton')[0]!);
    await user.keyboard('05042027');
    await user.click(blackout.getByRole('button', { name: tx('common.blackoutField.add') }));
    expect(blackout.getByText(tx('common.blackoutField.countMax', { count: 2, max: 30 }))).toBeTruthy();
    await expectAxeClean(container);

    await user.click(screen.getByRole('button', { name: tx('campaigns.form.submitEdit') }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.key.startsWith('PUT')).map((c) => (c.body as Campaign).blackoutDates),
      ).toEqual([['2027-04-05', '2027-04-20']]),
    );
    expect(await blackout.findByText('Tanggal ditolak.')).toBeTruthy();
    expect(
      screen.getByRole('group', { name: tx('campaigns.form.blackoutDates') }).getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
