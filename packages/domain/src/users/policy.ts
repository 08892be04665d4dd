/**
 * Who may do what with the users of a property (SPEC 6). The team list is on the user-manage route (roles 3, 4,
 * 5, 6, 7); adding, changing and removing other users is the administrator's (role 7): the administrator is
 * "everything of a property" and the role given to the registering contact.
 */
import { ROLE, ROLE_ACCESS } from '../roles.js';

export interface UsersAccess {
  /** The caller's roles at the property. */
  readonly roles: readonly number[];
}

export const USERS_ACTIONS = [
  /** The list of the property's users. */
  'users.read',
  /** Add a user, change another user's roles or notification setting, remove a user. */
  'users.manage',
] as const;
export type UsersAction = (typeof USERS_ACTIONS)[number];

const has = (access: UsersAccess, list: readonly number[]) => access.roles.some((r) => list.includes(r));

export function can(access: UsersAccess, action: UsersAction): boolean {
  switch (action) {
    case 'users.read':
      return has(access, ROLE_ACCESS.WITH_FRONT_OFFICE);
    case 'users.manage':
      return has(access, [ROLE.ADMINISTRATOR]);
  }
}

/** The abilities the list answer carries, so a screen shows only what the server allows. */
export function usersAbilities(access: UsersAccess): { manage: boolean } {
  return { manage: can(access, 'users.manage') };
}
