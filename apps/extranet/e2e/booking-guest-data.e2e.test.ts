import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { latestOtp, otpBox } from './outbox';
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
import {
  bookThroughIntake,
  MARKETPLACE_HEADERS,
  offsets,
  sellablePlans,
  type SellablePlan,
} from './marketplace';

// The guest data of a booking that only some staff may see: the virtual credit card (SPEC 3, 8, 9).
let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 250 });
const ADMIN = 'admin@demo.extranet';
const RESERVATION = 'reservation@demo.extranet';
const GUEST = `Wulan Kartika ${Date.now().toString(36)}`;
const ADMIN_PIN = '482915';
const CARD = { cardNumber: '4111111111111111', cvc: '737', holderName: 'MARKETPLACE VCC' };

let hotelId: number;
/** A booking made through the intake for a stay weeks ahead: its card is not usable yet. */
let future: number;
/** A demo booking whose check-in passed less than 60 days ago and has a card. */
let inWindow: number;
/** A booking made through the intake arriving tomorrow (or today): its guest contact can be revealed. */
let soon: number;
const GUEST_EMAIL = 'wulan.kartika@example.com';
const GUEST_PHONE = '+6281298765432';

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Books the first one-night stay of Jakarta that sells from one of `from` (days ahead), as the marketplace does. */
const bookStay = async (
  plans: SellablePlan[],
  from: readonly number[],
  guest: Record<string, string> = {},
): Promise<number> =>
  (
    await bookThroughIntake({
      hotelId,
      plans,
      offsets: from,
      nights: 1,
      key: (stay) => `e2e-${GUEST}-${stay.offset}-${stay.roomId}-${stay.ratePlanId}`,
      body: { guestName: GUEST, itineraryId: `E2E-GD-${Date.now()}`, ...guest },
    })
  ).bookingId;

async function attachCard(bookingId: number): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/v1/marketplace/bookings/${bookingId}/vcc`, {
    method: 'PUT',
    headers: MARKETPLACE_HEADERS,
    body: JSON.stringify({
      ...CARD,
      expiryMonth: 12,
      expiryYear: Number(day(0).slice(0, 4)) + 2,
      currency: 'IDR',
      balance: 1_250_000,
    }),
  });
  if (res.status !== 200) throw new Error(`attaching the card answered ${res.status}`);
}

async function openDetail(page: Page, bookingId: number, lang: 'id' | 'en' = 'id') {
  await page.goto(`/v3/booking/search-bookings?booking=${bookingId}`);
  const dialog = page.getByRole('dialog', { name: text('bookings.detail.title', { id: bookingId }, lang) });
  const section = dialog.getByRole('region', { name: text('bookingVcc.title', {}, lang) });
  await poll(() => section.count()).toBe(1);
  return section;
}

beforeAll(async () => {
  browser = await launch();
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, ADMIN);
    hotelId = await useHotel(page, 'Hotel Demo Jakarta');
    const plans = await sellablePlans(page.request, hotelId);
    future = await bookStay(plans, offsets(45, 135, 3));
    soon = await bookStay(plans, [1, 0], { guestEmail: GUEST_EMAIL, guestPhone: GUEST_PHONE });
    await attachCard(future);
    const past = (await (
      await page.request.get(
        `/api/v1/hotels/${hotelId}/bookings?stayFrom=${day(-50)}&stayTo=${day(-1)}&sort=CHECK_IN&order=DESC&size=100`,
      )
    ).json()) as { bookings: { bookingId: number; checkIn: string }[] };
    for (const b of past.bookings.filter((x) => x.checkIn >= day(-50))) {
      const vcc = (await (
        await page.request.get(`/api/v1/hotels/${hotelId}/bookings/${b.bookingId}/vcc`)
      ).json()) as {
        card: unknown;
        inSwipePeriod: boolean;
      };
      if (vcc.card && vcc.inSwipePeriod) {
        inWindow = b.bookingId;
        break;
      }
    }
    if (!inWindow) throw new Error('no demo booking with a card inside its swipe window');
  } finally {
    await context.close();
  }
});
afterAll(() => browser?.close());

describe('virtual credit card', () => {
  it('is masked, and unavailable before check-in with SPEC 8 text', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, ADMIN);
      await useHotel(page, 'Hotel Demo Jakarta');
      const section = await openDetail(page, future);
      await poll(() => section.getByText('•••• •••• •••• 1111').count()).toBe(1);
      await poll(() => section.getByText(text('bookingVcc.outsideSwipePeriod')).count()).toBe(1);
      expect(await section.getByRole('button', { name: text('bookingVcc.reveal') }).count()).toBe(0);
      expect(await section.getByText(CARD.cardNumber).count()).toBe(0);
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });

  it('is revealed in the swipe window after the PIN, and every reveal is logged', async () => {
    const { context, page } = await newPage(browser, { lang: 'en' });
    try {
      await signIn(page, ADMIN);
      await useHotel(page, 'Hotel Demo Jakarta');
      // The administrator's PIN (module pin): created once, through the API (the PIN page has its own e2e).
      const created = await page.request.post('/api/v1/pin/1/create', {
        headers: sameOrigin(),
        data: { pin: ADMIN_PIN, confirmPin: ADMIN_PIN },
      });
      expect([200, 409]).toContain(created.status());
      const section = await openDetail(page, inWindow, 'en');
      const reveal = section.getByRole('button', { name: text('bookingVcc.reveal', {}, 'en') });
      const enterPin = async (pin: string) => {
        await reveal.click();
        const dialog = page.getByRole('dialog', { name: text('pin.dialog.title', {}, 'en') });
        await dialog.getByLabel(text('ui.pinInput.digit', { index: 1, total: 6 }, 'en')).click();
        await page.keyboard.type(pin);
        await dialog.getByRole('button', { name: text('pin.dialog.submit', {}, 'en') }).click();
        return dialog;
      };
      const dialog = await enterPin('250813');
      await dialog.getByText(text('ui.pinInput.attemptsLeft', { count: 4 }, 'en')).waitFor();
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: text('pin.dialog.cancel', {}, 'en') }).click();

      await enterPin(ADMIN_PIN);
      const number = section.getByTestId('vcc-number');
      await poll(async () => (await number.textContent())?.replace(/ /g, '')).toMatch(/^4000[0-9]{12}$/);
      const log = section.getByRole('list', { name: text('bookingVcc.logTitle', {}, 'en') });
      await poll(() => log.getByText(/Admin Demo \(admin@demo\.extranet\)/).count()).toBeGreaterThan(0);
      await expectAxeClean(page);

      await section.getByRole('button', { name: text('bookingVcc.hide', {}, 'en') }).click();
      await poll(async () => (await number.textContent())?.startsWith('•••• ')).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('cannot be revealed by reservation staff, who do not see finance data', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await signIn(page, RESERVATION);
      await useHotel(page, 'Hotel Demo Jakarta');
      const section = await openDetail(page, inWindow);
      await poll(() => section.getByText(text('bookingVcc.financeOnly')).count()).toBe(1);
      expect(await section.getByRole('button', { name: text('bookingVcc.reveal') }).count()).toBe(0);
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });
});

describe('guest contact', () => {
  it('is revealed with a code mailed to the staff member, and every view is logged', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, ADMIN);
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto(`/v3/booking/search-bookings?booking=${soon}`);
      const dialog = page.getByRole('dialog', { name: text('bookings.detail.title', { id: soon }) });
      const section = dialog.getByRole('region', { name: text('guestContact.title') });
      await section.getByRole('button', { name: text('guestContact.send') }).click();
      const code = await latestOtp(ADMIN, 'GUEST_CONTACT');
      await poll(() => otpBox(page).count()).toBe(1);
      await expectAxeClean(page);
      await otpBox(page).fill(code);
      await poll(() => section.getByRole('link', { name: GUEST_PHONE }).count()).toBe(1);
      await poll(() => section.getByRole('link', { name: GUEST_EMAIL }).count()).toBe(1);
      expect(await section.getByRole('link', { name: GUEST_PHONE }).getAttribute('href')).toBe(
        `tel:${GUEST_PHONE}`,
      );
      expect(await section.getByRole('link', { name: GUEST_EMAIL }).getAttribute('href')).toBe(
        `mailto:${GUEST_EMAIL}`,
      );
      const log = section.getByRole('list', { name: text('guestContact.logTitle') });
      await poll(() => log.getByText(/Admin Demo \(admin@demo\.extranet\)/).count()).toBe(1);
      await expectAxeClean(page);
    } finally {
      await context.close();
    }
  });

  it('is refused more than 1 day before check-in, with the date it opens', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, RESERVATION);
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto(`/v3/booking/search-bookings?booking=${future}`);
      const dialog = page.getByRole('dialog', { name: text('bookings.detail.title', { id: future }) });
      const section = dialog.getByRole('region', { name: text('guestContact.title') });
      await poll(() => section.getByText(/1 hari sebelum check-in/).count()).toBe(1);
      expect(await section.getByRole('button', { name: text('guestContact.send') }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
