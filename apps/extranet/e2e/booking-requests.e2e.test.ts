/**
 * A booking's requests end to end: the marketplace books a stay with a special request and adds one later (with no
 * staff cookies: plain fetch with the API key); reservation staff see the pending count, open the booking, confirm
 * one with a note and decline the other; the marketplace reads the answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, baseUrl, day, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';
import {
  bookThroughIntake,
  MARKETPLACE_HEADERS,
  offsets,
  sellablePlans,
  type SellablePlan,
} from './marketplace';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });
const RESERVATION = 'reservation@demo.extranet';
const RUN = Date.now().toString(36);
const GUEST = `Putri Anggraini ${RUN}`;
const FIRST = `Kamar lantai atas ${RUN}`;
const LATER = `Check-in larut malam ${RUN}`;
const headers = MARKETPLACE_HEADERS;

let hotelId: number;
let plans: SellablePlan[];
let bookingId: number;

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Books the first available two-night stay of Jakarta from `from` days ahead, as the marketplace does. */
const bookStay = (key: string, from: number, extra: Record<string, unknown> = {}) =>
  bookThroughIntake({
    hotelId,
    plans,
    offsets: offsets(from, from + 80, 3),
    key: () => `e2e-requests-${key}-${RUN}`,
    body: { guestName: GUEST, itineraryId: `E2E-REQ-${key}-${RUN}`, ...extra },
  });

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, 'admin@demo.extranet');
    hotelId = await useHotel(page, 'Hotel Demo Jakarta');
    plans = await sellablePlans(page.request, hotelId);
  } finally {
    await context.close();
  }
  bookingId = (await bookStay('special', 45, { specialRequest: FIRST })).bookingId;
  const later = await fetch(`${baseUrl()}/api/v1/marketplace/bookings/${bookingId}/special-requests`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ text: LATER }),
  });
  expect(later.status).toBe(201);
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

describe('special requests', () => {
  it('staff see the pending count, confirm one with a note and decline the other; the marketplace reads both', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, RESERVATION);
      await page.goto('/v3/booking/search-bookings');
      await poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /permintaan khusus menunggu jawaban/ })
          .count(),
      ).toBe(1);
      await page.goto(`/v3/booking/search-bookings?booking=${bookingId}`);
      const dialog = page.getByRole('dialog', { name: text('bookings.detail.title', { id: bookingId }) });
      const first = dialog.getByRole('listitem', {
        name: text('bookingRequests.special.item', { text: FIRST }),
      });
      const later = dialog.getByRole('listitem', {
        name: text('bookingRequests.special.item', { text: LATER }),
      });
      await poll(() => first.count()).toBe(1);
      await poll(() => later.getByText(text('bookingRequests.special.status.PENDING')).count()).toBe(1);
      await expectAxeClean(page);
      await first
        .getByRole('textbox', { name: text('bookingRequests.special.note') })
        .fill('Kamar 1203 sudah disiapkan');
      await first.getByRole('button', { name: text('bookingRequests.special.confirm') }).click();
      await poll(() => first.getByText(text('bookingRequests.special.status.CONFIRMED')).count()).toBe(1);
      await later.getByRole('button', { name: text('bookingRequests.special.decline') }).click();
      await poll(() => later.getByText(text('bookingRequests.special.status.DECLINED')).count()).toBe(1);
      await poll(() => first.getByRole('button').count()).toBe(0);
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
    const res = await fetch(`${baseUrl()}/api/v1/marketplace/bookings/${bookingId}/special-requests`, {
      headers,
    });
    const answers = (await res.json()) as { items: { text: string; status: string; note: string | null }[] };
    expect(answers.items).toEqual([
      expect.objectContaining({ text: FIRST, status: 'CONFIRMED', note: 'Kamar 1203 sudah disiapkan' }),
      expect.objectContaining({ text: LATER, status: 'DECLINED', note: null }),
    ]);
  });
});

describe('reschedule requests', () => {
  it('staff see old and new dates, are warned of missing allotment, approve anyway; the guest page says approved', async () => {
    const booked = await bookStay('reschedule', 60);
    // The new dates: two nights later, the room's allotment of the first new night used up.
    const newCheckIn = day(150);
    const newCheckOut = day(152);
    const asked = await fetch(
      `${baseUrl()}/api/v1/marketplace/bookings/${booked.bookingId}/reschedule-requests`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({ checkIn: newCheckIn, checkOut: newCheckOut }),
      },
    );
    expect(asked.status, await asked.clone().text()).toBe(201);
    const request = (await asked.json()) as { id: number; resultUrl: string };
    const resultPath = new URL(request.resultUrl).pathname;
    // Other guests book the first new night until it is sold out.
    for (let i = 0; i < 80; i++) {
      const res = await fetch(`${baseUrl()}/api/v1/marketplace/bookings`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `e2e-fill-${RUN}-${i}` },
        body: JSON.stringify({
          hotelId,
          roomId: booked.roomId,
          ratePlanId: booked.ratePlanId,
          checkIn: newCheckIn,
          checkOut: day(151),
          adults: 2,
          guestName: `Tamu Lain ${RUN} ${i}`,
        }),
      });
      if (res.status === 409) break;
      expect(res.status).toBe(201);
    }

    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto(resultPath);
      await poll(() => page.getByText(text('bookingRequests.result.status.PENDING')).count()).toBeGreaterThan(
        0,
      );
      await page.goto(`/v3/booking/search-bookings?booking=${booked.bookingId}`);
      const dialog = page.getByRole('dialog', {
        name: text('bookings.detail.title', { id: booked.bookingId }),
      });
      const item = dialog.getByRole('listitem', {
        name: text('bookingRequests.reschedule.item', { id: request.id }),
      });
      await poll(() => item.getByText(text('bookingRequests.reschedule.newDates')).count()).toBe(1);
      await expectAxeClean(page);
      await item.getByRole('button', { name: text('bookingRequests.reschedule.approve') }).click();
      // The warning names the sold-out night; approving anyway raises its allotment and moves the booking.
      const warning = item.getByRole('alert');
      await poll(() => warning.getByText(text('bookingRequests.reschedule.shortTitle')).count()).toBe(1);
      expect(await warning.getByRole('listitem').count()).toBe(1);
      await expectAxeClean(page);
      await warning.getByRole('button', { name: text('bookingRequests.reschedule.approveAnyway') }).click();
      await poll(() => item.getByText(text('bookingRequests.reschedule.status.APPROVED')).count()).toBe(1);
      const detail = (await (
        await page.request.get(`/api/v1/hotels/${hotelId}/bookings/${booked.bookingId}`)
      ).json()) as { booking: { checkIn: string; checkOut: string } };
      expect(detail.booking).toMatchObject({ checkIn: newCheckIn, checkOut: newCheckOut });
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
    const guest = await newPage(browser);
    try {
      await guest.page.goto(resultPath);
      await poll(() => guest.page.getByText(text('bookingRequests.result.message.APPROVED')).count()).toBe(1);
      await expectAxeClean(guest.page);
    } finally {
      await guest.context.close();
    }
  });
});

describe('notifications of requests', () => {
  it('the notification centre lists the special and reschedule requests; an entry opens the booking', async () => {
    // The newest entries: a request of each kind for the first test's booking.
    const added = await fetch(`${baseUrl()}/api/v1/marketplace/bookings/${bookingId}/special-requests`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ text: `Bantal tambahan ${RUN}` }),
    });
    expect(added.status).toBe(201);
    const asked = await fetch(`${baseUrl()}/api/v1/marketplace/bookings/${bookingId}/reschedule-requests`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ checkIn: day(47), checkOut: day(49) }),
    });
    expect(asked.status).toBe(201);
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/notification');
      const list = page.getByRole('list', { name: text('notifications.caption') });
      await list.waitFor();
      const special = list.getByRole('link', {
        name: text('notifications.kinds.SPECIAL_REQUEST', { guestName: GUEST }),
      });
      await poll(() => special.count()).toBeGreaterThan(0);
      await poll(() =>
        list
          .getByRole('link', { name: text('notifications.kinds.RESCHEDULE_REQUEST', { guestName: GUEST }) })
          .count(),
      ).toBeGreaterThan(0);
      await expectAxeClean(page);
      await special.first().click();
      await page.waitForURL((url) => url.searchParams.get('booking') !== null);
      await poll(() => page.getByRole('dialog').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
