/**
 * Campaigns end to end: the market manager creates a campaign in the browser; the Jakarta owner joins it with a
 * 15 % discount on one room and rate plan; the marketplace's quote for a stay in it is 15 % lower (and the same
 * outside it). Every screen is axe-clean.
 */
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
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });

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
  promotions: { applied: { offerId: string; kind: string; value: number }[] };
}

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

describe('campaigns', () => {
  it('the market manager creates a campaign, the owner joins with 15 %, the marketplace quote is 15 % lower', async () => {
    const mm = await newPage(browser);
    const owner = await newPage(browser, { mobile: true });
    try {
      const name = `Kampanye ${Date.now().toString(36)}`;
      // The market manager creates the campaign: stays from day 65 to day 75, booked from today.
      const m = mm.page;
      await signIn(m, 'mm@demo.extranet');
      await m.goto('/v3/review/campaigns');
      await m.getByRole('heading', { level: 1, name: text('campaigns.review.title') }).waitFor();
      await expectAxeClean(m);
      await m.getByRole('link', { name: text('campaigns.review.create') }).click();
      await m.getByRole('heading', { level: 1, name: text('campaigns.form.createTitle') }).waitFor();
      await m.getByRole('textbox', { name: text('campaigns.form.name') }).fill(name);
      await m.getByRole('textbox', { name: text('campaigns.form.descriptionId') }).fill('Kampanye uji.');
      await m.getByRole('textbox', { name: text('campaigns.form.descriptionEn') }).fill('A test campaign.');
      await typeRange(m, text('campaigns.form.participationPeriod'), day(0), day(20));
      await typeRange(m, text('campaigns.form.bookingPeriod'), day(0), day(30));
      await typeRange(m, text('campaigns.form.stayPeriod'), day(65), day(75));
      await expectAxeClean(m);
      await m.getByRole('button', { name: text('campaigns.form.submitCreate') }).click();
      await m.waitForURL((url) => url.pathname === '/v3/review/campaigns');
      await m
        .getByRole('cell', { name: new RegExp(name) })
        .first()
        .waitFor();

      // The owner's room and rate plan: Deluxe King on the non-refundable plan, two nights open to sell.
      const page = owner.page;
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      const plans = (await (await page.request.get(`/api/v1/hotels/${hotelId}/rate-plans`)).json()) as {
        items: { ratePlanId: number; name: string }[];
      };
      const rooms = (await (await page.request.get(`/api/v1/hotels/${hotelId}/rooms`)).json()) as {
        items: { roomId: number; name: string }[];
      };
      const plan = plans.items.find((p) => p.name === 'Non-Refundable Saver')!;
      const room = rooms.items.find((r) => r.name === 'Deluxe King')!;
      const opened = await page.request.post(`/api/v1/hotels/${hotelId}/ari/changes`, {
        data: {
          changes: [day(70), day(71), day(80)].flatMap((date) => [
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
        checkIn: day(70),
        checkOut: day(72),
        adults: 2,
      };
      const outside = { ...stay, checkIn: day(80), checkOut: day(81) };
      const base = await quoted(stay);
      expect(base.promotions.applied).toEqual([]);
      const baseOutside = (await quoted(outside)).totalPrice;
      const fifteenOff = base.totalPrice - base.nights.reduce((s, n) => s + Math.round(n.rate * 0.15), 0);

      // The owner finds it in the campaign list and joins.
      await page.goto('/v3/promotions-and-campaigns/campaign-list');
      await page.getByRole('heading', { level: 1, name: text('campaigns.title') }).waitFor();
      await page
        .getByRole('cell', { name: new RegExp(name) })
        .first()
        .waitFor();
      await expectAxeClean(page);
      await page.getByRole('link', { name: text('campaigns.joinNamed', { name }) }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const discount = page.getByRole('textbox', {
        name: new RegExp(text('campaigns.view.discount').replace(/[()%]/g, '.')),
      });
      await discount.fill('15');
      await page
        .getByRole('group', { name: text('campaigns.view.rooms') })
        .getByRole('checkbox', { name: room.name })
        .check({ force: true });
      await page
        .getByRole('group', { name: text('campaigns.view.ratePlans') })
        .getByRole('checkbox', { name: plan.name })
        .check({ force: true });
      await expectAxeClean(page);
      await page.getByRole('button', { name: text('campaigns.view.submitJoin') }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/campaign-list'));
      await poll(() =>
        page.getByText(text('campaigns.joined', { percent: 15, rooms: 1, plans: 1 })).count(),
      ).toBeGreaterThan(0);
      await expectAxeClean(page);

      // The marketplace's quote for a stay in the campaign is 15 % lower; outside it, unchanged.
      const inside = await quoted(stay);
      expect(inside.totalPrice).toBe(fifteenOff);
      expect(inside.promotions.applied).toMatchObject([{ kind: 'CAMPAIGN', value: 15 }]);
      expect((await quoted(outside)).totalPrice).toBe(baseOutside);
    } finally {
      await mm.context.close();
      await owner.context.close();
    }
  });
});
