/** What the app knows about the caller; read before every request (SPEC 7 headers). */
export interface RequestContext {
  /** `x-channel`; default `DESKTOP` (SPEC 9). */
  channel?: string | null;
  /** `x-store`. */
  store?: string | null;
  /** `x-currency`; default `IDR` (SPEC 9). */
  currency?: string | null;
  /** `x-username` (the account's e-mail). */
  username?: string | null;
  /** `x-account-id`. */
  accountId?: string | number | null;
  /** `x-language`, and `lang` on GraphQL; default `id` (SPEC 9). */
  language?: string | null;
  /** Sent as `Authorization: Bearer` (REST) and `token` (GraphQL) when known. Sessions normally ride on cookies. */
  token?: string | null;
}

export type ContextGetter = () => RequestContext;

export const DEFAULT_CONTEXT = { channel: 'DESKTOP', currency: 'IDR', language: 'id' } as const;

/** A v4 UUID; falls back to getRandomValues where randomUUID is missing (plain-HTTP origins). */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function present(value: string | number | null | undefined): value is string | number {
  return value !== undefined && value !== null && value !== '';
}

/** Sets the SPEC 7 REST headers on `headers` (a header the caller set explicitly wins). */
export function applyRestHeaders(
  headers: Headers,
  context: RequestContext,
  token: string | null,
  requestId: string,
): void {
  const values: Record<string, string | number | null | undefined> = {
    'x-channel': context.channel ?? DEFAULT_CONTEXT.channel,
    'x-store': context.store,
    'x-currency': context.currency ?? DEFAULT_CONTEXT.currency,
    'x-username': context.username,
    'x-account-id': context.accountId,
    'x-language': context.language ?? DEFAULT_CONTEXT.language,
  };
  for (const [name, value] of Object.entries(values)) {
    if (present(value) && !headers.has(name)) headers.set(name, String(value));
  }
  headers.set('x-request-id', requestId);
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
}

/**
 * The GraphQL headers of SPEC 7: `lang`, `channelId`, `token`. The user agent is the browser's own (a page
 * cannot set it), so nothing is added for it.
 */
export function applyGraphqlHeaders(
  headers: Headers,
  context: RequestContext,
  token: string | null,
  requestId: string,
): void {
  headers.set('lang', context.language ?? DEFAULT_CONTEXT.language);
  headers.set('channelId', context.channel ?? DEFAULT_CONTEXT.channel);
  if (token) headers.set('token', token);
  headers.set('x-request-id', requestId);
}
