import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { dealsKey } from './list-deals';

/** Guests of the sample stay: the preview prices a room for two, as most stays are. */
export const SAMPLE_GUESTS = 2;

export interface SampleStayQuery {
  roomId: number;
  ratePlanId: number;
  checkIn: string;
  nights: number;
}

/**
 * `GET .../deals/sample-stay`: the sample stay priced by the marketplace quote's own code before promotions (its
 * nights after the length-of-stay discount, the surcharges apart, whether it would sell and why not). The last
 * answer stays on screen while the next is read, so the preview does not flicker as the owner changes the stay.
 */
export function useSampleStay(hotelId: number, stay: SampleStayQuery | null) {
  return useQuery({
    queryKey: [...dealsKey(hotelId), 'sample-stay', stay],
    enabled: stay !== null,
    placeholderData: keepPreviousData,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/deals/sample-stay', {
          params: { path: { hotelId }, query: { ...stay!, adults: SAMPLE_GUESTS } },
        }),
      ),
  });
}
