/**
 * The check-in guide in a browser: the owner of Villa Demo Bali writes the guide in both languages with a
 * photo uploaded through the guide's own uploader, sees field errors in both language tabs when it is
 * incomplete, saves a draft, submits, shows it to guests through the confirmation, and the marketplace's
 * intake API returns that version for a booking; keyboard and axe clean, also at phone width.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import {
  axe,
  baseUrl,
  day,
  describeViolations,
  launch,
  newPage,
  sameOrigin,
  signIn,
  text,
  useHotel,
} from './browser';
import { E2E_MARKETPLACE_KEY } from './marketplace';
import { noise } from './photos';

const PATH = '/v3/property/check-in-guide';
const SHOTS = join(tmpdir(), 'extranet-e2e-shots');
let browser: Browser;
/** The marketplace: its own client, with its API key and no user's cookies. */
let marketplace: APIRequestContext;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 200 });

beforeAll(async () => {
  browser = await launch();
  marketplace = await request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'x-api-key': E2E_MARKETPLACE_KEY },
  });
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await marketplace?.dispose();
});

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function typeTime(page: Page, label: string, time: string): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(time.replace(':', ''));
}

/**
 * A confirmed booking of the property made through the intake API: the owner opens two nights of its first
 * room and rate plan (allotment and rate, through the ARI API), then the marketplace books them.
 */
async function bookTwoNights(page: Page, hotelId: number, itineraryId: string): Promise<void> {
  const plans = (await (await page.request.get(`/api/v1/hotels/${hotelId}/rate-plans`)).json()) as {
    items: { ratePlanId: number; roomIds: number[] }[];
  };
  const plan = plans.items.find((p) => p.roomIds.length > 0)!;
  const roomId = plan.roomIds[0]!;
  const nights = [day(40), day(41)];
  const opened = await page.request.post(`/api/v1/hotels/${hotelId}/ari/changes`, {
    data: {
      changes: nights.flatMap((date) => [
        { roomId, ratePlanId: null, date, field: 'allotment', value: 3 },
        { roomId, ratePlanId: plan.ratePlanId, date, field: 'rate', value: 2_500_000 },
      ]),
      dryRun: false,
      confirmAnomalies: true,
    },
    headers: sameOrigin(),
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const booked = await marketplace.post('/api/v1/marketplace/bookings', {
    data: {
      hotelId,
      roomId,
      ratePlanId: plan.ratePlanId,
      checkIn: nights[0],
      checkOut: day(42),
      adults: 2,
      guestName: 'Tamu Panduan',
      itineraryId,
      idempotencyKey: itineraryId,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

describe('check-in guide', () => {
  it('is written in both languages with a photo, checked, submitted, shown to guests and read by the marketplace', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Villa Demo Bali');
      const itinerary = `ITN-GUIDE-${Date.now()}`;
      await bookTwoNights(page, hotelId, itinerary);
      const intake = () =>
        marketplace.get(`/api/v1/marketplace/hotels/${hotelId}/bookings/${itinerary}/check-in-guide`);
      const before = await intake();
      expect(before.status()).toBe(404);

      await page.goto(PATH);
      await page.getByRole('heading', { level: 1, name: text('checkInGuide.title') }).waitFor();
      const banner = page.getByTestId('guide-banner');
      await poll(() => banner.getAttribute('data-state')).toBe('NONE');
      // The toggle needs a submitted version.
      await expect(
        page.getByRole('switch', { name: text('checkInGuide.activation.label') }).isDisabled(),
      ).resolves.toBe(true);

      // Incomplete: only the Indonesian title. Submitting shows the problems in both language tabs.
      await field(page, 'title.id').fill('Selamat datang di vila');
      await page.getByRole('button', { name: text('checkInGuide.form.submit') }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: text('checkInGuide.form.invalid') })
        .waitFor();
      await page.getByText(text('validations.checkInGuide.photoRequired')).waitFor();
      const enTab = page.getByRole('tab', { name: new RegExp(text('checkInGuide.form.language.en')) });
      await poll(() => enTab.textContent()).toContain(text('checkInGuide.form.tabErrors', { count: 2 }));
      await expect(field(page, 'description.id').getAttribute('aria-invalid')).resolves.toBe('true');

      // A draft is kept on the server whatever its state.
      await page.getByRole('button', { name: text('checkInGuide.form.saveDraft') }).click();
      await page.getByText(text('checkInGuide.form.saved')).first().waitFor();
      await poll(() => banner.getAttribute('data-state')).toBe('DRAFT');

      // Indonesian texts and a step.
      await field(page, 'description.id').fill('Kunci ada di kotak kunci di samping pintu.');
      await page
        .getByRole('button', {
          name: text('checkInGuide.form.addItem', { list: text('checkInGuide.form.lists.steps.title') }),
        })
        .click();
      await field(page, 'steps.0.id').fill('Masukkan kode 2468 pada kotak kunci');
      // English by keyboard: the tab list is reached and switched with the arrow keys.
      await page.getByRole('tab', { name: new RegExp(text('checkInGuide.form.language.id')) }).focus();
      await page.keyboard.press('ArrowRight');
      await field(page, 'title.en').waitFor();
      await field(page, 'title.en').fill('Welcome to the villa');
      await field(page, 'description.en').fill('The key is in the lock box beside the door.');
      await field(page, 'steps.0.en').fill('Enter code 2468 on the lock box');

      // Times: the end before the start is refused on the field.
      await typeTime(page, text('checkInGuide.form.checkInFrom'), '14:00');
      await typeTime(page, text('checkInGuide.form.checkInUntil'), '13:00');
      await page.getByText(text('validations.time.endBeforeStart')).waitFor();
      await typeTime(page, text('checkInGuide.form.checkInUntil'), '22:00');
      await poll(() => page.getByText(text('validations.time.endBeforeStart')).count()).toBe(0);

      // Contacts: the first complete; the second started without its phone is refused.
      await field(page, 'contacts.0.name').fill('Made');
      await field(page, 'contact1Phone').fill('81234567890');
      await field(page, 'contacts.1.name').fill('Ketut');

      // A photo uploaded through the guide's uploader is chosen at once.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: text('propertyPhotos.upload.browse') }).click();
      await (
        await chooser
      ).setFiles([
        {
          name: 'gate.jpg',
          mimeType: 'image/jpeg',
          buffer: await noise(1200, 900).jpeg({ quality: 85 }).toBuffer(),
        },
      ]);
      await poll(() => page.locator('input[type="checkbox"]:checked').count()).toBe(1);

      await page.getByRole('button', { name: text('checkInGuide.form.submit') }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: text('checkInGuide.form.invalid') })
        .waitFor();
      await expect(field(page, 'contact2Phone').getAttribute('aria-invalid')).resolves.toBe('true');
      await field(page, 'contacts.1.name').fill('');

      await page.getByRole('button', { name: text('checkInGuide.form.submit') }).click();
      await page
        .getByText(text('checkInGuide.form.submitted', { version: 1 }))
        .first()
        .waitFor();
      await poll(() => banner.getAttribute('data-state')).toBe('SUBMITTED_INACTIVE');
      // Submitted but not shown: the marketplace gets nothing yet.
      expect((await (await intake()).json()).code).toBe('CHECK_IN_GUIDE_NOT_ACTIVE');

      // Showing it to guests asks first; cancelling changes nothing.
      const toggle = page.getByRole('switch', { name: text('checkInGuide.activation.label') });
      await toggle.focus();
      await page.keyboard.press('Space');
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(text('checkInGuide.activation.onTitle')).waitFor();
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: text('checkInGuide.activation.cancel') }).click();
      await dialog.waitFor({ state: 'detached' });
      await poll(() => banner.getAttribute('data-state')).toBe('SUBMITTED_INACTIVE');
      await toggle.focus();
      await page.keyboard.press('Space');
      await dialog.getByRole('button', { name: text('checkInGuide.activation.onConfirm') }).click();
      await poll(() => banner.getAttribute('data-state')).toBe('ACTIVE');

      const read = await intake();
      expect(read.status()).toBe(200);
      const guide = (await read.json()) as {
        version: number;
        content: {
          title: { id: string; en: string };
          steps: { id: string; en: string }[];
          contacts: unknown[];
        };
        photos: { urls: { large: string } }[];
      };
      expect(guide.version).toBe(1);
      expect(guide.content.title).toEqual({ id: 'Selamat datang di vila', en: 'Welcome to the villa' });
      expect(guide.content.steps).toEqual([
        { id: 'Masukkan kode 2468 pada kotak kunci', en: 'Enter code 2468 on the lock box' },
      ]);
      expect(guide.content.contacts).toHaveLength(1);
      expect(guide.photos).toHaveLength(1);
      expect((await page.request.get(guide.photos[0]!.urls.large)).status()).toBe(200);
      await expectAxeClean(page);
      await page.screenshot({ path: join(SHOTS, 'check-in-guide-1366.png'), fullPage: true });

      // The guest preview in English, and the log with who submitted and activated.
      await page.getByRole('link', { name: text('checkInGuide.views.preview') }).click();
      await page.getByRole('tab', { name: text('checkInGuide.form.language.en') }).click();
      await page
        .getByTestId('guest-preview-en')
        .getByRole('heading', { name: 'Welcome to the villa' })
        .waitFor();
      await expectAxeClean(page);
      // The guest reading English reads English headings too.
      await page
        .getByTestId('guest-preview-en')
        .getByRole('heading', { name: text('checkInGuide.form.lists.steps.title', {}, 'en') })
        .waitFor();
      // The contact's phone dials in one tap: its code and digits, spaces dropped.
      expect(
        await page
          .getByTestId('guest-preview-en')
          .getByRole('link', { name: '+62 81234567890' })
          .getAttribute('href'),
      ).toBe('tel:+6281234567890');
      await page.screenshot({ path: join(SHOTS, 'check-in-guide-preview-1366.png'), fullPage: true });
      await page.getByRole('link', { name: text('checkInGuide.views.log') }).click();
      await page.getByRole('button', { name: text('checkInGuide.log.view', { version: 1 }) }).waitFor();
      await page.getByText(text('checkInGuide.log.kind.ACTIVATED', { version: 1 })).waitFor();
      await expectAxeClean(page);
      await page.getByRole('button', { name: text('checkInGuide.log.view', { version: 1 }) }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Selamat datang di vila' }).waitFor();
      await expectAxeClean(page);
      await page.screenshot({ path: join(SHOTS, 'check-in-guide-version-1366.png') });
      await page.keyboard.press('Escape');

      // Phone width: the form fits without sideways scrolling and stays axe clean.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('link', { name: text('checkInGuide.views.form') }).click();
      await field(page, 'title.id').waitFor();
      await poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
      ).toBe(true);
      await expectAxeClean(page);
      await page.screenshot({ path: join(SHOTS, 'check-in-guide-390.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it("shows Jakarta's demo guide to reservation staff: active, two versions in the log", async () => {
    const { context, page } = await newPage(browser, { lang: 'en' });
    try {
      await signIn(page, 'reservation@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto(`${PATH}?view=log`);
      await poll(() => page.getByTestId('guide-banner').getAttribute('data-state')).toBe('ACTIVE');
      await page.getByText(text('checkInGuide.banner.ACTIVE.text', { version: 2 }, 'en')).waitFor();
      await page.getByRole('button', { name: text('checkInGuide.log.view', { version: 2 }, 'en') }).waitFor();
      await page.getByRole('button', { name: text('checkInGuide.log.view', { version: 1 }, 'en') }).waitFor();
      await page.getByText(text('checkInGuide.log.kind.ACTIVATED', { version: 1 }, 'en')).waitFor();
      await page.getByText(text('checkInGuide.log.kind.SUBMITTED', { version: 2 }, 'en')).waitFor();
      await expectAxeClean(page);
      await page.screenshot({ path: join(SHOTS, 'check-in-guide-log-1366.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
