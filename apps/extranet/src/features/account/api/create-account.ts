import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/auth/register`: a new account, to verify by e-mail. */
export function createAccount(body: Schemas['RegisterRequest']) {
  return unwrap(api.POST('/api/v1/auth/register', { body }));
}
