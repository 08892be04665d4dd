/**
 * Competitive set and average daily rate end to end (docs/decisions/competitive-set.md): the administrator of
 * Hotel Demo Jakarta chooses 15 marketplace properties, saves them and sees the set locked with its unlock date
 * (30 days after the save); the average daily rate page then compares the property's ADR with the set's average.
 * Axe-clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDay } from '@extranet/i18n/core';
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

describe('competitive set', () => {
  it('chooses 15 properties, saves, sees the lock and unlock date; the ADR page compares with the set', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/analytics/competitive-set');
      await page.getByRole('heading', { level: 1, name: text('analytics.competitiveSet.title') }).waitFor();
      const boxes = page.getByRole('checkbox');
      await boxes.first().waitFor();
      await expectAxeClean(page);
      for (let i = 0; i < 15; i++) await boxes.nth(i).check({ force: true });
      await expect
        .poll(() => page.getByTestId('competitive-set-count').textContent())
        .toBe(text('analytics.competitiveSet.chosen', { count: 15, min: 15, max: 30 }));
      await page.getByRole('button', { name: text('analytics.competitiveSet.save') }).click();

      const lock = page.getByTestId('competitive-set-lock');
      await lock.waitFor();
      const saved = (await (await page.request.get(`/api/v1/hotels/${hotelId}/competitive-set`)).json()) as {
        members: unknown[];
        unlockDate: string;
        savedOn: string;
        locked: boolean;
      };
      expect(saved.members).toHaveLength(15);
      expect(saved.locked).toBe(true);
      expect(await lock.textContent()).toContain(
        text('analytics.competitiveSet.lockedBody', {
          savedOn: formatDay(saved.savedOn, 'id'),
          unlockDate: formatDay(saved.unlockDate, 'id'),
        }),
      );
      expect(await page.getByRole('checkbox').count()).toBe(0);
      await expectAxeClean(page);

      await page.goto('/v3/analytics/average-daily-rate');
      await page.getByRole('heading', { level: 1, name: text('analytics.adr.title') }).waitFor();
      await page.getByText(text('analytics.adr.setSize', { count: 15 })).waitFor();
      await page.getByRole('img', { name: text('analytics.adr.chart') }).waitFor();
      const rows = page.getByTestId('adr-day');
      expect(await rows.count()).toBe(30);
      // Every day has the set's average; the demo bookings give the property an ADR on some of them.
      const cells = await rows.evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].map((c) => c.textContent)),
      );
      expect(cells.every((c) => /Rp/.test(c[2] ?? ''))).toBe(true);
      expect(cells.some((c) => /Rp/.test(c[1] ?? ''))).toBe(true);
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });
});
