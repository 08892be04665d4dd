import { describe, expect, it, vi } from 'vitest';
import {
  SERVICE_WORKER_URL,
  base64UrlToBytes,
  createBrowserPush,
  syncPushRegistration,
  teardownPush,
  type PushPermissionState,
  type PushSyncOutcome,
  type StoredPushToken,
} from './push.js';

interface Case {
  name: string;
  loggedIn?: boolean;
  supported?: boolean;
  permission?: PushPermissionState;
  /** What the prompt answers when asked. */
  answer?: PushPermissionState;
  token?: string | null;
  stored?: StoredPushToken | null;
  businessId?: string | null;
  failAt?: 'register' | 'token' | 'send' | 'request';
  outcome: PushSyncOutcome;
  asked: boolean;
  registered: boolean;
  sent: string | null;
}

const cases: Case[] = [
  {
    name: 'logged out: nothing',
    loggedIn: false,
    outcome: 'logged-out',
    asked: false,
    registered: false,
    sent: null,
  },
  {
    name: 'unsupported: nothing',
    supported: false,
    outcome: 'unsupported',
    asked: false,
    registered: false,
    sent: null,
  },
  {
    name: 'denied before: no prompt',
    permission: 'denied',
    outcome: 'permission-denied',
    asked: false,
    registered: false,
    sent: null,
  },
  {
    name: 'undecided, then denied',
    permission: 'default',
    answer: 'denied',
    outcome: 'permission-denied',
    asked: true,
    registered: false,
    sent: null,
  },
  {
    name: 'undecided, prompt dismissed',
    permission: 'default',
    answer: 'default',
    outcome: 'permission-denied',
    asked: true,
    registered: false,
    sent: null,
  },
  {
    name: 'undecided, then granted: sends',
    permission: 'default',
    answer: 'granted',
    outcome: 'sent',
    asked: true,
    registered: true,
    sent: 'tok-1',
  },
  { name: 'granted, nothing stored: sends', outcome: 'sent', asked: false, registered: true, sent: 'tok-1' },
  {
    name: 'same token and business: no send',
    stored: { token: 'tok-1', businessId: '10' },
    outcome: 'unchanged',
    asked: false,
    registered: true,
    sent: null,
  },
  {
    name: 'token changed: sends',
    stored: { token: 'tok-0', businessId: '10' },
    outcome: 'sent',
    asked: false,
    registered: true,
    sent: 'tok-1',
  },
  {
    name: 'business changed: sends',
    stored: { token: 'tok-1', businessId: '11' },
    outcome: 'sent',
    asked: false,
    registered: true,
    sent: 'tok-1',
  },
  {
    name: 'no business yet vs stored one: sends',
    businessId: null,
    stored: { token: 'tok-1', businessId: '10' },
    outcome: 'sent',
    asked: false,
    registered: true,
    sent: 'tok-1',
  },
  {
    name: 'no token from the browser',
    token: null,
    outcome: 'no-token',
    asked: false,
    registered: true,
    sent: null,
  },
  {
    name: 'worker registration fails: swallowed',
    failAt: 'register',
    outcome: 'failed',
    asked: false,
    registered: true,
    sent: null,
  },
  {
    name: 'token fails: swallowed',
    failAt: 'token',
    outcome: 'failed',
    asked: false,
    registered: true,
    sent: null,
  },
  {
    name: 'send fails: swallowed, nothing saved',
    failAt: 'send',
    outcome: 'failed',
    asked: false,
    registered: true,
    sent: 'tok-1',
  },
  {
    name: 'permission prompt throws: swallowed',
    permission: 'default',
    failAt: 'request',
    outcome: 'failed',
    asked: true,
    registered: false,
    sent: null,
  },
];

describe('syncPushRegistration', () => {
  it.each(cases)('$name', async (c) => {
    const boom = () => Promise.reject(new Error('boom'));
    const request = vi.fn(() => (c.failAt === 'request' ? boom() : Promise.resolve(c.answer ?? 'granted')));
    const registration = { id: 'reg' };
    const registerServiceWorker = vi.fn((_url: string) =>
      c.failAt === 'register' ? boom() : Promise.resolve(registration),
    );
    const getDeviceToken = vi.fn(() =>
      c.failAt === 'token' ? boom() : Promise.resolve(c.token === undefined ? 'tok-1' : c.token),
    );
    const send = vi.fn((_token: string) => (c.failAt === 'send' ? boom() : Promise.resolve()));
    const save = vi.fn();
    const businessId = c.businessId === undefined ? '10' : c.businessId;

    const outcome = await syncPushRegistration({
      loggedIn: c.loggedIn ?? true,
      supported: c.supported ?? true,
      permission: { current: () => c.permission ?? 'granted', request },
      registerServiceWorker,
      getDeviceToken,
      stored: c.stored ?? null,
      businessId,
      send,
      save,
    });

    expect(outcome).toBe(c.outcome);
    expect(request).toHaveBeenCalledTimes(c.asked ? 1 : 0);
    if (c.registered) {
      expect(registerServiceWorker).toHaveBeenCalledExactlyOnceWith(SERVICE_WORKER_URL);
    } else {
      expect(registerServiceWorker).not.toHaveBeenCalled();
    }
    if (c.registered && c.failAt !== 'register') expect(getDeviceToken).toHaveBeenCalledWith(registration);
    if (c.sent === null) {
      expect(send).not.toHaveBeenCalled();
    } else {
      expect(send).toHaveBeenCalledExactlyOnceWith(c.sent);
    }
    if (c.outcome === 'sent') {
      expect(save).toHaveBeenCalledExactlyOnceWith({ token: c.sent, businessId });
    } else {
      expect(save).not.toHaveBeenCalled();
    }
  });

  it('uses the worker URL of SPEC 7', () => {
    expect(SERVICE_WORKER_URL).toBe('/v3/firebase-messaging-sw.js');
  });
});

describe('teardownPush', () => {
  it('removes the token, unregisters the worker and forgets the stored token', async () => {
    const order: string[] = [];
    const registration = { id: 'reg' };
    const getRegistration = vi.fn(async (_url: string) => registration);
    await teardownPush({
      getRegistration,
      removeToken: async (r) => void order.push(`remove:${r.id}`),
      unregister: async (r) => void order.push(`unregister:${r.id}`),
      clear: () => void order.push('clear'),
    });
    expect(getRegistration).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(order).toEqual(['clear', 'remove:reg', 'unregister:reg']);
  });

  it('still unregisters when removing the token fails, and never throws', async () => {
    const unregister = vi.fn(async () => {});
    await expect(
      teardownPush({
        getRegistration: async () => ({}),
        removeToken: () => Promise.reject(new Error('x')),
        unregister,
        clear: () => {
          throw new Error('storage blocked');
        },
      }),
    ).resolves.toBeUndefined();
    expect(unregister).toHaveBeenCalledTimes(1);
  });

  it('does nothing more without a registration', async () => {
    const unregister = vi.fn(async () => {});
    await teardownPush({
      getRegistration: async () => undefined,
      removeToken: vi.fn(),
      unregister,
      clear: vi.fn(),
    });
    expect(unregister).not.toHaveBeenCalled();
  });
});

describe('createBrowserPush', () => {
  function memoryStorage() {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  }

  function fakeBrowser(existing: PushSubscriptionJSON | null = null, existingKey?: ArrayBuffer | null) {
    const unsubscribe = vi.fn(async () => true);
    const asSubscription = (json: PushSubscriptionJSON, key?: ArrayBuffer | null) => ({
      toJSON: () => json,
      unsubscribe,
      ...(key === undefined ? {} : { options: { applicationServerKey: key, userVisibleOnly: true } }),
    });
    const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) =>
      asSubscription({ endpoint: 'https://push.test/new', keys: { p256dh: 'p', auth: 'a' } }),
    );
    const pushManager = {
      getSubscription: vi.fn(async () => (existing ? asSubscription(existing, existingKey) : null)),
      subscribe,
    };
    const unregister = vi.fn(async () => true);
    const registration = { active: {}, pushManager, unregister };
    const serviceWorker = {
      register: vi.fn(async (_url: string) => registration),
      getRegistration: vi.fn(async (_url?: string) => registration),
    };
    const storage = memoryStorage();
    const globals = {
      navigator: { serviceWorker: serviceWorker as unknown as ServiceWorkerContainer },
      Notification: { permission: 'granted' as NotificationPermission, requestPermission: vi.fn() },
      PushManager: function PushManager() {},
      storage,
    };
    return { globals, serviceWorker, registration, subscribe, unsubscribe, unregister, storage };
  }

  it('is unsupported without service workers, Notification or PushManager', () => {
    expect(createBrowserPush({ globals: {} }).supported).toBe(false);
    const { globals } = fakeBrowser();
    expect(createBrowserPush({ globals }).supported).toBe(true);
    expect(createBrowserPush({ globals: { ...globals, PushManager: undefined } }).supported).toBe(false);
  });

  it('subscribes with the VAPID key and uses the subscription JSON as the device token', async () => {
    const b = fakeBrowser();
    const push = createBrowserPush({ globals: b.globals, applicationServerKey: 'AQID' });
    const registration = await push.registerServiceWorker(SERVICE_WORKER_URL);
    expect(b.serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    const token = await push.getDeviceToken(registration);
    expect(JSON.parse(token!)).toEqual({
      endpoint: 'https://push.test/new',
      keys: { p256dh: 'p', auth: 'a' },
    });
    const options = b.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual([1, 2, 3]);
  });

  it('reuses an existing subscription', async () => {
    const b = fakeBrowser({ endpoint: 'https://push.test/old' });
    const push = createBrowserPush({ globals: b.globals });
    const token = await push.getDeviceToken(await push.registerServiceWorker(SERVICE_WORKER_URL));
    expect(JSON.parse(token!)).toEqual({ endpoint: 'https://push.test/old' });
    expect(b.subscribe).not.toHaveBeenCalled();
  });

  it('keeps a subscription made with the same key and replaces one made with another key or none', async () => {
    const same = fakeBrowser({ endpoint: 'https://push.test/old' }, new Uint8Array([1, 2, 3]).buffer);
    const kept = createBrowserPush({ globals: same.globals, applicationServerKey: 'AQID' });
    const token = await kept.getDeviceToken(await kept.registerServiceWorker(SERVICE_WORKER_URL));
    expect(JSON.parse(token!)).toEqual({ endpoint: 'https://push.test/old' });
    expect(same.subscribe).not.toHaveBeenCalled();

    for (const key of [new Uint8Array([9, 9, 9]).buffer, null]) {
      const other = fakeBrowser({ endpoint: 'https://push.test/old' }, key);
      const push = createBrowserPush({ globals: other.globals, applicationServerKey: 'AQID' });
      const next = await push.getDeviceToken(await push.registerServiceWorker(SERVICE_WORKER_URL));
      expect(JSON.parse(next!).endpoint).toBe('https://push.test/new');
      expect(other.unsubscribe).toHaveBeenCalledTimes(1);
      expect(Array.from(other.subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array)).toEqual([
        1, 2, 3,
      ]);
    }
  });

  it('stores, reads and on teardown clears the token, unsubscribes and unregisters', async () => {
    const b = fakeBrowser({ endpoint: 'https://push.test/old' });
    const push = createBrowserPush({ globals: b.globals });
    expect(push.readStored()).toBeNull();
    push.save({ token: 't', businessId: '10' });
    expect(push.readStored()).toEqual({ token: 't', businessId: '10' });
    await push.teardown();
    expect(push.readStored()).toBeNull();
    expect(b.unsubscribe).toHaveBeenCalledTimes(1);
    expect(b.unregister).toHaveBeenCalledTimes(1);
  });

  it('ignores a corrupt stored value', () => {
    const b = fakeBrowser();
    b.storage.setItem('extranet.push', '{not json');
    expect(createBrowserPush({ globals: b.globals }).readStored()).toBeNull();
  });

  it('decodes base64url keys', () => {
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([251, 255]);
  });
});
