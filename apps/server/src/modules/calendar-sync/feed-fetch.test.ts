import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedError, feedErrorOf, fetchFeed } from './feed-fetch.js';

/** Every way a feed download fails becomes a code and a safe detail (never `getaddrinfo ENOTFOUND …`). */
describe('fetchFeed failures', () => {
  let server: Server;
  let port: number;
  let closedPort: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/missing.ics') res.writeHead(404).end('no');
      else if (req.url === '/silent.ics')
        return; // never answers
      else if (req.url === '/huge.ics') {
        // No content-length: the limit must hold while the body streams.
        res.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = 'X'.repeat(1024 * 1024);
        for (let i = 0; i < 6; i++) res.write(chunk);
        res.end();
      } else
        res.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const spareAddress = spare.address();
    closedPort = typeof spareAddress === 'object' && spareAddress ? spareAddress.port : 0;
    await new Promise<void>((resolve) => spare.close(() => resolve()));
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const failure = (link: string, timeoutMs?: number) =>
    fetchFeed(link, { allowPrivateHosts: true, ...(timeoutMs ? { timeoutMs } : {}) }).then(
      () => undefined,
      (e: unknown) => e,
    );

  it('an unknown host is HOST_NOT_FOUND with the host name', async () => {
    const error = await failure('https://no-such-host.invalid/feed.ics');
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toMatchObject({ code: 'HOST_NOT_FOUND', detail: 'no-such-host.invalid' });
    expect((error as FeedError).detail).not.toMatch(/getaddrinfo|ENOTFOUND/);
  });

  it('a refused connection is CONNECTION_REFUSED', async () => {
    expect(await failure(`http://127.0.0.1:${closedPort}/feed.ics`)).toMatchObject({
      code: 'CONNECTION_REFUSED',
      detail: '127.0.0.1',
    });
  });

  it('a TLS failure is TLS_FAILED (https to a server that does not speak it)', async () => {
    expect(await failure(`https://127.0.0.1:${port}/feed.ics`)).toMatchObject({
      code: 'TLS_FAILED',
      detail: '127.0.0.1',
    });
  });

  it('no answer in time is TIMEOUT', async () => {
    expect(await failure(`http://127.0.0.1:${port}/silent.ics`, 300)).toMatchObject({
      code: 'TIMEOUT',
      detail: '300 ms',
    });
  });

  it('a non-2xx answer is HTTP_STATUS with the status', async () => {
    expect(await failure(`http://127.0.0.1:${port}/missing.ics`)).toMatchObject({
      code: 'HTTP_STATUS',
      detail: '404',
    });
  });

  it('a body over 5 MiB without a length is TOO_LARGE', async () => {
    expect(await failure(`http://127.0.0.1:${port}/huge.ics`)).toMatchObject({ code: 'TOO_LARGE' });
  });

  it('a feed within the limits is read', async () => {
    await expect(
      fetchFeed(`http://127.0.0.1:${port}/ok.ics`, { allowPrivateHosts: true }),
    ).resolves.toContain('BEGIN:VCALENDAR');
  });

  it('any other failure is FETCH_FAILED with the system error code, not its message', () => {
    const reset = new TypeError('fetch failed', {
      cause: Object.assign(new Error('read ECONNRESET at 10.0.0.1 secret'), { code: 'ECONNRESET' }),
    });
    expect(feedErrorOf(reset, 'https://example.com/a.ics')).toMatchObject({
      code: 'FETCH_FAILED',
      detail: 'ECONNRESET',
    });
    expect(feedErrorOf(new Error('weird'), 'https://example.com/a.ics')).toMatchObject({
      code: 'FETCH_FAILED',
      detail: 'example.com',
    });
  });
});
