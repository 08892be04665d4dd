/**
 * Web push registration (SPEC 4). The decisions live in `syncPushRegistration` / `teardownPush`, which take
 * every browser API as a parameter so they are testable; `createBrowserPush` supplies the real ones.
 *
 * The device token comes from the standard Push API (`PushManager.subscribe`) rather than Firebase Cloud
 * Messaging, which is not reachable from this product's environment: the "token" sent through
 * `setFirebaseToken` is the JSON of the PushSubscription (endpoint and keys), which a Web Push sender needs.
 * The worker keeps its historical URL `/v3/firebase-messaging-sw.js`.
 */

export const SERVICE_WORKER_URL = '/v3/firebase-messaging-sw.js';
export const PUSH_STORAGE_KEY = 'extranet.push';

export type PushPermissionState = 'default' | 'granted' | 'denied';

export interface PushPermissionApi {
  current(): PushPermissionState;
  request(): Promise<PushPermissionState>;
}

/** What was last sent to the server. */
export interface StoredPushToken {
  token: string;
  businessId: string | null;
}

export interface PushSyncInput<Registration = unknown> {
  loggedIn: boolean;
  supported: boolean;
  permission: PushPermissionApi;
  registerServiceWorker(url: string): Promise<Registration>;
  getDeviceToken(registration: Registration): Promise<string | null>;
  stored: StoredPushToken | null;
  /** The current property's id. */
  businessId: string | null;
  /** Sends the token to the server (the app passes `api.setFirebaseToken`). */
  send(token: string): Promise<void>;
  /** Remembers what was sent; called only after `send` succeeded. */
  save(next: StoredPushToken): void;
}

export type PushSyncOutcome =
  'logged-out' | 'unsupported' | 'permission-denied' | 'no-token' | 'unchanged' | 'sent' | 'failed';

/**
 * When logged in and supported: asks permission if undecided; if granted registers the worker, gets the
 * device token and sends it only when it or the businessId differs from the stored one. Never throws
 * (push registration errors are swallowed, SPEC 8); the outcome says what happened.
 */
export async function syncPushRegistration<Registration>(
  input: PushSyncInput<Registration>,
): Promise<PushSyncOutcome> {
  if (!input.loggedIn) return 'logged-out';
  if (!input.supported) return 'unsupported';
  try {
    let permission = input.permission.current();
    if (permission === 'default') permission = await input.permission.request();
    if (permission !== 'granted') return 'permission-denied';
    const registration = await input.registerServiceWorker(SERVICE_WORKER_URL);
    const token = await input.getDeviceToken(registration);
    if (!token) return 'no-token';
    const businessId = input.businessId ?? null;
    if (input.stored && input.stored.token === token && input.stored.businessId === businessId) {
      return 'unchanged';
    }
    await input.send(token);
    input.save({ token, businessId });
    return 'sent';
  } catch {
    return 'failed';
  }
}

export interface PushTeardownInput<Registration = unknown> {
  getRegistration(url: string): Promise<Registration | undefined>;
  /** Drops the device token (the push subscription). */
  removeToken(registration: Registration): Promise<void>;
  unregister(registration: Registration): Promise<void>;
  /** Forgets the stored token. */
  clear(): void;
}

/** On logout: removes the token and unregisters the worker. Never throws. */
export async function teardownPush<Registration>(input: PushTeardownInput<Registration>): Promise<void> {
  try {
    input.clear();
  } catch {
    // storage can be unavailable (private mode); nothing else depends on it
  }
  try {
    const registration = await input.getRegistration(SERVICE_WORKER_URL);
    if (registration === undefined) return;
    try {
      await input.removeToken(registration);
    } finally {
      await input.unregister(registration);
    }
  } catch {
    // swallowed on purpose (SPEC 8)
  }
}

/** The subset of the browser used here, injectable for tests. */
export interface BrowserPushGlobals {
  navigator?: { serviceWorker?: ServiceWorkerContainer } | undefined;
  Notification?:
    { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> } | undefined;
  PushManager?: unknown;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

export interface BrowserPushOptions {
  /** The server's VAPID public key (base64url); Chromium requires one to subscribe. */
  applicationServerKey?: string | undefined;
  globals?: BrowserPushGlobals;
  storageKey?: string;
}

export interface BrowserPush {
  readonly supported: boolean;
  permission: PushPermissionApi;
  registerServiceWorker(url: string): Promise<ServiceWorkerRegistration>;
  getDeviceToken(registration: ServiceWorkerRegistration): Promise<string | null>;
  readStored(): StoredPushToken | null;
  save(next: StoredPushToken): void;
  /** `teardownPush` wired to the browser. */
  teardown(): Promise<void>;
}

export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription's key is `key`; a browser that does not tell (no `options`) is trusted. */
function sameKey(current: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (current === undefined) return true;
  if (current === null || current.byteLength !== key.length) return false;
  const bytes = new Uint8Array(current);
  return key.every((b, i) => bytes[i] === b);
}

function waitUntilActive(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve();
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.resolve();
  return new Promise((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
      if (worker.state === 'redundant') reject(new Error('service worker became redundant'));
    });
  });
}

function parseStored(raw: string | null): StoredPushToken | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token, businessId } = value as Record<string, unknown>;
    if (typeof token !== 'string') return null;
    return { token, businessId: typeof businessId === 'string' ? businessId : null };
  } catch {
    return null;
  }
}

function defaultStorage(): Storage | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    // reading localStorage throws where storage is blocked (sandboxed frames, some privacy settings)
    return undefined;
  }
}

/** The real browser APIs for `syncPushRegistration` / `teardownPush`. */
export function createBrowserPush(options: BrowserPushOptions = {}): BrowserPush {
  const g = options.globals ?? (globalThis as unknown as BrowserPushGlobals);
  const storage = options.globals ? options.globals.storage : defaultStorage();
  const storageKey = options.storageKey ?? PUSH_STORAGE_KEY;
  const container = g.navigator?.serviceWorker;
  const notification = g.Notification;
  const supported = Boolean(container && notification && g.PushManager !== undefined);

  const readStored = (): StoredPushToken | null => {
    try {
      return parseStored(storage?.getItem(storageKey) ?? null);
    } catch {
      return null;
    }
  };

  return {
    supported,
    permission: {
      current: () => notification?.permission ?? 'denied',
      request: async () => (notification ? notification.requestPermission() : 'denied'),
    },
    async registerServiceWorker(url) {
      if (!container) throw new Error('service workers unsupported');
      const registration = await container.register(url);
      await waitUntilActive(registration);
      return registration;
    },
    async getDeviceToken(registration) {
      const key = options.applicationServerKey ? base64UrlToBytes(options.applicationServerKey) : undefined;
      let existing = await registration.pushManager.getSubscription();
      // A subscription made with another server key (the server's keys changed, or none was given) cannot
      // receive this server's pushes: it is replaced, and the new token is sent since it differs.
      if (existing && key && !sameKey(existing.options?.applicationServerKey, key)) {
        await existing.unsubscribe();
        existing = null;
      }
      const subscription =
        existing ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          ...(key ? { applicationServerKey: key } : {}),
        }));
      return subscription ? JSON.stringify(subscription.toJSON()) : null;
    },
    readStored,
    save(next) {
      try {
        storage?.setItem(storageKey, JSON.stringify(next));
      } catch {
        // storage full or blocked: the token is simply sent again next time
      }
    },
    teardown() {
      return teardownPush<ServiceWorkerRegistration>({
        getRegistration: async (url) => (container ? container.getRegistration(url) : undefined),
        removeToken: async (registration) => {
          const subscription = await registration.pushManager.getSubscription();
          await subscription?.unsubscribe();
        },
        unregister: async (registration) => {
          await registration.unregister();
        },
        clear: () => storage?.removeItem(storageKey),
      });
    },
  };
}
