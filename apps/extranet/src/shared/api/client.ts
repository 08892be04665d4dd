import { createApiClient, type ApiClient, type RequestContext } from '@extranet/api';
import { readLangCookie } from '../i18n/language';

type Listener = () => void;

/** The caller's identity for the SPEC 7 headers; updated whenever the session changes. */
let identity: Pick<RequestContext, 'username' | 'accountId'> = {};
const expiredListeners = new Set<Listener>();

export function setRequestIdentity(next: Pick<RequestContext, 'username' | 'accountId'>): void {
  identity = next;
}

/** Called once per failed refresh: the session is over (the app shows the message, then /login). */
export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export const api: ApiClient = createApiClient({
  getContext: () => ({ language: readLangCookie(), ...identity }),
  onSessionExpired: () => {
    for (const listener of expiredListeners) listener();
  },
});
