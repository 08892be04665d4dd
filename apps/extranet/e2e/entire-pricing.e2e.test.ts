import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, day, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 200 });
const PATH = '/v3/rates-and-availability/entire-pricing';
const UNIT = 'Joglo Family Villa'; // no entire pricing in the seed; minimum sell price 3.150.000
const idr = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const isWeekendNight = (date: string) => [5, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const field = (page: Page, key: string) => page.getByRole('textbox', { name: text(key) });

describe('entire pricing (homes)', () => {
  it('sets the prices of a villa unit, shows errors in Indonesian, simulates, saves and the calendar shows the rate', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Villa Demo Bali');
      await page.goto(PATH);
      await page.getByRole('heading', { level: 1, name: text('entirePricing.title') }).waitFor();

      // Choose the unit without prices yet.
      await page.getByRole('button', { name: new RegExp(text('entirePricing.unit')) }).click();
      await page.getByRole('option', { name: UNIT }).click();
      await poll(() => new URL(page.url()).searchParams.get('unit')).not.toBeNull();
      await page.getByText(text('entirePricing.notSet')).waitFor();
      await page.getByText(text('entirePricing.sim.empty')).waitFor();

      // A weekday price below the unit's minimum sell price: the Indonesian field error shows first.
      const weekday = field(page, 'entirePricing.base.weekday');
      await weekday.fill('3000000');
      await page.keyboard.press('Tab'); // keyboard: on to the weekend price
      await page
        .getByText(text('validations.price.belowMinimum', { min: 'Rp 3.150.000' }), { exact: true })
        .waitFor();
      expect(
        await field(page, 'entirePricing.base.weekend').evaluate((el) => el === document.activeElement),
      ).toBe(true);

      await weekday.fill('5000000');
      await field(page, 'entirePricing.base.weekend').fill('6000000');
      await field(page, 'entirePricing.los.weekly').fill('10');
      await page.keyboard.press('Tab');
      await poll(() =>
        page
          .getByText(text('validations.price.belowMinimum', { min: 'Rp 3.150.000' }), { exact: true })
          .count(),
      ).toBe(0);

      // The simulation: 7 nights (5 weekday + 2 weekend nights), 10 % weekly discount, 15 % commission.
      const seven = page.getByRole('button', {
        name: text('entirePricing.sim.nightsOption_other', { count: 7 }),
      });
      await seven.focus();
      await page.keyboard.press('Space');
      await poll(() => seven.getAttribute('aria-pressed')).toBe('true');
      const owner = page.getByTestId('sim-owner-receives');
      const guest = page.getByTestId('sim-guest-pays');
      // 37.000.000 - 10 % = 33.300.000; commission 15 % = 4.995.000.
      await poll(() => guest.textContent()).toBe(idr(33_300_000));
      await poll(() => owner.textContent()).toBe(idr(28_305_000));
      await page.getByText(text('entirePricing.sim.commission', { percent: 15 })).waitFor();

      // Live while typing (no blur): 5.500.000 on weekdays -> 39.500.000 - 10 % = 35.550.000.
      await weekday.click();
      await weekday.fill('5500000');
      await poll(() => guest.textContent()).toBe(idr(35_550_000));
      await poll(() => owner.textContent()).toBe(idr(30_217_500));
      await page.keyboard.press('Tab');

      // Night by night (keyboard: the disclosure opens with Enter): 7 nights, 2 of them weekend nights.
      await page.getByText(text('entirePricing.sim.perNight'), { exact: true }).focus();
      await page.keyboard.press('Enter');
      const nights = page.getByRole('table', { name: text('entirePricing.sim.caption') });
      await poll(() => nights.locator('tbody tr').count()).toBe(7);
      expect(await nights.getByText(text('entirePricing.sim.kind.WEEKEND')).count()).toBe(2);
      await expectAxeClean(page);

      // Save: applied to the calendar.
      await page.getByRole('button', { name: text('entirePricing.save') }).click();
      await poll(() =>
        page.getByText(/^Harga disimpan\. \d+ tarif di kalender diperbarui\.$/).count(),
      ).toBeGreaterThan(0);

      // Reload: the same unit with the saved values.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: text('entirePricing.title') }).waitFor();
      await poll(() => field(page, 'entirePricing.base.weekday').inputValue()).toBe('5.500.000');
      expect(await field(page, 'entirePricing.base.weekend').inputValue()).toBe('6.000.000');
      expect(await field(page, 'entirePricing.los.weekly').inputValue()).toBe('10');
      expect(await page.getByText(text('entirePricing.notSet')).count()).toBe(0);

      // The calendar shows the new rate of today on the unit's rate plans.
      await page.goto('/v3/rates-and-availability');
      const grid = page.getByRole('grid', {
        name: text('rates.calendar.gridLabel', { property: 'Villa Demo Bali' }),
      });
      await grid.waitFor();
      await page
        .getByRole('button', { name: `${text('rates.calendar.allRooms')} ${text('rates.calendar.room')}` })
        .click();
      await page.getByRole('option', { name: UNIT }).click();
      const rate = new Intl.NumberFormat('id-ID').format(isWeekendNight(day()) ? 6_000_000 : 5_500_000);
      await poll(() => grid.getByText(rate, { exact: true }).count()).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  });

  it('refuses entire pricing to a hotel on the access-denied page, saying it is for homes', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto(PATH);
      await page.waitForURL('**/v3/app/access-denied');
      await page.getByText(text('common.errors.accessDenied.reasons.NOT_A_HOME')).waitFor();
      await expectAxeClean(page);
      const back = page.getByRole('link', { name: text('shell.accessDenied.back') });
      await back.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/v3/app/home');
    } finally {
      await context.close();
    }
  });
});
