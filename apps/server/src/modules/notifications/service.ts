/**
 * The notification centre's rules: pages of entries newest first, the caller's read state, and the live
 * unread count of an open page (server-sent events).
 */
import { PassThrough, type Readable } from 'node:stream';
import type { Res } from '@extranet/api/operations';
import { NOTIFICATION_PAGE_SIZE } from '@extranet/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import * as chatRepo from '../chat/repository.js';
import type { NotificationHub } from './hub.js';
import * as repo from './repository.js';

/** A stream's keep-alive comment (proxies close silent connections) and its lifetime (a fresh token after). */
export const HEARTBEAT_MS = 25_000;
export const STREAM_LIFETIME_MS = 10 * 60_000;

/** Who reads: the account, and the kinds of entry it does not see (hiddenNotificationKinds of its roles). */
export interface Reader {
  accountId: number;
  hidden: readonly string[];
}

export async function list(
  ctx: AppContext,
  hotelId: number,
  reader: Reader,
  query: { before?: number; limit?: number; unread?: boolean },
): Promise<Res<'listNotifications'>> {
  const limit = query.limit ?? NOTIFICATION_PAGE_SIZE;
  // One more than the page tells whether an older page exists.
  const rows = await repo.list(
    ctx.db,
    hotelId,
    reader.accountId,
    { before: query.before ?? null, limit: limit + 1, unreadOnly: query.unread ?? false },
    reader.hidden,
  );
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    unreadCount: await repo.unreadCount(ctx.db, hotelId, reader.accountId, reader.hidden),
    nextCursor: rows.length > limit && last ? last.notificationId : null,
  };
}

export async function unreadCount(ctx: AppContext, hotelId: number, reader: Reader) {
  return { unreadCount: await repo.unreadCount(ctx.db, hotelId, reader.accountId, reader.hidden) };
}

export async function markRead(ctx: AppContext, hotelId: number, reader: Reader, notificationId: number) {
  if (!(await repo.markRead(ctx.db, hotelId, reader.accountId, notificationId))) throw notFound();
  return unreadCount(ctx, hotelId, reader);
}

export async function markAllRead(ctx: AppContext, hotelId: number, reader: Reader) {
  await repo.markAllRead(ctx.db, hotelId, reader.accountId);
  return unreadCount(ctx, hotelId, reader);
}

/**
 * The event stream of one open page: `unread` at once and after every change at the property (only when the
 * caller's count moved), `chat` when a chat message was written since the stream opened (module chat; chat
 * roles only), a comment every HEARTBEAT_MS, the end after STREAM_LIFETIME_MS. `close()` ends it (the client
 * left, or the server stops).
 */
export function openStream(
  ctx: AppContext,
  hub: NotificationHub,
  hotelId: number,
  reader: Reader,
): { stream: Readable; close: () => void } {
  const withChat = !reader.hidden.includes('CHAT_MESSAGE');
  const stream = new PassThrough();
  let last: number | null = null;
  let lastChat: number | null = null;
  let counting = Promise.resolve();
  const failed = (what: string) => (error: unknown) => {
    ctx.log.warn({ err: error }, `notifications: ${what} failed`);
    return null;
  };
  const push = () => {
    counting = counting.then(async () => {
      if (stream.writableEnded) return;
      const [count, chat] = await Promise.all([
        repo.unreadCount(ctx.db, hotelId, reader.accountId, reader.hidden).catch(failed('unread count')),
        // A count can come back to where it was (a message arrives as another is read): chat has its own event,
        // for the chat roles only.
        withChat ? chatRepo.lastMessageId(ctx.db, hotelId).catch(failed('last chat message')) : null,
      ]);
      if (stream.writableEnded) return;
      if (chat !== null) {
        if (lastChat !== null && chat !== lastChat)
          stream.write(`event: chat\ndata: ${JSON.stringify({ lastMessageId: chat })}\n\n`);
        lastChat = chat;
      }
      if (count === null || count === last) return;
      last = count;
      stream.write(`event: unread\ndata: ${JSON.stringify({ unreadCount: count })}\n\n`);
    });
  };
  const unsubscribe = hub.subscribe(hotelId, push);
  const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => close(), STREAM_LIFETIME_MS);
  const close = () => {
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    if (!stream.writableEnded) stream.end();
  };
  // Reconnect after 3 s if the connection drops (EventSource's `retry`), then the first count.
  stream.write('retry: 3000\n\n');
  push();
  return { stream, close };
}
