import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import {
  OTP_DELAY_AFTER_LIMIT_SECONDS,
  OTP_LENGTH,
  OTP_RESEND_COUNTDOWN_SECONDS,
  OTP_SENDS_BEFORE_DELAY,
  OTP_VALIDITY_MINUTES,
} from '@extranet/domain';

export {
  OTP_DELAY_AFTER_LIMIT_SECONDS,
  OTP_IDENTIFIER,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COUNTDOWN_SECONDS,
  OTP_SENDS_BEFORE_DELAY,
  OTP_VALIDITY_MINUTES,
} from '@extranet/domain';

export const OTP_REQUEST_TYPES = ['REGISTER', 'FORGOT_PASSWORD', 'VERIFY_EMAIL'] as const;
export type OtpRequestType = (typeof OTP_REQUEST_TYPES)[number];
/** What a stored code is for: a request type of otp/generate, or a booking's guest contact (module guest-contact). */
export type OtpPurpose = OtpRequestType | 'GUEST_CONTACT';
export const OTP_TTL_SECONDS = OTP_VALIDITY_MINUTES * 60;
/** A reset token from a verified FORGOT_PASSWORD code is valid this long, once. */
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

export function isOtpRequestType(value: string): value is OtpRequestType {
  return (OTP_REQUEST_TYPES as readonly string[]).includes(value);
}

export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Codes are stored as an HMAC bound to the e-mail and request type: 4 digits alone would fall to an offline
 * search of 10,000 candidates, the server secret prevents that.
 */
export function hashOtpCode(secret: string, email: string, requestType: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${requestType}\n${email}\n${code}`).digest('hex');
}

export function otpCodeMatches(expectedHash: string, candidateHash: string): boolean {
  const a = Buffer.from(expectedHash, 'hex');
  const b = Buffer.from(candidateHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What is known about the sends of one (e-mail, request type) pair. */
export interface OtpSendState {
  /** Sends in the current cycle (1..OTP_SENDS_BEFORE_DELAY). */
  sendCount: number;
  lastSentAt: Date;
}

export interface SendDecision {
  allowed: boolean;
  /** When a send is allowed again (if not allowed now). */
  availableAt: Date;
  /** The send count the new send will carry (if allowed). */
  nextSendCount: number;
}

/** When the next send after `state` becomes possible. */
export function resendAvailableAt(state: OtpSendState): Date {
  const wait =
    state.sendCount >= OTP_SENDS_BEFORE_DELAY ? OTP_DELAY_AFTER_LIMIT_SECONDS : OTP_RESEND_COUNTDOWN_SECONDS;
  return new Date(state.lastSentAt.getTime() + wait * 1000);
}

/**
 * Resend rule of SPEC 4: a countdown between sends, and a longer delay after the third send; once that delay
 * is over a new cycle of sends starts.
 */
export function decideSend(state: OtpSendState | null, now: Date): SendDecision {
  if (!state) return { allowed: true, availableAt: now, nextSendCount: 1 };
  const availableAt = resendAvailableAt(state);
  if (now < availableAt) return { allowed: false, availableAt, nextSendCount: state.sendCount };
  const nextSendCount = state.sendCount >= OTP_SENDS_BEFORE_DELAY ? 1 : state.sendCount + 1;
  return { allowed: true, availableAt: now, nextSendCount };
}

export function secondsUntil(date: Date, now: Date): number {
  return Math.max(0, Math.ceil((date.getTime() - now.getTime()) / 1000));
}
