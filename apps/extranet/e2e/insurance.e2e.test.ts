/**
 * Insurance end to end (docs/decisions/insurance.md): the marketplace books a Jakarta stay with travel insurance
 * through its intake; the administrator sees it on /v3/insurance with its coverage and the claim limit, and saves
 * the property's insurance contact; a reservation user lands on access denied at the contact page. Axe-clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';
import { bookThroughIntake, offsets, sellablePlans } from './marketplace';

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

describe('insurance', () => {
  it('a booking sold with insurance shows on /v3/insurance; the administrator saves the insurance contact', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      const run = Date.now().toString(36);
      const booking = await bookThroughIntake({
        hotelId,
        plans: await sellablePlans(page.request, hotelId),
        offsets: offsets(40, 120, 3),
        key: (s) => `e2e-insurance-${run}-${s.offset}-${s.roomId}-${s.ratePlanId}`,
        body: {
          guestName: 'Insured Guest',
          itineraryId: `INS-${run}`,
          insurance: { planCode: 'TRAVEL_PLUS', premium: 120_000, coveredGuests: 2 },
        },
      });

      // Booked today: the first view (bookings made in the last 30 days) lists it with its coverage.
      await page.goto('/v3/insurance');
      await page.getByRole('heading', { level: 1, name: text('insurance.title') }).waitFor();
      const row = page.getByTestId('insured-booking').filter({ hasText: booking.itineraryId });
      await row.waitFor();
      expect(await row.textContent()).toContain('TRAVEL_PLUS');
      expect(await row.textContent()).toContain('Insured Guest');
      expect((await page.getByTestId('insurance-claim-limit').textContent())?.replace(/\D/g, '')).toBe(
        '525000000',
      );
      await expectAxeClean(page);

      // The contact: saved, and still there after a reload.
      await page
        .locator('#main')
        .getByRole('link', { name: text('insurance.claim.contactLink') })
        .click();
      await page.waitForURL('**/v3/insurance/contact');
      const form = page.getByRole('form', { name: text('insurance.contact.title') });
      const name = form.getByLabel(text('insurance.contact.name'));
      await poll(() => name.inputValue()).not.toBe('');
      await name.fill('Dewi Lestari');
      await form.getByLabel(text('insurance.contact.email')).fill('dewi.e2e@example.com');
      await form.getByLabel(text('insurance.contact.phone')).fill('81299887766');
      await form.getByLabel(text('insurance.contact.position')).fill('Duty manager');
      await page.getByRole('button', { name: text('insurance.contact.save') }).click();
      await page.getByText(text('insurance.contact.saved')).waitFor();
      await page.reload();
      await poll(() => form.getByLabel(text('insurance.contact.email')).inputValue()).toBe(
        'dewi.e2e@example.com',
      );
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });

  it('a reservation user cannot open the insurance contact', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'reservation@demo.extranet');
      await page.goto('/v3/insurance/contact');
      await page.waitForURL('**/v3/app/access-denied');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
        text('shell.accessDenied.title'),
      );
    } finally {
      await context.close();
    }
  });
});
