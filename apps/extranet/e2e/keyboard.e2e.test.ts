import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { components } from '@extranet/api';
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
import { formatDateRange } from '../src/shared/format/format';

/**
 * "Every flow works by keyboard alone, axe finds nothing" (SPEC), proved for the rates-and-availability flows.
 * After page.goto the tests only press keys (Tab, Shift+Tab, Enter, Space, arrows, typing): no click, fill or
 * focus. They read the DOM and the API to know where the focus is and what was saved.
 */

const RA = '/v3/rates-and-availability';
const stamp = Date.now().toString(36).slice(-5);
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

let browser: Browser;
let context: BrowserContext;
let page: Page;
let feedServer: Server;
let feedUrl: string;

interface Focused {
  role: string;
  name: string;
  ring: boolean;
}

/** The focused element as a user of a screen reader hears it (role and name), and whether a focus ring shows. */
async function focused(): Promise<Focused> {
  const snapshot = await page
    .locator(':focus')
    .ariaSnapshot({ timeout: 2_000 })
    .catch(() => '');
  // `- role "name" [state]`, quoted as a whole by YAML when the name has a colon.
  let first = (snapshot.split('\n')[0] ?? '').replace(/^- /, '');
  if (first.startsWith("'")) first = first.slice(1, first.lastIndexOf("'")).replaceAll("''", "'");
  const match = /^([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(first);
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const visible = (e: Element) => {
      const cs = getComputedStyle(e);
      return (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== 'none';
    };
    // A text input draws its own ring or its field's box does (a number or date field); a visually hidden
    // input (checkbox, radio, switch) shows it on the box its label draws.
    const label = el.closest('label');
    const box = el.parentElement ? [el.parentElement] : [];
    return [el, ...box, ...(label ? [label, ...Array.from(label.querySelectorAll('*'))] : [])].some(visible);
  });
  return { role: match?.[1] ?? '', name: match?.[2] ?? '', ring };
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on the control with this role and name; fails with the trail of
 * what got the focus on the way. Every stop must show a focus ring.
 */
async function tabTo(role: string, name: string | RegExp, options: { back?: boolean; max?: number } = {}) {
  const trail: string[] = [];
  const wanted = (f: Focused) =>
    f.role === role && (typeof name === 'string' ? f.name === name : name.test(f.name));
  for (let i = 0; i < (options.max ?? 120); i++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const f = await focused();
    trail.push(`${f.role} "${f.name}"`);
    if (wanted(f)) {
      expect(f.ring, `no visible focus ring on ${role} "${f.name}"`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${role} "${String(name)}"; focus went:\n${trail.join('\n')}`);
}

/** Expects the focus to be on this control now (after a key that moves it, a dialog closing, a save). */
async function expectFocusOn(role: string, name: string | RegExp): Promise<void> {
  await poll(async () => {
    const f = await focused();
    return f.role === role && (typeof name === 'string' ? f.name === name : name.test(f.name));
  }).toBe(true);
}

/**
 * Starts on a freshly loaded screen, at its main content: the skip link (the first Tab) takes the focus there,
 * unless the app already put it there (it does after an in-app navigation, and sometimes on a load).
 */
async function open(path: string, heading: string): Promise<void> {
  await page.goto(path);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
  const onMain = () => page.evaluate(() => document.activeElement?.id === 'main');
  if (!(await onMain())) {
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ role: 'link', name: text('shell.skipToContent') });
    await page.keyboard.press('Enter');
  }
  await poll(onMain).toBe(true);
}

/** Replaces the value of the focused text field by typing. */
async function typeOver(value: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(value);
}

async function expectAxeClean(): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function getJson<T>(path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
  await signIn(page, 'admin@demo.extranet');
  feedServer = createServer((req, res) => {
    if (req.url !== '/villa.ics') return void res.writeHead(404).end();
    const [start, end] = [day(300), day(302)].map((d) => d.replaceAll('-', ''));
    res
      .writeHead(200, { 'content-type': 'text/calendar' })
      .end(
        [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//e2e//keyboard//EN',
          'BEGIN:VEVENT',
          `UID:keyboard-${stamp}@e2e`,
          'DTSTAMP:20260101T000000Z',
          `DTSTART;VALUE=DATE:${start}`,
          `DTEND;VALUE=DATE:${end}`,
          'SUMMARY:Reserved',
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n'),
      );
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/villa.ics`;
});
afterEach(async (ctx) => {
  // Set KEYBOARD_SHOTS=<dir> to keep a screenshot of the screen where a flow failed.
  const dir = process.env.KEYBOARD_SHOTS;
  if (dir && ctx.task.result?.state === 'fail') {
    await page.screenshot({ path: `${dir}/${ctx.task.name.replace(/\W+/g, '-')}.png`, fullPage: true });
  }
});
afterAll(async () => {
  // The server keeps the current property between sign-ins: leave the administrator where they start.
  if (page) await useHotel(page, 'Hotel Demo Jakarta').catch(() => undefined);
  await context?.close();
  await browser?.close();
  await new Promise<void>((resolve) => (feedServer ? feedServer.close(() => resolve()) : resolve()));
});

type RatePlan = {
  ratePlanId: number;
  name: string;
  roomIds?: number[];
  rooms?: { roomId: number }[];
  meals?: string[];
  cancellation?: { policy?: string } | null;
};

describe('rates and availability by keyboard alone', () => {
  const planName = `Keyboard ${stamp}`;
  let jakarta = 0;

  it('creates a daily rate plan: name, rooms, meals, cancellation policy', async () => {
    jakarta = await useHotel(page, 'Hotel Demo Jakarta');
    await open(`${RA}/rate-plans/create/DAILY`, text('ratePlans.form.createTitle'));
    await tabTo('textbox', new RegExp(`^${text('ratePlans.form.name')}`));
    await page.keyboard.type(planName);
    await tabTo('checkbox', 'Superior Double');
    await page.keyboard.press('Space');
    await tabTo('checkbox', text('ratePlans.meal.BREAKFAST'));
    await page.keyboard.press('Space');
    await tabTo('switch', text('ratePlans.form.cancellationEnabled'));
    await page.keyboard.press('Space');
    await tabTo('radio', /.*/);
    // Arrows move within the radio group to the free cancellation policy.
    for (let i = 0; i < 4 && (await focused()).name !== text('ratePlans.form.policyFREE'); i++) {
      await page.keyboard.press('ArrowDown');
    }
    expect((await focused()).name).toBe(text('ratePlans.form.policyFREE'));
    await tabTo('textbox', new RegExp(`^${text('ratePlans.form.daysBefore')}`));
    await page.keyboard.type('3');
    await tabTo('button', text('ratePlans.form.submitCreate'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `${RA}/rate-plans`);
    await poll(() => page.getByRole('link', { name: planName, exact: true }).count()).toBe(1);

    const plans = await getJson<{ ratePlans?: RatePlan[]; items?: RatePlan[] } | RatePlan[]>(
      `/api/v1/hotels/${jakarta}/rate-plans`,
    );
    const list = Array.isArray(plans) ? plans : (plans.ratePlans ?? plans.items ?? []);
    const saved = list.find((p) => p.name === planName);
    expect(saved, JSON.stringify(plans).slice(0, 500)).toBeDefined();
    const detail = await getJson<Record<string, unknown>>(
      `/api/v1/hotels/${jakarta}/rate-plans/${saved!.ratePlanId}`,
    );
    expect(JSON.stringify(detail)).toContain('BREAKFAST');
    expect(JSON.stringify(detail)).toContain('FREE');
    await expectAxeClean();
  });

  it('adds a children rate plan with two age groups linked to the new rate plan, then makes it inactive', async () => {
    const childName = `Anak ${stamp}`;
    await open(`${RA}/children-rate-plans/add`, text('ratePlans.children.addTitle'));
    await tabTo('textbox', new RegExp(`^${text('ratePlans.children.name')}`));
    await page.keyboard.type(childName);
    await tabTo('textbox', new RegExp(`^${text('ratePlans.children.maxAge')}`));
    await typeOver('5');
    await tabTo('textbox', new RegExp(`^${text('ratePlans.children.price')}`));
    await page.keyboard.type('0');
    await tabTo('button', text('ratePlans.children.addGroup'));
    await page.keyboard.press('Enter');
    // The new group's first field takes the focus, so the next keys fill it in.
    await expectFocusOn('textbox', new RegExp(`^${text('ratePlans.children.minAge')}`));
    await tabTo('textbox', new RegExp(`^${text('ratePlans.children.price')}`));
    await page.keyboard.type('75000');
    await tabTo('checkbox', planName);
    await page.keyboard.press('Space');
    await tabTo('button', text('ratePlans.children.submitAdd'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `${RA}/children-rate-plans`);

    const row = page.locator('tr', { hasText: childName });
    await poll(() => row.count()).toBe(1);
    await page.keyboard.press('Tab');
    await tabTo('switch', text('ratePlans.children.activeLabel', { name: childName }));
    await page.keyboard.press('Space');
    await poll(() =>
      page.getByText(text('ratePlans.children.deactivated', { name: childName })).count(),
    ).toBe(1);

    type Child = {
      name: string;
      active: boolean;
      ageGroups: { minAge: number; maxAge: number; price: number }[];
    };
    const body = await getJson<{ data: { items: Child[] } }>(`/api/v1/hotels/${jakarta}/children-rate-plans`);
    const saved = body.data.items.find((c) => c.name === childName);
    expect(saved).toMatchObject({ active: false });
    expect(saved!.ageGroups.map((g) => g.price)).toEqual([0, 75000]);
    expect(saved!.ageGroups[0]!.maxAge).toBe(5);
    expect(JSON.stringify(saved)).toContain(planName);
    await expectAxeClean();
  });

  it('creates a per-guest surcharge on Villa Demo Bali, then switches it off in the list', async () => {
    const bali = await useHotel(page, 'Villa Demo Bali');
    const surchargeName = `Biaya ${stamp}`;
    await open(`${RA}/surcharge/create`, text('ratePlans.surcharge.createTitle'));
    await tabTo('textbox', new RegExp(`^${text('ratePlans.surcharge.name')}`));
    await page.keyboard.type(surchargeName);
    await tabTo('radio', /.*/);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn('radio', new RegExp(`^${text('ratePlans.surcharge.typeGUEST')}`));
    await tabTo('textbox', new RegExp(`^${text('ratePlans.surcharge.adultPrice')}`));
    await page.keyboard.type('150000');
    await tabTo('textbox', new RegExp(`^${text('ratePlans.surcharge.childPrice')}`));
    await page.keyboard.type('50000');
    await tabTo('button', text('ratePlans.surcharge.submitCreate'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `${RA}/surcharge`);

    await poll(() => page.locator('tr', { hasText: surchargeName }).count()).toBe(1);
    await page.keyboard.press('Tab');
    await tabTo('switch', text('ratePlans.surcharge.statusLabel', { name: surchargeName }));
    await page.keyboard.press('Space');
    await poll(() =>
      page.getByText(text('ratePlans.surcharge.switchedOff', { name: surchargeName })).count(),
    ).toBe(1);

    const body = await getJson<{ items: Record<string, unknown>[] }>(`/api/v1/hotels/${bali}/surcharges`);
    const saved = body.items.find((c) => c.name === surchargeName);
    expect(saved).toMatchObject({ type: 'GUEST', adultPrice: 150000, childPrice: 50000, status: 'INACTIVE' });
    await expectAxeClean();
  });

  it('bulk-updates a rate on Jakarta: period in the calendar, a day off, a rate plan, preview, apply, undo', async () => {
    jakarta = await useHotel(page, 'Hotel Demo Jakarta');
    await open(`${RA}/bulk-updates`, text('rates.bulk.title'));
    // The period in the calendar pop-up: arrows move the day, Enter picks the first and then the last night.
    const openCalendar = new RegExp(`^${text('ui.dateField.openCalendar')}`);
    await tabTo('button', openCalendar);
    await page.keyboard.press('Enter');
    await expectFocusOn('button', /\d/);
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter', 'ArrowRight', 'ArrowRight', 'Enter']) {
      await page.keyboard.press(key);
    }
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await expectFocusOn('button', openCalendar);
    // The pop-up opens on today (the first day allowed): three weeks down, then the period ends three days on
    // (as the picker counts it). The summary writes the period as people do (never ISO).
    const summary = page.getByRole('region', { name: text('rates.bulk.summary') });
    const [from, to] = [day(21), day(24)];
    await poll(async () => (await summary.textContent()) ?? '').toContain(formatDateRange(from, to, 'id'));
    expect(await summary.textContent()).not.toMatch(/\d{4}-\d\d-\d\d/);
    const middle = new Date(`${from}T00:00:00Z`);
    middle.setUTCDate(middle.getUTCDate() + 1);
    const skipped = middle.toISOString().slice(0, 10);
    expect(to > skipped).toBe(true);

    // Not on the middle night's day of the week.
    await tabTo('checkbox', text(`rates.bulk.weekdayNames.${middle.getUTCDay()}`));
    await page.keyboard.press('Space');

    const ari = () => readAriCalendar(page, jakarta, from, to);
    const before = await ari();
    const plan = before.ratePlans.find((p) => p.roomId === before.rooms[0]!.roomId)!;
    const rates = async () =>
      (await ari()).ratePlans.find((p) => p.ratePlanId === plan.ratePlanId && p.roomId === plan.roomId)!.rate;
    const old = await rates();
    await tabTo('checkbox', plan.ratePlanName);
    await page.keyboard.press('Space');
    await tabTo('checkbox', text('rates.bulk.setRate'));
    await page.keyboard.press('Space');
    await tabTo('textbox', new RegExp(`^${text('rates.bulk.rate').replace(/[()]/g, '\\$&')}`));
    const rate = 1_234_000;
    await page.keyboard.type(String(rate));

    await tabTo('button', text('rates.bulk.preview'));
    await page.keyboard.press('Enter');
    await expectFocusOn('heading', text('rates.bulk.previewTitle'));
    await tabTo('button', text('rates.bulk.apply'));
    await page.keyboard.press('Enter');
    // Applying asks first with the count of cells; the focus starts on "back", Tab reaches "apply".
    const cells = (old ?? []).length - 1;
    await expectFocusOn('button', text('rates.bulk.confirmApply.cancel'));
    await tabTo('button', text('rates.bulk.confirmApply.confirm_other', { count: cells }), { max: 2 });
    await page.keyboard.press('Enter');
    const expected = (old ?? []).map((value, i) => (i === 1 ? value : rate));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    await poll(rates).toEqual(expected);
    // Applying does not drop the focus: the next Tab reaches the undo.
    await expectFocusOn('heading', text('rates.bulk.applied_other', { count: expected.length - 1 }));
    await tabTo('button', text('rates.bulk.undo'), { max: 3 });
    await page.keyboard.press('Enter');
    await poll(rates).toEqual(old);
    await expectFocusOn('heading', text('rates.bulk.summary'));
    await tabTo('button', text('rates.bulk.preview'), { max: 1 });
    await expectAxeClean();
  });

  it('adds an iCal link to a unit of Villa Demo Bali, syncs it and removes it', async () => {
    const bali = await useHotel(page, 'Villa Demo Bali');
    type Units = { units: { roomId: number; name: string; calendars?: { name: string }[] }[] };
    const unit = (await getJson<Units>(`/api/v1/hotels/${bali}/calendars/find-all`)).units[0]!;
    await open(`${RA}/manage-calendar-sync`, text('calendarSync.title'));
    await tabTo('textbox', new RegExp(`^${text('calendarSync.add.name')}`));
    await page.keyboard.type('Airbnb');
    await page.keyboard.press('Tab');
    await page.keyboard.type(feedUrl);
    await page.keyboard.press('Enter');
    const section = page.getByRole('region', { name: text('calendarSync.unitHeading', { name: unit.name }) });
    const row = section.getByRole('row').filter({ hasText: feedUrl });
    await poll(() => row.count()).toBe(1);

    await tabTo('button', text('calendarSync.syncNowOf', { name: 'Airbnb' }));
    await page.keyboard.press('Enter');
    await poll(() => row.textContent()).toContain(text('calendarSync.status.OK'));
    const closed = async () =>
      (await readAriCalendar(page, bali, day(300), day(301))).ratePlans
        .filter((p) => p.roomId === unit.roomId)
        .map((p) => p.closeOut.map(Boolean));
    await poll(closed).toContainEqual([true, true]);

    await tabTo('button', text('calendarSync.deleteOf', { name: 'Airbnb' }));
    await page.keyboard.press('Enter');
    // The confirmation holds the focus: Tab moves between its buttons only.
    const dialog = page.getByRole('alertdialog');
    await poll(() => dialog.count()).toBe(1);
    await tabTo('button', text('calendarSync.delete'), { max: 4 });
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Enter');
    await poll(() => row.count()).toBe(0);
    await poll(async () => (await closed()).some((c) => c.includes(true))).toBe(false);
    const after = await getJson<Units>(`/api/v1/hotels/${bali}/calendars/find-all`);
    expect(JSON.stringify(after)).not.toContain(feedUrl);
    // The focus is not lost with the removed row: it is on the heading of the unit's imported calendars.
    await expectFocusOn('heading', text('calendarSync.imported'));
    await expectAxeClean();
  });

  it('changes a night of Hotel Now and the weekday price of entire pricing on Villa Demo Bali', async () => {
    const bali = await useHotel(page, 'Villa Demo Bali');
    type Availability = components['schemas']['HotelNowAvailability'];
    const hotelNow = () => getJson<Availability>(`/api/v1/hotels/${bali}/hotel-now`);
    const room = (await hotelNow()).rooms[0]!;
    const night = room.nights.find((n) => n.state === 'UPCOMING' && !n.open && n.unsold > 0)!;
    expect(night, 'an upcoming night with an unsold room').toBeDefined();
    await open(`${RA}/hotel-now-availability`, text('hotelNow.title'));
    const nightName = new Intl.DateTimeFormat('id-ID', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${night.date}T00:00:00Z`));
    await tabTo('checkbox', text('hotelNow.table.takesPartOf', { night: nightName }));
    await page.keyboard.press('Space');
    await tabTo('textbox', text('hotelNow.table.roomsOf', { night: nightName }));
    await typeOver('1');
    await tabTo('textbox', text('hotelNow.table.discountOf', { night: nightName }));
    await typeOver('20');
    await tabTo('button', text('hotelNow.save.review'));
    await page.keyboard.press('Enter');
    await poll(() => page.getByRole('dialog').count()).toBe(1);
    await tabTo('button', text('hotelNow.save.confirm'), { max: 6 });
    await page.keyboard.press('Enter');
    await poll(async () =>
      (await hotelNow()).rooms[0]!.nights.find((n) => n.date === night.date),
    ).toMatchObject({
      open: true,
      rooms: 1,
      discountPercent: 20,
    });
    // The review button is disabled now: the save bar, reading "no changes", has the focus.
    await expectFocusOn('region', text('hotelNow.save.review'));
    await expectAxeClean();

    await open(`${RA}/entire-pricing`, text('entirePricing.title'));
    await tabTo('textbox', new RegExp(`^${text('entirePricing.base.weekday')}`));
    const old = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
    const price = old === '5.750.000' ? '5.800.000' : '5.750.000';
    await typeOver(price.replaceAll('.', ''));
    await tabTo('button', text('entirePricing.save'));
    await page.keyboard.press('Enter');
    await poll(() => page.getByText(/^Harga disimpan\./).count()).toBeGreaterThan(0);
    await page.reload();
    await poll(() =>
      page.getByRole('textbox', { name: new RegExp(`^${text('entirePricing.base.weekday')}`) }).inputValue(),
    ).toBe(price);
    await expectAxeClean();
  });
});
