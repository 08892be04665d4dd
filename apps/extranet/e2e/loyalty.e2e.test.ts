/**
 * Loyalty and the manage hub end to end. The Jakarta owner reaches the loyalty page through the old elite
 * rewards address, sees why the property is eligible, joins with its rooms and rate plans and asks for a
 * change; the market manager approves it from the queue; the owner sees it approved (at phone width). The hub
 * lists a real finding of the demo data whose link opens the page that fixes it. Every screen is axe-clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });
const JAKARTA = 'Hotel Demo Jakarta';

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

const state = (page: Page) => page.getByTestId('loyalty-state').textContent();

/** Confirms the open alert dialog with its button `name`. */
async function confirm(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name, exact: true }).click();
  await poll(() => dialog.count()).toBe(0);
}

describe('loyalty', () => {
  it('the owner joins and asks a change, the market manager approves it, the owner sees it approved', async () => {
    const owner = await newPage(browser);
    const mm = await newPage(browser);
    const phone = await newPage(browser, { mobile: true });
    try {
      const page = owner.page;
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, JAKARTA);
      // The old address of the rewards page leads to it.
      await page.goto('/v3/promotions-and-campaigns/elite-rewards');
      await page.waitForURL((url) => url.pathname === '/v3/loyalty');
      await page.getByRole('heading', { level: 1, name: text('loyalty.title') }).waitFor();
      const eligibility = page.getByTestId('loyalty-eligibility');
      await eligibility.getByText(text('loyalty.eligibility.eligible'), { exact: true }).waitFor();
      expect(
        Number((await page.getByTestId('loyalty-recent').textContent())?.replace(/\D/g, '')),
      ).toBeGreaterThan(0);
      await poll(() => state(page)).toBe(text('loyalty.state.INVITED'));
      await expectAxeClean(page);

      // Join with everything offered but the family room.
      await page.getByRole('button', { name: text('loyalty.actions.join') }).click();
      const family = page.getByRole('group', { name: 'Family Room' });
      await family.waitFor();
      await family.getByText(text('loyalty.edit.allRatePlans', { room: 'Family Room' })).click();
      await page.getByRole('button', { name: text('loyalty.edit.submit_JOIN'), exact: true }).click();
      await expectAxeClean(page);
      await confirm(page, text('loyalty.edit.submit_JOIN'));
      await poll(() => state(page)).toBe(text('loyalty.state.JOINED'));

      // Ask for a change: the family room's rate plans join too.
      await page.getByRole('button', { name: text('loyalty.actions.requestChange') }).click();
      await family.getByText(text('loyalty.edit.allRatePlans', { room: 'Family Room' })).click();
      await page
        .getByRole('button', { name: text('loyalty.edit.submit_REQUEST_CHANGE'), exact: true })
        .click();
      await confirm(page, text('loyalty.edit.submit_REQUEST_CHANGE'));
      await poll(() => state(page)).toBe(text('loyalty.state.CHANGE_PENDING'));
      await page.getByTestId('loyalty-draft').getByText('Family Room', { exact: true }).waitFor();
      await expectAxeClean(page);

      // The market manager's queue.
      await signIn(mm.page, 'mm@demo.extranet');
      await mm.page.goto('/v3/review/loyalty');
      await mm.page.getByRole('heading', { level: 1, name: text('loyalty.review.title') }).waitFor();
      const item = mm.page
        .getByRole('list', { name: text('loyalty.review.listLabel') })
        .getByRole('listitem')
        .filter({ has: mm.page.getByRole('heading', { name: JAKARTA }) });
      await item.waitFor();
      await expectAxeClean(mm.page);
      await item.getByRole('button', { name: text('loyalty.review.approve'), exact: true }).click();
      await confirm(mm.page, text('loyalty.review.approve'));
      await poll(() => item.count()).toBe(0);

      // The owner, on a phone, sees the change approved and in force.
      await signIn(phone.page, 'admin@demo.extranet');
      await useHotel(phone.page, JAKARTA);
      await phone.page.goto('/v3/loyalty');
      await poll(() => state(phone.page)).toBe(text('loyalty.state.APPROVED'));
      await phone.page.getByTestId('loyalty-decision').waitFor();
      await phone.page.getByRole('cell', { name: text('loyalty.event.APPROVE'), exact: true }).waitFor();
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expectAxeClean(phone.page);
    } finally {
      await owner.context.close();
      await mm.context.close();
      await phone.context.close();
    }
  });
});

describe('manage hub', () => {
  it('lists the setup findings of Jakarta at phone width and a finding opens the page that fixes it', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, JAKARTA);
      await page.goto('/v3/manage');
      await page.getByRole('heading', { level: 1, name: text('manage.title') }).waitFor();
      const plans = page.getByTestId('manage-RATE_PLAN_SETUP');
      await plans
        .getByText(/Promo Akhir Tahun/)
        .first()
        .waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expectAxeClean(page);

      // One area at a time.
      await page
        .getByRole('navigation', { name: text('manage.navLabel') })
        .getByRole('link', { name: text('manage.area.SURCHARGE') })
        .click();
      await page.waitForURL((url) => url.pathname === '/v3/manage/surcharge');
      await page
        .getByTestId('manage-SURCHARGE')
        .getByText(/Biaya Acara Akhir Pekan/)
        .waitFor();
      await poll(() => page.getByTestId('manage-RATE_PLAN_SETUP').count()).toBe(0);

      await page.goto('/v3/manage/rate-plan-setup');
      const fix = page.getByRole('link', {
        name: text('manage.fixFor', {
          action: text('manage.fix.RATE_PLAN_STAY_ENDING'),
          name: 'Promo Akhir Tahun',
        }),
      });
      await fix.click();
      await page.waitForURL((url) =>
        /^\/v3\/rates-and-availability\/rate-plans\/edit\/\d+$/.test(url.pathname),
      );
      await page.getByRole('heading', { level: 1, name: text('ratePlans.form.editTitle') }).waitFor();
    } finally {
      await context.close();
    }
  });
});
