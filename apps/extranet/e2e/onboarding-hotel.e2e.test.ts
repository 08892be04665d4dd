/**
 * A hotel's onboarding end to end, in a real browser against the real server: a new owner signs up, registers a
 * hotel through every step of the wizard (SPEC 2's order) with real data and real JPEG photos, sees the review
 * and submits; a market manager approves it offline and then activates it online; the owner signs in again,
 * lands on home with the property live and finds the registered rooms (with the default rate plan the approval
 * creates) in the rates calendar. E2E_SCREENSHOTS=<dir> keeps a screenshot of every step at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { day, launch, newPage, readAriCalendar, signIn, text, useHotel } from './browser';
import { OWNER_PASSWORD, signUpVerified } from './sign-up';
import { noiseJpeg } from './photos';

const HOTEL = '/v3/registration/hotel';
const SHOTS = process.env.E2E_SCREENSHOTS;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 200 });
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (key: string) => new RegExp(esc(text(key)));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** With E2E_SCREENSHOTS, the page as it is at 1280 and at 390 px wide (nothing wider than a phone). */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/hotel-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/hotel-${name}-390.png`, fullPage: true });
  await page.setViewportSize(size);
}

const stepTitle = (page: Page, step: string) =>
  page.getByRole('heading', { level: 1, name: text(`registration.steps.${step}.title`) });
const saveAndContinue = (page: Page) =>
  page.getByRole('button', { name: text('registration.wizard.saveContinue') }).click();

/** Waits for the step's page and its heading. */
async function atStep(page: Page, path: string, step: string): Promise<void> {
  await page.waitForURL(`**${HOTEL}/${path}`);
  await stepTitle(page, step).waitFor();
}

/** Picks an option of a searchable list with the keyboard, after typing part of its name. */
async function pick(page: Page, name: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label(name) });
  await poll(() => box.isEnabled()).toBe(true);
  // In the middle of the window: the list opens below it, and a scroll would close it.
  await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await box.fill(typed);
  await page.getByRole('option', { name: option }).click();
  await poll(() => box.inputValue()).toBe(option);
}

describe('onboarding of a hotel', () => {
  it('registers, submits, is approved and activated, and sells its rooms', { timeout: 180_000 }, async () => {
    const email = `onboarding-hotel-${Date.now()}@example.test`;
    const hotelName = `Hotel Onboarding ${Date.now().toString(36)}`;
    const { context, page } = await newPage(browser, {});
    await page.setViewportSize({ width: 1280, height: 900 });
    try {
      await signUpVerified(page, email);
      await page
        .getByRole('radio', { name: new RegExp(`^${text('registration.category.hotel.title')}`) })
        .check();
      await page.getByRole('button', { name: text('registration.category.submit') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: text('registration.category.confirm.confirm') })
        .click();

      // 1. property-type
      await atStep(page, 'property-type', 'GUEST_PROPERTY');
      await page
        .getByRole('radio', { name: text('registration.propertyType.types.HOTEL'), exact: true })
        .check();
      await shot(page, '01-property-type');
      await saveAndContinue(page);

      // 2. general-info
      await atStep(page, 'general-info', 'GENERAL_INFO');
      const field = (key: string) => page.getByRole('textbox', { name: label(key) });
      await poll(() => field('propertyInfo.general.name').isVisible()).toBe(true);
      await field('propertyInfo.general.name').fill(hotelName);
      await field('propertyInfo.general.description').fill(
        'Hotel bisnis di pusat kota, dekat stasiun dan pusat perbelanjaan, dengan kolam renang di atap.',
      );
      await field('propertyInfo.general.address').fill('Jl. Jend. Sudirman 1');
      await pick(page, 'propertyInfo.general.province', 'Ibukota', 'Daerah Khusus Ibukota Jakarta');
      await pick(page, 'propertyInfo.general.regency', 'Pusat', 'Kota Administrasi Jakarta Pusat');
      await pick(page, 'propertyInfo.general.district', 'Tanah', 'Tanah Abang');
      await field('propertyInfo.general.postalCode').fill('10220');
      await field('propertyInfo.general.latitude').fill('-6.2088');
      await field('propertyInfo.general.longitude').fill('106.8456');
      await field('propertyInfo.general.phone').fill('215550123');
      await field('propertyInfo.general.email').fill('info@onboarding.example');
      await shot(page, '02-general-info');
      await page.getByRole('button', { name: text('propertyInfo.general.saveAndContinue') }).click();

      // 3. contact-detail
      await atStep(page, 'contact-detail', 'CONTACT');
      // One contact for all four kinds (a new contact starts with the kinds still missing).
      await page.getByRole('button', { name: text('propertyInfo.contacts.add') }).click();
      const editor = page.getByRole('form', { name: text('propertyInfo.contacts.addTitle') });
      const contactField = (key: string) => editor.getByRole('textbox', { name: label(key) });
      await contactField('propertyInfo.contacts.name').fill('Pemilik Baru');
      await contactField('propertyInfo.contacts.position').fill('General Manager');
      await contactField('propertyInfo.contacts.email').fill(email);
      await contactField('propertyInfo.contacts.mobile').fill('81234567890');
      for (const kind of ['PRIMARY', 'AGREEMENT', 'FINANCE', 'RESERVATION']) {
        const box = editor.getByRole('checkbox', { name: text(`propertyInfo.contacts.kind.${kind}`) });
        if (!(await box.isChecked())) await box.check({ force: true });
      }
      await editor.getByRole('button', { name: text('propertyInfo.contacts.save') }).click();
      await poll(() => page.getByTestId('contact').count()).toBe(1);
      await page.getByText(text('propertyInfo.contacts.complete')).waitFor();
      await shot(page, '03-contact-detail');
      await page.getByRole('button', { name: text('propertyInfo.contacts.continue') }).click();

      // 4. agreement
      await atStep(page, 'agreement', 'AGREEMENT_DETAIL');
      await poll(
        async () => ((await page.getByTestId('agreement-text').textContent()) ?? '').length,
      ).toBeGreaterThan(500);
      await page.getByLabel(text('registration.agreement.name')).fill('Pemilik Baru');
      await page.getByLabel(text('registration.agreement.position')).fill('General Manager');
      await page.getByText(text('registration.agreement.accept')).click();
      await poll(() =>
        page.getByRole('checkbox', { name: text('registration.agreement.accept') }).isChecked(),
      ).toBe(true);
      await shot(page, '04-agreement');
      await saveAndContinue(page);

      // 5. other-platform
      await atStep(page, 'other-platform', 'OTHER_PLATFORM');
      await page.getByRole('button', { name: text('registration.otherPlatform.add') }).click();
      await page
        .getByRole('button', { name: new RegExp(text('registration.otherPlatform.platform', { n: 1 })) })
        .click();
      await page.getByRole('option', { name: text('registration.otherPlatform.platforms.AIRBNB') }).click();
      await page
        .getByLabel(text('registration.otherPlatform.url', { n: 1 }))
        .fill('https://www.airbnb.com/rooms/4242');
      await page
        .getByRole('button', { name: new RegExp(text('registration.otherPlatform.channelSource')) })
        .click();
      await page
        .getByRole('option', { name: text('registration.otherPlatform.channelSources.SOCIAL_MEDIA') })
        .click();
      await shot(page, '05-other-platform');
      await saveAndContinue(page);

      // 6. property-detail (facilities)
      await atStep(page, 'property-detail', 'PROPERTY_DETAIL');
      for (const f of ['RECEPTION_24H', 'ELEVATOR', 'WIFI_PUBLIC', 'MEETING_ROOM'])
        await page
          .getByRole('checkbox', { name: text(`propertyRooms.facility.${f}`), exact: true })
          .check({ force: true });
      await shot(page, '06-property-detail');
      await page.getByRole('button', { name: text('propertyRooms.facilitiesPage.save') }).click();

      // 7. property-photo: real JPEGs through the file button; the first one is the main photo.
      await atStep(page, 'property-photo', 'PROPERTY_PHOTO');
      const files = await Promise.all(
        ['lobby', 'pool', 'room', 'restaurant'].map(async (name, i) => ({
          name: `${name}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await noiseJpeg(1200 - i * 50, 900),
        })),
      );
      const chooser = page.waitForEvent('filechooser');
      await page
        .getByRole('button', { name: text('propertyPhotos.upload.browse') })
        .first()
        .click();
      await (await chooser).setFiles(files);
      const cards = page.getByTestId('photo-card');
      await poll(() => cards.count()).toBe(4);
      await poll(() => page.getByText(text('propertyPhotos.upload.done')).count()).toBe(4);
      await cards.nth(0).getByText(text('propertyPhotos.main'), { exact: true }).waitFor();
      await shot(page, '07-property-photo');
      await saveAndContinue(page);

      // 8. general-policy
      await atStep(page, 'general-policy', 'GENERAL_POLICY');
      const age = (key: string) =>
        page.getByRole('textbox', { name: label(`propertyDetails.policy.${key}`) });
      await age('childAgeFrom').fill('2');
      await age('childAgeTo').fill('11');
      await age('adultMinAge').fill('12');
      await shot(page, '08-general-policy');
      await page.getByRole('button', { name: text('propertyDetails.policy.saveAndContinue') }).click();

      // 9. room-detail
      await atStep(page, 'room-detail', 'ROOM_DETAIL');
      await shot(page, '09-room-detail');
      const roomField = (key: string) => page.getByRole('textbox', { name: text(key), exact: true });
      const choose = async (name: string, option: string) => {
        await page
          .getByRole('button', { name: new RegExp(esc(name)) })
          .first()
          .click();
        await page.getByRole('option', { name: option, exact: true }).click();
      };
      const rooms = [
        { name: 'Deluxe Kota', type: 'Deluxe', size: '30', price: '750000', view: 'Kota' },
        { name: 'Superior Taman', type: 'Superior', size: '24', price: '550000', view: 'Taman' },
      ];
      for (const [i, room] of rooms.entries()) {
        await page.getByRole('button', { name: text('propertyRooms.list.addHOTEL') }).click();
        await page.waitForURL(`**${HOTEL}/room-detail/add`);
        await roomField('propertyRooms.form.name').fill(room.name);
        await choose(text('propertyRooms.form.roomType'), room.type);
        await roomField('propertyRooms.form.sizeSqm').fill(room.size);
        await roomField('propertyRooms.form.minSellPrice').fill(room.price);
        await choose(text('propertyRooms.form.view'), room.view);
        for (const code of ['AIR_CONDITIONING', 'WIFI', 'SHOWER', 'TV']) {
          const box = page.getByRole('checkbox', {
            name: text(`propertyRooms.facility.${code}`),
            exact: true,
          });
          await box.focus();
          await page.keyboard.press('Space');
        }
        if (i === 0) await shot(page, '09-room-detail-add');
        await page.getByRole('button', { name: text('propertyRooms.form.submitCreateHOTEL') }).click();
        await atStep(page, 'room-detail', 'ROOM_DETAIL');
        await page
          .getByRole('button', { name: `${text('propertyRooms.common.edit')} ${room.name}` })
          .waitFor();
      }
      // Edit the second room: more rooms of it.
      await page.getByRole('button', { name: `${text('propertyRooms.common.edit')} Superior Taman` }).click();
      await page.waitForURL(new RegExp(`${HOTEL}/room-detail/edit/\\d+$`));
      const count = page.getByRole('textbox', { name: label('propertyRooms.form.roomCountHOTEL') });
      await poll(() => count.isVisible()).toBe(true);
      await count.fill('12');
      await shot(page, '09-room-detail-edit');
      await page.getByRole('button', { name: text('propertyRooms.form.submitEdit') }).click();
      await atStep(page, 'room-detail', 'ROOM_DETAIL');
      for (const room of rooms)
        await page
          .getByRole('button', { name: `${text('propertyRooms.common.edit')} ${room.name}` })
          .waitFor();
      await shot(page, '09-room-detail-list');
      await saveAndContinue(page);

      // 10. payment-detail
      await atStep(page, 'payment-detail', 'PAYMENT_DETAIL');
      await page
        .getByRole('radio', { name: new RegExp(`^${text('registration.payment.methods.BANK_TRANSFER')}`) })
        .check({ force: true });
      const pay = (key: string) => page.getByRole('textbox', { name: label(`registration.payment.${key}`) });
      await pay('bankName').fill('Bank Central Asia');
      await pay('branch').fill('KCU Thamrin');
      await pay('accountNumber').fill('1234567890');
      await pay('accountHolder').fill('PT Onboarding Hotel');
      await pay('swiftCode').fill('CENAIDJA');
      await shot(page, '10-payment-detail');
      await saveAndContinue(page);

      // 11. registration-review: every step's data, nothing blocking; submit.
      await atStep(page, 'registration-review', 'REGISTRATION_REVIEW');
      const checks = page.getByTestId('registration-checks');
      await poll(() => checks.textContent()).toContain(text('registration.review.ready'));
      const main = page.getByRole('main');
      for (const shown of [
        hotelName,
        'Jl. Jend. Sudirman 1',
        'Tanah Abang, Kota Administrasi Jakarta Pusat, Daerah Khusus Ibukota Jakarta',
        text('propertyRooms.facility.RECEPTION_24H'),
        'Deluxe Kota',
        'Superior Taman',
        'Pemilik Baru',
        'Bank Central Asia',
        'CENAIDJA',
      ])
        await poll(() => main.textContent()).toContain(shown);
      await shot(page, '11-registration-review');
      await page.getByRole('button', { name: text('registration.review.submit') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: text('registration.review.confirm.confirm') })
        .click();
      const underReview = page.getByTestId('under-review');
      await poll(() => underReview.textContent()).toContain(text('registration.underReview.title'));
      await shot(page, '12-under-review');
      await context.close();

      // The market manager approves it offline, then activates it online.
      const mm = await newPage(browser);
      try {
        const review = mm.page;
        await signIn(review, 'mm@demo.extranet');
        for (const decision of ['APPROVE_OFFLINE', 'APPROVE_ONLINE']) {
          await review.goto('/v3/review/properties');
          await review
            .getByRole('link', { name: text('review.properties.openLabel', { name: hotelName }) })
            .click();
          await poll(() => review.getByRole('heading', { level: 1 }).textContent()).toBe(hotelName);
          if (decision === 'APPROVE_OFFLINE') await shot(review, '13-review-detail');
          await review
            .getByRole('region', { name: text('review.decision.title') })
            .getByRole('button', { name: text(`review.decision.${decision}`), exact: true })
            .click();
          await review
            .getByRole('alertdialog')
            .getByRole('button', { name: text(`review.decision.${decision}`), exact: true })
            .click();
          await review.waitForURL('**/v3/review/properties');
          await review.getByText(text(`review.decision.done_${decision}`, { name: hotelName })).waitFor();
        }
      } finally {
        await mm.context.close();
      }

      // The owner signs in again: home, with the property live; its rooms in the calendar.
      const again = await newPage(browser);
      try {
        const owner = again.page;
        await signIn(owner, email, OWNER_PASSWORD);
        await owner.waitForURL('**/v3/app/home');
        await poll(() => owner.getByRole('banner').textContent()).toContain(hotelName);
        await shot(owner, '14-home');
        await owner.goto('/v3/rates-and-availability');
        const main = owner.getByRole('main');
        for (const room of rooms) await poll(() => main.textContent()).toContain(room.name);
        await shot(owner, '15-rates-and-availability');
        // Each registered room sells under the default rate plan the approval created.
        const hotelId = await useHotel(owner, hotelName);
        const calendar = await readAriCalendar(owner, hotelId, day(0), day(6));
        expect(calendar.rooms).toHaveLength(rooms.length);
        for (const room of calendar.rooms)
          expect(calendar.ratePlans.filter((p) => p.roomId === room.roomId).length).toBeGreaterThan(0);
      } finally {
        await again.context.close();
      }
    } catch (error) {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/hotel-failed.png`, fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  });
});
