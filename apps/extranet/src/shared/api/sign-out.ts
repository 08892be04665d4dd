import { api } from './client';

/**
 * `POST /api/v1/auth/logout`: revokes the session on the server. Not unwrapped: signing out goes on whatever
 * the server answers.
 */
export function signOut() {
  return api.POST('/api/v1/auth/logout');
}
