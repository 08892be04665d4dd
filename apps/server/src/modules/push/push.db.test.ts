/**
 * Web push through HTTP on PGlite and PostgreSQL: the VAPID key of the contract, a device's registration
 * (GraphQL setFirebaseToken: the PushSubscription JSON, checked), and the push a guest's chat message sends: an
 * encrypted (aes128gcm, decrypted here with the device's private key), VAPID-signed POST that reaches a local
 * server standing in for the push service, only for the property's chat roles who allow notifications; a
 * subscription answered 410 is dropped; a push service that fails does not fail the guest's request.
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece (web-push's own RFC 8188 implementation) ships no types
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  MARKETPLACE_KEY,
  type TestApp,
} from '../../../test/helpers.js';
import { seal } from '../../db/secret-box.js';
import type { PushTransport } from './sender.js';
import { resolveVapidKeys, VAPID_SEAL_PURPOSE } from './vapid.js';

const JKT: number = DEMO_HOTELS.JAKARTA;
const BALI: number = DEMO_HOTELS.BALI;
const SERVICE = 'https://push.example.com';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The push service: records every POST; a path listed in `answers` gets that status, else 201. */
let received: Received[] = [];
const answers = new Map<string, number>();
let pushService: Server;
let t: TestApp;

/** Posts what would go to https://push.example.com/... to the local push service (the transport of the test). */
const localTransport: PushTransport = {
  async send(request) {
    const url = new URL(request.endpoint);
    if (url.origin !== SERVICE) throw new Error(`unexpected push service ${url.origin}`);
    const { port } = pushService.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${url.pathname}`, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    return response.status;
  },
};

interface Device {
  ecdh: ECDH;
  auth: string;
  path: string;
  token: string;
}

function device(path: string): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const token = JSON.stringify({
    endpoint: `${SERVICE}${path}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
  });
  return { ecdh, auth, path, token };
}

const SET = `mutation Set($firebaseToken: String!) {
  setFirebaseToken(firebaseToken: $firebaseToken) { code message errors { field code message } }
}`;

/** setFirebaseToken as the account, whose current property is `hotelId` (its last one). */
async function register(accountId: number, hotelId: number, firebaseToken: string, lang = 'en') {
  await t.db.query('UPDATE accounts SET last_hotel_id = $2 WHERE id = $1', [accountId, hotelId]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { token: await t.token(accountId, hotelId), lang },
    payload: { query: SET, variables: { firebaseToken } },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: {
      setFirebaseToken: {
        code: string;
        message: string;
        errors: { field: string; code: string; message: string }[];
      };
    };
  }>().data.setFirebaseToken;
}

async function bookingAt(hotelId: number, itineraryId: string): Promise<number> {
  const row = await t.db.one<{ booking_id: string | number }>(
    `INSERT INTO bookings (hotel_id, itinerary_id, idempotency_key, room_id, rate_plan_id, check_in, check_out,
                           adults, guest_name, total_price, nightly_rates, status)
     VALUES ($1, $2, $2, 1, 1, current_date + 3, current_date + 5, 2, 'Sari Wulandari', 1000000,
             '{500000,500000}', 'CONFIRMED')
     RETURNING booking_id`,
    [hotelId, itineraryId],
  );
  return Number(row.booking_id);
}

const guestSays = (bookingId: number, body: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/marketplace/bookings/${bookingId}/chat/messages`,
    headers: { 'x-api-key': MARKETPLACE_KEY },
    payload: { body },
  });

const tokensOf = (path: string) =>
  t.db.query<{ account_id: string; business_id: string }>(
    'SELECT account_id::text, business_id FROM push_tokens WHERE endpoint = $1 ORDER BY business_id',
    [`${SERVICE}${path}`],
  );

function decrypt(d: Device, body: Buffer): unknown {
  const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth }) as Buffer;
  return JSON.parse(plain.toString('utf8'));
}

beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY }, pushTransport: localTransport });
  // A property manager (role 3) of Jakarta: sees the notification centre, not chat.
  await t.db.query(`UPDATE hotel_users SET roles = '{3}' WHERE hotel_id = $1 AND account_id = $2`, [
    JKT,
    DEMO_ACCOUNTS.FINANCE.id,
  ]);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  answers.clear();
});

describe('the key', () => {
  it('gives signed-in callers the VAPID public key, the same on every start', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/push/config' })).statusCode).toBe(401);
    const r = await t.request({
      method: 'GET',
      url: '/api/v1/push/config',
      as: { accountId: 1, hotelId: JKT },
    });
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'getPushConfig');
    const key = r.json<{ applicationServerKey: string }>().applicationServerKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(t.app.ctx.push.publicKey).toBe(key);
    // Kept in settings with the private key sealed, not in the clear.
    const kept = await t.db.one<{ value: string }>(`SELECT value FROM settings WHERE key = 'vapid_keys'`);
    expect(JSON.parse(kept.value)).toMatchObject({
      publicKey: key,
      sealedPrivateKey: expect.stringMatching(/^v1\./),
    });
  });
});

describe('the kept key pair', () => {
  it('is read again by the next start, replaced when it no longer opens, and overridden by the environment', async () => {
    const secret = t.app.ctx.sessionKey;
    const kept = await resolveVapidKeys(t.db, { vapidKeys: undefined }, secret);
    expect(kept.publicKey).toBe(t.app.ctx.push.publicKey);
    expect(await resolveVapidKeys(t.db, { vapidKeys: undefined }, secret)).toEqual(kept);

    const warnings: unknown[] = [];
    const otherSecret = new TextEncoder().encode('another-secret-of-at-least-32-characters');
    const replaced = await resolveVapidKeys(t.db, { vapidKeys: undefined }, otherSecret, {
      warn: (o: object) => void warnings.push(o),
    });
    expect(replaced.publicKey).not.toBe(kept.publicKey);
    expect(warnings).toHaveLength(1);
    expect(await resolveVapidKeys(t.db, { vapidKeys: undefined }, otherSecret)).toEqual(replaced);

    const configured = { publicKey: kept.publicKey, privateKey: kept.privateKey };
    expect(await resolveVapidKeys(t.db, { vapidKeys: configured }, otherSecret)).toBe(configured);
    // Back to the app's own pair for the tests below.
    await t.db.query(`DELETE FROM settings WHERE key = 'vapid_keys'`);
    await t.db.query(`INSERT INTO settings (key, value) VALUES ('vapid_keys', $1)`, [
      JSON.stringify({
        publicKey: kept.publicKey,
        sealedPrivateKey: seal(secret, VAPID_SEAL_PURPOSE, kept.privateKey),
      }),
    ]);
  });
});

describe('registration', () => {
  it('refuses a token that is not a usable subscription, with a field error (never a 500)', async () => {
    const good = JSON.parse(device('/x').token) as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    const cases: [string, string][] = [
      ['   ', 'REQUIRED'],
      ['x'.repeat(4097), 'TOO_LONG'],
      ['device-1', 'PUSH_SUBSCRIPTION_INVALID'],
      ['[1]', 'PUSH_SUBSCRIPTION_INVALID'],
      [JSON.stringify({ endpoint: good.endpoint }), 'PUSH_SUBSCRIPTION_INVALID'],
      [JSON.stringify({ ...good, keys: { ...good.keys, p256dh: 'AAAA' } }), 'PUSH_SUBSCRIPTION_INVALID'],
      [JSON.stringify({ ...good, keys: { ...good.keys, auth: '***' } }), 'PUSH_SUBSCRIPTION_INVALID'],
      [JSON.stringify({ ...good, endpoint: 'http://push.example.com/x' }), 'PUSH_ENDPOINT_INVALID'],
      [JSON.stringify({ ...good, endpoint: 'https://127.0.0.1/x' }), 'PUSH_ENDPOINT_INVALID'],
      [JSON.stringify({ ...good, endpoint: 'https://10.1.2.3/x' }), 'PUSH_ENDPOINT_INVALID'],
      [JSON.stringify({ ...good, endpoint: 'https://localhost/x' }), 'PUSH_ENDPOINT_INVALID'],
      [JSON.stringify({ ...good, endpoint: 'not a url' }), 'PUSH_ENDPOINT_INVALID'],
    ];
    for (const [token, code] of cases) {
      const answer = await register(DEMO_ACCOUNTS.ADMIN.id, JKT, token);
      expect(answer, token.slice(0, 60)).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'firebaseToken', code }],
      });
      expect(answer.errors[0]?.message).not.toBe(code);
    }
    const id = await register(DEMO_ACCOUNTS.ADMIN.id, JKT, 'device-1', 'id');
    expect(id.errors[0]?.message).toMatch(/browser ini/);
    expect(
      await t.db.query('SELECT 1 FROM push_tokens WHERE account_id = $1', [DEMO_ACCOUNTS.ADMIN.id]),
    ).toEqual([]);
  });

  it('keeps a device per property; a device registered by another account leaves the first', async () => {
    const d = device('/shared-browser');
    expect((await register(DEMO_ACCOUNTS.ADMIN.id, JKT, d.token)).code).toBe('SUCCESS');
    expect((await register(DEMO_ACCOUNTS.ADMIN.id, BALI, d.token)).code).toBe('SUCCESS');
    expect(await tokensOf(d.path)).toEqual([
      { account_id: '1', business_id: String(JKT) },
      { account_id: '1', business_id: String(BALI) },
    ]);
    expect((await register(DEMO_ACCOUNTS.RESERVATION.id, JKT, d.token)).code).toBe('SUCCESS');
    expect(await tokensOf(d.path)).toEqual([{ account_id: '2', business_id: String(JKT) }]);
    await t.db.query('DELETE FROM push_tokens');
  });
});

describe('a guest message', () => {
  it('is pushed, encrypted and VAPID-signed, to the chat roles of the property only', async () => {
    const admin = device('/admin-jkt');
    const adminAtBali = device('/admin-bali');
    const reservation = device('/reservation-jkt');
    const manager = device('/manager-jkt');
    const outsider = device('/outsider');
    expect((await register(DEMO_ACCOUNTS.ADMIN.id, JKT, admin.token)).code).toBe('SUCCESS');
    expect((await register(DEMO_ACCOUNTS.ADMIN.id, BALI, adminAtBali.token)).code).toBe('SUCCESS');
    expect((await register(DEMO_ACCOUNTS.RESERVATION.id, JKT, reservation.token)).code).toBe('SUCCESS');
    expect((await register(DEMO_ACCOUNTS.FINANCE.id, JKT, manager.token)).code).toBe('SUCCESS');
    // A row for Jakarta of an account that is not its user (account 7 is a user of another property only).
    await t.db.query(
      `INSERT INTO push_tokens (account_id, business_id, endpoint, firebase_token) VALUES (7, $1, $2, $3)`,
      [String(JKT), `${SERVICE}${outsider.path}`, outsider.token],
    );
    // The reservation user turned notifications off.
    await t.db.query(
      `UPDATE hotel_users SET notification_allowed = false WHERE hotel_id = $1 AND account_id = 2`,
      [JKT],
    );

    const bookingId = await bookingAt(JKT, 'PUSH-1');
    const sent = await guestSays(bookingId, 'Boleh check-in jam 11?');
    expect(sent.statusCode).toBe(201);
    await t.app.ctx.push.idle();

    expect(received.map((r) => r.path)).toEqual([admin.path]);
    const push = received[0]!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['content-type']).toBe('application/octet-stream');
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers.urgency).toBe('high');

    // Authorization: vapid t=<ES256 JWT for the push service's origin>, k=<the server's public key>.
    const auth = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(push.headers.authorization ?? '');
    expect(auth).not.toBeNull();
    const [, jwt, k] = auth!;
    expect(k).toBe(t.app.ctx.push.publicKey);
    const point = Buffer.from(k!, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(jwt!, key, { audience: SERVICE });
    expect(payload.sub).toBe(t.config.vapidSubject);

    const { messageId } = sent.json<{ messageId: number }>();
    const channel = await t.db.one<{ channel_url: string }>(
      'SELECT channel_url FROM chat_channels WHERE hotel_id = $1 AND booking_id = $2',
      [JKT, bookingId],
    );
    expect(decrypt(admin, push.body)).toEqual({
      message_id: messageId,
      channel: { name: 'Sari Wulandari', channel_url: channel.channel_url },
      custom_type: 'CHAT_MESSAGE',
      type: 'MESG',
      message: 'Boleh check-in jam 11?',
      data: { hotelId: JKT, bookingId, itineraryId: 'PUSH-1' },
    });
    // Nobody else can read it: the reservation user's keys do not open it.
    expect(() => decrypt(reservation, push.body)).toThrow();
  });

  it('drops a subscription its push service says is gone (410), and keeps the others', async () => {
    await t.db.query('UPDATE hotel_users SET notification_allowed = true WHERE hotel_id = $1', [JKT]);
    const gone = device('/gone');
    const alive = device('/alive');
    expect((await register(DEMO_ACCOUNTS.ADMIN.id, JKT, gone.token)).code).toBe('SUCCESS');
    expect((await register(DEMO_ACCOUNTS.ADMIN.id, BALI, gone.token)).code).toBe('SUCCESS');
    expect((await register(DEMO_ACCOUNTS.RESERVATION.id, JKT, alive.token)).code).toBe('SUCCESS');
    answers.set(gone.path, 410);
    answers.set('/admin-jkt', 500);
    const sent = await guestSays(await bookingAt(JKT, 'PUSH-2'), 'Halo');
    expect(sent.statusCode).toBe(201);
    await t.app.ctx.push.idle();
    expect(received.map((r) => r.path).sort()).toEqual(['/admin-jkt', '/alive', '/gone', '/reservation-jkt']);
    expect(await tokensOf(gone.path)).toEqual([]);
    expect(await tokensOf(alive.path)).toHaveLength(1);
    // A 500 is a passing fault of the push service: the subscription stays.
    expect(await tokensOf('/admin-jkt')).toHaveLength(1);
  });

  it('carries the start of a long message, cut between characters to fit one push', async () => {
    const long = device('/long');
    expect((await register(DEMO_ACCOUNTS.ADMIN.id, JKT, long.token)).code).toBe('SUCCESS');
    const text = `${'Halo '.repeat(100)}${'🏨'.repeat(1500)}`;
    expect((await guestSays(await bookingAt(JKT, 'PUSH-LONG'), text)).statusCode).toBe(201);
    await t.app.ctx.push.idle();
    const push = received.find((r) => r.path === long.path)!;
    expect(push.body.length).toBeLessThanOrEqual(4096);
    const { message } = decrypt(long, push.body) as { message: string };
    expect(text.startsWith(message)).toBe(true);
    expect(Buffer.byteLength(message)).toBeLessThanOrEqual(2400);
    expect(Buffer.byteLength(message)).toBeGreaterThan(2390);
  });

  it('is recorded although the push service cannot be reached', async () => {
    const down = device('/down');
    expect((await register(DEMO_ACCOUNTS.ADMIN.id, JKT, down.token)).code).toBe('SUCCESS');
    const original = localTransport.send;
    localTransport.send = () => Promise.reject(new Error('connection refused'));
    try {
      const sent = await guestSays(await bookingAt(JKT, 'PUSH-3'), 'Ada orang?');
      expect(sent.statusCode).toBe(201);
      await t.app.ctx.push.idle();
    } finally {
      localTransport.send = original;
    }
    expect(await tokensOf(down.path)).toHaveLength(1);
  });
});
