/** The user-management screens' view model: pure, table-tested (user-manage-model.test.ts). */
import type { Schemas } from '@extranet/api';
import { PROPERTY_ROLE_IDS, roleLabelKey, routePath } from '@extranet/domain';

export type HotelUser = Schemas['HotelUser'];
/** A role a user can hold at a property, as the contract types it. */
export type PropertyRoleId = Schemas['HotelUserCreate']['roles'][number];

const isPropertyRole = (r: number): r is PropertyRoleId =>
  (PROPERTY_ROLE_IDS as readonly number[]).includes(r);

export interface UserRow {
  userRoleId: number;
  name: string;
  email: string;
  /** The phone with its country code, or null. */
  phone: string | null;
  /** i18n keys of the role names, in the order of PROPERTY_ROLE_IDS. */
  roleKeys: string[];
  notificationAllowed: boolean;
  verified: boolean;
  isContact: boolean;
  lastLogin: string | null;
  self: boolean;
  /** Where the name links: one's own profile always, another user's page when the caller manages users. */
  editPath: string | null;
}

export const editUserPath = (userRoleId: number | string) =>
  routePath('userManageEdit', { userRoleId: String(userRoleId) });

/** Roles in the order the forms list them (PROPERTY_ROLE_IDS), unknown ids last. */
export function orderedRoles(roles: readonly number[]): number[] {
  const rank = (r: number) => {
    const i = (PROPERTY_ROLE_IDS as readonly number[]).indexOf(r);
    return i === -1 ? PROPERTY_ROLE_IDS.length : i;
  };
  return [...new Set(roles)].sort((a, b) => rank(a) - rank(b) || a - b);
}

export function userRow(user: HotelUser, ownUserRoleId: string, canManage: boolean): UserRow {
  const self = String(user.userRoleId) === ownUserRoleId;
  return {
    userRoleId: user.userRoleId,
    name: user.name,
    email: user.email,
    phone: user.phone ? `${user.phoneCode ?? ''}${user.phoneCode ? ' ' : ''}${user.phone}` : null,
    roleKeys: orderedRoles(user.roles).map(roleLabelKey),
    notificationAllowed: user.notificationAllowed,
    verified: user.emailVerified,
    isContact: user.isContact,
    lastLogin: user.lastLogin,
    self,
    editPath: self || canManage ? editUserPath(user.userRoleId) : null,
  };
}

/** The role choices of the forms: every property role with its name's i18n key. */
export const ROLE_CHOICES: readonly { roleId: number; labelKey: string }[] = PROPERTY_ROLE_IDS.map(
  (roleId) => ({
    roleId,
    labelKey: roleLabelKey(roleId),
  }),
);

/** The property roles among `roles`, in the forms' order (what the contract accepts). */
export const propertyRoles = (roles: readonly number[]): PropertyRoleId[] =>
  orderedRoles(roles).filter(isPropertyRole);

export interface MemberChange {
  roles: number[];
  notificationAllowed: boolean;
}

/** The fields of a change that differ from the user as loaded (roles compared as sets); null when none. */
export function memberChange(
  user: HotelUser,
  values: MemberChange,
): { roles?: PropertyRoleId[]; notificationAllowed?: boolean } | null {
  const out: { roles?: PropertyRoleId[]; notificationAllowed?: boolean } = {};
  const before = orderedRoles(user.roles).join(',');
  if (orderedRoles(values.roles).join(',') !== before) out.roles = propertyRoles(values.roles);
  if (values.notificationAllowed !== user.notificationAllowed)
    out.notificationAllowed = values.notificationAllowed;
  return Object.keys(out).length === 0 ? null : out;
}
