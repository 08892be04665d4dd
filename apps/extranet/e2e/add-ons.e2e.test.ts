/**
 * Add-ons (issue 13), the flow an owner and the marketplace go through: the owner creates an add-on with a
 * photo; the marketplace quotes and books a stay with 2 of it through the intake API; the booking's detail lists
 * the line and its breakdown adds up to the total; the performance page counts the sale. Axe on each screen, and
 * the list at phone width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  axe,
  baseUrl,
  day,
  describeViolations,
  launch,
  MARKETPLACE_API_KEY,
  newPage,
  signIn,
  text,
  useHotel,
} from './browser';
import { noiseJpeg } from './photos';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let hotelId: number;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });
const stamp = Date.now().toString(36);
const NAME_ID = `Antar bandara ${stamp}`;
const NAME_EN = `Airport transfer ${stamp}`;
const PRICE = 175_000;
const digits = (s: string | null) => Number((s ?? '').replace(/[^0-9-]/g, ''));

async function expectAxeClean(p: Page = page): Promise<void> {
  const violations = await axe(p);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function choose(label: string, option: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(label) })
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The marketplace's way: quote stays of Jakarta with the add-on until one is available, then book it. */
async function bookWithAddOn(addOnId: number) {
  const plans = (await (await page.request.get(`/api/v1/hotels/${hotelId}/rate-plans`)).json()) as {
    items: { ratePlanId: number; rooms: { roomId: number }[] }[];
  };
  const headers = { 'content-type': 'application/json', 'x-api-key': MARKETPLACE_API_KEY };
  for (let offset = 45; offset < 120; offset += 3) {
    for (const plan of plans.items) {
      for (const room of plan.rooms) {
        const stay = {
          hotelId,
          roomId: room.roomId,
          ratePlanId: plan.ratePlanId,
          checkIn: day(offset),
          checkOut: day(offset + 2),
          adults: 2,
          addOns: [{ addOnId, quantity: 2 }],
        };
        const quote = await fetch(`${baseUrl()}/api/v1/marketplace/quote`, {
          method: 'POST',
          headers,
          body: JSON.stringify(stay),
        });
        if (!quote.ok) continue;
        const q = (await quote.json()) as {
          available: boolean;
          totalPrice: number;
          addOns: { amount: number }[];
        };
        if (!q.available) continue;
        expect(q.addOns.map((l) => l.amount)).toEqual([2 * PRICE]);
        const res = await fetch(`${baseUrl()}/api/v1/marketplace/bookings`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': `e2e-add-ons-${stamp}` },
          body: JSON.stringify({ ...stay, guestName: `Tamu Add-on ${stamp}` }),
        });
        expect(res.status).toBe(201);
        const booking = (await res.json()) as { bookingId: number; totalPrice: number };
        expect(booking.totalPrice).toBe(q.totalPrice);
        return booking;
      }
    }
  }
  throw new Error('no bookable stay found at Jakarta');
}

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
  await signIn(page, 'admin@demo.extranet');
  hotelId = await useHotel(page, 'Hotel Demo Jakarta');
}, 60_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('add-ons', () => {
  let addOnId: number;

  it('an owner creates an add-on with a photo; field errors first, then it is listed', async () => {
    await page.goto('/v3/add-ons/create');
    await page.getByRole('heading', { name: text('addOns.form.createTitle'), level: 1 }).waitFor();
    // Submitting empty: the shared validator's messages, on the fields.
    await page.getByRole('button', { name: text('addOns.form.submitCreate') }).click();
    await poll(() =>
      page.getByText(text('validations.required', { field: text('addOns.form.nameId') })).count(),
    ).toBeGreaterThan(0);
    await page.getByLabel(text('addOns.form.nameId')).fill(NAME_ID);
    await page.getByLabel(text('addOns.form.nameEn')).fill(NAME_EN);
    await page.getByLabel(text('addOns.form.descriptionId')).fill('Mobil ke Soekarno-Hatta');
    await choose(text('addOns.form.category'), text('addOns.category.TRANSPORT'));
    await choose(text('addOns.form.subcategory'), text('addOns.subcategory.AIRPORT_TRANSFER'));
    await page.getByRole('radio', { name: new RegExp(`^${text('addOns.priceType.PER_ITEM')}`) }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('textbox', { name: text('addOns.form.price') }).fill(String(PRICE));
    await page.getByRole('textbox', { name: text('addOns.form.maxQuantity') }).fill('4');
    await page.getByTestId('add-on-photo-input').setInputFiles({
      name: 'transfer.jpg',
      mimeType: 'image/jpeg',
      buffer: await noiseJpeg(900, 700),
    });
    await poll(() => page.getByRole('img', { name: text('addOns.form.photo') }).count()).toBe(1);
    await expectAxeClean();
    await page.getByRole('button', { name: text('addOns.form.submitCreate') }).click();
    await page.waitForURL((url) => url.pathname === '/v3/add-ons/list');
    const row = page.getByRole('row').filter({ hasText: NAME_ID });
    await poll(() => row.count()).toBe(1);
    await poll(() => row.getByRole('img', { name: text('addOns.photoOf', { name: NAME_ID }) }).count()).toBe(
      1,
    );
    await poll(() =>
      row.getByRole('switch', { name: text('addOns.statusLabel', { name: NAME_ID }) }).isChecked(),
    ).toBe(true);
    await expectAxeClean();
    const list = (await (await page.request.get(`/api/v1/hotels/${hotelId}/add-ons`)).json()) as {
      items: { addOnId: number; name: { id: string } }[];
    };
    addOnId = list.items.find((a) => a.name.id === NAME_ID)!.addOnId;
  }, 60_000);

  it('the marketplace books 2 of it; the booking detail shows the line and adds up; performance counts it', async () => {
    const booking = await bookWithAddOn(addOnId);
    await page.goto(`/v3/booking/search-bookings?booking=${booking.bookingId}`);
    const dialog = page.getByRole('dialog', {
      name: text('bookings.detail.title', { id: booking.bookingId }),
    });
    const breakdown = dialog.getByRole('table', { name: text('bookings.detail.breakdownCaption') });
    const line = breakdown.getByRole('row', {
      name: text('addOns.booking.line', { name: NAME_ID, quantity: 2 }),
    });
    await poll(() => line.count()).toBe(1);
    expect(digits(await line.locator('td').textContent())).toBe(2 * PRICE);
    expect(digits(await breakdown.locator('tr[data-kind="total"] td').textContent())).toBe(
      booking.totalPrice,
    );
    const amounts = await breakdown
      .locator('tr[data-kind="subtotal"] td, tr[data-kind="add"] td, tr[data-kind="deduct"] td')
      .allTextContents();
    expect(amounts.reduce((s, a) => s + digits(a), 0)).toBe(booking.totalPrice);
    // The administrator sees the add-ons commission among the finance lines.
    await poll(() =>
      breakdown
        .locator('tr[data-kind="finance"]')
        .filter({ hasText: text('addOns.booking.commission', { percent: 10 }) })
        .count(),
    ).toBe(1);
    await expectAxeClean();

    await page.goto('/v3/add-ons/performance');
    const row = page.getByTestId(`add-on-performance-${addOnId}`);
    await poll(() => row.count()).toBe(1);
    const cells = await row.locator('td').allTextContents();
    expect(cells.map(digits)).toEqual([2, 1, 2 * PRICE]);
    await expectAxeClean();
  }, 90_000);

  it('works at phone width: the list without sideways scrolling, axe-clean', async () => {
    const phone = await newPage(browser, { mobile: true });
    try {
      await signIn(phone.page, 'admin@demo.extranet');
      await phone.page.goto('/v3/add-ons/list');
      await poll(() => phone.page.getByText(NAME_ID).count()).toBeGreaterThan(0);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(phone.page);
    } finally {
      await phone.context.close();
    }
  }, 60_000);
});
