import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { AriCalendar } from '../src/features/rates-calendar/model';
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
import { formatDateRange, formatDateTime, formatMoney } from '../src/shared/format/format';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 200 });

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The calendar read (`GET .../ari`), decoded as the app decodes it. */
type Calendar = AriCalendar;

async function readCalendar(page: Page, from: string, to: string): Promise<Calendar> {
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    currentHotelId: number;
  };
  return readAriCalendar(page, session.currentHotelId, from, to);
}

/**
 * A new page signed in as the demo properties' owner (admin@demo.extranet), on `hotel`, at `path`. The
 * caller closes the context; it is closed here when getting there fails.
 */
async function openAsOwner(hotel: string, path: string) {
  const opened = await newPage(browser);
  try {
    await signIn(opened.page, 'admin@demo.extranet');
    await useHotel(opened.page, hotel);
    await opened.page.goto(path);
    return opened;
  } catch (error) {
    await opened.context.close();
    throw error;
  }
}

/** The calendar grid of Hotel Demo Jakarta, once shown. */
async function jakartaGrid(page: Page): Promise<Locator> {
  const grid = page.getByRole('grid', {
    name: text('rates.calendar.gridLabel', { property: 'Hotel Demo Jakarta' }),
  });
  await grid.waitFor();
  return grid;
}

/** The row header of the grid's active cell. */
function activeRowLabel(grid: Locator): Promise<string> {
  return grid.evaluate((el) => {
    const cell = document.getElementById(el.getAttribute('aria-activedescendant') ?? '');
    return cell?.closest('[role="row"]')?.querySelector('[role="rowheader"]')?.textContent ?? '';
  });
}

/** Moves the grid's active cell down (ArrowDown, as a keyboard user would) to the first row named `label`. */
async function downToRow(page: Page, grid: Locator, label: string): Promise<void> {
  for (let i = 0; i < 40 && !(await activeRowLabel(grid)).includes(label); i++)
    await page.keyboard.press('ArrowDown');
  expect(await activeRowLabel(grid)).toContain(label);
}

/**
 * With `count` changes pending: opens the review of the changes (checked by `check`), saves, and waits for the
 * saved message with that count.
 */
async function reviewAndSave(page: Page, count: number, check?: (review: Locator) => Promise<void>) {
  await poll(() => page.getByText(text('ui.rateCalendar.pendingCount', { count })).count()).toBeGreaterThan(
    0,
  );
  await page.getByRole('button', { name: text('ui.rateCalendar.review') }).click();
  const review = page.getByRole('dialog', { name: text('ui.rateCalendar.reviewDialog.title') });
  await review.waitFor();
  await check?.(review);
  await review.getByRole('button', { name: text('ui.rateCalendar.reviewDialog.save') }).click();
  await poll(() => page.getByText(text('rates.calendar.saved', { count })).count()).toBeGreaterThan(0);
}

describe('rates and availability calendar', () => {
  it('edits a range by keyboard and by paste, reviews, saves and shows the result after reload', async () => {
    const { context, page } = await openAsOwner('Hotel Demo Jakarta', '/v3/rates-and-availability');
    try {
      const grid = await jakartaGrid(page);

      const before = await readCalendar(page, day(), day(2));
      const plan = before.ratePlans[0]!;
      const room = before.rooms.find((r) => r.roomId === plan.roomId)!;
      // A rate close to the current one (no anomaly), above the minimum sell price.
      const newRate = (plan.rate[0] ?? 600_000) + 1_234;
      const formatted = new Intl.NumberFormat('id-ID').format(newRate);

      // Keyboard: the first cell is today's rate of the first rate plan; Shift+Right twice selects three days.
      await grid.focus();
      await page.keyboard.down('Shift');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.up('Shift');
      await page.keyboard.type(String(newRate));
      await page.keyboard.press('Enter');
      await poll(() =>
        page.getByText(text('ui.rateCalendar.pendingCount', { count: 3 })).count(),
      ).toBeGreaterThan(0);

      // Paste: the allotment row below, three days from a spreadsheet.
      // Escape collapses the range on its last cell (today + 2); down to the allotment, back to today.
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      const pasted = room.allotment.map((a, i) => (a ?? 10) + 1 + i);
      await grid.evaluate(
        (el, tsv) => {
          const data = new DataTransfer();
          data.setData('text/plain', tsv);
          el.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
          );
        },
        `${pasted.join('\t')}\n`,
      );
      // Review (the list of changes), then save: the server checks the batch first (dry run), then writes it.
      await reviewAndSave(page, 6, async (review) => {
        expect(await review.getByRole('row').count()).toBe(7);
      });

      // After a reload the grid and the API show the saved values.
      await page.reload();
      await grid.waitFor();
      await poll(() => grid.getByText(formatted, { exact: true }).count()).toBeGreaterThanOrEqual(3);
      const after = await readCalendar(page, day(), day(2));
      expect(after.ratePlans.find((p) => p.ratePlanId === plan.ratePlanId)!.rate).toEqual([
        newRate,
        newRate,
        newRate,
      ]);
      expect(after.rooms.find((r) => r.roomId === room.roomId)!.allotment).toEqual(pasted);

      // The change log of the focused cell (today's rate of the first plan after the reload) names who
      // changed what: the plan's rate and the room's allotment.
      await page.getByRole('button', { name: text('rates.log.toggle') }).click();
      const log = page.getByRole('region', { name: text('rates.log.cellTitle') });
      await poll(() => log.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      expect(await log.textContent()).toContain('Admin Demo');
      // When: in the property's time zone (Jakarta, WIB), one format for the language, never UTC.
      const when = log.locator('time').first();
      const changedAt = (await when.getAttribute('datetime'))!;
      expect(await when.textContent()).toBe(formatDateTime(changedAt, 'id', 'Asia/Jakarta'));
      expect(await when.textContent()).toMatch(/\d{2}\.\d{2} WIB$/);
      expect(await log.textContent()).toContain(formatted);

      // Download 30 days: Excel is the default choice, and the click delivers the workbook.
      const download = page.getByRole('link', { name: text('rates.calendar.download') });
      const excel = page.getByRole('radio', { name: text('rates.calendar.downloadXlsx') });
      expect(await excel.isChecked()).toBe(true);
      expect(await download.getAttribute('href')).toContain(`/ari/export?from=${day()}&days=30&format=xlsx`);
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(new RegExp(`^ari-\\d+-${day()}\\.xlsx$`));
      const workbook = await readFile((await file.path())!);
      expect(workbook.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      expect(workbook.includes('xl/worksheets/sheet1.xml')).toBe(true);
      // CSV on request, UTF-8 with a byte order mark.
      const csvChoice = page.getByRole('radio', { name: text('rates.calendar.downloadCsv') });
      await csvChoice.focus();
      await page.keyboard.press('Space');
      expect(await csvChoice.isChecked()).toBe(true);
      const href = (await download.getAttribute('href'))!;
      expect(href).toContain(`/ari/export?from=${day()}&days=30&format=csv`);
      const csv = await page.request.get(href);
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toContain('text/csv');
      expect([...(await csv.body()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } catch (error) {
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/rates-failure.png` });
      throw error;
    } finally {
      await context.close();
    }
  });

  it("reaches a rate plan's restrictions toggle with the keyboard inside the grid, axe clean", async () => {
    const { context, page } = await openAsOwner('Hotel Demo Jakarta', '/v3/rates-and-availability');
    try {
      const grid = await jakartaGrid(page);
      const stayThrough = text('ui.rateCalendar.fields.stayThroughMin');
      const active = () =>
        grid.evaluate((el) => {
          const item = document.getElementById(el.getAttribute('aria-activedescendant') ?? '');
          return { tag: item?.tagName ?? '', expanded: item?.getAttribute('aria-expanded') ?? null };
        });
      await grid.focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowLeft');
      expect(await active()).toEqual({ tag: 'BUTTON', expanded: 'false' });
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.keyboard.press('Enter');
      await grid.getByRole('rowheader', { name: stayThrough }).first().waitFor();
      expect(await active()).toEqual({ tag: 'BUTTON', expanded: 'true' });
      await page.keyboard.press('Space');
      await expect.poll(() => grid.getByRole('rowheader', { name: stayThrough }).count()).toBe(0);
      await page.keyboard.press('ArrowRight');
      expect((await active()).tag).toBe('DIV');
    } finally {
      await context.close();
    }
  });

  it('lets an owner set a restriction over a range; the change log of a cell shows it after saving', async () => {
    const { context, page } = await openAsOwner('Hotel Demo Jakarta', '/v3/rates-and-availability');
    try {
      const grid = await jakartaGrid(page);
      const stayThrough = text('ui.rateCalendar.fields.stayThroughMin');
      // Restrictions are folded away by default; Alt+Enter shows the focused plan's.
      expect(await grid.getByRole('rowheader', { name: stayThrough }).count()).toBe(0);
      await grid.focus();
      await page.keyboard.press('Alt+Enter');
      await grid.getByRole('rowheader', { name: stayThrough }).first().waitFor();

      // Days 10 to 12 from today of the first plan's stay-through minimum (down the plan's rows to it).
      const from = day(10);
      const before = await readCalendar(page, from, day(12));
      const value = ((before.ratePlans[0]!.stayThroughMin?.[0] ?? 1) % 5) + 2;
      await downToRow(page, grid, stayThrough);
      for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.down('Shift');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.up('Shift');
      // Out of range first (stay-through is 1 to 365 nights): refused on the cell.
      await page.keyboard.type('366');
      await page.keyboard.press('Enter');
      await poll(() => grid.getByRole('alert').textContent()).toBe(text('ui.rateCalendar.errors.stayRange'));
      await page.keyboard.press('Control+A');
      await page.keyboard.type(String(value));
      await page.keyboard.press('Enter');
      await reviewAndSave(page, 3, async (review) => {
        expect(await review.textContent()).toContain(stayThrough);
      });
      const after = await readCalendar(page, from, day(12));
      expect(after.ratePlans[0]!.stayThroughMin).toEqual([value, value, value]);

      // The change log of a cell of the range, chosen by click, shows the change.
      await page.getByRole('button', { name: text('rates.log.toggle') }).click();
      const log = page.getByRole('region', { name: text('rates.log.cellTitle') });
      await log.waitFor();
      const cell = grid
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: stayThrough }) })
        .first()
        .getByRole('gridcell')
        .filter({ hasText: String(value) })
        .nth(1);
      await cell.click();
      await poll(() => log.textContent()).toContain(text('rates.calendar.fieldLabel.stayThroughMin'));
      expect(await log.textContent()).toContain('Admin Demo');
      // When: in the property's time zone (Jakarta, WIB), one format for the language, never UTC.
      const when = log.locator('time').first();
      const changedAt = (await when.getAttribute('datetime'))!;
      expect(await when.textContent()).toBe(formatDateTime(changedAt, 'id', 'Asia/Jakarta'));
      expect(await when.textContent()).toMatch(/\d{2}\.\d{2} WIB$/);

      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } catch (error) {
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/rates-restriction-failure.png` });
      throw error;
    } finally {
      await context.close();
    }
  });

  it('prices by number of guests: the owner sets the one-guest rate of a range by keyboard and it is saved', async () => {
    const { context, page } = await openAsOwner('Hotel Demo Jakarta', '/v3/rates-and-availability');
    try {
      const grid = await jakartaGrid(page);
      const oneGuest = text('ui.rateCalendar.fields.occupancy', { count: 1 });
      // Jakarta prices by occupancy: the expanded plan shows a row per guest count.
      await grid.focus();
      await page.keyboard.press('Alt+Enter');
      await grid.getByRole('rowheader', { name: oneGuest }).first().waitFor();
      await downToRow(page, grid, oneGuest);
      for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.down('Shift');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.up('Shift');
      const before = await readCalendar(page, day(20), day(21));
      const plan = before.ratePlans[0]!;
      const room = before.rooms.find((r) => r.roomId === plan.roomId)!;
      // A rate neither day has yet (typing a day's own rate is no change), never below the room's minimum.
      const current = [0, 1].map((i) => plan.occupancyRates?.[i]?.['1'] ?? room.minSellPrice);
      const value = Math.max(room.minSellPrice, ...current) + 1_000;
      await page.keyboard.type(String(value));
      await page.keyboard.press('Enter');
      await reviewAndSave(page, 2);
      const after = await readCalendar(page, day(20), day(21));
      const saved = after.ratePlans[0]!.occupancyRates!;
      expect(saved.map((day) => day?.['1'])).toEqual([value, value]);
      // The other guest counts of those days are kept.
      expect(saved[0]!['2']).toBe(plan.occupancyRates?.[0]?.['2']);
    } finally {
      await context.close();
    }
  });

  it('asks before saving a rate far from its 30-day average, then saves it confirmed', async () => {
    const { context, page } = await openAsOwner('Hotel Demo Jakarta', '/v3/rates-and-availability');
    try {
      const grid = page.getByRole('grid');
      await grid.waitFor();
      const date = day(5);
      const before = await readCalendar(page, date, date);
      const plan = before.ratePlans[0]!;
      const high = (plan.rate[0] ?? 600_000) * 3;
      await grid.focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.type(String(high));
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: text('ui.rateCalendar.review') }).click();
      const review = page.getByRole('dialog', { name: text('ui.rateCalendar.reviewDialog.title') });
      await review.getByRole('button', { name: text('ui.rateCalendar.reviewDialog.save') }).click();
      const confirm = page
        .getByRole('alertdialog', { name: text('rates.calendar.anomalyTitle') })
        .or(page.getByRole('dialog', { name: text('rates.calendar.anomalyTitle') }));
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(new Intl.NumberFormat('id-ID').format(high));
      await confirm.getByRole('button', { name: text('rates.calendar.anomalyConfirm') }).click();
      await poll(() => page.getByText(text('rates.calendar.saved', { count: 1 })).count()).toBeGreaterThan(0);
      const after = await readCalendar(page, date, date);
      expect(
        after.ratePlans.find((p) => p.ratePlanId === plan.ratePlanId && p.roomId === plan.roomId)!.rate,
      ).toEqual([high]);
    } finally {
      await context.close();
    }
  });

  it('refuses a rate below the minimum sell price on the cell', async () => {
    const { context, page } = await openAsOwner('Hotel Demo Jakarta', '/v3/rates-and-availability');
    try {
      const grid = page.getByRole('grid');
      await grid.waitFor();
      const data = await readCalendar(page, day(), day());
      const min = data.rooms[0]!.roomId === data.ratePlans[0]!.roomId ? data.rooms[0]!.minSellPrice : 0;
      await grid.focus();
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
      await poll(() => page.getByRole('alert').allTextContents()).toContainEqual(
        expect.stringContaining(text('rates.calendar.belowMinimum', { min: formatMoney(min) })),
      );
    } finally {
      await context.close();
    }
  });
});

describe('bulk updates', () => {
  it('validates in Indonesian, previews, applies and undoes', async () => {
    const { context, page } = await openAsOwner(
      'Hotel Demo Jakarta',
      '/v3/rates-and-availability/bulk-updates',
    );
    try {
      const preview = page.getByRole('button', { name: text('rates.bulk.preview') });
      await preview.waitFor();

      // Nothing chosen: the SPEC 5 messages, in Indonesian.
      await preview.click();
      await poll(() => page.locator('main').textContent()).toContain(
        text('validations.bulkUpdate.ratePlanRequired'),
      );
      expect(await page.locator('main').textContent()).toContain(text('rates.bulk.nothingChosen'));

      // Period: type the dates into the picker's segments (dd/mm/yyyy in Indonesian).
      const start = day(20);
      const end = day(26);
      const segments = page.getByRole('group', { name: text('rates.bulk.period') }).getByRole('spinbutton');
      await segments.first().click();
      const [sy, sm, sd] = start.split('-');
      const [ey, em, ed] = end.split('-');
      await page.keyboard.type(`${sd}${sm}${sy}${ed}${em}${ey}`);
      await poll(() =>
        page.getByRole('region', { name: text('rates.bulk.summary') }).textContent(),
      ).toContain(formatDateRange(start, end, 'id'));

      const ratePlan = page.getByRole('checkbox', { name: 'Room Only' }).first();
      await ratePlan.check({ force: true });
      await page.getByRole('checkbox', { name: text('rates.bulk.setAllotment') }).check({ force: true });
      await page.getByRole('textbox', { name: text('rates.bulk.allotment') }).fill('9');

      await preview.click();
      const previewCard = page.getByRole('region', { name: text('rates.bulk.previewTitle') });
      await previewCard.waitFor();
      expect(await previewCard.textContent()).toContain(text('rates.bulk.previewCells_other', { count: 7 }));
      expect(await previewCard.getByRole('row').count()).toBeGreaterThan(1);
      // Dates as people write them, never ISO.
      expect(await previewCard.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);

      // Applying asks first, with the preview's count.
      await previewCard.getByRole('button', { name: text('rates.bulk.apply') }).click();
      const question = page.getByRole('alertdialog', { name: text('rates.bulk.confirmApply.title') });
      await question.waitFor();
      expect(await question.textContent()).toContain(
        text('rates.bulk.confirmApply.message_other', { count: 7 }),
      );
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/bulk-confirm.png` });
      await question
        .getByRole('button', { name: text('rates.bulk.confirmApply.confirm_other', { count: 7 }) })
        .click();
      await poll(() =>
        page.getByText(text('rates.bulk.applied_other', { count: 7 })).count(),
      ).toBeGreaterThan(0);
      const applied = await readCalendar(page, start, end);
      expect(applied.rooms[0]!.allotment).toEqual([9, 9, 9, 9, 9, 9, 9]);

      await page.getByRole('button', { name: text('rates.bulk.undo') }).click();
      await poll(() => page.getByText(text('rates.bulk.undone_other', { count: 7 })).count()).toBeGreaterThan(
        0,
      );
      const undone = await readCalendar(page, start, end);
      expect(undone.rooms[0]!.allotment).not.toEqual([9, 9, 9, 9, 9, 9, 9]);

      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a LOS property to access denied', async () => {
    const { context, page } = await openAsOwner(
      'Hotel Demo Bandung',
      '/v3/rates-and-availability/bulk-updates',
    );
    try {
      await page.waitForURL('**/v3/app/access-denied');
      // The calendar itself stays open to LOS properties.
      await page.goto('/v3/rates-and-availability');
      await page.getByRole('grid').waitFor();
      await useHotel(page, 'Hotel Demo Jakarta');
    } finally {
      await context.close();
    }
  });
});
