import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../api/client';

/** The query key of the PIN status, one cache entry for the PIN screen (features/pin) and the PIN dialog. */
export const pinStatusKey = (accountId: number) => ['pin', accountId] as const;

/**
 * `GET /api/v1/pin/{accountId}`: the signed-in account's PIN state (NONE, ACTIVE, BLOCKED, EXPIRED), attempts,
 * expiry and latest reset. The PIN dialog reads it only while open (`enabled`), so that an account without a PIN
 * is told so before it types any digit.
 */
export function usePinStatus(accountId: number, enabled = true) {
  return useQuery({
    queryKey: pinStatusKey(accountId),
    queryFn: () => unwrap(api.GET('/api/v1/pin/{accountId}', { params: { path: { accountId } } })),
    enabled,
  });
}
