/**
 * Guest contact (docs/decisions/guest-contact.md, SPEC 6 and 9): the guest's phone and e-mail for an active booking
 * from 1 day before check-in (guestContactRefusal, the property's today from ctx.clock), after a 4-digit code
 * mailed to the staff member's own e-mail. The code is the sign-in OTP's machinery (generation, HMAC, send
 * countdown, 3 attempts, the outbox), bound to the booking; validity GUEST_CONTACT_OTP_VALIDITY_MINUTES.
 */
import type { Res } from '@extranet/api/operations';
import {
  GUEST_CONTACT_OTP_VALIDITY_MINUTES,
  guestContactFrom,
  guestContactRefusal,
  OTP_MAX_ATTEMPTS,
  todayInZone,
} from '@extranet/domain';
import { isLanguage, type Language } from '@extranet/i18n';
import type { AppContext } from '../../context.js';
import { enqueueMail } from '../../db/outbox.js';
import { AppError, notFound, validationError } from '../../http/errors.js';
import { otpMail } from '../auth/otp-mail.js';
import * as otpRepo from '../auth/otp-repository.js';
import {
  decideSend,
  generateOtpCode,
  hashOtpCode,
  otpCodeMatches,
  resendAvailableAt,
  secondsUntil,
} from '../auth/otp-rules.js';
import * as repo from './repository.js';

const PURPOSE = 'GUEST_CONTACT';
const REVEALS_SHOWN = 200;

/** The HMAC key of the sign-in OTPs (auth/edge.ts) and what a code is bound to: the staff e-mail and the booking. */
const secretOf = (ctx: AppContext) => Buffer.from(ctx.sessionKey).toString('hex');
const subjectOf = (hotelId: number, bookingId: number) => `${hotelId}:${bookingId}`;
const hashOf = (ctx: AppContext, email: string, subject: string, code: string) =>
  hashOtpCode(secretOf(ctx), `${email}\n${subject}`, PURPOSE, code);

async function bookingOf(ctx: AppContext, hotelId: number, bookingId: number) {
  const booking = await repo.booking(ctx.db, hotelId, bookingId);
  if (!booking) throw notFound();
  const refusal = guestContactRefusal(booking, todayInZone(booking.timeZone, ctx.clock));
  return { booking, refusal };
}

function refused(refusal: 'NOT_ACTIVE' | 'TOO_EARLY', checkIn: string): AppError {
  return refusal === 'NOT_ACTIVE'
    ? new AppError(409, 'GUEST_CONTACT_NOT_ACTIVE')
    : new AppError(409, 'GUEST_CONTACT_TOO_EARLY', { params: { date: guestContactFrom(checkIn) } });
}

export async function state(
  ctx: AppContext,
  hotelId: number,
  bookingId: number,
  accountId: number,
): Promise<Res<'getGuestContactState'>> {
  const { booking, refusal } = await bookingOf(ctx, hotelId, bookingId);
  const [me, reveals] = await Promise.all([
    repo.staff(ctx.db, accountId),
    repo.reveals(ctx.db, hotelId, bookingId, REVEALS_SHOWN),
  ]);
  return {
    available: refusal === null,
    refusal,
    availableFrom: guestContactFrom(booking.checkIn),
    sentTo: me.email,
    reveals,
  };
}

export async function sendCode(
  ctx: AppContext,
  hotelId: number,
  bookingId: number,
  accountId: number,
  requestLang: Language,
): Promise<Res<'sendGuestContactOtp'>> {
  const { booking, refusal } = await bookingOf(ctx, hotelId, bookingId);
  if (refusal) throw refused(refusal, booking.checkIn);
  const me = await repo.staff(ctx.db, accountId);
  const email = me.email.toLowerCase();
  const lang: Language = me.lang && isLanguage(me.lang) ? me.lang : requestLang;
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const current = await otpRepo.lockOtp(tx, email, PURPOSE);
    const decision = decideSend(current, now);
    if (!decision.allowed) {
      const retryAfterSeconds = secondsUntil(decision.availableAt, now);
      throw new AppError(429, 'OTP_TOO_FREQUENT', {
        params: { retryAfterSeconds },
        extra: {
          retryAfterSeconds,
          resendAvailableAt: decision.availableAt.toISOString(),
          sendCount: decision.nextSendCount,
        },
        headers: { 'retry-after': String(retryAfterSeconds) },
      });
    }
    const subject = subjectOf(hotelId, bookingId);
    const code = generateOtpCode();
    const expiresAt = new Date(now.getTime() + GUEST_CONTACT_OTP_VALIDITY_MINUTES * 60_000);
    await otpRepo.saveNewOtp(
      tx,
      email,
      PURPOSE,
      hashOf(ctx, email, subject, code),
      now,
      expiresAt,
      decision.nextSendCount,
      subject,
    );
    const mail = otpMail(lang, PURPOSE, code, GUEST_CONTACT_OTP_VALIDITY_MINUTES, me.name);
    await enqueueMail(tx, { to: email, ...mail, kind: `otp.${PURPOSE}`, lang });
    return {
      sentTo: me.email,
      expiresAt: expiresAt.toISOString(),
      resendAvailableAt: resendAvailableAt({
        sendCount: decision.nextSendCount,
        lastSentAt: now,
      }).toISOString(),
      sendCount: decision.nextSendCount,
    };
  });
}

type Outcome = { ok: true } | { ok: false; error: AppError };

/**
 * The guest's contact for the code. A wrong code costs an attempt, committed although the call fails; the third
 * wrong attempt and the expiry kill the code. A code of another booking is no code for this one (OTP_EXPIRED).
 */
export async function reveal(
  ctx: AppContext,
  hotelId: number,
  bookingId: number,
  accountId: number,
  code: string,
): Promise<Res<'revealGuestContact'>> {
  const { booking, refusal } = await bookingOf(ctx, hotelId, bookingId);
  if (refusal) throw refused(refusal, booking.checkIn);
  if (!/^[0-9]{4}$/.test(code)) throw validationError([{ field: 'code', code: 'INVALID_FORMAT' }]);
  const me = await repo.staff(ctx.db, accountId);
  const email = me.email.toLowerCase();
  const subject = subjectOf(hotelId, bookingId);
  const now = ctx.clock();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const otp = await otpRepo.lockOtp(tx, email, PURPOSE);
    if (!otp || otp.codeHash === null || otp.subject !== subject)
      return { ok: false, error: new AppError(410, 'OTP_EXPIRED') };
    if (otp.attempts >= OTP_MAX_ATTEMPTS)
      return { ok: false, error: new AppError(400, 'OTP_ATTEMPTS_EXCEEDED') };
    if (otp.expiresAt <= now) return { ok: false, error: new AppError(410, 'OTP_EXPIRED') };
    if (!otpCodeMatches(otp.codeHash, hashOf(ctx, email, subject, code))) {
      const attempts = await otpRepo.recordWrongAttempt(tx, email, PURPOSE);
      const attemptsLeft = Math.max(0, OTP_MAX_ATTEMPTS - attempts);
      return {
        ok: false,
        error:
          attemptsLeft === 0
            ? new AppError(400, 'OTP_ATTEMPTS_EXCEEDED')
            : new AppError(400, 'OTP_WRONG', { params: { attemptsLeft }, extra: { attemptsLeft } }),
      };
    }
    await otpRepo.consumeOtp(tx, email, PURPOSE);
    await repo.logReveal(tx, hotelId, bookingId, accountId, me, now);
    return { ok: true };
  });
  if (!outcome.ok) throw outcome.error;
  return { guestName: booking.guestName, guestEmail: booking.guestEmail, guestPhone: booking.guestPhone };
}
