import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const hotelNowKey = (hotelId: number) => ['hotel-now', hotelId] as const;

/** `GET .../hotel-now`: tonight's window and the offers of the coming nights per room. */
export function useHotelNow(hotelId: number) {
  return useQuery({
    queryKey: hotelNowKey(hotelId),
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/hotel-now', { params: { path: { hotelId } } })),
  });
}
