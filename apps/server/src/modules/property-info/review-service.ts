/**
 * Market managers' review of general-info change requests (SPEC 4: sent, approved or rejected). Only the
 * marketplace staff role 20 of the caller's account may list and decide (403 MARKET_MANAGER_REQUIRED).
 */
import type { Schemas } from '@extranet/api/operations';
import { changedGeneralInfoFields, isMarketManager } from '@extranet/domain';
import { DEFAULT_LANGUAGE, isLanguage } from '@extranet/i18n';
import type { AppContext } from '../../context.js';
import { enqueueMail } from '../../db/outbox.js';
import { withRetry } from '../../db/retry.js';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.js';
import { staffRoles } from '../../http/session.js';
import * as repo from './repository.js';
import { decisionMail } from './review-mail.js';

async function requireMarketManager(ctx: AppContext, accountId: number): Promise<void> {
  if (!isMarketManager([], await staffRoles(ctx.db, accountId))) throw forbidden('MARKET_MANAGER_REQUIRED');
}

export async function reviewQueue(
  ctx: AppContext,
  accountId: number,
): Promise<Schemas['GeneralInfoReviewList']> {
  await requireMarketManager(ctx, accountId);
  const rows = await repo.reviewQueue(ctx.db);
  return {
    items: rows.map((row) => ({
      ...row,
      changedFields: changedGeneralInfoFields(row.current, row.request.proposed),
    })),
  };
}

/** APPROVE applies the proposal to the property; REJECT needs a reason. The sender is e-mailed either way. */
export async function decide(
  ctx: AppContext,
  accountId: number,
  requestId: number,
  body: Schemas['GeneralInfoDecision'],
): Promise<Schemas['GeneralInfoRequest']> {
  await requireMarketManager(ctx, accountId);
  const reason = body.reason?.trim() ?? '';
  if (body.decision === 'REJECT' && reason === '') {
    throw validationError([{ field: 'reason', code: 'REQUIRED' }]);
  }
  const now = ctx.clock();
  const status = body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
  const decided = await withRetry(() =>
    ctx.db.transaction(async (tx) => {
      const request = await repo.lockRequest(tx, requestId);
      if (!request) throw notFound();
      if (request.status !== 'SENT') throw new AppError(409, 'REQUEST_ALREADY_DECIDED');
      if (status === 'APPROVED') await repo.writeGeneralInfo(tx, request.hotelId, request.proposed, now);
      const result = await repo.decideRequest(tx, requestId, {
        status,
        reason: status === 'REJECTED' ? reason : null,
        accountId,
        now,
      });
      const to =
        request.requestedBy === null
          ? null
          : await repo.recipientOf(tx, request.hotelId, request.requestedBy);
      if (to) {
        // The owner's language (their account's; Indonesian, the default, when they never chose one).
        const mailLang = to.lang && isLanguage(to.lang) ? to.lang : DEFAULT_LANGUAGE;
        const mail = decisionMail(mailLang, status, to.name, to.propertyName, result.reason);
        await enqueueMail(tx, { to: to.email, ...mail, kind: `generalInfo.${status}`, lang: mailLang });
      }
      return { result, hotelId: request.hotelId };
    }),
  );
  ctx.log.info(
    { requestId, hotelId: decided.hotelId, decidedBy: accountId, decision: status },
    'general-info change request decided',
  );
  return decided.result;
}
