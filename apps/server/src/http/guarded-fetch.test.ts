import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedAddressError, blockedAddressOf, guardedFetch, isPublicAddress } from './guarded-fetch.js';
import { FeedError, fetchFeed } from '../modules/calendar-sync/feed-fetch.js';

describe('isPublicAddress', () => {
  it.each([
    ['93.184.215.14', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['not an address', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('guardedFetch', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/redirect') res.writeHead(302, { location: '/feed.ics' }).end();
      else
        res.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a literal loopback, private or mapped address before connecting', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/feed.ics`,
      `http://[::ffff:127.0.0.1]:${port}/feed.ics`,
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/feed.ics',
    ]) {
      await expect(guardedFetch(url, {}, false)).rejects.toBeInstanceOf(BlockedAddressError);
    }
  });

  it('refuses a name that resolves to loopback (checked on the connection itself)', async () => {
    const error = await guardedFetch(`http://localhost:${port}/feed.ics`, {}, false).catch((e: unknown) => e);
    expect(blockedAddressOf(error)).toBeInstanceOf(BlockedAddressError);
  });

  it('fetches and follows redirects when private hosts are allowed', async () => {
    const res = await guardedFetch(`http://localhost:${port}/redirect`, {}, true);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('BEGIN:VCALENDAR');
  });

  it('a feed on a private address fails as BLOCKED_ADDRESS with the address as detail', async () => {
    const error = await fetchFeed(`http://localhost:${port}/feed.ics`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toMatchObject({ code: 'BLOCKED_ADDRESS' });
    expect(['127.0.0.1', '::1']).toContain((error as FeedError).detail);
    await expect(
      fetchFeed(`http://localhost:${port}/feed.ics`, { allowPrivateHosts: true }),
    ).resolves.toContain('VCALENDAR');
  });
});
