import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';
import { DEMO_PENDING_ROOM } from '../../seed/registration.js';

let t: TestApp;
const MM = { accountId: DEMO_ACCOUNTS.MM.id, hotelId: null };
const ADMIN = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.JAKARTA };
const PENDING_OWNER = { accountId: DEMO_ACCOUNTS.PENDING.id, hotelId: DEMO_HOTELS.PENDING };
// The seed puts the pending hotel's submit 30 hours before the seed's (real) clock; the server's clock runs
// 20 hours later, so the hotel is 50 hours old: past the 48-hour target.
const LATER_MS = 20 * 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + LATER_MS) });
});
afterAll(async () => {
  await t?.close();
});

type As = { accountId: number; hotelId: number | null };
const call = (method: 'GET' | 'POST', url: string, as: As, payload?: object) =>
  t.request({ method, url, as, ...(payload ? { payload } : {}) });
const decide = (hotelId: number, payload: object, as: As = MM) =>
  call('POST', `/api/v1/review/properties/${hotelId}/decision`, as, payload);
const status = async (hotelId: number) =>
  (
    await t.db.one<{ active_status: number }>('SELECT active_status FROM hotels WHERE hotel_id = $1', [
      hotelId,
    ])
  ).active_status;
const outbox = (kind: string) =>
  t.db.query<{ to_email: string; lang: string; subject: string }>(
    'SELECT to_email, lang, subject FROM mail_outbox WHERE kind = $1 ORDER BY id',
    [kind],
  );

describe('review by market managers', () => {
  it('is for market managers only (403 for anyone else)', async () => {
    for (const as of [ADMIN, PENDING_OWNER, { accountId: DEMO_ACCOUNTS.CS.id, hotelId: null }]) {
      const list = await call('GET', '/api/v1/review/properties', as);
      expect(list.statusCode).toBe(403);
      await expectContract(list, 'listPropertyReviews');
      expect((await call('GET', `/api/v1/review/properties/${DEMO_HOTELS.PENDING}`, as)).statusCode).toBe(
        403,
      );
      expect((await decide(DEMO_HOTELS.PENDING, { decision: 'APPROVE_OFFLINE' }, as)).statusCode).toBe(403);
    }
    expect(await status(DEMO_HOTELS.PENDING)).toBe(-1);
  });

  it('queues the submitted demo hotel with its age against the 2x24 h target', async () => {
    const r = await call('GET', '/api/v1/review/properties', MM);
    await expectContract(r, 'listPropertyReviews');
    expect(r.json().targetHours).toBe(48);
    const item = r.json().items.find((i: { hotelId: number }) => i.hotelId === DEMO_HOTELS.PENDING);
    expect(item).toMatchObject({
      queue: 'SUBMITTED',
      accommodationType: 'HOTEL',
      ownerEmail: DEMO_ACCOUNTS.PENDING.email,
      overdue: true,
    });
    expect(item.ageHours).toBeGreaterThanOrEqual(49);
    expect(item.ageHours).toBeLessThanOrEqual(50);
    // Drafts and approved-online properties are not in the queue.
    const ids = r.json().items.map((i: { hotelId: number }) => i.hotelId);
    expect(ids).not.toContain(DEMO_HOTELS.DRAFT_VILLA);
    expect(ids).not.toContain(DEMO_HOTELS.JAKARTA);
  });

  it('shows the whole registration read-only; an unknown property is 404', async () => {
    const r = await call('GET', `/api/v1/review/properties/${DEMO_HOTELS.PENDING}`, MM);
    await expectContract(r, 'getPropertyReview');
    const body = r.json();
    expect(body.registration).toMatchObject({ activeStatus: -1, propertyType: 'HOTEL' });
    // Everything but photos (the seed keeps none: they live in the photo storage).
    expect(body.registration.checks.map((c: { field: string }) => c.field)).toEqual([
      'PROPERTY_PHOTO.photos',
      'PROPERTY_PHOTO.mainPhoto',
    ]);
    expect(body.registration.agreement.version).toBeTruthy();
    expect(body.registration.paymentDetail.method).toBe('BANK_TRANSFER');
    expect(body.contacts.flatMap((c: { kinds: string[] }) => c.kinds).sort()).toEqual([
      'AGREEMENT',
      'FINANCE',
      'PRIMARY',
      'RESERVATION',
    ]);
    expect(body.rooms[0]).toMatchObject({ roomId: DEMO_PENDING_ROOM });
    expect(body.rooms[0].facilities.length).toBeGreaterThanOrEqual(3);
    expect(body.policy).toMatchObject({ breakfastFrom: '06:30', breakfastUntil: '10:00' });
    expect(body.owner.email).toBe(DEMO_ACCOUNTS.PENDING.email);
    const missing = await call('GET', '/api/v1/review/properties/999999', MM);
    expect(missing.statusCode).toBe(404);
    await expectContract(missing, 'getPropertyReview');
  });

  it('refuses decisions that do not fit the status or lack a reason', async () => {
    const noReason = await decide(DEMO_HOTELS.PENDING, { decision: 'REJECT', reason: 'short' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toMatchObject({ field: 'reason', code: 'min_length' });
    await expectContract(noReason, 'decideProperty');
    for (const hotelId of [DEMO_HOTELS.DRAFT_VILLA, DEMO_HOTELS.JAKARTA]) {
      const r = await decide(hotelId, { decision: 'APPROVE_ONLINE' });
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('DECISION_NOT_ALLOWED');
      await expectContract(r, 'decideProperty');
    }
  });

  it('rejects with a reason, the owner restarts, submits again; approve offline then online', async () => {
    const hotelId = DEMO_HOTELS.PENDING;
    const reason = 'Foto properti belum ada; unggah minimal tiga foto.';
    const rejected = await decide(hotelId, { decision: 'REJECT', reason });
    await expectContract(rejected, 'decideProperty');
    expect(rejected.json()).toMatchObject({ activeStatus: 0, decision: { decision: 'REJECT', reason } });
    expect(rejected.json().decision.by).toBe('Market Manager Demo');
    const mails = await outbox('registration.REJECT');
    expect(mails.map((m) => m.to_email)).toContain(DEMO_ACCOUNTS.PENDING.email);
    expect(mails[0]!.subject).toContain('Properti Pending Yogyakarta');

    const seen = await call('GET', `/api/v1/hotels/${hotelId}/registration`, PENDING_OWNER);
    expect(seen.json()).toMatchObject({ lock: 'REGISTRATION_REJECTED', rejectionReason: reason });
    const edit = await call('POST', `/api/v1/hotels/${hotelId}/registration/progress`, PENDING_OWNER, {
      step: 'GENERAL_INFO',
    });
    expect(edit.json().code).toBe('REGISTRATION_REJECTED');

    const restarted = await call('POST', `/api/v1/hotels/${hotelId}/registration/restart`, PENDING_OWNER);
    await expectContract(restarted, 'restartRegistration');
    expect(restarted.json()).toMatchObject({ activeStatus: -3, editable: true, propertyType: 'HOTEL' });
    const again = await call('POST', `/api/v1/hotels/${hotelId}/registration/restart`, PENDING_OWNER);
    expect(again.json().code).toBe('REGISTRATION_NOT_REJECTED');

    // The seed has no photos: three with a main photo make it complete.
    for (const n of [1, 2, 3]) {
      await t.db.query(
        `INSERT INTO property_photos (hotel_id, variants, content_hash, width, height, bytes, is_main)
         VALUES ($1, $2::jsonb, $3, 1200, 800, 150000, $4)`,
        [hotelId, JSON.stringify({ large: `${hotelId}/p${n}-large.jpg` }), `p${n}`, n === 1],
      );
    }
    const submitted = await call('POST', `/api/v1/hotels/${hotelId}/registration/submit`, PENDING_OWNER);
    expect(submitted.statusCode).toBe(200);
    const review = await call('GET', `/api/v1/review/properties/${hotelId}`, MM);
    expect(review.json().photos[0].variants[0].url).toBe(`/media/${hotelId}/p1-large.jpg`);

    expect(await t.db.query('SELECT 1 FROM rate_plans WHERE hotel_id = $1', [hotelId])).toHaveLength(0);
    const offline = await decide(hotelId, { decision: 'APPROVE_OFFLINE' });
    expect(offline.json().activeStatus).toBe(1);
    const plans = await t.db.query<{ name: string; type: string; rooms: string[] }>(
      `SELECT p.name, p.type, ARRAY(SELECT room_id::text FROM rate_plan_rooms r
                                     WHERE r.hotel_id = p.hotel_id AND r.rate_plan_id = p.rate_plan_id) AS rooms
         FROM rate_plans p WHERE p.hotel_id = $1`,
      [hotelId],
    );
    expect(plans).toEqual([{ name: 'Standar', type: 'DAILY', rooms: [String(DEMO_PENDING_ROOM)] }]);
    const queue = await call('GET', '/api/v1/review/properties', MM);
    const item = queue.json().items.find((i: { hotelId: number }) => i.hotelId === hotelId);
    expect(item).toMatchObject({ queue: 'AWAITING_ACTIVATION', overdue: false });

    const online = await decide(hotelId, { decision: 'APPROVE_ONLINE' });
    expect(online.json().activeStatus).toBe(2);
    expect(await t.db.query('SELECT 1 FROM rate_plans WHERE hotel_id = $1', [hotelId])).toHaveLength(1);
    expect((await decide(hotelId, { decision: 'APPROVE_ONLINE' })).statusCode).toBe(409);
    expect((await outbox('registration.APPROVE_OFFLINE')).length).toBeGreaterThan(0);
    expect((await outbox('registration.APPROVE_ONLINE')).length).toBeGreaterThan(0);
    const log = await call('GET', `/api/v1/hotels/${hotelId}/registration`, PENDING_OWNER);
    expect(log.json().decisions.map((d: { decision: string }) => d.decision)).toEqual([
      'SUBMIT',
      'REJECT',
      'SUBMIT',
      'APPROVE_OFFLINE',
      'APPROVE_ONLINE',
    ]);
    // The owner's rooms now show in the rates area with the default plan.
    const rooms = await call('GET', `/api/v1/hotels/${hotelId}/rooms`, PENDING_OWNER);
    expect(rooms.statusCode).toBe(200);
    expect(rooms.json().items[0].ratePlanIds).toHaveLength(1);
  });
});
