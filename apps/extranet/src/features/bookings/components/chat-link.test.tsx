import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { FEATURE } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';
import { ChatLink } from './chat-link';

const H = 1001;
const tx = (key: string) => translate('id', key) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderLink(roles: number[], answer: unknown, opened: unknown = answer) {
  const mock = fakeServer(session({ hotel: { hotelId: H, roles, features: [FEATURE.CHAT] } }), {
    [`GET /api/v1/hotels/${H}/bookings/5/chat`]: () => json(200, answer),
    [`POST /api/v1/hotels/${H}/bookings/5/chat`]: () => json(200, opened),
  });
  const router = createMemoryRouter([{ path: '*', element: <ChatLink bookingId={5} /> }]);
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const asked = () =>
    mock.mock.calls.some(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/bookings/5/chat'),
    );
  /** The booking's chat was asked for and its answer is in. */
  const answered = () =>
    asked() && queryClient.getQueryState(['chat', H, 'booking', 5])?.status === 'success';
  return { ...view, asked, answered, router, mock };
}

describe('the booking detail chat link', () => {
  it("links to the booking's conversation when chat is on and the booking permitted", async () => {
    const { container } = renderLink([5], { activated: true, refusal: null, channelUrl: 'ch_abc' });
    const link = await screen.findByRole('link', { name: tx('chat.bookingLink') });
    expect(link.getAttribute('href')).toBe('/v3/chat?channelUrl=ch_abc');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the conversation from the property side before the guest wrote, and goes there', async () => {
    const user = userEvent.setup();
    const none = renderLink(
      [7],
      { activated: true, refusal: null, channelUrl: null },
      { activated: true, refusal: null, channelUrl: 'ch_new' },
    );
    const start = await screen.findByRole('button', { name: tx('chat.bookingStart') });
    expect(screen.queryByRole('link')).toBeNull();
    expect(await axeViolations(none.container)).toEqual([]);
    await user.click(start);
    await waitFor(() => expect(none.router.state.location.search).toBe('?channelUrl=ch_new'));
    expect(none.router.state.location.pathname).toBe('/v3/chat');
    const posts = none.mock.mock.calls.filter(
      ([input, init]) => (input instanceof Request ? input.method : init?.method) === 'POST',
    );
    expect(posts).toHaveLength(1);
  });

  it('is absent for a refused booking, before chat is on, and for a role without chat', async () => {
    const refused = renderLink([7], { activated: true, refusal: 'CANCELLED', channelUrl: 'ch_abc' });
    await waitFor(() => expect(refused.answered()).toBe(true));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    refused.unmount();

    const off = renderLink([7], { activated: false, refusal: null, channelUrl: null });
    await waitFor(() => expect(off.answered()).toBe(true));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    off.unmount();

    const frontOffice = renderLink([6], { activated: true, refusal: null, channelUrl: 'ch_abc' });
    await new Promise((r) => setTimeout(r, 300));
    expect(frontOffice.asked()).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
