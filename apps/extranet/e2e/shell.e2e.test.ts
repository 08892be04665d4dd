import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, signIn, text, useHotel } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a day in the shell', () => {
  it('signs in as the administrator, switches property, switches to English and signs out', async () => {
    const { context, page } = await newPage(browser);
    // Each language's catalogs are a chunk of their own, loaded when the language is shown.
    const catalogsLoaded: string[] = [];
    page.on('request', (request) => {
      const lang = /\/catalogs-(id|en)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (lang) catalogsLoaded.push(lang);
    });
    // The pages' Content-Security-Policy (scripts and styles from the server, a nonce for the style elements
    // a dialog's scroll lock adds) must not block anything the app does.
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    try {
      await signIn(page, 'admin@demo.extranet');
      // Start from the administrator's first property whatever an earlier test file chose.
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/app/home');
      const header = page.locator('header').first();
      const main = page.locator('main');
      const greetingId = text('shell.homePage.greeting', { name: '' }).trim();
      await expect
        .poll(() => main.getByRole('heading', { level: 1 }).textContent())
        .toMatch(new RegExp(`^${greetingId}`));
      const propertySwitch = header.getByRole('button', { name: new RegExp(text('shell.property.label')) });
      await expect.poll(() => propertySwitch.textContent()).toContain('Hotel Demo Jakarta');

      // Switch property from the top bar.
      await propertySwitch.click();
      await page.getByRole('option', { name: 'Villa Demo Bali' }).click();
      await expect
        .poll(() => page.getByRole('status').or(page.getByRole('alert')).allTextContents())
        .toContainEqual(
          expect.stringContaining(text('shell.property.switched', { name: 'Villa Demo Bali' })),
        );
      await expect.poll(() => main.textContent()).toContain('Villa Demo Bali');
      await expect.poll(() => main.textContent()).toContain(text('shell.accommodationType.NHA'));

      expect(catalogsLoaded).toContain('id');
      expect(catalogsLoaded).not.toContain('en');
      expect(blocked).toEqual([]);

      // Switch to English: everything re-renders once the English catalogs arrived (never a message key on
      // screen meanwhile), the choice is kept in the lang cookie.
      await page.evaluate(() => {
        const seen: string[] = [];
        const key = /\b(?:common|shell|ui)\.[a-zA-Z]+\.[a-zA-Z.]+/;
        new MutationObserver(() => {
          const found = key.exec(document.body.innerText)?.[0];
          if (found) seen.push(found);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
        Object.assign(window, { keysSeen: seen });
      });
      await header.getByRole('button', { name: new RegExp(text('shell.language.label')) }).click();
      await page.getByRole('option', { name: 'English' }).click();
      const greetingEn = text('shell.homePage.greeting', { name: '' }, 'en').trim();
      await expect
        .poll(() => main.getByRole('heading', { level: 1 }).textContent())
        .toMatch(new RegExp(`^${greetingEn}`));
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value)
        .toBe('en');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(catalogsLoaded).toContain('en');
      expect(await page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen)).toEqual([]);
      await expect
        .poll(() => main.textContent())
        .toContain(text('shell.homePage.quickLinks', undefined, 'en'));

      // Sign out through the account menu.
      await header
        .getByRole('button', { name: new RegExp(text('shell.account.menu', undefined, 'en')) })
        .click();
      await page.getByRole('button', { name: text('shell.account.signOut', undefined, 'en') }).click();
      await page.waitForURL('**/login');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(text('auth.login.title', undefined, 'en'));
      // The session is gone: the product sends us back to sign in.
      await page.goto('/v3/app/home');
      await page.waitForURL('**/login?ref=*');
      expect(blocked).toEqual([]);

      // A style element added at run time the way a dialog's scroll lock adds one (react-remove-scroll takes
      // __webpack_nonce__) applies; one without the page's nonce is refused by the policy.
      const styleApplies = (withNonce: boolean) =>
        page.evaluate((useNonce) => {
          const style = document.createElement('style');
          const nonce = (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__;
          if (useNonce && nonce) style.setAttribute('nonce', nonce);
          const name = useNonce ? '--csp-nonced' : '--csp-plain';
          style.textContent = `body { ${name}: 1 }`;
          document.head.append(style);
          const applied = getComputedStyle(document.body).getPropertyValue(name).trim() === '1';
          style.remove();
          return applied;
        }, withNonce);
      expect(await styleApplies(true)).toBe(true);
      expect(await styleApplies(false)).toBe(false);
    } finally {
      await context.close();
    }
  });
  it('keeps the language chosen while signed in for the account: a new device signs in to it', async () => {
    const phone = await newPage(browser, { mobile: true });
    const laptop = await newPage(browser);
    try {
      await signIn(phone.page, 'finance@demo.extranet');
      await phone.page.goto('/v3/app/home');
      const picker = phone.page
        .locator('header')
        .first()
        .getByRole('button', { name: new RegExp(text('shell.language.label')) });
      // On a phone the picker names the language in full (it showed "Bahasa …").
      await expect.poll(() => picker.textContent()).toContain('Bahasa Indonesia');
      const cut = await picker.evaluate((button) =>
        [...button.querySelectorAll('*')].some(
          (el) => el.textContent === 'Bahasa Indonesia' && el.scrollWidth > el.clientWidth,
        ),
      );
      expect(cut).toBe(false);
      await picker.click();
      await phone.page.getByRole('option', { name: 'English' }).click();
      await expect.poll(() => phone.page.evaluate(() => document.documentElement.lang)).toBe('en');
      await expect
        .poll(async () => {
          const session = await phone.page.request.get('/api/v1/auth/session');
          return ((await session.json()) as { account: { language: string | null } }).account.language;
        })
        .toBe('en');

      // Another device, a browser with no language of its own: signed in, it shows the account's English.
      await laptop.context.clearCookies();
      await signIn(laptop.page, 'finance@demo.extranet');
      await expect.poll(() => laptop.page.evaluate(() => document.documentElement.lang)).toBe('en');
      await expect
        .poll(async () => (await laptop.context.cookies()).find((c) => c.name === 'lang')?.value)
        .toBe('en');

      // Back to Indonesian from there, for the tests that follow.
      await laptop.page
        .locator('header')
        .first()
        .getByRole('button', { name: new RegExp(text('shell.language.label', undefined, 'en')) })
        .click();
      await laptop.page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
      await expect.poll(() => laptop.page.evaluate(() => document.documentElement.lang)).toBe('id');
      await expect
        .poll(async () => {
          const session = await laptop.page.request.get('/api/v1/auth/session');
          return ((await session.json()) as { account: { language: string | null } }).account.language;
        })
        .toBe('id');
    } finally {
      await phone.context.close();
      await laptop.context.close();
    }
  });
});
