import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
const start = (name: string) => `${tx('promotions.choose.start')}: ${name}`;

function renderAdd(features: number[]) {
  fakeServer(session({ hotel: { hotelId: H, features } }), {
    [`GET /api/v1/hotels/${H}/campaigns`]: () =>
      json(200, { items: [], abilities: { 'campaign.read': true, 'campaign.join': true } }),
  });
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: ['/v3/promotions-and-campaigns/add'],
  });
  const { container } = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, container };
}

const heading = () => screen.findByRole('heading', { level: 1, name: tx('promotions.choose.title') });

afterEach(() => vi.restoreAllMocks());

describe('the add page', () => {
  it('offers each deal, the exclusive member deal and corporate rate, and the campaigns, axe clean', async () => {
    const user = userEvent.setup();
    const { router, container } = renderAdd([FEATURE.TARGETED_PROMO, FEATURE.EXCLUSIVE_MEMBER_DEALS]);
    await heading();
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link(start(tx('promotions.kind.REGULAR')))).toBe(
      '/v3/promotions-and-campaigns/add/promotion/create/regular',
    );
    expect(link(start(tx('targetedPromotions.type.MEMBER')))).toBe(
      '/v3/promotions-and-campaigns/targeted-promo/create/member',
    );
    expect(link(start(tx('targetedPromotions.type.CORPORATE')))).toBe(
      '/v3/promotions-and-campaigns/targeted-promo/create/corporate',
    );
    const campaigns = screen.getByRole('heading', { level: 2, name: tx('campaigns.title') }).closest('li')!;
    expect(within(campaigns).getByText(tx('promotions.choose.campaignsHelp'))).toBeTruthy();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(campaigns).getByRole('link', { name: tx('promotions.choose.seeCampaigns') }));
    expect(router.state.location.pathname).toBe('/v3/promotions-and-campaigns/campaign-list');
  });

  it('leaves out the targeted promotions when the property does not have them', async () => {
    renderAdd([]);
    await heading();
    expect(screen.queryByRole('link', { name: start(tx('targetedPromotions.type.MEMBER')) })).toBeNull();
    expect(screen.queryByRole('link', { name: start(tx('targetedPromotions.type.CORPORATE')) })).toBeNull();
    expect(screen.queryByRole('heading', { name: tx('targetedPromotions.type.MEMBER') })).toBeNull();
    // The deals and the campaigns stay.
    expect(screen.getByRole('link', { name: start(tx('promotions.kind.HOTEL_NOW')) })).toBeTruthy();
    expect(screen.getByRole('link', { name: tx('promotions.choose.seeCampaigns') })).toBeTruthy();
  });
});
