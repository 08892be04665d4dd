/**
 * Guest reviews end to end: a review the marketplace posts through the intake appears on
 * /v3/report-analytics/guest-review, the filters narrow the list (in the URL), the trend shows as a chart and
 * as a table, the owner replies once and the marketplace reads the reply through the intake; axe-clean, and
 * usable at phone width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import {
  axe,
  baseUrl,
  day,
  describeViolations,
  launch,
  newPage,
  now,
  signIn,
  text,
  useHotel,
} from './browser';
import { E2E_MARKETPLACE_KEY } from './marketplace';

let browser: Browser;
/** The marketplace: its own client, with its key and no user's cookies. */
let marketplace: APIRequestContext;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const key = { 'x-api-key': E2E_MARKETPLACE_KEY };
const URL = '/v3/report-analytics/guest-review';

beforeAll(async () => {
  browser = await launch();
  marketplace = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: key });
});
afterAll(async () => {
  await marketplace?.dispose();
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

/** Posts a review as the marketplace does; returns its guest name and the marketplace's review id. */
async function postReview(hotelId: number, score: number) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const guestName = `Tamu Ulasan ${stamp}`;
  const reviewId = `e2e-${stamp}`;
  const res = await marketplace.post('/api/v1/marketplace/reviews', {
    data: {
      hotelId,
      reviewId,
      guestName,
      travellerType: 'BUSINESS',
      score,
      subScores: { cleanliness: score, staff: score },
      checkIn: day(-3),
      checkOut: day(-1),
      reviewedAt: new Date(now().getTime() - 60_000).toISOString(),
      text: 'Perjalanan bisnis, rapat di dekat hotel. Wi-Fi cepat.',
    },
  });
  expect(res.status()).toBe(201);
  return { guestName, reviewId };
}

/** The marketplace's reply of a review, read through the intake (every page after cursor 0). */
async function replyOf(hotelId: number, reviewId: string) {
  let after = 0;
  for (;;) {
    const res = await marketplace.get(
      `/api/v1/marketplace/reviews/replies?hotelId=${hotelId}&after=${after}&limit=100`,
    );
    expect(res.status()).toBe(200);
    const body = (await res.json()) as {
      items: { reviewId: string; reply: { textId: string | null; textEn: string | null } | null }[];
      next: number;
    };
    const found = body.items.find((r) => r.reviewId === reviewId);
    if (found) return found.reply;
    if (body.items.length === 0) return null;
    after = body.next;
  }
}

describe('guest reviews', () => {
  it('a review posted by the marketplace appears, the filters find it, the owner replies and the marketplace reads the reply', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      const { guestName, reviewId } = await postReview(hotelId, 3);
      await page.goto(URL);
      await page.getByRole('heading', { level: 1, name: text('guestReviews.title') }).waitFor();
      const card = page.getByRole('article', { name: guestName });
      // Newest first: the review written a minute ago leads the first page.
      await card.waitFor();
      await expect(card.textContent()).resolves.toContain(text('guestReviews.travellerType.BUSINESS'));
      // The trend: a chart (loaded on demand) and its table.
      const chart = page.getByRole('img', { name: /^Skor rata-rata dan jumlah ulasan per bulan/ });
      await chart.waitFor();
      await page.getByRole('button', { name: text('guestReviews.trend.showTable') }).click();
      const table = page.getByRole('table', { name: text('guestReviews.trend.caption') });
      await poll(() => table.locator('tbody tr').count()).toBe(12);
      await poll(() => chart.count()).toBe(0);
      await expectAxeClean(page);

      // Filters: business travellers scoring 3 at most find it; families do not.
      await choose(
        page,
        text('guestReviews.filters.travellerType'),
        text('guestReviews.travellerType.BUSINESS'),
      );
      await choose(page, text('guestReviews.filters.scoreMax'), '3');
      await poll(() => new globalThis.URL(page.url()).search).toContain('travellerType=BUSINESS');
      await poll(() => new globalThis.URL(page.url()).search).toContain('scoreMax=3');
      await card.waitFor();
      const scores = await page.getByRole('article').evaluateAll((els) => els.length);
      expect(scores).toBeGreaterThan(0);
      for (const text_ of await page.getByRole('article').allTextContents()) {
        expect(text_).toContain(text('guestReviews.travellerType.BUSINESS'));
      }
      const api = (await (
        await page.request.get(`/api/v1/hotels/${hotelId}/guest-reviews?travellerType=BUSINESS&scoreMax=3`)
      ).json()) as { summary: { averageScore: number } };
      await poll(() => page.getByTestId('average-score').textContent()).toBe(
        api.summary.averageScore.toLocaleString('id', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      );
      await choose(
        page,
        text('guestReviews.filters.travellerType'),
        text('guestReviews.travellerType.FAMILY'),
      );
      await poll(() => card.count()).toBe(0);
      await choose(
        page,
        text('guestReviews.filters.travellerType'),
        text('guestReviews.travellerType.BUSINESS'),
      );
      await card.waitFor();

      // The reply: validated in the form, sent once, shown with who wrote it; no second reply is offered.
      await card
        // The button is named with the review's time too ("… (4 Okt 2026, 10.00 WIB)"): matched by its start.
        .getByRole('button', {
          name: text('guestReviews.reply.actionTo', { name: guestName, date: '' }).replace(' ()', ''),
        })
        .click();
      await card.getByRole('button', { name: text('guestReviews.reply.submit') }).click();
      await card.getByText(text('validations.review.replyRequired')).waitFor();
      const reply = 'Terima kasih atas ulasannya, kami akan memperbaiki layanan kami.';
      await card.getByLabel(text('guestReviews.reply.textId')).fill(reply);
      await expectAxeClean(page);
      await card.getByRole('button', { name: text('guestReviews.reply.submit') }).click();
      await card.getByText(reply).waitFor();
      await card.getByText(/^Dibalas oleh Admin Demo pada /).waitFor();
      await poll(() => card.getByRole('button', { name: /Balas/ }).count()).toBe(0);
      await expect(replyOf(hotelId, reviewId)).resolves.toEqual({
        textId: reply,
        textEn: null,
        repliedAt: expect.any(String),
      });
      // After a reload (the URL keeps the filters) the reply is still there.
      await page.reload();
      await page.getByRole('article', { name: guestName }).getByText(reply).waitFor();
    } finally {
      await context.close();
    }
  });

  it('at phone width the page fits the screen and stays axe-clean', async () => {
    const { context, page } = await newPage(browser, { mobile: true, lang: 'en' });
    try {
      await signIn(page, 'reservation@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto(URL);
      await page.getByRole('heading', { level: 1, name: text('guestReviews.title', {}, 'en') }).waitFor();
      await page.getByRole('img', { name: /^Average score and number of reviews per month/ }).waitFor();
      await page.getByRole('article').first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(page);
      // Server-side paging: the second page has other reviews.
      const first = await page.getByRole('article').first().getAttribute('aria-labelledby');
      await page
        .getByRole('navigation', { name: text('guestReviews.list.pagination', {}, 'en') })
        .getByRole('button', { name: /2/ })
        .first()
        .click();
      await poll(() => new globalThis.URL(page.url()).search).toContain('page=2');
      await poll(() => page.getByRole('article').first().getAttribute('aria-labelledby')).not.toBe(first);
    } finally {
      await context.close();
    }
  });
});
