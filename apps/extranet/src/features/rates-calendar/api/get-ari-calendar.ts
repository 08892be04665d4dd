import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { ariKey } from '../../../shared/api/query-keys';

/** `GET .../ari`: the calendar of one window (rooms, rate plans, arrays by day). */
export function useAriCalendar(hotelId: number | null, window: { from: string; to: string }) {
  return useQuery({
    queryKey: [...ariKey(hotelId ?? 0), 'calendar', window.from, window.to],
    enabled: hotelId !== null,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/ari', {
          params: { path: { hotelId: hotelId ?? 0 }, query: { from: window.from, to: window.to } },
        }),
      ),
  });
}
