import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatCurrency, formatDate, formatNumber } from '@extranet/i18n';
import type { AriCalendar } from '../src/features/rates-calendar/model';
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

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 200 });

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function addMonthsFirst(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** The calendar read of today, decoded as the app decodes it. */
function readToday(page: Page, hotelId: number): Promise<AriCalendar> {
  return readAriCalendar(page, hotelId, day(), day());
}

async function shoot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
}

describe('rates and availability list', () => {
  it('filters a room, shows today’s figures, jumps to a month and opens the editor at a date by keyboard', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      const server = await readToday(page, hotelId);
      // The owner (the demo administrator) of Jakarta. The second room (the list opens on the first), with its first rate plan.
      const room = server.rooms.filter((r) => server.ratePlans.some((p) => p.roomId === r.roomId))[1]!;
      const plan = server.ratePlans.find((p) => p.roomId === room.roomId)!;

      await page.goto('/v3/rates-and-availability/rates');
      await page.getByRole('heading', { level: 1, name: text('ratesList.title') }).waitFor();
      const filters = page.getByRole('region', { name: text('ratesList.filters') });
      await filters.getByRole('button', { name: new RegExp(text('ratesList.room')) }).click();
      await page.getByRole('option', { name: room.roomName, exact: true }).click();
      await poll(() => new URL(page.url()).searchParams.get('room')).toBe(String(room.roomId));

      const table = page.getByRole('table', {
        name: text('ratesList.listLabel', { room: room.roomName, ratePlan: plan.ratePlanName }),
      });
      await table.waitFor();
      if (process.env.E2E_SHOTS) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await shoot(page, 'rates-list-desktop');
      }

      // Today's row: the server's rate, allotment, sold and remaining.
      const todayRow = table.locator('[role="row"][data-today="true"]');
      await todayRow.waitFor();
      const cells = todayRow.getByRole('cell');
      const rate = plan.rate[0] ?? null;
      await poll(() => cells.nth(0).textContent()).toBe(
        rate === null ? text('ratesList.noRate') : formatCurrency(rate, 'IDR', 'id'),
      );
      const allotment = room.allotment[0] ?? null;
      const sold = room.sold[0] ?? 0;
      expect(await cells.nth(1).textContent()).toContain(
        allotment === null ? text('ratesList.notSet') : formatNumber(allotment, 'id'),
      );
      expect(await cells.nth(2).textContent()).toContain(formatNumber(sold, 'id'));
      if (allotment !== null)
        expect(await cells.nth(3).textContent()).toContain(formatNumber(allotment - sold, 'id'));
      expect(await todayRow.getByRole('rowheader').textContent()).toContain(text('ratesList.todayBadge'));

      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // Jump to a month seven months ahead: its chunk loads and its header comes into view.
      const month = addMonthsFirst(day(), 7);
      const monthName = formatDate(month, 'month', 'id');
      await filters.getByRole('button', { name: new RegExp(text('ratesList.jumpTo')) }).click();
      await page.getByRole('option', { name: monthName, exact: true }).click();
      const heading = table.getByRole('heading', { level: 2, name: monthName });
      await heading.waitFor();
      await poll(async () => {
        const box = await heading.boundingBox();
        const frame = await table.boundingBox();
        return box !== null && frame !== null && box.y >= frame.y && box.y < frame.y + 120;
      }).toBe(true);

      // Keyboard: into the list, down to the third date of that month, Enter opens the editor at that date.
      await table.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const focused = page.locator('[data-row-link]:focus');
      await focused.waitFor();
      await shoot(page, 'rates-list-keyboard');
      const date = await focused.evaluate((el) => el.closest('[role="row"]')?.getAttribute('data-date'));
      expect(date?.slice(0, 7)).toBe(month.slice(0, 7));
      expect(date! > month).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/v3/rates-and-availability/rates/edit');
      const url = new URL(page.url());
      expect(url.searchParams.get('date')).toBe(date);
      expect(url.searchParams.get('room')).toBe(String(room.roomId));
      expect(url.searchParams.get('ratePlan')).toBe(String(plan.ratePlanId));
      // The editor opens on that room, rate plan and month.
      const toolbar = page.getByRole('region', { name: text('rates.calendar.filters') });
      const choice = (label: string) =>
        toolbar.getByRole('button', { name: new RegExp(text(label)) }).textContent();
      await poll(() => choice('rates.calendar.room')).toContain(room.roomName);
      expect(await choice('rates.calendar.ratePlan')).toContain(plan.ratePlanName);
      expect(await choice('rates.calendar.jumpTo')).toContain(
        formatDate(`${date!.slice(0, 7)}-01`, 'month', 'id'),
      );
    } catch (error) {
      await shoot(page, 'rates-list-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('reads on a phone and shows only the closed dates when asked', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    const closeOut = async (hotelId: number, value: boolean) => {
      const res = await page.request.post(`/api/v1/hotels/${hotelId}/ari/changes`, {
        data: { changes: [{ ...target, field: 'closeOut', value }], dryRun: false, confirmAnomalies: false },
        headers: sameOrigin(),
      });
      expect(res.status()).toBe(200);
    };
    let target = { roomId: 0, ratePlanId: 0, date: '' };
    let hotelId = 0;
    try {
      await signIn(page, 'admin@demo.extranet');
      hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      // Close one date (20 days ahead) of the room and rate plan the list opens on.
      const server = await readToday(page, hotelId);
      const room = server.rooms.find((r) => server.ratePlans.some((p) => p.roomId === r.roomId))!;
      const plan = server.ratePlans.find((p) => p.roomId === room.roomId)!;
      const date = day(20);
      target = { roomId: room.roomId, ratePlanId: plan.ratePlanId, date };
      await closeOut(hotelId, true);

      await page.goto('/v3/rates-and-availability/rates');
      const table = page.getByRole('table');
      await table.locator('[role="row"][data-today="true"]').waitFor();
      await shoot(page, 'rates-list-phone');
      await table.scrollIntoViewIfNeeded();
      await shoot(page, 'rates-list-phone-list');

      await page.getByText(text('ratesList.onlyClosed'), { exact: true }).click();
      await poll(() => new URL(page.url()).searchParams.get('closed')).toBe('1');
      // Every row left is closed out, and the date closed above is among them.
      const rows = table.locator('[role="row"][data-date]');
      await poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((row) => row.includes(text('ratesList.closed')));
      }).toBe(true);
      const dates = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-date') ?? ''));
      expect(dates).toContain(date);
      await table.scrollIntoViewIfNeeded();
      await shoot(page, 'rates-list-phone-closed');
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      if (target.date) await closeOut(hotelId, false);
      await context.close();
    }
  });
});
