import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, describeViolations, launch, newPage, text } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoViolations(page: Page) {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const h1 = (page: Page) => page.locator('main h1');

describe('public pages', () => {
  it('shows the landing in Indonesian at /v3/ and in English at /v3/en, axe clean on a desktop and a phone', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await newPage(browser, { mobile });
      try {
        await page.goto('/v3/');
        await expect.poll(() => h1(page).textContent()).toBe(text('public.landing.hero.title'));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
        const main = page.locator('main');
        expect(
          await main.getByRole('link', { name: text('public.landing.hero.signIn') }).getAttribute('href'),
        ).toBe('/login');
        await expectNoViolations(page);

        await page.goto('/v3/en');
        await expect
          .poll(() => h1(page).textContent())
          .toBe(text('public.landing.hero.title', undefined, 'en'));
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
        await expectNoViolations(page);
      } finally {
        await context.close();
      }
    }
  });

  it('switches language with the link, keeps the choice, and opens the register page from the landing', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/v3/homes');
      await expect.poll(() => h1(page).textContent()).toBe(text('public.homes.hero.title'));
      await expectNoViolations(page);
      await page.getByRole('link', { name: 'English', exact: true }).click();
      await page.waitForURL('**/v3/en/homes');
      await expect.poll(() => h1(page).textContent()).toBe(text('public.homes.hero.title', undefined, 'en'));
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value)
        .toBe('en');

      // The plain address now follows the choice.
      await page.goto('/v3/');
      await page.waitForURL('**/v3/en');
      await expect
        .poll(() => h1(page).textContent())
        .toBe(text('public.landing.hero.title', undefined, 'en'));

      await page
        .locator('main')
        .getByRole('link', { name: text('public.landing.hero.register', undefined, 'en') })
        .first()
        .click();
      await page.waitForURL('**/register');
    } finally {
      await context.close();
    }
  });

  it('keeps the header to one row on a phone, the links behind a menu button that works by keyboard', async () => {
    const desktop = await newPage(browser);
    try {
      await desktop.page.goto('/v3/');
      await expect.poll(() => h1(desktop.page).textContent()).toBe(text('public.landing.hero.title'));
      const header = desktop.page.locator('header').first();
      expect((await header.boundingBox())?.height).toBeLessThan(90);
      expect(await header.getByRole('button', { name: text('shell.publicLayout.menu') }).isVisible()).toBe(
        false,
      );
      expect(
        await header.getByRole('link', { name: text('shell.publicLayout.helpCenter') }).isVisible(),
      ).toBe(true);
    } finally {
      await desktop.context.close();
    }

    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await page.goto('/v3/');
      await expect.poll(() => h1(page).textContent()).toBe(text('public.landing.hero.title'));
      const header = page.locator('header').first();
      // One row (it was four, 245 px, before any content).
      expect((await header.boundingBox())?.height).toBeLessThan(80);
      const menu = header.getByRole('button', { name: text('shell.publicLayout.menu') });
      const helpCenter = header.getByRole('link', { name: text('shell.publicLayout.helpCenter') });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await helpCenter.isVisible()).toBe(false);

      await menu.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => helpCenter.isVisible()).toBe(true);
      // The languages by their names, in full.
      const languages = header.getByRole('group', { name: text('shell.language.label') });
      expect(await languages.getByRole('link').allTextContents()).toEqual(['Bahasa Indonesia', 'English']);
      await expectNoViolations(page);

      await page.keyboard.press('Escape');
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
      await expect.poll(() => helpCenter.isVisible()).toBe(false);

      // A link of the menu leads on, and the new page starts with the menu folded.
      await menu.click();
      await helpCenter.click();
      await page.waitForURL('**/v3/help-center');
      // The menu folds once the new page has rendered, a moment after the address changed.
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('searches the help centre as you type, shows an empty state, and opens an article', async () => {
    const { context, page } = await newPage(browser, { lang: 'id' });
    try {
      await page.goto('/v3/help-center');
      await expect.poll(() => h1(page).textContent()).toBe(text('help.title'));
      await expectNoViolations(page);

      const search = page.getByRole('searchbox', { name: text('help.search.label') });
      await search.fill('kata sandi');
      const results = page.getByRole('region', { name: text('help.search.resultsTitle') });
      await expect
        .poll(() => results.getByRole('link').first().textContent())
        .toBe(text('help.articles.forgotPassword.title'));
      expect(new URL(page.url()).searchParams.get('q')).toBe('kata sandi');

      await search.fill('xyzzy');
      const empty = page.getByRole('heading', { name: text('help.search.emptyTitle', { query: 'xyzzy' }) });
      await empty.waitFor();
      await expectNoViolations(page);
      await page.getByRole('button', { name: text('help.search.showAll') }).click();
      await expect.poll(() => search.inputValue()).toBe('');

      await search.fill('PIN');
      await results.getByRole('link', { name: text('help.articles.pin.title') }).click();
      await page.waitForURL('**/v3/help-center/finance-pin');
      await expect.poll(() => h1(page).textContent()).toBe(text('help.articles.pin.title'));
      await expect.poll(() => page.getByRole('article').textContent()).toContain('6 digit');
      await expectNoViolations(page);
    } finally {
      await context.close();
    }
  });

  it('reads an English article on a phone, axe clean, and goes back to the help centre', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await page.goto('/v3/en/help-center/photo-requirements');
      await expect
        .poll(() => h1(page).textContent())
        .toBe(text('help.articles.photos.title', undefined, 'en'));
      await expect.poll(() => page.getByRole('article').textContent()).toContain('JPG or JPEG only.');
      await expectNoViolations(page);
      await page
        .getByRole('article')
        .getByRole('link', { name: text('help.article.back', undefined, 'en') })
        .click();
      await page.waitForURL('**/v3/en/help-center');
      await expect.poll(() => h1(page).textContent()).toBe(text('help.title', undefined, 'en'));
    } finally {
      await context.close();
    }
  });
});
