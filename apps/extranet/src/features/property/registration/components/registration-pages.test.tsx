import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RegistrationKind, RegistrationStepName } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../../app/providers';
import { buildRoutes } from '../../../../app/router';
import { fakeServer, session } from '../../../../../test/fake-server';
import { registrationAfter as registration } from '../test-fixtures';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const t = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;

function draft(kind: RegistrationKind, last: RegistrationStepName | null, status: -3 | -1 | 0 = -3) {
  return session({
    hotel: { accommodationType: kind, activeStatus: status, registrationStep: last, name: 'Vila Uji' },
  });
}

function open(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('property category', () => {
  it('asks for the place type of a home, confirms, creates the registration and opens its first step', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const current = session({ hotel: { activeStatus: -1, accommodationType: null } });
    fakeServer(current, {
      'POST /api/v1/registrations': ({ body }) => {
        bodies.push(JSON.parse(body));
        // As the server does: the session's property in registration now has its category.
        current.hotels[0] = { ...current.hotels[0]!, accommodationType: 'NHA' };
        return json(201, {
          hotelId: 101,
          accommodationType: 'NHA',
          placeType: 'UNIT',
          nextPath: '/v3/registration/nha/property-type',
        });
      },
    });
    const router = open('/v3/registration/property-category');
    await screen.findByRole('heading', { name: t('registration.category.title') });
    await user.click(screen.getByRole('radio', { name: new RegExp(t('registration.category.home.title')) }));
    await user.click(screen.getByRole('button', { name: t('registration.category.submit') }));
    expect(await screen.findByText(t('registration.category.choosePlaceType'))).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('radio', { name: new RegExp(t('registration.placeTypes.UNIT')) }));
    await user.click(screen.getByRole('button', { name: t('registration.category.submit') }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(t('registration.category.confirm.body'));
    expect(dialog.textContent).toContain(t('registration.placeTypes.UNIT'));
    await user.click(
      within(dialog).getByRole('button', { name: t('registration.category.confirm.confirm') }),
    );
    await waitFor(() =>
      expect(bodies).toEqual([{ accommodationType: 'NHA', placeType: 'UNIT', currency: 'IDR' }]),
    );
    // The page navigates once the session has been read again (the guard reads the new property from it).
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/registration/nha/property-type'));
  });
});

describe('wizard', () => {
  it('shows done steps as links and locked steps as plain text, with the step title and help', async () => {
    fakeServer(draft('NHA', 'CONTACT'), {
      'GET /api/v1/hotels/101/registration': () => json(200, registration('NHA', 'CONTACT')),
    });
    open('/v3/registration/nha/contact-detail');
    await screen.findByRole('heading', { level: 1, name: t('registration.steps.CONTACT.title') });
    expect(screen.getByText(t('registration.steps.CONTACT.help'))).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: t('registration.wizard.stepsLabel') })[0]!;
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/v3/registration/nha/property-type',
      '/v3/registration/nha/general-info',
      '/v3/registration/nha/contact-detail',
      '/v3/registration/nha/other-platform',
    ]);
    expect(within(nav).getByText(t('registration.steps.PAYMENT_DETAIL.title')).closest('a')).toBeNull();
    expect(within(nav).getByRole('link', { current: 'step' }).getAttribute('href')).toBe(
      '/v3/registration/nha/contact-detail',
    );
    // The phone's step picker says the same of the step on screen: open now, not "next step".
    const phone = screen.getAllByRole('navigation', { name: t('registration.wizard.stepsLabel') })[1]!;
    expect(within(phone).getByRole('button').textContent).toContain(
      `${t('registration.steps.CONTACT.title')} (${t('registration.wizard.state.VIEWING')})`,
    );
  });

  it('asks for the map location on the general-info step before saving, on its fields', async () => {
    const put = vi.fn(() => json(500, { code: 'UNEXPECTED', message: 'not expected' }));
    fakeServer(draft('NHA', 'GUEST_PROPERTY'), {
      'GET /api/v1/hotels/101/registration': () => json(200, registration('NHA', 'GUEST_PROPERTY')),
      'GET /api/v1/hotels/101/general-info': () =>
        json(200, {
          generalInfo: {
            name: 'Vila Uji',
            starRating: null,
            description: '',
            address: 'Jl. Pantai 1',
            country: 'SG',
            provinceCode: null,
            regencyCode: null,
            districtCode: null,
            city: 'Singapore',
            postalCode: '',
            latitude: null,
            longitude: null,
            phoneCode: '+62',
            phone: '81234567890',
            email: 'vila@example.com',
            website: '',
            checkInTime: null,
            checkOutTime: null,
            propertyType: 'VILLA',
            accommodationType: 'NHA',
          },
          picContact: null,
          editMode: 'DIRECT',
          changeRequest: null,
        }),
      'PUT /api/v1/hotels/101/general-info': put,
    });
    const user = userEvent.setup();
    open('/v3/registration/nha/general-info');
    const latitude = await screen.findByRole('textbox', {
      name: new RegExp(t('propertyInfo.general.latitude')),
    });
    await user.click(screen.getByRole('button', { name: t('propertyInfo.general.saveAndContinue') }));
    await waitFor(() => expect(latitude.getAttribute('aria-invalid')).toBe('true'));
    const longitude = screen.getByRole('textbox', { name: new RegExp(t('propertyInfo.general.longitude')) });
    expect(longitude.getAttribute('aria-invalid')).toBe('true');
    expect(put).not.toHaveBeenCalled();
  });

  it('asks for one facility at least on the facilities step, on the field, without saving', async () => {
    const put = vi.fn(() => json(500, { code: 'UNEXPECTED', message: 'not expected' }));
    fakeServer(draft('HOTEL', 'OTHER_PLATFORM'), {
      'GET /api/v1/hotels/101/registration': () => json(200, registration('HOTEL', 'OTHER_PLATFORM')),
      'GET /api/v1/hotels/101/facilities': () => json(200, { facilities: [] }),
      'PUT /api/v1/hotels/101/facilities': put,
    });
    const user = userEvent.setup();
    open('/v3/registration/hotel/property-detail');
    await user.click(await screen.findByRole('button', { name: t('propertyRooms.facilitiesPage.save') }));
    await screen.findByText(t('validations.registration.facilityRequired'));
    expect(put).not.toHaveBeenCalled();
  });

  it('sends a locked step typed in the address bar to the step to do next', async () => {
    fakeServer(draft('HOTEL', 'GUEST_PROPERTY'), {
      'GET /api/v1/hotels/101/registration': () => json(200, registration('HOTEL', 'GUEST_PROPERTY')),
    });
    const router = open('/v3/registration/hotel/payment-detail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/registration/hotel/general-info'));
  });

  it('shows the under-review state instead of a form on every step once submitted', async () => {
    fakeServer(draft('HOTEL', 'REGISTRATION_REVIEW', -1), {
      'GET /api/v1/hotels/101/registration': () =>
        json(
          200,
          registration('HOTEL', 'REGISTRATION_REVIEW', {
            activeStatus: -1,
            editable: false,
            lock: 'REGISTRATION_SUBMITTED',
            submittedAt: '2027-02-27T10:15:00Z',
          }),
        ),
    });
    open('/v3/registration/hotel/payment-detail');
    const state = await screen.findByTestId('under-review');
    expect(state.textContent).toContain(t('registration.underReview.expectation'));
    expect(state.textContent).toContain('27 Februari 2027');
    expect(state.textContent).toContain('17.15');
    expect(screen.queryByRole('button', { name: t('registration.wizard.saveContinue') })).toBeNull();
  });

  it('shows the rejection reason and registers again', async () => {
    const user = userEvent.setup();
    const restarted = registration('HOTEL', 'PAYMENT_DETAIL');
    const calls: string[] = [];
    fakeServer(draft('HOTEL', 'PAYMENT_DETAIL', 0), {
      'GET /api/v1/hotels/101/registration': () =>
        json(
          200,
          registration('HOTEL', 'PAYMENT_DETAIL', {
            activeStatus: 0,
            editable: false,
            lock: 'REGISTRATION_REJECTED',
            rejectionReason: 'Foto properti buram, mohon unggah ulang.',
          }),
        ),
      'POST /api/v1/hotels/101/registration/restart': () => {
        calls.push('restart');
        return json(200, restarted);
      },
    });
    const router = open('/v3/registration/hotel/general-info');
    const state = await screen.findByTestId('rejected');
    expect(state.textContent).toContain('Foto properti buram, mohon unggah ulang.');
    await user.click(within(state).getByRole('button', { name: t('registration.rejected.restart') }));
    await waitFor(() => expect(calls).toEqual(['restart']));
    await waitFor(() => expect(router.state.location.pathname).toBe(restarted.nextPath));
  });

  it('lists what blocks submit with links to the steps and keeps submit disabled', async () => {
    fakeServer(draft('HOTEL', 'PAYMENT_DETAIL'), {
      'GET /api/v1/hotels/101/registration': () =>
        json(
          200,
          registration('HOTEL', 'PAYMENT_DETAIL', {
            checks: [{ field: 'PROPERTY_PHOTO.photos', code: 'MIN', message: 'Unggah minimal 3 foto.' }],
          }),
        ),
    });
    open('/v3/registration/hotel/registration-review');
    const checks = await screen.findByTestId('registration-checks');
    expect(checks.textContent).toContain('Unggah minimal 3 foto.');
    expect(within(checks).getByRole('link').getAttribute('href')).toBe(
      '/v3/registration/hotel/property-photo',
    );
    const submit = screen.getByRole('button', { name: t('registration.review.submit') });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(t('registration.review.blocked', { count: 1 }))).toBeTruthy();
  });
});
