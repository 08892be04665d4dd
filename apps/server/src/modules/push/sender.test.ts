import webpush from 'web-push';
import { describe, expect, it, vi } from 'vitest';
import { blockedAddressOf } from '../../http/guarded-fetch.js';
import type { Database } from '../../db/types.js';
import { createPushNotifier, fetchTransport } from './sender.js';

const request = (endpoint: string) => ({ endpoint, headers: {}, body: new Uint8Array([1]) });

describe('fetchTransport', () => {
  it("never posts into the server's own network, whatever a stored endpoint says", async () => {
    for (const endpoint of ['https://127.0.0.1/push', 'https://10.0.0.8/push', 'https://[::1]/push']) {
      const error = await fetchTransport.send(request(endpoint)).catch((e: unknown) => e);
      expect(blockedAddressOf(error), endpoint).toBeDefined();
    }
  });
});

describe('createPushNotifier', () => {
  it('swallows and logs a failure to read the recipients: notify never throws', async () => {
    const db = {
      query: vi.fn(async () => Promise.reject(new Error('database away'))),
    } as unknown as Database;
    const log = { warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
    const transport = { send: vi.fn(async () => 201) };
    const push = createPushNotifier({
      db,
      keys: webpush.generateVAPIDKeys(),
      subject: 'mailto:ops@example.com',
      log,
      transport,
    });
    expect(() => push.notify(1001, 'CHAT_MESSAGE', { message: 'x' }, { ttlSeconds: 60 })).not.toThrow();
    await push.idle();
    expect(transport.send).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
