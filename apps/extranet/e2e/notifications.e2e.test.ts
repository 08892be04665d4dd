import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, describeViolations, launch, newPage, sameOrigin, signIn, text, useHotel } from './browser';
import { bookThroughIntake, offsets } from './marketplace';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Books a night at the property through the marketplace intake, on the first date 60 to 90 days ahead that sells. */
async function bookNight(page: Page, hotelId: number, guestName: string): Promise<number> {
  const rooms = (await (await page.request.get(`/api/v1/hotels/${hotelId}/rooms`)).json()) as {
    items: { roomId: number; ratePlanIds: number[] }[];
  };
  const room = rooms.items.find((r) => r.ratePlanIds.length > 0);
  if (!room) throw new Error('no room with a rate plan');
  const booked = await bookThroughIntake({
    hotelId,
    plans: [{ ratePlanId: room.ratePlanIds[0]!, rooms: [{ roomId: room.roomId }] }],
    offsets: offsets(60, 90),
    nights: 1,
    adults: 1,
    key: (stay) => `e2e-notify-${guestName}-${stay.offset}`,
    body: { guestName },
  });
  return booked.bookingId;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: text('notifications.bell') });

describe('notification centre', () => {
  it('a new booking reaches the open page live, is marked read and leads to the booking', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      await page.request.post(`/api/v1/hotels/${hotelId}/notifications/read-all`, { headers: sameOrigin() });
      await page.goto('/v3/notification');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
        text('notifications.title'),
      );
      await page.getByRole('list', { name: text('notifications.caption') }).waitFor();
      // Everything read: the bell shows no count and the unread tab is empty.
      await poll(() => bell(page).getAttribute('aria-label')).toBe(text('notifications.bell'));
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      const guestName = `Tamu Notifikasi ${Date.now()}`;
      const bookingId = await bookNight(page, hotelId, guestName);
      // No reload: the stream moves the bell and the list.
      await poll(() => bell(page).getAttribute('aria-label')).toBe(
        text('notifications.bellUnread', { count: 1 }),
      );
      const entry = page.getByRole('link', { name: text('notifications.kinds.BOOKING_NEW', { guestName }) });
      await entry.waitFor();

      // The unread filter shows it, with a keyboard-reachable "mark as read".
      await page.getByRole('tab', { name: new RegExp(text('notifications.filterUnread')) }).click();
      await page.waitForURL(/filter=unread/);
      await entry.waitFor();
      const violationsUnread = await axe(page);
      expect(violationsUnread, describeViolations(violationsUnread)).toEqual([]);

      // Opening it marks it read and leads to the booking.
      await entry.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('booking') === String(bookingId));
      expect(new URL(page.url()).pathname).toBe('/v3/booking/search-bookings');
      await poll(() => bell(page).getAttribute('aria-label')).toBe(text('notifications.bell'));
    } finally {
      await context.close();
    }
  });

  it('marks all read from a phone, in English', async () => {
    const { context, page } = await newPage(browser, { mobile: true, lang: 'en' });
    try {
      await signIn(page, 'reservation@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      await bookNight(page, hotelId, `Phone Guest ${Date.now()}`);
      await page.goto('/v3/notification?filter=unread');
      const markAll = page.getByRole('button', { name: text('notifications.markAllRead', {}, 'en') });
      await poll(() => markAll.isEnabled()).toBe(true);
      await markAll.click();
      await page.getByText(text('notifications.emptyUnread', {}, 'en')).waitFor();
      await poll(() =>
        page
          .getByRole('banner')
          .getByRole('link', { name: text('notifications.bell', {}, 'en') })
          .count(),
      ).toBe(1);
      // Nothing wider than the phone, and the header's controls (menu, brand, language, bell, account) side by side.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const overlaps = await page.evaluate(() => {
        const boxes = [...document.querySelectorAll('header a, header button')]
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.width > 0 && r.height > 0);
        return boxes.some((a, i) =>
          boxes.some(
            (b, j) =>
              j > i && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom && b.top < a.bottom,
          ),
        );
      });
      expect(overlaps).toBe(false);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
