/**
 * The cases of issue 10 "Bad input: never a 500", one by one: each answered 500 INTERNAL (or a raw Fastify
 * body quoting the URL) before. The sweep over every operation is bad-input-sweep.ts (run by bad-input-<n>.db.test.ts).
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../src/openapi/contract.js';
import { createTestApp, DEMO_ACCOUNTS, DEMO_HOTELS, expectContract, type TestApp } from './helpers.js';

const H = DEMO_HOTELS.JAKARTA;
const ADMIN = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: H };
const HUGE = '99999999999999999999';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: 'k' } });
});
afterAll(async () => {
  await t?.close();
});

interface ErrorAnswer {
  code: string;
  message: string;
  errors?: { field: string; code: string; message: string }[];
}

function fieldError(res: { statusCode: number; json: () => unknown }, field: string): ErrorAnswer {
  expect(res.statusCode).toBe(400);
  const body = res.json() as ErrorAnswer;
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.errors?.map((e) => e.field)).toContain(field);
  return body;
}

describe('NUL and lone surrogates are a field error, in any part of a request', () => {
  it('a NUL in a body string: 400 INVALID_CHARACTERS on that field, translated', async () => {
    const send = (lang: string) =>
      t.request({
        method: 'POST',
        url: '/v3/crashlytics',
        headers: { 'x-language': lang },
        payload: { error: 'boom', info: 'a\u0000b' },
      });
    const id = await send('id');
    expect(fieldError(id, 'info').errors).toEqual([
      { field: 'info', code: 'INVALID_CHARACTERS', message: 'Berisi karakter yang tidak diizinkan.' },
    ]);
    await expectContract(id, 'createCrashReport');
    const en = await send('en');
    expect(fieldError(en, 'info').errors?.[0]?.message).toBe('Contains characters that are not allowed.');
  });

  it('a NUL in a nested name, and a lone surrogate, as a signed-in user', async () => {
    const nul = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}/calendars`,
      as: { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.BALI },
      payload: { roomId: 1, name: 'Airbnb\u0000', link: 'https://example.com/a.ics' },
    });
    expect(fieldError(nul, 'name').errors?.find((e) => e.field === 'name')?.code).toBe('INVALID_CHARACTERS');
    const surrogate = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      // JSON.stringify would escape it the same way: \ud800 without its low half.
      payload: JSON.stringify({
        name: 'Ana \ud800',
        email: 'ana@example.com',
        phoneCode: '+62',
        phone: '81234567',
        password: 'Secret!234',
        confirmPassword: 'Secret!234',
      }),
    });
    expect(fieldError(surrogate, 'name').errors?.[0]?.code).toBe('INVALID_CHARACTERS');
  });

  it('a NUL in a query value and in a header value', async () => {
    const query = await t.request({ method: 'GET', url: '/api/v1/dev/outbox?to=a%00b%40example.com' });
    // The outbox exists in tests; either way the NUL never reaches the database.
    expect([400, 404]).toContain(query.statusCode);
    if (query.statusCode === 400)
      expect(fieldError(query, 'to').errors?.[0]?.code).toBe('INVALID_CHARACTERS');

    const header = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/bookings',
      headers: { 'x-api-key': 'k', 'idempotency-key': 'key\u0000x' },
      // A valid body: the body is validated before the headers.
      payload: {
        hotelId: H,
        roomId: 1,
        ratePlanId: 1,
        checkIn: '2030-01-10',
        checkOut: '2030-01-11',
        adults: 1,
        guestName: 'Ana',
      },
    });
    expect(fieldError(header, 'idempotency-key').errors?.[0]?.code).toBe('INVALID_CHARACTERS');
  });

  it('a NUL in a key is reported on its object, without repeating the key', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v3/crashlytics',
      headers: { 'content-type': 'application/json' },
      payload: '{"error":"boom","browser":{"na\\u0000me":"x"}}',
    });
    const body = fieldError(res, 'browser');
    expect(JSON.stringify(body)).not.toContain('\\u0000');
  });
});

describe('integers beyond the database range are a 400', () => {
  it('in a query: ari/changes?roomId=99999999999999999999', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${H}/ari/changes?roomId=${HUGE}`,
      as: ADMIN,
    });
    expect(fieldError(res, 'roomId').errors?.[0]?.code).toBe('TOO_LARGE');
    await expectContract(res, 'listAriChanges');
  });

  it('in a path: DELETE calendars/9999… and POST calendars/export/9999…/rotate', async () => {
    const home = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.BALI };
    const del = await t.request({
      method: 'DELETE',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}/calendars/${HUGE}`,
      as: home,
    });
    expect(fieldError(del, 'calendarId').errors?.[0]?.code).toBe('TOO_LARGE');
    const rotate = await t.request({
      method: 'POST',
      url: `/api/v1/hotels/${DEMO_HOTELS.BALI}/calendars/export/${HUGE}/rotate`,
      as: home,
    });
    expect(fieldError(rotate, 'roomId').errors?.[0]?.code).toBe('TOO_LARGE');
  });

  it('in a body: session/hotel {"hotelId":1e308}', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/auth/session/hotel',
      as: ADMIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"hotelId":1e308}',
    });
    expect(fieldError(res, 'hotelId').errors?.[0]?.code).toBe('TOO_LARGE');
  });

  it('no operation of a property reads an id written otherwise than as a plain decimal', async () => {
    // Before: GET hotels/0x3EA/manage-user, rooms, rate-plans, surcharges... answered 200 with property 1002's
    // data to a user who is not one of its users (the membership check read only plain decimals, ajv all).
    const outsider = { accountId: DEMO_ACCOUNTS.DRAFT.id, hotelId: null };
    const ops = listOperations(await loadContract()).filter((o) => o.path.includes('{hotelId}'));
    expect(ops.length).toBeGreaterThan(20);
    for (const op of ops) {
      for (const id of ['0x3EA', '01002', '1.002e3']) {
        const url = op.path.replace('{hotelId}', id).replace(/{\w+}/g, '1');
        const method = op.method.toUpperCase() as 'GET';
        const res = await t.request({ method, url, as: outsider, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
      }
    }
  });

  it('a property id written otherwise than as a plain decimal is refused, never read as another property', async () => {
    // 0x3EA, 1.002e3 and 01002 are all 1002 to a lenient parser: the membership check must not be skipped.
    const outsider = { accountId: DEMO_ACCOUNTS.DRAFT.id, hotelId: null };
    for (const id of ['0x3EA', '1.002e3', '01002', '%201002']) {
      const res = await t.request({ method: 'GET', url: `/api/v1/hotels/${id}/rate-plans`, as: outsider });
      expect(res.statusCode, id).toBe(400);
      expect((res.json() as ErrorAnswer).errors?.[0]).toMatchObject({
        field: 'hotelId',
        code: 'INVALID_TYPE',
      });
    }
  });
});

describe('dates are checked in bulk updates and the three bulk-update aliases', () => {
  const period = { start: '2026-03-01T25:61:00Z', end: '2026-03-02' };
  const cases = [
    ['ari/bulk-updates', { period, days: [], ratePlanIds: [1], closeOut: true }],
    ['bulk-update/close-out', { period, days: [], ratePlanIds: [1], closeOut: true }],
    ['bulk-update/restrictions', { period, days: [], ratePlanIds: [1], restrictions: {} }],
    ['bulk-update/cancellation-policy', { period, days: [], ratePlanIds: [1], cancellationPolicy: null }],
  ] as const;
  for (const [path, payload] of cases) {
    it(`${path}: period.start "2026-03-01T25:61:00Z" is 400 INVALID_FORMAT`, async () => {
      const res = await t.request({
        method: 'POST',
        url: `/api/v1/hotels/${H}/${path}`,
        as: { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: H },
        payload,
      });
      const body = fieldError(res, 'period.start');
      expect(body.errors?.find((e) => e.field === 'period.start')?.code).toBe('INVALID_FORMAT');
    });
  }

  it('an impossible calendar date (30 February) is refused too', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/marketplace/quote',
      headers: { 'x-api-key': 'k' },
      payload: {
        hotelId: H,
        roomId: 1,
        ratePlanId: 1,
        checkIn: '2027-02-30',
        checkOut: '2027-03-02',
        adults: 1,
      },
    });
    expect(fieldError(res, 'checkIn').errors?.find((e) => e.field === 'checkIn')?.code).toBe(
      'INVALID_FORMAT',
    );
  });
});

describe("Fastify's own errors in the error shape, translated, without echoing the input", () => {
  it('414 for a path parameter over the router limit', async () => {
    const long = 'x'.repeat(500);
    const id = await t.request({ method: 'GET', url: `/api/v1/hotels/${long}`, as: ADMIN });
    expect(id.statusCode).toBe(414);
    expect(id.json()).toEqual({ code: 'URL_TOO_LONG', message: 'Alamat yang diminta terlalu panjang.' });
    expect(id.headers['x-request-id']).toBeTruthy();
    const en = await t.request({
      method: 'POST',
      url: `/api/v1/otp/generate/${long}`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json()).toEqual({ code: 'URL_TOO_LONG', message: 'The requested address is too long.' });
    expect(en.body).not.toContain('xxxx');
  });

  it('400 for a path that does not decode, 413, 415 and bad JSON', async () => {
    const bad = await t.request({ method: 'GET', url: '/api/v1/hotels/%E0%A4%A', as: ADMIN });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'BAD_URL', message: 'Alamat yang diminta tidak valid.' });

    const big = await t.request({
      method: 'POST',
      url: '/v3/crashlytics',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: `{"error":"${'x'.repeat(1_100_000)}"}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });

    const type = await t.request({
      method: 'POST',
      url: '/v3/crashlytics',
      headers: { 'content-type': 'application/x-nothing' },
      payload: 'a',
    });
    expect(type.statusCode).toBe(415);
    expect((type.json() as ErrorAnswer).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const json = await t.request({
      method: 'POST',
      url: '/v3/crashlytics',
      headers: { 'content-type': 'application/json' },
      payload: '{"error": "secret-input',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ code: 'MALFORMED_JSON', message: 'Isi permintaan bukan JSON yang valid.' });
  });

  it("a request Node's parser refuses gets the error shape, not Fastify's body", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /healthz HTTP/1.1\r\nHost x\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as ErrorAnswer;
    expect(body).toEqual({ code: 'BAD_REQUEST', message: 'Permintaan tidak dapat diproses.' });
  });
});
