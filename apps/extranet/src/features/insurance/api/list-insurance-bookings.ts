import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import type { InsuranceQuery } from '../model';

/** Every insured-bookings query of a property lives under this key. */
export const insuranceBookingsKey = (hotelId: number, query?: InsuranceQuery) =>
  query ? (['insurance-bookings', hotelId, query] as const) : (['insurance-bookings', hotelId] as const);

/** `GET .../insurance/bookings`: one page of the bookings sold with insurance, with the claim limit. */
export function useInsuranceBookings(hotelId: number, query: InsuranceQuery) {
  return useQuery({
    queryKey: insuranceBookingsKey(hotelId, query),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/insurance/bookings', {
          params: { path: { hotelId }, query },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
