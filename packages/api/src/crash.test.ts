import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRASH_REPORT_TIMEOUT_MS, crashReportBody, errorText, reportCrash } from './crash.js';
import { createApiClient } from './client.js';
import { hangingFetch, json, mockFetch } from '../test/mock-fetch.js';

const BASE = 'http://extranet.test';

afterEach(() => {
  vi.useRealTimers();
});

describe('reportCrash', () => {
  it('POSTs error text, info, url, clientTime and browser details to /v3/crashlytics', async () => {
    const { fetch, calls } = mockFetch(() => new Response(null, { status: 204 }));
    const error = new TypeError('x is undefined');
    const ok = await reportCrash(
      {
        error,
        info: 'in <HomePage>',
        url: 'http://extranet.test/v3/app/home',
        clientTime: '2026-11-22T01:00:00.000Z',
        browser: { userAgent: 'Chromium/156', language: 'id-ID' },
      },
      { baseUrl: BASE, fetch, getContext: () => ({ language: 'en' }) },
    );
    expect(ok).toBe(true);
    expect(calls).toHaveLength(1);
    const { request, url, body } = calls[0]!;
    expect(url.href).toBe(`${BASE}/v3/crashlytics`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('x-language')).toBe('en');
    expect(JSON.parse(body)).toEqual({
      error: errorText(error),
      info: 'in <HomePage>',
      url: 'http://extranet.test/v3/app/home',
      clientTime: '2026-11-22T01:00:00.000Z',
      browser: { userAgent: 'Chromium/156', language: 'id-ID' },
    });
    expect(JSON.parse(body).error).toContain('TypeError: x is undefined');
  });

  it('fills url, clientTime and browser when not given', async () => {
    const { fetch, calls } = mockFetch(() => json(201, {}));
    await reportCrash({ error: 'boom' }, { baseUrl: BASE, fetch });
    const body = JSON.parse(calls[0]!.body) as Record<string, unknown>;
    expect(body.error).toBe('boom');
    expect(typeof body.clientTime).toBe('string');
    expect(Number.isNaN(Date.parse(body.clientTime as string))).toBe(false);
    expect(body.browser).toMatchObject({ userAgent: expect.any(String) });
  });

  it('cuts values to the contract limits and keeps the body under 64 KiB', () => {
    const body = crashReportBody({
      error: 'e'.repeat(20_000),
      info: 'i'.repeat(30_000),
      url: 'u'.repeat(5000),
      clientTime: 't'.repeat(100),
      browser: { userAgent: 'a'.repeat(2000), cores: 8 },
    });
    expect(body.error).toHaveLength(10_000);
    expect(body.info).toHaveLength(20_000);
    expect(body.url).toHaveLength(2048);
    expect(body.clientTime).toHaveLength(64);
    expect(body.browser).toEqual({ userAgent: 'a'.repeat(1000), cores: 8 });

    const wide = crashReportBody({
      error: '錯'.repeat(10_000),
      info: '情'.repeat(20_000),
      browser: { userAgent: 'x' },
    });
    expect(new TextEncoder().encode(JSON.stringify(wide)).byteLength).toBeLessThanOrEqual(65_536);
    expect(wide.error).toHaveLength(10_000);
    expect(crashReportBody({ error: '', browser: { userAgent: 'x' } }).error).toBe('Unknown error');
  });

  it('waits 60 s (not the usual 30 s) and then gives up without throwing', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const pending = reportCrash({ error: 'slow' }, { baseUrl: BASE, fetch });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch.mock.calls[0]![0].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(CRASH_REPORT_TIMEOUT_MS - 30_000);
    expect(fetch.mock.calls[0]![0].signal.aborted).toBe(true);
    await expect(pending).resolves.toBe(false);
  });

  it('never throws: network failure, server error, unserialisable error', async () => {
    const down = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(reportCrash({ error: new Error('x') }, { baseUrl: BASE, fetch: down })).resolves.toBe(false);
    const broken = mockFetch(() => json(500, { code: 'INTERNAL', message: 'x' }));
    await expect(reportCrash({ error: 'x' }, { baseUrl: BASE, fetch: broken.fetch })).resolves.toBe(false);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const ok = mockFetch(() => json(200, {}));
    await expect(reportCrash({ error: circular }, { baseUrl: BASE, fetch: ok.fetch })).resolves.toBe(true);
  });

  it('never refreshes the session, even on 401', async () => {
    const { fetch, calls } = mockFetch(() => json(401, { code: 'UNAUTHENTICATED', message: 'x' }));
    const onSessionExpired = vi.fn();
    const api = createApiClient({ baseUrl: BASE, fetch, onSessionExpired });
    await expect(api.reportCrash({ error: 'x' })).resolves.toBe(false);
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
