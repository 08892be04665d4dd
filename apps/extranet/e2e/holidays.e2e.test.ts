import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { INDONESIA_HOLIDAYS, holidayNamesByDate } from '@extranet/domain';
import { formatDate } from '@extranet/i18n';
import { day, launch, newPage, signIn, text, useHotel } from './browser';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 200 });

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('holidays on the rates list', () => {
  it('marks the next holiday by its Indonesian name, from the holidays endpoint', async () => {
    // The next holiday from tomorrow by the suite's clock, in the list's window (18 months ahead).
    const holiday = INDONESIA_HOLIDAYS.find((h) => h.date >= day(1) && h.date <= day(500));
    expect(holiday, 'a holiday ahead in the calendar data').toBeDefined();
    const names = holidayNamesByDate([holiday!], 'id', (name) => text('rates.holidays.tentative', { name }));
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/rates-and-availability/rates');
      const filters = page.getByRole('region', { name: text('ratesList.filters') });
      await filters.waitFor();
      // Jump to the holiday's month, then scroll until its row is drawn.
      const monthName = formatDate(`${holiday!.date.slice(0, 7)}-01`, 'month', 'id');
      await filters.getByRole('button', { name: new RegExp(text('ratesList.jumpTo')) }).click();
      await page.getByRole('option', { name: monthName, exact: true }).click();
      const table = page.locator('[role="table"][aria-describedby="rates-list-keys"]');
      await table.getByRole('heading', { level: 2, name: monthName }).waitFor();
      const row = table.locator(`[role="row"][data-date="${holiday!.date}"]`);
      await poll(async () => {
        if ((await row.count()) > 0) return true;
        await table.evaluate((el) => el.scrollBy(0, 200));
        return false;
      }).toBe(true);
      expect(await row.getByRole('rowheader').textContent()).toContain(
        text('ratesList.holiday', { name: names[holiday!.date] }),
      );
    } finally {
      await context.close();
    }
  });
});
