import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, signIn, text, useHotel } from './browser';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 200 });

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const CALENDAR = '/v3/rates-and-availability';
const EDITOR = '/v3/rates-and-availability/rates/edit';

/** One pending edit: the allotment of the first rate plan's room, today (below the rate row). */
async function editOneCell(page: Page) {
  const grid = page.getByRole('grid', {
    name: text('rates.calendar.gridLabel', { property: 'Hotel Demo Jakarta' }),
  });
  await grid.waitFor();
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await poll(() =>
    page.getByText(text('ui.rateCalendar.pendingCount', { count: 1 })).count(),
  ).toBeGreaterThan(0);
}

function leaveQuestion(page: Page) {
  return page.getByRole('alertdialog', { name: text('rates.calendar.leave.title') });
}

describe('rates calendar with unsaved edits', () => {
  it('asks before the side menu, a link or the back button discards them; staying keeps them', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      // Into the 18-month editor through the app (so that "back" stays in the app).
      await page.goto(CALENDAR);
      await page.getByRole('link', { name: text('rates.calendar.viewEdit') }).click();
      await poll(() => new URL(page.url()).pathname).toBe(EDITOR);
      await editOneCell(page);

      // The side menu: the question, with the number of changes; "stay" keeps the page and the edit.
      await page.locator('a[href="/v3/rates-and-availability/rate-plans"]').first().click();
      const question = leaveQuestion(page);
      await question.waitFor();
      expect(await question.textContent()).toContain(text('rates.calendar.leave.message_one', { count: 1 }));
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/leave-question.png` });
      await question.getByRole('button', { name: text('rates.calendar.leave.stay') }).click();
      await poll(() => question.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(EDITOR);
      expect(
        await page.getByText(text('ui.rateCalendar.pendingCount', { count: 1 })).count(),
      ).toBeGreaterThan(0);

      // The browser's back button asks too.
      await page.goBack();
      await question.waitFor();
      await page.keyboard.press('Escape');
      await poll(() => question.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(EDITOR);

      // A link of the page (the list view), confirmed: the user leaves and the edit is gone.
      await page.getByRole('link', { name: text('rates.calendar.viewList') }).click();
      await question.waitFor();
      await question.getByRole('button', { name: text('rates.calendar.leave.confirm') }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/v3/rates-and-availability/rates');
    } finally {
      await context.close();
    }
  });

  it('lets the user go once the edits are discarded; the tab asks the browser to confirm closing only while edits are pending', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto(CALENDAR);
      await editOneCell(page);
      await page.getByRole('button', { name: text('ui.rateCalendar.discard') }).click();
      await page.locator('a[href="/v3/rates-and-availability/rate-plans"]').first().click();
      await page.waitForURL('**/v3/rates-and-availability/rate-plans');
      expect(await leaveQuestion(page).count()).toBe(0);

      // Closing or reloading the tab: the page cancels the browser's beforeunload, so the browser asks.
      const unloadCancelled = () =>
        page.evaluate(() => {
          const event = new Event('beforeunload', { cancelable: true });
          window.dispatchEvent(event);
          return event.defaultPrevented;
        });
      await page.goto(CALENDAR);
      await page.getByRole('grid').waitFor();
      expect(await unloadCancelled()).toBe(false);
      await editOneCell(page);
      expect(await unloadCancelled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
