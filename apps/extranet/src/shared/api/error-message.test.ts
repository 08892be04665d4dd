import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '@extranet/api';
import { errorMessage } from './error-message';

const FALLBACK = 'Biaya tambahan gagal disimpan. Silakan coba lagi.';
const apiError = (status: number, code: string, message: string) =>
  new ApiError({ status, code, message, requestId: 'r-1' });

describe('errorMessage', () => {
  it("shows the server's message when it refused the request", () => {
    expect(
      errorMessage(apiError(409, 'RATE_PLAN_ALREADY_LINKED', 'Paket harga sudah ditautkan.'), FALLBACK),
    ).toBe('Paket harga sudah ditautkan.');
    expect(errorMessage(apiError(403, 'MARKET_MANAGER_REQUIRED', 'Hanya market manager.'), FALLBACK)).toBe(
      'Hanya market manager.',
    );
  });

  it.each([
    ['no answer', apiError(0, CLIENT_ERROR_CODES.NETWORK, 'Failed to fetch')],
    ['a timeout', apiError(0, CLIENT_ERROR_CODES.TIMEOUT, 'Request timed out after 30000 ms')],
    ['a bare HTTP failure', apiError(502, CLIENT_ERROR_CODES.HTTP_ERROR, '[502] Bad Gateway')],
    ['a server error', apiError(500, 'INTERNAL', 'Terjadi kesalahan, mohon coba lagi.')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['nothing useful', 'oops'],
  ])('says what failed for %s', (_, error) => {
    expect(errorMessage(error, FALLBACK)).toBe(FALLBACK);
  });
});
