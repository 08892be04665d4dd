import { useEffect } from 'react';
import { createBrowserPush, syncPushRegistration } from '@extranet/api';
import { api } from '../api/client';
import { getPushConfig } from '../api/get-push-config';
import { useSession } from '../session/session';

/**
 * SPEC 4: when signed in and the browser supports it, ask permission if undecided, register the worker and
 * send the device token when it or the property changed. The browser subscribes with the server's VAPID key
 * (docs/decisions/web-push.md). Every failure is swallowed (SPEC 8).
 */
export function PushRegistration() {
  const { data: session } = useSession();
  const signedIn = Boolean(session);
  const businessId = session?.account.businessId ?? null;

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    void (async () => {
      if (!createBrowserPush().supported) return;
      const { applicationServerKey } = await getPushConfig();
      if (cancelled) return;
      const push = createBrowserPush({ applicationServerKey });
      await syncPushRegistration({
        loggedIn: true,
        supported: push.supported,
        permission: push.permission,
        registerServiceWorker: (url) => push.registerServiceWorker(url),
        getDeviceToken: (registration) => push.getDeviceToken(registration),
        stored: push.readStored(),
        businessId: businessId === null ? null : String(businessId),
        send: (token) => api.setFirebaseToken(token),
        save: (next) => push.save(next),
      });
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [signedIn, businessId]);

  return null;
}

/** On sign-out: remove the token and unregister the worker (never throws). */
export async function teardownPushRegistration(): Promise<void> {
  try {
    await createBrowserPush().teardown();
  } catch {
    // swallowed on purpose (SPEC 8)
  }
}
