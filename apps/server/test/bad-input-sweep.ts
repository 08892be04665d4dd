/**
 * Bad input is never a 500: every operation of the contract (read from the bundled contract, so a new
 * operation is swept the day it is added) gets schema-derived bad values in its path, query, headers and body
 * (wrong types, out of bounds, bad dates, NUL, lone surrogates, huge strings, unknown keys, `__proto__`, huge
 * integers), as a user of the property and without a session. Every answer must be below 500, and an error
 * answer must be the one error shape without echoing the input.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadContract, type ContractOperation } from '../src/openapi/contract.js';
import { dereference } from '../src/openapi/routes.js';
import {
  badJsonValues,
  badWireValues,
  bodyPaths,
  schemaAt,
  validValue,
  withValueAt,
  type Schema,
} from './fuzz.js';
import { createTestApp, DEMO_ACCOUNTS, DEMO_HOTELS, type TestApp } from './helpers.js';

const API_KEY = 'fuzz-marketplace-key';
const HOTELS: [number, number] = [DEMO_HOTELS.JAKARTA, DEMO_HOTELS.BALI];

/** A real id of each path parameter in a property (else an id that does not exist). */
const ID_QUERIES: Record<string, string> = {
  roomId: 'SELECT room_id AS id FROM rooms WHERE hotel_id = $1 ORDER BY room_id LIMIT 1',
  ratePlanId: 'SELECT rate_plan_id AS id FROM rate_plans WHERE hotel_id = $1 ORDER BY rate_plan_id LIMIT 1',
  childrenRatePlanId:
    'SELECT children_rate_plan_id AS id FROM children_rate_plans WHERE hotel_id = $1 ORDER BY 1 LIMIT 1',
  surchargeId: 'SELECT surcharge_id AS id FROM surcharges WHERE hotel_id = $1 ORDER BY 1 LIMIT 1',
  userRoleId: 'SELECT user_role_id AS id FROM hotel_users WHERE hotel_id = $1 ORDER BY 1 DESC LIMIT 1',
  bookingId: 'SELECT booking_id AS id FROM bookings WHERE hotel_id = $1 ORDER BY 1 LIMIT 1',
};

interface Probe {
  what: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** JSON text of the body, or undefined for none. */
  payload?: string;
  contentType?: string;
}

/** encodeURIComponent that sends a lone surrogate as its (invalid) UTF-8 bytes instead of throwing. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))
      .join('');
  }
}

function urlOf(op: ContractOperation, probe: Probe): string {
  const pathPart = op.path.replace(/{(\w+)}/g, (_m, name: string) => encode(probe.params[name] ?? '1'));
  const query = Object.entries(probe.query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encode(k)}=${encode(x)}`))
    .join('&');
  return query ? `${pathPart}?${query}` : pathPart;
}

interface Sweep {
  op: ContractOperation;
  params: Schema[];
  body?: Schema;
}

function wire(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The probes of one operation: a baseline, then one bad value at a time in each place. */
function probesOf(sweep: Sweep, ids: Record<string, string>): Probe[] {
  const { op } = sweep;
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    const schema = (sweep.params[op.parameters.indexOf(p)] ?? {}) as Schema;
    const value = p.name === 'x-api-key' ? API_KEY : (ids[p.name] ?? wire(validValue(schema)));
    if (p.in === 'path') params[p.name] = value;
    else if (p.in === 'query' && p.required) query[p.name] = value;
    else if (p.in === 'header') headers[p.name] = value;
  }
  const baseBody = sweep.body ? validValue(sweep.body) : undefined;
  const json = (body: unknown) => ({ payload: JSON.stringify(body), contentType: 'application/json' });
  const base: Probe = {
    what: 'baseline',
    params,
    query,
    headers,
    ...(baseBody !== undefined ? json(baseBody) : {}),
  };
  const probes: Probe[] = [base];

  op.parameters.forEach((p, i) => {
    const schema = (sweep.params[i] ?? {}) as Schema;
    for (const bad of badWireValues(schema)) {
      const what = `${p.in} ${p.name}=${JSON.stringify(bad).slice(0, 40)}`;
      if (p.in === 'path') probes.push({ ...base, what, params: { ...params, [p.name]: bad } });
      if (p.in === 'query') probes.push({ ...base, what, query: { ...query, [p.name]: bad } });
      if (p.in === 'header') probes.push({ ...base, what, headers: { ...headers, [p.name]: bad } });
    }
    if (p.in === 'query') {
      probes.push({ ...base, what: `query ${p.name} twice`, query: { ...query, [p.name]: ['1', '2'] } });
    }
  });
  probes.push({ ...base, what: 'unknown query key', query: { ...query, zz: '\u0000', __proto__x: '1' } });
  probes.push({ ...base, what: 'NUL in a header', headers: { ...headers, 'accept-language': 'id\u0000' } });

  if (sweep.body) {
    const root = sweep.body;
    for (const location of bodyPaths(root)) {
      for (const bad of badJsonValues(schemaAt(root, location))) {
        const body = withValueAt(root, baseBody, location, bad);
        const shown = JSON.stringify(bad)?.slice(0, 40);
        probes.push({ ...base, what: `body ${location.join('.') || '(root)'}=${shown}`, ...json(body) });
      }
    }
    for (const [what, payload, contentType] of [
      ['bad JSON', '{"a":', 'application/json'],
      ['empty JSON', '', 'application/json'],
      ['__proto__ key', '{"__proto__":{"x":1}}', 'application/json'],
      ['constructor.prototype', '{"constructor":{"prototype":{"x":1}}}', 'application/json'],
      ['text/plain', 'hello', 'text/plain'],
      ['unknown type', '<a/>', 'application/xml'],
      ['bad charset', '{}', 'application/json; charset=nope'],
      ['too large', `{"a":"${'x'.repeat(1_100_000)}"}`, 'application/json'],
      ['deeply nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json'],
      ['deeply nested objects', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, 'application/json'],
      ['huge unknown key', `{"${'x'.repeat(5000)}":1}`, 'application/json'],
      ['NUL in a key', '{"a\\u0000b":1}', 'application/json'],
      ['lone surrogate in a key', '{"\\ud800":1}', 'application/json'],
    ] as const) {
      probes.push({ ...base, what, payload, contentType });
    }
  }
  return probes;
}

/** Operations that answer an event stream (text/event-stream): open until the client leaves. */
function streams(op: ContractOperation): boolean {
  const ok = op.operation.responses?.['200'] as { content?: Record<string, unknown> } | undefined;
  return ok?.content?.['text/event-stream'] !== undefined;
}

function injectOptions(op: ContractOperation, probe: Probe): InjectOptions {
  const headers: Record<string, string> = { ...probe.headers };
  if (probe.contentType !== undefined) headers['content-type'] = probe.contentType;
  return {
    method: op.method.toUpperCase() as InjectOptions['method'],
    url: urlOf(op, probe),
    headers,
    ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
  };
}

/**
 * The sweep of every `shards`-th operation from `shard` (0-based), on an app of its own: the sweep is cut into
 * files (bad-input-<n>.db.test.ts) so the test workers share it instead of one worker running it alone.
 */
export function describeBadInputSweep(shard: number, shards: number): void {
  describe(`bad input is never a 500 (operations ${shard + 1} of every ${shards})`, () => {
    let t: TestApp;
    let sweeps: Sweep[];
    const ids = new Map<number, Record<string, string>>();

    beforeAll(async () => {
      t = await createTestApp({ env: { MARKETPLACE_API_KEY: API_KEY, DEV_OUTBOX: 'true' } });
      const doc = await loadContract();
      // Deletions last, so the other operations still find the ids.
      const ops = listOperations(doc).sort(
        (a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'),
      );
      sweeps = ops
        .filter((_op, i) => i % shards === shard)
        .map((op) => {
          const body = dereference(doc, op.operation.requestBody) as
            { content?: Record<string, { schema?: Schema }> } | undefined;
          return {
            op,
            params: op.parameters.map((p) => (dereference(doc, p.schema) as Schema | undefined) ?? {}),
            ...(body?.content?.['application/json']?.schema
              ? { body: body.content['application/json'].schema }
              : {}),
          };
        });
      for (const hotelId of HOTELS) {
        const found: Record<string, string> = { hotelId: String(hotelId), calendarId: '1' };
        for (const [name, sql] of Object.entries(ID_QUERIES)) {
          const row = await t.db.maybeOne<{ id: string | number }>(sql, [hotelId]);
          found[name] = String(row?.id ?? 1);
        }
        ids.set(hotelId, found);
      }
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers every operation of the contract below 500, in the error shape, without echoing the input', async () => {
      const failures: string[] = [];
      let sent = 0;
      const check = (op: ContractOperation, probe: Probe, as: string, res: LightMyRequestResponse) => {
        sent++;
        const where = `${op.method.toUpperCase()} ${op.path} [${as}] ${probe.what}`;
        if (res.statusCode >= 500 && res.statusCode !== 501 && res.statusCode !== 503) {
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          return;
        }
        if (res.statusCode < 400 || !op.path.startsWith('/api/')) return;
        let body: { code?: unknown; message?: unknown };
        try {
          body = res.json();
        } catch {
          failures.push(`${where}: ${res.statusCode} is not JSON`);
          return;
        }
        if (typeof body.code !== 'string' || typeof body.message !== 'string') {
          failures.push(`${where}: ${res.statusCode} not the error shape: ${res.body.slice(0, 200)}`);
        } else if (res.body.includes('\\u0000') || res.body.includes('xxxxxxxxxxxxxxxxxxxx')) {
          failures.push(`${where}: ${res.statusCode} echoes the input: ${res.body.slice(0, 200)}`);
        }
      };
      const send = async (
        op: ContractOperation,
        probe: Probe,
        as: string,
        auth?: { accountId: number; hotelId: number },
      ) => {
        let res: LightMyRequestResponse;
        const streaming = streams(op);
        try {
          res = await t.request({
            ...injectOptions(op, probe),
            ...(auth ? { as: auth } : {}),
            // An event stream that was accepted never ends: its answer is read as a stream and let go.
            ...(streaming ? { payloadAsStream: true } : {}),
          });
        } catch {
          // light-my-request refuses some header values (NUL) before a request exists, as Node's parser does.
          return;
        }
        if (streaming) {
          const stream = res.stream();
          if (res.statusCode < 400) {
            sent++;
            stream.destroy();
            return;
          }
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
          const body = Buffer.concat(chunks).toString('utf8');
          res = {
            ...res,
            statusCode: res.statusCode,
            body,
            json: () => JSON.parse(body),
          } as LightMyRequestResponse;
        }
        check(op, probe, as, res);
      };

      for (const sweep of sweeps) {
        const hotelScoped = sweep.op.parameters.some((p) => p.name === 'hotelId');
        // Every other probe at the hotel and at the home (entire pricing and calendars are for homes).
        const byHotel = HOTELS.map((hotelId) => probesOf(sweep, ids.get(hotelId) ?? {}));
        const probes = (byHotel[0] ?? []).map((p, i) => (hotelScoped ? (byHotel[i % 2]?.[i] ?? p) : p));
        for (const [i, probe] of probes.entries()) {
          const hotelId = hotelScoped ? Number(probe.params.hotelId) || HOTELS[0] : HOTELS[0];
          await send(sweep.op, probe, 'admin', { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
          // Without a session: every tenth probe is enough to show the 401 comes first.
          if (i % 10 === 0) await send(sweep.op, probe, 'anonymous');
        }
      }
      expect(sent, 'requests sent').toBeGreaterThan(300);
      expect(failures.length, failures.slice(0, 60).join('\n')).toBe(0);
    }, 600_000);
  });
}
