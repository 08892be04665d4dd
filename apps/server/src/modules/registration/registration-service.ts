/**
 * The owner's side of a registration: picking a category, saving the steps this module keeps, recording the
 * steps other modules keep, submitting and registering again. Rules from packages/domain (registration-rules)
 * and packages/validation (registration.ts); "today" in the property's zone from ctx.clock.
 */
import {
  ActiveStatus,
  canSaveStep,
  nextStepPath,
  registrationChecks,
  stepAfterSaving,
  stepChecks,
  stepIndex,
  todayInZone,
  type RegistrationStepName,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import {
  accountNumberDigits,
  fieldError,
  validateAgreement,
  validateCreateRegistration,
  validateOtherPlatform,
  validatePaymentDetail,
  validatePropertyType,
  type FieldError,
} from '@extranet/validation';
import type { Req, Res, Schemas } from '@extranet/api/operations';
import type { AppContext } from '../../context.js';
import { enqueueMail } from '../../db/outbox.js';
import type { Database } from '../../db/types.js';
import { assertContentEditable } from '../../http/content-lock.js';
import { AppError, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { HotelAccess } from '../../http/session.js';
import { registrationMail } from './registration-mail.js';
import { checkErrors, presentAgreement, readRegistration } from './registration-view.js';
import * as repo from './repository.js';
import { ownerRecipients } from './review-repository.js';

type Registration = Schemas['Registration'];

function invalid(errors: readonly FieldError[], lang: Language): void {
  const error = validationErrorFrom(errors, lang);
  if (error) throw error;
}

async function hotelOf(db: Database, hotelId: number, lock = false): Promise<repo.HotelRow> {
  const hotel = await repo.findHotel(db, hotelId, lock);
  if (!hotel) throw notFound();
  return hotel;
}

export async function getRegistration(
  ctx: AppContext,
  hotelId: number,
  lang: Language,
): Promise<Registration> {
  return (await readRegistration(ctx.db, await hotelOf(ctx.db, hotelId), lang)).registration;
}

/**
 * Saves one step in a transaction: refused while the content is locked (submitted, rejected, no category) and
 * before the steps before it are done (409 STEP_LOCKED); advances the registration when it was the next step.
 */
async function saveStep(
  ctx: AppContext,
  access: HotelAccess,
  step: RegistrationStepName,
  lang: Language,
  write: (tx: Database, hotel: repo.HotelRow) => Promise<void>,
): Promise<Registration> {
  assertContentEditable(access);
  return ctx.db.transaction(async (tx) => {
    const hotel = await hotelOf(tx, access.hotelId, true);
    const kind = hotel.accommodation_type ?? 'HOTEL';
    if (stepIndex(kind, step) === -1) invalid([fieldError('step', 'registration.invalidOption')], lang);
    if (!canSaveStep(kind, hotel.registration_step, step)) throw new AppError(409, 'STEP_LOCKED');
    await write(tx, hotel);
    const next = stepAfterSaving(kind, hotel.registration_step, step);
    if (next !== hotel.registration_step) await repo.setStep(tx, access.hotelId, next);
    return (await readRegistration(tx, await hotelOf(tx, access.hotelId), lang)).registration;
  });
}

export function savePropertyType(
  ctx: AppContext,
  access: HotelAccess,
  body: Req<'savePropertyType'>['body'],
  lang: Language,
): Promise<Registration> {
  return saveStep(ctx, access, 'GUEST_PROPERTY', lang, async (tx, hotel) => {
    invalid(validatePropertyType(hotel.accommodation_type ?? 'HOTEL', body.propertyType), lang);
    await repo.setPropertyType(tx, access.hotelId, body.propertyType);
  });
}

export function saveOtherPlatform(
  ctx: AppContext,
  access: HotelAccess,
  body: Req<'saveOtherPlatform'>['body'],
  lang: Language,
): Promise<Registration> {
  return saveStep(ctx, access, 'OTHER_PLATFORM', lang, async (tx, hotel) => {
    invalid(validateOtherPlatform(body), lang);
    const code = body.referralCode?.trim().toUpperCase() || null;
    if (code) {
      const found = await repo.findReferralCode(tx, code);
      const today = todayInZone(hotel.time_zone, ctx.clock);
      if (!found) invalid([fieldError('referralCode', 'registration.referralUnknown')], lang);
      else if (found.valid_from > today || (found.valid_until !== null && found.valid_until < today)) {
        invalid([fieldError('referralCode', 'registration.referralExpired')], lang);
      }
    }
    await repo.saveRegistration(tx, access.hotelId, {
      other_platforms: body.platforms.map((p) => ({ platform: p.platform, url: p.url.trim() })),
      channel_source: body.channelSource,
      referral_code: code,
    });
  });
}

export function saveAgreement(
  ctx: AppContext,
  access: HotelAccess,
  body: Req<'saveAgreement'>['body'],
  lang: Language,
): Promise<Registration> {
  return saveStep(ctx, access, 'AGREEMENT_DETAIL', lang, async (tx, hotel) => {
    invalid(validateAgreement(body, todayInZone(hotel.time_zone, ctx.clock)), lang);
    await repo.saveRegistration(tx, access.hotelId, {
      agreement_version: body.version,
      agreement_language: body.language,
      agreement_name: body.name.trim(),
      agreement_position: body.position.trim(),
      agreement_date: body.date,
      agreement_accepted_at: ctx.clock(),
      agreement_account_id: access.accountId,
    });
  });
}

export function savePaymentDetail(
  ctx: AppContext,
  access: HotelAccess,
  body: Req<'savePaymentDetail'>['body'],
  lang: Language,
): Promise<Registration> {
  return saveStep(ctx, access, 'PAYMENT_DETAIL', lang, async (tx) => {
    invalid(validatePaymentDetail(body), lang);
    const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
    const account = body.accountNumber ? accountNumberDigits(body.accountNumber) : '';
    await repo.saveRegistration(tx, access.hotelId, {
      payment_method: body.method,
      bank_name: text(body.bankName),
      bank_branch: text(body.branch),
      account_number: account === '' ? null : account,
      account_holder: text(body.accountHolder),
      swift_code: text(body.swiftCode)?.toUpperCase() ?? null,
      payout_currency: body.payoutCurrency,
    });
  });
}

/** A step kept by another module is complete when its rule holds on the saved data (400 with the reasons). */
export function recordStep(
  ctx: AppContext,
  access: HotelAccess,
  step: Req<'recordRegistrationStep'>['body']['step'],
  lang: Language,
): Promise<Registration> {
  return saveStep(ctx, access, step, lang, async (tx, hotel) => {
    const snapshot = await repo.readSnapshot(tx, hotel, await repo.findRegistration(tx, access.hotelId));
    const checks = stepChecks(step, snapshot);
    if (checks.length > 0) throw new AppError(400, 'VALIDATION_ERROR', { errors: checkErrors(checks, lang) });
  });
}

/** Submits for review: every check must hold; then PENDING, logged, and the owner is told by e-mail. */
export async function submit(ctx: AppContext, access: HotelAccess, lang: Language): Promise<Registration> {
  assertContentEditable(access);
  return ctx.db.transaction(async (tx) => {
    const hotel = await hotelOf(tx, access.hotelId, true);
    if (hotel.active_status !== ActiveStatus.NHA_DRAFT) throw new AppError(409, 'NOT_IN_REGISTRATION');
    const { snapshot } = await readRegistration(tx, hotel, lang);
    const checks = snapshot ? registrationChecks(snapshot) : [];
    if (checks.length > 0) {
      throw new AppError(400, 'REGISTRATION_INCOMPLETE', { errors: checkErrors(checks, lang) });
    }
    const now = ctx.clock();
    await repo.setStatus(tx, access.hotelId, ActiveStatus.PENDING);
    await repo.setStep(tx, access.hotelId, 'REGISTRATION_REVIEW');
    await repo.saveRegistration(tx, access.hotelId, { submitted_at: now, rejection_reason: null });
    await repo.addDecision(tx, access.hotelId, 'SUBMIT', null, access.accountId, now);
    for (const to of await ownerRecipients(tx, access.hotelId)) {
      const mailLang = to.lang ?? lang;
      await enqueueMail(tx, {
        to: to.email,
        lang: mailLang,
        kind: 'registration.SUBMIT',
        ...registrationMail(mailLang, 'submitted', hotel.name, to.name, null),
      });
    }
    return (await readRegistration(tx, await hotelOf(tx, access.hotelId), lang)).registration;
  });
}

/** A rejected owner registers again: back to draft with everything kept. */
export async function restart(ctx: AppContext, access: HotelAccess, lang: Language): Promise<Registration> {
  return ctx.db.transaction(async (tx) => {
    const hotel = await hotelOf(tx, access.hotelId, true);
    if (hotel.active_status !== ActiveStatus.REJECTED || !hotel.accommodation_type) {
      throw new AppError(409, 'REGISTRATION_NOT_REJECTED');
    }
    await repo.setStatus(tx, access.hotelId, ActiveStatus.NHA_DRAFT);
    await repo.saveRegistration(tx, access.hotelId, { submitted_at: null });
    return (await readRegistration(tx, await hotelOf(tx, access.hotelId), lang)).registration;
  });
}

/**
 * Picks the category: on the caller's current property when it is PENDING or REJECTED without one, else on a
 * new property whose administrator the caller becomes. Returns the property to switch the session to.
 */
export async function createRegistration(
  ctx: AppContext,
  caller: { accountId: number; hotelId: number | null; familyId: string | null },
  body: Req<'createRegistration'>['body'],
  lang: Language,
): Promise<Res<'createRegistration'>> {
  invalid(validateCreateRegistration(body), lang);
  const kind = body.accommodationType;
  const placeType = kind === 'NHA' ? (body.placeType ?? null) : null;
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const current = caller.hotelId === null ? null : await repo.findHotel(tx, caller.hotelId, true);
    const reuse =
      current !== null &&
      current.accommodation_type === null &&
      (current.active_status === ActiveStatus.PENDING || current.active_status === ActiveStatus.REJECTED) &&
      (await repo.isMember(tx, caller.accountId, Number(current.hotel_id)));
    let hotelId: number;
    if (reuse) {
      hotelId = Number(current.hotel_id);
      await repo.setCategory(tx, hotelId, kind, placeType, body.currency, now);
    } else {
      hotelId = await repo.createProperty(tx, caller.accountId, kind, placeType, body.currency, now);
    }
    await repo.switchToHotel(tx, caller.accountId, caller.familyId, hotelId);
    return { hotelId, accommodationType: kind, placeType, nextPath: nextStepPath(kind, null) };
  });
}

export async function getAgreement(ctx: AppContext, hotelId: number): Promise<Schemas['Agreement']> {
  const hotel = await hotelOf(ctx.db, hotelId);
  const agreement = presentAgreement(hotel, await repo.findRegistration(ctx.db, hotelId));
  if (!agreement) throw new AppError(404, 'AGREEMENT_NOT_SIGNED');
  return agreement;
}
