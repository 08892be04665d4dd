import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, type Response } from 'undici';

/**
 * Fetching an owner's iCal link must not reach the server's own network (SSRF): the link is typed by any
 * property user. The check runs on the addresses the connection really uses (a custom DNS lookup of the
 * connecting socket, so a name that resolves to a public address when saved and to 127.0.0.1 when fetched —
 * DNS rebinding — is refused too), on every redirect hop. Only public unicast addresses pass; loopback,
 * private, link-local, carrier-grade NAT, multicast and reserved ranges are refused.
 */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
  constructor(readonly address: string) {
    super(`address not allowed: ${address}`);
  }
}

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const blocked = addresses.find((a) => !isPublicAddress(a.address));
    if (blocked) return callback(new BlockedAddressError(blocked.address), []);
    const all = (options as { all?: boolean }).all === true;
    const first = addresses[0];
    if (all) return callback(null, addresses);
    if (!first)
      return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

let publicAgent: Agent | undefined;
const MAX_REDIRECTS = 5;

/**
 * `fetch` for links typed by users, following at most 5 redirects, each hop checked. With `allowPrivate`
 * (tests, or a deployment that syncs from an intranet) every address is allowed. A literal IP in a URL skips
 * DNS, so it is checked here before connecting.
 */
export async function guardedFetch(
  url: string,
  init: Omit<NonNullable<Parameters<typeof fetch>[1]>, 'redirect' | 'dispatcher'>,
  allowPrivate: boolean,
): Promise<Response> {
  if (allowPrivate) return fetch(url, { ...init, redirect: 'follow' });
  publicAgent ??= new Agent({ connect: { lookup: publicOnlyLookup } });
  let target = url;
  for (let hop = 0; ; hop++) {
    const host = new URL(target).hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host) && !isPublicAddress(host)) throw new BlockedAddressError(host);
    const response = await fetch(target, { ...init, redirect: 'manual', dispatcher: publicAgent });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location || hop === MAX_REDIRECTS)
      return response;
    await response.body?.cancel().catch(() => undefined);
    target = new URL(location, target).toString();
  }
}

/** The BlockedAddressError behind a failed fetch, if that is why it failed. */
export function blockedAddressOf(error: unknown): BlockedAddressError | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof BlockedAddressError) return e;
  }
  return undefined;
}
