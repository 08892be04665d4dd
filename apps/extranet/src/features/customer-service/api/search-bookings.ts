import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import type { BookingQuery } from '../model';

/** Every customer-service query lives under this key. */
export const customerServiceKey = ['customer-service'] as const;

/** `GET /api/v1/customer-service/bookings`: one page of bookings of every property (null query: nothing asked). */
export function useCsBookings(query: BookingQuery | null) {
  return useQuery({
    queryKey: [...customerServiceKey, 'bookings', query],
    queryFn: () => unwrap(api.GET('/api/v1/customer-service/bookings', { params: { query: query ?? {} } })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
