import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const pinStatusKey = (accountId: number) => ['pin', accountId] as const;

/** `GET /api/v1/pin/{accountId}`: the signed-in account's PIN state, attempts, expiry and latest reset. */
export function usePinStatus(accountId: number) {
  return useQuery({
    queryKey: pinStatusKey(accountId),
    queryFn: () => unwrap(api.GET('/api/v1/pin/{accountId}', { params: { path: { accountId } } })),
  });
}
