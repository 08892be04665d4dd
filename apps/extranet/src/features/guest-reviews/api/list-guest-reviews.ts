import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import type { ReviewQuery } from '../model';

export const guestReviewsKey = (hotelId: number) => ['guest-reviews', hotelId] as const;

/**
 * `GET .../guest-reviews`: a page of reviews with the averages and the monthly trend of the filtered set; not
 * asked while the filters are invalid (the last answer stays on screen).
 */
export function useGuestReviews(hotelId: number, query: ReviewQuery, enabled = true) {
  return useQuery({
    queryKey: [...guestReviewsKey(hotelId), query],
    enabled,
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/guest-reviews', { params: { path: { hotelId }, query } })),
    // The page stays on screen while the next filter's answer loads.
    placeholderData: keepPreviousData,
  });
}
