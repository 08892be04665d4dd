import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { customerServiceKey } from './search-bookings';

/** `GET /api/v1/customer-service/properties`: one page of properties with their contacts. */
export function useCsProperties(query: { q?: string; page?: number } | null) {
  return useQuery({
    queryKey: [...customerServiceKey, 'properties', query],
    queryFn: () => unwrap(api.GET('/api/v1/customer-service/properties', { params: { query: query ?? {} } })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
