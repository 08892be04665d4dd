import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, text } from './browser';
import { latestOtp, otpBox } from './outbox';
import { fillSignUp, OWNER_PASSWORD } from './sign-up';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('registration', () => {
  it('says when an e-mail is already registered', async () => {
    const { context, page } = await newPage(browser);
    try {
      await fillSignUp(page, 'admin@demo.extranet');
      await expect.poll(() => page.textContent('main')).toContain(text('auth.register.alreadyRegistered'));
      expect(new URL(page.url()).pathname).toBe('/register');
    } finally {
      await context.close();
    }
  });

  it('creates an owner account, verifies the e-mail by OTP and is signed in to start registering a property', async () => {
    const email = `owner-${Date.now()}@example.test`;
    const { context, page } = await newPage(browser);
    try {
      await fillSignUp(page, email);
      const main = page.locator('main');
      await expect.poll(() => main.textContent()).toContain(text('auth.otp.sentTo', { email }));
      // The code went out with the sign-up: the resend counts down from it, without the "3 times" modal.
      const waiting = text('ui.otpInput.resendIn', { time: '§' }).split('§')[0] ?? '';
      const resend = main.getByRole('button', { name: new RegExp(`^${waiting}`) });
      await expect.poll(() => resend.isDisabled()).toBe(true);
      expect(await page.getByRole('dialog').count()).toBe(0);

      // A wrong code says how many attempts are left, and pressing Verify does not hide that.
      const code = await latestOtp(email, 'REGISTER');
      await otpBox(page).fill(String((Number(code) + 1) % 10000).padStart(4, '0'));
      await expect.poll(() => main.textContent()).toContain(text('auth.otp.wrong', { count: 2 }));
      await main.getByRole('button', { name: text('auth.otp.verify'), exact: true }).click();
      expect(await main.textContent()).toContain(text('auth.otp.wrong', { count: 2 }));
      expect(await main.textContent()).not.toContain(text('auth.otp.incomplete'));

      // The right code: signed in with the password just chosen, no second sign-in.
      await otpBox(page).fill(code);
      // A new owner has no property yet: the status guard starts the property registration.
      await page.waitForURL('**/v3/registration/property-category');
    } finally {
      await context.close();
    }
  });

  it('offers the OTP when an unverified account signs in, then finishes the sign-in', async () => {
    const email = `late-${Date.now()}@example.test`;
    const { context, page } = await newPage(browser);
    try {
      await fillSignUp(page, email);
      await expect.poll(() => page.textContent('main')).toContain(text('auth.otp.sentTo', { email }));
      // Leave without verifying, then try to sign in.
      await page.goto('/login');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(OWNER_PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await expect.poll(() => page.textContent('main')).toContain(text('auth.login.errors.notVerified'));
      await page.getByRole('button', { name: text('auth.login.errors.verifyNow') }).click();
      await expect.poll(() => page.textContent('main')).toContain(text('auth.otp.sentTo', { email }));
      // The resend just happened, so the newest REGISTER mail is the one to use.
      await page.waitForTimeout(300);
      const code = await latestOtp(email, 'REGISTER');
      await otpBox(page).fill(code);
      await page.waitForURL('**/v3/registration/property-category');
    } finally {
      await context.close();
    }
  });
});
