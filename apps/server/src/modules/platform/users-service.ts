/**
 * User management of a property (SPEC 6): an administrator adds users by e-mail, and removes them. Reading and
 * changing one user are in service.ts (they also serve the user's own page). Rules: usersPolicy of
 * @extranet/domain; at least one administrator with notifications stays (SPEC 5); a contact's membership is
 * locked; nobody removes themselves; an account is a user of a property once.
 */
import type { Req, Res } from '@extranet/api/operations';
import { roleLabelKey, routePath, usersPolicy } from '@extranet/domain';
import { isLanguage, t, type Language } from '@extranet/i18n';
import { userManageError, validateHotelUserCreate } from '@extranet/validation';
import { enqueueMail } from '../../db/outbox.js';
import type { Database } from '../../db/types.js';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import { fieldErrorsFrom, validationErrorFrom } from '../../http/field-errors.js';
import type { HotelAccess } from '../../http/session.js';
import { hashPassword } from '../auth/password.js';
import { newOpaqueToken } from '../auth/tokens.js';
import * as repo from './repository.js';
import { checkNotificationAdmins } from './service.js';

function requireManager(me: HotelAccess): void {
  if (!usersPolicy.can(me, 'users.manage')) throw forbidden('ADMINISTRATOR_REQUIRED');
}

/** A 409 with the code of the rule and its translated field error. */
const conflict = (
  code: string,
  error: ReturnType<(typeof userManageError)[keyof typeof userManageError]>,
  lang: Language,
) => new AppError(409, code, { errors: fieldErrorsFrom([error], lang) });

/** The forgot-password page with the e-mail filled in: an invited account sets its password there. */
export const setPasswordLink = (publicUrl: string, email: string) =>
  `${publicUrl}${routePath('forgotPassword')}?email=${encodeURIComponent(email)}`;

function addedMail(
  lang: Language,
  invited: boolean,
  facts: { property: string; inviter: string; roles: string; link: string; name: string },
) {
  const key = invited ? 'mail.userInvite' : 'mail.userAdded';
  const subject = t(`${key}.subject`, facts, lang);
  const lines = [
    t('mail.greeting', { name: facts.name }, lang),
    '',
    t(`${key}.intro`, facts, lang),
    '',
    t(`${key}.next`, facts, lang),
    '',
    t('mail.signature', undefined, lang),
  ];
  return { subject, text: lines.join('\n') };
}

/**
 * Adds a user by e-mail: an existing account joins the property; a new e-mail gets an account (no usable
 * password) and a mail with the link to set one. 409 ALREADY_MEMBER when the account is already a user.
 */
export async function createHotelUser(
  db: Database,
  me: HotelAccess,
  body: Req<'createHotelUser'>['body'],
  lang: Language,
  publicUrl: string,
): Promise<Res<'createHotelUser'>> {
  requireManager(me);
  const invalid = validationErrorFrom(validateHotelUserCreate(body), lang);
  if (invalid) throw invalid;
  const email = body.email.trim().toLowerCase();
  const name = body.name.trim();
  const roles = [...new Set(body.roles)];
  const existing = await repo.findAccountByEmail(db, email);
  // Hashed before the transaction (argon2 takes a moment); the secret is never told to anyone.
  const unusableHash = existing ? null : await hashPassword(newOpaqueToken());
  const userRoleId = await db.transaction(async (tx) => {
    const accountId = existing
      ? Number(existing.id)
      : await repo.insertInvitedAccount(tx, { email, name, passwordHash: unusableHash ?? '', lang });
    const id = await repo.insertHotelUser(tx, me.hotelId, {
      accountId,
      roles,
      notificationAllowed: body.notificationAllowed,
    });
    if (id === null) throw conflict('ALREADY_MEMBER', userManageError.alreadyMember(), lang);
    const mailLang = existing?.lang && isLanguage(existing.lang) ? existing.lang : lang;
    const facts = await repo.mailFacts(tx, me.hotelId, me.accountId);
    const mail = addedMail(mailLang, !existing, {
      ...facts,
      name,
      roles: roles.map((r) => t(roleLabelKey(r), undefined, mailLang)).join(', '),
      link: existing ? `${publicUrl}${routePath('login')}` : setPasswordLink(publicUrl, email),
    });
    await enqueueMail(tx, {
      to: email,
      ...mail,
      kind: existing ? 'users.added' : 'users.invite',
      lang: mailLang,
    });
    return id;
  });
  const user = await repo.findHotelUser(db, me.hotelId, userRoleId);
  if (!user) throw notFound();
  return user;
}

/**
 * Removes a user from the property (the account stays). Not oneself, not a contact of the property, and not
 * the last administrator who receives notifications.
 */
export async function deleteHotelUser(
  db: Database,
  me: HotelAccess,
  userRoleId: number,
  lang: Language,
): Promise<void> {
  requireManager(me);
  await db.transaction(async (tx) => {
    const target = await repo.lockHotelUser(tx, me.hotelId, userRoleId);
    if (!target) throw notFound();
    if (userRoleId === me.userRoleId)
      throw conflict('CANNOT_REMOVE_SELF', userManageError.cannotRemoveSelf(), lang);
    if (target.is_contact)
      throw conflict('CONTACT_ROLE_LOCKED', userManageError.contactRoleLocked('userRoleId'), lang);
    await checkNotificationAdmins(tx, me.hotelId, userRoleId, {
      removed: true,
      roles: [],
      notificationAllowed: false,
      field: 'userRoleId',
      lang,
    });
    await repo.deleteHotelUserRow(tx, me.hotelId, userRoleId);
  });
}
