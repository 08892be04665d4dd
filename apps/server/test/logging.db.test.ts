/**
 * Logs hold no secrets (issue 10): the server's own logger (http/logging.ts) is captured while requests that
 * used to leak run: a database error with its bound parameters, URLs with an e-mail or a calendar export
 * token, passwords, codes, cookies and authorization headers.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../src/modules/index.js';
import type { ServerModule } from '../src/modules/types.js';
import { createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, SAME_ORIGIN, type TestApp } from './helpers.js';

const SECRETS = {
  email: 'owner.secret@example.com',
  phone: '81299998888',
  hash: '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0c2FsdA$c2VjcmV0aGFzaHNlY3JldGhhc2g',
  exportToken: 'exp0rtT0kenSecretValue123',
  malformedPassword: 'Hunter#Secret99',
  bearer: 'bearer-token-secret-value',
  cookie: 'cookie-token-secret-value',
};

/** A failed registration as it happened: the insert of an account refused by the database. */
const probe: ServerModule = {
  name: 'log-probe',
  handlers: {},
  register(app, ctx) {
    app.get('/test/failed-insert', async () => {
      await ctx.db.query(
        `INSERT INTO accounts (email, name, phone_code, phone, password_hash) VALUES ($1, $2, '+62', $3, $4)`,
        [SECRETS.email.toUpperCase(), 'Secret Owner', SECRETS.phone, SECRETS.hash],
      );
      return { ok: true };
    });
  },
};

describe('what the server logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    // debug: every request's line is written, so every URL is seen.
    t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, modules: [...modules, probe], logStream: stream });
  });
  afterAll(async () => {
    await t?.close();
  });

  const logged = () => lines.join('');

  it('logs a database error without its bound parameters or the row it refused', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/failed-insert' });
    expect(response.statusCode).toBe(500);
    const errorLine = lines.find((l) => l.includes('request failed'));
    expect(errorLine).toBeDefined();
    // Still useful: what failed, where.
    expect(errorLine).toContain('accounts_email_lower_case');
    for (const secret of [SECRETS.email, SECRETS.email.toUpperCase(), SECRETS.phone, SECRETS.hash]) {
      expect(logged()).not.toContain(secret);
    }
    expect(logged()).not.toContain('argon2id');
  });

  it('masks e-mails in query strings and the calendar export token in URLs', async () => {
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/email/check?email=${encodeURIComponent(SECRETS.email)}`,
    });
    await t.app.inject({ method: 'GET', url: `/api/v1/calendar-export/${SECRETS.exportToken}.ics` });
    expect(logged()).toContain('/api/v1/email/check?email=[REDACTED]');
    expect(logged()).toContain('/api/v1/calendar-export/[REDACTED].ics');
    expect(logged()).not.toContain(SECRETS.email);
    expect(logged()).not.toContain(encodeURIComponent(SECRETS.email));
    expect(logged()).not.toContain(SECRETS.exportToken);
  });

  it('never logs passwords, codes, cookies or authorization headers', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: DEMO_ACCOUNTS.ADMIN.email, password: DEMO_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    // A body the JSON parser refuses is quoted back in its error message.
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${DEMO_ACCOUNTS.ADMIN.email}","password":${SECRETS.malformedPassword}}`,
    });
    expect(malformed.statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp/verify',
      payload: {
        identifier: 'accommodation-extranet-otp',
        requestType: 'REGISTER',
        email: SECRETS.email,
        code: '9137',
      },
    });
    await t.app.inject({
      method: 'GET',
      url: '/test/failed-insert',
      headers: { authorization: `Bearer ${SECRETS.bearer}`, ...SAME_ORIGIN },
      cookies: { access_token: SECRETS.cookie },
    });
    const text = logged();
    expect(text).toContain('"level":30'); // the malformed body was logged (info), without its content
    for (const secret of [DEMO_PASSWORD, SECRETS.malformedPassword, SECRETS.bearer, SECRETS.cookie]) {
      expect(text).not.toContain(secret);
    }
    // The code as a value of its own: its four digits may occur inside a logged time or duration (31.9137 ms).
    expect(text).not.toMatch(/(?<![\d.])9137(?![\d.])/);
    const session = signedIn.cookies as { name: string; value: string }[];
    for (const c of session) if (c.name.endsWith('_token')) expect(text).not.toContain(c.value);
  });
});
