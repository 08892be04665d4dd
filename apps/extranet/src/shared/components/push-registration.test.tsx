import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { base64UrlToBytes, SERVICE_WORKER_URL } from '@extranet/api';
import { createQueryClient } from '../../app/providers';
import { fakeServer, session } from '../../../test/fake-server';
import { PushRegistration } from './push-registration';

// An uncompressed P-256 point, as the server's GET /api/v1/push/config gives it.
const KEY = `BA${'A'.repeat(85)}`;
const SUBSCRIPTION = { endpoint: 'https://push.example.com/device', keys: { p256dh: 'p', auth: 'a' } };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakePushBrowser(permission: NotificationPermission = 'granted') {
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({
    toJSON: () => SUBSCRIPTION,
    unsubscribe: async () => true,
  }));
  const registration = { active: {}, pushManager: { getSubscription: async () => null, subscribe } };
  const register = vi.fn(async (_url: string) => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, getRegistration: async () => registration },
  });
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
  vi.stubGlobal('PushManager', function PushManager() {});
  return { subscribe, register };
}

function renderSignedIn(graphql: (body: string) => Response) {
  const fetch = fakeServer(session(), {
    'GET /api/v1/push/config': () => json(200, { applicationServerKey: KEY }),
    'POST /graphql': ({ body }) => graphql(body),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PushRegistration />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('PushRegistration', () => {
  it("subscribes with the server's VAPID key and sends the subscription as the device token", async () => {
    const browser = fakePushBrowser();
    const sent: unknown[] = [];
    renderSignedIn((body) => {
      const { variables } = JSON.parse(body) as { variables: { firebaseToken: string } };
      sent.push(JSON.parse(variables.firebaseToken));
      return json(200, { data: { setFirebaseToken: { code: 'SUCCESS', message: 'ok', errors: [] } } });
    });
    await waitFor(() => expect(sent).toEqual([SUBSCRIPTION]));
    expect(browser.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    const options = browser.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(base64UrlToBytes(KEY)));
    expect(JSON.parse(localStorage.getItem('extranet.push')!)).toMatchObject({ businessId: '101' });
  });

  it('asks for no key and subscribes nothing where the browser has no push', async () => {
    const fetch = fakeServer(session());
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PushRegistration />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const urls = fetch.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(urls.some((u) => u.includes('/push/config'))).toBe(false);
  });

  it('swallows a refused key request (SPEC 8)', async () => {
    const browser = fakePushBrowser();
    fakeServer(session(), { 'GET /api/v1/push/config': () => json(500, { code: 'INTERNAL', message: 'x' }) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PushRegistration />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(browser.subscribe).not.toHaveBeenCalled();
  });
});
