import { CLIENT_ERROR_CODES, isApiError } from '@extranet/api';

const CLIENT_CODES: ReadonlySet<string> = new Set(Object.values(CLIENT_ERROR_CODES));

/**
 * The message to show for a failed call. The server's translated message when it refused the request (a 4xx with
 * its own code: it says what to change); otherwise the screen's fallback, which says what failed ("the surcharge
 * could not be saved", SPEC 8): no answer, a timeout, a bare HTTP failure, a server error, or a bug.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.message || CLIENT_CODES.has(error.code)) return fallback;
  return error.status >= 400 && error.status < 500 ? error.message : fallback;
}
