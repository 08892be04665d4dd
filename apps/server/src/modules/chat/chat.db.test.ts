/**
 * Chat through HTTP on PGlite and PostgreSQL: activation (irreversible, idempotent), the guest's messages through
 * the marketplace, the inbox (unread counts, preview, search), replies and read marks both ways, the refusals
 * (not activated, cancelled, 14 days after check-out), bad input, access (roles, another property), the
 * notification entry and the live stream, and the performance figure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  SAME_ORIGIN,
  type TestApp,
} from '../../../test/helpers.js';

// Thursday 4 March 2027, 12:00 WIB: the performance is as of Tuesday 2 March.
const START = new Date('2027-03-04T05:00:00Z');
const JKT: number = DEMO_HOTELS.JAKARTA;
const BALI: number = DEMO_HOTELS.BALI;
const BDG: number = DEMO_HOTELS.BANDUNG;
type As = { accountId: number; hotelId: number };
const admin = (hotelId: number = JKT): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
const reservation: As = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };
const finance: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };
const mkt = { 'x-api-key': MARKETPLACE_KEY };

let t: TestApp;
let now = START;

async function addBooking(
  hotelId: number,
  itineraryId: string,
  checkIn: string,
  patch: { status?: 'CANCELLED'; guestName?: string } = {},
): Promise<number> {
  const row = await t.db.one<{ booking_id: string | number }>(
    `INSERT INTO bookings (hotel_id, itinerary_id, idempotency_key, room_id, rate_plan_id, check_in, check_out,
                           adults, guest_name, total_price, nightly_rates, status, cancellation_fee, cancellation_charge,
                           cancelled_at)
     VALUES ($1, $2, $2, 1, 1, $3::date, $3::date + 2, 2, $5, 1000000, '{500000,500000}', $4,
             CASE WHEN $4 = 'CANCELLED' THEN 0 END, CASE WHEN $4 = 'CANCELLED' THEN 'FREE' END,
             CASE WHEN $4 = 'CANCELLED' THEN now() END)
     RETURNING booking_id`,
    [hotelId, itineraryId, checkIn, patch.status ?? 'CONFIRMED', patch.guestName ?? `Tamu ${itineraryId}`],
  );
  return Number(row.booking_id);
}

const base = (hotelId: number) => `/api/v1/hotels/${hotelId}/chat`;
const get = (url: string, as: As = admin()) => t.request({ method: 'GET', url, as });
const post = (url: string, as: As = admin(), payload?: object) =>
  t.request({ method: 'POST', url, as, headers: SAME_ORIGIN, ...(payload ? { payload } : {}) });
const guestSays = (bookingId: number, body: unknown) =>
  t.request({
    method: 'POST',
    url: `/api/v1/marketplace/bookings/${bookingId}/chat/messages`,
    headers: mkt,
    payload: { body },
  });
const guestReads = (bookingId: number) =>
  t.request({ method: 'GET', url: `/api/v1/marketplace/bookings/${bookingId}/chat`, headers: mkt });
const inbox = (hotelId: number, q: string, as: As = admin(hotelId)) =>
  get(`${base(hotelId)}/channels?q=${encodeURIComponent(q)}`, as);
const messagesOf = (hotelId: number, channelUrl: string, as: As = admin(hotelId), query = '') =>
  get(`${base(hotelId)}/channels/${channelUrl}/messages${query}`, as);
const replyTo = (hotelId: number, channelUrl: string, body: unknown, as: As = admin(hotelId)) =>
  post(`${base(hotelId)}/channels/${channelUrl}/messages`, as, { body });

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, clock: () => now });
  // A front-office user (role 6) of Bali: the chat route is not theirs.
  await t.db.query(
    `INSERT INTO hotel_users (hotel_id, user_role_id, account_id, roles) VALUES ($1, 9001, $2, '{6}')`,
    [BALI, DEMO_ACCOUNTS.FINANCE.id],
  );
});
afterAll(() => t?.close());

describe('activation', () => {
  it('is off until a permitted user switches it on, once and for good (a second call changes nothing)', async () => {
    now = START;
    const before = await get(base(BALI), admin(BALI));
    expect(before.statusCode).toBe(200);
    await expectContract(before, 'getChatStatus');
    expect(before.json()).toEqual({ activated: false, activatedAt: null, activatedBy: null });

    const on = await post(`${base(BALI)}/activation`, admin(BALI));
    expect(on.statusCode).toBe(200);
    await expectContract(on, 'activateChat');
    const expected = {
      activated: true,
      activatedAt: START.toISOString(),
      activatedBy: { accountId: DEMO_ACCOUNTS.ADMIN.id, name: 'Admin Demo' },
    };
    expect(on.json()).toEqual(expected);

    now = new Date(START.getTime() + 3_600_000);
    const again = await post(`${base(BALI)}/activation`, admin(BALI));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(expected);
    expect((await get(base(BALI), admin(BALI))).json()).toEqual(expected);
    // No operation switches it off.
    const off = await t.request({
      method: 'DELETE',
      url: `${base(BALI)}/activation`,
      as: admin(BALI),
      headers: SAME_ORIGIN,
    });
    expect([404, 405]).toContain(off.statusCode);
    now = START;
  });

  it('refuses the guest of a property without chat (409 CHAT_NOT_ACTIVATED)', async () => {
    const id = await addBooking(BDG, 'CH-BDG', '2027-03-06');
    const r = await guestSays(id, 'Halo?');
    expect(r.statusCode).toBe(409);
    await expectContract(r, 'marketplaceSendChatMessage');
    expect(r.json()).toMatchObject({ code: 'CHAT_NOT_ACTIVATED' });
    const read = await guestReads(id);
    expect(read.statusCode).toBe(200);
    await expectContract(read, 'marketplaceGetChat');
    expect(read.json()).toEqual({
      bookingId: id,
      activated: false,
      refusal: null,
      channelUrl: null,
      messages: [],
    });
  });
});

describe('a conversation', () => {
  it('opens with the guest message, shows in the inbox unread, takes a reply, and is read both ways', async () => {
    now = START;
    const id = await addBooking(JKT, 'CH-FLOW', '2027-03-06', { guestName: 'Sari Wulandari' });
    const first = await guestSays(id, 'Boleh check-in jam 11?');
    expect(first.statusCode).toBe(201);
    await expectContract(first, 'marketplaceSendChatMessage');
    expect(first.json()).toMatchObject({
      sender: 'GUEST',
      body: 'Boleh check-in jam 11?',
      readAt: null,
      senderName: null,
    });
    now = new Date(START.getTime() + 60_000);
    expect((await guestSays(id, `  ${'Terima kasih. '.repeat(5)} `)).statusCode).toBe(201);

    const list = await inbox(JKT, 'sari');
    expect(list.statusCode).toBe(200);
    await expectContract(list, 'listChatChannels');
    const page = list.json();
    expect(page.total).toBe(1);
    const channel = page.items[0];
    expect(channel).toMatchObject({
      bookingId: id,
      itineraryId: 'CH-FLOW',
      guestName: 'Sari Wulandari',
      checkIn: '2027-03-06',
      checkOut: '2027-03-08',
      unreadCount: 2,
      refusal: null,
      lastMessageAt: now.toISOString(),
      lastMessage: {
        sender: 'GUEST',
        body: 'Terima kasih. '.repeat(5).trim(),
        createdAt: now.toISOString(),
      },
    });
    expect(channel.channelUrl).toMatch(/^ch_[A-Za-z0-9_-]+$/);
    // Found by booking id and itinerary too; the total unread counts every channel.
    expect((await inbox(JKT, String(id))).json().items[0].channelUrl).toBe(channel.channelUrl);
    expect((await inbox(JKT, 'ch-flow')).json().total).toBe(1);
    expect(page.unreadTotal).toBeGreaterThanOrEqual(2);

    // The notification centre has the message, linking to the channel.
    const notes = await get(`/api/v1/hotels/${JKT}/notifications`);
    expect(notes.json().items[0]).toMatchObject({
      kind: 'CHAT_MESSAGE',
      params: { bookingId: id, guestName: 'Sari Wulandari', channelUrl: channel.channelUrl },
    });
    await expectContract(notes, 'listNotifications');

    const conv = await messagesOf(JKT, channel.channelUrl);
    expect(conv.statusCode).toBe(200);
    await expectContract(conv, 'listChatMessages');
    expect(conv.json().items.map((m: { body: string }) => m.body)).toEqual([
      'Boleh check-in jam 11?',
      'Terima kasih. '.repeat(5).trim(),
    ]);
    expect(conv.json().nextBefore).toBeNull();

    // Reservation staff (role 5) replies: the guest's messages are read by then.
    now = new Date(START.getTime() + 3_600_000);
    const reply = await replyTo(JKT, channel.channelUrl, 'Bisa, kamar siap jam 11.', reservation);
    expect(reply.statusCode).toBe(201);
    await expectContract(reply, 'sendChatReply');
    expect(reply.json()).toMatchObject({ sender: 'PROPERTY', senderName: 'Reservasi Demo', readAt: null });
    expect((await inbox(JKT, 'sari')).json().items[0]).toMatchObject({
      unreadCount: 0,
      lastMessage: { sender: 'PROPERTY', body: 'Bisa, kamar siap jam 11.' },
    });

    // The marketplace sees the reply (without the staff member's name), which marks it read by the guest.
    now = new Date(START.getTime() + 2 * 3_600_000);
    const seen = await guestReads(id);
    expect(seen.statusCode).toBe(200);
    await expectContract(seen, 'marketplaceGetChat');
    expect(seen.json()).toMatchObject({
      bookingId: id,
      activated: true,
      refusal: null,
      channelUrl: channel.channelUrl,
    });
    expect(seen.json().messages.at(-1)).toMatchObject({
      sender: 'PROPERTY',
      body: 'Bisa, kamar siap jam 11.',
      senderName: null,
    });
    const afterRead = (await messagesOf(JKT, channel.channelUrl)).json().items.at(-1);
    expect(afterRead.readAt).toBe(now.toISOString());

    // A new guest message is unread until the property marks the channel read.
    expect((await guestSays(id, 'Oke!')).statusCode).toBe(201);
    expect((await inbox(JKT, 'sari')).json().items[0].unreadCount).toBe(1);
    const unreadEntries = async () =>
      (await get(`/api/v1/hotels/${JKT}/notifications?unread=true&limit=100`))
        .json()
        .items.filter(
          (n: { kind: string; params: { channelUrl?: string } }) =>
            n.kind === 'CHAT_MESSAGE' && n.params.channelUrl === channel.channelUrl,
        ).length;
    expect(await unreadEntries()).toBe(3);
    const read = await post(`${base(JKT)}/channels/${channel.channelUrl}/read`);
    expect(read.statusCode, read.body).toBe(200);
    await expectContract(read, 'markChatRead');
    expect(read.json().marked).toBe(1);
    // The bell agrees: the caller's entries of this conversation are read. The reservation user's are their own:
    // their reply read the two before it, the one after is still unread.
    expect(await unreadEntries()).toBe(0);
    const theirs = (
      await get(`/api/v1/hotels/${JKT}/notifications?unread=true&limit=100`, reservation)
    ).json();
    expect(
      theirs.items.filter(
        (n: { params: { channelUrl?: string } }) => n.params.channelUrl === channel.channelUrl,
      ),
    ).toHaveLength(1);
    expect((await inbox(JKT, 'sari')).json().items[0].unreadCount).toBe(0);
    expect((await post(`${base(JKT)}/channels/${channel.channelUrl}/read`)).json().marked).toBe(0);

    // The booking detail's link.
    const link = await get(`/api/v1/hotels/${JKT}/bookings/${id}/chat`);
    expect(link.statusCode).toBe(200);
    await expectContract(link, 'getBookingChat');
    expect(link.json()).toEqual({ activated: true, refusal: null, channelUrl: channel.channelUrl });
  });

  it('pages messages from the newest, oldest first within a page', async () => {
    now = START;
    const id = await addBooking(JKT, 'CH-PAGES', '2027-03-07');
    for (let i = 1; i <= 5; i++) {
      now = new Date(START.getTime() + i * 1000);
      expect((await guestSays(id, `Pesan ${i}`)).statusCode).toBe(201);
    }
    const url = (await inbox(JKT, 'CH-PAGES')).json().items[0].channelUrl;
    const newest = (await messagesOf(JKT, url, admin(), '?limit=2')).json();
    expect(newest.items.map((m: { body: string }) => m.body)).toEqual(['Pesan 4', 'Pesan 5']);
    const older = (await messagesOf(JKT, url, admin(), `?limit=2&before=${newest.nextBefore}`)).json();
    expect(older.items.map((m: { body: string }) => m.body)).toEqual(['Pesan 2', 'Pesan 3']);
    const oldest = (await messagesOf(JKT, url, admin(), `?limit=2&before=${older.nextBefore}`)).json();
    expect(oldest.items.map((m: { body: string }) => m.body)).toEqual(['Pesan 1']);
    expect(oldest.nextBefore).toBeNull();
    now = START;
  });
});

describe('the property writes first', () => {
  it('opens the booking conversation (once), replies in it, and the guest reads it', async () => {
    now = START;
    const id = await addBooking(JKT, 'CH-FIRST', '2027-03-20', { guestName: 'Dewi Lestari' });
    const bookingChat = `/api/v1/hotels/${JKT}/bookings/${id}/chat`;
    expect((await get(bookingChat)).json().channelUrl).toBeNull();

    const opened = await post(bookingChat);
    expect(opened.statusCode).toBe(200);
    await expectContract(opened, 'openBookingChat');
    const { channelUrl } = opened.json();
    expect(opened.json()).toEqual({
      activated: true,
      refusal: null,
      channelUrl: expect.stringMatching(/^ch_/),
    });
    // Once: a second open (another member, a double click) answers the same conversation.
    expect((await post(bookingChat, reservation)).json().channelUrl).toBe(channelUrl);
    expect((await get(bookingChat)).json().channelUrl).toBe(channelUrl);
    // Nothing reached the guest yet.
    expect((await guestReads(id)).json()).toMatchObject({ channelUrl, messages: [] });

    const welcome = await replyTo(JKT, channelUrl, 'Selamat datang! Parkir tersedia di basement.');
    expect(welcome.statusCode).toBe(201);
    expect((await guestReads(id)).json().messages).toEqual([
      expect.objectContaining({ sender: 'PROPERTY', body: 'Selamat datang! Parkir tersedia di basement.' }),
    ]);
    // The guest answers in the same conversation.
    expect((await guestSays(id, 'Terima kasih!')).statusCode).toBe(201);
    const items = (await messagesOf(JKT, channelUrl)).json().items as { sender: string }[];
    expect(items.map((m) => m.sender)).toEqual(['PROPERTY', 'GUEST']);
  });

  it('follows the rules of a reply: chat on, the booking open, the property its own, a chat role', async () => {
    now = START;
    const bandung = await addBooking(BDG, 'CH-FIRST-BDG', '2027-03-20');
    const off = await post(`/api/v1/hotels/${BDG}/bookings/${bandung}/chat`, admin(BDG));
    expect([off.statusCode, off.json().code]).toEqual([409, 'CHAT_NOT_ACTIVATED']);
    await expectContract(off, 'openBookingChat');

    const cancelled = await addBooking(JKT, 'CH-FIRST-CXL', '2027-03-20', { status: 'CANCELLED' });
    const refused = await post(`/api/v1/hotels/${JKT}/bookings/${cancelled}/chat`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CHAT_NOT_PERMITTED', refusal: 'CANCELLED' });
    expect((await get(`/api/v1/hotels/${JKT}/bookings/${cancelled}/chat`)).json().channelUrl).toBeNull();

    // A booking of Bandung through Jakarta's path is not found; finance (role 13) may not chat.
    expect((await post(`/api/v1/hotels/${JKT}/bookings/${bandung}/chat`)).statusCode).toBe(404);
    const jakarta = await addBooking(JKT, 'CH-FIRST-FIN', '2027-03-20');
    expect((await post(`/api/v1/hotels/${JKT}/bookings/${jakarta}/chat`, finance)).statusCode).toBe(403);
    expect((await get(`/api/v1/hotels/${JKT}/bookings/${jakarta}/chat`)).json().channelUrl).toBeNull();
  });
});

describe('when chat is not permitted', () => {
  it('refuses cancelled bookings and those more than 14 days after check-out, on both sides', async () => {
    now = START; // 4 March
    const cancelled = await addBooking(JKT, 'CH-CXL', '2027-03-06', { status: 'CANCELLED' });
    const closed = await addBooking(JKT, 'CH-OLD', '2027-02-15'); // check-out 17 February: 15 days ago
    const lastDay = await addBooking(JKT, 'CH-LAST', '2027-02-16'); // check-out 18 February: 14 days ago
    const r1 = await guestSays(cancelled, 'Halo');
    expect(r1.statusCode).toBe(409);
    expect(r1.json()).toMatchObject({ code: 'CHAT_NOT_PERMITTED', refusal: 'CANCELLED' });
    const r2 = await guestSays(closed, 'Halo');
    expect(r2.statusCode).toBe(409);
    await expectContract(r2, 'marketplaceSendChatMessage');
    expect(r2.json()).toMatchObject({ code: 'CHAT_NOT_PERMITTED', refusal: 'CLOSED' });
    expect((await guestReads(closed)).json()).toMatchObject({ refusal: 'CLOSED', channelUrl: null });
    expect((await guestSays(lastDay, 'Barang saya tertinggal')).statusCode).toBe(201);

    // The next day the conversation is closed for the property too.
    const url = (await inbox(JKT, 'CH-LAST')).json().items[0].channelUrl;
    now = new Date(START.getTime() + 24 * 3_600_000);
    expect((await inbox(JKT, 'CH-LAST')).json().items[0].refusal).toBe('CLOSED');
    const late = await replyTo(JKT, url, 'Maaf, baru membaca.');
    expect(late.statusCode).toBe(409);
    await expectContract(late, 'sendChatReply');
    expect(late.json()).toMatchObject({ code: 'CHAT_NOT_PERMITTED', refusal: 'CLOSED' });
    now = START;
  });
});

describe('bad input', () => {
  it('answers 400 with field errors, 404 for unknown bookings and channels, 401 without the key', async () => {
    now = START;
    const id = await addBooking(JKT, 'CH-BAD', '2027-03-06');
    const blank = await guestSays(id, '   ');
    expect(blank.statusCode).toBe(400);
    await expectContract(blank, 'marketplaceSendChatMessage');
    expect(blank.json().errors).toEqual([expect.objectContaining({ field: 'body', code: 'REQUIRED' })]);
    const long = await guestSays(id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'body', code: 'TOO_LONG' })]);
    expect((await guestSays(id, 42)).statusCode).toBe(400);
    expect((await guestSays(99_999_999, 'Halo')).statusCode).toBe(404);
    const noKey = await t.request({ method: 'GET', url: `/api/v1/marketplace/bookings/${id}/chat` });
    expect(noKey.statusCode).toBe(401);

    expect((await guestSays(id, 'Halo')).statusCode).toBe(201);
    const url = (await inbox(JKT, 'CH-BAD')).json().items[0].channelUrl;
    const empty = await replyTo(JKT, url, '');
    expect(empty.statusCode).toBe(400);
    await expectContract(empty, 'sendChatReply');
    expect(empty.json().errors).toEqual([expect.objectContaining({ field: 'body', code: 'REQUIRED' })]);
    const tooLong = await replyTo(JKT, url, 'y'.repeat(2001));
    expect(tooLong.json().errors).toEqual([expect.objectContaining({ field: 'body', code: 'TOO_LONG' })]);
    expect((await replyTo(JKT, 'ch_no-such-channel', 'Halo')).statusCode).toBe(404);
    expect((await messagesOf(JKT, 'bad.channel!')).statusCode).toBe(400);
    expect((await get(`${base(JKT)}/channels?size=500`)).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('refuses roles other than 4, 5 and 7 (403) and hides other properties (404)', async () => {
    now = START;
    const frontOffice: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: BALI };
    const r6 = await get(base(BALI), frontOffice);
    expect(r6.statusCode).toBe(403);
    await expectContract(r6, 'getChatStatus');
    expect((await post(`${base(BALI)}/activation`, frontOffice)).statusCode).toBe(403);
    expect((await get(`${base(JKT)}/channels`, finance)).statusCode).toBe(403);
    // The revenue manager (role 4) may.
    expect((await get(base(JKT), { accountId: DEMO_ACCOUNTS.MM.id, hotelId: JKT })).statusCode).toBe(200);

    // Reservation staff of Jakarta: Bali does not exist for them.
    const other = await get(base(BALI), { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: BALI });
    expect(other.statusCode).toBe(404);
    await expectContract(other, 'getChatStatus');
    // A Jakarta channel or booking through Bandung (the admin is a user of both) finds nothing.
    const id = await addBooking(JKT, 'CH-SCOPE', '2027-03-06');
    expect((await guestSays(id, 'Halo')).statusCode).toBe(201);
    const url = (await inbox(JKT, 'CH-SCOPE')).json().items[0].channelUrl;
    expect((await messagesOf(BDG, url)).statusCode).toBe(404);
    expect((await replyTo(BDG, url, 'Halo')).statusCode).toBe(404);
    expect((await post(`${base(BDG)}/channels/${url}/read`, admin(BDG))).statusCode).toBe(404);
    expect((await get(`/api/v1/hotels/${BDG}/bookings/${id}/chat`, admin(BDG))).statusCode).toBe(404);
    expect((await inbox(BDG, 'CH-SCOPE')).json().total).toBe(0);
    expect((await t.request({ method: 'GET', url: base(JKT) })).statusCode).toBe(401);
  });
});

describe('live', () => {
  it("the notification centre's stream tells an open inbox of a guest message", async () => {
    now = START;
    const id = await addBooking(JKT, 'CH-LIVE', '2027-03-06');
    // The booking is an entry too: read everything first.
    expect((await post(`/api/v1/hotels/${JKT}/notifications/read-all`)).statusCode).toBe(200);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/v1/hotels/${JKT}/notifications/stream`, {
      headers: { authorization: `Bearer ${await t.token(DEMO_ACCOUNTS.ADMIN.id, JKT)}` },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    /** The data of the next event of that name. */
    const next = async (event: string): Promise<Record<string, number>> => {
      for (;;) {
        const match = new RegExp(`event: ${event}\\ndata: (\\{[^\\n]*\\})\\n\\n`).exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return JSON.parse(match[1]!);
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        text += decoder.decode(value, { stream: true });
      }
    };
    try {
      expect(await next('unread')).toEqual({ unreadCount: 0 });
      const sent = await guestSays(id, 'Halo, ada orang?');
      expect(sent.statusCode).toBe(201);
      // The message is an entry (the count) and a chat message (the chat event the inbox refreshes on).
      expect(await next('chat')).toEqual({ lastMessageId: sent.json().messageId });
      expect(await next('unread')).toEqual({ unreadCount: 1 });
      // Reading the conversation reads its entry while the guest writes again: the count comes back to 1, and the
      // chat event still tells of the new message.
      const url = (await inbox(JKT, 'CH-LIVE')).json().items[0].channelUrl;
      const [again] = await Promise.all([guestSays(id, 'Halo?'), post(`${base(JKT)}/channels/${url}/read`)]);
      expect(await next('chat')).toEqual({ lastMessageId: again.json().messageId });
    } finally {
      controller.abort();
    }
  });
});

describe('performance', () => {
  it('is the 30 days before the last Tuesday: rate within 24 h and the median of working hours', async () => {
    // Bali (Asia/Makassar, GMT+8) has chat on (activation test). Monday 22 February 10:00 WITA.
    const a = await addBooking(BALI, 'CH-P1', '2027-03-10');
    const b = await addBooking(BALI, 'CH-P2', '2027-03-10');
    const c = await addBooking(BALI, 'CH-P3', '2027-03-10');
    await post(`${base(BALI)}/activation`, admin(BALI));
    const at = (iso: string) => (now = new Date(iso));
    at('2027-02-22T10:00:00+08:00');
    await guestSays(a, 'Halo');
    at('2027-02-22T12:00:00+08:00');
    let url = (await inbox(BALI, 'CH-P1')).json().items[0].channelUrl;
    expect((await replyTo(BALI, url, 'Halo juga', admin(BALI))).statusCode).toBe(201); // 2 working hours
    at('2027-02-23T17:00:00+08:00');
    await guestSays(b, 'Halo');
    at('2027-02-25T10:00:00+08:00'); // 41 h later: too late for the rate; 1 + 9 + 1 = 11 working hours
    url = (await inbox(BALI, 'CH-P2')).json().items[0].channelUrl;
    expect((await replyTo(BALI, url, 'Maaf terlambat', admin(BALI))).statusCode).toBe(201);
    at('2027-02-26T10:00:00+08:00');
    await guestSays(c, 'Halo?'); // never answered
    at('2027-03-04T12:00:00+08:00');
    const r = await get(`${base(BALI)}/performance`, admin(BALI));
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'getChatPerformance');
    expect(r.json()).toEqual({
      asOf: '2027-03-02',
      from: '2027-01-31',
      to: '2027-03-01',
      conversations: 3,
      answered: 1,
      responseRate: 33,
      responseRateLevel: 'POOR',
      responseTimeHours: 6.5,
      responseTimeLevel: 'GOOD',
      workingHours: { opens: '09:00', closes: '18:00' },
    });
    now = START;
  });
});
