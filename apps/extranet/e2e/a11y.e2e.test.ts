import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';

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

describe('accessibility', () => {
  it('has no axe violations on the sign-in page, in both languages and on a phone', async () => {
    for (const options of [
      { lang: 'id' as const },
      { lang: 'en' as const },
      { lang: 'id' as const, mobile: true },
    ]) {
      const { context, page } = await newPage(browser, options);
      try {
        await page.goto('/login');
        await page.locator('input[name="email"]').waitFor();
        await expectNoViolations(page);
      } finally {
        await context.close();
      }
    }
  });

  it('has no axe violations on home, on a desktop and with the phone drawer open', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/app/home');
      await page
        .getByRole('navigation', { name: text('shell.nav.main') })
        .getByRole('link')
        .first()
        .waitFor();
      // The dashboard renders after its data: check the page once its heading is there.
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoViolations(page);
    } finally {
      await context.close();
    }
    const phone = await newPage(browser, { mobile: true });
    try {
      await signIn(phone.page, 'admin@demo.extranet');
      await useHotel(phone.page, 'Hotel Demo Jakarta');
      await phone.page.goto('/v3/app/home');
      await phone.page.getByRole('heading', { level: 1 }).waitFor();
      await phone.page.getByRole('button', { name: text('shell.nav.open') }).click();
      await phone.page
        .getByRole('navigation', { name: text('shell.nav.main') })
        .getByRole('link')
        .first()
        .waitFor();
      await expectNoViolations(phone.page);
    } finally {
      await phone.context.close();
    }
  });

  it('has no axe violations on the other screens of the shell', async () => {
    const anonymous = await newPage(browser);
    try {
      for (const path of ['/register', '/forgot-password', '/v3/no-such-page']) {
        await anonymous.page.goto(path);
        await anonymous.page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoViolations(anonymous.page);
      }
    } finally {
      await anonymous.context.close();
    }
    const { context, page } = await newPage(browser, { lang: 'en' });
    try {
      await signIn(page, 'admin@demo.extranet');
      await page
        .getByRole('navigation', { name: text('shell.nav.main', undefined, 'en') })
        .getByRole('link')
        .first()
        .waitFor();
      for (const path of [
        '/v3/change-hotel',
        '/v3/finance/payment-list',
        '/v3/app/access-denied',
        '/v3/change-password',
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page
          .getByRole('navigation', { name: text('shell.nav.main', undefined, 'en') })
          .getByRole('link')
          .first()
          .waitFor();
        await expectNoViolations(page);
      }
      // The user's own page, reached from the account menu.
      await page
        .getByRole('button', { name: new RegExp(text('shell.account.menu', undefined, 'en')) })
        .click();
      await page.getByRole('link', { name: text('shell.account.profile', undefined, 'en') }).click();
      await page.waitForURL(/\/v3\/account\/user-manage\/edit\//);
      await page.locator('input[name="name"]').waitFor();
      await expectNoViolations(page);
    } finally {
      await context.close();
    }
  });

  it('signs in with the keyboard only', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login');
      await page.locator('input[name="email"]').waitFor();
      // Tab from the top of the page until the e-mail field has focus, then type and submit with Enter.
      let guard = 0;
      while (
        !(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'email'))
      ) {
        await page.keyboard.press('Tab');
        if (++guard > 20) throw new Error('the e-mail field is not reachable with Tab');
      }
      await page.keyboard.type('admin@demo.extranet');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
        'password',
      );
      await page.keyboard.type('Extranet#2026');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/v3/app/home');
      await page
        .getByRole('navigation', { name: text('shell.nav.main') })
        .getByRole('link')
        .first()
        .waitFor();
      // The skip link is the first stop and moves focus to the content.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        text('shell.skipToContent'),
      );
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id || location.hash)).toMatch(/main/);
    } finally {
      await context.close();
    }
  });
});
