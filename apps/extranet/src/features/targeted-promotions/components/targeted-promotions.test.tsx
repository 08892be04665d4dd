import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import axe from 'axe-core';
import { FEATURE } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const BASE = `/api/v1/hotels/${H}/targeted-promotions`;

const corporate = {
  targetedPromotionId: 7,
  type: 'CORPORATE',
  name: 'Tarif Korporat Mitra',
  status: 'ACTIVE',
  discountPercent: 12,
  bookingPeriod: { start: '2020-01-01', end: '2099-12-31' },
  stayPeriod: { start: '2020-01-01', end: '2099-12-31' },
  blackoutDates: [],
  roomIds: [],
  ratePlanIds: [2101],
  combinable: true,
  targetUsers: 'PARTNER_PLATFORMS',
  performance: { bookings: 3, roomNights: 5, revenue: 4_500_000 },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const listOf = (items: unknown[], manager = false) => ({
  targetedPromotions: items,
  abilities: { 'targeted.read': true, 'targeted.edit': true, 'targeted.targetUsers': manager },
  commissions: [
    { type: 'MEMBER', commissionPercent: 15 },
    { type: 'CORPORATE', commissionPercent: 12 },
  ],
});

async function expectAxeClean(container: HTMLElement) {
  // WCAG 2 A/AA rules; colour contrast needs a layout engine jsdom does not have (the e2e test checks it), and
  // jsdom has no canvas (axe then skips its icon-ligature guess instead of logging jsdom's error).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
}

function renderAt(path: string, items: unknown[], manager = false) {
  const calls: { key: string; body: unknown }[] = [];
  fakeServer(
    session({
      hotel: {
        hotelId: H,
        name: 'Hotel Demo Jakarta',
        features: [FEATURE.EXCLUSIVE_MEMBER_DEALS, FEATURE.TARGETED_PROMO],
      },
    }),
    {
      [`GET ${BASE}`]: () => json(200, listOf(items, manager)),
      [`GET ${BASE}/7`]: () => json(200, corporate),
      [`PATCH ${BASE}/7/status`]: ({ body }) => {
        calls.push({ key: 'PATCH', body: JSON.parse(body) });
        return json(200, { ...corporate, status: 'INACTIVE' });
      },
      [`PUT ${BASE}/7`]: ({ body }) => {
        calls.push({ key: 'PUT', body: JSON.parse(body) });
        return json(400, {
          code: 'VALIDATION_ERROR',
          message: 'Periksa kembali isian Anda.',
          errors: [{ field: 'blackoutDates.0', code: 'date.invalid', message: 'Tanggal ditolak.' }],
        });
      },
      [`POST ${BASE}`]: ({ body }) => {
        calls.push({ key: 'POST', body: JSON.parse(body) });
        return json(201, { ...corporate, ...JSON.parse(body), targetedPromotionId: 8 });
      },
      [`GET /api/v1/hotels/${H}/rate-plans`]: () =>
        json(200, { items: [{ ratePlanId: 2101, name: 'Room Only', roomIds: [1101] }] }),
      [`GET /api/v1/hotels/${H}/rooms`]: () =>
        json(200, { items: [{ roomId: 1101, name: 'Superior Double' }] }),
    },
  );
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { calls, router, container: view.container };
}

describe('exclusive member deals page', () => {
  it('lists the deals with target users and performance, and switches one off', async () => {
    const user = userEvent.setup();
    const { calls, container } = renderAt('/v3/promotions-and-campaigns/exclusive-member-deals', [corporate]);
    const row = (await screen.findByText('Tarif Korporat Mitra')).closest('tr')!;
    expect(within(row).getByText(tx('targetedPromotions.target.PARTNER_PLATFORMS'))).toBeTruthy();
    expect(row.textContent).toContain('3');
    expect(
      screen.getByText(
        tx('targetedPromotions.commission', { type: tx('targetedPromotions.type.MEMBER'), percent: '15' }),
      ),
    ).toBeTruthy();
    await expectAxeClean(container);
    await user.click(
      within(row).getByRole('switch', {
        name: tx('targetedPromotions.statusLabel', { name: corporate.name }),
      }),
    );
    await waitFor(() => expect(calls).toEqual([{ key: 'PATCH', body: { status: 'INACTIVE' } }]));
  });

  it('shows an empty state with a create button per type', async () => {
    renderAt('/v3/promotions-and-campaigns/exclusive-member-deals', []);
    await screen.findByText(tx('targetedPromotions.empty'));
    for (const type of ['MEMBER', 'CORPORATE'])
      expect(
        screen.getByRole('link', {
          name: tx('targetedPromotions.create', { type: tx(`targetedPromotions.type.${type}`) }),
        }),
      ).toBeTruthy();
  });
});

describe('targeted promotion form', () => {
  it('shows field errors like the server and keeps the target users read-only for an owner', async () => {
    const user = userEvent.setup();
    const { calls, container } = renderAt('/v3/promotions-and-campaigns/targeted-promo/create/member', []);
    await screen.findByRole('heading', { level: 1 });
    const target = await screen.findByRole('radiogroup', { name: tx('targetedPromotions.form.targetUsers') });
    await waitFor(() =>
      expect(within(target).getByRole('radio', { name: tx('targetedPromotions.target.ALL') })).toHaveProperty(
        'disabled',
        true,
      ),
    );
    expect(screen.getByText(tx('targetedPromotions.form.targetUsersLocked'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: tx('targetedPromotions.form.submitCreate') }));
    expect(await screen.findByText(tx('validations.promotion.ratePlanRequired'))).toBeTruthy();
    expect(calls).toEqual([]);
    await expectAxeClean(container);
  });

  it('lets a market manager choose the target users', async () => {
    renderAt('/v3/promotions-and-campaigns/targeted-promo/edit/corporate/7', [corporate], true);
    await screen.findByRole('heading', { level: 1 });
    const target = await screen.findByRole('radiogroup', { name: tx('targetedPromotions.form.targetUsers') });
    const partner = within(target).getByRole('radio', {
      name: tx('targetedPromotions.target.PARTNER_PLATFORMS'),
    }) as HTMLInputElement;
    expect(partner.checked).toBe(true);
    await waitFor(() => expect(partner.disabled).toBe(false));
    expect(screen.queryByText(tx('targetedPromotions.form.targetUsersLocked'))).toBeNull();
  });

  it('picks blackout dates with the picker, and the server’s blackoutDates.N error shows on that field', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/v3/promotions-and-campaigns/targeted-promo/edit/corporate/7', [corporate]);
    const group = await screen.findByRole('group', { name: tx('targetedPromotions.form.blackoutDates') });
    const blackout = within(group);
    expect(blackout.getByText(tx('common.blackoutField.countMax', { count: 0, max: 30 }))).toBeTruthy();
    await user.click(blackout.getAllByRole('spinbutton')[0]!);
    await user.keyboard('10032030');
    await user.click(blackout.getByRole('button', { name: tx('common.blackoutField.add') }));
    expect(blackout.getByText(tx('common.blackoutField.countMax', { count: 1, max: 30 }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: tx('targetedPromotions.form.submitEdit') }));
    await waitFor(() =>
      expect(calls.map((c) => [c.key, (c.body as { blackoutDates: string[] }).blackoutDates])).toEqual([
        ['PUT', ['2030-03-10']],
      ]),
    );
    expect(await blackout.findByText('Tanggal ditolak.')).toBeTruthy();
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });

  it('an unknown type is not a form', async () => {
    renderAt('/v3/promotions-and-campaigns/targeted-promo/create/vip', []);
    expect(await screen.findByText(tx('targetedPromotions.form.unknownType'))).toBeTruthy();
  });
});
