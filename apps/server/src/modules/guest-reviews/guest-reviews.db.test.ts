/**
 * Guest reviews through HTTP on PGlite and PostgreSQL: the marketplace's intake (key, idempotency, field
 * errors), the page's list (filters, paging, averages, months in the property's time zone), the one reply and
 * its read by the marketplace, and access (roles, another property's reviews). The clock is fixed far from
 * the seed's demo reviews, so the counts below are this test's own.
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

const NOW = new Date('2035-06-15T05:00:00Z');
type As = { accountId: number; hotelId: number };
const BANDUNG: number = DEMO_HOTELS.BANDUNG;
const ADMIN: As = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: BANDUNG };
const headers = { 'x-api-key': MARKETPLACE_KEY };

let t: TestApp;

interface Review {
  id: number;
  score: number;
  guestName: string;
  travellerType: string;
  reply: { textId: string | null; textEn: string | null; repliedAt: string; repliedBy: string } | null;
}
interface ReviewList {
  items: Review[];
  page: { page: number; size: number; total: number };
  summary: {
    count: number;
    averageScore: number | null;
    subScores: { key: string; average: number | null }[];
  };
  trend: { month: string; count: number; averageScore: number | null }[];
  period: { basis: string; from: string; to: string };
  unrepliedCount: number;
}

const review = (over: Record<string, unknown> = {}) => ({
  hotelId: BANDUNG,
  reviewId: 'mkt-1',
  guestName: 'Sari Wulandari',
  travellerType: 'COUPLE',
  score: 9,
  subScores: { cleanliness: 9, comfort: 8, location: 10, facilities: 8, staff: 9, valueForMoney: 8 },
  checkIn: '2035-05-10',
  checkOut: '2035-05-12',
  reviewedAt: '2035-05-13T03:00:00Z',
  text: 'Kamar bersih, staf ramah.',
  ...over,
});
const post = (body: unknown, h: Record<string, string> = headers) =>
  t.request({ method: 'POST', url: '/api/v1/marketplace/reviews', payload: body as object, headers: h });
const list = (query = '', as: As = ADMIN, hotelId: number = BANDUNG) =>
  t.request({ method: 'GET', url: `/api/v1/hotels/${hotelId}/guest-reviews${query}`, as });
const replyTo = (
  id: number,
  body: unknown,
  as: As = ADMIN,
  hotelId: number = BANDUNG,
  h: Record<string, string> = {},
) =>
  t.request({
    method: 'POST',
    url: `/api/v1/hotels/${hotelId}/guest-reviews/${id}/reply`,
    as,
    payload: body as object,
    headers: { ...SAME_ORIGIN, ...h },
  });

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, clock: () => NOW });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the marketplace posts reviews', () => {
  it('needs the key', async () => {
    const res = await post(review(), { 'x-api-key': 'wrong' });
    expect(res.statusCode).toBe(401);
    await expectContract(res, 'marketplacePostReview');
    expect((await post(review(), {})).statusCode).toBe(401);
  });

  it('stores a review once: the same review id again returns it unchanged', async () => {
    const first = await post(review());
    expect(first.statusCode).toBe(201);
    await expectContract(first, 'marketplacePostReview');
    expect(first.json()).toMatchObject({ reviewId: 'mkt-1', score: 9, reply: null, itineraryId: null });
    const again = await post(review({ score: 2, guestName: 'Someone else' }));
    expect(again.statusCode).toBe(200);
    await expectContract(again, 'marketplacePostReview');
    expect(again.json()).toMatchObject({ reviewId: 'mkt-1', score: 9, guestName: 'Sari Wulandari' });
    const count = await t.db.one<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM guest_reviews WHERE hotel_id = $1 AND marketplace_review_id = 'mkt-1'",
      [BANDUNG],
    );
    expect(count.n).toBe(1);
  });

  it('answers bad input with translated field errors, never a 500', async () => {
    const res = await post(review({ reviewId: 'bad-1', checkOut: '2035-05-09' }), {
      ...headers,
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(400);
    await expectContract(res, 'marketplacePostReview');
    expect(res.json().errors).toEqual([
      {
        field: 'checkOut',
        code: 'date.endBeforeStart',
        message: 'The end date cannot be before the start date',
      },
    ]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ travellerType: 'ALIEN' }, 'travellerType', ''],
      [{ score: 11 }, 'score', ''],
      [{ subScores: { staff: 0 } }, 'subScores.staff', ''],
      [{ guestName: '   ' }, 'guestName', 'not_contains_only_spaces'],
      [{ reviewedAt: '2035-06-16T00:00:00Z' }, 'reviewedAt', 'review.inFuture'],
      [{ reviewedAt: '2035-05-01T00:00:00Z' }, 'reviewedAt', 'review.beforeStay'],
    ];
    for (const [change, field, code] of cases) {
      const bad = await post(review({ reviewId: 'bad-2', ...change }));
      expect(bad.statusCode, JSON.stringify(change)).toBe(400);
      const errors = bad.json<{ errors: { field: string; code: string; message: string }[] }>().errors;
      expect(errors[0]?.field).toBe(field);
      if (code) expect(errors[0]?.code).toBe(code);
      expect(errors[0]?.message).toBeTruthy();
    }
    // Without reviewedAt the review is written now, so a stay that has not begun is refused too.
    const { reviewedAt: _omitted, ...undated } = review({ reviewId: 'bad-4' });
    const notStayed = await post({ ...undated, checkIn: '2035-07-01', checkOut: '2035-07-03' });
    expect(notStayed.statusCode).toBe(400);
    expect(notStayed.json().errors[0]).toMatchObject({ field: 'reviewedAt', code: 'review.beforeStay' });
    const unknownHotel = await post(review({ hotelId: 999999, reviewId: 'bad-3' }));
    expect(unknownHotel.statusCode).toBe(404);
  });

  it("links a booking's itinerary id of the same property only", async () => {
    const booking = await t.db.one<{ itinerary_id: string }>(
      'SELECT itinerary_id FROM bookings WHERE hotel_id = $1 LIMIT 1',
      [DEMO_HOTELS.JAKARTA],
    );
    const other = await post(review({ reviewId: 'itin-1', itineraryId: booking.itinerary_id }));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0]).toMatchObject({ field: 'itineraryId', code: 'UNKNOWN_BOOKING' });
    const own = await post(
      review({ hotelId: DEMO_HOTELS.JAKARTA, reviewId: 'itin-1', itineraryId: booking.itinerary_id }),
    );
    expect(own.statusCode).toBe(201);
    expect(own.json().itineraryId).toBe(booking.itinerary_id);
  });
});

describe('the review page', () => {
  beforeAll(async () => {
    // mkt-1 (COUPLE 9, May 2035) is there already.
    const more = [
      review({
        reviewId: 'mkt-2',
        travellerType: 'FAMILY',
        score: 6,
        subScores: { cleanliness: 5 },
        checkIn: '2035-03-01',
        checkOut: '2035-03-03',
        reviewedAt: '2035-04-02T10:00:00Z',
      }),
      review({
        reviewId: 'mkt-3',
        travellerType: 'BUSINESS',
        score: 8,
        subScores: { cleanliness: 7, staff: 6 },
        checkIn: '2035-05-30',
        checkOut: '2035-06-01',
        reviewedAt: '2035-06-01T02:00:00Z',
        text: undefined,
      }),
      review({
        reviewId: 'mkt-4',
        travellerType: 'SOLO',
        score: 4,
        subScores: {},
        checkIn: '2034-06-20',
        checkOut: '2034-06-21',
        reviewedAt: '2034-07-01T01:00:00Z',
      }),
      // Before the default period (it starts on 2034-07-01).
      review({
        reviewId: 'mkt-5',
        travellerType: 'SOLO',
        score: 10,
        checkIn: '2034-06-01',
        checkOut: '2034-06-02',
        reviewedAt: '2034-06-20T01:00:00Z',
      }),
    ];
    for (const r of more) expect((await post(r)).statusCode).toBe(201);
  });

  it('lists the last 12 months by review date with the averages and a month per bar', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'listGuestReviews');
    const body = res.json<ReviewList>();
    expect(body.period).toEqual({ basis: 'REVIEW', from: '2034-07-01', to: '2035-06-15' });
    expect(body.items.map((r) => r.guestName)).toHaveLength(4);
    expect(body.page).toEqual({ page: 0, size: 20, total: 4 });
    // (9 + 6 + 8 + 4) / 4 = 6.75
    expect(body.summary.averageScore).toBe(6.8);
    const sub = Object.fromEntries(body.summary.subScores.map((s) => [s.key, s.average]));
    // cleanliness 9, 5, 7 -> 7; staff 9, 6 -> 7.5; comfort 8 only
    expect(sub).toMatchObject({ cleanliness: 7, staff: 7.5, comfort: 8, location: 10 });
    expect(body.trend).toHaveLength(12);
    expect(body.trend[0]).toEqual({ month: '2034-07', count: 1, averageScore: 4 });
    expect(body.trend.find((m) => m.month === '2035-05')).toEqual({
      month: '2035-05',
      count: 1,
      averageScore: 9,
    });
    expect(body.trend.find((m) => m.month === '2034-08')).toEqual({
      month: '2034-08',
      count: 0,
      averageScore: null,
    });
  });

  it('filters by score, traveller type and stay period, and pages on the server', async () => {
    const high = (await list('?scoreMin=8')).json<ReviewList>();
    expect(high.items.map((r) => r.score).sort()).toEqual([8, 9]);
    const solo = (await list('?travellerType=SOLO&from=2034-01-01&to=2035-06-15')).json<ReviewList>();
    expect(solo.items.map((r) => r.score).sort((a, b) => a - b)).toEqual([4, 10]);
    const stay = (await list('?basis=STAY&from=2035-05-01&to=2035-05-31')).json<ReviewList>();
    // Stays starting in May: mkt-1 (May 10) and mkt-3 (May 30, reviewed in June).
    expect(stay.items.map((r) => r.score)).toEqual([8, 9]);
    expect(stay.trend).toEqual([{ month: '2035-05', count: 2, averageScore: 8.5 }]);
    const page1 = (await list('?size=3&page=1')).json<ReviewList>();
    expect(page1.page).toEqual({ page: 1, size: 3, total: 4 });
    expect(page1.items).toHaveLength(1);
    expect(page1.items[0]?.score).toBe(4);
  });

  it('refuses bad filters with field errors', async () => {
    const cases: [string, string, string][] = [
      ['?from=2035-06-01&to=2035-05-01', 'to', 'date.endBeforeStart'],
      ['?from=2031-01-01&to=2035-06-01', 'to', 'review.periodTooLong'],
      ['?scoreMin=8&scoreMax=5', 'scoreMax', 'review.scoreRange'],
      ['?scoreMin=0', 'scoreMin', ''],
      ['?basis=YEAR', 'basis', ''],
    ];
    for (const [query, field, code] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      await expectContract(res, 'listGuestReviews');
      const error = res.json<{ errors: { field: string; code: string }[] }>().errors[0];
      expect(error?.field).toBe(field);
      if (code) expect(error?.code).toBe(code);
    }
  });

  it('answers a period at the end of the calendar with an empty page, never a 500', async () => {
    for (const query of [
      '?from=9999-12-01&to=9999-12-31',
      '?from=9999-12-31',
      '?basis=STAY&from=9999-12-31',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(200);
      await expectContract(res, 'listGuestReviews');
      expect(res.json<ReviewList>().trend).toEqual([{ month: '9999-12', count: 0, averageScore: null }]);
    }
  });

  it("puts a review in the month of the property's own time zone", async () => {
    // 2035-05-31 23:30 in Bandung (GMT+7) is 2035-06-01 00:30 in Bali (GMT+8).
    const at = '2035-05-31T16:30:00Z';
    const stay = { checkIn: '2035-05-29', checkOut: '2035-05-31', reviewedAt: at };
    expect((await post(review({ reviewId: 'tz-1', ...stay }))).statusCode).toBe(201);
    expect((await post(review({ reviewId: 'tz-1', hotelId: DEMO_HOTELS.BALI, ...stay }))).statusCode).toBe(
      201,
    );
    const q = '?from=2035-05-31&to=2035-06-01';
    const bandung = (await list(q)).json<ReviewList>();
    const bali = (
      await list(q, { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.BALI }, DEMO_HOTELS.BALI)
    ).json<ReviewList>();
    expect(bandung.trend.find((m) => m.count > 0)?.month).toBe('2035-05');
    expect(bali.trend.find((m) => m.count > 0)?.month).toBe('2035-06');
    expect(
      (await list('?from=2035-06-01&to=2035-06-01')).json<ReviewList>().items.map((r) => r.score),
    ).toEqual([8]);
  });
});

describe('the owner replies once, and the marketplace reads it', () => {
  let id: number;
  beforeAll(async () => {
    const body = (await list('?scoreMax=9&scoreMin=9&from=2035-05-13&to=2035-05-13')).json<ReviewList>();
    id = body.items.find((r) => r.guestName === 'Sari Wulandari')!.id;
  });

  it('refuses an empty or too short reply with field errors', async () => {
    const empty = await replyTo(id, { textId: '  ' }, ADMIN, BANDUNG, { 'accept-language': 'en' });
    expect(empty.statusCode).toBe(400);
    await expectContract(empty, 'replyToGuestReview');
    expect(empty.json().errors[0]).toMatchObject({
      field: 'textId',
      code: 'review.replyRequired',
      message: 'Write the reply in Indonesian, English or both',
    });
    expect((await replyTo(id, { textEn: 'Hi' })).json().errors[0]).toMatchObject({
      field: 'textEn',
      code: 'min_length',
    });
  });

  it('saves the reply with who wrote it, then refuses a second one', async () => {
    const res = await replyTo(id, {
      textId: 'Terima kasih atas ulasannya!',
      textEn: 'Thank you for your review!',
    });
    expect(res.statusCode).toBe(201);
    await expectContract(res, 'replyToGuestReview');
    expect(res.json<Review>().reply).toEqual({
      textId: 'Terima kasih atas ulasannya!',
      textEn: 'Thank you for your review!',
      repliedAt: NOW.toISOString(),
      repliedBy: 'Admin Demo',
    });
    const second = await replyTo(id, { textEn: 'Another reply here' });
    expect(second.statusCode).toBe(409);
    await expectContract(second, 'replyToGuestReview');
    expect(second.json().code).toBe('REVIEW_ALREADY_REPLIED');
    const row = await t.db.one<{ replied_by: number }>(
      'SELECT replied_by FROM guest_reviews WHERE hotel_id = $1 AND guest_review_id = $2',
      [BANDUNG, id],
    );
    expect(Number(row.replied_by)).toBe(DEMO_ACCOUNTS.ADMIN.id);
  });

  it('filters replied or unreplied reviews, and counts those still to answer', async () => {
    const q = '?from=2035-05-01&to=2035-05-31&scoreMin=9&scoreMax=9';
    const both = (await list(q)).json<ReviewList>();
    const replied = (await list(`${q}&replied=true`)).json<ReviewList>();
    const unreplied = (await list(`${q}&replied=false`)).json<ReviewList>();
    expect(replied.items.every((r) => r.reply !== null)).toBe(true);
    expect(unreplied.items.every((r) => r.reply === null)).toBe(true);
    expect(replied.items.map((r) => r.id)).toContain(id);
    expect(unreplied.items.map((r) => r.id)).not.toContain(id);
    expect(replied.page.total + unreplied.page.total).toBe(both.page.total);
    expect(replied.summary.count).toBe(replied.page.total);
    // The count ignores the replied filter itself: the same on the three.
    for (const body of [both, replied, unreplied]) expect(body.unrepliedCount).toBe(unreplied.page.total);
    await expectContract(await list(`${q}&replied=false`), 'listGuestReviews');
    const bad = await list('?replied=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'replied' });
  });

  it('lets only one of two replies sent at once through', async () => {
    const posted = await post(review({ reviewId: 'race-1', reviewedAt: '2035-05-14T03:00:00Z' }));
    const id = (await list('?from=2035-05-14&to=2035-05-14')).json<ReviewList>().items[0]!.id;
    expect(posted.statusCode).toBe(201);
    const answers = await Promise.all([
      replyTo(id, { textEn: 'First reply, thank you!' }),
      replyTo(id, { textEn: 'Second reply, thank you!' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const row = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM guest_reviews WHERE hotel_id = $1 AND guest_review_id = $2 AND replied_at IS NOT NULL',
      [BANDUNG, id],
    );
    expect(row.n).toBe(1);
  });

  it('gives the marketplace the reply after a cursor, and with the review when it posts it again', async () => {
    const url = `/api/v1/marketplace/reviews/replies?hotelId=${BANDUNG}`;
    const res = await t.request({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'marketplaceReviewReplies');
    const page = res.json<{ items: { reviewId: string; reply: unknown }[]; next: number }>();
    expect(page.items.map((r) => r.reviewId)).toEqual(['mkt-1', 'race-1']);
    expect(page.items[0]?.reply).toEqual({
      textId: 'Terima kasih atas ulasannya!',
      textEn: 'Thank you for your review!',
      repliedAt: NOW.toISOString(),
    });
    const later = await t.request({ method: 'GET', url: `${url}&after=${page.next}`, headers });
    expect(later.json()).toEqual({ items: [], next: page.next });
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const again = await post(review());
    expect(again.json().reply).toMatchObject({ textEn: 'Thank you for your review!' });
  });
});

describe('demo data', () => {
  it('gives Jakarta a few hundred reviews over 18 months with every traveller type, and Bali a few', async () => {
    const rows = await t.db.query<{
      hotel_id: number;
      n: number;
      types: number;
      months: number;
      subs: number;
    }>(
      `SELECT hotel_id, COUNT(*)::int AS n, COUNT(DISTINCT traveller_type)::int AS types,
              COUNT(DISTINCT to_char(check_in, 'YYYY-MM'))::int AS months, COUNT(cleanliness)::int AS subs
         FROM guest_reviews WHERE marketplace_review_id LIKE 'demo-%' GROUP BY hotel_id ORDER BY hotel_id`,
    );
    const jakarta = rows.find((r) => Number(r.hotel_id) === DEMO_HOTELS.JAKARTA)!;
    expect(jakarta.n).toBeGreaterThanOrEqual(300);
    expect(jakarta.types).toBe(5);
    expect(jakarta.months).toBeGreaterThanOrEqual(17);
    expect(jakarta.subs).toBeGreaterThan(200);
    expect(rows.find((r) => Number(r.hotel_id) === DEMO_HOTELS.BALI)?.n).toBeGreaterThanOrEqual(3);
  });
});

describe('access', () => {
  it("never shows or answers another property's reviews", async () => {
    const reservation = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: DEMO_HOTELS.JAKARTA };
    const res = await list('', reservation);
    expect(res.statusCode).toBe(404);
    await expectContract(res, 'listGuestReviews');
    const bandungReview = (await list()).json<ReviewList>().items[0]!;
    // Jakarta's admin path with a Bandung review id: not found, nothing written.
    const cross = await replyTo(bandungReview.id, { textEn: 'Thanks a lot!' }, ADMIN, DEMO_HOTELS.JAKARTA);
    expect(cross.statusCode).toBe(404);
    expect((await replyTo(bandungReview.id, { textEn: 'Thanks a lot!' }, reservation)).statusCode).toBe(404);
    const jakarta = (await list('', reservation, DEMO_HOTELS.JAKARTA)).json<ReviewList>();
    expect(jakarta.items.every((r) => r.guestName !== 'Sari Wulandari' || r.id !== bandungReview.id)).toBe(
      true,
    );
  });

  it('answers 403 to a role outside the page, 401 without a session', async () => {
    const finance = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: DEMO_HOTELS.JAKARTA };
    const res = await list('', finance, DEMO_HOTELS.JAKARTA);
    expect(res.statusCode).toBe(403);
    await expectContract(res, 'listGuestReviews');
    expect((await replyTo(1, { textEn: 'Thanks a lot!' }, finance, DEMO_HOTELS.JAKARTA)).statusCode).toBe(
      403,
    );
    const reservation = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: DEMO_HOTELS.JAKARTA };
    expect((await list('', reservation, DEMO_HOTELS.JAKARTA)).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/hotels/${BANDUNG}/guest-reviews` })).statusCode,
    ).toBe(401);
  });
});
