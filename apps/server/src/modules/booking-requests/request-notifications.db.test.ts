/**
 * The notification centre hears of special requests, reschedule requests and new guest reviews (migration 0662's
 * triggers), on PGlite and PostgreSQL: each entry has its kind and facts, reads back through the contract, and
 * another property's staff never see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, notificationLink, todayInZone, type NotificationParams } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  type TestApp,
} from '../../../test/helpers.js';

const H: number = DEMO_HOTELS.JAKARTA;
const BANDUNG: number = DEMO_HOTELS.BANDUNG;
const ADMIN = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: H };
const headers = { 'x-api-key': MARKETPLACE_KEY };
const NOW = new Date();
const d = (n: number) =>
  addDays(
    todayInZone('Asia/Jakarta', () => NOW),
    n,
  );
let t: TestApp;

interface Entry {
  kind: string;
  params: NotificationParams;
}

async function entries(hotelId: number, as = { ...ADMIN, hotelId }) {
  const res = await t.request({ method: 'GET', url: `/api/v1/hotels/${hotelId}/notifications?size=100`, as });
  expect(res.statusCode, res.body).toBe(200);
  await expectContract(res, 'listNotifications');
  return res.json<{ items: Entry[] }>().items;
}

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, clock: () => NOW });
}, 120_000);
afterAll(() => t?.close());

describe('request and review notifications', () => {
  it('a special request, a reschedule request and a review each notify the property, with their facts and link', async () => {
    const link = await t.db.one<{ room_id: number; rate_plan_id: number }>(
      'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id LIMIT 1',
      [H],
    );
    await t.db.query(
      `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
              adv_min = NULL, adv_max = NULL, rate = 450000, occupancy_rates = NULL
        WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
      [H, link.room_id, d(90), d(99)],
    );
    await t.db.query(
      'UPDATE room_inventory SET allotment = sold + 5 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
      [H, link.room_id, d(90), d(99)],
    );
    const booked = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { ...headers, 'idempotency-key': 'notify-1' },
      payload: {
        hotelId: H,
        roomId: Number(link.room_id),
        ratePlanId: Number(link.rate_plan_id),
        checkIn: d(90),
        checkOut: d(92),
        adults: 2,
        guestName: 'Bayu Pratama',
        itineraryId: 'ITIN-NOTIFY-1',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json<{ bookingId: number }>().bookingId;
    const special = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${bookingId}/special-requests`,
      headers,
      payload: { text: 'Kasur tambahan' },
    });
    expect(special.statusCode).toBe(201);
    const reschedule = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/bookings/${bookingId}/reschedule-requests`,
      headers,
      payload: { checkIn: d(95), checkOut: d(97) },
    });
    expect(reschedule.statusCode, reschedule.body).toBe(201);
    const review = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/reviews',
      headers,
      payload: {
        hotelId: H,
        reviewId: 'notify-review-1',
        guestName: 'Citra Kirana',
        travellerType: 'FAMILY',
        score: 8,
        checkIn: d(-10),
        checkOut: d(-8),
        reviewedAt: addDays(d(-7), 0) + 'T03:00:00Z',
      },
    });
    expect(review.statusCode, review.body).toBe(201);

    const items = await entries(H);
    const of = (kind: string) => items.find((e) => e.kind === kind);
    expect(of('SPECIAL_REQUEST')?.params).toMatchObject({
      bookingId,
      guestName: 'Bayu Pratama',
      itineraryId: 'ITIN-NOTIFY-1',
    });
    expect(of('RESCHEDULE_REQUEST')?.params).toMatchObject({ bookingId, guestName: 'Bayu Pratama' });
    expect(of('REVIEW_NEW')?.params).toMatchObject({ guestName: 'Citra Kirana', score: 8 });
    expect(notificationLink('SPECIAL_REQUEST', of('SPECIAL_REQUEST')!.params)).toBe(
      `/v3/booking/search-bookings?booking=${bookingId}`,
    );
    expect(notificationLink('REVIEW_NEW', of('REVIEW_NEW')!.params)).toBe(
      '/v3/report-analytics/guest-review',
    );

    const elsewhere = await entries(BANDUNG);
    expect(
      elsewhere.some((e) => e.params.bookingId === bookingId || e.params.guestName === 'Citra Kirana'),
    ).toBe(false);
  });
});
