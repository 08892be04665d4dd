import {
  addDays,
  DEFAULT_TIME_ZONE,
  SUB_SCORE_KEYS,
  TRAVELLER_TYPES,
  todayInZone,
  type Clock,
  type TravellerType,
} from '@extranet/domain';
import type { Database } from '../db/types.js';
import { BALI, JAKARTA } from './demo-ids.js';

/** A small deterministic generator (mulberry32): the same demo reviews on every seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Sari',
  'Budi',
  'Dewi',
  'Andi',
  'Rina',
  'Agus',
  'Maya',
  'Eko',
  'Lina',
  'Hendra',
  'Tom',
  'Emma',
  'Kenji',
  'Aisyah',
  'Rizky',
  'Putri',
];
const LAST = [
  'Wulandari',
  'Santoso',
  'Lestari',
  'Pratama',
  'Hidayat',
  'Kusuma',
  'Nugroho',
  'Smith',
  'Tanaka',
  'Rahman',
  'Saputra',
  'Halim',
];
const TEXTS: Record<'good' | 'fair' | 'poor', string[]> = {
  good: [
    'Kamar bersih dan nyaman, staf sangat ramah. Pasti kembali lagi!',
    'Lokasi strategis dekat stasiun MRT, sarapan enak.',
    'Great stay, friendly staff and a spotless room.',
    'Pelayanan cepat, check-in mudah, kolam renang bagus.',
  ],
  fair: [
    'Secara umum baik, tapi AC agak berisik di malam hari.',
    'Good location, the breakfast could have more choice.',
    'Kamar cukup nyaman, Wi-Fi kadang lambat.',
  ],
  poor: [
    'Kamar kurang bersih saat kami tiba dan check-in lama.',
    'The room was noisy and the shower was cold.',
  ],
};
const REPLIES = [
  {
    id: 'Terima kasih atas ulasan Anda! Kami senang Anda menikmati masa menginap dan menantikan kunjungan berikutnya.',
    en: 'Thank you for your review! We are glad you enjoyed your stay and look forward to welcoming you again.',
  },
  {
    id: 'Terima kasih atas masukannya. Kami sudah meneruskannya ke tim housekeeping agar tidak terulang.',
    en: null,
  },
];

interface Row {
  hotelId: number;
  reviewId: string;
  itineraryId: string | null;
  guestName: string;
  travellerType: TravellerType;
  score: number;
  subs: (number | null)[];
  checkIn: string;
  checkOut: string;
  reviewedAt: Date;
  text: string | null;
  reply: { id: string | null; en: string | null; at: Date } | null;
}

/** A score around `base` (1 to 10), one draw of the generator. */
const around = (rnd: () => number, base: number) =>
  Math.max(1, Math.min(10, Math.round(base + (rnd() - 0.5) * 3)));

function makeReview(
  rnd: () => number,
  hotelId: number,
  n: number,
  checkIn: string,
  nights: number,
  now: Date,
  extra: { itineraryId?: string; guestName?: string } = {},
): Row {
  const travellerType = TRAVELLER_TYPES[Math.floor(rnd() * TRAVELLER_TYPES.length)]!;
  // Most guests are happy; a few are not.
  const base = rnd() < 0.12 ? 4 + rnd() * 2 : 7.5 + rnd() * 2;
  const score = around(rnd, base);
  const subs = SUB_SCORE_KEYS.map(() => (rnd() < 0.1 ? null : around(rnd, base)));
  const checkOut = addDays(checkIn, nights);
  const reviewedAt = new Date(
    Math.min(
      now.getTime() - 3_600_000,
      Date.parse(`${checkOut}T03:00:00Z`) + Math.floor(rnd() * 10 * 86_400_000),
    ),
  );
  const mood = score >= 8 ? 'good' : score >= 6 ? 'fair' : 'poor';
  const texts = TEXTS[mood];
  const text = rnd() < 0.8 ? texts[Math.floor(rnd() * texts.length)]! : null;
  const replied = reviewedAt.getTime() < now.getTime() - 20 * 86_400_000 && rnd() < 0.35;
  const reply = replied ? REPLIES[score >= 7 ? 0 : 1]! : null;
  return {
    hotelId,
    reviewId: `demo-${hotelId}-${n}`,
    itineraryId: extra.itineraryId ?? null,
    guestName:
      extra.guestName ??
      `${FIRST[Math.floor(rnd() * FIRST.length)]} ${LAST[Math.floor(rnd() * LAST.length)]}`,
    travellerType,
    score,
    subs,
    checkIn,
    checkOut,
    reviewedAt,
    text,
    reply: reply ? { ...reply, at: new Date(reviewedAt.getTime() + 2 * 86_400_000) } : null,
  };
}

/**
 * Demo guest reviews (issue 12), relative to the seed's clock: Jakarta about 300 over the last 18 months (the
 * stays of its past demo bookings among them, with their itinerary ids), a third of the older ones replied to by
 * the administrator; Villa Demo Bali a few.
 */
export async function seedGuestReviews(db: Database, clock: Clock, adminId: number): Promise<void> {
  const now = clock();
  const today = todayInZone(DEFAULT_TIME_ZONE, clock);
  const rnd = random(12);
  const rows: Row[] = [];
  const past = await db.query<{ itinerary_id: string; guest_name: string; check_in: string; nights: number }>(
    `SELECT itinerary_id, guest_name, check_in::text AS check_in, (check_out - check_in) AS nights
       FROM bookings WHERE hotel_id = $1 AND status = 'CONFIRMED' AND check_out < $2
      ORDER BY booking_id LIMIT 60`,
    [JAKARTA, today],
  );
  for (const b of past) {
    rows.push(
      makeReview(rnd, JAKARTA, rows.length, b.check_in, Number(b.nights), now, {
        itineraryId: b.itinerary_id,
        guestName: b.guest_name,
      }),
    );
  }
  for (let i = 0; i < 260; i++) {
    const checkIn = addDays(today, -(5 + Math.floor(rnd() * 540)));
    rows.push(makeReview(rnd, JAKARTA, rows.length, checkIn, 1 + Math.floor(rnd() * 4), now));
  }
  for (let i = 0; i < 6; i++) {
    const checkIn = addDays(today, -(10 + i * 45));
    rows.push(makeReview(rnd, BALI, i, checkIn, 3 + (i % 3), now));
  }
  const replied = rows.filter((r) => r.reply).sort((a, b) => a.reply!.at.getTime() - b.reply!.at.getTime());
  const seqOf = new Map(replied.map((r, i) => [r, i + 1]));
  const col = <T>(f: (r: Row) => T) => rows.map(f);
  const sub = (i: number) => col((r) => r.subs[i] ?? null);
  await db.query(
    `INSERT INTO guest_reviews (hotel_id, marketplace_review_id, itinerary_id, guest_name, traveller_type, score,
       cleanliness, comfort, location, facilities, staff, value_for_money, check_in, check_out, reviewed_at, text,
       reply_text_id, reply_text_en, replied_at, replied_by, reply_seq)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::smallint[],
       $7::smallint[], $8::smallint[], $9::smallint[], $10::smallint[], $11::smallint[], $12::smallint[],
       $13::date[], $14::date[], $15::timestamptz[], $16::text[], $17::text[], $18::text[], $19::timestamptz[],
       $20::bigint[], $21::bigint[])`,
    [
      col((r) => r.hotelId),
      col((r) => r.reviewId),
      col((r) => r.itineraryId),
      col((r) => r.guestName),
      col((r) => r.travellerType),
      col((r) => r.score),
      sub(0),
      sub(1),
      sub(2),
      sub(3),
      sub(4),
      sub(5),
      col((r) => r.checkIn),
      col((r) => r.checkOut),
      col((r) => r.reviewedAt.toISOString()),
      col((r) => r.text),
      col((r) => r.reply?.id ?? null),
      col((r) => r.reply?.en ?? null),
      col((r) => r.reply?.at.toISOString() ?? null),
      col((r) => (r.reply ? adminId : null)),
      col((r) => seqOf.get(r) ?? null),
    ],
  );
  // The marketplace reads replies in the order they were written (reply_seq); the sequence carries on after them.
  await db.query("SELECT setval('guest_review_reply_seq', $1, $2)", [
    Math.max(seqOf.size, 1),
    seqOf.size > 0,
  ]);
}
