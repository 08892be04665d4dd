/**
 * Guest reviews: the marketplace's reviews in, the page's list with its averages and trend, the owner's one
 * reply. Rules come from @extranet/domain (averages, months in the property's time zone, the default period)
 * and @extranet/validation (the same validators the reply form runs).
 */
import { defaultReviewPeriod, reviewSummary, reviewTrend, todayInZone, type Clock } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import {
  validateGuestReviewFilters,
  validateGuestReviewIntake,
  validateReviewReply,
} from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { AppError, notFound, validationError } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';

type MarketplaceReview = Res<'marketplacePostReview'>;
type GuestReview = Res<'replyToGuestReview'>;

function forMarketplace(r: repo.StoredReview): MarketplaceReview {
  return {
    hotelId: r.hotelId,
    reviewId: r.reviewId,
    itineraryId: r.itineraryId,
    guestName: r.guestName,
    travellerType: r.travellerType,
    score: r.score,
    subScores: r.subScores,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    reviewedAt: r.reviewedAt,
    text: r.text,
    reply: r.reply ? { textId: r.reply.textId, textEn: r.reply.textEn, repliedAt: r.reply.repliedAt } : null,
  };
}

function forProperty(r: repo.StoredReview): GuestReview {
  return {
    id: r.id,
    itineraryId: r.itineraryId,
    guestName: r.guestName,
    travellerType: r.travellerType,
    score: r.score,
    subScores: r.subScores,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    reviewedAt: r.reviewedAt,
    text: r.text,
    reply: r.reply,
  };
}

const trimmed = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

/** Stores a review the marketplace posts; the same review id again returns the stored one. */
export async function postReview(
  db: Database,
  body: Req<'marketplacePostReview'>['body'],
  now: Date,
  lang: Language,
): Promise<{ created: boolean; review: MarketplaceReview }> {
  if ((await repo.hotelTimeZone(db, body.hotelId)) === null) throw notFound();
  // A review without its instant is written now: a stay that has not begun yet cannot have one.
  const invalid = validationErrorFrom(
    validateGuestReviewIntake({ ...body, reviewedAt: body.reviewedAt ?? now.toISOString() }, now),
    lang,
  );
  if (invalid) throw invalid;
  const reviewId = body.reviewId.trim();
  if (reviewId === '') throw validationError([{ field: 'reviewId', code: 'REQUIRED' }]);
  const itineraryId = trimmed(body.itineraryId);
  if (itineraryId !== null && !(await repo.bookingExists(db, body.hotelId, itineraryId))) {
    throw validationError([{ field: 'itineraryId', code: 'UNKNOWN_BOOKING' }]);
  }
  const result = await repo.insertReview(db, body.hotelId, {
    reviewId,
    itineraryId,
    guestName: body.guestName.trim(),
    travellerType: body.travellerType,
    score: body.score,
    subScores: body.subScores ?? {},
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    reviewedAt: body.reviewedAt ? new Date(body.reviewedAt) : now,
    text: trimmed(body.text),
  });
  return { created: result.created, review: forMarketplace(result.review) };
}

/** The property's replies after a cursor, for the marketplace. */
export async function replies(
  db: Database,
  query: Req<'marketplaceReviewReplies'>['query'],
): Promise<Res<'marketplaceReviewReplies'>> {
  if ((await repo.hotelTimeZone(db, query.hotelId)) === null) throw notFound();
  const after = query.after ?? 0;
  const items = await repo.repliesAfter(db, query.hotelId, after, query.limit ?? 50);
  return { items: items.map(forMarketplace), next: items.at(-1)?.replySeq ?? after };
}

/** A page of the property's reviews with the averages and the monthly trend of every matching review. */
export async function list(
  db: Database,
  hotelId: number,
  query: Req<'listGuestReviews'>['query'],
  clock: Clock,
  lang: Language,
): Promise<Res<'listGuestReviews'>> {
  const timeZone = (await repo.hotelTimeZone(db, hotelId)) ?? 'Asia/Jakarta';
  const fallback = defaultReviewPeriod(todayInZone(timeZone, clock));
  const from = query.from ?? (query.to && query.to < fallback.from ? query.to : fallback.from);
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const invalid = validationErrorFrom(
    validateGuestReviewFilters({ from, to, scoreMin: query.scoreMin, scoreMax: query.scoreMax }),
    lang,
  );
  if (invalid) throw invalid;
  const basis = query.basis ?? 'REVIEW';
  const filter: repo.ReviewFilter = {
    basis,
    from,
    to,
    timeZone,
    ...(query.scoreMin !== undefined ? { scoreMin: query.scoreMin } : {}),
    ...(query.scoreMax !== undefined ? { scoreMax: query.scoreMax } : {}),
    ...(query.travellerType ? { travellerType: query.travellerType } : {}),
    ...(query.replied !== undefined ? { replied: query.replied } : {}),
  };
  const page = query.page ?? 0;
  const size = query.size ?? 20;
  const [items, months, unreplied] = await Promise.all([
    repo.reviewPage(db, hotelId, filter, page, size),
    repo.monthTotals(db, hotelId, filter),
    repo.unrepliedCount(db, hotelId, filter),
  ]);
  const summary = reviewSummary(months);
  return {
    items: items.map(forProperty),
    page: { page, size, total: summary.count },
    summary,
    trend: reviewTrend(months, from, to),
    period: { basis, from, to },
    unrepliedCount: unreplied,
  };
}

/** The owner's one reply to a review; a second is refused (409 REVIEW_ALREADY_REPLIED). */
export async function reply(
  db: Database,
  hotelId: number,
  id: number,
  body: Req<'replyToGuestReview'>['body'],
  accountId: number,
  now: Date,
  lang: Language,
): Promise<GuestReview> {
  return db.transaction(async (tx) => {
    const review = await repo.findReview(tx, hotelId, id);
    if (!review) throw notFound();
    if (review.reply) throw new AppError(409, 'REVIEW_ALREADY_REPLIED');
    const invalid = validationErrorFrom(validateReviewReply(body), lang);
    if (invalid) throw invalid;
    const saved = await repo.saveReply(tx, hotelId, id, {
      textId: trimmed(body.textId),
      textEn: trimmed(body.textEn),
      accountId,
      at: now,
    });
    if (!saved) throw new AppError(409, 'REVIEW_ALREADY_REPLIED');
    const stored = await repo.findReview(tx, hotelId, id);
    return forProperty(stored!);
  });
}
