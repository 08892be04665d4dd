import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_FIRST_MS, subscribeNotificationStream } from './notification-stream';

/** Stands in for the browser's EventSource: records the sources opened, lets a test send events and refuse one. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  readyState = FakeEventSource.OPEN;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, fn: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(name: string, data: string) {
    for (const fn of this.listeners.get(name) ?? []) fn({ data } as MessageEvent<string>);
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

const live = () => FakeEventSource.opened.filter((s) => s.readyState !== FakeEventSource.CLOSED);

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the notification stream', () => {
  it('is one connection per property, however many listen, each getting its own events', () => {
    const counts: string[] = [];
    const chats: string[] = [];
    const stopCount = subscribeNotificationStream(7, { event: 'unread', onMessage: (d) => counts.push(d) });
    const stopChat = subscribeNotificationStream(7, { event: 'chat', onMessage: (d) => chats.push(d) });
    const stopOther = subscribeNotificationStream(8, { event: 'unread', onMessage: () => undefined });
    expect(live().map((s) => s.url)).toEqual([
      '/api/v1/hotels/7/notifications/stream',
      '/api/v1/hotels/8/notifications/stream',
    ]);
    const [seven] = live();
    seven!.send('unread', '{"unreadCount":3}');
    seven!.send('chat', '{}');
    expect(counts).toEqual(['{"unreadCount":3}']);
    expect(chats).toEqual(['{}']);

    // The connection stays while someone listens, and closes with the last.
    stopChat();
    expect(seven!.readyState).toBe(FakeEventSource.OPEN);
    stopCount();
    expect(seven!.readyState).toBe(FakeEventSource.CLOSED);
    stopOther();
    expect(live()).toEqual([]);
  });

  it('opens a refused stream again after every listener read what it may have missed, waiting longer each time', async () => {
    const reopened: string[] = [];
    const stopCount = subscribeNotificationStream(7, {
      event: 'unread',
      onMessage: () => undefined,
      onReopen: () => reopened.push('count'),
    });
    const stopChat = subscribeNotificationStream(7, {
      event: 'chat',
      onMessage: () => undefined,
      onReopen: () => Promise.reject(new Error('offline')),
    });
    FakeEventSource.opened[0]!.refuse();
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 1);
    expect(live()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reopened).toEqual(['count']);
    expect(live()).toHaveLength(1);

    // Refused again: twice the wait; the new source carries both events.
    FakeEventSource.opened[1]!.refuse();
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(live()).toEqual([]);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    const third = live()[0]!;
    expect([...third.listeners.keys()].sort()).toEqual(['chat', 'unread']);

    // Nobody left: a refusal then opens nothing.
    third.refuse();
    stopCount();
    stopChat();
    await vi.advanceTimersByTimeAsync(10 * RETRY_FIRST_MS);
    expect(FakeEventSource.opened).toHaveLength(3);
  });
});
