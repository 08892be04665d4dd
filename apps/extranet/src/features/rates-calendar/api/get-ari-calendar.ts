import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { ariKey } from '../../../shared/api/query-keys';
import { decodeAriCalendar } from './decode-ari-calendar';

/** `GET .../ari`: the calendar of one window (rooms, rate plans), decoded to one array per series and day. */
export function useAriCalendar(hotelId: number | null, window: { from: string; to: string }) {
  return useQuery({
    queryKey: [...ariKey(hotelId ?? 0), 'calendar', window.from, window.to],
    enabled: hotelId !== null,
    queryFn: async () =>
      decodeAriCalendar(
        await unwrap(
          api.GET('/api/v1/hotels/{hotelId}/ari', {
            params: { path: { hotelId: hotelId ?? 0 }, query: { from: window.from, to: window.to } },
          }),
        ),
      ),
  });
}
