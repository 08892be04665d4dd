import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDate } from '@extranet/i18n';
import type { components } from '@extranet/api';
import { axe, describeViolations, launch, newPage, sameOrigin, signIn, text, useHotel } from './browser';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Night = components['schemas']['HotelNowNight'];
type Availability = components['schemas']['HotelNowAvailability'];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Picks an option of a @extranet/ui Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(esc(label)) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const night = (date: string) => formatDate(date, 'EEEE, d MMMM yyyy', 'id');
const option = (date: string) => formatDate(date, 'EEE, d MMM', 'id');

describe('Hotel Now availability', () => {
  it('on a laptop screen the save bar stays under the nights and never covers the bulk panel', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/rates-and-availability/hotel-now-availability');
      await poll(() => page.getByRole('table').count()).toBe(1);
      // A pending change (an offered night closed) makes the bar follow the screen.
      const offered = page.getByRole('table').getByRole('checkbox', { checked: true }).last();
      await offered.focus();
      await page.keyboard.press('Space');
      const bar = page.getByRole('region', { name: text('hotelNow.save.review') });
      await poll(() => bar.textContent()).toContain(text('hotelNow.save.pending', { count: 1 }));
      const panel = page.locator('main aside');
      const apply = panel.getByRole('button', { name: text('hotelNow.bulk.apply') });
      await apply.scrollIntoViewIfNeeded();
      const [barBox, panelBox, applyBox] = await Promise.all([
        bar.boundingBox(),
        panel.boundingBox(),
        apply.boundingBox(),
      ]);
      expect(barBox!.x + barBox!.width).toBeLessThanOrEqual(panelBox!.x);
      // The apply button is on screen and nothing lies over it.
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        { x: applyBox!.x + applyBox!.width / 2, y: applyBox!.y + applyBox!.height / 2 },
      );
      expect(hit).toBe(text('hotelNow.bulk.apply'));
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });

  it('the owner offers rooms for a few nights with the bulk apply, is stopped above the unsold allotment, saves and sees it after reload', async () => {
    const { context, page } = await newPage(browser);
    let hotelId = 0;
    let roomId = 0;
    let chosen: Night[] = [];
    try {
      await signIn(page, 'admin@demo.extranet');
      hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      const data = (await (
        await page.request.get(`/api/v1/hotels/${hotelId}/hotel-now`)
      ).json()) as Availability;
      // A room without demo offers, and three upcoming nights in a row with at least 2 unsold rooms each.
      const room = data.rooms[2]!;
      roomId = room.roomId;
      const upcoming = room.nights.map((n, i) => ({ n, i })).filter(({ n }) => n.state === 'UPCOMING');
      const start = upcoming.find(({ i }) =>
        room.nights.slice(i, i + 3).every((n) => n.state === 'UPCOMING' && n.unsold >= 2 && !n.open),
      );
      expect(start, 'three upcoming nights with unsold rooms').toBeDefined();
      chosen = room.nights.slice(start!.i, start!.i + 3);
      const least = Math.min(...chosen.map((n) => n.unsold));

      await page.goto('/v3/rates-and-availability/hotel-now-availability');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text('hotelNow.title'));
      await poll(() => page.getByRole('table').count()).toBe(1);
      await expectAxeClean(page);

      await choose(page, text('hotelNow.room'), room.name);
      await poll(() => page.getByRole('table').getByRole('caption').textContent()).toBe(
        text('hotelNow.table.caption', { room: room.name, count: 30 }),
      );

      // Bulk apply one room more than the least unsold night has: that night shows the Indonesian field error.
      await choose(page, text('hotelNow.bulk.from'), option(chosen[0]!.date));
      await choose(page, text('hotelNow.bulk.to'), option(chosen[2]!.date));
      const bulk = page.getByRole('region', { name: text('hotelNow.bulk.title') });
      const roomsField = bulk.getByRole('textbox', {
        name: new RegExp(`^${esc(text('hotelNow.bulk.rooms'))}`),
      });
      const discountField = bulk.getByRole('textbox', {
        name: new RegExp(`^${esc(text('hotelNow.bulk.discount'))}`),
      });
      await roomsField.fill(String(least + 1));
      await discountField.fill('25');
      await bulk.getByRole('button', { name: text('hotelNow.bulk.apply') }).click();
      await poll(() => bulk.getByRole('status').textContent()).toBe(
        text('hotelNow.bulk.applied', { count: 3 }),
      );
      const tooMany = text('validations.hotelNow.aboveUnsold', { max: least });
      expect(tooMany).toMatch(/^Maksimal \d+ kamar/);
      await poll(() => page.getByRole('table').textContent()).toContain(tooMany);
      const worst = chosen.find((n) => n.unsold === least)!;
      const worstRooms = page.getByRole('textbox', {
        name: text('hotelNow.table.roomsOf', { night: night(worst.date) }),
      });
      expect(await worstRooms.getAttribute('aria-invalid')).toBe('true');

      // Review refuses while a night is wrong and takes the keyboard to it; fix it by keyboard.
      await page.getByRole('button', { name: text('hotelNow.save.review') }).click();
      await poll(() => worstRooms.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Control+A');
      await page.keyboard.type(String(least));
      await page.keyboard.press('Tab');
      await poll(() => worstRooms.getAttribute('aria-invalid')).toBeNull();
      // Other nights may still ask for least + 1: bring all three to `least` with the bulk apply.
      await roomsField.fill(String(least));
      await bulk.getByRole('button', { name: text('hotelNow.bulk.apply') }).click();
      await poll(() => page.getByRole('table').textContent()).not.toContain(tooMany);
      await expectAxeClean(page);

      // Preview, then save as one batch.
      await page.getByRole('button', { name: text('hotelNow.save.review') }).click();
      const dialog = page.getByRole('dialog');
      await poll(() => dialog.textContent()).toContain(text('hotelNow.save.previewIntro', { count: 3 }));
      await poll(() => dialog.getByRole('row').count()).toBe(4);
      await expect(dialog.textContent()).resolves.toContain(
        text('hotelNow.save.offer', { rooms: least, discount: 25 }),
      );
      await dialog.getByRole('button', { name: text('hotelNow.save.confirm') }).click();
      await poll(() => page.getByRole('status').or(page.getByRole('alert')).allTextContents()).toContainEqual(
        expect.stringContaining(text('hotelNow.save.saved', { count: 3 })),
      );

      // After a reload the saved values are there.
      await page.reload();
      await poll(() => page.getByRole('table').count()).toBe(1);
      await choose(page, text('hotelNow.room'), room.name);
      for (const n of chosen) {
        const label = night(n.date);
        await poll(() =>
          page.getByRole('textbox', { name: text('hotelNow.table.roomsOf', { night: label }) }).inputValue(),
        ).toBe(String(least));
        await expect(
          page
            .getByRole('textbox', { name: text('hotelNow.table.discountOf', { night: label }) })
            .inputValue(),
        ).resolves.toBe('25');
        await expect(
          page
            .getByRole('checkbox', { name: text('hotelNow.table.takesPartOf', { night: label }) })
            .isChecked(),
        ).resolves.toBe(true);
      }
      const saved = (await (
        await page.request.get(`/api/v1/hotels/${hotelId}/hotel-now`)
      ).json()) as Availability;
      const savedNights = saved.rooms.find((r) => r.roomId === roomId)!.nights;
      for (const n of chosen) {
        expect(savedNights.find((s) => s.date === n.date)).toMatchObject({
          open: true,
          rooms: least,
          discountPercent: 25,
        });
      }
    } finally {
      if (chosen.length > 0) {
        await page.request
          .put(`/api/v1/hotels/${hotelId}/hotel-now`, {
            data: { changes: chosen.map((n) => ({ roomId, date: n.date, open: false })) },
            headers: sameOrigin(),
          })
          .catch(() => undefined);
      }
      await context.close();
    }
  });
});
