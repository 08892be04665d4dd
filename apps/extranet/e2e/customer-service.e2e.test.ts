/**
 * Customer service end to end (docs/decisions/customer-service.md): cs@ (the marketplace staff role 12, no property)
 * signs in and lands on /v3/customer-service/list, searches a guest of a seeded booking, finds bookings of several
 * properties, opens one of Hotel Demo Jakarta and finds whom to call there (tel:/mailto: links); the search is in
 * the URL. On a desktop and on a phone (375 px). Axe-clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axe, describeViolations, launch, newPage, signIn, text } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Every demo property with rooms has the seeded stays of "Tamu Demo 1" to "Tamu Demo 61" (seed/ari.ts).
const GUEST = 'Tamu Demo 30';

describe('customer service', () => {
  it.each([
    ['desktop', 1280],
    ['phone', 375],
  ])('finds a guest across properties and the property to call (%s)', async (_name, width) => {
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'cs@demo.extranet');
      await page.waitForURL('**/v3/customer-service/list');
      await page.getByRole('heading', { level: 1, name: text('customerService.title') }).waitFor();
      await page.getByRole('table', { name: text('customerService.results.caption') }).waitFor();

      await page.getByRole('searchbox', { name: text('customerService.filters.q') }).fill(GUEST);
      await page.getByRole('button', { name: text('customerService.filters.search'), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === GUEST);
      const table = page.getByRole('table', { name: text('customerService.results.caption') });
      const rows = table.getByRole('row').filter({ hasText: GUEST });
      await rows.first().waitFor();
      const properties = new Set(
        (await rows.allInnerTexts()).flatMap((r) =>
          ['Hotel Demo Jakarta', 'Villa Demo Bali', 'Hotel Demo Bandung'].filter((n) => r.includes(n)),
        ),
      );
      expect(properties.size, [...properties].join(', ')).toBeGreaterThan(1);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      const jakarta = rows.filter({ hasText: 'Hotel Demo Jakarta' }).first();
      await jakarta.getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: text('customerService.detail.reservationUsers') }).waitFor();
      const mail = dialog.locator('a[href="mailto:reservation@demo.extranet"]');
      await mail.waitFor();
      expect(await dialog.textContent()).toContain(GUEST);
      expect(new URL(page.url()).searchParams.get('booking')).toMatch(/^\d+$/);
      const open = await axe(page);
      expect(open, describeViolations(open)).toEqual([]);

      // A shared link opens the same search and booking.
      await page.reload();
      await page.getByRole('dialog').locator('a[href="mailto:reservation@demo.extranet"]').waitFor();
    } finally {
      await context.close();
    }
  });
});
