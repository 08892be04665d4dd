/**
 * All SQL of the chat (migration 0940). Every statement of the property's side is scoped by hotel_id: another
 * property's channel or booking simply finds nothing. The marketplace's side finds a booking by its id first.
 */
import type { Schemas } from '@extranet/api/operations';
import { CHAT_PREVIEW_LENGTH } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { containsPattern } from '../../db/like.js';

type ChatMessage = Schemas['ChatMessage'];

export interface ChatBooking {
  hotelId: number;
  bookingId: number;
  itineraryId: string;
  status: 'CONFIRMED' | 'CANCELLED';
  checkIn: string;
  checkOut: string;
  guestName: string;
  timeZone: string;
  activated: boolean;
}

const BOOKING_SQL = `
  SELECT b.hotel_id, b.booking_id, b.itinerary_id, b.status, b.check_in::text AS check_in,
         b.check_out::text AS check_out, b.guest_name, h.time_zone, (a.hotel_id IS NOT NULL) AS activated
    FROM bookings b JOIN hotels h ON h.hotel_id = b.hotel_id
    LEFT JOIN chat_activations a ON a.hotel_id = b.hotel_id`;

interface BookingRow {
  hotel_id: string | number;
  booking_id: string | number;
  itinerary_id: string;
  status: 'CONFIRMED' | 'CANCELLED';
  check_in: string;
  check_out: string;
  guest_name: string;
  time_zone: string;
  activated: boolean;
}

const bookingOf = (r: BookingRow): ChatBooking => ({
  hotelId: Number(r.hotel_id),
  bookingId: Number(r.booking_id),
  itineraryId: r.itinerary_id,
  status: r.status,
  checkIn: r.check_in,
  checkOut: r.check_out,
  guestName: r.guest_name,
  timeZone: r.time_zone,
  activated: r.activated,
});

/** The booking by its id alone (the marketplace's side). */
export async function bookingById(db: Database, bookingId: number): Promise<ChatBooking | null> {
  const r = await db.maybeOne<BookingRow>(`${BOOKING_SQL} WHERE b.booking_id = $1`, [bookingId]);
  return r ? bookingOf(r) : null;
}

/** The booking of the property. */
export async function booking(db: Database, hotelId: number, bookingId: number): Promise<ChatBooking | null> {
  const r = await db.maybeOne<BookingRow>(`${BOOKING_SQL} WHERE b.hotel_id = $1 AND b.booking_id = $2`, [
    hotelId,
    bookingId,
  ]);
  return r ? bookingOf(r) : null;
}

// ---------------------------------------------------------------- activation

export async function status(db: Database, hotelId: number): Promise<Schemas['ChatStatus']> {
  const r = await db.maybeOne<{
    activated_at: Date;
    account_id: string | number | null;
    name: string | null;
  }>(
    `SELECT a.activated_at, ac.id AS account_id, ac.name
       FROM chat_activations a LEFT JOIN accounts ac ON ac.id = a.activated_by
      WHERE a.hotel_id = $1`,
    [hotelId],
  );
  if (!r) return { activated: false, activatedAt: null, activatedBy: null };
  return {
    activated: true,
    activatedAt: new Date(r.activated_at).toISOString(),
    activatedBy: r.account_id === null ? null : { accountId: Number(r.account_id), name: r.name ?? '' },
  };
}

/** Writes the activation once; a second call changes nothing. */
export async function activate(db: Database, hotelId: number, accountId: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO chat_activations (hotel_id, activated_at, activated_by) VALUES ($1, $2, $3)
     ON CONFLICT (hotel_id) DO NOTHING`,
    [hotelId, at, accountId],
  );
}

export async function timeZone(db: Database, hotelId: number): Promise<string> {
  const r = await db.one<{ time_zone: string }>('SELECT time_zone FROM hotels WHERE hotel_id = $1', [
    hotelId,
  ]);
  return r.time_zone;
}

// ---------------------------------------------------------------- channels

export interface ChannelRow {
  channelId: number;
  channelUrl: string;
  booking: ChatBooking;
  lastMessageAt: string;
  unreadCount: number;
  lastMessage: Schemas['ChatPreview'] | null;
}

const CHANNEL_SQL = `
  SELECT c.channel_id, c.channel_url, c.last_message_at, c.guest_name AS channel_guest,
         b.hotel_id, b.booking_id, b.itinerary_id, b.status, b.check_in::text AS check_in,
         b.check_out::text AS check_out, b.guest_name, h.time_zone, true AS activated,
         (SELECT count(*)::int FROM chat_messages u
           WHERE u.channel_id = c.channel_id AND u.sender = 'GUEST' AND u.read_at IS NULL) AS unread_count,
         lm.sender AS last_sender, lm.body AS last_body, lm.created_at AS last_at
    FROM chat_channels c
    JOIN bookings b ON b.hotel_id = c.hotel_id AND b.booking_id = c.booking_id
    JOIN hotels h ON h.hotel_id = c.hotel_id
    LEFT JOIN LATERAL (
      SELECT m.sender, left(m.body, ${CHAT_PREVIEW_LENGTH + 1}) AS body, m.created_at FROM chat_messages m
       WHERE m.channel_id = c.channel_id ORDER BY m.message_id DESC LIMIT 1
    ) lm ON true`;

interface ChannelDbRow extends BookingRow {
  channel_id: string | number;
  channel_url: string;
  last_message_at: Date;
  unread_count: number;
  last_sender: 'GUEST' | 'PROPERTY' | null;
  last_body: string | null;
  last_at: Date | null;
}

const preview = (body: string) =>
  [...body].length > CHAT_PREVIEW_LENGTH ? `${[...body].slice(0, CHAT_PREVIEW_LENGTH).join('')}…` : body;

const channelOf = (r: ChannelDbRow): ChannelRow => ({
  channelId: Number(r.channel_id),
  channelUrl: r.channel_url,
  booking: bookingOf(r),
  lastMessageAt: new Date(r.last_message_at).toISOString(),
  unreadCount: r.unread_count,
  lastMessage:
    r.last_sender && r.last_body !== null && r.last_at
      ? { sender: r.last_sender, body: preview(r.last_body), createdAt: new Date(r.last_at).toISOString() }
      : null,
});

export async function channelByUrl(
  db: Database,
  hotelId: number,
  channelUrl: string,
): Promise<ChannelRow | null> {
  const r = await db.maybeOne<ChannelDbRow>(`${CHANNEL_SQL} WHERE c.hotel_id = $1 AND c.channel_url = $2`, [
    hotelId,
    channelUrl,
  ]);
  return r ? channelOf(r) : null;
}

export async function channelUrlOfBooking(
  db: Database,
  hotelId: number,
  bookingId: number,
): Promise<string | null> {
  const r = await db.maybeOne<{ channel_url: string }>(
    'SELECT channel_url FROM chat_channels WHERE hotel_id = $1 AND booking_id = $2',
    [hotelId, bookingId],
  );
  return r?.channel_url ?? null;
}

const SEARCH = `c.hotel_id = $1 AND ($2::text IS NULL
   OR c.guest_name ILIKE $3 OR b.itinerary_id ILIKE $3 OR c.booking_id::text = $2)`;

export async function channels(
  db: Database,
  hotelId: number,
  q: string | null,
  page: number,
  size: number,
): Promise<{ items: ChannelRow[]; total: number }> {
  const params = [hotelId, q, q === null ? null : containsPattern(q)];
  const [rows, count] = await Promise.all([
    db.query<ChannelDbRow>(
      `${CHANNEL_SQL} WHERE ${SEARCH} ORDER BY c.last_message_at DESC, c.channel_id DESC LIMIT $4 OFFSET $5`,
      [...params, size, page * size],
    ),
    db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_channels c
         JOIN bookings b ON b.hotel_id = c.hotel_id AND b.booking_id = c.booking_id WHERE ${SEARCH}`,
      params,
    ),
  ]);
  return { items: rows.map(channelOf), total: count.n };
}

export async function unreadTotal(db: Database, hotelId: number): Promise<number> {
  const r = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages m JOIN chat_channels c ON c.channel_id = m.channel_id
      WHERE c.hotel_id = $1 AND m.sender = 'GUEST' AND m.read_at IS NULL`,
    [hotelId],
  );
  return r.n;
}

/** The booking's channel, opened with `channelUrl` when it has none yet; its id and url. */
export async function openChannel(
  db: Database,
  b: ChatBooking,
  channelUrl: string,
  at: Date,
): Promise<{ channelId: number; channelUrl: string }> {
  await db.query(
    `INSERT INTO chat_channels (hotel_id, booking_id, channel_url, guest_name, created_at, last_message_at)
     VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (hotel_id, booking_id) DO NOTHING`,
    [b.hotelId, b.bookingId, channelUrl, b.guestName, at],
  );
  const r = await db.one<{ channel_id: string | number; channel_url: string }>(
    'SELECT channel_id, channel_url FROM chat_channels WHERE hotel_id = $1 AND booking_id = $2',
    [b.hotelId, b.bookingId],
  );
  return { channelId: Number(r.channel_id), channelUrl: r.channel_url };
}

// ---------------------------------------------------------------- messages

interface MessageRow {
  message_id: string | number;
  sender: 'GUEST' | 'PROPERTY';
  body: string;
  created_at: Date;
  read_at: Date | null;
  sender_name: string | null;
}

const messageOf = (r: MessageRow, withNames = true): ChatMessage => ({
  messageId: Number(r.message_id),
  sender: r.sender,
  body: r.body,
  createdAt: new Date(r.created_at).toISOString(),
  readAt: r.read_at === null ? null : new Date(r.read_at).toISOString(),
  senderName: withNames ? r.sender_name : null,
});

const MESSAGE_SQL = `
  SELECT m.message_id, m.sender, m.body, m.created_at, m.read_at, a.name AS sender_name
    FROM chat_messages m LEFT JOIN accounts a ON a.id = m.account_id`;

/** A page of a channel's messages before `before` (newest page without it), oldest first. */
export async function messages(
  db: Database,
  hotelId: number,
  channelId: number,
  before: number | null,
  limit: number,
  withNames = true,
): Promise<ChatMessage[]> {
  const rows = await db.query<MessageRow>(
    `${MESSAGE_SQL} WHERE m.hotel_id = $1 AND m.channel_id = $2 AND ($3::bigint IS NULL OR m.message_id < $3)
      ORDER BY m.message_id DESC LIMIT $4`,
    [hotelId, channelId, before, limit],
  );
  return rows.reverse().map((r) => messageOf(r, withNames));
}

/** Adds a message and moves the channel's last activity; a guest's message is also a notification entry. */
export async function addMessage(
  db: Database,
  a: {
    hotelId: number;
    channelId: number;
    sender: 'GUEST' | 'PROPERTY';
    accountId: number | null;
    body: string;
    at: Date;
    notify?: {
      bookingId: number;
      itineraryId: string;
      guestName: string;
      checkIn: string;
      checkOut: string;
      channelUrl: string;
    };
  },
): Promise<ChatMessage> {
  const r = await db.one<MessageRow>(
    `WITH m AS (
       INSERT INTO chat_messages (channel_id, hotel_id, sender, account_id, body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING message_id, sender, body, created_at, read_at, account_id
     ), c AS (
       UPDATE chat_channels SET last_message_at = GREATEST(last_message_at, $6) WHERE channel_id = $1
     )
     SELECT m.message_id, m.sender, m.body, m.created_at, m.read_at, a.name AS sender_name
       FROM m LEFT JOIN accounts a ON a.id = m.account_id`,
    [a.channelId, a.hotelId, a.sender, a.accountId, a.body, a.at],
  );
  if (a.notify) {
    await db.query(
      `INSERT INTO notifications (hotel_id, kind, params, created_at) VALUES ($1, 'CHAT_MESSAGE', $2::jsonb, $3)`,
      [a.hotelId, JSON.stringify(a.notify), a.at],
    );
  }
  return messageOf(r);
}

/** Marks the guest's unread messages of a channel read by the property; how many. */
export async function markGuestMessagesRead(db: Database, hotelId: number, channelId: number, at: Date) {
  const rows = await db.query<{ message_id: number }>(
    `UPDATE chat_messages SET read_at = $3
      WHERE hotel_id = $1 AND channel_id = $2 AND sender = 'GUEST' AND read_at IS NULL RETURNING message_id`,
    [hotelId, channelId, at],
  );
  return rows.length;
}

/**
 * The caller's notification entries of a channel's guest messages are read once the conversation is (the bell
 * agrees with the inbox); the open pages hear of it when any was unread. How many were marked.
 */
export async function markChannelNotificationsRead(
  db: Database,
  hotelId: number,
  accountId: number,
  channelUrl: string,
): Promise<number> {
  const rows = await db.query<{ notification_id: string | number }>(
    `INSERT INTO notification_reads (hotel_id, account_id, notification_id)
     SELECT n.hotel_id, $2, n.notification_id FROM notifications n
      WHERE n.hotel_id = $1 AND n.kind = 'CHAT_MESSAGE' AND n.params->>'channelUrl' = $3
        AND n.notification_id > COALESCE(
          (SELECT read_through FROM notification_read_marks WHERE hotel_id = $1 AND account_id = $2), 0)
     ON CONFLICT DO NOTHING
     RETURNING notification_id`,
    [hotelId, accountId, channelUrl],
  );
  return rows.length;
}

/** Marks the property's messages of a channel read by the guest. */
export async function markPropertyMessagesRead(db: Database, hotelId: number, channelId: number, at: Date) {
  await db.query(
    `UPDATE chat_messages SET read_at = $3
      WHERE hotel_id = $1 AND channel_id = $2 AND sender = 'PROPERTY' AND read_at IS NULL`,
    [hotelId, channelId, at],
  );
}

/** The property's newest chat message id (0 without any): the notification stream's `chat` event. */
export async function lastMessageId(db: Database, hotelId: number): Promise<number> {
  const r = await db.one<{ id: string | number | null }>(
    'SELECT max(message_id) AS id FROM chat_messages WHERE hotel_id = $1',
    [hotelId],
  );
  return Number(r.id ?? 0);
}

// ---------------------------------------------------------------- performance

/** The property's conversations whose guest's first message is at or after `since`, with the first reply after it. */
export async function conversationTimes(
  db: Database,
  hotelId: number,
  since: Date,
): Promise<{ firstGuestMessageAt: Date; firstReplyAt: Date | null }[]> {
  const rows = await db.query<{ first_guest: Date; first_reply: Date | null }>(
    `SELECT g.first_guest,
            (SELECT min(p.created_at) FROM chat_messages p
              WHERE p.channel_id = g.channel_id AND p.sender = 'PROPERTY' AND p.created_at >= g.first_guest)
              AS first_reply
       FROM (SELECT channel_id, min(created_at) AS first_guest FROM chat_messages
              WHERE hotel_id = $1 AND sender = 'GUEST' GROUP BY channel_id) g
      WHERE g.first_guest >= $2`,
    [hotelId, since],
  );
  return rows.map((r) => ({
    firstGuestMessageAt: new Date(r.first_guest),
    firstReplyAt: r.first_reply === null ? null : new Date(r.first_reply),
  }));
}
