import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SERVICE_WORKER_SOURCE } from './service-worker.js';

type Listener = (event: Record<string, unknown>) => void;

/** Runs the worker script against a fake ServiceWorkerGlobalScope and records what it does. */
function loadWorker() {
  const listeners = new Map<string, Listener>();
  const shown: Array<{
    title: string;
    options: { body: string; tag?: string; data: { channelUrl: string; hotelId: number | null } };
  }> = [];
  const opened: string[] = [];
  const self = {
    location: { origin: 'https://extranet.example.com' },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: () => undefined,
    registration: {
      showNotification: (title: string, options: (typeof shown)[number]['options']) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: () => Promise.resolve([]),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  vm.runInNewContext(SERVICE_WORKER_SOURCE, { self, URL, Set, JSON, String, Promise });
  const waits: Array<Promise<unknown>> = [];
  const fire = (type: string, event: Record<string, unknown>) =>
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
  const push = (data: unknown) =>
    fire('push', {
      data: {
        json: () => {
          if (typeof data === 'string') return JSON.parse(data);
          return data;
        },
      },
    });
  return { fire, push, shown, opened, settle: () => Promise.all(waits) };
}

const payload = {
  message_id: 77,
  channel: { name: 'Budi (booking 123)', channel_url: 'sendbird_group_channel_1' },
  custom_type: 'BOOKING',
  type: 'MESG',
  message: 'Can I check in early?',
  data: '',
};

describe('firebase-messaging-sw.js', () => {
  it('shows a chat push and ignores duplicates and unparseable payloads', async () => {
    const w = loadWorker();
    w.push(payload);
    w.push(payload);
    w.push('not json {');
    w.push({ something: 'else' });
    // FCM delivers data values as strings.
    w.push({
      data: {
        sendbird: JSON.stringify({ ...payload, message_id: 78, message: 'Second', data: { hotelId: 1001 } }),
      },
    });
    await w.settle();
    expect(w.shown).toEqual([
      {
        title: 'Budi (booking 123)',
        options: {
          body: 'Can I check in early?',
          tag: '77',
          data: { channelUrl: 'sendbird_group_channel_1', hotelId: null },
        },
      },
      {
        title: 'Budi (booking 123)',
        options: {
          body: 'Second',
          tag: '78',
          data: { channelUrl: 'sendbird_group_channel_1', hotelId: 1001 },
        },
      },
    ]);
  });

  it("opens /v3/chat with the channel url and the push's property on click", async () => {
    const w = loadWorker();
    let closed = false;
    w.fire('notificationclick', {
      notification: { data: { channelUrl: 'a b&c', hotelId: 1001 }, close: () => (closed = true) },
    });
    w.fire('notificationclick', {
      notification: { data: { channelUrl: 'x', hotelId: null }, close: () => 0 },
    });
    await w.settle();
    expect(closed).toBe(true);
    expect(w.opened).toEqual([
      'https://extranet.example.com/v3/chat?channelUrl=a%20b%26c&hotelId=1001',
      'https://extranet.example.com/v3/chat?channelUrl=x',
    ]);
  });
});
