import type { Page } from 'playwright-core';
import { text } from './browser';
import { latestOtp, otpBox } from './outbox';

export const OWNER_PASSWORD = 'Pemilik#2026';

/** Fills and sends the sign-up form (/register) as a new owner does. */
export async function fillSignUp(page: Page, email: string, password = OWNER_PASSWORD): Promise<void> {
  await page.goto('/register');
  await page.locator('input[name="name"]').fill('Pemilik Baru');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="phone"]').fill('81234567890');
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.getByRole('button', { name: text('auth.register.submit') }).click();
}

/** Signs up a new owner and verifies the e-mail with the mailed code: signed in, on property-category. */
export async function signUpVerified(page: Page, email: string): Promise<void> {
  await fillSignUp(page, email);
  await page.getByText(text('auth.otp.sentTo', { email })).waitFor();
  await otpBox(page).fill(await latestOtp(email, 'REGISTER'));
  await page.waitForURL('**/v3/registration/property-category');
}
