import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  axe,
  baseUrl,
  day,
  describeViolations,
  launch,
  newPage,
  sameOrigin,
  signIn,
  text,
  useHotel,
} from './browser';
import { MARKETPLACE_HEADERS } from './marketplace';

let browser: Browser;

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Types a YYYY-MM-DD range into a date range picker's segments (dd/mm/yyyy in Indonesian). */
async function typeRange(page: Page, label: string, start: string, end: string): Promise<void> {
  const [sy, sm, sd] = start.split('-');
  const [ey, em, ed] = end.split('-');
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${sd}${sm}${sy}${ed}${em}${ey}`);
}

interface Quoted {
  totalPrice: number;
  nights: { rate: number }[];
  promotions: { applied: { name: string; kind: string; value: number }[] };
}

/** The marketplace's quote of a stay (the intake API). */
async function quoted(stay: Record<string, unknown>): Promise<Quoted> {
  const res = await fetch(`${baseUrl()}/api/v1/marketplace/quote`, {
    method: 'POST',
    headers: MARKETPLACE_HEADERS,
    body: JSON.stringify(stay),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Quoted;
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('exclusive member deals', () => {
  it('an owner creates a 10 % member deal: logged-in guests pay 10 % less, others the same', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      const plans = (await (await page.request.get(`/api/v1/hotels/${hotelId}/rate-plans`)).json()) as {
        items: { ratePlanId: number; name: string; roomIds: number[] }[];
      };
      const rooms = (await (await page.request.get(`/api/v1/hotels/${hotelId}/rooms`)).json()) as {
        items: { roomId: number; name: string }[];
      };
      const plan = plans.items.find((p) => p.name === 'Non-Refundable Saver')!;
      const room = rooms.items.find((r) => r.roomId === plan.roomIds[0])!;
      // Nights of their own (the promotions test uses next month), open, with rooms to sell.
      const nights = [day(80), day(81)];
      const opened = await page.request.post(`/api/v1/hotels/${hotelId}/ari/changes`, {
        data: {
          changes: nights.flatMap((date) => [
            { roomId: room.roomId, ratePlanId: null, date, field: 'allotment', value: 5 },
            { roomId: room.roomId, ratePlanId: plan.ratePlanId, date, field: 'closeOut', value: false },
          ]),
          dryRun: false,
          confirmAnomalies: true,
        },
        headers: sameOrigin(),
      });
      expect(opened.status(), await opened.text()).toBe(200);
      const stay = {
        hotelId,
        roomId: room.roomId,
        ratePlanId: plan.ratePlanId,
        checkIn: day(80),
        checkOut: day(82),
        adults: 2,
      };
      const member = await quoted({ ...stay, platform: 'LOGIN' });
      const guest = await quoted({ ...stay, platform: 'NON_LOGIN' });
      const tenOff = member.totalPrice - member.nights.reduce((s, n) => s + Math.round(n.rate * 0.1), 0);

      // The list's empty state or table offers a member deal; the form shows the target users read-only.
      await page.goto('/v3/promotions-and-campaigns/exclusive-member-deals');
      const memberType = text('targetedPromotions.type.MEMBER');
      await page
        .getByRole('link', { name: text('targetedPromotions.create', { type: memberType }) })
        .first()
        .click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect
        .poll(() => page.getByText(text('targetedPromotions.form.targetUsersLocked')).count())
        .toBeGreaterThan(0);
      const name = `Member ${Date.now().toString(36)}`;
      await page.getByRole('textbox', { name: text('targetedPromotions.form.name') }).fill(name);
      // A discount beyond the bounds is a field error before anything is sent.
      const discount = page.getByRole('textbox', { name: text('targetedPromotions.form.discountPercent') });
      await discount.fill('90');
      await page.getByRole('button', { name: text('targetedPromotions.form.submitCreate') }).click();
      await expect
        .poll(() => page.locator('main').textContent())
        .toContain(text('validations.promotion.ratePlanRequired'));
      await discount.fill('10');
      await typeRange(page, text('targetedPromotions.form.bookingPeriod'), day(0), day(30));
      await typeRange(page, text('targetedPromotions.form.stayPeriod'), day(80), day(81));
      await page
        .getByRole('group', { name: text('targetedPromotions.form.ratePlans'), exact: true })
        .getByRole('checkbox', { name: plan.name })
        .check({ force: true });
      await page
        .getByRole('group', { name: text('targetedPromotions.form.rooms'), exact: true })
        .getByRole('checkbox', { name: room.name })
        .check({ force: true });
      await expectAxeClean(page);
      await page.getByRole('button', { name: text('targetedPromotions.form.submitCreate') }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/exclusive-member-deals'));
      await page
        .getByRole('cell', { name: new RegExp(name) })
        .first()
        .waitFor();
      await expectAxeClean(page);

      const after = await quoted({ ...stay, platform: 'LOGIN' });
      expect(after.totalPrice).toBe(tenOff);
      expect(after.promotions.applied).toMatchObject([{ name, kind: 'TARGETED', value: 10 }]);
      expect((await quoted({ ...stay, platform: 'NON_LOGIN' })).totalPrice).toBe(guest.totalPrice);

      // Switched off, the member price is the base again.
      await page
        .getByRole('switch', { name: text('targetedPromotions.statusLabel', { name }) })
        .click({ force: true });
      await expect
        .poll(async () => (await quoted({ ...stay, platform: 'LOGIN' })).totalPrice, { timeout: 15_000 })
        .toBe(member.totalPrice);
    } finally {
      await context.close();
    }
  });
});
