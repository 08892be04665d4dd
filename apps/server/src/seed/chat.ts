/**
 * Demo chat (docs/decisions/chat.md): Jakarta has chat active (activated by the administrator 40 days ago) and a
 * few conversations on its bookings around today, relative to the seed's clock: two with unread guest messages
 * (also in the notification centre), two answered, one never answered (the performance card has figures).
 */
import type { Database } from '../db/types.js';

const H = 60 * 60_000;
const D = 24 * H;

type Line = [ago: number, sender: 'GUEST' | 'PROPERTY', body: string, read: boolean];

const CONVERSATIONS: Line[][] = [
  [
    [
      2 * H + 10 * 60_000,
      'GUEST',
      'Selamat siang, apakah saya bisa check-in lebih awal sekitar jam 11?',
      false,
    ],
  ],
  [
    [50 * 60_000, 'GUEST', 'Halo, apakah hotel menyediakan antar-jemput dari bandara?', false],
    [45 * 60_000, 'GUEST', 'Pesawat saya mendarat pukul 14.30.', false],
  ],
  [
    [3 * D, 'GUEST', 'Apakah ada tempat parkir untuk mobil?', true],
    [3 * D - H, 'PROPERTY', 'Ada, parkir gratis di basement untuk tamu hotel.', true],
    [3 * D - 2 * H, 'GUEST', 'Terima kasih!', true],
  ],
  [
    [10 * D, 'GUEST', 'Can I get a room on a higher floor?', true],
    [10 * D - 20 * H, 'PROPERTY', 'We have noted your request for a high floor. See you soon!', true],
  ],
  [[16 * D, 'GUEST', 'Is breakfast included in my booking?', true]],
];

export async function seedChat(
  tx: Database,
  hotelId: number,
  today: string,
  now: Date,
  adminId: number,
): Promise<void> {
  await tx.query('INSERT INTO chat_activations (hotel_id, activated_at, activated_by) VALUES ($1, $2, $3)', [
    hotelId,
    new Date(now.getTime() - 40 * D),
    adminId,
  ]);
  const bookings = await tx.query<{
    booking_id: string | number;
    itinerary_id: string;
    guest_name: string;
    check_in: string;
    check_out: string;
  }>(
    `SELECT booking_id, itinerary_id, guest_name, check_in::text AS check_in, check_out::text AS check_out
       FROM bookings WHERE hotel_id = $1 AND status = 'CONFIRMED' AND check_out >= $2::date - 3
      ORDER BY check_in, booking_id LIMIT $3`,
    [hotelId, today, CONVERSATIONS.length],
  );
  for (const [i, b] of bookings.entries()) {
    const lines = CONVERSATIONS[i] ?? [];
    const at = (ago: number) => new Date(now.getTime() - ago);
    const channelUrl = `ch_demo_${b.booking_id}`;
    const first = lines[0]?.[0] ?? 0;
    const last = lines.at(-1)?.[0] ?? 0;
    const channel = await tx.one<{ channel_id: string | number }>(
      `INSERT INTO chat_channels (hotel_id, booking_id, channel_url, guest_name, created_at, last_message_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING channel_id`,
      [hotelId, b.booking_id, channelUrl, b.guest_name, at(first), at(last)],
    );
    for (const [ago, sender, body, read] of lines) {
      await tx.query(
        `INSERT INTO chat_messages (channel_id, hotel_id, sender, account_id, body, created_at, read_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          channel.channel_id,
          hotelId,
          sender,
          sender === 'PROPERTY' ? adminId : null,
          body,
          at(ago),
          read ? at(ago - 5 * 60_000) : null,
        ],
      );
      if (sender === 'GUEST' && !read) {
        await tx.query(
          `INSERT INTO notifications (hotel_id, kind, params, created_at) VALUES ($1, 'CHAT_MESSAGE', $2::jsonb, $3)`,
          [
            hotelId,
            JSON.stringify({
              bookingId: Number(b.booking_id),
              itineraryId: b.itinerary_id,
              guestName: b.guest_name,
              checkIn: b.check_in,
              checkOut: b.check_out,
              channelUrl,
            }),
            at(ago),
          ],
        );
      }
    }
  }
}
