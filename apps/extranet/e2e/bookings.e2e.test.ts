import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatCurrency } from '@extranet/i18n';
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

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });
const RESERVATION = 'reservation@demo.extranet';
const GUEST = `Rahayu Setiawati ${Date.now().toString(36)}`;

interface Booked {
  bookingId: number;
  itineraryId: string;
  totalPrice: number;
}
let booked: Booked;

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A booking made the way the marketplace makes it: quote a stay of Jakarta until one is available, then book it. */
async function bookThroughIntake(
  hotelId: number,
  plans: { ratePlanId: number; rooms: { roomId: number }[] }[],
) {
  const headers = { 'content-type': 'application/json', 'x-api-key': MARKETPLACE_API_KEY };
  for (let offset = 40; offset < 120; offset += 3) {
    for (const plan of plans) {
      for (const room of plan.rooms) {
        const stay = {
          hotelId,
          roomId: room.roomId,
          ratePlanId: plan.ratePlanId,
          checkIn: day(offset),
          checkOut: day(offset + 2),
          adults: 2,
        };
        const quote = await fetch(`${baseUrl()}/api/v1/marketplace/quote`, {
          method: 'POST',
          headers,
          body: JSON.stringify(stay),
        });
        if (!quote.ok || !((await quote.json()) as { available: boolean }).available) continue;
        const res = await fetch(`${baseUrl()}/api/v1/marketplace/bookings`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': `e2e-${GUEST}` },
          body: JSON.stringify({ ...stay, guestName: GUEST, itineraryId: `E2E-${Date.now()}` }),
        });
        if (res.status === 201) return (await res.json()) as Booked;
      }
    }
  }
  throw new Error('no bookable stay found at Jakarta');
}

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, 'admin@demo.extranet');
    const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
    const plans = (await (await page.request.get(`/api/v1/hotels/${hotelId}/rate-plans`)).json()) as {
      items: { ratePlanId: number; rooms: { roomId: number }[] }[];
    };
    booked = await bookThroughIntake(hotelId, plans.items);
  } finally {
    await context.close();
  }
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('bookings', () => {
  it('reservation staff find the intake booking by guest name, open it and read a breakdown that adds up', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, RESERVATION);
      await page.goto('/v3/booking/search-bookings');
      await page.getByRole('searchbox', { name: text('bookings.filters.q') }).fill(GUEST.toLowerCase());
      await page.getByRole('button', { name: text('bookings.filters.search') }).click();
      // The search is in the URL: a reload shows the same results.
      await page.waitForURL((url) => url.searchParams.get('q') === GUEST.toLowerCase());
      const results = page.getByRole('table', { name: text('bookings.results.caption') });
      await poll(() => results.getByRole('row').count()).toBe(2);
      await poll(() => results.getByRole('cell', { name: GUEST, exact: true }).count()).toBe(1);
      await poll(() => page.getByRole('heading', { name: text('bookings.results.countOne') }).count()).toBe(
        1,
      );
      await expectAxeClean(page);
      await page
        .getByRole('button', { name: text('bookings.results.view', { id: booked.bookingId }) })
        .click();
      const dialog = page.getByRole('dialog', {
        name: text('bookings.detail.title', { id: booked.bookingId }),
      });
      const breakdown = dialog.getByRole('table', { name: text('bookings.detail.breakdownCaption') });
      await poll(() => breakdown.count()).toBe(1);
      // The total row says what the intake charged; the lines before it add up to it.
      const totalRow = breakdown.locator('tr[data-kind="total"] td');
      await poll(() => totalRow.textContent()).toBe(formatCurrency(booked.totalPrice));
      const amounts = await breakdown
        .locator('tr[data-kind="subtotal"] td, tr[data-kind="add"] td, tr[data-kind="deduct"] td')
        .allTextContents();
      const sum = amounts.reduce((s, a) => s + Number(a.replace(/[^0-9-]/g, '')), 0);
      expect(sum).toBe(booked.totalPrice);
      // Reservation staff do not see the commission (finance data).
      expect(await breakdown.locator('tr[data-kind="finance"]').count()).toBe(0);
      expect(page.url()).toContain(`booking=${booked.bookingId}`);
      await expectAxeClean(page);
      await page.keyboard.press('Escape');
      await poll(() => dialog.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('mails the booking to reservation@ with its itinerary id and a link that opens it', async () => {
    let mail: { subject: string; text: string } | undefined;
    await poll(async () => {
      const res = await fetch(`${baseUrl()}/api/v1/dev/outbox?to=${encodeURIComponent(RESERVATION)}`);
      const body = (await res.json()) as { mails: { kind: string; subject: string; text: string }[] };
      mail = body.mails.find((m) => m.kind === 'booking.CREATED' && m.text.includes(booked.itineraryId));
      return mail !== undefined;
    }).toBe(true);
    expect(mail!.subject).toContain(booked.itineraryId);
    const link = /https?:\/\/\S+\/v3\/booking\/search-bookings\?booking=(\d+)/.exec(mail!.text);
    expect(link?.[1]).toBe(String(booked.bookingId));
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, RESERVATION);
      await page.goto(`/v3/booking/search-bookings?booking=${booked.bookingId}`);
      const dialog = page.getByRole('dialog', {
        name: text('bookings.detail.title', { id: booked.bookingId }),
      });
      await poll(() => dialog.getByText(GUEST).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('on a phone the results are cards and the pages move forward and back', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await signIn(page, RESERVATION);
      await page.goto('/v3/booking/search-bookings?sort=CHECK_IN_ASC');
      const results = page.getByRole('table', { name: text('bookings.results.caption') });
      await poll(() => results.getByRole('row').count()).toBeGreaterThan(5);
      // No sideways scrolling: the page fits the phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const first = await results.getByRole('row').nth(1).textContent();
      await page.getByRole('button', { name: text('bookings.results.next') }).click();
      await poll(() => results.getByRole('row').nth(1).textContent()).not.toBe(first);
      expect(new URL(page.url()).searchParams.get('cursor')).toBeTruthy();
      await page.getByRole('button', { name: text('bookings.results.previous') }).click();
      await poll(() => results.getByRole('row').nth(1).textContent()).toBe(first);
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });
});
