/**
 * Performance report end to end (docs/decisions/performance-report.md): the marketplace books a Jakarta stay
 * through its intake; the administrator opens /v3/analytics/performance-report, sees the booking counted in the
 * period's KPI cards (booked today: the first view is the 30 days up to today), and downloads the Excel export.
 * Axe-clean.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axe, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';
import { bookThroughIntake, offsets, sellablePlans } from './marketplace';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('performance report', () => {
  it('counts a booking made today and exports the report as a workbook', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      const run = Date.now().toString(36);
      await bookThroughIntake({
        hotelId,
        plans: await sellablePlans(page.request, hotelId),
        offsets: offsets(20, 90, 3),
        key: (s) => `e2e-performance-${run}-${s.offset}-${s.roomId}-${s.ratePlanId}`,
        body: { guestName: 'Performance Guest', itineraryId: `PERF-${run}` },
      });

      await page.goto('/v3/analytics/performance-report');
      await page.getByRole('heading', { level: 1, name: text('performanceReport.title') }).waitFor();
      const bookings = page.getByTestId('kpi-bookings');
      await bookings.waitFor();
      const count = Number((await bookings.locator('p').nth(1).textContent())?.replace(/\D/g, ''));
      expect(count).toBeGreaterThanOrEqual(1);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: text('performanceReport.export.button') }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^performance-${hotelId}-.*\\.xlsx$`));
      const workbook = await readFile((await download.path())!);
      expect(workbook.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    } finally {
      await context.close();
    }
  });
});
