/**
 * Commission and tax end to end (docs/decisions/commission-and-tax.md): finance@ proposes a commission change for
 * Hotel Demo Jakarta (a draft, then submitted); mm@ finds it through the finance hub and approves it; finance@
 * sees the new values in force and the change and decision in the log. Then admin@ (a finance role too) saves the
 * tax account with a PDF document after entering the PIN (docs/decisions/pin.md; admin@'s PIN of finance-pin.ts,
 * created if it has none) and sees it saved, its link served. Axe-clean at each screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';
import { ADMIN, enterPinInDialog, ensurePin } from './finance-pin';

const JAKARTA = 'Hotel Demo Jakarta';
let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });

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

describe('commission and tax', () => {
  it('the administrator asks a commission change with the PIN, the market manager approves it, the administrator sees it and the log', async () => {
    // admin@, not finance@: pin.e2e owns finance@'s PIN (e2e/finance-pin.ts).
    const finance = await newPage(browser);
    const mm = await newPage(browser);
    try {
      await signIn(finance.page, ADMIN.email);
      await ensurePin(finance.page, ADMIN.accountId, ADMIN.pin);
      await useHotel(finance.page, JAKARTA);
      const page = finance.page;
      await page.goto('/v3/finance/commission');
      await page.getByRole('heading', { level: 1, name: text('finance.commission.title') }).waitFor();
      await page.getByTestId('commission-current').waitFor();
      await expectAxeClean(page);

      // A preferred partner percentage of this run (3.01 to 7.91, always with decimals: typed with a decimal comma), sell price to net price.
      const partner = (301 + (Date.now() % 99) * 5) / 100;
      const partnerText = partner.toLocaleString('id', { maximumFractionDigits: 2 });
      await page.getByRole('button', { name: text('finance.commission.change') }).click();
      const field = page.getByLabel(text('finance.commission.preferredPartner'));
      await field.fill(partnerText);
      await page.getByRole('radio', { name: text('finance.modes.NET') }).check({ force: true });
      await page.getByRole('button', { name: text('finance.commission.saveDraft') }).click();
      const open = page.getByTestId('commission-open-request');
      await open.getByText(text('finance.states.DRAFT'), { exact: true }).waitFor();
      await expectAxeClean(page);
      await page.getByRole('button', { name: text('finance.commission.submit') }).click();
      await enterPinInDialog(page, ADMIN.pin);
      await open.getByText(text('finance.states.REQUESTED'), { exact: true }).waitFor();

      // The market manager: the finance hub, then the commission queue.
      await signIn(mm.page, 'mm@demo.extranet');
      await mm.page.goto('/v3/review/finance');
      await mm.page.getByRole('heading', { level: 1, name: text('finance.hub.title') }).waitFor();
      const entry = mm.page.getByTestId('finance-queue-commission');
      await poll(async () => (await entry.textContent()) ?? '').toMatch(/[1-9]\d* menunggu/);
      await expectAxeClean(mm.page);
      await entry.getByRole('link').click();
      await mm.page.waitForURL('**/v3/review/commissions');
      const item = mm.page
        .getByRole('list', { name: text('finance.review.listLabel') })
        .getByRole('listitem')
        .filter({ has: mm.page.getByRole('heading', { name: JAKARTA }) });
      await item.waitFor();
      await expectAxeClean(mm.page);
      await item.getByRole('button', { name: text('finance.review.approve'), exact: true }).click();
      const dialog = mm.page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: text('finance.review.approve'), exact: true }).click();
      await poll(() => item.count()).toBe(0);

      // Finance sees the new values in force, and the log.
      await page.reload();
      const current = page.getByTestId('commission-current');
      await current.waitFor();
      await poll(async () => (await current.textContent()) ?? '').toContain(`${partnerText} %`);
      expect(await current.textContent()).toContain(text('finance.modes.NET'));
      const log = page.getByTestId('commission-log-entry');
      await poll(() => log.count()).toBeGreaterThanOrEqual(3);
      expect(await log.first().textContent()).toContain(text('finance.events.APPROVE'));
      await expectAxeClean(page);
    } finally {
      await finance.context.close();
      await mm.context.close();
    }
  });

  it('saves the tax account with a PDF after the PIN and sees it saved', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, ADMIN.email);
      const hotelId = await useHotel(page, JAKARTA);
      await ensurePin(page, ADMIN.accountId, ADMIN.pin);
      await page.goto('/v3/finance/tax');
      await page.getByRole('heading', { level: 1, name: text('finance.tax.title') }).waitFor();
      const edit = page.getByRole('button', { name: text('finance.tax.edit') });
      const form = page.locator('form[aria-labelledby="tax-form-title"]');
      await poll(async () => (await edit.count()) + (await form.count())).toBeGreaterThan(0);
      if ((await edit.count()) > 0) await edit.click();
      await expectAxeClean(page);

      await form.getByLabel(text('finance.tax.name')).fill('Budi Santoso');
      await form.getByLabel(text('finance.tax.number')).fill('12.345.678.9-012.345');
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      await page.getByTestId('taxAccountDocument-input').setInputFiles({
        name: 'npwp-e2e.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      await form.getByText(text('finance.tax.chosen', { name: 'npwp-e2e.pdf' })).waitFor();
      await page.getByRole('button', { name: text('finance.tax.save') }).click();
      await page.getByRole('dialog', { name: text('pin.dialog.title') }).waitFor();
      await expectAxeClean(page);
      await enterPinInDialog(page, ADMIN.pin);
      const view = page.getByTestId('tax-account');
      await view.waitFor();
      await view.getByText('Budi Santoso').waitFor();
      const link = view.getByTestId('tax-document-link');
      expect(await link.textContent()).toContain('npwp-e2e.pdf');
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/api/v1/hotels/${hotelId}/tax-accounts/documents/\\d+$`));
      const served = await page.request.get(href!);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('application/pdf');
      await page.reload();
      await view.getByText('123456789012345').waitFor();
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });
});
