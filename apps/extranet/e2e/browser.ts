import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { addDays, DEFAULT_TIME_ZONE, todayInZone } from '@extranet/domain';
import type { Schemas } from '@extranet/api';
import { translate, type Language } from '@extranet/i18n';
import { decodeAriCalendar } from '../src/features/rates-calendar/api/decode-ari-calendar';
import type { AriCalendar } from '../src/features/rates-calendar/model';
import { E2E_MARKETPLACE_KEY } from './marketplace-key';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-smooth-scrolling',
];

export const DEMO_PASSWORD = 'Extranet#2026';

/** The marketplace's API key of the server under test (global-setup.ts MARKETPLACE_API_KEY). */
export const MARKETPLACE_API_KEY = E2E_MARKETPLACE_KEY;

/** What time it is for the server and the browsers: the real time, or the time since TEST_NOW (global-setup). */
export function now(): Date {
  return new Date(Date.now() + inject('clockOffsetMs'));
}

/** The date `offset` days from today in the properties' time zone (GMT+7), as the server counts days. */
export function day(offset = 0): string {
  return addDays(todayInZone(DEFAULT_TIME_ZONE, now), offset);
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * The headers of the page's own requests, for changes a test sends with the page's cookies outside the page
 * (page.request): the server refuses a cookie-authenticated change from elsewhere (403 CROSS_SITE_REQUEST).
 */
export function sameOrigin(): Record<string, string> {
  return { origin: baseUrl() };
}

/** The catalog text of `key` (tests assert what users read, in the language they read it). */
export function text(key: string, params?: Record<string, unknown>, lang: Language = 'id'): string {
  const value = translate(lang, key, params);
  if (value === undefined) throw new Error(`missing message ${key} (${lang})`);
  return value;
}

let shared: Promise<Browser> | undefined;

/**
 * The run's one Chromium. The files run one after the other in one worker that keeps its modules
 * (vitest.e2e.config.ts), so they share the browser instead of each starting its own; a file's `close()` closes
 * the contexts it opened (nothing it saw is left for the next file) and keeps the browser running. Playwright
 * stops it when the worker exits.
 */
export function launch(): Promise<Browser> {
  shared ??= chromium
    .launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
    .then((browser) => {
      browser.close = async () => {
        await Promise.all(browser.contexts().map((context) => context.close()));
      };
      return browser;
    });
  return shared;
}

export async function newPage(
  browser: Browser,
  options: { lang?: Language; mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const lang = options.lang ?? 'id';
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: lang === 'id' ? 'id-ID' : 'en-GB',
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    // As a user who asks for less motion: skeletons stand still and spinners turn slower, so a busy machine spends
    // its time on the flows, not on repainting a shimmer (docs/decisions/test-suite-time.md, "Sixth look").
    reducedMotion: 'reduce',
  });
  await context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
  // Under TEST_NOW the pages' clock starts at the same date and time as the server's, then runs on.
  if (inject('clockOffsetMs') !== 0) await context.clock.install({ time: now() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Signs in through the login form, the way a user does, and waits to leave /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  // The first page of a new browser context loads the app from nothing: on a machine busy with three test lanes
  // that has taken longer than the default 15 s once.
  await page.locator('input[name="email"]').fill(email, { timeout: 45_000 });
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/v3/'));
}

/**
 * The signed-in user's current property (the server keeps it between sign-ins) becomes `name`; returns its id.
 * Tests that depend on the property set it first, so the order of the test files does not matter.
 */
export async function useHotel(page: Page, name: string): Promise<number> {
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    hotels: { hotelId: number; name: string }[];
  };
  const hotel = session.hotels.find((h) => h.name === name);
  if (!hotel) throw new Error(`The signed-in user has no property named ${name}`);
  const res = await page.request.put('/api/v1/auth/session/hotel', {
    data: { hotelId: hotel.hotelId },
    headers: sameOrigin(),
  });
  if (res.status() !== 200) throw new Error(`Switching to ${name} answered ${res.status()}`);
  return hotel.hotelId;
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/** Runs axe-core (WCAG 2.x A/AA and best practices) in the page and returns its violations. */
export async function axe(page: Page): Promise<AxeViolation[]> {
  // Judged once nothing moves: a button or a toast in the middle of a transition (a hover or focus colour, a fade
  // in) has a colour between two states, which a busy machine can catch and axe reports as low contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated through the browser's debugging protocol: the pages' Content-Security-Policy refuses an inline
  // script tag (script-src 'self'), as it should. Once per document: a page checked twice keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await w.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })),
    }));
  });
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.html}`).join('\n')}`,
    )
    .join('\n');
}

/**
 * The calendar read (`GET .../ari`, columnar and run-length encoded) decoded as the app decodes it: one array
 * per series and day.
 */
export async function readAriCalendar(
  page: Page,
  hotelId: number,
  from: string,
  to: string,
): Promise<AriCalendar> {
  const res = await page.request.get(`/api/v1/hotels/${hotelId}/ari?from=${from}&to=${to}`);
  if (res.status() !== 200) throw new Error(`GET .../ari: ${res.status()} ${await res.text()}`);
  return decodeAriCalendar((await res.json()) as Schemas['AriCalendar']);
}
