import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  axe,
  day,
  describeViolations,
  launch,
  newPage,
  readAriCalendar,
  signIn,
  text,
  useHotel,
} from './browser';

/** Set ROOM_DATA_SHOTS=<dir> to keep screenshots of the screens (desktop and phone). */
const SHOTS = process.env.ROOM_DATA_SHOTS;
const BASE = '/v3/property/room-data';
const stamp = Date.now().toString(36).slice(-5);
const roomName = `Kamar E2E ${stamp}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let hotelId: number;

async function shot(name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function choose(label: string, option: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(label) })
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectAxeClean(): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const field = (key: string) => page.getByRole('textbox', { name: text(key), exact: true });

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
  await signIn(page, 'admin@demo.extranet');
  hotelId = await useHotel(page, 'Hotel Demo Jakarta');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('room data (Hotel Demo Jakarta, Indonesian)', () => {
  it('lists the rooms with their counts', async () => {
    await page.goto(BASE);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(text('propertyRooms.list.titleHOTEL'));
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(0);
    await shot('room-data-list');
    await expectAxeClean();
  });

  it('creates a room: field errors first, then saved, shown with its standard name and in the calendar', async () => {
    await page.goto(`${BASE}/create`);
    const submit = page.getByRole('button', { name: text('propertyRooms.form.submitCreateHOTEL') });
    await submit.click();
    await expect
      .poll(() =>
        page.getByText(text('validations.room.tooFewFacilities', { min: 3 }), { exact: true }).count(),
      )
      .toBe(1);
    await expect.poll(() => page.getByText(/wajib diisi/).count()).toBeGreaterThan(0);
    await shot('room-data-create-errors');
    await expectAxeClean();

    await field('propertyRooms.form.name').fill(roomName);
    await choose(text('propertyRooms.form.roomType'), 'Deluxe');
    await field('propertyRooms.form.sizeSqm').fill('30');
    await field('propertyRooms.form.minSellPrice').fill('750000');
    await choose(text('propertyRooms.form.view'), 'Kota');
    for (const code of ['AIR_CONDITIONING', 'WIFI', 'SHOWER']) {
      const box = page.getByRole('checkbox', { name: text(`propertyRooms.facility.${code}`), exact: true });
      await box.focus();
      await page.keyboard.press('Space');
    }
    await expect
      .poll(() => page.getByText('Kamar Deluxe Double, Pemandangan Kota, Bebas Rokok').count())
      .toBe(1);
    await submit.click();
    await expect.poll(() => page.url()).toMatch(/\/room-data\/view\/\d+$/);
    const roomId = Number(page.url().split('/').pop());
    // The saved room names itself as the form previewed it, in the reader's language.
    await expect
      .poll(() => page.getByText('Kamar Deluxe Double, Pemandangan Kota, Bebas Rokok').count())
      .toBe(1);
    await shot('room-data-view');

    // At once in rates and availability.
    const calendar = await readAriCalendar(page, hotelId, day(0), day(6));
    expect(calendar.rooms.map((r) => r.roomId)).toContain(roomId);

    // The list shows it with "applies from <date, time zone>" until the standard name takes effect, the time
    // written as the rest of the Indonesian UI writes it (19.48 WIB).
    await page.goto(BASE);
    const card = page.getByRole('listitem').filter({ hasText: roomName });
    await expect.poll(() => card.getByText(/Diterapkan mulai .*\d{2}\.\d{2} WI[BTA]/).count()).toBe(1);
  });

  it('edits the room: a server rule (children above adults) on its field, then saved', async () => {
    await page.goto(BASE);
    await page.getByRole('button', { name: `${text('propertyRooms.common.edit')} ${roomName}` }).click();
    await expect.poll(() => page.url()).toMatch(/\/room-data\/edit\/\d+$/);
    const name = field('propertyRooms.form.name');
    await expect.poll(() => name.inputValue()).toBe(roomName);
    const children = page.getByRole('textbox', { name: text('propertyRooms.form.maxChildren'), exact: true });
    await children.fill('3');
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page.getByText(text('validations.room.childAboveAdult', { max: 2 }), { exact: true }).count(),
      )
      .toBe(1);
    await children.fill('1');
    await page.keyboard.press('Tab');
    await name.fill(`${roomName} baru`);
    await shot('room-data-edit');
    await page.getByRole('button', { name: text('propertyRooms.form.submitEdit') }).click();
    await expect.poll(() => page.url()).toMatch(/\/room-data\/view\/\d+$/);
    await expect.poll(() => page.getByText(`${roomName} baru`, { exact: true }).count()).toBeGreaterThan(0);
  });

  it('facilities: search narrows the list, save keeps the choice', async () => {
    await page.goto('/v3/property/hotel-facilities');
    const search = page.getByRole('searchbox', { name: text('propertyRooms.facilitiesPage.search') });
    await search.fill('kolam');
    await expect.poll(() => page.getByRole('checkbox').count()).toBe(2);
    await shot('hotel-facilities');
    await expectAxeClean();
    const kidsPool = page.getByRole('checkbox', {
      name: text('propertyRooms.facility.KIDS_POOL'),
      exact: true,
    });
    // The seed's Jakarta has a pool, not a children's pool.
    await kidsPool.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: text('propertyRooms.facilitiesPage.save') }).click();
    await expect
      .poll(() => page.getByText(text('propertyRooms.facilitiesPage.saved')).count())
      .toBeGreaterThan(0);
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('checkbox', { name: text('propertyRooms.facility.KIDS_POOL'), exact: true })
          .isChecked(),
      )
      .toBe(true);
  });
});
