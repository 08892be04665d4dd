import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** The property's rooms and rate plans, for the report's filters (none when they cannot be read). */
export function useFilterOptions(hotelId: number) {
  const rooms = useQuery({
    queryKey: ['performance-report', hotelId, 'rooms'],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/hotels/{hotelId}/rooms', { params: { path: { hotelId } } }))).items,
    retry: false,
  });
  const ratePlans = useQuery({
    queryKey: ['performance-report', hotelId, 'rate-plans'],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/hotels/{hotelId}/rate-plans', { params: { path: { hotelId } } }))).items,
    retry: false,
  });
  return { rooms: rooms.data ?? [], ratePlans: ratePlans.data ?? [] };
}
