import { ApiError, CLIENT_ERROR_CODES, errorFromBody, type Schemas } from '@extranet/api';

const TIMEOUT_MS = 120_000;

/**
 * `POST .../photos` (multipart): one photo per request, so each file shows its own progress. Sent with
 * XMLHttpRequest because fetch cannot report upload progress; the session cookies go along (same origin),
 * and a refusal rejects with the server's ApiError (field errors `files.0`, `roomId`) like the typed client.
 */
export function uploadPhoto(
  hotelId: number,
  file: Blob,
  options: { roomId?: number | null; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Schemas['Photo']> {
  const form = new FormData();
  if (options.roomId) form.append('roomId', String(options.roomId));
  form.append('files', file, file instanceof File ? file.name : 'photo.jpg');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/hotels/${hotelId}/photos`);
    xhr.timeout = TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    const failed = (code: string) => () =>
      reject(new ApiError({ status: 0, code, message: code, requestId: '' }));
    xhr.onerror = failed(CLIENT_ERROR_CODES.NETWORK);
    xhr.ontimeout = failed(CLIENT_ERROR_CODES.TIMEOUT);
    xhr.onabort = failed(CLIENT_ERROR_CODES.ABORTED);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      const requestId = xhr.getResponseHeader('x-request-id') ?? '';
      if (xhr.status === 201 && body && typeof body === 'object' && 'items' in body) {
        const [photo] = (body as Schemas['PhotoList']).items;
        if (photo) return resolve(photo);
      }
      reject(errorFromBody(xhr.status, xhr.statusText, body, requestId));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
