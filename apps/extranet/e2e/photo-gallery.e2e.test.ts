/**
 * The photo gallery in a browser: real JPEGs (made with sharp) go through the file button, each with its own
 * progress; a PNG named .jpg is refused in Indonesian before any upload; the first photo is the main one and
 * another is made main; the order changes by keyboard. Screenshots at 1280 and 390 px are kept for a look.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axe, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';
import { noise } from './photos';

const PATH = '/v3/property/photo-gallery';
const SHOTS = join(tmpdir(), 'extranet-e2e-shots');
let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 200 });

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('photo gallery', () => {
  it('uploads real JPEGs through the page, refuses a PNG, sets another main photo and reorders by keyboard', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Bandung');
      await page.goto(PATH);
      await page.getByRole('heading', { level: 1, name: text('propertyPhotos.title') }).waitFor();
      await page.getByText(text('propertyPhotos.empty')).waitFor();

      const [lobby, pool, png] = await Promise.all([
        noise(1200, 900).jpeg({ quality: 85 }).toBuffer(),
        noise(1100, 900).jpeg({ quality: 85 }).toBuffer(),
        noise(1000, 900).png().toBuffer(),
      ]);
      // The file button is a real button (keyboard reachable); the chooser gets the files.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: text('propertyPhotos.upload.browse') }).focus();
      await page.keyboard.press('Enter');
      await (
        await chooser
      ).setFiles([
        { name: 'lobby.jpg', mimeType: 'image/jpeg', buffer: lobby },
        { name: 'pool.jpg', mimeType: 'image/jpeg', buffer: pool },
        { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: png },
      ]);
      await page.getByText(text('errors.field.PHOTO_WRONG_TYPE'), { exact: true }).waitFor();
      const cards = page.getByTestId('photo-card');
      await poll(() => cards.count()).toBe(2);
      await poll(() => page.getByText(text('propertyPhotos.upload.done')).count()).toBe(2);

      // The first photo is the main one; make the second the main photo.
      const main = text('propertyPhotos.main');
      await expect(cards.nth(0).getByText(main, { exact: true }).count()).resolves.toBe(1);
      const second = text('propertyPhotos.photoName', { position: 2 });
      await page.getByRole('button', { name: text('propertyPhotos.setMainOf', { name: second }) }).click();
      await page.getByText(text('propertyPhotos.mainSet')).waitFor();
      await poll(() => cards.nth(1).getByText(main, { exact: true }).count()).toBe(1);
      await poll(() => cards.nth(0).getByText(main, { exact: true }).count()).toBe(0);

      const hotelId = await useHotel(page, 'Hotel Demo Bandung');
      const gallery = async () =>
        (await (await page.request.get(`/api/v1/hotels/${hotelId}/photos`)).json()) as {
          groups: {
            roomId: number | null;
            photos: { photoId: number; isMain: boolean; urls: { large: string } }[];
          }[];
        };
      const before = (await gallery()).groups[0]!.photos;
      expect(before.map((p) => p.isMain)).toEqual([false, true]);

      // Keyboard: move the main photo up; the order is saved.
      await page.getByRole('button', { name: text('propertyPhotos.moveUp', { name: second }) }).focus();
      await page.keyboard.press('Enter');
      await poll(async () => (await gallery()).groups[0]!.photos.map((p) => p.photoId)).toEqual([
        before[1]!.photoId,
        before[0]!.photoId,
      ]);
      // The stored photo is served with long-cache headers.
      const served = await page.request.get(before[1]!.urls.large);
      expect(served.status()).toBe(200);
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

      // Full size view.
      await cards
        .nth(0)
        .getByRole('button', { name: /ukuran penuh/ })
        .click();
      await page.getByRole('dialog').locator('img').waitFor();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: join(SHOTS, 'photo-gallery-dialog-1280.png') });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // Every control labelled, contrast and structure: no violation of axe.
      const violations = await axe(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'photo-gallery-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(SHOTS, 'photo-gallery-390.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
