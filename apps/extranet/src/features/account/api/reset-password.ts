import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/auth/reset-password`: the new password, with the one-time token of the verified OTP. */
export function resetPassword(body: Schemas['ResetPasswordRequest']) {
  return unwrap(api.POST('/api/v1/auth/reset-password', { body }));
}
