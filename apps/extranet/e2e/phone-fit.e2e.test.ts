/**
 * Every page an administrator can open fits a phone: at 390 px, in Indonesian (the longer texts), once its data is
 * in, the page does not scroll sideways and no control, heading or text reaches past the screen's edge, except
 * inside a box that scrolls sideways on purpose (wide tables, the rate calendar). The pages are the app's own
 * routes (@extranet/domain ROUTES), so a new page is checked the day it is added.
 */
import { ROLE, ROUTES } from '@extranet/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, signIn, useHotel } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = ROUTES.filter(
  (r) =>
    r.area === 'app' &&
    !r.path.includes(':') &&
    !r.redirectTo &&
    (r.access.roles ?? []).includes(ROLE.ADMINISTRATOR),
).map((r) => r.path);

/** What reaches past the right edge of the screen, outside boxes that scroll sideways (in the page). */
function overflowing(): string[] {
  const width = document.documentElement.clientWidth;
  const scrollsSideways = (el: Element | null): boolean => {
    for (let n = el; n; n = n.parentElement) {
      const s = getComputedStyle(n);
      if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && n.scrollWidth > n.clientWidth) return true;
    }
    return false;
  };
  const found: string[] = [];
  if (document.documentElement.scrollWidth > width)
    found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  for (const el of document.querySelectorAll(
    'button, a, input, select, textarea, h1, h2, h3, p, label, [role="tab"]',
  )) {
    const box = el.getBoundingClientRect();
    // Visually hidden texts (screen readers only) are 1 px boxes.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.right > width + 1 && !scrollsSideways(el.parentElement))
      found.push(
        `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(box.right)} px`,
      );
  }
  return found;
}

describe('phone', () => {
  it(`fits every page of an administrator (${PAGES.length} pages) on a 390 px screen`, async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      const problems: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Loaded: no skeleton left (the UI library's skeletons are aria-busy).
        await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, null, {
          timeout: 15_000,
        });
        for (const problem of await page.evaluate(overflowing)) problems.push(`${path}: ${problem}`);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 600_000);
});
