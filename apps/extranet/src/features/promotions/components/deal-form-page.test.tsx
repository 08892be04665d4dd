import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { addDays, todayInZone } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';
import { formatIdr } from '../../../shared/rates/fields';
import type { Deal } from '../model';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const today = todayInZone('Asia/Jakarta');

const deal = (over: Partial<Deal> = {}): Deal => ({
  dealId: 5,
  kind: 'REGULAR',
  name: 'QA Diskon Desember',
  status: 'ACTIVE',
  platforms: ['LOGIN', 'NON_LOGIN'],
  roomIds: [1101],
  ratePlanIds: [2101],
  bookingPeriod: { start: addDays(today, 1), end: addDays(today, 30) },
  stayPeriod: { start: addDays(today, 1), end: addDays(today, 60) },
  bookingStartTime: null,
  bookingEndTime: null,
  stayDays: [],
  blackoutDates: [],
  minStay: null,
  combinable: true,
  discountType: 'PERCENT',
  tiers: [
    { minNights: 1, value: 20 },
    { minNights: 3, value: 35 },
  ],
  freeNight: null,
  hotelNowTiers: [],
  valueAdded: null,
  cancellationPolicy: null,
  performance: { bookings: 0, roomNights: 0, revenue: 0 },
  createdAt: '2027-02-20T03:00:00.000Z',
  updatedAt: '2027-02-20T03:00:00.000Z',
  ...over,
});

const BELOW_MIN =
  'Diskon ini menjual Superior Double seharga Rp 484.000 per malam, di bawah harga jual minimum Rp 550.000';

/** The copy form of a deal (a create: POST), the server answering the save with `errors`. */
function renderCopy(errors: { field: string; code: string; message: string }[]) {
  const posts: unknown[] = [];
  fakeServer(session({ hotel: { hotelId: H } }), {
    [`GET /api/v1/hotels/${H}/deals/5`]: () => json(200, deal()),
    [`GET /api/v1/hotels/${H}/deals`]: () =>
      json(200, { deals: [], abilities: { 'deal.read': true, 'deal.edit': true } }),
    [`GET /api/v1/hotels/${H}/rate-plans`]: () =>
      json(200, { items: [{ ratePlanId: 2101, name: 'Room Only', roomIds: [1101], commission: null }] }),
    [`GET /api/v1/hotels/${H}/rooms`]: () =>
      json(200, { items: [{ roomId: 1101, name: 'Superior Double' }] }),
    [`POST /api/v1/hotels/${H}/deals`]: ({ body }) => {
      posts.push(JSON.parse(body));
      return json(400, { code: 'VALIDATION_ERROR', message: 'Data tidak valid', errors });
    },
  });
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: ['/v3/promotions-and-campaigns/add/promotion/copy/5/regular'],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { posts };
}

const submit = async (user: ReturnType<typeof userEvent.setup>) => {
  const button = await screen.findByRole('button', { name: tx('promotions.form.submitCreate') });
  // The rate plans are read before the form is complete.
  await screen.findByRole('checkbox', { name: 'Room Only' });
  await user.click(button);
};

afterEach(() => vi.restoreAllMocks());

describe('the deal form and the server’s field errors', () => {
  it('shows the minimum sell price error of the discount tiers on the deepest tier, focused', async () => {
    const user = userEvent.setup();
    const { posts } = renderCopy([
      { field: 'tiers', code: 'promotion.belowMinSellPrice', message: BELOW_MIN },
    ]);
    await submit(user);
    await waitFor(() => expect(posts).toHaveLength(1));
    const percent = tx('promotions.form.tierPercent');
    const tiers = screen.getAllByRole('textbox', { name: new RegExp(`^${percent.replace(/[()%]/g, '.')}`) });
    expect(tiers).toHaveLength(2);
    // On the tier taking the most off (35 %), described by the message, and focused like a client error.
    const deepest = tiers[1]!;
    await waitFor(() => expect(document.activeElement).toBe(deepest));
    expect(deepest.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (deepest.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(BELOW_MIN);
    expect(tiers[0]!.getAttribute('aria-invalid')).not.toBe('true');
    // Once, at its field (not also as the form's alert).
    expect(screen.getAllByText(BELOW_MIN)).toHaveLength(1);
  });

  it('shows an error whose field the form does not have as the form’s alert, with the others on their fields', async () => {
    const user = userEvent.setup();
    renderCopy([
      { field: 'name', code: 'unique', message: 'Nama promosi sudah dipakai' },
      { field: 'somethingNew', code: 'x', message: 'Promosi ini tidak dapat disimpan sekarang' },
    ]);
    await submit(user);
    const name = screen.getByRole('textbox', { name: new RegExp(`^${tx('promotions.form.name')}`) });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(await screen.findByText('Nama promosi sudah dipakai')).toBeTruthy();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('Promosi ini tidak dapat disimpan sekarang');
  });
});

describe('the guest pays / you receive preview', () => {
  it("samples a stay long enough for a free night's qualifying nights", async () => {
    renderCreate('free-night');
    const nights = await screen.findByRole('textbox', { name: tx('promotions.preview.nights') });
    await waitFor(() => expect((nights as HTMLInputElement).value).toBe('3'));
  });

  it('follows the rate plan ticked on the form until the owner picks one of its own', async () => {
    renderCreate('regular');
    const user = userEvent.setup();
    const previewPlan = () =>
      screen.getByRole('button', { name: new RegExp(tx('promotions.preview.ratePlan')) }).textContent;
    await screen.findByRole('checkbox', { name: 'Room Only' });
    await waitFor(() => expect(previewPlan()).toContain('Corporate Weekly'));
    await user.click(screen.getByRole('checkbox', { name: 'Room Only' }));
    await waitFor(() => expect(previewPlan()).toContain('Room Only'));
  });

  it("prices the property's campaign, and the loyalty discount for a loyalty member, as the quote does", async () => {
    const checkIn = addDays(today, 30);
    const onPair = { roomIds: [1101], ratePlanIds: [2101] };
    const offer = {
      combinable: true,
      bookingPeriod: null,
      stayPeriod: null,
      blackoutDates: null,
      minStay: null,
      platforms: null,
      targetUsers: null,
      earlyAccessHours: null,
      ...onPair,
    };
    renderCreate('regular', {
      [`GET /api/v1/hotels/${H}/deals/other-offers`]: () =>
        json(200, {
          offers: [
            { ...offer, id: 'campaign:3', kind: 'CAMPAIGN', name: 'Payday', percent: 10 },
            { ...offer, id: 'loyalty:1101:2101', kind: 'LOYALTY', name: 'Loyalty', percent: 10 },
          ],
        }),
      [`GET /api/v1/hotels/${H}/deals/sample-stay`]: () =>
        json(200, {
          available: true,
          reasons: [],
          nights: [
            { date: checkIn, rate: 1_000_000 },
            { date: addDays(checkIn, 1), rate: 1_000_000 },
          ],
          extras: 0,
          minSellPrice: 0,
        }),
    });
    const user = userEvent.setup();
    const guestPays = async () => (await screen.findByTestId('guest-pays')).textContent;
    await waitFor(async () => expect(await guestPays()).toBe(formatIdr(1_800_000)));
    expect(screen.getByText(tx('promotions.preview.other.CAMPAIGN', { name: 'Payday' }))).toBeTruthy();
    expect(screen.queryByText(tx('promotions.preview.other.LOYALTY'))).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: tx('promotions.preview.loyaltyMember') }));
    // 10 % of what the campaign left: 1,800,000 -> 1,620,000.
    await waitFor(async () => expect(await guestPays()).toBe(formatIdr(1_620_000)));
    expect(screen.getByText(tx('promotions.preview.other.LOYALTY'))).toBeTruthy();
  });

  it('adds the surcharges undiscounted and says why the marketplace would not sell the stay', async () => {
    const checkIn = addDays(today, 30);
    renderCreate('regular', {
      [`GET /api/v1/hotels/${H}/deals/sample-stay`]: () =>
        json(200, {
          available: false,
          reasons: ['OUTSIDE_STAY_DATES'],
          nights: [
            { date: checkIn, rate: 1_000_000 },
            { date: addDays(checkIn, 1), rate: 1_000_000 },
          ],
          extras: 150_000,
          minSellPrice: 0,
        }),
    });
    const why = `${tx('promotions.preview.unavailable')} ${tx('common.quoteReasons.OUTSIDE_STAY_DATES')}.`;
    expect(await screen.findByText(why)).toBeTruthy();
    expect(screen.getByText(tx('promotions.preview.extras'))).toBeTruthy();
    expect(screen.getByTestId('guest-pays').textContent).toBe(formatIdr(2_150_000));
  });
});

/** The create form of `promoType` at a property with two rate plans of one room. */
function renderCreate(promoType: string, extra: Parameters<typeof fakeServer>[1] = {}) {
  fakeServer(session({ hotel: { hotelId: H } }), {
    ...extra,
    [`GET /api/v1/hotels/${H}/deals`]: () =>
      json(200, { deals: [], abilities: { 'deal.read': true, 'deal.edit': true } }),
    [`GET /api/v1/hotels/${H}/rate-plans`]: () =>
      json(200, {
        items: [
          { ratePlanId: 2101, name: 'Corporate Weekly', roomIds: [1101], commission: null },
          { ratePlanId: 2102, name: 'Room Only', roomIds: [1101], commission: null },
        ],
      }),
    [`GET /api/v1/hotels/${H}/rooms`]: () =>
      json(200, { items: [{ roomId: 1101, name: 'Superior Double' }] }),
  });
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: [`/v3/promotions-and-campaigns/add/promotion/create/${promoType}`],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
