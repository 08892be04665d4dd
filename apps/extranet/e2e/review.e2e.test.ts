import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, describeViolations, launch, newPage, sameOrigin, signIn, text, useHotel } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface QueueItem {
  hotelId: number;
  name: string;
  queue: 'SUBMITTED' | 'AWAITING_ACTIVATION';
}

/** The property of pending@ (its only one), as the owner's session names it. */
async function pendingProperty(page: Page): Promise<{ hotelId: number; name: string }> {
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    hotels: { hotelId: number; name: string }[];
  };
  return session.hotels[0]!;
}

/**
 * Puts the rejected property back in the queue the way its owner does (register again, submit: its data is kept),
 * so the other tests find pending@ under review whatever the order of the files.
 */
async function resubmit(page: Page, hotelId: number): Promise<void> {
  const restart = await page.request.post(`/api/v1/hotels/${hotelId}/registration/restart`, {
    headers: sameOrigin(),
  });
  expect(restart.status(), await restart.text()).toBe(200);
  const submit = await page.request.post(`/api/v1/hotels/${hotelId}/registration/submit`, {
    headers: sameOrigin(),
  });
  expect(submit.status(), await submit.text()).toBe(200);
}

describe('review by market managers', () => {
  it('lets mm@ open the queue, read the submitted registration and reject it with a reason', async () => {
    const owner = await newPage(browser);
    const mm = await newPage(browser);
    try {
      await signIn(owner.page, 'pending@demo.extranet');
      const pending = await pendingProperty(owner.page);

      const { page } = mm;
      await signIn(page, 'mm@demo.extranet');
      // The menu of a market manager lists the queue, also while one of their properties is the current one.
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/app/home');
      await page
        .getByRole('link', { name: text('review.nav.reviewProperties') })
        .first()
        .click();
      await page.waitForURL('**/v3/review/properties');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(text('review.queue.title'));
      const open = page.getByRole('link', {
        name: text('review.properties.openLabel', { name: pending.name }),
      });
      await open.waitFor();
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      await open.click();
      await page.waitForURL(`**/v3/review/properties/${pending.hotelId}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pending.name);
      for (const key of ['generalInfoTitle', 'contactsTitle', 'agreementTitle', 'roomsTitle', 'logTitle'])
        await page.getByRole('heading', { level: 2, name: text(`review.detail.${key}`) }).waitFor();

      // Photos at full size: arrows browse, Esc closes.
      const gallery = page.getByRole('list', { name: text('review.detail.photosTitle'), exact: true });
      const count = await gallery.getByRole('button').count();
      expect(count).toBeGreaterThan(0);
      await gallery.getByRole('button', { name: text('review.lightbox.open', { index: 1, count }) }).click();
      const lightbox = page.getByRole('dialog', { name: text('review.lightbox.title', { index: 1, count }) });
      await lightbox.waitFor();
      // The full-size variant (the photo store serves it under /media).
      expect(await lightbox.getByRole('img').getAttribute('src')).toMatch(/^\/media\/.+-large\.jpg$/);
      if (count > 1) {
        await page.keyboard.press('ArrowRight');
        await page
          .getByRole('dialog', { name: text('review.lightbox.title', { index: 2, count }) })
          .waitFor();
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      const detailViolations = await axe(page);
      expect(detailViolations, describeViolations(detailViolations)).toEqual([]);

      // A reason that is too short is refused on the field, then a real one is sent.
      await page.getByRole('button', { name: text('review.decision.REJECT'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      const reason = dialog.getByLabel(text('review.decision.reasonLabel'));
      await reason.fill('Foto?');
      await dialog.getByRole('button', { name: text('review.decision.REJECT'), exact: true }).click();
      await dialog.getByText(text('review.decision.reasonTooShort', { min: 10 })).waitFor();
      const why = 'Foto kamar buram; unggah ulang foto yang lebih jelas.';
      await reason.fill(why);
      await dialog.getByRole('button', { name: text('review.decision.REJECT'), exact: true }).click();

      await page.waitForURL('**/v3/review/properties');
      await page.getByText(text('review.decision.done_REJECT', { name: pending.name })).waitFor();
      const queue = (await (await page.request.get('/api/v1/review/properties')).json()) as {
        items: QueueItem[];
      };
      expect(queue.items.map((i) => i.hotelId)).not.toContain(pending.hotelId);

      // The owner reads the reason; the decision is logged with who decided.
      const registration = (await (
        await owner.page.request.get(`/api/v1/hotels/${pending.hotelId}/registration`)
      ).json()) as {
        activeStatus: number;
        rejectionReason: string;
        decisions: { decision: string; by: string }[];
      };
      expect(registration.activeStatus).toBe(0);
      expect(registration.rejectionReason).toBe(why);
      expect(registration.decisions.at(-1)?.decision).toBe('REJECT');

      // The owner registers again and submits: the property is back in the queue.
      await resubmit(owner.page, pending.hotelId);
      await page.reload();
      await page
        .getByRole('link', { name: text('review.properties.openLabel', { name: pending.name }) })
        .waitFor();
    } finally {
      await owner.context.close();
      await mm.context.close();
    }
  });

  it('shows the queue on a phone', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await signIn(page, 'mm@demo.extranet');
      await page.goto('/v3/review/properties');
      await page.getByRole('heading', { level: 2, name: text('review.properties.submittedTitle') }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('denies the queue to anyone who is not a market manager', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/review/properties');
      await page.waitForURL('**/v3/app/access-denied');
      const api = await page.request.get('/api/v1/review/properties');
      expect(api.status()).toBe(403);
    } finally {
      await context.close();
    }
  });

  it('shows the signed agreement on /v3/hotel-contract with its PDF', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      const hotelId = await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/hotel-contract');
      const agreement = (await (await page.request.get(`/api/v1/hotels/${hotelId}/agreement`)).json()) as {
        title: string;
        name: string;
        version: string;
      };
      await page.getByRole('heading', { level: 2, name: agreement.title }).waitFor();
      const main = page.getByRole('main');
      await main.getByText(agreement.name, { exact: true }).waitFor();
      await main.getByText(agreement.version, { exact: true }).waitFor();
      const href = await page
        .getByRole('link', { name: text('review.contract.download') })
        .getAttribute('href');
      const pdf = await page.request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await context.close();
    }
  });
});
