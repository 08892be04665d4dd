/**
 * Finance statements end to end (docs/decisions/finance-statements.md): admin@ (a finance role of Hotel Demo
 * Jakarta) opens last month's statement, downloads it as Excel (its lines add up to its totals row and to the
 * screen's net payable), sees it paid once the marketplace records the payment, reveals the account number and asks a change of the payment details, each after entering
 * the PIN (docs/decisions/pin.md; admin@'s PIN of finance-pin.ts, created if it has none); mm@ approves it on
 * /v3/review/payment-details; admin@ then sees the new details in force. Axe-clean.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFirstSheet } from '../../server/test/xlsx';
import { axe, baseUrl, day, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';
import { MARKETPLACE_HEADERS } from './marketplace';
import { ADMIN, enterPinInDialog, ensurePin } from './finance-pin';

let browser: Browser;

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

const digits = (s: string | null) => Number((s ?? '').replace(/[^\d-]/g, ''));

describe('finance statements', () => {
  it("reads and downloads last month's statement, reveals and asks a payment-detail change with the PIN that mm@ approves", async () => {
    const finance = await newPage(browser);
    const mm = await newPage(browser);
    try {
      const { page } = finance;
      await signIn(page, ADMIN.email);
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      await ensurePin(page, ADMIN.accountId, ADMIN.pin);
      await page.goto('/v3/finance/payment-list');
      await page.getByRole('heading', { level: 1, name: text('statements.title') }).waitFor();
      const rows = page.getByTestId('statement-row');
      await rows.first().waitFor();
      await expectAxeClean(page);

      // Newest first: the current month, then last month.
      await rows.nth(1).getByRole('link').click();
      await page.waitForURL(/\?month=\d{4}-\d{2}$/);
      const month = new URL(page.url()).searchParams.get('month')!;
      await page.getByTestId('statement-line').first().waitFor();
      const lineCount = await page.getByTestId('statement-line').count();
      const net = digits(await page.getByTestId('statement-net').textContent());
      await expectAxeClean(page);

      const xlsx = page.getByRole('link', { name: text('statements.detail.downloadXlsx') });
      const [file] = await Promise.all([page.waitForEvent('download'), xlsx.click()]);
      expect(file.suggestedFilename()).toBe(`statement-${hotelId}-${month}.xlsx`);
      const sheet = readFirstSheet(await readFile((await file.path())!));
      const totalRow = lineCount + 2;
      let sum = 0;
      for (let r = 2; r < totalRow; r++) sum += Number(sheet.cells.get(`L${r}`)?.value);
      expect(sheet.cells.get(`L${totalRow}`)?.value).toBe(sum);
      expect(sum).toBe(net);

      // The marketplace pays it (its finance system records the transfer): the list shows the month paid.
      const paid = await fetch(`${baseUrl()}/api/v1/marketplace/hotels/${hotelId}/payments`, {
        method: 'POST',
        headers: MARKETPLACE_HEADERS,
        body: JSON.stringify({
          statementMonth: month,
          paidOn: day(),
          amount: net,
          reference: `E2E-${month}`,
        }),
      });
      expect(paid.status).toBe(201);
      // The notification centre tells of it, and its entry leads to the payment list, where the month is paid.
      await page.goto('/v3/notification');
      const [said] = text('notifications.kinds.PAYMENT_RECEIVED', { amount: '\u0000', month: '' }).split(
        '\u0000',
      );
      const entry = page.getByRole('link', { name: new RegExp(`^${said}`) }).first();
      await entry.click();
      await page.waitForURL('**/v3/finance/payment-list');
      await rows.nth(1).getByText(text('statements.status.PAID')).waitFor();

      // The payment details: masked, revealed after the PIN, then a change asked (the PIN again).
      await page.goto('/v3/finance/payment-details');
      await page.getByRole('heading', { level: 1, name: text('paymentDetails.title') }).waitFor();
      await page.getByText('Bank Central Asia').first().waitFor();
      await page.getByRole('button', { name: text('paymentDetails.reveal') }).click();
      await page.getByRole('dialog', { name: text('pin.dialog.title') }).waitFor();
      await expectAxeClean(page);
      await enterPinInDialog(page, ADMIN.pin);
      await page.getByTestId('account-full').waitFor();
      expect(await page.getByTestId('account-full').textContent()).toBe(`5270${hotelId}88`);
      await page.getByRole('button', { name: text('paymentDetails.change') }).click();
      const form = page.getByRole('form', { name: text('paymentDetails.change') });
      await form.getByLabel(text('paymentDetails.fields.bankName')).fill('Bank Negara Indonesia');
      await form.getByLabel(text('paymentDetails.fields.branch')).fill('Thamrin');
      await form.getByLabel(text('paymentDetails.fields.accountNumber')).fill('0987654321');
      await form.getByLabel(text('paymentDetails.fields.swiftCode')).fill('BNINIDJA');
      await form.getByRole('button', { name: text('paymentDetails.submit') }).click();
      await enterPinInDialog(page, ADMIN.pin);
      await page.getByTestId('payment-request-SENT').waitFor();
      await expectAxeClean(page);

      // mm@ approves it.
      await signIn(mm.page, 'mm@demo.extranet');
      await mm.page.goto('/v3/review/payment-details');
      const item = mm.page.getByTestId('payment-review').filter({ hasText: 'Bank Negara Indonesia' });
      await item.waitFor();
      await expectAxeClean(mm.page);
      await item.getByRole('button', { name: text('paymentDetails.review.approve') }).click();
      await mm.page
        .getByRole('alertdialog')
        .getByRole('button', { name: text('paymentDetails.review.approve') })
        .click();
      await mm.page.getByText(text('paymentDetails.review.approved')).waitFor();

      // admin@ sees the new details in force.
      await page.reload();
      const current = page.getByRole('region', { name: text('paymentDetails.current') });
      await current.getByText('Bank Negara Indonesia').waitFor();
      expect(await current.textContent()).toContain('4321');
      await page.getByTestId('payment-request-APPROVED').waitFor();
    } finally {
      await finance.context.close();
      await mm.context.close();
    }
  });
});
