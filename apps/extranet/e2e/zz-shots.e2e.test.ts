import { it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, newPage, signIn } from './browser';
import { signUpVerified } from './sign-up';

const OUT = '/tmp/regapp-shots';

async function fakeAt(page: Page, step: string, checks: unknown[] = []) {
  await page.route('**/api/v1/hotels/*/registration', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, any>;
    const idx = body.steps.findIndex((s: any) => s.step === step);
    body.steps = body.steps.map((s: any, i: number) => ({ ...s, state: i < idx ? 'DONE' : i === idx ? 'CURRENT' : 'LOCKED' }));
    body.checks = checks;
    body.paymentDetail = { method: 'BANK_TRANSFER', bankName: 'BCA', branch: 'Denpasar', accountNumber: '1234567890', accountHolder: 'Made Wirawan', swiftCode: 'CENAIDJA', payoutCurrency: 'IDR' };
    await route.fulfill({ response: res, json: body });
  });
}

it('screenshots', async () => {
  const browser = await launch();
  for (const mobile of [false, true]) {
    const w = mobile ? 390 : 1280;
    const { context, page } = await newPage(browser, { mobile });
    if (!mobile) await page.setViewportSize({ width: 1280, height: 900 });
    await signUpVerified(page, `shot-${w}-${Date.now()}@example.test`);
    await page.getByRole('radio', { name: /^Rumah/ }).check();
    await page.getByRole('radio', { name: /^Per unit/ }).check();
    await page.screenshot({ path: `${OUT}/category-${w}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.getByRole('alertdialog').waitFor();
    await page.screenshot({ path: `${OUT}/category-confirm-${w}.png` });
    await context.close();

    const d = await newPage(browser, { mobile });
    if (!mobile) await d.page.setViewportSize({ width: 1280, height: 900 });
    await signIn(d.page, 'draft@demo.extranet');
    await d.page.waitForURL('**/other-platform');
    await d.page.getByRole('button', { name: 'Tambah platform' }).click();
    await d.page.waitForTimeout(500);
    await d.page.screenshot({ path: `${OUT}/other-platform-${w}.png`, fullPage: true });
    await d.page.goto('/v3/registration/nha/agreement');
    await d.page.waitForTimeout(1000);
    await d.page.screenshot({ path: `${OUT}/agreement-${w}.png`, fullPage: true });
    await fakeAt(d.page, 'PAYMENT_DETAIL');
    await d.page.goto('/v3/registration/nha/payment-detail');
    await d.page.waitForTimeout(1000);
    await d.page.screenshot({ path: `${OUT}/payment-${w}.png`, fullPage: true });
    await d.page.unrouteAll();
    await fakeAt(d.page, 'REGISTRATION_REVIEW', [{ field: 'PROPERTY_PHOTO.photos', code: 'MIN', message: 'Unggah minimal 3 foto.' }]);
    await d.page.goto('/v3/registration/nha/registration-review');
    await d.page.waitForTimeout(1000);
    await d.page.screenshot({ path: `${OUT}/review-${w}.png`, fullPage: true });
    await d.context.close();

    const p = await newPage(browser, { mobile });
    if (!mobile) await p.page.setViewportSize({ width: 1280, height: 900 });
    await signIn(p.page, 'pending@demo.extranet');
    await p.page.getByTestId('under-review').waitFor();
    await p.page.screenshot({ path: `${OUT}/under-review-${w}.png`, fullPage: true });
    await p.context.close();
  }
  await browser.close();
}, 180_000);
