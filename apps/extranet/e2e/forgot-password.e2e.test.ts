import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn, text } from './browser';
import { latestOtp, otpBox } from './outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// finance@demo.extranet is used by no other end-to-end test, so changing its password disturbs nothing.
const EMAIL = 'finance@demo.extranet';
const NEW_PASSWORD = 'Keuangan#2027';

describe('forgot password', () => {
  it('resets the password with the code from the outbox, refusing a wrong code first, then signs in', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: text('auth.login.forgot') }).click();
      await page.waitForURL('**/forgot-password');
      await page.locator('input[name="email"]').fill(EMAIL);
      await page.getByRole('button', { name: text('auth.forgot.submit') }).click();
      await page.waitForURL('**/forgot-password/verify');
      await expect.poll(() => page.textContent('main')).toContain(text('auth.otp.sentTo', { email: EMAIL }));

      const code = await latestOtp(EMAIL, 'FORGOT_PASSWORD');
      expect(code).toMatch(/^\d{4}$/);
      const wrong = code === '0000' ? '1111' : '0000';
      const codeField = otpBox(page);

      // A wrong code says how many attempts are left.
      await codeField.fill(wrong);
      await expect.poll(() => page.textContent('main')).toContain(text('auth.otp.wrong', { count: 2 }));

      // The right one moves on to the new password.
      await codeField.fill(code);
      await page.waitForURL('**/forgot-password/change');

      await page.locator('input[name="password"]').fill(NEW_PASSWORD);
      await page.locator('input[name="confirmPassword"]').fill('Different#2027');
      await page.getByRole('button', { name: text('auth.forgot.changeSubmit') }).click();
      expect(new URL(page.url()).pathname).toBe('/forgot-password/change');
      await page.locator('input[name="confirmPassword"]').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: text('auth.forgot.changeSubmit') }).click();
      await page.waitForURL('**/login');
      await expect.poll(() => page.textContent('body')).toContain(text('auth.forgot.success'));

      // The old password no longer works; the new one does.
      await page.locator('input[name="email"]').fill(EMAIL);
      await page.locator('input[name="password"]').fill('Extranet#2026');
      await page.locator('form button[type="submit"]').click();
      await expect.poll(() => page.textContent('main')).toContain(text('auth.login.errors.wrongPassword'));
      await signIn(page, EMAIL, NEW_PASSWORD);
      expect(new URL(page.url()).pathname.startsWith('/v3/')).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('tells an unknown e-mail apart', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/forgot-password');
      await page.locator('input[name="email"]').fill('nobody@demo.extranet');
      await page.getByRole('button', { name: text('auth.forgot.submit') }).click();
      await expect.poll(() => page.textContent('main')).toContain(text('auth.forgot.emailNotFound'));
    } finally {
      await context.close();
    }
  });
});
