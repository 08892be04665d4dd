import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { sameOrigin, text } from './browser';

/**
 * The finance PIN in the flows it guards (docs/decisions/pin.md). The e2e files share one server and run in any
 * order, so a PIN created in one file stays for the next. They avoid clashing by account: pin.e2e owns finance@
 * (it starts from no PIN and ends with another one); the flows that only need to pass the PIN (the virtual card
 * of booking-guest-data, payment details, tax) use admin@ with this one PIN, created only when it has none.
 */
export const ADMIN = { email: 'admin@demo.extranet', accountId: 1, pin: '482915' } as const;

/** The account has an ACTIVE PIN `pin`: created through the API when it has none, else already that one. */
export async function ensurePin(page: Page, accountId: number, pin: string): Promise<void> {
  const status = await page.request.get(`/api/v1/pin/${accountId}`);
  expect(status.status()).toBe(200);
  const { state } = (await status.json()) as { state: string };
  if (state === 'NONE') {
    const created = await page.request.post(`/api/v1/pin/${accountId}/create`, {
      headers: sameOrigin(),
      data: { pin, confirmPin: pin },
    });
    expect(created.status()).toBe(200);
  } else {
    expect(state).toBe('ACTIVE');
  }
}

/** The PIN dialog (shared/pin/pin-dialog.tsx) is open: types the PIN in its six boxes, confirms, waits it closed. */
export async function enterPinInDialog(page: Page, pin: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: text('pin.dialog.title') });
  await dialog.getByLabel(text('ui.pinInput.digit', { index: 1, total: 6 })).click();
  await page.keyboard.type(pin);
  await dialog.getByRole('button', { name: text('pin.dialog.submit') }).click();
  await dialog.waitFor({ state: 'hidden' });
}
