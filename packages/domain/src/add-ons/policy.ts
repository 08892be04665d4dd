/**
 * Who may do what with add-ons: reading, editing and the performance report are the add-ons routes' roles
 * (3, 4, 5, 7: "most extranet routes", SPEC 6). One pure policy for the server's checks and the screens.
 */
import { ROLE_ACCESS } from '../roles.js';

export interface AddOnsAccess {
  /** The caller's roles at the property. */
  readonly roles: readonly number[];
}

export const ADD_ONS_ACTIONS = [
  /** List and read add-ons, and their performance. */
  'addOn.read',
  /** Create, copy, edit and switch add-ons on or off; upload their photos. */
  'addOn.edit',
] as const;

export type AddOnsAction = (typeof ADD_ONS_ACTIONS)[number];

const has = (access: AddOnsAccess, list: readonly number[]) => access.roles.some((r) => list.includes(r));

export function can(access: AddOnsAccess, action: AddOnsAction): boolean {
  switch (action) {
    case 'addOn.read':
    case 'addOn.edit':
      return has(access, ROLE_ACCESS.MOST);
  }
}
