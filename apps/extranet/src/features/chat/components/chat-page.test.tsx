import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { FEATURE } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, hotel, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const base = `/api/v1/hotels/${H}/chat`;

const ACTIVE = {
  activated: true,
  activatedAt: '2027-01-20T03:00:00.000Z',
  activatedBy: { accountId: 1, name: 'Admin Demo' },
};
const PERFORMANCE = {
  asOf: '2027-03-02',
  from: '2027-01-31',
  to: '2027-03-01',
  conversations: 3,
  answered: 2,
  responseRate: 67,
  responseRateLevel: 'GOOD',
  responseTimeHours: 14.5,
  responseTimeLevel: 'IMPROVE',
  workingHours: { opens: '09:00', closes: '18:00' },
};
const channel = (channelUrl: string, guestName: string, unreadCount: number) => ({
  channelUrl,
  bookingId: 5000100 + unreadCount,
  itineraryId: `IT-${guestName}`,
  guestName,
  checkIn: '2027-03-06',
  checkOut: '2027-03-08',
  lastMessageAt: '2027-03-04T04:00:00.000Z',
  lastMessage: { sender: 'GUEST', body: `Pesan dari ${guestName}`, createdAt: '2027-03-04T04:00:00.000Z' },
  unreadCount,
  refusal: null,
});
const CHANNELS = [channel('ch_sari', 'Sari Wulandari', 2), channel('ch_budi', 'Budi Santoso', 0)];
const MESSAGES = [
  {
    messageId: 1,
    sender: 'GUEST',
    body: 'Boleh check-in jam 11?',
    createdAt: '2027-03-04T03:00:00.000Z',
    readAt: null,
    senderName: null,
  },
  {
    messageId: 2,
    sender: 'PROPERTY',
    body: 'Bisa.',
    createdAt: '2027-03-04T03:30:00.000Z',
    readAt: '2027-03-04T03:40:00.000Z',
    senderName: 'Admin Demo',
  },
];

/** An activated chat whose inbox was read: Sari's conversation with nothing unread. */
const READ_INBOX = {
  [`GET ${base}`]: () => json(200, ACTIVE),
  [`GET ${base}/performance`]: () => json(200, PERFORMANCE),
  [`GET ${base}/channels`]: () => json(200, { items: CHANNELS, page: 0, size: 20, total: 2, unreadTotal: 0 }),
  [`GET ${base}/channels/ch_sari/messages`]: () =>
    json(200, { channel: { ...CHANNELS[0], unreadCount: 0 }, items: MESSAGES, nextBefore: null }),
};

function renderAt(path: string, routes: Record<string, (init: { body: string }) => Response>) {
  const mock = fakeServer(session({ hotel: { hotelId: H, roles: [5], features: [FEATURE.CHAT] } }), routes);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const calls = (method: string, part: string) =>
    mock.mock.calls.filter(([input, init]) => {
      const url = String(input instanceof Request ? input.url : input);
      const m = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      return m === method && url.includes(part);
    });
  return { ...view, router, calls };
}

describe('chat page', () => {
  it('explains chat before activation and activates it only after a confirm that says it cannot be undone', async () => {
    let activated = false;
    const posted: string[] = [];
    const { container, calls } = renderAt('/v3/chat', {
      [`GET ${base}`]: () =>
        json(200, activated ? ACTIVE : { activated: false, activatedAt: null, activatedBy: null }),
      [`POST ${base}/activation`]: () => {
        posted.push('activation');
        activated = true;
        return json(200, ACTIVE);
      },
      [`GET ${base}/performance`]: () => json(200, PERFORMANCE),
      [`GET ${base}/channels`]: () => json(200, { items: [], page: 0, size: 20, total: 0, unreadTotal: 0 }),
    });
    await screen.findByRole('heading', { name: tx('chat.activation.title') });
    expect(await axeViolations(container)).toEqual([]);

    // Cancel leaves chat off.
    fireEvent.click(screen.getByRole('button', { name: tx('chat.activation.activate') }));
    let dialog = await screen.findByRole('alertdialog', { name: tx('chat.activation.confirmTitle') });
    expect(within(dialog).getByText(tx('chat.activation.confirmBody'))).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: tx('chat.activation.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: tx('chat.activation.activate') }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: tx('chat.activation.confirm') }));
    expect(await screen.findByText(tx('chat.inbox.empty'))).toBeTruthy();
    expect(posted).toEqual(['activation']);
    expect(calls('POST', '/chat/activation')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: tx('chat.performance.title') })).toBeTruthy();
  });

  it('shows the inbox and the chosen conversation, marks it read and sends with Enter (not Shift+Enter)', async () => {
    const sent: string[] = [];
    const { container, calls } = renderAt('/v3/chat?channelUrl=ch_sari', {
      [`GET ${base}`]: () => json(200, ACTIVE),
      [`GET ${base}/performance`]: () => json(200, PERFORMANCE),
      [`GET ${base}/channels`]: () =>
        json(200, { items: CHANNELS, page: 0, size: 20, total: 2, unreadTotal: 2 }),
      [`GET ${base}/channels/ch_sari/messages`]: () =>
        json(200, { channel: CHANNELS[0], items: MESSAGES, nextBefore: null }),
      [`POST ${base}/channels/ch_sari/read`]: () => json(200, { marked: 2, unreadTotal: 0 }),
      [`POST ${base}/channels/ch_sari/messages`]: ({ body }) => {
        sent.push((JSON.parse(body) as { body: string }).body);
        return json(201, { ...MESSAGES[1], messageId: 3, body: sent.at(-1), readAt: null });
      },
    });
    const log = await screen.findByRole('log', {
      name: tx('chat.conversation.log', { guestName: 'Sari Wulandari' }),
    });
    expect(within(log).getByText('Boleh check-in jam 11?')).toBeTruthy();
    expect(within(log).getByText('Bisa.')).toBeTruthy();
    // The list: newest first, the unread badge, the open one marked current.
    const current = screen.getByRole('link', { current: 'page' });
    expect(within(current).getByText('Sari Wulandari')).toBeTruthy();
    expect(within(current).getByText(tx('chat.inbox.unread', { count: 2 }))).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    // The median response time with the Indonesian decimal comma.
    expect(screen.getByText(tx('chat.performance.hours', { hours: '14,5' }), { exact: false })).toBeTruthy();
    expect(screen.getByText(tx('chat.performance.levels.IMPROVE'))).toBeTruthy();
    expect(
      screen.getByText(
        tx('chat.performance.asOf', { date: '2 Mar 2027', from: '31 Jan 2027', to: '1 Mar 2027' }),
        { exact: false },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(calls('POST', '/channels/ch_sari/read')).toHaveLength(1));
    expect(await axeViolations(container)).toEqual([]);

    const box = screen.getByRole('textbox', { name: tx('chat.conversation.reply') });
    const send = screen.getByRole('button', { name: tx('chat.conversation.send') });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Kamar siap jam 11.' } });
    expect((send as HTMLButtonElement).disabled).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sent).toEqual(['Kamar siap jam 11.']));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));

    // Too long: the counter's limit, an error, send disabled; Enter does nothing.
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(await screen.findByText(tx('chat.conversation.tooLong', { limit: 2000 }))).toBeTruthy();
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toHaveLength(1);
  });

  it('shows the server refusal when a reply fails', async () => {
    renderAt('/v3/chat?channelUrl=ch_sari', {
      ...READ_INBOX,
      [`POST ${base}/channels/ch_sari/messages`]: () =>
        json(409, { code: 'CHAT_NOT_PERMITTED', message: 'Chat tidak tersedia untuk pesanan ini.' }),
    });
    const box = await screen.findByRole('textbox', { name: tx('chat.conversation.reply') });
    fireEvent.change(box, { target: { value: 'Halo' } });
    fireEvent.click(screen.getByRole('button', { name: tx('chat.conversation.send') }));
    expect((await screen.findByText('Chat tidak tersedia untuk pesanan ini.')).getAttribute('role')).toBe(
      'alert',
    );
    expect((box as HTMLTextAreaElement).value).toBe('Halo');
  });

  it("opens a push's link on the push's property, switching to it before the page reads anything", async () => {
    const chatHotel = hotel({ hotelId: H, name: 'Hotel Demo Bali', roles: [5], features: [FEATURE.CHAT] });
    const other = hotel({ hotelId: 1002, name: 'Hotel Demo Jakarta', roles: [5], features: [FEATURE.CHAT] });
    const before = session({ hotels: [other, chatHotel], hotel: { hotelId: 1002 } });
    const switched: { hotelId: number }[] = [];
    const now = () => ({ ...before, currentHotelId: switched.at(-1)?.hotelId ?? 1002 });
    const mock = fakeServer(before, {
      'GET /api/v1/auth/session': () => json(200, now()),
      'PUT /api/v1/auth/session/hotel': ({ body }) => {
        switched.push(JSON.parse(body) as { hotelId: number });
        return json(200, now());
      },
      ...READ_INBOX,
    });
    const router = createMemoryRouter(buildRoutes(), {
      initialEntries: [`/v3/chat?channelUrl=ch_sari&hotelId=${H}`],
    });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const log = await screen.findByRole('log', {
      name: tx('chat.conversation.log', { guestName: 'Sari Wulandari' }),
    });
    expect(within(log).getByText('Boleh check-in jam 11?')).toBeTruthy();
    expect(switched).toEqual([{ hotelId: H }]);
    // The page stayed (not sent home), the parameter left the address, the page read nothing of the other property
    // (the shell's bell counts its notifications while the switch runs).
    await waitFor(() => expect(router.state.location.search).toBe('?channelUrl=ch_sari'));
    expect(router.state.location.pathname).toBe('/v3/chat');
    const urls = mock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(urls.filter((url) => url.includes('/hotels/1002/chat'))).toEqual([]);
    expect(urls.filter((url) => url.includes(`/hotels/${H}/chat`)).length).toBeGreaterThan(0);

    // The user goes back to the other property; a later link to the chat's property switches again.
    await router.navigate('/v3/change-hotel');
    fireEvent.click(await screen.findByRole('button', { name: tx('shell.changeHotel.choose') }));
    await waitFor(() => expect(switched).toEqual([{ hotelId: H }, { hotelId: 1002 }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/app/home'));
    await router.navigate(`/v3/chat?channelUrl=ch_sari&hotelId=${H}`);
    await waitFor(() => expect(switched.at(-1)).toEqual({ hotelId: H }));
    await screen.findByRole('log', { name: tx('chat.conversation.log', { guestName: 'Sari Wulandari' }) });
  });

  it('ignores a linked property the user does not have', async () => {
    const { router, calls } = renderAt('/v3/chat?channelUrl=ch_sari&hotelId=999', {
      ...READ_INBOX,
    });
    await screen.findByRole('textbox', { name: tx('chat.conversation.reply') });
    await waitFor(() => expect(router.state.location.search).toBe('?channelUrl=ch_sari'));
    expect(calls('PUT', '/auth/session/hotel')).toEqual([]);
  });
});
