/**
 * Activity log end to end (docs/decisions/activity-log.md): the administrator switches every promotion of the
 * Jakarta property on (a change through the API with the page's cookies, as the app sends it), then opens
 * /v3/account/activity-log and finds the change in today's activity with their name, on a desktop and
 * on a phone. Axe-clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axe, describeViolations, launch, newPage, sameOrigin, signIn, text, useHotel } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('activity log', () => {
  it("shows the administrator's change in today's activity", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      const changed = await page.request.put(`/api/v1/hotels/${hotelId}/deals/status`, {
        data: { status: 'ACTIVE' },
        headers: sameOrigin(),
      });
      expect(changed.status()).toBe(200);

      await page.goto('/v3/account/activity-log');
      await page.getByRole('heading', { level: 1, name: text('activityLog.title') }).waitFor();
      const table = page.getByRole('table', { name: text('activityLog.caption') });
      // Other flows may change the property at the same time: the change is among today's rows, by its user.
      const first = table
        .getByRole('row')
        .filter({ hasText: text('activityLog.op.setAllDealsStatus') })
        .filter({ hasText: 'admin@demo.extranet' })
        .first();
      await first.waitFor();
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      await page.setViewportSize({ width: 375, height: 800 });
      await first.waitFor();
      // The rows are cards once the table's box is narrow (a container query): axe reads the settled layout, not a
      // busy machine's frame in between, where the desktop table still overflows its frame.
      await expect
        .poll(() => table.evaluate((t) => getComputedStyle(t.querySelector('thead')!).position))
        .toBe('absolute');
      await expect
        .poll(() => table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth))
        .toBe(true);
      const phone = await axe(page);
      expect(phone, describeViolations(phone)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
