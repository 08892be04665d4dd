import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `GET /api/v1/public/reschedule-results/{token}`: the answer to a reschedule request, for the guest's link. */
export function useRescheduleResult(token: string) {
  return useQuery({
    queryKey: ['reschedule-result', token],
    queryFn: () =>
      unwrap(api.GET('/api/v1/public/reschedule-results/{token}', { params: { path: { token } } })),
    retry: false,
  });
}
