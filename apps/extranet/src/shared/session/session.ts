import { useRef } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError, type components } from '@extranet/api';
import { setRequestIdentity } from '../api/client';
import { getSession } from '../api/get-session';

/** The `Session` of the auth API, as the contract (openapi/) defines it. */
export type Session = components['schemas']['Session'];
export type SessionHotel = components['schemas']['SessionHotel'];

export const SESSION_KEY = ['session'] as const;

export function isAuthError(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 401 || error.code === 'UNAUTHENTICATED' || error.code === 'SESSION_EXPIRED')
  );
}

/** The signed-in session, or null when nobody is signed in (a 401 is an answer here, not a failure). */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await getSession();
  } catch (error) {
    if (isAuthError(error)) return null;
    throw error;
  }
}

/** Keeps the request headers (x-username, x-account-id) in step with the session. */
export function applySession(queryClient: QueryClient, session: Session | null): void {
  queryClient.setQueryData(SESSION_KEY, session);
  setRequestIdentity(
    session ? { username: session.account.username, accountId: session.account.accountId } : {},
  );
}

export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => {
      const session = await fetchSession();
      setRequestIdentity(
        session ? { username: session.account.username, accountId: session.account.accountId } : {},
      );
      return session;
    },
    staleTime: 60_000,
    retry: (count, error) => !isAuthError(error) && count < 2,
  });
}

export function currentHotel(session: Session | null | undefined): SessionHotel | null {
  if (!session) return null;
  return session.hotels.find((h) => h.hotelId === session.currentHotelId) ?? session.hotels[0] ?? null;
}

/**
 * The session inside the signed-in frame (the route wrapper renders it only with a session). Signing out clears
 * the session before the route wrapper has unmounted the page, and a page can render once more in between (a
 * toast re-renders whoever uses toasts): it then keeps the session it last had, and is gone a moment later.
 */
export function useSignedInSession(): Session {
  const { data } = useSession();
  const last = useRef(data);
  if (data) last.current = data;
  if (!last.current) throw new Error('useSignedInSession outside the signed-in frame');
  return last.current;
}
