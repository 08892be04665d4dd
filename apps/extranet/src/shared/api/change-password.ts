import type { ChangePasswordInput } from '@extranet/api';
import { api } from './client';

/** The GraphQL `changePassword` mutation: its result carries the code and field errors (never thrown). */
export function changePassword(input: ChangePasswordInput) {
  return api.changePassword(input);
}
