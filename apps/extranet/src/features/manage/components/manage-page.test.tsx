import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const hub = {
  today: '2027-02-28',
  windowDays: 30,
  sections: [
    {
      area: 'RATE_PLAN_SETUP',
      status: 'WARNING',
      checked: 6,
      findings: [
        {
          kind: 'RATE_PLAN_STAY_ENDING',
          severity: 'WARNING',
          subjectId: 2106,
          subjectName: 'Promo Akhir Tahun',
          date: '2027-03-20',
          daysLeft: 20,
          path: '/v3/rates-and-availability/rate-plans/edit/2106',
        },
      ],
    },
    { area: 'SURCHARGE', status: 'OK', checked: 1, findings: [] },
  ],
};

const promotions = {
  area: 'PROMOTION',
  status: 'WARNING',
  checked: 3,
  states: { ACTIVE: 1, INACTIVE: 1, EXPIRING_SOON: 1, EXPIRED: 0 },
  findings: [
    {
      kind: 'PROMOTION_ENDING',
      severity: 'WARNING',
      subjectId: 41,
      subjectName: 'Promo Gajian',
      date: '2027-03-05',
      daysLeft: 5,
      path: '/v3/promotions-and-campaigns/add/promotion/edit/41/regular',
    },
    {
      kind: 'PROMOTION_ROOM_GONE',
      severity: 'WARNING',
      subjectId: 42,
      subjectName: 'Menginap 4 Bayar 3',
      path: '/v3/promotions-and-campaigns/add/promotion/edit/42/free-night',
    },
  ],
};

function renderPage(path: string, data: object = hub) {
  fakeServer(session({ hotel: { hotelId: H, name: 'Hotel Demo Jakarta' } }), {
    [`GET /api/v1/hotels/${H}/manage`]: () => json(200, data),
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('manage hub page', () => {
  it('shows every section with its findings linked to the page that fixes them', async () => {
    renderPage('/v3/manage');
    await screen.findByRole('heading', { level: 1, name: tx('manage.title') });
    const plans = await screen.findByTestId('manage-RATE_PLAN_SETUP');
    expect(within(plans).getByText(/Promo Akhir Tahun/).textContent).toContain('20');
    const fix = within(plans).getByRole('link', {
      name: tx('manage.fixFor', {
        action: tx('manage.fix.RATE_PLAN_STAY_ENDING'),
        name: 'Promo Akhir Tahun',
      }),
    });
    expect(fix.getAttribute('href')).toBe('/v3/rates-and-availability/rate-plans/edit/2106');
    expect(within(screen.getByTestId('manage-SURCHARGE')).getByText(tx('manage.allSet'))).toBeTruthy();
  });

  it('focuses one area on its own route, marked in the hub navigation', async () => {
    renderPage('/v3/manage/surcharge');
    await screen.findByRole('heading', { level: 1, name: tx('common.nav.manageSurcharge') });
    await screen.findByTestId('manage-SURCHARGE');
    expect(screen.queryByTestId('manage-RATE_PLAN_SETUP')).toBeNull();
    const nav = screen.getByRole('navigation', { name: tx('manage.navLabel') });
    expect(
      within(nav)
        .getByRole('link', { name: tx('manage.area.SURCHARGE') })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('routes the promotions section: deals by state, each problem linked to the deal edit page, axe clean', async () => {
    const { container } = renderPage('/v3/manage/promotion', {
      ...hub,
      sections: [...hub.sections, promotions],
    });
    await screen.findByRole('heading', { level: 1, name: tx('common.nav.managePromotion') });
    const section = await screen.findByTestId('manage-PROMOTION');
    expect(screen.queryByTestId('manage-SURCHARGE')).toBeNull();
    const states = within(section).getByRole('list', { name: tx('manage.states.label') });
    expect(within(states).getByText(tx('manage.states.EXPIRING_SOON', { count: 1, days: 14 }))).toBeTruthy();
    const fix = within(section).getByRole('link', {
      name: tx('manage.fixFor', { action: tx('manage.fix.PROMOTION_ROOM_GONE'), name: 'Menginap 4 Bayar 3' }),
    });
    expect(fix.getAttribute('href')).toBe('/v3/promotions-and-campaigns/add/promotion/edit/42/free-night');
    expect(within(section).getByText(/Promo Gajian/).textContent).toContain('5');
    expect(await axeViolations(container)).toEqual([]);
  });
});
