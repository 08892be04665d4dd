import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, day, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });
/** A catalog text as a regular expression (its punctuation literal). */
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Types a YYYY-MM-DD date into a date field's segments (dd/mm/yyyy in Indonesian). */
async function typeDate(page: Page, label: string, date: string): Promise<void> {
  const [y, m, d] = date.split('-');
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${d}${m}${y}`);
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('hotel details', () => {
  it('edits the general and children policy of Hotel Demo Bandung with field errors from the shared rules', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Bandung');
      await page.goto('/v3/property/hotel-details');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
        text('propertyDetails.details.title'),
      );
      const form = page.getByRole('form', { name: text('propertyDetails.policy.general') });
      await form.waitFor();
      await expectAxeClean(page);

      // A minimum age of 0 is refused on the field, in Indonesian (SPEC 5: minimum age above 0).
      await form
        .getByRole('radio', { name: text('propertyDetails.policy.minimumAge') })
        .check({ force: true });
      const minAge = form.getByRole('textbox', {
        name: new RegExp(esc(text('propertyDetails.policy.setMinAge'))),
      });
      await minAge.fill('0');
      await form.getByRole('button', { name: text('propertyDetails.policy.save') }).click();
      await poll(() => form.textContent()).toContain(
        text('validations.min_float_decimal', { field: '', param: 0 }).trim(),
      );
      expect(await minAge.getAttribute('aria-invalid')).toBe('true');

      // Back to all ages; pets allowed; children 0-11, adults from 12; saved with the keyboard.
      await form.getByRole('radio', { name: text('propertyDetails.policy.allAges') }).check({ force: true });
      await form.getByRole('switch', { name: text('propertyDetails.policy.pets') }).check({ force: true });
      const age = (key: string) =>
        form.getByRole('textbox', { name: new RegExp(esc(text(`propertyDetails.policy.${key}`))) });
      await age('childAgeFrom').fill('0');
      await age('childAgeTo').fill('11');
      await age('adultMinAge').fill('12');
      await age('adultMinAge').press('Enter');
      await poll(() => page.getByText(text('propertyDetails.policy.saved')).count()).toBeGreaterThan(0);

      const saved = (await (await page.request.get(`/api/v1/hotels/${hotelId}/general-policy`)).json()) as {
        allowPets: boolean;
        complete: boolean;
        childrenPolicy: { childAgeFrom: number; childAgeTo: number; adultMinAge: number };
      };
      expect(saved.allowPets).toBe(true);
      expect(saved.childrenPolicy).toEqual({ childAgeFrom: 0, childAgeTo: 11, adultMinAge: 12 });
      expect(saved.complete).toBe(true);

      // The preview PDF is the server's PDF, shown and offered for download.
      await page.getByRole('link', { name: text('propertyDetails.details.previewPdf') }).click();
      await page.waitForURL('**/v3/property/hotel-details/preview-pdf');
      const download = page.getByRole('link', { name: text('propertyDetails.preview.download') }).first();
      await download.waitFor();
      // In a frame of its own (the CSP frames blob: documents, loads no plugins), and the browser draws it.
      const frame = page.getByTitle(text('propertyDetails.preview.frame'));
      expect(await frame.count()).toBe(1);
      expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    } finally {
      await context.close();
    }
  });

  it('creates an announcement that starts later and finds it in the upcoming tab', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Bandung');
      await page.goto('/v3/property/hotel-announcement');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
        text('propertyDetails.announcements.title'),
      );
      await page.getByRole('tablist', { name: text('propertyDetails.announcements.tabs') }).waitFor();
      await expectAxeClean(page);

      await page.getByRole('button', { name: text('propertyDetails.announcements.create') }).click();
      const dialog = page.getByRole('dialog', { name: text('propertyDetails.announcements.createTitle') });
      await dialog.waitFor();
      const a = (key: string) => text(`propertyDetails.announcements.${key}`);
      const title = `Renovasi lobi ${day(3)}`;
      await dialog.getByRole('textbox', { name: new RegExp(esc(a('fieldTitle'))) }).fill(title);
      // Too short: the shared rule (5 to 500) on the field.
      await dialog.getByRole('textbox', { name: new RegExp(esc(a('fieldTextId'))) }).fill('Tutup');
      await dialog.getByRole('textbox', { name: new RegExp(esc(a('fieldTextEn'))) }).fill('abc');
      await dialog.getByRole('button', { name: a('save') }).click();
      await poll(() =>
        dialog.getByRole('textbox', { name: new RegExp(esc(a('fieldTextEn'))) }).getAttribute('aria-invalid'),
      ).toBe('true');
      await dialog
        .getByRole('textbox', { name: new RegExp(esc(a('fieldTextEn'))) })
        .fill('The lobby is being renovated.');
      await typeDate(page, a('fieldEnd'), day(6));
      await typeDate(page, a('fieldStart'), day(3));
      await dialog.getByRole('button', { name: a('save') }).click();
      await poll(() => dialog.count()).toBe(0);
      await poll(() => page.getByText(a('created')).count()).toBeGreaterThan(0);

      await page.getByRole('tab', { name: new RegExp(esc(a('tabUPCOMING'))) }).click();
      await page.waitForURL(/tab=upcoming/);
      const row = page.getByRole('row').filter({ hasText: title });
      await poll(() => row.count()).toBe(1);
      expect(await row.textContent()).toContain('Tutup');
      // Switched off from the list; it stays in its tab, marked.
      await row
        .getByRole('switch', { name: a('statusLabel').replace('%title%', title) })
        .click({ force: true });
      await poll(() => row.textContent()).toContain(a('switchedOff'));
    } finally {
      await context.close();
    }
  });

  it('shows the content score and the property at a glance on a phone', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Bandung');
      await page.goto('/v3/property/hotel-content-score');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
        text('propertyDetails.score.title'),
      );
      await page.getByRole('meter', { name: text('propertyDetails.score.score') }).waitFor();
      await expectAxeClean(page);
      await page.goto('/v3/info');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hotel Demo Bandung');
      const links = page
        .getByRole('navigation', { name: text('propertyDetails.info.pages') })
        .getByRole('link');
      await poll(() => links.count()).toBe(7);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
