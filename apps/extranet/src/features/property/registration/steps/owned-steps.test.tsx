import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RegistrationStepName } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { buildRoutes } from '../../../../app/router';
import { fakeServer, session } from '../../../../../test/fake-server';
import type { Registration } from '../model';
import { registrationAfter } from '../test-fixtures';

const hotelAfter = (last: RegistrationStepName, extra: Partial<Registration> = {}) =>
  registrationAfter('HOTEL', last, { propertyType: 'HOTEL', ...extra });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const t = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;

function open(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const draftHotel = (last: RegistrationStepName) =>
  session({ hotel: { accommodationType: 'HOTEL', activeStatus: -3, registrationStep: last } });

afterEach(() => vi.unstubAllGlobals());

describe('payment-detail step', () => {
  it('shows bank fields only for a bank transfer, puts the server field errors on them and keeps what was typed', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    fakeServer(draftHotel('ROOM_DETAIL'), {
      'GET /api/v1/hotels/101/registration': () => json(200, hotelAfter('ROOM_DETAIL')),
      'PUT /api/v1/hotels/101/registration/payment-detail': ({ body }) => {
        bodies.push(JSON.parse(body));
        return json(400, {
          code: 'VALIDATION_ERROR',
          message: 'Periksa isian Anda.',
          errors: [{ field: 'accountNumber', code: 'ACCOUNT', message: 'Nomor rekening ditolak bank.' }],
        });
      },
    });
    open('/v3/registration/hotel/payment-detail');
    await screen.findByRole('heading', { level: 1, name: t('registration.steps.PAYMENT_DETAIL.title') });
    expect(screen.queryByLabelText(new RegExp(t('registration.payment.bankName')))).toBeNull();
    await user.click(
      screen.getByRole('radio', { name: new RegExp(t('registration.payment.methods.INVOICE')) }),
    );
    expect(screen.queryByLabelText(new RegExp(t('registration.payment.bankName')))).toBeNull();
    await user.click(
      screen.getByRole('radio', { name: new RegExp(t('registration.payment.methods.BANK_TRANSFER')) }),
    );
    await user.type(
      screen.getByLabelText(new RegExp(t('registration.payment.bankName'))),
      'Bank Central Asia',
    );
    await user.type(screen.getByLabelText(new RegExp(t('registration.payment.branch'))), 'Denpasar');
    await user.type(
      screen.getByLabelText(new RegExp(`^${t('registration.payment.accountNumber')}`)),
      '1234-5678-90',
    );
    await user.type(
      screen.getByLabelText(new RegExp(t('registration.payment.accountHolder'))),
      'Made Wirawan',
    );
    await user.type(screen.getByLabelText(new RegExp(t('registration.payment.swiftCode'))), 'cenaidja');
    await user.click(screen.getByRole('button', { name: t('registration.wizard.saveContinue') }));

    expect(await screen.findByText('Nomor rekening ditolak bank.')).toBeTruthy();
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          method: 'BANK_TRANSFER',
          bankName: 'Bank Central Asia',
          branch: 'Denpasar',
          accountNumber: '1234567890',
          accountHolder: 'Made Wirawan',
          swiftCode: 'CENAIDJA',
          payoutCurrency: 'IDR',
        },
      ]),
    );
    const account = screen.getByLabelText(new RegExp(`^${t('registration.payment.accountNumber')}`));
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect((account as HTMLInputElement).value).toBe('1234-5678-90');
    expect(
      (screen.getByLabelText(new RegExp(t('registration.payment.bankName'))) as HTMLInputElement).value,
    ).toBe('Bank Central Asia');
  });

  it('refuses an account number of letters before sending anything', async () => {
    const user = userEvent.setup();
    const put = vi.fn(() => json(200, hotelAfter('PAYMENT_DETAIL')));
    fakeServer(draftHotel('ROOM_DETAIL'), {
      'GET /api/v1/hotels/101/registration': () =>
        json(
          200,
          hotelAfter('ROOM_DETAIL', {
            paymentDetail: {
              method: 'BANK_TRANSFER',
              bankName: 'BCA',
              branch: 'Denpasar',
              accountNumber: 'ABCDE',
              accountHolder: 'Made',
              swiftCode: 'CENAIDJA',
              payoutCurrency: 'IDR',
            },
          }),
        ),
      'PUT /api/v1/hotels/101/registration/payment-detail': put,
    });
    open('/v3/registration/hotel/payment-detail');
    await screen.findByDisplayValue('ABCDE');
    await user.click(screen.getByRole('button', { name: t('registration.wizard.saveContinue') }));
    await waitFor(() =>
      expect(
        screen
          .getByLabelText(new RegExp(`^${t('registration.payment.accountNumber')}`))
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(put).not.toHaveBeenCalled();
  });
});

describe('other-platform step', () => {
  it('shows the server refusal of a referral code on its field and goes on once it is accepted', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeServer(draftHotel('AGREEMENT_DETAIL'), {
      // The channel source was chosen before (react-aria's list box is driven in the e2e test).
      'GET /api/v1/hotels/101/registration': () =>
        json(
          200,
          hotelAfter('AGREEMENT_DETAIL', {
            otherPlatform: { platforms: [], channelSource: 'EVENT', referralCode: null },
          }),
        ),
      'PUT /api/v1/hotels/101/registration/other-platform': () => {
        calls += 1;
        return calls === 1
          ? json(400, {
              code: 'VALIDATION_ERROR',
              message: 'Periksa isian Anda.',
              errors: [
                { field: 'referralCode', code: 'REFERRAL_CODE_UNKNOWN', message: 'Kode tidak dikenal.' },
              ],
            })
          : json(200, hotelAfter('OTHER_PLATFORM'));
      },
    });
    const router = open('/v3/registration/hotel/other-platform');
    await screen.findByRole('heading', { level: 1, name: t('registration.steps.OTHER_PLATFORM.title') });
    const referral = screen.getByLabelText(new RegExp(t('registration.otherPlatform.referralCode')));
    await user.type(referral, 'SALAH123');
    await user.click(screen.getByRole('button', { name: t('registration.wizard.saveContinue') }));
    expect(await screen.findByText('Kode tidak dikenal.')).toBeTruthy();
    expect(referral.getAttribute('aria-invalid')).toBe('true');
    expect((referral as HTMLInputElement).value).toBe('SALAH123');

    await user.click(screen.getByRole('button', { name: t('registration.wizard.saveContinue') }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/v3/registration/hotel/property-detail'),
    );
  });
});
