import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatCurrency } from '@extranet/i18n';
import { axe, baseUrl, day, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';
import {
  bookThroughIntake,
  MARKETPLACE_HEADERS,
  offsets,
  sellablePlans,
  type IntakeBooking,
} from './marketplace';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });
const RESERVATION = 'reservation@demo.extranet';
const GUEST = `Rahayu Setiawati ${Date.now().toString(36)}`;

let booked: IntakeBooking;
/** Jakarta and a room its first rate plan sells, for the refused booking. */
let jakarta: { hotelId: number; roomId: number; ratePlanId: number };
const REFUSED_GUEST = `Bagus Wirawan ${Date.now().toString(36)}`;

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, 'admin@demo.extranet');
    const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
    // A booking made the way the marketplace makes it: the first available stay of Jakarta.
    const plans = await sellablePlans(page.request, hotelId);
    const plan = plans.find((p) => p.rooms.length > 0)!;
    jakarta = { hotelId, roomId: plan.rooms[0]!.roomId, ratePlanId: plan.ratePlanId };
    booked = await bookThroughIntake({
      hotelId,
      plans,
      offsets: offsets(40, 120, 3),
      key: () => `e2e-${GUEST}`,
      body: { guestName: GUEST, itineraryId: `E2E-${Date.now()}` },
    });
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
      // The guest's cell: the name over the party.
      const guestCell = results.getByRole('cell', { name: GUEST });
      await poll(() => guestCell.count()).toBe(1);
      expect(await guestCell.textContent()).toContain(text('bookings.guests', { adults: 2, children: 0 }));
      await poll(() => page.getByRole('heading', { name: text('bookings.results.countOne') }).count()).toBe(
        1,
      );
      await expectAxeClean(page);
      // A 1280 px screen beside the menu shows every column without scrolling sideways.
      await page.setViewportSize({ width: 1280, height: 900 });
      await poll(() =>
        results.evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth),
      ).toBeLessThanOrEqual(0);
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
      // A card's value of two lines (the guest's name over the party) keeps them together beside the label.
      const gap = await results
        .getByRole('row')
        .nth(1)
        .evaluate((row, label) => {
          const cell = row.querySelector(`[data-label="${label}"]`)!;
          const text = [...cell.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
          const line = document.createRange();
          line.selectNodeContents(text);
          return (
            cell.querySelector(':scope > div')!.getBoundingClientRect().top -
            line.getBoundingClientRect().bottom
          );
        }, text('bookings.columns.guest'));
      // Together: the 4 px row gap and the leading of the two lines (apart, the 12 px gap between two values).
      expect(gap).toBeLessThanOrEqual(12);
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

  it('a booking the intake refused needs attention until staff mark it handled', async () => {
    const refused = await fetch(`${baseUrl()}/api/v1/marketplace/bookings`, {
      method: 'POST',
      headers: { ...MARKETPLACE_HEADERS, 'idempotency-key': `e2e-refused-${REFUSED_GUEST}` },
      body: JSON.stringify({
        ...jakarta,
        checkIn: day(30),
        checkOut: day(32),
        adults: 40,
        guestName: REFUSED_GUEST,
        itineraryId: `E2E-REFUSED-${Date.now()}`,
      }),
    });
    expect(refused.status).toBe(409);
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, RESERVATION);
      await page.goto('/v3/booking/search-bookings');
      await page.getByRole('tab', { name: new RegExp(text('hasErrorBookings.tabAttention')) }).click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'attention');
      const list = page.getByRole('list', { name: text('hasErrorBookings.caption') });
      const entry = list
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: REFUSED_GUEST }) });
      await poll(() => entry.count()).toBe(1);
      await poll(() => entry.getByText(text('common.quoteReasons.TOO_MANY_GUESTS')).count()).toBe(1);
      await expectAxeClean(page);
      await entry
        .getByRole('button', {
          name: text('hasErrorBookings.markHandledLabel', { guestName: REFUSED_GUEST }),
        })
        .click();
      await poll(() => entry.count()).toBe(0);
      // Handled stays handled after a reload.
      await page.reload();
      await poll(() => page.getByRole('heading', { name: text('hasErrorBookings.title') }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: REFUSED_GUEST }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
