import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axe, describeViolations, launch, newPage, sameOrigin, signIn, text, useHotel } from './browser';

/** Set RATE_PLANS_SHOTS=<dir> to keep screenshots of every screen (desktop and phone). */
const SHOTS = process.env.RATE_PLANS_SHOTS;
const RA = '/v3/rates-and-availability';
const stamp = Date.now().toString(36).slice(-5);
const planName = `Paket E2E ${stamp}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;

async function shot(name: string, target: Page = page): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await target.waitForTimeout(300);
  await target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Focuses a control and presses Space: what a keyboard user does to tick a box or flip a switch. */
async function press(locator: ReturnType<Page['locator']>, key = 'Space'): Promise<void> {
  await locator.focus();
  await page.keyboard.press(key);
}

async function expectNoAxeViolations(): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await newPage(browser));
  await signIn(page, 'admin@demo.extranet');
  await useHotel(page, 'Hotel Demo Jakarta');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('rate plans, children rate plans and surcharges (Hotel Demo Jakarta, Indonesian)', () => {
  it('lists the rate plans with their status and actions', async () => {
    await page.goto(`${RA}/rate-plans`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(text('ratePlans.list.title'));
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    await shot('rate-plans-list');
    await expectNoAxeViolations();
  });

  it('creates a rate plan: errors in Indonesian on the fields first, then saved', async () => {
    await page.goto(`${RA}/rate-plans/create/DAILY`);
    const submit = page.getByRole('button', { name: text('ratePlans.form.submitCreate') });
    await submit.click();
    const rooms = page.getByRole('group', { name: text('ratePlans.form.rooms'), exact: true });
    const meals = page.getByRole('group', { name: text('ratePlans.form.meals'), exact: true });
    await expect
      .poll(() => rooms.getByText(text('validations.ratePlan.roomRequired'), { exact: true }).count())
      .toBe(1);
    await expect
      .poll(() => meals.getByText(text('validations.ratePlan.mealRequired'), { exact: true }).count())
      .toBe(1);
    await expect.poll(() => page.getByText(/wajib diisi/).count()).toBeGreaterThan(0);
    // The first invalid field (the name) has the focus.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('name');
    await shot('rate-plan-create-errors');
    await expectNoAxeViolations();

    // A weekly stay kind needs a minimum stay of 7 nights.
    await page.getByLabel(text('ratePlans.form.name')).fill(planName);
    await press(rooms.getByRole('checkbox').first());
    await press(meals.getByRole('checkbox', { name: text('ratePlans.meal.BREAKFAST') }));
    await press(page.getByRole('radio', { name: text('ratePlans.form.stayKindWEEKLY') }));
    // Choosing weekly switches the length-of-stay limit on with its minimum of 7 nights.
    await expect
      .poll(() =>
        page.getByRole('textbox', { name: text('ratePlans.form.stayMin'), exact: true }).inputValue(),
      )
      .toBe('7');
    await page.getByRole('textbox', { name: text('ratePlans.form.stayMin'), exact: true }).fill('3');
    await page.getByRole('textbox', { name: text('ratePlans.form.stayMax'), exact: true }).fill('14');
    await submit.click();
    await expect.poll(() => page.getByText(/minimal 7/).count()).toBeGreaterThan(0);
    expect(page.url()).toContain('/rate-plans/create');
    await page.getByRole('textbox', { name: text('ratePlans.form.stayMin'), exact: true }).fill('7');
    await page.getByRole('textbox', { name: text('ratePlans.form.stayMax'), exact: true }).focus();
    await submit.click();
    await page.waitForURL((url) => url.pathname === `${RA}/rate-plans`);
    await expect.poll(() => page.getByRole('link', { name: planName, exact: true }).count()).toBe(1);
  });

  it('shows a static plan read-only to a user who is not a market manager, with the reason', async () => {
    await page.goto(`${RA}/rate-plans`);
    const staticRow = page.locator('tr', { hasText: text('ratePlans.list.staticHint') }).first();
    await press(
      staticRow.getByRole('link', { name: new RegExp(`^${text('ratePlans.common.edit')} `) }),
      'Enter',
    );
    await page.waitForURL(/\/rate-plans\/edit\//);
    await expect.poll(() => page.getByText(text('ratePlans.form.staticLocked')).count()).toBe(1);
    expect(await page.getByRole('button', { name: text('ratePlans.form.submitEdit') }).count()).toBe(0);
    await shot('rate-plan-static-locked');
    await expectNoAxeViolations();
  });

  it('creates a children rate plan linked to the new rate plan, errors first', async () => {
    await page.goto(`${RA}/children-rate-plans/add`);
    const submit = page.getByRole('button', { name: text('ratePlans.children.submitAdd') });
    await page.getByLabel(text('ratePlans.children.name')).fill('ab');
    await submit.click();
    await expect.poll(() => page.getByText(/minimal 3 karakter/).count()).toBe(1);
    await expect
      .poll(() => page.getByText(text('validations.bulkUpdate.ratePlanRequired'), { exact: true }).count())
      .toBe(1);
    await expect.poll(() => page.getByText(/wajib diisi/).count()).toBeGreaterThan(0);
    await shot('children-add-errors');
    await expectNoAxeViolations();

    await page.getByLabel(text('ratePlans.children.name')).fill(`Anak ${stamp}`);
    await page.getByRole('textbox', { name: text('ratePlans.children.price'), exact: true }).fill('0');
    const linked = page.getByRole('group', { name: text('ratePlans.children.linked'), exact: true });
    await press(linked.getByRole('checkbox', { name: planName }));
    await submit.click();
    await page.waitForURL((url) => url.pathname === `${RA}/children-rate-plans`);
    const row = page.locator('tr', { hasText: `Anak ${stamp}` });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(text('ratePlans.common.free'));
    expect(await row.textContent()).toContain(planName);
    await shot('children-list');
    await expectNoAxeViolations();

    // Inactive and back by keyboard, kept after a reload.
    const active = page.getByRole('switch', {
      name: text('ratePlans.children.activeLabel', { name: `Anak ${stamp}` }),
    });
    await expect.poll(() => active.isChecked()).toBe(true);
    await press(active);
    await expect.poll(() => active.isChecked()).toBe(false);
    await page.reload();
    await expect.poll(() => active.isChecked()).toBe(false);

    // Delete asks first; cancelling keeps it, confirming removes it and frees its rate plan.
    const remove = page.getByRole('button', { name: `${text('ratePlans.common.delete')} Anak ${stamp}` });
    await press(remove, 'Enter');
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: text('ratePlans.common.cancel') }).click();
    await expect.poll(() => row.count()).toBe(1);
    await press(remove, 'Enter');
    await dialog.getByRole('button', { name: text('ratePlans.common.delete') }).click();
    await expect.poll(() => row.count()).toBe(0);
    await page.goto(`${RA}/children-rate-plans/add`);
    await expect.poll(() => page.getByRole('checkbox', { name: planName }).count()).toBe(1);
  });

  it('creates a surcharge and switches it off and on again by keyboard', async () => {
    const name = `Biaya E2E ${stamp}`;
    await page.goto(`${RA}/surcharge/create`);
    const submit = page.getByRole('button', { name: text('ratePlans.surcharge.submitCreate') });
    await submit.click();
    await expect
      .poll(() => page.getByText(text('validations.surcharge.typeRequired'), { exact: true }).count())
      .toBe(1);
    await shot('surcharge-create-errors');
    await page.getByLabel(text('ratePlans.surcharge.name')).fill(name);
    await press(page.getByRole('radio', { name: new RegExp(`^${text('ratePlans.surcharge.typeROOM')}`) }));
    await page.getByRole('textbox', { name: text('ratePlans.surcharge.roomPrice') }).fill('150000');
    await submit.click();
    await page.waitForURL((url) => url.pathname === `${RA}/surcharge`);
    const toggle = page.getByRole('switch', { name: text('ratePlans.surcharge.statusLabel', { name }) });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await shot('surcharges-list');
    await expectNoAxeViolations();

    await press(toggle);
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await page.reload();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await press(toggle);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.reload();
    await expect.poll(() => toggle.isChecked()).toBe(true);

    // A switch that cannot be saved says what failed (SPEC 8, in Indonesian) and leaves the surcharge as it was.
    await page.route('**/surcharges/*/status', (route) => route.abort('failed'));
    await press(toggle);
    await expect
      .poll(() => page.getByText(text('ratePlans.surcharge.statusFailed', { name }), { exact: true }).count())
      .toBe(1);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.unroute('**/surcharges/*/status');
    await page.reload();
    await expect.poll(() => toggle.isChecked()).toBe(true);

    // Copy: the form opens with the surcharge's settings under a new name.
    await press(page.getByRole('link', { name: text('ratePlans.list.copyOf', { name }) }), 'Enter');
    await page.waitForURL(/\/surcharge\/create\/\d+$/);
    const copyName = text('ratePlans.form.copySuffix', { name });
    await expect.poll(() => page.getByLabel(text('ratePlans.surcharge.name')).inputValue()).toBe(copyName);
    await page.getByRole('button', { name: text('ratePlans.surcharge.submitCreate') }).click();
    await page.waitForURL((url) => url.pathname === `${RA}/surcharge`);
    await expect.poll(() => page.locator('tr', { hasText: copyName }).count()).toBe(1);
  });

  it('shows the pricing model read-only with the reason to a non market manager', async () => {
    await page.goto(`${RA}/pricing-model`);
    await expect.poll(() => page.getByText(text('ratePlans.pricing.readOnly')).count()).toBe(1);
    expect(await page.getByRole('button', { name: text('ratePlans.common.save') }).count()).toBe(0);
    await shot('pricing-model');
    await expectNoAxeViolations();
  });

  it('shows the LOS stay-length table of a LOS property read-only, in English', async () => {
    const english = await newPage(browser, { lang: 'en' });
    let original: number | null = null;
    try {
      await signIn(english.page, 'admin@demo.extranet');
      const session = (await (await english.page.request.get('/api/v1/auth/session')).json()) as {
        hotels: { hotelId: number; rateModel: string | null }[];
        currentHotelId: number;
      };
      original = session.currentHotelId;
      const los = session.hotels.find((h) => h.rateModel === 'LOS');
      expect(los).toBeDefined();
      const switched = await english.page.request.put('/api/v1/auth/session/hotel', {
        data: { hotelId: los!.hotelId },
        headers: sameOrigin(),
      });
      expect(switched.status()).toBe(200);
      await english.page.goto(`${RA}/pricing-model`);
      await expect
        .poll(() =>
          english.page.getByRole('heading', { name: text('ratePlans.pricing.table', {}, 'en') }).count(),
        )
        .toBe(1);
      await expect
        .poll(() => english.page.getByText(text('ratePlans.pricing.readOnly', {}, 'en')).count())
        .toBe(1);
      expect(await english.page.getByRole('table').count()).toBeGreaterThan(0);
      expect(await english.page.getByRole('textbox').count()).toBe(0);
      expect(
        await english.page.getByRole('button', { name: text('ratePlans.common.save', {}, 'en') }).count(),
      ).toBe(0);
      await shot('pricing-model-los-en', english.page);
      await english.page.goto(`${RA}/rate-plans`);
      await expect
        .poll(() =>
          english.page.getByRole('link', { name: text('ratePlans.list.createLos', {}, 'en') }).count(),
        )
        .toBe(1);
      await shot('rate-plans-los-en', english.page);
    } finally {
      // The property choice outlives the page: give the next tests (and files) Jakarta back.
      if (original !== null)
        await english.page.request.put('/api/v1/auth/session/hotel', {
          data: { hotelId: original },
          headers: sameOrigin(),
        });
      await english.context.close();
    }
  });

  it('shows each catalogue whole on a tablet beside the menu (rows as cards, no column cut off)', async () => {
    const tablet = await newPage(browser);
    try {
      await tablet.page.setViewportSize({ width: 1000, height: 800 });
      await signIn(tablet.page, 'admin@demo.extranet');
      await useHotel(tablet.page, 'Hotel Demo Jakarta');
      for (const path of ['rate-plans', 'children-rate-plans'] as const) {
        await tablet.page.goto(`${RA}/${path}`);
        await expect.poll(() => tablet.page.locator('tbody tr').count()).toBeGreaterThan(0);
        const fit = await tablet.page.locator('table').evaluate((el) => ({
          wrap: el.parentElement!.clientWidth,
          table: el.scrollWidth,
          actionsRight: Math.max(
            ...[...el.querySelectorAll('tbody a, tbody button')].map((a) => a.getBoundingClientRect().right),
          ),
          wrapRight: el.parentElement!.getBoundingClientRect().right,
        }));
        expect(fit.table, path).toBeLessThanOrEqual(fit.wrap);
        expect(fit.actionsRight, path).toBeLessThanOrEqual(fit.wrapRight);
      }
    } finally {
      await tablet.context.close();
    }
  });

  it('fits a phone', async () => {
    const phone = await newPage(browser, { mobile: true });
    try {
      await signIn(phone.page, 'admin@demo.extranet');
      await useHotel(phone.page, 'Hotel Demo Jakarta');
      for (const [path, name] of [
        ['rate-plans', 'phone-rate-plans'],
        ['rate-plans/create/DAILY', 'phone-rate-plan-create'],
        ['children-rate-plans', 'phone-children'],
        ['surcharge', 'phone-surcharges'],
        ['manage-calendar-sync', 'phone-calendar-sync'],
      ] as const) {
        await phone.page.goto(`${RA}/${path}`);
        await expect.poll(() => phone.page.getByRole('heading', { level: 1 }).count()).toBe(1);
        await phone.page.waitForLoadState('networkidle');
        if (path === 'rate-plans' || path === 'children-rate-plans' || path === 'surcharge') {
          await expect.poll(() => phone.page.locator('tbody tr').count()).toBeGreaterThan(0);
          // A row is a card of "column: value" lines: nothing cut off at the edge, no sideways scrolling.
          const table = await phone.page.locator('table').evaluate((el) => ({
            wrap: el.parentElement!.clientWidth,
            table: el.scrollWidth,
            labels: [...el.querySelectorAll('tbody tr:first-child td')].map((td) =>
              td.getAttribute('data-label'),
            ),
          }));
          expect(table.table, path).toBeLessThanOrEqual(table.wrap);
          // Nor does any cell's content run past the card (a long rate plan name in a chip).
          const clipped = await phone.page
            .locator('tbody td *')
            .evaluateAll(
              (els, right) => els.filter((el) => el.getBoundingClientRect().right > right + 1).length,
              await phone.page.locator('table').evaluate((el) => el.getBoundingClientRect().right),
            );
          expect(clipped, path).toBe(0);
          expect(table.labels.length).toBeGreaterThan(2);
          expect(table.labels.every((label) => label !== null && label.length > 0)).toBe(true);
        }
        // The rates sub-navigation is one sideways strip with the current tab in view.
        const nav = phone.page.getByRole('navigation', { name: text('ratePlans.nav.label') });
        const tabs = await nav.evaluate((el) => {
          const current = el.querySelector('[aria-current="page"]')!.getBoundingClientRect();
          const strip = el.getBoundingClientRect();
          const tops = new Set(
            [...el.querySelectorAll('a')].map((a) => Math.round(a.getBoundingClientRect().top)),
          );
          return { rows: tops.size, left: current.left - strip.left, right: strip.right - current.right };
        });
        expect(tabs.rows, path).toBe(1);
        expect(tabs.left, path).toBeGreaterThanOrEqual(0);
        expect(tabs.right, path).toBeGreaterThanOrEqual(0);
        const overflow = await phone.page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const wide = [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((el) => el.getBoundingClientRect().right > width + 1)
            .slice(0, 3)
            .map((el) => `${el.tagName}.${el.className}`);
          return { by: document.documentElement.scrollWidth - width, wide };
        });
        expect(overflow.by, `${path}: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(1);
        const violations = await axe(phone.page);
        expect(violations, `${path}: ${describeViolations(violations)}`).toEqual([]);
        await shot(name, phone.page);
      }
    } finally {
      await phone.context.close();
    }
  });

  it('lets the market manager change a static plan and reach the pricing model (Jakarta)', async () => {
    const mm = await newPage(browser);
    try {
      await signIn(mm.page, 'mm@demo.extranet');
      await useHotel(mm.page, 'Hotel Demo Jakarta');
      await mm.page.goto(`${RA}/rate-plans`);
      const staticRow = mm.page.locator('tr', { hasText: text('ratePlans.list.staticHint') }).first();
      await staticRow.getByRole('link', { name: new RegExp(`^${text('ratePlans.common.edit')} `) }).click();
      await mm.page.waitForURL(/\/rate-plans\/edit\//);
      const save = mm.page.getByRole('button', { name: text('ratePlans.form.submitEdit') });
      await expect.poll(() => save.count()).toBe(1);
      expect(await mm.page.getByText(text('ratePlans.form.staticLocked')).count()).toBe(0);
      await save.click();
      await mm.page.waitForURL((url) => url.pathname === `${RA}/rate-plans`);
      await expect.poll(() => mm.page.getByText(text('ratePlans.form.updated')).count()).toBeGreaterThan(0);

      // The pricing model is editable; switching to LOS asks first, and cancelling keeps DAILY.
      await mm.page.goto(`${RA}/pricing-model`);
      const los = mm.page.getByRole('radio', { name: text('ratePlans.pricing.LOS') });
      await expect.poll(() => los.count()).toBe(1);
      expect(await mm.page.getByText(text('ratePlans.pricing.readOnly')).count()).toBe(0);
      await los.focus();
      await mm.page.keyboard.press('Space');
      await mm.page.getByRole('button', { name: text('ratePlans.common.save') }).click();
      const dialog = mm.page.getByRole('alertdialog');
      await expect.poll(() => dialog.count()).toBe(1);
      await dialog.getByRole('button', { name: text('ratePlans.common.cancel') }).click();
      const model = await mm.page.request.get('/api/v1/auth/session');
      const hotels = ((await model.json()) as { hotels: { name: string; rateModel: string | null }[] })
        .hotels;
      expect(hotels.find((h) => h.name === 'Hotel Demo Jakarta')?.rateModel).toBe('DAILY');
    } finally {
      await mm.context.close();
    }
  });
});
