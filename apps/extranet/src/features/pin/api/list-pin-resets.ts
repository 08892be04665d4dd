import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const pinResetsKey = ['review', 'pin-resets'] as const;

/** `GET /api/v1/dashboard/pin/reset`: the market managers' queue of asked PIN resets, oldest first. */
export function usePinResets() {
  return useQuery({
    queryKey: pinResetsKey,
    queryFn: () => unwrap(api.GET('/api/v1/dashboard/pin/reset')),
  });
}
