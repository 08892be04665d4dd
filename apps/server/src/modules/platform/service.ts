/**
 * The platform's rules: the caller's properties, the users of a property and who may see or change them, the
 * menu of the caller's access, crash reports.
 */
import type { Req, Res } from '@extranet/api/operations';
import {
  filterMenu,
  withStaffRoles,
  needsVerification,
  PROPERTY_ROLE_IDS,
  roleLabelKey,
  ROLE,
  routePath,
  usersPolicy,
  type AccessContext,
} from '@extranet/domain';
import { translate, type Language } from '@extranet/i18n';
import { userManageError, validateNotificationAdmins, validateUserName } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import { fieldErrorsFrom, validationErrorFrom } from '../../http/field-errors.js';
import type { HotelAccess } from '../../http/session.js';
import * as repo from './repository.js';

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
}

/** Ready when the database answers; 503 SERVICE_UNAVAILABLE when it does not. */
export async function checkReady(db: Database): Promise<void> {
  try {
    await repo.ping(db);
  } catch (error) {
    throw new AppError(503, 'SERVICE_UNAVAILABLE', { cause: error });
  }
}

/** The properties the account is a user of. */
export async function listHotels(db: Database, accountId: number): Promise<Res<'listHotels'>> {
  return { items: await repo.listHotelsOfAccount(db, accountId) };
}

export async function getHotel(db: Database, accountId: number, hotelId: number): Promise<Res<'getHotel'>> {
  const hotel = await repo.findHotelOfAccount(db, accountId, hotelId);
  if (!hotel) throw notFound();
  return hotel;
}

export async function listHotelUsers(
  db: Database,
  me: HotelAccess,
  page: number,
  size: number,
): Promise<Res<'listHotelUsers'>> {
  const { items, total } = await repo.listHotelUsers(db, me.hotelId, page, size);
  return { items, page: { page, size, total }, abilities: usersPolicy.usersAbilities(me) };
}

/**
 * SPEC 4: a user who must verify first reaches only their own user page (the operations of that page are
 * exempt from the route guard, `x-verification-page`): any other record is refused.
 */
function requireOwnWhileUnverified(me: HotelAccess, userRoleId: number): void {
  if (me.userRoleId !== userRoleId && needsVerification(me.access.user))
    throw forbidden('VERIFICATION_REQUIRED');
}

/** A user of the property: one's own, or anyone's for a role that manages users. */
export async function getHotelUser(
  db: Database,
  me: HotelAccess,
  userRoleId: number,
): Promise<Res<'getHotelUser'>> {
  requireOwnWhileUnverified(me, userRoleId);
  if (me.userRoleId !== userRoleId && !usersPolicy.can(me, 'users.read')) throw forbidden();
  const user = await repo.findHotelUser(db, me.hotelId, userRoleId);
  if (!user) throw notFound();
  return user;
}

/**
 * Changes a user: one's own contact and notification setting, or (an administrator) anyone's, roles included.
 * A contact's roles are locked, and the last administrator keeps the role.
 */
export async function updateHotelUser(
  db: Database,
  me: HotelAccess,
  userRoleId: number,
  body: Req<'updateHotelUser'>['body'],
  lang: Language,
): Promise<Res<'updateHotelUser'>> {
  requireOwnWhileUnverified(me, userRoleId);
  const { hotelId } = me;
  if (body.name !== undefined) {
    const invalid = validationErrorFrom(validateUserName(body.name), lang);
    if (invalid) throw invalid;
  }
  const isAdmin = usersPolicy.can(me, 'users.manage');
  const own = me.userRoleId === userRoleId;
  await db.transaction(async (tx) => {
    const target = await repo.lockHotelUser(tx, hotelId, userRoleId);
    if (!target) throw notFound();
    const changesRoles = body.roles !== undefined && !sameIds(body.roles, target.roles);
    if ((!own || changesRoles) && !isAdmin) throw forbidden('ADMINISTRATOR_REQUIRED');
    if (changesRoles && body.roles) {
      if (target.is_contact) {
        throw new AppError(409, 'CONTACT_ROLE_LOCKED', {
          errors: fieldErrorsFrom([userManageError.contactRoleLocked()], lang),
        });
      }
      const losesAdmin =
        target.roles.includes(ROLE.ADMINISTRATOR) && !body.roles.includes(ROLE.ADMINISTRATOR);
      if (losesAdmin && (await repo.countOtherAdministrators(tx, hotelId, userRoleId)) === 0) {
        throw new AppError(409, 'LAST_ADMINISTRATOR');
      }
    }
    const after = {
      roles: changesRoles && body.roles ? body.roles : target.roles.map(Number),
      notificationAllowed: body.notificationAllowed ?? target.notification_allowed,
    };
    // Only a change that takes an administrator with notifications away can break the SPEC 5 rule.
    if (
      notifiedAdmin(target.roles, target.notification_allowed) &&
      !notifiedAdmin(after.roles, after.notificationAllowed)
    ) {
      await checkNotificationAdmins(tx, hotelId, userRoleId, {
        ...after,
        field: changesRoles && !after.roles.includes(ROLE.ADMINISTRATOR) ? 'roles' : 'notificationAllowed',
        lang,
      });
    }
    await repo.updateHotelUserRow(tx, hotelId, userRoleId, {
      ...(changesRoles && body.roles ? { roles: body.roles } : {}),
      ...(body.notificationAllowed !== undefined ? { notificationAllowed: body.notificationAllowed } : {}),
    });
    if (body.name !== undefined || body.phone !== undefined || typeof body.phoneCode === 'string') {
      await repo.updateAccountContact(tx, target.account_id, {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(typeof body.phoneCode === 'string' ? { phoneCode: body.phoneCode } : {}),
        ...(body.phone !== undefined ? { phone: body.phone === '' ? null : body.phone } : {}),
      });
    }
  });
  const user = await repo.findHotelUser(db, hotelId, userRoleId);
  if (!user) throw notFound();
  return user;
}

const notifiedAdmin = (roles: readonly number[], notificationAllowed: boolean) =>
  notificationAllowed && roles.map(Number).includes(ROLE.ADMINISTRATOR);

/**
 * SPEC 5: the property keeps at least one administrator who receives notifications, judged on its users as
 * they would be after the change or the removal (409 ADMIN_WITH_NOTIFICATIONS_REQUIRED, with the field that
 * breaks it).
 */
export async function checkNotificationAdmins(
  tx: Database,
  hotelId: number,
  userRoleId: number,
  change: { roles: number[]; notificationAllowed: boolean; field: string; lang: Language; removed?: boolean },
): Promise<void> {
  const users = (await repo.lockUsersOfHotel(tx, hotelId)).map((u) =>
    Number(u.user_role_id) === userRoleId
      ? { roles: change.roles, notificationAllowed: change.notificationAllowed, active: !change.removed }
      : { roles: u.roles.map(Number), notificationAllowed: u.notification_allowed },
  );
  const errors = validateNotificationAdmins(users, change.field);
  if (errors.length > 0) {
    throw new AppError(409, 'ADMIN_WITH_NOTIFICATIONS_REQUIRED', {
      errors: fieldErrorsFrom(errors, change.lang),
    });
  }
}

/** The roles a property user can have, with their labels in the caller's language. */
export function listRoles(lang: Language): Res<'listRoles'> {
  return {
    items: PROPERTY_ROLE_IDS.map((roleId) => {
      const labelKey = roleLabelKey(roleId);
      return { roleId, labelKey, name: translate(lang, labelKey) ?? labelKey };
    }),
  };
}

/** The access of an account outside any property: its staff roles and its own account's state. */
export async function accountAccess(db: Database, accountId: number): Promise<AccessContext> {
  const flags = await repo.findAccountFlags(db, accountId);
  if (!flags) throw new AppError(401, 'UNAUTHENTICATED');
  return {
    roles: await repo.accountStaffRoles(db, accountId),
    privileges: [],
    hotel: null,
    user: {
      requireVerification: false,
      phoneCode: flags.phone_code,
      emailVerified: flags.email_verified,
      userRoleId: '',
    },
  };
}

/**
 * A property's access with the account's marketplace staff roles added (withStaffRoles): a market manager who
 * also works at a property keeps the review queue in its menu there.
 */
export async function withAccountStaffRoles(
  db: Database,
  accountId: number,
  access: AccessContext,
): Promise<AccessContext> {
  return { ...access, roles: withStaffRoles(access.roles, await repo.accountStaffRoles(db, accountId)) };
}

/** The menu an access may see, labelled in the caller's language. */
export function menuOf(access: AccessContext, hotelId: number | null, lang: Language): Res<'getMenus'> {
  const label = (key: string) => translate(lang, key) ?? key;
  return {
    hotelId,
    sections: filterMenu(access).map((section) => ({
      id: section.id,
      labelKey: section.labelKey,
      label: label(section.labelKey),
      icon: section.icon,
      items: section.items.map((item) => ({
        routeId: item.routeId,
        labelKey: item.labelKey,
        label: label(item.labelKey),
        path: routePath(item.routeId),
        ...(item.newSince ? { newSince: item.newSince } : {}),
      })),
    })),
  };
}

/** Stores a crash report of the app; returns its id. */
export function createCrashReport(
  db: Database,
  report: Req<'createCrashReport'>['body'],
  from: { requestId: string; accountId: number | null; userAgent: string | undefined },
): Promise<number> {
  return repo.insertCrashReport(db, {
    requestId: from.requestId,
    accountId: from.accountId,
    error: report.error,
    info: report.info ?? null,
    url: report.url ?? null,
    clientTime: report.clientTime ?? null,
    browser: report.browser ?? {},
    userAgent: typeof from.userAgent === 'string' ? from.userAgent.slice(0, 1000) : null,
  });
}
