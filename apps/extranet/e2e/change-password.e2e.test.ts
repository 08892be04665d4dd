/**
 * Changing one's password (/v3/change-password): the new password is the one to sign in with, so the session
 * ends and the sign-in screen opens, with no error flashing on the way out and without sending the user back to
 * the change-password page after signing in again. A new owner signs up for this, so no demo account changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, text } from './browser';
import { OWNER_PASSWORD, signUpVerified } from './sign-up';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const NEW_PASSWORD = 'Pemilik#Baru2027';

describe('change password', () => {
  it('ends the session and signs in again with the new password only', async () => {
    const { context, page } = await newPage(browser);
    try {
      const email = `change.password.${Date.now()}@example.com`;
      await signUpVerified(page, email);
      await page.goto('/v3/change-password');
      const fields = page.locator('form input[type="password"]');
      await fields.nth(0).fill(OWNER_PASSWORD);
      await fields.nth(1).fill(NEW_PASSWORD);
      await fields.nth(2).fill(NEW_PASSWORD);
      // Every alert shown from here on, however briefly.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { alertsSeen: string[] }).alertsSeen = seen;
        new MutationObserver(() => {
          for (const el of document.querySelectorAll('[role="alert"]')) {
            const said = el.textContent?.trim();
            if (said) seen.push(said);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).search).toBe('');
      await expect.poll(() => page.textContent('body')).toContain(text('auth.changePassword.success'));
      const alerts = await page.evaluate(() => (window as unknown as { alertsSeen: string[] }).alertsSeen);
      expect(alerts).toEqual([]);

      // The old password no longer works; the new one does.
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(OWNER_PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await expect.poll(() => page.textContent('main')).toContain(text('auth.login.errors.wrongPassword'));
      await page.locator('input[name="password"]').fill(NEW_PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/v3/'));
    } finally {
      await context.close();
    }
  });
});
