/**
 * Finance statements end to end (docs/decisions/finance-statements.md): finance@ opens last month's statement of
 * Hotel Demo Jakarta, downloads it as Excel (its lines add up to its totals row and to the screen's net payable),
 * asks a change of the payment details; mm@ approves it on /v3/review/payment-details; finance@ then sees the new
 * details in force. Axe-clean.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFirstSheet } from '../../server/test/xlsx';
import { axe, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';

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
  it("finance@ reads and downloads last month's statement, asks a payment-detail change that mm@ approves", async () => {
    const finance = await newPage(browser);
    const mm = await newPage(browser);
    try {
      const { page } = finance;
      await signIn(page, 'finance@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
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

      // The payment details: masked, then a change asked.
      await page.goto('/v3/finance/payment-details');
      await page.getByRole('heading', { level: 1, name: text('paymentDetails.title') }).waitFor();
      await page.getByText('Bank Central Asia').first().waitFor();
      await page.getByRole('button', { name: text('paymentDetails.change') }).click();
      const form = page.getByRole('form', { name: text('paymentDetails.change') });
      await form.getByLabel(text('paymentDetails.fields.bankName')).fill('Bank Negara Indonesia');
      await form.getByLabel(text('paymentDetails.fields.branch')).fill('Thamrin');
      await form.getByLabel(text('paymentDetails.fields.accountNumber')).fill('0987654321');
      await form.getByLabel(text('paymentDetails.fields.swiftCode')).fill('BNINIDJA');
      await form.getByRole('button', { name: text('paymentDetails.submit') }).click();
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

      // finance@ sees the new details in force.
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
