import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST .../ari/bulk-updates`: a preview (`preview: true`, nothing written) or the write of a bulk update. */
export function bulkUpdateAri(hotelId: number, body: Schemas['AriBulkUpdate']) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/ari/bulk-updates', { params: { path: { hotelId } }, body }),
  );
}
