import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient, unwrap, type ApiClient, type ApiClientOptions } from './client.js';
import { ApiError } from './errors.js';
import { hangingFetch, json, mockFetch, type Handler } from '../test/mock-fetch.js';

const BASE = 'http://extranet.test';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Untyped access for paths the contract may not (yet) list: the transport does not care. */
function call(api: ApiClient, method: 'GET' | 'POST' | 'PUT', path: string, init: object = {}) {
  const fn = api[method] as unknown as (
    p: string,
    i: object,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  return fn(path, init);
}

const isRefresh = (body: string) => body.includes('refreshToken');
const refreshOk = () =>
  json(200, {
    data: {
      refreshToken: { code: 'SUCCESS', message: 'ok', data: { accessToken: 'new-a', refreshToken: 'new-r' } },
    },
  });
const refreshFailed = () =>
  json(200, { data: { refreshToken: { code: 'INVALID_REFRESH_TOKEN', message: 'no', data: null } } });
const unauthenticated = () => json(401, { code: 'UNAUTHENTICATED', message: 'Sesi berakhir' });

function setup(handler: Handler, options: ApiClientOptions = {}) {
  const mock = mockFetch(handler);
  const onSessionExpired = vi.fn();
  const api = createApiClient({ baseUrl: BASE, fetch: mock.fetch, onSessionExpired, ...options });
  return { api, ...mock, onSessionExpired };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('headers and request shape', () => {
  it('sends the SPEC 7 headers, a fresh request id each time, cookies and the bearer token', async () => {
    const { api, calls } = setup(() => json(200, { ok: true }), {
      getContext: () => ({
        channel: 'MOBILE',
        store: 'TIKET',
        currency: 'USD',
        username: 'admin@demo.extranet',
        accountId: 42,
        language: 'en',
        token: 'tok',
      }),
    });
    await call(api, 'GET', '/api/v1/auth/session');
    await call(api, 'GET', '/api/v1/auth/session');
    const [first, second] = calls.map((c) => c.request);
    expect(first!.headers.get('x-channel')).toBe('MOBILE');
    expect(first!.headers.get('x-store')).toBe('TIKET');
    expect(first!.headers.get('x-currency')).toBe('USD');
    expect(first!.headers.get('x-username')).toBe('admin@demo.extranet');
    expect(first!.headers.get('x-account-id')).toBe('42');
    expect(first!.headers.get('x-language')).toBe('en');
    expect(first!.headers.get('authorization')).toBe('Bearer tok');
    expect(first!.headers.get('x-request-id')).toMatch(UUID);
    expect(second!.headers.get('x-request-id')).toMatch(UUID);
    expect(second!.headers.get('x-request-id')).not.toBe(first!.headers.get('x-request-id'));
    expect(first!.credentials).toBe('include');
    expect(calls[0]!.url.href).toBe(`${BASE}/api/v1/auth/session`);
  });

  it('uses the SPEC 9 defaults and sends no Authorization without a token', async () => {
    const { api, calls } = setup(() => json(200, {}));
    await call(api, 'GET', '/api/v1/auth/session');
    const headers = calls[0]!.request.headers;
    expect(headers.get('x-channel')).toBe('DESKTOP');
    expect(headers.get('x-currency')).toBe('IDR');
    expect(headers.get('x-language')).toBe('id');
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('x-store')).toBe(false);
    expect(headers.has('x-username')).toBe(false);
  });

  it('reads the context again for every request', async () => {
    let language = 'id';
    const { api, calls } = setup(() => json(200, {}), { getContext: () => ({ language }) });
    await call(api, 'GET', '/a');
    language = 'en';
    await call(api, 'GET', '/a');
    expect(calls.map((c) => c.request.headers.get('x-language'))).toEqual(['id', 'en']);
  });

  it('sends JSON bodies and puts query parameters on GET', async () => {
    const { api, calls } = setup(() => json(200, { accountId: 1 }));
    const result = await api.POST('/api/v1/auth/login', {
      body: { email: 'admin@demo.extranet', password: 'Extranet#2026' },
    });
    expect(result.data).toEqual({ accountId: 1 });
    expect(calls[0]!.request.method).toBe('POST');
    expect(calls[0]!.request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(calls[0]!.body)).toEqual({ email: 'admin@demo.extranet', password: 'Extranet#2026' });

    await call(api, 'GET', '/api/v1/email/check', { params: { query: { email: 'a@b.c' } } });
    expect(calls[1]!.url.pathname).toBe('/api/v1/email/check');
    expect(calls[1]!.url.searchParams.get('email')).toBe('a@b.c');
    expect(calls[1]!.body).toBe('');
  });

  it('sends gateway paths to the gateway host and everything else to the base', async () => {
    const { api, calls } = setup(() => json(200, {}), { gatewayBaseUrl: 'https://gateway.test/' });
    await call(api, 'GET', '/tix-api-gateway-dashboard-hotel/v1/hotels/1', { params: { query: { a: 1 } } });
    await call(api, 'GET', '/api/v1/auth/session');
    expect(calls[0]!.url.href).toBe('https://gateway.test/tix-api-gateway-dashboard-hotel/v1/hotels/1?a=1');
    expect(calls[1]!.url.href).toBe(`${BASE}/api/v1/auth/session`);
  });

  it('unwrap gives the typed data of a 2xx result', async () => {
    const { api, calls } = setup(() => json(200, { registered: true }));
    const data = await unwrap(api.GET('/api/v1/email/check', { params: { query: { email: 'a@b.c' } } }));
    expectTypeOf(data).toEqualTypeOf<{ registered: boolean }>();
    expect(data).toEqual({ registered: true });
    expect(calls[0]!.url.search).toBe('?email=a%40b.c');
  });

  it('resolves 204 without data', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    const result = await call(api, 'POST', '/api/v1/auth/logout');
    expect(result.data).toBeUndefined();
    expect(result.response.status).toBe(204);
  });
});

describe('timeout', () => {
  it('aborts after 30 s with a TIMEOUT ApiError', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const api = createApiClient({ baseUrl: BASE, fetch });
    const pending = call(api, 'GET', '/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch.mock.calls[0]![0].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'TIMEOUT', status: 0 });
    expect((error as ApiError).requestId).toMatch(UUID);
  });

  it('honours a custom timeout', async () => {
    vi.useFakeTimers();
    const api = createApiClient({ baseUrl: BASE, fetch: hangingFetch(), timeoutMs: 1000 });
    const pending = call(api, 'GET', '/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ code: 'TIMEOUT' });
  });

  it('reports a caller abort as ABORTED, not TIMEOUT', async () => {
    const api = createApiClient({ baseUrl: BASE, fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = call(api, 'GET', '/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ code: 'ABORTED' });
  });
});

describe('error normalisation', () => {
  it("uses the server's { code, message, errors } and its request id", async () => {
    const { api } = setup(() =>
      json(
        400,
        {
          code: 'VALIDATION_ERROR',
          message: 'Periksa isian Anda',
          errors: [{ field: 'email', code: 'REQUIRED', message: 'Email wajib diisi' }],
        },
        { statusText: 'Bad Request', headers: { 'x-request-id': 'srv-1' } },
      ),
    );
    const error = await call(api, 'POST', '/api/v1/auth/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Periksa isian Anda',
      errors: [{ field: 'email', code: 'REQUIRED', message: 'Email wajib diisi' }],
      requestId: 'srv-1',
    });
    expect((error as ApiError).fieldErrors()).toEqual({ email: 'Email wajib diisi' });
  });

  it('keeps the other fields of the error body as details', async () => {
    const { api } = setup(() =>
      json(400, { code: 'OTP_WRONG', message: 'Kode salah', attemptsLeft: 2 }, { statusText: 'Bad Request' }),
    );
    const error = (await call(api, 'POST', '/api/v1/otp/verify', { body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe('OTP_WRONG');
    expect(error.details).toEqual({ attemptsLeft: 2 });
  });

  it('falls back to "[status] statusText" without the server shape, with the sent request id', async () => {
    const { api, calls } = setup(
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await call(api, 'GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('[502] Bad Gateway');
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBe(502);
    expect(error.errors).toBeUndefined();
    expect(error.requestId).toBe(calls[0]!.request.headers.get('x-request-id'));
  });

  it('turns a network failure into code NETWORK', async () => {
    const api = createApiClient({
      baseUrl: BASE,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await call(api, 'GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK', status: 0, message: 'Failed to fetch' });
  });

  it('does not refresh on 403 FORBIDDEN or 401 with another code', async () => {
    const { api, calls, onSessionExpired } = setup((c) =>
      c.url.pathname === '/forbidden'
        ? json(403, { code: 'FORBIDDEN', message: 'no' })
        : json(401, { code: 'WRONG_PASSWORD', message: 'no' }),
    );
    await expect(call(api, 'GET', '/forbidden')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await expect(call(api, 'GET', '/other')).rejects.toMatchObject({ status: 401, code: 'WRONG_PASSWORD' });
    expect(calls).toHaveLength(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('session refresh', () => {
  it('5 concurrent calls that all get 401 trigger exactly one refresh and all succeed after it', async () => {
    let refreshed = false;
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { api, calls, onSessionExpired } = setup(async (c) => {
      if (c.url.pathname === '/graphql' && isRefresh(c.body)) {
        await refreshGate;
        refreshed = true;
        return refreshOk();
      }
      return refreshed ? json(200, { path: c.url.pathname }) : unauthenticated();
    });
    const paths = ['/r/1', '/r/2', '/r/3', '/r/4', '/r/5'];
    const pending = Promise.all(paths.map((p) => call(api, 'GET', p)));
    // Let all five fail first, then let the one refresh finish.
    await vi.waitFor(() => expect(calls.filter((c) => c.url.pathname.startsWith('/r/'))).toHaveLength(5));
    releaseRefresh();
    const results = await pending;
    expect(results.map((r) => r.data)).toEqual(paths.map((path) => ({ path })));
    expect(calls.filter((c) => c.url.pathname === '/graphql')).toHaveLength(1);
    expect(calls.filter((c) => c.url.pathname.startsWith('/r/'))).toHaveLength(10);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a request that fails after the refresh already finished retries without a second refresh', async () => {
    let refreshed = false;
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const { api, calls } = setup(async (c) => {
      if (isRefresh(c.body)) {
        refreshed = true;
        return refreshOk();
      }
      if (c.url.pathname === '/slow' && !refreshed) {
        await slowGate;
        return unauthenticated();
      }
      return refreshed ? json(200, { ok: c.url.pathname }) : unauthenticated();
    });
    const slow = call(api, 'GET', '/slow');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await expect(call(api, 'GET', '/fast')).resolves.toMatchObject({ data: { ok: '/fast' } });
    releaseSlow();
    await expect(slow).resolves.toMatchObject({ data: { ok: '/slow' } });
    expect(calls.filter((c) => isRefresh(c.body))).toHaveLength(1);
  });

  it('calls the refresh mutation without a variable and reports the new tokens', async () => {
    let refreshed = false;
    const onTokenRefreshed = vi.fn();
    const { api, calls } = setup(
      (c) => {
        if (isRefresh(c.body)) {
          refreshed = true;
          return refreshOk();
        }
        return refreshed ? json(200, {}) : unauthenticated();
      },
      { onTokenRefreshed },
    );
    await call(api, 'GET', '/x');
    const refreshCall = calls.find((c) => isRefresh(c.body))!;
    expect(refreshCall.request.method).toBe('POST');
    expect(refreshCall.request.credentials).toBe('include');
    const payload = JSON.parse(refreshCall.body) as { query: string; variables?: unknown };
    expect(payload.query).toMatch(/mutation\s+RefreshToken\s*\{\s*refreshToken\s*\{/);
    expect(payload.variables).toBeUndefined();
    expect(onTokenRefreshed).toHaveBeenCalledExactlyOnceWith({ accessToken: 'new-a', refreshToken: 'new-r' });
  });

  it('the retry reads the context again (a Bearer token updated on refresh is used)', async () => {
    let token = 'old';
    const { api, calls } = setup(
      (c) => {
        if (isRefresh(c.body)) return refreshOk();
        return c.request.headers.get('authorization') === 'Bearer new-a' ? json(200, {}) : unauthenticated();
      },
      { getContext: () => ({ token }), onTokenRefreshed: (t) => (token = t.accessToken) },
    );
    await expect(call(api, 'GET', '/x')).resolves.toBeDefined();
    const sent = calls.filter((c) => c.url.pathname === '/x');
    expect(sent.map((c) => c.request.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new-a']);
    expect(sent[0]!.request.headers.get('x-request-id')).not.toBe(
      sent[1]!.request.headers.get('x-request-id'),
    );
  });

  it('retries POST with the same body', async () => {
    let refreshed = false;
    const { api, calls } = setup((c) => {
      if (isRefresh(c.body)) {
        refreshed = true;
        return refreshOk();
      }
      return refreshed ? json(201, { created: true }) : unauthenticated();
    });
    await call(api, 'POST', '/things', { body: { name: 'Kamar Deluxe' } });
    const posts = calls.filter((c) => c.url.pathname === '/things');
    expect(posts.map((c) => c.body)).toEqual([
      JSON.stringify({ name: 'Kamar Deluxe' }),
      JSON.stringify({ name: 'Kamar Deluxe' }),
    ]);
  });

  it('failed refresh: onSessionExpired once, SESSION_EXPIRED for everyone, no retry', async () => {
    const { api, calls, onSessionExpired } = setup((c) =>
      isRefresh(c.body) ? refreshFailed() : unauthenticated(),
    );
    const results = await Promise.allSettled(['/a', '/b', '/c', '/d', '/e'].map((p) => call(api, 'GET', p)));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.code).toBe('SESSION_EXPIRED');
      expect(reason.status).toBe(401);
    }
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => isRefresh(c.body))).toHaveLength(1);
    expect(calls.filter((c) => !isRefresh(c.body))).toHaveLength(5);
  });

  it('a refresh that fails at the network level also ends the session', async () => {
    const { api, onSessionExpired } = setup((c) => {
      if (isRefresh(c.body)) throw new TypeError('Failed to fetch');
      return unauthenticated();
    });
    await expect(call(api, 'GET', '/a')).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('no refresh loop: a retried call that is 401 again rejects with that 401', async () => {
    const { api, calls, onSessionExpired } = setup((c) =>
      isRefresh(c.body) ? refreshOk() : unauthenticated(),
    );
    await expect(call(api, 'GET', '/a')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(calls.filter((c) => isRefresh(c.body))).toHaveLength(1);
    expect(calls.filter((c) => c.url.pathname === '/a')).toHaveLength(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('only GraphQL answers are searched for extensions.code (a REST 200 is not an auth failure)', async () => {
    const { api, calls } = setup(() =>
      json(200, { errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    await expect(call(api, 'GET', '/a')).resolves.toBeDefined();
    expect(calls).toHaveLength(1);
  });

  it('never refreshes for the login call', async () => {
    const { api, calls } = setup(() => json(401, { code: 'UNAUTHENTICATED', message: 'x' }));
    await expect(
      api.POST('/api/v1/auth/login', { body: { email: 'a@b.c', password: 'Wrong#2026' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('never refreshes for the refresh call itself', async () => {
    const { api, calls, onSessionExpired } = setup((c) =>
      isRefresh(c.body)
        ? json(200, { data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] })
        : unauthenticated(),
    );
    await expect(call(api, 'GET', '/a')).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(calls.filter((c) => isRefresh(c.body))).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('refreshSession joins a refresh in flight', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api, calls } = setup(async () => {
      await gate;
      return refreshOk();
    });
    const a = api.refreshSession();
    const b = api.refreshSession();
    release();
    await expect(Promise.all([a, b])).resolves.toEqual([true, true]);
    expect(calls).toHaveLength(1);
  });
});

describe('GraphQL', () => {
  it('sends lang, channelId and token headers with the query and variables', async () => {
    const { api, calls } = setup(() => json(200, { data: { ping: 'pong' } }), {
      getContext: () => ({ language: 'en', channel: 'DESKTOP', token: 'tok' }),
    });
    const data = await api.graphqlRequest<{ ping: string }>('query { ping }', { a: 1 });
    expect(data).toEqual({ ping: 'pong' });
    const request = calls[0]!.request;
    expect(calls[0]!.url.href).toBe(`${BASE}/graphql`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('lang')).toBe('en');
    expect(request.headers.get('channelId')).toBe('DESKTOP');
    expect(request.headers.get('token')).toBe('tok');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.credentials).toBe('include');
    expect(JSON.parse(calls[0]!.body)).toEqual({ query: 'query { ping }', variables: { a: 1 } });
  });

  it('an UNAUTHORIZED GraphQL error refreshes once and retries', async () => {
    let refreshed = false;
    const { api, calls } = setup((c) => {
      if (isRefresh(c.body)) {
        refreshed = true;
        return refreshOk();
      }
      return refreshed
        ? json(200, { data: { ping: 'pong' } })
        : json(200, { data: null, errors: [{ message: 'nope', extensions: { code: 'UNAUTHORIZED' } }] });
    });
    await expect(api.graphqlRequest('query { ping }')).resolves.toEqual({ ping: 'pong' });
    expect(calls.filter((c) => isRefresh(c.body))).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('other GraphQL errors reject with their code and message', async () => {
    const { api } = setup(() =>
      json(200, {
        data: null,
        errors: [{ message: 'Cannot query field', extensions: { code: 'BAD_INPUT' } }],
      }),
    );
    await expect(api.graphqlRequest('query { nope }')).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: 'Cannot query field',
    });
    const { api: api2 } = setup(() => json(200, { errors: [{ message: 'boom' }] }));
    await expect(api2.graphqlRequest('query { x }')).rejects.toMatchObject({ code: 'GRAPHQL_ERROR' });
  });

  it('changePassword sends its variables and returns { code, message, errors }', async () => {
    const result = {
      code: 'VALIDATION_ERROR',
      message: 'Periksa isian',
      errors: [{ field: 'password', code: 'PASSWORD_REUSED', message: 'Sudah dipakai' }],
    };
    const { api, calls } = setup(() => json(200, { data: { changePassword: result } }));
    await expect(
      api.changePassword({
        account: 'admin@demo.extranet',
        accountId: 7,
        currentPassword: 'Extranet#2026',
        password: 'Extranet#2027',
      }),
    ).resolves.toEqual(result);
    const payload = JSON.parse(calls[0]!.body) as { query: string; variables: unknown };
    expect(payload.query).toContain('changePassword(');
    expect(payload.variables).toEqual({
      account: 'admin@demo.extranet',
      accountId: '7',
      currentPassword: 'Extranet#2026',
      password: 'Extranet#2027',
    });
  });

  it('setFirebaseToken sends the token', async () => {
    const { api, calls } = setup(() => json(200, { data: { setFirebaseToken: { code: 'SUCCESS' } } }));
    await expect(api.setFirebaseToken('device-token')).resolves.toBeUndefined();
    const payload = JSON.parse(calls[0]!.body) as { query: string; variables: unknown };
    expect(payload.query).toContain('setFirebaseToken(firebaseToken: $firebaseToken)');
    expect(payload.variables).toEqual({ firebaseToken: 'device-token' });
  });

  it('setFirebaseToken rejects a token the server refuses, with its field error', async () => {
    const refusal = {
      code: 'VALIDATION_ERROR',
      message: 'Periksa kembali isian Anda.',
      errors: [{ field: 'firebaseToken', code: 'PUSH_SUBSCRIPTION_INVALID', message: 'Token tidak valid.' }],
    };
    const { api } = setup(() => json(200, { data: { setFirebaseToken: refusal } }));
    const error = await api.setFirebaseToken('device-token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', errors: refusal.errors });
  });
});
