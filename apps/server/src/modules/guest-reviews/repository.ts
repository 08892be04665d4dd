/** SQL of guest reviews; every statement is scoped by hotel_id ("an id of another property simply finds nothing"). */
import type { MonthTotals, ReviewPeriodBasis, SubScoreKey, TravellerType } from '@extranet/domain';
import { SUB_SCORE_KEYS } from '@extranet/domain';
import type { Database } from '../../db/types.js';

/** Sub-score key -> column. */
const COLUMN: Record<SubScoreKey, string> = {
  cleanliness: 'cleanliness',
  comfort: 'comfort',
  location: 'location',
  facilities: 'facilities',
  staff: 'staff',
  valueForMoney: 'value_for_money',
};

interface ReviewRow {
  guest_review_id: number;
  hotel_id: number;
  marketplace_review_id: string;
  itinerary_id: string | null;
  guest_name: string;
  traveller_type: TravellerType;
  score: number;
  cleanliness: number | null;
  comfort: number | null;
  location: number | null;
  facilities: number | null;
  staff: number | null;
  value_for_money: number | null;
  check_in: string;
  check_out: string;
  reviewed_at: Date;
  text: string | null;
  reply_text_id: string | null;
  reply_text_en: string | null;
  replied_at: Date | null;
  replied_by_name: string | null;
  reply_seq: number | null;
}

export interface StoredReview {
  id: number;
  hotelId: number;
  reviewId: string;
  itineraryId: string | null;
  guestName: string;
  travellerType: TravellerType;
  score: number;
  subScores: Partial<Record<SubScoreKey, number>>;
  checkIn: string;
  checkOut: string;
  reviewedAt: string;
  text: string | null;
  reply: { textId: string | null; textEn: string | null; repliedAt: string; repliedBy: string } | null;
  replySeq: number | null;
}

const SELECT = `SELECT r.guest_review_id, r.hotel_id, r.marketplace_review_id, r.itinerary_id, r.guest_name,
       r.traveller_type, r.score, r.cleanliness, r.comfort, r.location, r.facilities, r.staff, r.value_for_money,
       r.check_in::text AS check_in, r.check_out::text AS check_out, r.reviewed_at, r.text, r.reply_text_id,
       r.reply_text_en, r.replied_at, a.name AS replied_by_name, r.reply_seq
  FROM guest_reviews r
  LEFT JOIN accounts a ON a.id = r.replied_by`;

function toReview(r: ReviewRow): StoredReview {
  const subScores: Partial<Record<SubScoreKey, number>> = {};
  for (const key of SUB_SCORE_KEYS) {
    const v = r[COLUMN[key] as keyof ReviewRow] as number | null;
    if (v !== null) subScores[key] = v;
  }
  return {
    id: Number(r.guest_review_id),
    hotelId: Number(r.hotel_id),
    reviewId: r.marketplace_review_id,
    itineraryId: r.itinerary_id,
    guestName: r.guest_name,
    travellerType: r.traveller_type,
    score: r.score,
    subScores,
    checkIn: r.check_in,
    checkOut: r.check_out,
    reviewedAt: r.reviewed_at.toISOString(),
    text: r.text,
    reply: r.replied_at
      ? {
          textId: r.reply_text_id,
          textEn: r.reply_text_en,
          repliedAt: r.replied_at.toISOString(),
          repliedBy: r.replied_by_name ?? '',
        }
      : null,
    replySeq: r.reply_seq === null ? null : Number(r.reply_seq),
  };
}

export async function hotelTimeZone(db: Database, hotelId: number): Promise<string | null> {
  const row = await db.maybeOne<{ time_zone: string }>('SELECT time_zone FROM hotels WHERE hotel_id = $1', [
    hotelId,
  ]);
  return row?.time_zone ?? null;
}

export async function bookingExists(db: Database, hotelId: number, itineraryId: string): Promise<boolean> {
  const row = await db.maybeOne(
    'SELECT 1 AS found FROM bookings WHERE hotel_id = $1 AND itinerary_id = $2 LIMIT 1',
    [hotelId, itineraryId],
  );
  return row !== null;
}

export interface NewReview {
  reviewId: string;
  itineraryId: string | null;
  guestName: string;
  travellerType: TravellerType;
  score: number;
  subScores: Partial<Record<SubScoreKey, number>>;
  checkIn: string;
  checkOut: string;
  reviewedAt: Date;
  text: string | null;
}

/** Stores a review unless its marketplace id is known; returns whether it was new and the stored review. */
export async function insertReview(
  db: Database,
  hotelId: number,
  review: NewReview,
): Promise<{ created: boolean; review: StoredReview }> {
  const inserted = await db.query<{ guest_review_id: number }>(
    `INSERT INTO guest_reviews (hotel_id, marketplace_review_id, itinerary_id, guest_name, traveller_type, score,
       cleanliness, comfort, location, facilities, staff, value_for_money, check_in, check_out, reviewed_at, text)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (hotel_id, marketplace_review_id) DO NOTHING
     RETURNING guest_review_id`,
    [
      hotelId,
      review.reviewId,
      review.itineraryId,
      review.guestName,
      review.travellerType,
      review.score,
      ...SUB_SCORE_KEYS.map((k) => review.subScores[k] ?? null),
      review.checkIn,
      review.checkOut,
      review.reviewedAt,
      review.text,
    ],
  );
  const stored = await db.one<ReviewRow>(`${SELECT} WHERE r.hotel_id = $1 AND r.marketplace_review_id = $2`, [
    hotelId,
    review.reviewId,
  ]);
  return { created: inserted.length > 0, review: toReview(stored) };
}

export async function findReview(db: Database, hotelId: number, id: number): Promise<StoredReview | null> {
  const row = await db.maybeOne<ReviewRow>(`${SELECT} WHERE r.hotel_id = $1 AND r.guest_review_id = $2`, [
    hotelId,
    id,
  ]);
  return row ? toReview(row) : null;
}

/**
 * Writes the reply unless the review has one (the row is the lock: of two replies at once, one finds
 * replied_at set). Returns false when the review was already replied to.
 */
export async function saveReply(
  db: Database,
  hotelId: number,
  id: number,
  reply: { textId: string | null; textEn: string | null; accountId: number; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE guest_reviews
        SET reply_text_id = $3, reply_text_en = $4, replied_by = $5, replied_at = $6,
            reply_seq = nextval('guest_review_reply_seq')
      WHERE hotel_id = $1 AND guest_review_id = $2 AND replied_at IS NULL
      RETURNING guest_review_id`,
    [hotelId, id, reply.textId, reply.textEn, reply.accountId, reply.at],
  );
  return rows.length > 0;
}

/** Replied reviews of a property after a reply cursor, in reply order. */
export async function repliesAfter(
  db: Database,
  hotelId: number,
  after: number,
  limit: number,
): Promise<StoredReview[]> {
  const rows = await db.query<ReviewRow>(
    `${SELECT} WHERE r.hotel_id = $1 AND r.reply_seq > $2 ORDER BY r.reply_seq LIMIT $3`,
    [hotelId, after, limit],
  );
  return rows.map(toReview);
}

export interface ReviewFilter {
  basis: ReviewPeriodBasis;
  from: string;
  to: string;
  timeZone: string;
  scoreMin?: number;
  scoreMax?: number;
  travellerType?: TravellerType;
  /** true: replied reviews only; false: unreplied only. */
  replied?: boolean;
}

/** WHERE clause (after hotel_id = $1) and its parameters; the period's date is the check-in or the local review day. */
function where(filter: ReviewFilter): { sql: string; params: unknown[]; day: string } {
  const params: unknown[] = [filter.from, filter.to];
  const day =
    filter.basis === 'STAY'
      ? 'r.check_in'
      : `(r.reviewed_at AT TIME ZONE $${params.push(filter.timeZone) + 1})::date`;
  const parts = [`${day} BETWEEN $2::date AND $3::date`];
  if (filter.scoreMin !== undefined) parts.push(`r.score >= $${params.push(filter.scoreMin) + 1}`);
  if (filter.scoreMax !== undefined) parts.push(`r.score <= $${params.push(filter.scoreMax) + 1}`);
  if (filter.travellerType) parts.push(`r.traveller_type = $${params.push(filter.travellerType) + 1}`);
  if (filter.replied !== undefined) parts.push(`r.replied_at IS ${filter.replied ? 'NOT ' : ''}NULL`);
  return { sql: parts.join(' AND '), params, day };
}

/** A page of the filtered reviews, newest first by the period's date. */
export async function reviewPage(
  db: Database,
  hotelId: number,
  filter: ReviewFilter,
  page: number,
  size: number,
): Promise<StoredReview[]> {
  const w = where(filter);
  const order = filter.basis === 'STAY' ? 'r.check_in DESC, r.reviewed_at DESC' : 'r.reviewed_at DESC';
  const params = [hotelId, ...w.params, size, page * size];
  const rows = await db.query<ReviewRow>(
    `${SELECT} WHERE r.hotel_id = $1 AND ${w.sql}
      ORDER BY ${order}, r.guest_review_id DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows.map(toReview);
}

/** Counts and sums of the filtered reviews per month of the period's date (few rows: one per month). */
export async function monthTotals(
  db: Database,
  hotelId: number,
  filter: ReviewFilter,
): Promise<MonthTotals[]> {
  const w = where(filter);
  const subs = SUB_SCORE_KEYS.map(
    (k) => `SUM(r.${COLUMN[k]})::int AS ${COLUMN[k]}_sum, COUNT(r.${COLUMN[k]})::int AS ${COLUMN[k]}_count`,
  ).join(', ');
  const rows = await db.query<Record<string, number | string>>(
    `SELECT to_char(${w.day}, 'YYYY-MM') AS month, COUNT(*)::int AS count, SUM(r.score)::int AS score_sum, ${subs}
       FROM guest_reviews r
      WHERE r.hotel_id = $1 AND ${w.sql}
      GROUP BY 1 ORDER BY 1`,
    [hotelId, ...w.params],
  );
  return rows.map((row) => ({
    month: String(row.month),
    count: Number(row.count),
    scoreSum: Number(row.score_sum),
    subScores: Object.fromEntries(
      SUB_SCORE_KEYS.map((k) => [
        k,
        { sum: Number(row[`${COLUMN[k]}_sum`] ?? 0), count: Number(row[`${COLUMN[k]}_count`]) },
      ]),
    ),
  }));
}

/** How many of the filtered reviews have no reply (the `replied` filter itself left out). */
export async function unrepliedCount(db: Database, hotelId: number, filter: ReviewFilter): Promise<number> {
  const { replied: _both, ...rest } = filter;
  const w = where(rest);
  const row = await db.one<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM guest_reviews r WHERE r.hotel_id = $1 AND ${w.sql} AND r.replied_at IS NULL`,
    [hotelId, ...w.params],
  );
  return Number(row.n);
}
