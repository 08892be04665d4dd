/**
 * The device token of `setFirebaseToken` (SPEC 3 "push token record") is the JSON of a browser's
 * PushSubscription: `{ endpoint, expirationTime?, keys: { p256dh, auth } }` (packages/api push.ts). It is checked
 * here before it is kept, because the server later POSTs to its endpoint and encrypts to its keys (RFC 8291).
 * The endpoint must be an https URL whose host is a name or a public address: a push service is always one,
 * and anything else would let a user make the server post to its own network (the send is guarded again at
 * connect time, http/guarded-fetch.ts).
 */
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from '../../http/guarded-fetch.js';

/** Longest token kept (a subscription's JSON is about 200 to 600 characters). */
export const PUSH_TOKEN_MAX_LENGTH = 4096;
const ENDPOINT_MAX_LENGTH = 2048;

export interface PushSubscriptionKeys {
  /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
  readonly p256dh: string;
  /** The 16-byte authentication secret, base64url. */
  readonly auth: string;
}

export interface PushSubscriptionJson {
  readonly endpoint: string;
  readonly keys: PushSubscriptionKeys;
}

export type PushTokenProblem =
  'REQUIRED' | 'TOO_LONG' | 'PUSH_SUBSCRIPTION_INVALID' | 'PUSH_ENDPOINT_INVALID';

export type ParsedPushToken =
  { ok: true; subscription: PushSubscriptionJson; token: string } | { ok: false; problem: PushTokenProblem };

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function bytesOf(value: unknown): Buffer | null {
  if (typeof value !== 'string' || !BASE64URL.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

function endpointProblem(endpoint: unknown): boolean {
  if (typeof endpoint !== 'string' || endpoint.length > ENDPOINT_MAX_LENGTH) return true;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return true;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return !isPublicAddress(host);
  // A bare name ("localhost", an intranet host) is not a push service.
  return !host.includes('.') || host.endsWith('.localhost');
}

/** Parses and checks a device token; the subscription's canonical JSON is what is kept. */
export function parsePushToken(raw: string): ParsedPushToken {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, problem: 'REQUIRED' };
  if (text.length > PUSH_TOKEN_MAX_LENGTH) return { ok: false, problem: 'TOO_LONG' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'PUSH_SUBSCRIPTION_INVALID' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: 'PUSH_SUBSCRIPTION_INVALID' };
  }
  const { endpoint, keys } = value as Record<string, unknown>;
  if (typeof keys !== 'object' || keys === null) return { ok: false, problem: 'PUSH_SUBSCRIPTION_INVALID' };
  const { p256dh, auth } = keys as Record<string, unknown>;
  const point = bytesOf(p256dh);
  const secret = bytesOf(auth);
  // An uncompressed P-256 point starts with 0x04; the auth secret is 16 bytes (RFC 8291).
  if (!point || point.length !== 65 || point[0] !== 4 || !secret || secret.length !== 16) {
    return { ok: false, problem: 'PUSH_SUBSCRIPTION_INVALID' };
  }
  if (endpointProblem(endpoint)) return { ok: false, problem: 'PUSH_ENDPOINT_INVALID' };
  const subscription: PushSubscriptionJson = {
    endpoint: endpoint as string,
    keys: { p256dh: point.toString('base64url'), auth: secret.toString('base64url') },
  };
  return { ok: true, subscription, token: JSON.stringify(subscription) };
}
