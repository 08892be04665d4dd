import { useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** Every announcement query of a property lives under this key (a save invalidates them all). */
export const announcementsKey = (hotelId: number) => ['announcements', hotelId] as const;

/** `GET .../announcements?period=`: one tab's announcements and the count of every tab. */
export function useAnnouncements(hotelId: number, period: Schemas['AnnouncementPeriod']) {
  return useQuery({
    queryKey: [...announcementsKey(hotelId), period],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/announcements', {
          params: { path: { hotelId }, query: { period } },
        }),
      ),
  });
}
