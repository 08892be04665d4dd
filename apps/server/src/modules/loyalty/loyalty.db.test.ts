/**
 * Loyalty through HTTP on PGlite and PostgreSQL: eligibility from the real guest reviews at the server's clock
 * (fixed far from the demo reviews, so the window holds only this test's reviews), the transitions with their
 * 409s and field errors in the caller's language, the market managers' queue and decisions, the history with
 * who and when, the participation the intake reads, and access (roles, the LOYALTY feature, another property).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  SAME_ORIGIN,
  type TestApp,
} from '../../../test/helpers.js';
import { DEMO_RATE_PLANS, DEMO_ROOMS } from '../../seed/demo-ids.js';
import { loyaltyParticipation } from './index.js';

const NOW = new Date('2035-06-15T05:00:00Z');
const JKT: number = DEMO_HOTELS.JAKARTA;
const BALI: number = DEMO_HOTELS.BALI;
type As = { accountId: number; hotelId: number };
const ADMIN: As = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
const MM: As = { accountId: DEMO_ACCOUNTS.MM.id, hotelId: JKT };
const RESERVATION: As = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };
const FINANCE: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };
const en = { 'accept-language': 'en' };

const P = DEMO_RATE_PLANS;
const R = DEMO_ROOMS;
const TWO = [
  { roomId: R.JAKARTA_SUPERIOR_DOUBLE, ratePlanId: P.JAKARTA_ROOM_ONLY },
  { roomId: R.JAKARTA_DELUXE_KING, ratePlanId: P.JAKARTA_BREAKFAST },
];
const THREE = [...TWO, { roomId: R.JAKARTA_FAMILY, ratePlanId: P.JAKARTA_ROOM_ONLY }];

let t: TestApp;

const base = (hotelId: number) => `/api/v1/hotels/${hotelId}/loyalty`;
const get = (url: string, as: As = ADMIN) => t.request({ method: 'GET', url, as });
const send = (method: 'POST' | 'PUT', url: string, body: unknown, as: As = ADMIN, h = {}) =>
  t.request({
    method,
    url,
    as,
    headers: { ...SAME_ORIGIN, ...h },
    ...(body === undefined ? {} : { payload: body as object }),
  });
const join = (pairs: unknown, as: As = ADMIN, hotelId = JKT) =>
  send('POST', `${base(hotelId)}/join`, { pairs }, as, en);
const change = (pairs: unknown, as: As = ADMIN, hotelId = JKT) =>
  send('PUT', `/api/v2/hotels/${hotelId}/loyalty/draft`, { pairs }, as, en);
const unjoin = (as: As = ADMIN, hotelId = JKT) => send('POST', `${base(hotelId)}/unjoin`, undefined, as);
const decide = (hotelId: number, draftId: number, body: unknown, as: As = MM) =>
  send('POST', `/api/v1/review/loyalty/${hotelId}/drafts/${draftId}/decision`, body, as, en);

async function addReview(hotelId: number, id: string, score: number, reviewedAt: string): Promise<void> {
  await t.db.query(
    `INSERT INTO guest_reviews (hotel_id, marketplace_review_id, guest_name, traveller_type, score, check_in,
                                check_out, reviewed_at)
     VALUES ($1, $2, 'Tamu Uji', 'SOLO', $3, '2035-01-01', '2035-01-02', $4)`,
    [hotelId, id, score, reviewedAt],
  );
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('eligibility from the guest reviews', () => {
  it('is the average of every review and the reviews of the last 6 months in the property day', async () => {
    const res = await get(`${base(JKT)}/eligibility`);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getLoyaltyEligibility');
    const avg = await t.db.one<{ a: string }>(
      'SELECT round(avg(score)::numeric, 1)::text AS a FROM guest_reviews WHERE hotel_id = $1',
      [JKT],
    );
    // Jakarta's demo reviews are years before the test's clock: rated, but none recent.
    expect(res.json()).toMatchObject({
      eligible: false,
      reasons: ['NO_RECENT_REVIEW'],
      averageScore: Number(avg.a),
      recentReviews: 0,
      since: '2034-12-15',
      minRating: 3,
      windowMonths: 6,
    });
    const page = await get(base(JKT));
    await expectContract(page, 'getLoyalty');
    expect(page.json()).toMatchObject({ state: 'NOT_ELIGIBLE', events: [], participation: null });
  });

  it('refuses to join while not eligible (409, translated)', async () => {
    const res = await join(TWO);
    expect(res.statusCode).toBe(409);
    await expectContract(res, 'joinLoyalty');
    expect(res.json()).toMatchObject({ code: 'LOYALTY_NOT_ELIGIBLE' });
    expect(res.json().message).toMatch(/cannot join the loyalty programme/);
  });

  it('counts a review from the first day of the window (00:00 WIB), not one a second before', async () => {
    // 2034-12-15 00:00 in Jakarta is 2034-12-14 17:00 UTC.
    await addReview(JKT, 'loyalty-before', 9, '2034-12-14T16:59:59Z');
    expect((await get(`${base(JKT)}/eligibility`)).json().recentReviews).toBe(0);
    await addReview(JKT, 'loyalty-first-day', 9, '2034-12-14T17:00:00Z');
    const res = await get(`${base(JKT)}/eligibility`);
    expect(res.json()).toMatchObject({ eligible: true, reasons: [], recentReviews: 1 });
    expect((await get(base(JKT))).json()).toMatchObject({ state: 'INVITED', events: ['JOIN'] });
  });
});

describe('joining, asking a change, the market manager deciding, leaving', () => {
  it('answers bad selections with field errors in the caller language', async () => {
    const empty = await join([]);
    expect(empty.statusCode).toBe(400);
    await expectContract(empty, 'joinLoyalty');
    expect(empty.json().errors).toEqual([
      { field: 'pairs', code: 'loyalty.pairsRequired', message: 'Choose at least one room and rate plan' },
    ]);
    // A Bali villa with a Jakarta rate plan is not sold; a pair twice is refused.
    const foreign = await join([{ roomId: R.BALI_VILLA_ONE_BEDROOM, ratePlanId: P.JAKARTA_ROOM_ONLY }]);
    expect(foreign.json().errors).toEqual([
      { field: 'pairs.0', code: 'loyalty.notOffered', message: 'This rate plan is not sold for this room' },
    ]);
    const twice = await join([TWO[0], TWO[0]]);
    expect(twice.json().errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['pairs.1', 'loyalty.duplicatePair'],
    ]);
    const id = await send('POST', `${base(JKT)}/join`, { pairs: [] }, ADMIN);
    expect(id.json().errors[0].message).toBe('Pilih setidaknya satu kamar dan paket harga');
    const shape = await join([{ roomId: 'x', ratePlanId: 1 }]);
    expect(shape.statusCode).toBe(400);
    expect((await get(base(JKT))).json().state).toBe('INVITED');
  });

  let draftId = 0;

  it('joins with the chosen pairs at 10 %, once', async () => {
    const res = await join(TWO);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'joinLoyalty');
    const body = res.json();
    expect(body).toMatchObject({
      state: 'JOINED',
      discountPercent: 10,
      events: ['REQUEST_CHANGE', 'UNJOIN'],
    });
    expect(
      body.participation.pairs.map((p: { roomId: number; ratePlanId: number }) => [p.roomId, p.ratePlanId]),
    ).toEqual(TWO.map((p) => [p.roomId, p.ratePlanId]));
    expect(body.history[0]).toMatchObject({
      event: 'JOIN',
      fromState: 'INVITED',
      toState: 'JOINED',
      by: 'Admin Demo',
      at: NOW.toISOString(),
      pairCount: 2,
    });
    const again = await join(TWO);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LOYALTY_TRANSITION_NOT_ALLOWED');
    expect(await loyaltyParticipation(t.db, JKT)).toEqual({ percent: 10, pairs: TWO });
  });

  it('asks a change as a draft; the pairs in force stay until a decision', async () => {
    const same = await change([...TWO].reverse());
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0]).toMatchObject({ field: 'pairs', code: 'loyalty.unchanged' });
    const res = await change(THREE);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'requestLoyaltyChange');
    const body = res.json();
    expect(body.state).toBe('CHANGE_PENDING');
    expect(body.draft.pairs).toHaveLength(3);
    expect(body.draft.requestedBy).toBe('Admin Demo');
    expect(body.participation.pairs).toHaveLength(2);
    draftId = body.draft.draftId;
    expect((await change(TWO)).statusCode).toBe(409);
    expect(await loyaltyParticipation(t.db, JKT)).toEqual({ percent: 10, pairs: TWO });
  });

  it('lists the change in the market managers queue, for market managers only', async () => {
    const res = await get('/api/v1/review/loyalty', MM);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'listLoyaltyReviews');
    const items = res.json().items as {
      hotelId: number;
      draftId: number;
      current: unknown[];
      requested: unknown[];
    }[];
    const mine = items.find((i) => i.hotelId === JKT);
    expect(mine).toMatchObject({ draftId, hotelName: 'Hotel Demo Jakarta' });
    expect(mine?.current).toHaveLength(2);
    expect(mine?.requested).toHaveLength(3);
    // The demo's Bali change, asked two days before the seed ran, is older: it comes first.
    expect(items[0]?.hotelId).toBe(BALI);
    const owner = await get('/api/v1/review/loyalty', ADMIN);
    expect(owner.statusCode).toBe(403);
    await expectContract(owner, 'listLoyaltyReviews');
    expect((await decide(JKT, draftId, { decision: 'APPROVE' }, ADMIN)).statusCode).toBe(403);
  });

  it('rejects with a reason (kept pairs), then approves a new change (pairs replaced)', async () => {
    const noReason = await decide(JKT, draftId, { decision: 'REJECT' });
    expect(noReason.statusCode).toBe(400);
    await expectContract(noReason, 'decideLoyaltyChange');
    expect(noReason.json().errors[0]).toMatchObject({ field: 'reason', code: 'required' });
    expect((await decide(BALI, draftId, { decision: 'APPROVE' })).statusCode).toBe(404);
    const rejected = await decide(JKT, draftId, { decision: 'REJECT', reason: 'Kamar keluarga belum siap.' });
    expect(rejected.statusCode).toBe(200);
    await expectContract(rejected, 'decideLoyaltyChange');
    expect(rejected.json()).toMatchObject({
      state: 'REJECTED',
      decision: { decision: 'REJECT', reason: 'Kamar keluarga belum siap.', by: 'Market Manager Demo' },
    });
    const twice = await decide(JKT, draftId, { decision: 'APPROVE' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('LOYALTY_TRANSITION_NOT_ALLOWED');
    expect(await loyaltyParticipation(t.db, JKT)).toEqual({ percent: 10, pairs: TWO });
    const page = (await get(base(JKT))).json();
    expect(page.lastDecision).toMatchObject({ decision: 'REJECT', reason: 'Kamar keluarga belum siap.' });

    const next = (await change(THREE)).json();
    const approved = await decide(JKT, next.draft.draftId, { decision: 'APPROVE' });
    expect(approved.json().state).toBe('APPROVED');
    expect(await loyaltyParticipation(t.db, JKT)).toEqual({ percent: 10, pairs: THREE });
  });

  it('leaves the programme, logging every transition with who and when', async () => {
    const res = await unjoin();
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'unjoinLoyalty');
    expect(res.json()).toMatchObject({ state: 'UNJOINED', participation: null, events: ['JOIN'] });
    expect(await loyaltyParticipation(t.db, JKT)).toBeNull();
    expect((await unjoin()).statusCode).toBe(409);
    const history = res.json().history as { event: string; by: string; toState: string }[];
    expect(history.map((h) => [h.event, h.toState, h.by])).toEqual([
      ['UNJOIN', 'UNJOINED', 'Admin Demo'],
      ['APPROVE', 'APPROVED', 'Market Manager Demo'],
      ['REQUEST_CHANGE', 'CHANGE_PENDING', 'Admin Demo'],
      ['REJECT', 'REJECTED', 'Market Manager Demo'],
      ['REQUEST_CHANGE', 'CHANGE_PENDING', 'Admin Demo'],
      ['JOIN', 'JOINED', 'Admin Demo'],
    ]);
  });

  it('lets one of two joins sent at once through (the other is 409)', async () => {
    const [a, b] = await Promise.all([join(TWO), join(THREE)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const joins = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM loyalty_events WHERE hotel_id = $1 AND event = 'JOIN'",
      [JKT],
    );
    expect(joins.n).toBe(2);
    expect((await unjoin()).statusCode).toBe(200);
  });

  it('drops a pending change when the property leaves (the queue no longer shows it)', async () => {
    const bali = { ...ADMIN, hotelId: BALI };
    const before = (await get(base(BALI), bali)).json();
    expect(before.state).toBe('CHANGE_PENDING');
    const left = await unjoin(bali, BALI);
    expect(left.json()).toMatchObject({ state: 'UNJOINED', draft: null });
    const queue = (await get('/api/v1/review/loyalty', MM)).json().items as { hotelId: number }[];
    expect(queue.map((i) => i.hotelId)).not.toContain(BALI);
    expect((await decide(BALI, before.draft.draftId, { decision: 'APPROVE' })).statusCode).toBe(409);
  });
});

describe('access', () => {
  it('never reads or writes another property loyalty', async () => {
    // reservation@ works at Jakarta only: Bali is not found, whatever the operation.
    const other = { ...RESERVATION, hotelId: BALI };
    for (const res of [
      await get(base(BALI), other),
      await get(`${base(BALI)}/eligibility`, other),
      await join(TWO, other, BALI),
      await change(TWO, other, BALI),
      await unjoin(other, BALI),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await get(base(JKT), RESERVATION)).statusCode).toBe(200);
  });

  it('follows the route rule: finance roles and properties without the LOYALTY feature are refused', async () => {
    const finance = await get(base(JKT), FINANCE);
    expect(finance.statusCode).toBe(403);
    await expectContract(finance, 'getLoyalty');
    const bandung = { ...ADMIN, hotelId: DEMO_HOTELS.BANDUNG };
    expect((await join(TWO, bandung, DEMO_HOTELS.BANDUNG)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: base(JKT) })).statusCode).toBe(401);
  });
});
