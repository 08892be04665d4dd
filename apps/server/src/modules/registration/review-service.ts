/**
 * The market managers' review of new properties: the queue, the whole registration read-only, and the
 * decisions (approve offline, activate, reject), each logged and e-mailed to the owner through the outbox.
 * Callers must hold the marketplace staff role 20 (checked by the handlers with requireStaffRole).
 */
import {
  DEFAULT_RATE_PLAN_NAME,
  decisionStatus,
  reviewAge,
  NEW_PROPERTY_REVIEW_HOURS,
  type PropertyDecision,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { validatePropertyDecision } from '@extranet/validation';
import type { Req, Res, Schemas } from '@extranet/api/operations';
import type { AppContext } from '../../context.js';
import { enqueueMail } from '../../db/outbox.js';
import { AppError, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import { registrationMail } from './registration-mail.js';
import { readRegistration } from './registration-view.js';
import * as repo from './repository.js';
import * as review from './review-repository.js';

export async function listPropertyReviews(ctx: AppContext): Promise<Res<'listPropertyReviews'>> {
  const now = ctx.clock();
  const rows = await review.listQueue(ctx.db);
  return {
    targetHours: NEW_PROPERTY_REVIEW_HOURS,
    items: rows.map((r) => {
      const submitted = r.submitted_at === null ? null : new Date(r.submitted_at);
      const age = submitted ? reviewAge(submitted, now) : { ageHours: 0, overdue: false };
      const pending = r.active_status === -1;
      return {
        hotelId: Number(r.hotel_id),
        name: r.name,
        accommodationType: r.accommodation_type,
        placeType: r.place_type,
        city: r.city,
        ownerName: r.owner_name,
        ownerEmail: r.owner_email,
        activeStatus: r.active_status,
        queue: pending ? 'SUBMITTED' : 'AWAITING_ACTIVATION',
        submittedAt: submitted ? submitted.toISOString() : null,
        ageHours: age.ageHours,
        overdue: pending && age.overdue,
      };
    }),
  };
}

export async function getPropertyReview(
  ctx: AppContext,
  hotelId: number,
  lang: Language,
): Promise<Schemas['PropertyReview']> {
  const hotel = await repo.findHotel(ctx.db, hotelId);
  if (!hotel) throw notFound();
  const { db } = ctx;
  const [{ registration }, generalInfo, owner, contacts, policy, facilities, rooms, photos] =
    await Promise.all([
      readRegistration(db, hotel, lang),
      review.generalInfo(db, hotelId),
      review.owner(db, hotelId),
      review.contacts(db, hotelId),
      review.policy(db, hotelId),
      review.facilities(db, hotelId),
      review.rooms(db, hotelId),
      review.photos(db, hotelId),
    ]);
  return {
    registration,
    generalInfo,
    owner,
    contacts,
    policy,
    facilities,
    rooms: rooms.map((room) => ({ ...room, photos: photos.filter((p) => p.roomId === room.roomId) })),
    photos: photos.filter((p) => p.roomId === null),
  };
}

/**
 * A decision on a property: -1 -> 1, 2 or 0 (with a reason); 1 -> 2. 409 DECISION_NOT_ALLOWED otherwise.
 * An approval gives a property without rate plans its default plan; the owner is e-mailed in their language.
 */
export async function decideProperty(
  ctx: AppContext,
  accountId: number,
  hotelId: number,
  body: Req<'decideProperty'>['body'],
  lang: Language,
): Promise<Res<'decideProperty'>> {
  const invalid = validationErrorFrom(validatePropertyDecision(body), lang);
  if (invalid) throw invalid;
  const decision: PropertyDecision = body.decision;
  const reason = decision === 'REJECT' ? (body.reason ?? '').trim() : body.reason?.trim() || null;
  return ctx.db.transaction(async (tx) => {
    const hotel = await repo.findHotel(tx, hotelId, true);
    if (!hotel) throw notFound();
    const status = hotel.accommodation_type ? decisionStatus(hotel.active_status, decision) : null;
    if (status === null) throw new AppError(409, 'DECISION_NOT_ALLOWED');
    const now = ctx.clock();
    await repo.setStatus(tx, hotelId, status);
    await repo.addDecision(tx, hotelId, decision, reason, accountId, now);
    if (decision === 'REJECT') await repo.saveRegistration(tx, hotelId, { rejection_reason: reason });
    else await review.ensureDefaultRatePlan(tx, hotelId, DEFAULT_RATE_PLAN_NAME);
    for (const to of await review.ownerRecipients(tx, hotelId)) {
      const mailLang = to.lang ?? 'id';
      await enqueueMail(tx, {
        to: to.email,
        lang: mailLang,
        kind: `registration.${decision}`,
        ...registrationMail(mailLang, decision, hotel.name, to.name, reason),
      });
    }
    return {
      hotelId,
      activeStatus: status,
      decision: { decision, reason, at: now.toISOString(), by: await review.accountName(tx, accountId) },
    };
  });
}
