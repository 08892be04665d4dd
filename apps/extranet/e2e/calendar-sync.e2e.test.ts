import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  axe,
  day,
  describeViolations,
  launch,
  newPage,
  readAriCalendar,
  sameOrigin,
  signIn,
  text,
  useHotel,
} from './browser';

/** The first unit of a home, as the calendar sync page lists them. */
async function firstUnit(page: Page, hotelId: number): Promise<{ roomId: number; name: string }> {
  const res = await page.request.get(`/api/v1/hotels/${hotelId}/calendars/find-all`);
  const { units } = (await res.json()) as { units: { roomId: number; name: string }[] };
  return units[0]!;
}

let browser: Browser;
let feedServer: Server;
let feedUrl: string;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });

const FIRST = day(420);
const END = day(423); // exclusive: nights FIRST, +1, +2

/** An Airbnb-shaped feed (all-day "Reserved" event), built with ical.js. */
function airbnbFeed(): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Airbnb Inc//Hosting Calendar 1.0//EN');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('version', '2.0');
  const vevent = new ICAL.Component('vevent');
  const event = new ICAL.Event(vevent);
  event.uid = 'e2e-1418fb94e984-a8c2e3b9d0f1@airbnb.com';
  event.summary = 'Reserved';
  event.startDate = ICAL.Time.fromDateString(FIRST);
  event.endDate = ICAL.Time.fromDateString(END);
  vevent.updatePropertyWithValue('dtstamp', ICAL.Time.now());
  calendar.addSubcomponent(vevent);
  return calendar.toString();
}

/** A calendar date as the screens show it in Indonesian: `5 Jan 2027`. */
const readable = (date: string) =>
  new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** A catalog text as a regular expression (its punctuation literal). */
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function closeOuts(page: Page, hotelId: number, roomId: number): Promise<Record<number, boolean[]>> {
  const ari = await readAriCalendar(page, hotelId, FIRST, END);
  return Object.fromEntries(
    ari.ratePlans.filter((p) => p.roomId === roomId).map((p) => [p.ratePlanId, p.closeOut.map(Boolean)]),
  );
}

beforeAll(async () => {
  browser = await launch();
  const body = airbnbFeed();
  feedServer = createServer((req, res) => {
    if (req.url === '/airbnb.ics') res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/airbnb.ics`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => feedServer?.close(() => resolve()));
});

describe('calendar sync (homes)', () => {
  it('imports an iCal link for a unit of Villa Demo Bali, syncs it and the dates are closed', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Villa Demo Bali');
      const unit = await firstUnit(page, hotelId);
      const before = await closeOuts(page, hotelId, unit.roomId);

      await page.goto('/v3/rates-and-availability/manage-calendar-sync');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
        text('calendarSync.title'),
      );
      const section = page.getByRole('region', {
        name: text('calendarSync.unitHeading', { name: unit.name }),
      });
      await poll(() => section.count()).toBe(1);
      await expectAxeClean(page);

      // The shared validator, in Indonesian: a forbidden word in the name.
      const form = section.getByRole('form', {
        name: text('calendarSync.add.formLabel', { name: unit.name }),
      });
      await form
        .getByRole('textbox', { name: new RegExp(esc(text('calendarSync.add.name'))) })
        .fill('Pesanan Airbnb');
      await form.getByRole('textbox', { name: new RegExp(esc(text('calendarSync.add.link'))) }).fill(feedUrl);
      await form.getByRole('button', { name: text('calendarSync.add.submit') }).click();
      await poll(() => form.textContent()).toContain(
        text('validations.calendarSync.forbiddenName', { words: 'booking, order, pesanan' }),
      );

      // Fixed by keyboard: select the name, type a valid one, submit with Enter.
      const nameBox = form.getByRole('textbox', { name: new RegExp(esc(text('calendarSync.add.name'))) });
      await nameBox.fill('');
      await nameBox.pressSequentially('Airbnb');
      await nameBox.press('Enter');
      const row = section.getByRole('row').filter({ hasText: feedUrl });
      await poll(() => row.count()).toBe(1);
      await poll(() => row.textContent()).toContain(text('calendarSync.status.PENDING'));

      await row.getByRole('button', { name: text('calendarSync.syncNowOf', { name: 'Airbnb' }) }).click();
      await poll(() => row.textContent()).toContain(text('calendarSync.status.OK'));
      await poll(() => row.textContent()).toContain(
        text('calendarSync.rangeItem', { start: readable(FIRST), end: readable(END) }),
      );
      expect(await row.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);

      // The rate calendar agrees: every rate plan of the unit is closed on the three nights; check-out day as before.
      const closed = await closeOuts(page, hotelId, unit.roomId);
      expect(Object.keys(closed).length).toBeGreaterThan(0);
      for (const [plan, values] of Object.entries(closed)) {
        expect(values).toEqual([true, true, true, before[Number(plan)]?.[3]]);
      }

      await expectAxeClean(page);

      // Delete it (confirm dialog): the dates reopen.
      await row.getByRole('button', { name: text('calendarSync.deleteOf', { name: 'Airbnb' }) }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: text('calendarSync.delete') }).click();
      await poll(() => row.count()).toBe(0);
      await poll(async () => closeOuts(page, hotelId, unit.roomId)).toEqual(before);
    } finally {
      // The server keeps the current property between sign-ins: leave the administrator where they start.
      await useHotel(page, 'Hotel Demo Jakarta').catch(() => undefined);
      await context.close();
    }
  });

  it.each([
    ['a desktop', false],
    ['a phone', true],
  ])(
    'on %s, a link that cannot be reached says why in words, the link reads in lines and delete is in view',
    async (_name, mobile) => {
      const { context, page } = await newPage(browser, { mobile });
      if (!mobile) await page.setViewportSize({ width: 1280, height: 800 });
      const name = mobile ? 'Unreachable phone' : 'Unreachable desktop';
      const link = `https://no-such-host.invalid/calendar/ical/48213977.ics?s=${'7f3c2a1b9e8d4c6f0a1b2c3d4e5f6071'.repeat(2)}`;
      try {
        await signIn(page, 'admin@demo.extranet');
        const hotelId = await useHotel(page, 'Villa Demo Bali');
        const unit = await firstUnit(page, hotelId);
        const added = await page.request.post(`/api/v1/hotels/${hotelId}/calendars`, {
          data: { roomId: unit.roomId, name, link },
          headers: sameOrigin(),
        });
        expect(added.status()).toBe(201);

        await page.goto('/v3/rates-and-availability/manage-calendar-sync');
        const row = page.getByRole('row').filter({ hasText: name });
        await row.getByRole('button', { name: text('calendarSync.syncNowOf', { name }) }).click();
        await poll(() => row.textContent()).toContain(
          text('calendarSync.error.HOST_NOT_FOUND', { detail: 'no-such-host.invalid' }),
        );
        expect(await row.textContent()).not.toMatch(/getaddrinfo|ENOTFOUND|%\w+%/);
        await page
          .getByText(text('calendarSync.syncFailed', { name, reason: '' }).trim())
          .first()
          .waitFor();

        // The link wraps in lines of several characters, never one character per line.
        const linkCell = row.getByText(link);
        const box = (await linkCell.boundingBox())!;
        const lineHeight = await linkCell.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 16);
        expect(box.width).toBeGreaterThan(150);
        // at least 12 characters a line on average
        expect(box.height / lineHeight).toBeLessThan(link.length / 12);

        // Delete is fully visible where it is (not cut off by the table's edge) and works.
        const remove = row.getByRole('button', { name: text('calendarSync.deleteOf', { name }) });
        await remove.scrollIntoViewIfNeeded();
        const unclipped = await remove.evaluate((el) => {
          const r = el.getBoundingClientRect();
          for (let p = el.parentElement; p; p = p.parentElement) {
            const s = getComputedStyle(p);
            if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
            const c = p.getBoundingClientRect();
            if (r.left < c.left - 1 || r.right > c.right + 1) return false;
          }
          return r.left >= 0 && r.right <= window.innerWidth;
        });
        expect(unclipped).toBe(true);
        await remove.click();
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: text('calendarSync.delete') })
          .click();
        await poll(() => row.count()).toBe(0);
      } finally {
        await useHotel(page, 'Hotel Demo Jakarta').catch(() => undefined);
        await context.close();
      }
    },
  );
});
