import { describe, expect, it } from 'vitest';
import { otpMail } from './otp-mail.js';

describe('OTP mail', () => {
  it.each([
    ['id', 'FORGOT_PASSWORD', 'Kode untuk mengatur ulang kata sandi: 0427', 'berlaku 10 menit'],
    ['en', 'FORGOT_PASSWORD', 'Your password reset code: 0427', 'valid for 10 minutes'],
    ['id', 'REGISTER', 'Kode verifikasi pendaftaran Extranet: 0427', 'Halo Sari,'],
    ['en', 'VERIFY_EMAIL', 'Your Extranet e-mail verification code: 0427', 'Hello Sari,'],
  ] as const)('%s %s', (lang, type, subject, phrase) => {
    const mail = otpMail(lang, type, '0427', 10, 'Sari');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(phrase);
    expect(mail.text).toContain('0427');
    expect(mail.html).toContain(`lang="${lang}"`);
  });

  it('escapes the name in HTML', () => {
    expect(otpMail('en', 'REGISTER', '1111', 10, '<b>x</b>').html).not.toContain('<b>x</b>');
  });
});
