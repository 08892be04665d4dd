import { ApiError, CLIENT_ERROR_CODES, errorFromBody } from '@extranet/api';
import type { AddOn } from '../model';

/**
 * `POST .../add-ons/photos` (multipart, one file `files`): the photo is checked and processed like the gallery's;
 * a refusal rejects with the server's ApiError (field errors `files`, `files.0`) like the typed client.
 */
export async function uploadAddOnPhoto(hotelId: number, file: File): Promise<AddOn['photo']> {
  const form = new FormData();
  form.append('files', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/v1/hotels/${hotelId}/add-ons/photos`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.NETWORK, message: 'NETWORK', requestId: '' });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 201 && body && typeof body === 'object' && 'photoId' in body) {
    return body as AddOn['photo'];
  }
  throw errorFromBody(response.status, response.statusText, body, response.headers.get('x-request-id') ?? '');
}
