/** Passwords (reset by a token, change by the signed-in owner, with their history). */
import type { Req } from '@extranet/api/operations';
import {
  fieldError,
  isInPasswordHistory,
  PASSWORD_HISTORY,
  validateChangePassword,
  validateNewPassword,
  type FieldError,
} from '@extranet/validation';
import type { Database } from '../../db/index.js';
import * as accounts from './account-repository.js';
import { validationError } from './errors.js';
import * as otpRepo from './otp-repository.js';
import { hashPassword, verifyPassword } from './password.js';
import { normalizeEmail } from './service.js';
import * as sessions from './session-repository.js';
import { hashToken } from './tokens.js';

/** Field errors when `password` is the current one or one of the previous PASSWORD_HISTORY. */
async function historyErrors(db: Database, accountId: number, currentHash: string, password: string) {
  if (await verifyPassword(password, currentHash)) return [fieldError('password', 'password.sameAsCurrent')];
  const previous = await accounts.passwordHistory(db, accountId, PASSWORD_HISTORY);
  return (await isInPasswordHistory(password, previous, verifyPassword))
    ? [fieldError('password', 'password.reused', { count: PASSWORD_HISTORY })]
    : [];
}

/** Stores a new password, keeps the old hash in the history, and ends every other session of the account. */
async function replacePassword(
  tx: Database,
  accountId: number,
  oldHash: string,
  password: string,
): Promise<void> {
  const newHash = await hashPassword(password);
  await accounts.pushPasswordHistory(tx, accountId, oldHash);
  await accounts.setPassword(tx, accountId, newHash);
}

export async function resetPassword(db: Database, input: Req<'resetPassword'>['body']): Promise<void> {
  const errors = validateNewPassword(input);
  if (errors.length > 0) throw validationError(errors);
  const tokenHash = hashToken(input.token);
  const accountId = await accounts.accountOfResetToken(db, tokenHash);
  const account = accountId === null ? null : await accounts.findById(db, accountId);
  if (!account) throw validationError([fieldError('token', 'token.invalid')]);
  const reuse = await historyErrors(db, account.id, account.passwordHash, input.password);
  if (reuse.length > 0) throw validationError(reuse);
  await db.transaction(async (tx) => {
    // Spent inside the transaction: two concurrent resets with one token cannot both succeed.
    if ((await otpRepo.spendResetToken(tx, tokenHash)) === null) {
      throw validationError([fieldError('token', 'token.invalid')]);
    }
    await replacePassword(tx, account.id, account.passwordHash, input.password);
    await sessions.revokeAllFamilies(tx, account.id, 'password-reset');
  });
}

export type ChangePasswordOutcome =
  | { code: 'SUCCESS' }
  | { code: 'VALIDATION_ERROR'; errors: FieldError[] }
  | { code: 'WRONG_PASSWORD'; errors: FieldError[] }
  | { code: 'FORBIDDEN' };

/** GraphQL changePassword: the caller's own account only; SUCCESS clears the forced-change flag. */
export async function changePassword(
  db: Database,
  sessionAccountId: number,
  input: { account: string; accountId: string; currentPassword: string; password: string },
): Promise<ChangePasswordOutcome> {
  const account = await accounts.findById(db, sessionAccountId);
  if (
    !account ||
    String(account.id) !== String(input.accountId).trim() ||
    account.email !== normalizeEmail(input.account)
  ) {
    return { code: 'FORBIDDEN' };
  }
  const errors = validateChangePassword({ ...input, confirmPassword: input.password });
  if (errors.length > 0) return { code: 'VALIDATION_ERROR', errors };
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    return { code: 'WRONG_PASSWORD', errors: [fieldError('currentPassword', 'password.wrong')] };
  }
  const reuse = await historyErrors(db, account.id, account.passwordHash, input.password);
  if (reuse.length > 0) return { code: 'VALIDATION_ERROR', errors: reuse };
  await db.transaction((tx) => replacePassword(tx, account.id, account.passwordHash, input.password));
  return { code: 'SUCCESS' };
}
