import { describe, expect, it } from 'vitest';
import {
  decideSend,
  generateOtpCode,
  hashOtpCode,
  OTP_DELAY_AFTER_LIMIT_SECONDS,
  OTP_RESEND_COUNTDOWN_SECONDS,
  otpCodeMatches,
} from './otp-rules.js';

const t0 = new Date('2026-01-01T00:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('OTP rules', () => {
  it('generates 4-digit codes', () => {
    for (let i = 0; i < 200; i++) expect(generateOtpCode()).toMatch(/^\d{4}$/);
  });

  it('binds a hash to the e-mail and request type', () => {
    const h = hashOtpCode('s', 'a@b.c', 'REGISTER', '1234');
    expect(otpCodeMatches(h, hashOtpCode('s', 'a@b.c', 'REGISTER', '1234'))).toBe(true);
    expect(otpCodeMatches(h, hashOtpCode('s', 'a@b.c', 'FORGOT_PASSWORD', '1234'))).toBe(false);
    expect(otpCodeMatches(h, hashOtpCode('s', 'x@b.c', 'REGISTER', '1234'))).toBe(false);
    expect(otpCodeMatches(h, hashOtpCode('s', 'a@b.c', 'REGISTER', '1235'))).toBe(false);
  });

  it.each([
    // [sendCount, seconds since last send, allowed, next count]
    [1, OTP_RESEND_COUNTDOWN_SECONDS - 1, false, 1],
    [1, OTP_RESEND_COUNTDOWN_SECONDS, true, 2],
    [2, OTP_RESEND_COUNTDOWN_SECONDS, true, 3],
    [3, OTP_RESEND_COUNTDOWN_SECONDS, false, 3],
    [3, OTP_DELAY_AFTER_LIMIT_SECONDS - 1, false, 3],
    [3, OTP_DELAY_AFTER_LIMIT_SECONDS, true, 1],
  ])('send count %i, %i s later: allowed %s', (sendCount, later, allowed, next) => {
    const decision = decideSend({ sendCount, lastSentAt: t0 }, at(later));
    expect(decision.allowed).toBe(allowed);
    expect(decision.nextSendCount).toBe(next);
  });

  it('allows the first send at once', () => {
    expect(decideSend(null, t0)).toEqual({ allowed: true, availableAt: t0, nextSendCount: 1 });
  });
});
