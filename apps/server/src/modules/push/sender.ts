/**
 * Sends web pushes (docs/decisions/web-push.md): VAPID-signed (RFC 8292), the payload encrypted to the
 * subscription's keys (RFC 8291, `aes128gcm`), both by the `web-push` library; the POST itself goes through a
 * `PushTransport`, by default `fetch` guarded against the server's own network (tests give one that posts to a
 * local server). A push is started after the commit of what it tells and never fails or delays the request that
 * caused it: every error is logged and swallowed. A subscription its push service answers 404 or 410 for is gone
 * and is dropped.
 */
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { hiddenNotificationKinds, type NotificationKind } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { guardedFetch } from '../../http/guarded-fetch.js';
import * as repo from './repository.js';
import type { VapidKeys } from './vapid.js';

/** One encrypted push, ready to POST to the subscription's endpoint. */
export interface PushRequest {
  readonly endpoint: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
}

/** Posts a push; resolves with the push service's HTTP status. */
export interface PushTransport {
  send(request: PushRequest): Promise<number>;
}

export interface PushOptions {
  /** How long the push service keeps it for an offline device, in seconds. */
  readonly ttlSeconds: number;
  readonly urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

export interface PushNotifier {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  /**
   * Pushes `payload` (as JSON) to every device registered at the property by its users who allow notifications
   * and may see entries of `kind` (`hiddenNotificationKinds`: a chat message only for the chat roles). Call it
   * after the commit; it returns at once and never throws.
   */
  notify(hotelId: number, kind: NotificationKind, payload: unknown, options: PushOptions): void;
  /** Resolves when every push started so far has been answered or has failed (tests, shutdown). */
  idle(): Promise<void>;
}

const SEND_TIMEOUT_MS = 10_000;

/** The real transport: a POST that reaches public addresses only (http/guarded-fetch.ts), 10 s at most. */
export const fetchTransport: PushTransport = {
  async send(request) {
    const response = await guardedFetch(
      request.endpoint,
      {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
      false,
    );
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  },
};

/** Only the push service's origin is logged: the endpoint's path is the device's address. */
const originOf = (endpoint: string) => {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'invalid';
  }
};

export function createPushNotifier(deps: {
  db: Database;
  keys: VapidKeys;
  subject: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'debug'>;
  transport?: PushTransport;
}): PushNotifier {
  const { db, keys, subject, log } = deps;
  const transport = deps.transport ?? fetchTransport;
  const pending = new Set<Promise<void>>();

  async function sendOne(recipient: repo.PushRecipient, body: string, options: PushOptions): Promise<void> {
    const subscription = JSON.parse(recipient.token) as webpush.PushSubscription;
    const details = webpush.generateRequestDetails(subscription, body, {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: options.ttlSeconds,
      contentEncoding: 'aes128gcm',
      ...(options.urgency ? { urgency: options.urgency } : {}),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    const status = await transport.send({
      endpoint: details.endpoint,
      headers,
      body: new Uint8Array(details.body as Buffer),
    });
    if (status === 404 || status === 410) {
      await repo.dropEndpoint(db, recipient.endpoint);
      log.debug(
        { event: 'push_subscription_gone', service: originOf(recipient.endpoint) },
        'push subscription dropped',
      );
    } else if (status < 200 || status >= 300) {
      log.warn({ event: 'push_refused', status, service: originOf(recipient.endpoint) }, 'push refused');
    }
  }

  async function run(hotelId: number, kind: NotificationKind, payload: unknown, options: PushOptions) {
    const body = JSON.stringify(payload);
    const recipients = (await repo.recipients(db, hotelId)).filter(
      (r) => !hiddenNotificationKinds(r.roles).includes(kind),
    );
    const results = await Promise.allSettled(recipients.map((r) => sendOne(r, body, options)));
    for (const [i, result] of results.entries()) {
      if (result.status === 'rejected') {
        log.warn(
          { event: 'push_failed', err: result.reason, service: originOf(recipients[i]?.endpoint ?? '') },
          'push not delivered',
        );
      }
    }
  }

  return {
    publicKey: keys.publicKey,
    notify(hotelId, kind, payload, options) {
      const started = run(hotelId, kind, payload, options).catch((error: unknown) => {
        log.error({ event: 'push_failed', err: error, hotelId, kind }, 'push not sent');
      });
      pending.add(started);
      void started.finally(() => pending.delete(started));
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
