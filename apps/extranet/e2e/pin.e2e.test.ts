/**
 * The finance PIN end to end (docs/decisions/pin.md): finance@ creates a PIN on /v3/finance/pin, enters it wrong
 * 5 times (the attempts left count down, then "You have to create a new PIN"), asks a reset; mm@ approves it on
 * /v3/review/pin-resets; finance@ creates a new PIN, which may not be the old one. Axe-clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axe, describeViolations, launch, newPage, sameOrigin, signIn, text, useHotel } from './browser';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });
const FINANCE = 'finance@demo.extranet';
const FINANCE_ID = 3;
const OLD = '482915';
const NEW = '739164';

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Types a PIN into a labelled PIN input (six digit boxes that advance by themselves). */
async function typePin(scope: Page | Locator, label: string, pin: string): Promise<void> {
  const group = scope.getByRole('group', { name: label, exact: true });
  await group.getByLabel(text('ui.pinInput.digit', { index: 1, total: 6 })).click();
  await group.page().keyboard.type(pin);
}

describe('PIN', () => {
  it('is created, blocked after 5 wrong entries, reset by a market manager and created again', async () => {
    const finance = await newPage(browser);
    const mm = await newPage(browser);
    try {
      const page = finance.page;
      await signIn(page, FINANCE);
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/finance/pin');
      await page.getByRole('heading', { level: 1, name: text('pin.title') }).waitFor();

      // Create: the PIN twice.
      const create = page.getByRole('form', { name: text('pin.create.title') });
      await create.waitFor();
      await expectAxeClean(page);
      await typePin(create, text('pin.create.pin'), OLD);
      await typePin(create, text('pin.create.confirm'), OLD);
      await create.getByRole('button', { name: text('pin.create.submit') }).click();
      await page.getByText(text('pin.create.done')).waitFor();
      const change = page.getByRole('form', { name: text('pin.change.title') });
      await change.waitFor();

      // 5 wrong entries of the current PIN: the attempts left count down, then the PIN is blocked.
      for (const left of [4, 3, 2, 1]) {
        await typePin(change, text('pin.change.current'), '250813');
        await typePin(change, text('pin.change.pin'), NEW);
        await typePin(change, text('pin.change.confirm'), NEW);
        await change.getByRole('button', { name: text('pin.change.submit') }).click();
        await change.getByText(text('ui.pinInput.attemptsLeft', { count: left })).waitFor();
      }
      await expectAxeClean(page);
      await typePin(change, text('pin.change.current'), '250813');
      await change.getByRole('button', { name: text('pin.change.submit') }).click();
      await page.getByText(text('pin.blocked.title'), { exact: true }).waitFor();
      await poll(() => change.count()).toBe(0);
      await expectAxeClean(page);

      // Blocked: ask a reset.
      await page.getByRole('button', { name: text('pin.reset.request') }).click();
      const confirm = page.getByRole('alertdialog', { name: text('pin.reset.confirmTitle') });
      await confirm.getByRole('button', { name: text('pin.reset.request') }).click();
      await page.getByRole('heading', { name: text('pin.reset.pendingTitle') }).waitFor();

      // The market manager approves it.
      await signIn(mm.page, 'mm@demo.extranet');
      await mm.page.goto('/v3/review/pin-resets');
      const list = mm.page.getByRole('list', { name: text('pin.review.listLabel') });
      const item = list.getByRole('listitem').filter({ hasText: FINANCE });
      await item.waitFor();
      await expectAxeClean(mm.page);
      await item.getByRole('button', { name: text('pin.review.approve') }).click();
      await mm.page
        .getByRole('alertdialog')
        .getByRole('button', { name: text('pin.review.approve') })
        .click();
      await poll(() => list.getByRole('listitem').filter({ hasText: FINANCE }).count()).toBe(0);

      // Finance creates a new PIN: not the old one.
      await page.reload();
      const again = page.getByRole('form', { name: text('pin.create.title') });
      await again.waitFor();
      await page
        .getByText(/disetujui/)
        .first()
        .waitFor();
      await typePin(again, text('pin.create.pin'), OLD);
      await typePin(again, text('pin.create.confirm'), OLD);
      await again.getByRole('button', { name: text('pin.create.submit') }).click();
      await again.getByText(text('validations.pin.sameAsOld')).waitFor();
      await typePin(again, text('pin.create.pin'), NEW);
      await typePin(again, text('pin.create.confirm'), NEW);
      await again.getByRole('button', { name: text('pin.create.submit') }).click();
      await page.getByText(text('pin.create.done')).waitFor();
      await page.getByText(text('pin.state.ACTIVE'), { exact: true }).waitFor();

      // The new PIN gives a proof.
      const verified = await page.request.post(`/api/v1/pin/${FINANCE_ID}/verify`, {
        headers: sameOrigin(),
        data: { pin: NEW },
      });
      expect(verified.status()).toBe(200);
      await expectAxeClean(page);
    } finally {
      await finance.context.close();
      await mm.context.close();
    }
  });
});
