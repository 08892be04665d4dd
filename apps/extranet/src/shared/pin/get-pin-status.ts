import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../api/client';

/** The query key of the PIN status: the same as the PIN screen's (features/pin), so both read one cache entry. */
export const pinStatusQueryKey = (accountId: number) => ['pin', accountId] as const;

/**
 * `GET /api/v1/pin/{accountId}`: the signed-in account's PIN state (NONE, ACTIVE, BLOCKED, EXPIRED), read by the PIN
 * dialog when it opens so that an account without a PIN is told so before it types any digit.
 */
export function usePinState(accountId: number, enabled: boolean) {
  return useQuery({
    queryKey: pinStatusQueryKey(accountId),
    queryFn: () => unwrap(api.GET('/api/v1/pin/{accountId}', { params: { path: { accountId } } })),
    enabled,
  });
}
