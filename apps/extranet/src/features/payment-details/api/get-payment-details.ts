import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const paymentDetailsKey = (hotelId: number) => ['payment-details', hotelId] as const;

/** `GET .../finance/payment-details`: the details in force (account masked), the open and last decided request. */
export function usePaymentDetails(hotelId: number) {
  return useQuery({
    queryKey: paymentDetailsKey(hotelId),
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/finance/payment-details', { params: { path: { hotelId } } })),
  });
}
