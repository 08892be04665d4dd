import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/** `POST /api/v1/auth/login`: answers the session (the tokens travel as cookies). */
export function signIn(body: Schemas['LoginRequest']) {
  return unwrap(api.POST('/api/v1/auth/login', { body }));
}
