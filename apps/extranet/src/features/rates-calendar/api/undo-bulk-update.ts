import { unwrap } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../ari/bulk-updates/{batchId}/undo`: puts back what one bulk update changed. */
export function undoBulkUpdate(hotelId: number, batchId: string) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/ari/bulk-updates/{batchId}/undo', {
      params: { path: { hotelId, batchId } },
    }),
  );
}
