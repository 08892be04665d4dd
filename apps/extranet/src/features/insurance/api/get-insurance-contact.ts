import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

export const insuranceContactKey = (hotelId: number) => ['insurance-contact', hotelId] as const;

/** `GET .../insurance/contact`: the property's insurance contact (null before one is saved). */
export function useInsuranceContact(hotelId: number) {
  return useQuery({
    queryKey: insuranceContactKey(hotelId),
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/insurance/contact', { params: { path: { hotelId } } })),
  });
}
