import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { addOnsKey } from './list-add-ons';

/** `GET .../add-ons/performance`: units, bookings and revenue of each add-on in the period (default: 30 days). */
export function useAddOnPerformance(hotelId: number, period: { from?: string; to?: string }) {
  return useQuery({
    queryKey: [...addOnsKey(hotelId), 'performance', period.from ?? '', period.to ?? ''],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/add-ons/performance', {
          params: { path: { hotelId }, query: period },
        }),
      ),
  });
}
