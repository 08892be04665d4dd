import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axe, baseUrl, describeViolations, launch, now, signIn, text, useHotel } from './browser';
import { inject } from 'vitest';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 200 });

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone: 390 × 844, a finger for a pointer. */
async function phonePage() {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'id-ID',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await context.addCookies([{ name: 'lang', value: 'id', url: baseUrl() }]);
  if (inject('clockOffsetMs') !== 0) await context.clock.install({ time: now() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

describe('rates calendar on a phone', () => {
  it('shows a week with whole row labels, touch hints, and a tap opens the editor', async () => {
    const { context, page } = await phonePage();
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/rates-and-availability');
      const grid = page.getByRole('grid', {
        name: text('rates.calendar.gridLabel', { property: 'Hotel Demo Jakarta' }),
      });
      await grid.waitFor();

      // Touch users read touch hints, not keyboard ones.
      expect(await page.getByText(text('rates.calendar.touchLegend')).isVisible()).toBe(true);
      expect(await page.getByText(text('rates.calendar.legend')).isVisible()).toBe(false);

      // A week of days fits in the grid's width, and the first rate plan's rate for each of them reads whole.
      const box = (await grid.boundingBox())!;
      const days = await grid.getByRole('columnheader').evaluateAll(
        (heads, right) =>
          heads.filter((h) => {
            const r = h.getBoundingClientRect();
            return r.width > 0 && r.left >= 0 && r.right <= right + 1;
          }).length,
        box.x + box.width,
      );
      expect(days).toBeGreaterThanOrEqual(7);
      const firstRow = grid
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell') })
        .first();
      const cut = await firstRow
        .getByRole('gridcell')
        .evaluateAll((cells) => cells.slice(0, 7).filter((c) => c.scrollWidth > c.clientWidth + 1).length);
      expect(cut).toBe(0);

      // No row label is cut (neither by an ellipsis nor by a line clamp).
      const cutLabels = await grid.getByRole('rowheader').evaluateAll((headers) =>
        headers
          .flatMap((h) => [h, ...Array.from(h.querySelectorAll<HTMLElement>('span'))])
          // Visible text only (not the 1 px visually hidden names for screen readers).
          .filter((el) => el.textContent && el.getBoundingClientRect().width > 2)
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
          .map((el) => el.textContent),
      );
      expect(cutLabels).toEqual([]);

      // A tap on today's allotment (the second row of the first plan) opens its editor.
      const today = await grid.evaluate(
        (el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.dataset.c ?? '',
      );
      const allotment = grid
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: text('ui.rateCalendar.fields.allotment') }) })
        .first()
        .locator(`[data-c="${today}"]`);
      await allotment.tap();
      const editor = grid.getByRole('textbox');
      await poll(() => editor.count()).toBe(1);
      expect(await editor.getAttribute('aria-label')).toContain(text('ui.rateCalendar.fields.allotment'));

      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
