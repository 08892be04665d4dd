import { unwrap } from '@extranet/api';
import { api } from '../api/client';

/** `POST /api/v1/pin/{accountId}/verify`: a PIN proof good for 5 minutes, or PIN_WRONG with attemptsLeft. */
export function verifyPin(accountId: number, pin: string) {
  return unwrap(
    api.POST('/api/v1/pin/{accountId}/verify', { params: { path: { accountId } }, body: { pin } }),
  );
}

/** The header an operation that needs the PIN reads (`x-pin-proof`, docs/decisions/pin.md). */
export const pinProofHeader = (proof: string) => ({ 'x-pin-proof': proof });
