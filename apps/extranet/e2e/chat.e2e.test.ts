/**
 * Chat end to end (docs/decisions/chat.md): the demo Jakarta property has chat on. The reservation user opens
 * /v3/chat; a guest of a new marketplace booking writes, and the conversation appears in the open inbox without
 * a reload; a second message arrives in the open conversation; the user answers with the keyboard (Enter sends)
 * and the marketplace reads the answer. On a phone (375 px) the conversation and the list are separate views with
 * a back link. Axe-clean on both. A push's link (`?hotelId=`) opens the chat on the push's property.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axe, baseUrl, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';
import { bookThroughIntake, MARKETPLACE_HEADERS, offsets, sellablePlans } from './marketplace';

let browser: Browser;
const RUN = Date.now().toString(36);
const GUEST = `Dewi Chat ${RUN}`;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 250 });

const guestSays = async (bookingId: number, body: string) => {
  const res = await fetch(`${baseUrl()}/api/v1/marketplace/bookings/${bookingId}/chat/messages`, {
    method: 'POST',
    headers: MARKETPLACE_HEADERS,
    body: JSON.stringify({ body }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
};
const guestReads = async (bookingId: number) => {
  const res = await fetch(`${baseUrl()}/api/v1/marketplace/bookings/${bookingId}/chat`, {
    headers: MARKETPLACE_HEADERS,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { messages: { sender: string; body: string }[] };
};

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('chat', () => {
  it('a guest message arrives live, the property answers by keyboard, the marketplace reads it', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'reservation@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      const plans = await sellablePlans(page.request, hotelId);
      const booking = await bookThroughIntake({
        hotelId,
        plans,
        offsets: offsets(20, 120, 3),
        key: () => `e2e-chat-${RUN}`,
        body: { guestName: GUEST, itineraryId: `E2E-CHAT-${RUN}` },
      });

      const streams: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/notifications/stream')) streams.push(request.url());
      });
      await page.goto('/v3/chat');
      await page.getByRole('heading', { level: 2, name: text('chat.inbox.title'), exact: true }).waitFor();
      await page.getByRole('heading', { name: text('chat.performance.title') }).waitFor();

      // The guest writes: the conversation appears in the open inbox, unread.
      await guestSays(booking.bookingId, `Halo, boleh titip koper? ${RUN}`);
      const link = page.getByRole('link').filter({ hasText: GUEST });
      await link.waitFor({ timeout: 20_000 });
      await link.getByText(text('chat.inbox.unread', { count: 1 })).waitFor();
      // The bell and the inbox listen to one stream of the property, not one each.
      expect(streams).toEqual([
        `${new URL(page.url()).origin}/api/v1/hotels/${hotelId}/notifications/stream`,
      ]);
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      await link.click();
      const log = page.getByRole('log', { name: text('chat.conversation.log', { guestName: GUEST }) });
      await log.getByText(`Halo, boleh titip koper? ${RUN}`).waitFor();
      expect(new URL(page.url()).searchParams.get('channelUrl')).toMatch(/^ch_/);

      // A second message arrives in the open conversation.
      await guestSays(booking.bookingId, `Saya tiba jam 10 pagi. ${RUN}`);
      await log.getByText(`Saya tiba jam 10 pagi. ${RUN}`).waitFor({ timeout: 20_000 });

      // The answer, by keyboard: Shift+Enter is a new line, Enter sends.
      const box = page.getByRole('textbox', { name: text('chat.conversation.reply') });
      await box.focus();
      await page.keyboard.type('Tentu bisa.');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type(`Sampai jumpa! ${RUN}`);
      await page.keyboard.press('Enter');
      await log.getByText(`Sampai jumpa! ${RUN}`).waitFor();
      await poll(async () => box.inputValue()).toBe('');
      await poll(async () => (await guestReads(booking.bookingId)).messages.at(-1)).toEqual(
        expect.objectContaining({ sender: 'PROPERTY', body: `Tentu bisa.\nSampai jumpa! ${RUN}` }),
      );
      const desktop = await axe(page);
      expect(desktop, describeViolations(desktop)).toEqual([]);

      // A phone: the open conversation fills the screen, the back link leads to the list.
      await page.setViewportSize({ width: 375, height: 800 });
      await log.waitFor();
      expect(
        await page.getByRole('heading', { name: text('chat.inbox.title'), exact: true }).isVisible(),
      ).toBe(false);
      const phone = await axe(page);
      expect(phone, describeViolations(phone)).toEqual([]);
      await page.getByRole('link', { name: text('chat.conversation.back') }).click();
      await page.getByRole('heading', { name: text('chat.inbox.title'), exact: true }).waitFor();
      expect(await log.isVisible()).toBe(false);
      await link.click();
      await log.getByText(`Sampai jumpa! ${RUN}`).waitFor();
    } finally {
      await context.close();
    }
  });

  it('the property writes first from the booking, and the marketplace reads it', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'reservation@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      const plans = await sellablePlans(page.request, hotelId);
      const guest = `Rama Sambut ${RUN}`;
      const booking = await bookThroughIntake({
        hotelId,
        plans,
        offsets: offsets(20, 120, 3),
        key: () => `e2e-chat-first-${RUN}`,
        body: { guestName: guest, itineraryId: `E2E-CHAT-FIRST-${RUN}` },
      });

      await page.goto(`/v3/booking/search-bookings?booking=${booking.bookingId}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: text('chat.bookingStart') }).click();
      await page.waitForURL(/\/v3\/chat\?channelUrl=ch_/);
      const log = page.getByRole('log', { name: text('chat.conversation.log', { guestName: guest }) });
      await log.getByText(text('chat.conversation.first')).waitFor();
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      const box = page.getByRole('textbox', { name: text('chat.conversation.reply') });
      await box.fill(`Selamat datang, parkir di basement. ${RUN}`);
      await page.keyboard.press('Enter');
      await log.getByText(`Selamat datang, parkir di basement. ${RUN}`).waitFor();
      await poll(async () => (await guestReads(booking.bookingId)).messages).toEqual([
        expect.objectContaining({ sender: 'PROPERTY', body: `Selamat datang, parkir di basement. ${RUN}` }),
      ]);
    } finally {
      await context.close();
    }
  });

  it("a push's link opens the chat on the push's property, from another property", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      const plans = await sellablePlans(page.request, hotelId);
      const guest = `Putu Push ${RUN}`;
      const booking = await bookThroughIntake({
        hotelId,
        plans,
        offsets: offsets(20, 120, 3),
        key: () => `e2e-chat-push-${RUN}`,
        body: { guestName: guest, itineraryId: `E2E-CHAT-PUSH-${RUN}` },
      });
      await guestSays(booking.bookingId, `Ada antar jemput bandara? ${RUN}`);
      const channels = (await (await page.request.get(`/api/v1/hotels/${hotelId}/chat/channels`)).json()) as {
        items: { channelUrl: string; guestName: string }[];
      };
      const channel = channels.items.find((c) => c.guestName === guest);
      expect(channel).toBeDefined();

      // The user works on another property when the push arrives; its click opens this link (the worker's).
      await useHotel(page, 'Villa Demo Bali');
      await page.goto(`/v3/chat?channelUrl=${encodeURIComponent(channel!.channelUrl)}&hotelId=${hotelId}`);
      const log = page.getByRole('log', { name: text('chat.conversation.log', { guestName: guest }) });
      await log.getByText(`Ada antar jemput bandara? ${RUN}`).waitFor();
      await poll(() => new URL(page.url()).searchParams.get('hotelId')).toBeNull();
      expect(new URL(page.url()).pathname).toBe('/v3/chat');
      const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
        currentHotelId: number;
      };
      expect(session.currentHotelId).toBe(hotelId);
    } finally {
      await context.close();
    }
  });
});
