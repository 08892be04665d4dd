import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, launch, newPage, signIn, text } from './browser';
import { signUpVerified } from './sign-up';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const poll = expect.poll;
const HOTEL = '/v3/registration/hotel';
const NHA = '/v3/registration/nha';
const saveAndContinue = (page: Page) =>
  page.getByRole('button', { name: text('registration.wizard.saveContinue') }).click();
const stepper = (page: Page) =>
  page.getByRole('navigation', { name: text('registration.wizard.stepsLabel') });
/** axe-core finds nothing to fix on the page as it is now. */
async function expectAccessible(page: Page) {
  const found = await axe(page);
  expect(found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(' | ')})`)).toEqual([]);
}
const stepTitle = (page: Page, step: string) =>
  page.getByRole('heading', { level: 1, name: text(`registration.steps.${step}.title`) });

describe('registration wizard', () => {
  it('a new owner picks hotel, confirms, chooses the property type and resumes at the next step', async () => {
    const email = `hotelier-${Date.now()}@example.test`;
    const { context, page } = await newPage(browser);
    try {
      await signUpVerified(page, email);
      // The old "not available yet" panel is gone: the category page is there.
      await page.getByRole('heading', { level: 1, name: text('registration.category.title') }).waitFor();
      expect(await page.textContent('main')).not.toContain(text('shell.notAvailable.back'));
      await expectAccessible(page);

      await page
        .getByRole('radio', { name: new RegExp(`^${text('registration.category.hotel.title')}`) })
        .check();
      await page.getByRole('button', { name: text('registration.category.submit') }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(text('registration.category.confirm.body'));
      await dialog.getByRole('button', { name: text('registration.category.confirm.confirm') }).click();
      await page.waitForURL(`**${HOTEL}/property-type`);

      await stepTitle(page, 'GUEST_PROPERTY').waitFor();
      await page.getByRole('radio', { name: text('registration.propertyType.types.RESORT') }).check();
      await saveAndContinue(page);
      await page.waitForURL(`**${HOTEL}/general-info`);
      await stepTitle(page, 'GENERAL_INFO').waitFor();

      // Done steps are links, the agreement is locked (plain text).
      const nav = stepper(page);
      await nav
        .getByRole('link', { name: new RegExp(text('registration.steps.GUEST_PROPERTY.title')) })
        .waitFor();
      expect(
        await nav
          .getByRole('link', { name: new RegExp(text('registration.steps.AGREEMENT_DETAIL.title')) })
          .count(),
      ).toBe(0);

      // The general-info form is empty: its required fields are marked and the step stays.
      await saveAndContinue(page);
      await page.locator('[aria-invalid="true"]').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(`${HOTEL}/general-info`);

      // A locked step typed in the address bar, or a new visit, resumes at the step to do.
      await page.goto(`${HOTEL}/payment-detail`);
      await page.waitForURL(`**${HOTEL}/general-info`);
      await page.goto('/v3/app/home');
      await page.waitForURL(`**${HOTEL}/general-info`);
    } finally {
      await context.close();
    }
  });

  it('the draft villa resumes after its contacts, lists other platforms, checks the referral code and signs the agreement', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'draft@demo.extranet');
      await page.waitForURL(`**${NHA}/other-platform`);
      await stepTitle(page, 'OTHER_PLATFORM').waitFor();

      await page.getByRole('button', { name: text('registration.otherPlatform.add') }).click();
      await page
        .getByRole('button', { name: new RegExp(text('registration.otherPlatform.platform', { n: 1 })) })
        .click();
      await page.getByRole('option', { name: text('registration.otherPlatform.platforms.AIRBNB') }).click();
      const url = page.getByLabel(text('registration.otherPlatform.url', { n: 1 }));
      await url.fill('bukan tautan');
      await page
        .getByRole('button', { name: new RegExp(text('registration.otherPlatform.channelSource')) })
        .click();
      await page
        .getByRole('option', { name: text('registration.otherPlatform.channelSources.SOCIAL_MEDIA') })
        .click();
      await saveAndContinue(page);
      await poll(() => url.getAttribute('aria-invalid')).toBe('true');

      // An unknown referral code: the server's message on its field, what was typed kept.
      await url.fill('https://www.airbnb.com/rooms/4242');
      const referral = page.getByLabel(text('registration.otherPlatform.referralCode'));
      await referral.fill('KODETIDAKADA');
      await saveAndContinue(page);
      await poll(() => referral.getAttribute('aria-invalid')).toBe('true');
      expect(await url.inputValue()).toBe('https://www.airbnb.com/rooms/4242');
      expect(new URL(page.url()).pathname).toBe(`${NHA}/other-platform`);

      await expectAccessible(page);
      await referral.fill('TEMANEXTRANET');
      await saveAndContinue(page);
      await page.waitForURL(`**${NHA}/agreement`);

      // The contract in the user's language, then the signature.
      await stepTitle(page, 'AGREEMENT_DETAIL').waitFor();
      const contract = page.getByTestId('agreement-text');
      await poll(async () => ((await contract.textContent()) ?? '').length).toBeGreaterThan(500);
      await expectAccessible(page);
      await page.getByLabel(text('registration.agreement.name')).fill('Made Wirawan');
      await page.getByLabel(text('registration.agreement.position')).fill('Pemilik');
      await saveAndContinue(page);
      const accept = page.getByRole('checkbox', { name: text('registration.agreement.accept') });
      await poll(() => accept.getAttribute('aria-invalid')).toBe('true');
      // react-aria draws the box over its input: the label is what people click.
      await page.getByText(text('registration.agreement.accept')).click();
      await poll(() => accept.isChecked()).toBe(true);
      await saveAndContinue(page);
      await page.waitForURL(`**${NHA}/property-detail`);
      await stepper(page)
        .getByRole('link', { name: new RegExp(text('registration.steps.AGREEMENT_DETAIL.title')) })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('a submitted property shows the under-review state on every step, on a phone too', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    try {
      await signIn(page, 'pending@demo.extranet');
      await page.waitForURL(`**${HOTEL}/**`);
      const state = page.getByTestId('under-review');
      await state.waitFor();
      expect(await state.textContent()).toContain(text('registration.underReview.expectation'));
      await expectAccessible(page);
      expect(await page.getByRole('button', { name: text('registration.wizard.saveContinue') }).count()).toBe(
        0,
      );
      // The compact stepper of a phone.
      await page
        .getByText(new RegExp(text('registration.wizard.stepOf', { current: '\\d+', total: 11 })))
        .waitFor();

      await page.goto(`${HOTEL}/payment-detail`);
      await state.waitFor();
    } finally {
      await context.close();
    }
  });
});
