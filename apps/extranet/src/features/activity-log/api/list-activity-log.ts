import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import type { ActivityQuery } from '../model';
import { api } from '../../../shared/api/client';

/** Every activity log query of a property lives under this key. */
export const activityLogKey = (hotelId: number) => ['activity-log', hotelId] as const;

/** `GET .../activity-log`: pages of the period's entries, newest first, older pages by cursor. */
export function useActivityLog(hotelId: number, query: ActivityQuery) {
  return useInfiniteQuery({
    queryKey: [...activityLogKey(hotelId), query],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/activity-log', {
          params: {
            path: { hotelId },
            query: { ...query, ...(pageParam === undefined ? {} : { before: pageParam }) },
          },
        }),
      ),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
