import { ROLE } from '@extranet/domain';
import { ErrorList, fieldError, type FieldError } from '../field-errors.js';
import type { Maybe } from './types.js';
import { EMAIL_RULES, USER_NAME_RULES } from './auth.js';

export interface PropertyUserInput {
  /** Role ids of the user at this property. */
  roles: readonly number[];
  /** The user receives notifications (booking mail, alerts). */
  notificationAllowed: boolean;
  /** A removed or deactivated user does not count. */
  active?: boolean;
}

/**
 * SPEC 5: every property keeps at least one administrator who receives notifications. Run it on the list of
 * users as it would be after a change (role change, notification switch, removal); `users` error otherwise.
 */
export function validateNotificationAdmins(
  users: readonly PropertyUserInput[],
  field = 'users',
): FieldError[] {
  const ok = users.some(
    (user) => user.active !== false && user.notificationAllowed && user.roles.includes(ROLE.ADMINISTRATOR),
  );
  return ok ? [] : [fieldError(field, 'users.adminWithNotificationsRequired')];
}

export interface HotelUserCreateInput {
  email: Maybe<string>;
  name: Maybe<string>;
  roles: readonly number[];
}

/** A user to add to a property (user management): an e-mail, a user name and at least one role. */
export function validateHotelUserCreate(input: HotelUserCreateInput): FieldError[] {
  const list = new ErrorList();
  list.rules('email', input.email?.trim(), `${EMAIL_RULES}|max_length:254`);
  list.rules('name', input.name?.trim(), USER_NAME_RULES);
  if (input.roles.length === 0) list.add('roles', 'users.rolesRequired');
  return list.errors;
}

/** The server's field errors of the user-management rules (SPEC 5 and 6), one message key each. */
export const userManageError = {
  /** The account is already a user of this property. */
  alreadyMember: (field = 'email') => fieldError(field, 'users.alreadyMember'),
  /** A user named as a contact of the property keeps their roles until the contacts change. */
  contactRoleLocked: (field = 'roles') => fieldError(field, 'users.contactRoleLocked'),
  /** One's own membership cannot be removed. */
  cannotRemoveSelf: (field = 'userRoleId') => fieldError(field, 'users.cannotRemoveSelf'),
} as const;

/** SPEC 5: a contact in use (e.g. the primary or finance contact of a property) cannot be deleted. */
export function contactInUseError(field = 'contactId'): FieldError {
  return fieldError(field, 'contact.inUse');
}

export interface RegistrationSourceInput {
  /** Optional referral code: letters and digits. Whether it exists is the server's check (`referral.unknown`). */
  referralCode?: Maybe<string>;
  /** How the owner heard of us: required. */
  channelSource: Maybe<string>;
}

/** SPEC 5 registration: referral code well-formed when given, channel source required. */
export function validateRegistrationSource(input: RegistrationSourceInput): FieldError[] {
  const list = new ErrorList();
  list.rules('referralCode', input.referralCode?.trim() ?? '', 'alphanumeric|max_length:20');
  list.rules('channelSource', input.channelSource, 'required');
  return list.errors;
}

/** The server's error for a referral code that does not exist or has expired. */
export function unknownReferralError(field = 'referralCode'): FieldError {
  return fieldError(field, 'referral.unknown');
}
