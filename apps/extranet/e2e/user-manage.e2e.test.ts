/**
 * User management end to end: admin@ (administrator of Hotel Demo Jakarta) adds a new e-mail with two roles, the
 * list shows it; the invited person follows the mail's link (the forgot-password flow with the e-mail filled in),
 * sets a password and signs in to the property; admin@ changes their roles and removes them after a confirmation.
 * Axe-clean list, form and edit page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axe, baseUrl, describeViolations, launch, newPage, signIn, text, useHotel } from './browser';
import { latestOtp, otpBox } from './outbox';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** The link of the invitation mailed to `email`, read from the server's outbox. */
async function invitationLink(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await response.json()) as { mails: { kind: string; text: string }[] };
  const mail = mails.find((m) => m.kind === 'users.invite');
  const link = mail && /(https?:\/\/\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no invitation mail for ${email}`);
  return link;
}

describe('user management', () => {
  it('adds a user with roles, who sets a password from the mail; changes their roles and removes them', async () => {
    const admin = await newPage(browser);
    const invited = await newPage(browser);
    const email = `tim.${Date.now()}@example.com`;
    const name = 'Tim Reservasi';
    try {
      const { page } = admin;
      await signIn(page, 'admin@demo.extranet');
      await useHotel(page, 'Hotel Demo Jakarta');
      await page.goto('/v3/account/user-manage');
      await page.getByRole('heading', { level: 1, name: text('shell.userManage.title') }).waitFor();
      await page.getByRole('table', { name: text('shell.userManage.caption') }).waitFor();
      await expectAxeClean(page);

      await page.getByRole('link', { name: text('shell.userManage.add') }).click();
      const form = page.getByRole('form', { name: text('shell.userManage.createTitle') });
      await form.waitFor();
      await form.getByRole('textbox', { name: new RegExp(`^${text('shell.userManage.email')}`) }).fill(email);
      await form.getByRole('textbox', { name: new RegExp(`^${text('shell.userManage.name')}`) }).fill(name);
      await form.getByRole('checkbox', { name: text('common.roles.RESERVATION') }).check({ force: true });
      await form.getByRole('checkbox', { name: text('common.roles.FRONT_OFFICE') }).check({ force: true });
      await expectAxeClean(page);
      await form.getByRole('button', { name: text('shell.userManage.submitCreate') }).click();
      await page.waitForURL('**/v3/account/user-manage');
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      expect(await row.textContent()).toContain(
        `${text('common.roles.RESERVATION')}, ${text('common.roles.FRONT_OFFICE')}`,
      );
      expect(await row.textContent()).toContain(text('shell.userManage.neverSignedIn'));

      // The invited person: the mail's link, a code, a password, a sign-in at the property.
      const link = new URL(await invitationLink(email));
      await invited.page.goto(`${link.pathname}${link.search}`);
      expect(await invited.page.locator('input[name="email"]').inputValue()).toBe(email);
      await invited.page.getByRole('button', { name: text('auth.forgot.submit') }).click();
      await invited.page.waitForURL('**/forgot-password/verify');
      await otpBox(invited.page).fill(await latestOtp(email, 'FORGOT_PASSWORD'));
      await invited.page.waitForURL('**/forgot-password/change');
      const password = 'Tim#Reservasi2027';
      await invited.page.locator('input[name="password"]').fill(password);
      await invited.page.locator('input[name="confirmPassword"]').fill(password);
      await invited.page.getByRole('button', { name: text('auth.forgot.changeSubmit') }).click();
      await invited.page.waitForURL('**/login');
      await signIn(invited.page, email, password);
      const session = (await (await invited.page.request.get('/api/v1/auth/session')).json()) as {
        hotels: { name: string }[];
      };
      expect(session.hotels.map((h) => h.name)).toEqual(['Hotel Demo Jakarta']);

      // Back to the administrator: the new user's roles change, then they are removed.
      await row.getByRole('link', { name: text('shell.userManage.editOf', { name }) }).click();
      const edit = page.getByRole('form', { name });
      await edit.waitFor();
      await expectAxeClean(page);
      await edit.getByRole('checkbox', { name: text('common.roles.FRONT_OFFICE') }).uncheck({ force: true });
      await edit.getByRole('checkbox', { name: text('common.roles.REVENUE_MANAGER') }).check({ force: true });
      await edit.getByRole('button', { name: text('shell.userManage.save') }).click();
      await page.getByText(text('shell.userManage.saved')).first().waitFor();
      await page.goto('/v3/account/user-manage');
      await row.waitFor();
      expect(await row.textContent()).toContain(
        `${text('common.roles.REVENUE_MANAGER')}, ${text('common.roles.RESERVATION')}`,
      );
      await row.getByRole('link', { name: text('shell.userManage.editOf', { name }) }).click();
      await page
        .getByRole('form', { name })
        .getByRole('button', { name: text('shell.userManage.remove') })
        .click();
      const dialog = page.getByRole('alertdialog', { name: text('shell.userManage.removeTitle', { name }) });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: text('shell.userManage.remove') }).click();
      await page.waitForURL('**/v3/account/user-manage');
      await page.getByRole('table', { name: text('shell.userManage.caption') }).waitFor();
      await expect.poll(() => page.getByRole('row', { name: new RegExp(name) }).count()).toBe(0);
    } finally {
      await admin.context.close();
      await invited.context.close();
    }
  });
});
