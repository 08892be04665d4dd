import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `GET .../rate-plans`: the property's rate plans with their rooms (the simulation's choices). */
export function useSimulationRatePlans(hotelId: number) {
  return useQuery({
    queryKey: ['simulation-rate-plans', hotelId] as const,
    queryFn: () => unwrap(api.GET('/api/v1/hotels/{hotelId}/rate-plans', { params: { path: { hotelId } } })),
  });
}
