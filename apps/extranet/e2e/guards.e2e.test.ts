import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn, text, useHotel } from './browser';
import { latestOtp, otpBox } from './outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('guards through the real server', () => {
  it('answers an unknown /v3 path with HTTP 404 and the not-found page', async () => {
    const { context, page } = await newPage(browser);
    try {
      const response = await page.goto('/v3/this-page-does-not-exist');
      expect(response?.status()).toBe(404);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(text('shell.notFound.title'));
      // Signed in it is the same page.
      await signIn(page, 'admin@demo.extranet');
      const again = await page.goto('/v3/app/no-such-screen');
      expect(again?.status()).toBe(404);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(text('shell.notFound.title'));
    } finally {
      await context.close();
    }
  });

  it('lands a reservation user who opens /v3/finance/payment-list on access denied', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'reservation@demo.extranet');
      await page.goto('/v3/finance/payment-list');
      await page.waitForURL('**/v3/app/access-denied');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(text('shell.accessDenied.title'));
      // The server's menu agrees: no finance entry for this role.
      const nav = page.getByRole('navigation', { name: text('shell.nav.main') });
      await expect.poll(() => nav.getByRole('link').count()).toBeGreaterThan(0);
      expect(await nav.getByRole('link', { name: text('common.nav.paymentList') }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lists entire pricing for a home only, and a hotel that opens it lands on access denied', async () => {
    const { context, page } = await newPage(browser);
    const entirePricing = () =>
      page
        .getByRole('navigation', { name: text('shell.nav.main') })
        .getByRole('link', { name: text('common.nav.entirePricing') });
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Villa Demo Bali');
      await page.goto('/v3/app/home');
      await expect.poll(() => entirePricing().count()).toBeGreaterThan(0);

      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/rates-and-availability/entire-pricing');
      await page.waitForURL('**/v3/app/access-denied');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(text('shell.accessDenied.title'));
      await page.getByText(text('common.errors.accessDenied.reasons.NOT_A_HOME')).waitFor();
      const nav = page.getByRole('navigation', { name: text('shell.nav.main') });
      await expect
        .poll(() => nav.getByRole('link', { name: text('common.nav.ratePlans') }).count())
        .toBeGreaterThan(0);
      expect(await entirePricing().count()).toBe(0);
    } finally {
      await useHotel(page, 'Hotel Demo Jakarta').catch(() => undefined);
      await context.close();
    }
  });

  it('forces verify@demo.extranet to its own user edit page until the e-mail is verified', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login');
      await page.locator('input[name="email"]').fill('verify@demo.extranet');
      await page.locator('input[name="password"]').fill('Extranet#2026');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/v3\/account\/user-manage\/edit\/[^/]+$/);
      const editPath = new URL(page.url()).pathname;
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(text('shell.userEdit.title'));
      // Any other page sends the user back.
      await page.goto('/v3/app/home');
      await page.waitForURL(`**${editPath}`);
      await page.goto('/v3/property/photo-gallery');
      await page.waitForURL(`**${editPath}`);

      // Verifying the e-mail by OTP lets the user go.
      await page.getByRole('button', { name: text('shell.userEdit.verifyEmail') }).click();
      await expect
        .poll(() => page.textContent('main'))
        .toContain(text('auth.otp.sentTo', { email: 'verify@demo.extranet' }));
      const code = await latestOtp('verify@demo.extranet', 'VERIFY_EMAIL');
      await otpBox(page).fill(code);
      await page.getByRole('link', { name: text('shell.userEdit.continue') }).click();
      await page.waitForURL('**/v3/app/home');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toMatch(new RegExp(`^${text('shell.homePage.greeting', { name: '' }).trim()}`));
    } finally {
      await context.close();
    }
  });
});
