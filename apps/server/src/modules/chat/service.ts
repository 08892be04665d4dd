/**
 * Chat (docs/decisions/chat.md): activation once and for good, the property's inbox, replies and read marks, the
 * marketplace's guest messages, and the performance. "Today" is the property's, from ctx.clock. A guest's
 * message is also a notification entry, and the notification centre's live stream is signalled after the commit,
 * so an open inbox hears of it (the app refreshes its chat queries on the stream's events), and a web push goes to
 * the devices of the property's chat roles (docs/decisions/web-push.md).
 */
import { randomBytes } from 'node:crypto';
import type { Res, Schemas } from '@extranet/api/operations';
import {
  CHAT_CHANNEL_PAGE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_PAGE,
  CHAT_PERFORMANCE_WINDOW_DAYS,
  CHAT_WORKING_HOURS,
  chatMessageProblem,
  chatPerformance,
  chatRefusal,
  type ChatRefusal,
  todayInZone,
} from '@extranet/domain';
import type { AppContext } from '../../context.js';
import { AppError, notFound, validationError } from '../../http/errors.js';
import { signalNotifications } from '../notifications/signal.js';
import * as repo from './repository.js';

const MARKETPLACE_MESSAGES = 200;

const newChannelUrl = () => `ch_${randomBytes(12).toString('base64url')}`;

function checkBody(body: string): string {
  const problem = chatMessageProblem(body);
  if (problem === 'TOO_LONG')
    throw validationError([{ field: 'body', code: 'TOO_LONG', params: { limit: CHAT_MESSAGE_MAX_LENGTH } }]);
  if (problem) throw validationError([{ field: 'body', code: problem }]);
  return body.trim();
}

const refusalOf = (ctx: AppContext, b: repo.ChatBooking): ChatRefusal | null =>
  chatRefusal(b, todayInZone(b.timeZone, ctx.clock));

function checkOpen(ctx: AppContext, b: repo.ChatBooking): void {
  if (!b.activated) throw new AppError(409, 'CHAT_NOT_ACTIVATED');
  const refusal = refusalOf(ctx, b);
  if (refusal) throw new AppError(409, 'CHAT_NOT_PERMITTED', { params: { refusal }, extra: { refusal } });
}

function channelOut(ctx: AppContext, c: repo.ChannelRow): Res<'listChatChannels'>['items'][number] {
  return {
    channelUrl: c.channelUrl,
    bookingId: c.booking.bookingId,
    itineraryId: c.booking.itineraryId,
    guestName: c.booking.guestName,
    checkIn: c.booking.checkIn,
    checkOut: c.booking.checkOut,
    lastMessageAt: c.lastMessageAt,
    lastMessage: c.lastMessage,
    unreadCount: c.unreadCount,
    refusal: refusalOf(ctx, c.booking),
  };
}

// ---------------------------------------------------------------- activation

export function status(ctx: AppContext, hotelId: number): Promise<Res<'getChatStatus'>> {
  return repo.status(ctx.db, hotelId);
}

/** Irreversible and idempotent: the first activation stays (who and when). */
export async function activate(
  ctx: AppContext,
  hotelId: number,
  accountId: number,
): Promise<Res<'activateChat'>> {
  await repo.activate(ctx.db, hotelId, accountId, ctx.clock());
  return repo.status(ctx.db, hotelId);
}

// ---------------------------------------------------------------- the property's side

export async function channels(
  ctx: AppContext,
  hotelId: number,
  query: { q?: string; page?: number; size?: number },
): Promise<Res<'listChatChannels'>> {
  const q = query.q?.trim() || null;
  const page = query.page ?? 0;
  const size = query.size ?? CHAT_CHANNEL_PAGE;
  const [found, unreadTotal] = await Promise.all([
    repo.channels(ctx.db, hotelId, q, page, size),
    repo.unreadTotal(ctx.db, hotelId),
  ]);
  return { items: found.items.map((c) => channelOut(ctx, c)), page, size, total: found.total, unreadTotal };
}

async function channelOf(ctx: AppContext, hotelId: number, channelUrl: string): Promise<repo.ChannelRow> {
  const c = await repo.channelByUrl(ctx.db, hotelId, channelUrl);
  if (!c) throw notFound();
  return c;
}

export async function conversation(
  ctx: AppContext,
  hotelId: number,
  channelUrl: string,
  query: { before?: number; limit?: number },
): Promise<Res<'listChatMessages'>> {
  const c = await channelOf(ctx, hotelId, channelUrl);
  const limit = query.limit ?? CHAT_MESSAGE_PAGE;
  const rows = await repo.messages(ctx.db, hotelId, c.channelId, query.before ?? null, limit + 1);
  const older = rows.length > limit;
  const items = older ? rows.slice(1) : rows;
  return { channel: channelOut(ctx, c), items, nextBefore: older ? (items[0]?.messageId ?? null) : null };
}

export async function reply(
  ctx: AppContext,
  hotelId: number,
  channelUrl: string,
  accountId: number,
  text: string,
): Promise<Res<'sendChatReply'>> {
  const body = checkBody(text);
  const c = await channelOf(ctx, hotelId, channelUrl);
  const activated = (await repo.status(ctx.db, hotelId)).activated;
  checkOpen(ctx, { ...c.booking, activated });
  const message = await ctx.db.transaction(async (tx) => {
    // Replying is reading: the guest's messages before the reply, and the replier's entries of them, are read.
    const at = ctx.clock();
    await repo.markGuestMessagesRead(tx, hotelId, c.channelId, at);
    await repo.markChannelNotificationsRead(tx, hotelId, accountId, channelUrl);
    return repo.addMessage(tx, {
      hotelId,
      channelId: c.channelId,
      sender: 'PROPERTY',
      accountId,
      body,
      at,
    });
  });
  // Other members' open inboxes hear of the reply (the stream's chat event), and the bell of the read entries.
  signalNotifications(ctx.db, hotelId);
  return message;
}

export async function markRead(
  ctx: AppContext,
  hotelId: number,
  accountId: number,
  channelUrl: string,
): Promise<Res<'markChatRead'>> {
  const c = await channelOf(ctx, hotelId, channelUrl);
  const marked = await repo.markGuestMessagesRead(ctx.db, hotelId, c.channelId, ctx.clock());
  // The caller's notification entries of this conversation are read too (the bell agrees with the inbox).
  if ((await repo.markChannelNotificationsRead(ctx.db, hotelId, accountId, channelUrl)) > 0)
    signalNotifications(ctx.db, hotelId);
  return { marked, unreadTotal: await repo.unreadTotal(ctx.db, hotelId) };
}

export async function bookingChat(
  ctx: AppContext,
  hotelId: number,
  bookingId: number,
): Promise<Res<'getBookingChat'>> {
  const b = await repo.booking(ctx.db, hotelId, bookingId);
  if (!b) throw notFound();
  return {
    activated: b.activated,
    refusal: refusalOf(ctx, b),
    channelUrl: await repo.channelUrlOfBooking(ctx.db, hotelId, bookingId),
  };
}

/**
 * The property opens a booking's conversation before the guest has written (a welcome, the way to the property):
 * idempotent (the booking's one channel, opened by whichever side came first), with the rules of a reply
 * (chat on, the booking not cancelled nor closed). Nothing is written to the guest until the first reply.
 */
export async function openBookingChat(
  ctx: AppContext,
  hotelId: number,
  bookingId: number,
): Promise<Res<'openBookingChat'>> {
  const b = await repo.booking(ctx.db, hotelId, bookingId);
  if (!b) throw notFound();
  checkOpen(ctx, b);
  const channel = await repo.openChannel(ctx.db, b, newChannelUrl(), ctx.clock());
  return { activated: true, refusal: null, channelUrl: channel.channelUrl };
}

export async function performance(ctx: AppContext, hotelId: number): Promise<Res<'getChatPerformance'>> {
  const timeZone = await repo.timeZone(ctx.db, hotelId);
  const now = ctx.clock();
  // Every conversation the window can hold: it starts at most 30 days before the last Tuesday (≤ 37 days ago).
  const since = new Date(now.getTime() - (CHAT_PERFORMANCE_WINDOW_DAYS + 8) * 86_400_000);
  const times = await repo.conversationTimes(ctx.db, hotelId, since);
  return {
    ...chatPerformance(times, timeZone, now),
    workingHours: { opens: CHAT_WORKING_HOURS.start, closes: CHAT_WORKING_HOURS.end },
  };
}

// ---------------------------------------------------------------- the marketplace's side

async function marketplaceBooking(ctx: AppContext, bookingId: number): Promise<repo.ChatBooking> {
  const b = await repo.bookingById(ctx.db, bookingId);
  if (!b) throw notFound();
  return b;
}

export async function marketplaceRead(
  ctx: AppContext,
  bookingId: number,
): Promise<Res<'marketplaceGetChat'>> {
  const b = await marketplaceBooking(ctx, bookingId);
  const channelUrl = await repo.channelUrlOfBooking(ctx.db, b.hotelId, b.bookingId);
  let messages: Res<'marketplaceGetChat'>['messages'] = [];
  if (channelUrl) {
    const c = await channelOf(ctx, b.hotelId, channelUrl);
    messages = await repo.messages(ctx.db, b.hotelId, c.channelId, null, MARKETPLACE_MESSAGES, false);
    await repo.markPropertyMessagesRead(ctx.db, b.hotelId, c.channelId, ctx.clock());
  }
  return { bookingId: b.bookingId, activated: b.activated, refusal: refusalOf(ctx, b), channelUrl, messages };
}

export async function marketplaceSend(
  ctx: AppContext,
  bookingId: number,
  text: string,
): Promise<Res<'marketplaceSendChatMessage'>> {
  const body = checkBody(text);
  const b = await marketplaceBooking(ctx, bookingId);
  checkOpen(ctx, b);
  const message = await ctx.db.transaction(async (tx) => {
    const at = ctx.clock();
    const channel = await repo.openChannel(tx, b, newChannelUrl(), at);
    const added = await repo.addMessage(tx, {
      hotelId: b.hotelId,
      channelId: channel.channelId,
      sender: 'GUEST',
      accountId: null,
      body,
      at,
      notify: {
        bookingId: b.bookingId,
        itineraryId: b.itineraryId,
        guestName: b.guestName,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        channelUrl: channel.channelUrl,
      },
    });
    return { ...added, senderName: null, channelUrl: channel.channelUrl };
  });
  signalNotifications(ctx.db, b.hotelId);
  const { channelUrl, ...sent } = message;
  ctx.push.notify(b.hotelId, 'CHAT_MESSAGE', chatPushPayload(b, channelUrl, sent), CHAT_PUSH);
  return sent;
}

/** A guest waits for an answer: kept a day for an offline device, delivered at once (RFC 8030 urgency). */
const CHAT_PUSH = { ttlSeconds: 86_400, urgency: 'high' } as const;
/**
 * What of the message a push carries: its encrypted body holds about 4 KB (RFC 8291's one record), so at most
 * 1000 characters and 2400 bytes of UTF-8, cut between characters; the rest of the payload stays well below.
 */
const CHAT_PUSH_MESSAGE_LENGTH = 1000;
const CHAT_PUSH_MESSAGE_BYTES = 2400;

function pushPreview(text: string): string {
  let bytes = 0;
  let out = '';
  for (const char of [...text].slice(0, CHAT_PUSH_MESSAGE_LENGTH)) {
    bytes += Buffer.byteLength(char);
    if (bytes > CHAT_PUSH_MESSAGE_BYTES) break;
    out += char;
  }
  return out;
}

/** SPEC 3's chat push payload (openapi components/push.yaml ChatPushPayload), read by the service worker. */
function chatPushPayload(
  b: repo.ChatBooking,
  channelUrl: string,
  message: { messageId: number; body: string },
): Schemas['ChatPushPayload'] {
  return {
    message_id: message.messageId,
    channel: { name: b.guestName, channel_url: channelUrl },
    custom_type: 'CHAT_MESSAGE',
    type: 'MESG',
    message: pushPreview(message.body),
    data: { hotelId: b.hotelId, bookingId: b.bookingId, itineraryId: b.itineraryId },
  };
}
