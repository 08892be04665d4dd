/**
 * Issue 11 "Done when" for a home rented by unit, end to end through the real server: a new owner signs up,
 * walks the 11 steps of the NHA wizard with real data (photos are real JPEGs made with the server's sharp),
 * submits; a market manager approves offline, then activates online; the owner lands on home with the
 * property live and finds the units in the rates calendar. Screenshots at 1280 and 390 px go to
 * $E2E_SCREENSHOTS when set.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { day, launch, newPage, readAriCalendar, signIn, text } from './browser';
import { OWNER_PASSWORD, signUpVerified } from './sign-up';
import { noiseJpeg } from './photos';

const NHA = '/v3/registration/nha';
const SHOTS = process.env.E2E_SCREENSHOTS;
const stamp = Date.now();
const PROPERTY = `Vila Uji Unit ${stamp}`;
const UNITS = [`Unit Kenanga ${stamp}`, `Unit Melati ${stamp}`];

let browser: Browser;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 200 });
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (key: string, params?: Record<string, unknown>) => new RegExp(esc(text(key, params)));

beforeAll(async () => {
  browser = await launch();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Full-page screenshots at 1280 and 390 px (only when $E2E_SCREENSHOTS names a folder). */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/onboarding-home-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function jpegs(count: number): Promise<Buffer[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => noiseJpeg(1000, 800 + i * 10)));
}

const saveAndContinue = (page: Page) =>
  page.getByRole('button', { name: text('registration.wizard.saveContinue') }).click();
const stepTitle = (page: Page, step: string) =>
  page.getByRole('heading', { level: 1, name: text(`registration.steps.${step}.title`) });

async function atStep(page: Page, path: string, step: string): Promise<void> {
  await page.waitForURL(`**${NHA}/${path}`);
  await stepTitle(page, step).waitFor();
}

/** Picks an option of a searchable list by typing part of its name. */
async function pick(page: Page, key: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label(key) });
  await poll(() => box.isEnabled()).toBe(true);
  // The list depends on the choice above and may still be loading: typed again until it narrows to the match.
  await poll(async () => {
    await box.fill('');
    await box.fill(typed);
    return page.getByRole('option').allTextContents();
  }).toEqual([option]);
  await box.press('ArrowDown');
  await box.press('Enter');
  await poll(() => box.inputValue()).toBe(option);
}

/** Opens a select (a button named by its label) and chooses an option. */
async function choose(page: Page, key: string, option: string) {
  await page
    .getByRole('button', { name: label(key) })
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function check(page: Page, name: string) {
  const box = page.getByRole('checkbox', { name, exact: true });
  await box.focus();
  if (!(await box.isChecked())) await page.keyboard.press('Space');
  await poll(() => box.isChecked()).toBe(true);
}

async function upload(page: Page, files: Buffer[], prefix: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: text('propertyPhotos.upload.browse') }).click();
  await (
    await chooser
  ).setFiles(files.map((buffer, i) => ({ name: `${prefix}-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
  await poll(() => page.getByTestId('photo-card').count()).toBe(files.length);
}

const contact = {
  name: 'Ketut Sudarma',
  position: 'Pemilik',
  mobile: '81234500011',
};

async function generalInfo(page: Page) {
  await atStep(page, 'general-info', 'GENERAL_INFO');
  await page.getByRole('textbox', { name: label('propertyInfo.general.name') }).fill(PROPERTY);
  await page
    .getByRole('textbox', { name: label('propertyInfo.general.address') })
    .fill('Jl. Pantai Berawa No. 8, Canggu');
  await pick(page, 'propertyInfo.general.province', 'Bali', 'Bali');
  await pick(page, 'propertyInfo.general.regency', 'Badung', 'Kabupaten Badung');
  await pick(page, 'propertyInfo.general.district', 'Kuta Utara', 'Kuta Utara');
  await page.getByRole('textbox', { name: label('propertyInfo.general.postalCode') }).fill('80361');
  await page.getByRole('textbox', { name: label('propertyInfo.general.latitude') }).fill('-8.6478');
  await page.getByRole('textbox', { name: label('propertyInfo.general.longitude') }).fill('115.1385');
  await page.getByRole('textbox', { name: label('propertyInfo.general.phone') }).fill('361555010');
  await page
    .getByRole('textbox', { name: label('propertyInfo.general.email') })
    .fill(`vila-${stamp}@example.test`);
  await shot(page, '02-general-info');
  await saveAndContinue(page);
}

async function contacts(page: Page, email: string) {
  await atStep(page, 'contact-detail', 'CONTACT');
  await page.getByRole('button', { name: text('propertyInfo.contacts.add') }).click();
  const editor = page.getByRole('form', { name: text('propertyInfo.contacts.addTitle') });
  await editor.getByRole('textbox', { name: label('propertyInfo.contacts.name') }).fill(contact.name);
  await editor.getByRole('textbox', { name: label('propertyInfo.contacts.position') }).fill(contact.position);
  await editor.getByRole('textbox', { name: label('propertyInfo.contacts.email') }).fill(email);
  await editor.getByRole('textbox', { name: label('propertyInfo.contacts.mobile') }).fill(contact.mobile);
  for (const kind of ['PRIMARY', 'AGREEMENT', 'FINANCE', 'RESERVATION']) {
    const box = editor.getByRole('checkbox', { name: text(`propertyInfo.contacts.kind.${kind}`) });
    if (!(await box.isChecked())) await box.check({ force: true });
  }
  await shot(page, '03-contact-editor');
  await editor.getByRole('button', { name: text('propertyInfo.contacts.save') }).click();
  await page.getByTestId('contact').filter({ hasText: contact.name }).waitFor();
  await shot(page, '03-contacts');
  await page.getByRole('button', { name: text('propertyInfo.contacts.continue') }).click();
}

async function otherPlatform(page: Page) {
  await atStep(page, 'other-platform', 'OTHER_PLATFORM');
  await page.getByRole('button', { name: text('registration.otherPlatform.add') }).click();
  await page
    .getByRole('button', { name: new RegExp(text('registration.otherPlatform.platform', { n: 1 })) })
    .click();
  await page.getByRole('option', { name: text('registration.otherPlatform.platforms.AIRBNB') }).click();
  await page
    .getByLabel(text('registration.otherPlatform.url', { n: 1 }))
    .fill('https://www.airbnb.com/rooms/777001');
  await page
    .getByRole('button', { name: new RegExp(text('registration.otherPlatform.channelSource')) })
    .click();
  await page
    .getByRole('option', { name: text('registration.otherPlatform.channelSources.SOCIAL_MEDIA') })
    .click();
  await shot(page, '04-other-platform');
  await saveAndContinue(page);
}

async function agreement(page: Page) {
  await atStep(page, 'agreement', 'AGREEMENT_DETAIL');
  const contract = page.getByTestId('agreement-text');
  await poll(async () => ((await contract.textContent()) ?? '').length).toBeGreaterThan(500);
  await page.getByLabel(text('registration.agreement.name')).fill(contact.name);
  await page.getByLabel(text('registration.agreement.position')).fill(contact.position);
  await page.getByText(text('registration.agreement.accept')).click();
  await poll(() =>
    page.getByRole('checkbox', { name: text('registration.agreement.accept') }).isChecked(),
  ).toBe(true);
  await shot(page, '05-agreement');
  await saveAndContinue(page);
}

async function facilities(page: Page) {
  await atStep(page, 'property-detail', 'PROPERTY_DETAIL');
  for (const code of ['SWIMMING_POOL', 'PARKING', 'WIFI_PUBLIC'])
    await check(page, text(`propertyRooms.facility.${code}`));
  await shot(page, '06-facilities');
  await page.getByRole('button', { name: text('propertyRooms.facilitiesPage.save') }).click();
}

async function propertyPhotos(page: Page) {
  await atStep(page, 'property-photo', 'PROPERTY_PHOTO');
  await upload(page, await jpegs(3), 'vila');
  // The first photo is the main one.
  await poll(() =>
    page.getByTestId('photo-card').nth(0).getByText(text('propertyPhotos.main'), { exact: true }).count(),
  ).toBe(1);
  await shot(page, '07-photos');
  await saveAndContinue(page);
}

async function generalPolicy(page: Page) {
  await atStep(page, 'general-policy', 'GENERAL_POLICY');
  const form = page.getByRole('form', { name: text('propertyDetails.policy.general') });
  await form.getByRole('radio', { name: text('propertyDetails.policy.allAges') }).check({ force: true });
  await form.getByRole('switch', { name: text('propertyDetails.policy.pets') }).check({ force: true });
  for (const [key, value] of [
    ['childAgeFrom', '0'],
    ['childAgeTo', '11'],
    ['adultMinAge', '12'],
  ] as const)
    await form.getByRole('textbox', { name: label(`propertyDetails.policy.${key}`) }).fill(value);
  await shot(page, '08-policy');
  await form.getByRole('button', { name: text('propertyDetails.policy.saveAndContinue') }).click();
}

async function unit(page: Page, name: string, index: number) {
  await page.getByRole('button', { name: text('propertyRooms.list.addNHA') }).click();
  await page.waitForURL(`**${NHA}/listing-detail/add`);
  await page.getByRole('textbox', { name: text('propertyRooms.form.name'), exact: true }).fill(name);
  await choose(page, 'propertyRooms.form.roomType', 'Vila');
  await page.getByRole('textbox', { name: text('propertyRooms.form.sizeSqm'), exact: true }).fill('80');
  await page
    .getByRole('textbox', { name: text('propertyRooms.form.minSellPrice'), exact: true })
    .fill(String(1_500_000 + index * 250_000));
  for (const code of ['AIR_CONDITIONING', 'WIFI', 'SHOWER'])
    await check(page, text(`propertyRooms.facility.${code}`));
  if (index === 0) await shot(page, '09-unit-form');
  await page.getByRole('button', { name: text('propertyRooms.form.submitCreateNHA') }).click();
  await page.waitForURL(new RegExp(`${NHA}/listing-detail/edit/\\d+$`));
  await upload(page, await jpegs(2), `unit-${index + 1}`);
  if (index === 0) await shot(page, '09-unit-photos');
  await page.getByRole('button', { name: text('registration.shared.backToList') }).click();
  await page.waitForURL(`**${NHA}/listing-detail`);
}

async function listingDetail(page: Page) {
  await atStep(page, 'listing-detail', 'LISTING_DETAIL');
  for (const [i, name] of UNITS.entries()) await unit(page, name, i);
  for (const name of UNITS) await page.getByText(name).first().waitFor();
  await shot(page, '09-units');
  await saveAndContinue(page);
}

async function paymentDetail(page: Page) {
  await atStep(page, 'payment-detail', 'PAYMENT_DETAIL');
  await page
    .getByRole('radio', { name: new RegExp(text('registration.payment.methods.BANK_TRANSFER')) })
    .check({ force: true });
  await page.getByRole('textbox', { name: label('registration.payment.bankName') }).fill('Bank Central Asia');
  await page.getByRole('textbox', { name: label('registration.payment.branch') }).fill('Denpasar');
  await page.getByRole('textbox', { name: label('registration.payment.accountNumber') }).fill('1234567890');
  await page.getByRole('textbox', { name: label('registration.payment.accountHolder') }).fill(contact.name);
  await page.getByRole('textbox', { name: label('registration.payment.swiftCode') }).fill('CENAIDJA');
  await shot(page, '10-payment');
  await saveAndContinue(page);
}

describe('onboarding a home rented by unit', () => {
  it('signs up, registers every step, is approved and activated, and sells its units', async () => {
    const email = `pemilik-unit-${stamp}@example.test`;
    const owner = await newPage(browser);
    const { page } = owner;
    try {
      await signUpVerified(page, email);
      await page.getByRole('heading', { level: 1, name: text('registration.category.title') }).waitFor();
      await page
        .getByRole('radio', { name: new RegExp(`^${text('registration.category.home.title')}`) })
        .check({ force: true });
      await page
        .getByRole('radio', { name: new RegExp(`^${text('registration.placeTypes.UNIT')}`) })
        .check({ force: true });
      await shot(page, '00-category');
      await page.getByRole('button', { name: text('registration.category.submit') }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: text('registration.category.confirm.confirm') }).click();

      await atStep(page, 'property-type', 'GUEST_PROPERTY');
      await page
        .getByRole('radio', { name: text('registration.propertyType.types.VILLA') })
        .check({ force: true });
      await shot(page, '01-property-type');
      await saveAndContinue(page);

      await generalInfo(page);
      await contacts(page, email);
      await otherPlatform(page);
      await agreement(page);
      await facilities(page);
      await propertyPhotos(page);
      await generalPolicy(page);
      await listingDetail(page);
      await paymentDetail(page);

      await atStep(page, 'registration-review', 'REGISTRATION_REVIEW');
      await page.getByText(text('registration.review.ready')).waitFor();
      const main = page.getByRole('main');
      for (const seen of [
        PROPERTY,
        'Jl. Pantai Berawa No. 8, Canggu',
        contact.name,
        ...UNITS,
        'Bank Central Asia',
      ])
        await main.getByText(seen).first().waitFor();
      await shot(page, '11-review');
      await page.getByRole('button', { name: text('registration.review.submit') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: text('registration.review.confirm.confirm') })
        .click();
      await page.getByTestId('under-review').waitFor();
      await shot(page, '12-under-review');
    } catch (error) {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/onboarding-home-failure.png`, fullPage: true });
      throw error;
    } finally {
      await owner.context.close();
    }

    // The market manager approves offline, then activates online.
    const mm = await newPage(browser);
    try {
      const p = mm.page;
      await signIn(p, 'mm@demo.extranet');
      await p.goto('/v3/review/properties');
      await p.getByRole('link', { name: text('review.properties.openLabel', { name: PROPERTY }) }).click();
      await poll(() => p.getByRole('heading', { level: 1 }).textContent()).toBe(PROPERTY);
      await shot(p, '13-review-detail');
      await p.getByRole('button', { name: text('review.decision.APPROVE_OFFLINE'), exact: true }).click();
      await p
        .getByRole('alertdialog')
        .getByRole('button', { name: text('review.decision.APPROVE_OFFLINE'), exact: true })
        .click();
      await p.waitForURL('**/v3/review/properties');
      await p.getByRole('link', { name: text('review.properties.openLabel', { name: PROPERTY }) }).click();
      await p.getByRole('button', { name: text('review.decision.APPROVE_ONLINE'), exact: true }).click();
      await p
        .getByRole('alertdialog')
        .getByRole('button', { name: text('review.decision.APPROVE_ONLINE'), exact: true })
        .click();
      await p.waitForURL('**/v3/review/properties');
    } finally {
      await mm.context.close();
    }

    // The owner signs in again: home, live; the units are in the calendar with the default rate plan.
    const again = await newPage(browser);
    try {
      const p = again.page;
      await signIn(p, email, OWNER_PASSWORD);
      await p.waitForURL('**/v3/app/home');
      await p.getByRole('banner').getByText(PROPERTY).waitFor();
      await p.getByRole('heading', { level: 1 }).first().waitFor();
      await shot(p, '14-home');
      await p.goto('/v3/rates-and-availability');
      for (const name of UNITS) await poll(() => p.getByRole('main').textContent()).toContain(name);
      await shot(p, '15-calendar');
      const session = (await (await p.request.get('/api/v1/auth/session')).json()) as {
        hotels: { hotelId: number; name: string }[];
      };
      const hotelId = session.hotels.find((h) => h.name === PROPERTY)!.hotelId;
      // Live: approved online.
      const registration = (await (await p.request.get(`/api/v1/hotels/${hotelId}/registration`)).json()) as {
        activeStatus: number;
      };
      expect(registration.activeStatus).toBe(2);
      const calendar = await readAriCalendar(p, hotelId, day(0), day(6));
      expect(calendar.rooms.map((r) => r.roomName).sort()).toEqual([...UNITS].sort());
      // Each unit sells through the default rate plan the approval created.
      const units = calendar.rooms.map((r) => r.roomId);
      for (const roomId of units)
        expect(calendar.ratePlans.some((plan) => plan.roomId === roomId)).toBe(true);
    } finally {
      await again.context.close();
    }
  }, 180_000);
});
