import { describe, expect, it } from 'vitest';
import type { RegistrationKind, RegistrationStepName } from '@extranet/domain';
import {
  categoryProblems,
  checksByStep,
  enteredFromWizard,
  fieldWithinStep,
  kindFromPath,
  linkAfterSaving,
  redirectForStep,
  stepComplete,
  stepOfField,
  stepperItems,
  submitState,
  toCreateInput,
  wizardMode,
} from './model';
import { registrationAfter as registration, stepStatesAfter as steps } from './test-fixtures';

describe('kindFromPath', () => {
  it.each([
    ['/v3/registration/nha/agreement', 'NHA'],
    ['/v3/registration/hotel/room-detail/edit/4', 'HOTEL'],
    ['/v3/registration/property-category', null],
    ['/v3/registration/nhax/agreement', null],
    ['/v3/app/home', null],
  ])('%s -> %s', (path, kind) => {
    expect(kindFromPath(path)).toBe(kind);
  });
});

describe('stepperItems', () => {
  it.each<[RegistrationKind, RegistrationStepName | null, RegistrationStepName, number, number, number]>([
    // kind, last done, viewing, done count, current index, locked count
    ['NHA', null, 'GUEST_PROPERTY', 0, 0, 10],
    ['NHA', 'CONTACT', 'OTHER_PLATFORM', 3, 3, 7],
    ['HOTEL', 'CONTACT', 'AGREEMENT_DETAIL', 3, 3, 7],
    ['HOTEL', 'PAYMENT_DETAIL', 'GENERAL_INFO', 10, 10, 0],
  ])('%s after %s viewing %s', (kind, last, viewing, done, current, locked) => {
    const items = stepperItems(steps(kind, last), viewing);
    expect(items).toHaveLength(11);
    expect(items.filter((i) => i.state === 'DONE')).toHaveLength(done);
    expect(items.findIndex((i) => i.state === 'CURRENT')).toBe(current);
    expect(items.filter((i) => i.state === 'LOCKED')).toHaveLength(locked);
    expect(items.filter((i) => i.viewing).map((i) => i.step)).toEqual([viewing]);
    expect(items.every((i) => i.clickable === (i.state !== 'LOCKED'))).toBe(true);
    expect(items.map((i) => i.number)).toEqual(items.map((_, n) => n + 1));
  });
});

describe('wizardMode', () => {
  it.each([
    [-3, 'edit'],
    [-1, 'underReview'],
    [0, 'rejected'],
    [1, 'approved'],
    [2, 'approved'],
  ])('status %i -> %s', (status, mode) => {
    expect(wizardMode(status)).toBe(mode);
  });
});

describe('redirectForStep', () => {
  it.each<
    [RegistrationKind, RegistrationStepName | null, RegistrationStepName | null, number, string | null]
  >([
    ['NHA', 'CONTACT', 'GENERAL_INFO', -3, null],
    ['NHA', 'CONTACT', 'OTHER_PLATFORM', -3, null],
    ['NHA', 'CONTACT', 'AGREEMENT_DETAIL', -3, '/v3/registration/nha/other-platform'],
    ['NHA', null, 'PAYMENT_DETAIL', -3, '/v3/registration/nha/property-type'],
    ['HOTEL', 'GUEST_PROPERTY', 'LISTING_DETAIL', -3, '/v3/registration/hotel/general-info'],
    // Submitted or rejected: every page shows the state instead of a form, so nothing moves.
    ['HOTEL', 'GUEST_PROPERTY', 'PAYMENT_DETAIL', -1, null],
    ['HOTEL', 'GUEST_PROPERTY', 'PAYMENT_DETAIL', 0, null],
  ])('%s after %s opening %s (status %i) -> %s', (kind, last, open, status, to) => {
    expect(redirectForStep(registration(kind, last, { activeStatus: status }), open)).toBe(to);
  });

  it.each<[RegistrationKind, RegistrationStepName | null, RegistrationStepName, boolean, string | null]>([
    // SPEC 4 lands a hotel on general-info: from outside the wizard it resumes where the owner stopped.
    ['HOTEL', 'AGREEMENT_DETAIL', 'GENERAL_INFO', false, '/v3/registration/hotel/other-platform'],
    ['HOTEL', 'AGREEMENT_DETAIL', 'GENERAL_INFO', true, null],
    ['HOTEL', 'GUEST_PROPERTY', 'GENERAL_INFO', false, null],
    ['HOTEL', 'AGREEMENT_DETAIL', 'CONTACT', false, null],
    ['NHA', 'AGREEMENT_DETAIL', 'GENERAL_INFO', false, null],
  ])('%s after %s entering %s (from the wizard: %s) -> %s', (kind, last, open, fromWizard, to) => {
    expect(redirectForStep(registration(kind, last), open, fromWizard)).toBe(to);
  });

  it.each([
    [{ wizard: true }, true],
    [null, false],
    [{ from: '/v3/app/home' }, false],
    ['wizard', false],
  ])('state %o entered from the wizard: %s', (state, from) => {
    expect(enteredFromWizard(state)).toBe(from);
  });
});

describe('linkAfterSaving', () => {
  it.each<[RegistrationKind, RegistrationStepName, string]>([
    ['NHA', 'GUEST_PROPERTY', '/v3/registration/nha/general-info'],
    ['NHA', 'CONTACT', '/v3/registration/nha/other-platform'],
    ['NHA', 'OTHER_PLATFORM', '/v3/registration/nha/agreement'],
    ['NHA', 'GENERAL_POLICY', '/v3/registration/nha/listing-detail'],
    ['HOTEL', 'CONTACT', '/v3/registration/hotel/agreement'],
    ['HOTEL', 'AGREEMENT_DETAIL', '/v3/registration/hotel/other-platform'],
    ['HOTEL', 'GENERAL_POLICY', '/v3/registration/hotel/room-detail'],
    ['HOTEL', 'PAYMENT_DETAIL', '/v3/registration/hotel/registration-review'],
    // After the last step the link stays on the last.
    ['HOTEL', 'REGISTRATION_REVIEW', '/v3/registration/hotel/registration-review'],
    ['NHA', 'REGISTRATION_REVIEW', '/v3/registration/nha/registration-review'],
  ])('%s after %s -> %s', (kind, step, link) => {
    expect(linkAfterSaving(kind, step)).toBe(link);
  });
});

describe('fields of checks', () => {
  it.each<[RegistrationKind, string, RegistrationStepName | null]>([
    ['HOTEL', 'PROPERTY_PHOTO.mainPhoto', 'PROPERTY_PHOTO'],
    ['HOTEL', 'ROOM_DETAIL.rooms.0.facilities', 'ROOM_DETAIL'],
    ['HOTEL', 'LISTING_DETAIL.rooms', null],
    ['NHA', 'LISTING_DETAIL.rooms', 'LISTING_DETAIL'],
    ['NHA', 'bankName', null],
  ])('%s %s -> %s', (kind, field, step) => {
    expect(stepOfField(kind, field)).toBe(step);
  });

  it.each([
    ['PAYMENT_DETAIL.bankName', 'PAYMENT_DETAIL', 'bankName'],
    ['bankName', 'PAYMENT_DETAIL', 'bankName'],
    ['CONTACT.kinds', 'PAYMENT_DETAIL', 'CONTACT.kinds'],
  ] as const)('%s within %s -> %s', (field, step, within) => {
    expect(fieldWithinStep(field, step)).toBe(within);
  });

  it('groups checks by step in the wizard order, each with its link; unknown fields last', () => {
    const checks = [
      { field: 'PAYMENT_DETAIL.method', code: 'REQUIRED', message: 'm1' },
      { field: 'CONTACT.kinds', code: 'REQUIRED', message: 'm2' },
      { field: 'whatever', code: 'X', message: 'm3' },
      { field: 'CONTACT.primary', code: 'REQUIRED', message: 'm4' },
    ];
    const groups = checksByStep('HOTEL', checks);
    expect(groups.map((g) => [g.step, g.path, g.checks.map((c) => c.message)])).toEqual([
      ['CONTACT', '/v3/registration/hotel/contact-detail', ['m2', 'm4']],
      ['PAYMENT_DETAIL', '/v3/registration/hotel/payment-detail', ['m1']],
      ['REGISTRATION_REVIEW', '/v3/registration/hotel/registration-review', ['m3']],
    ]);
    const reg = registration('HOTEL', 'PAYMENT_DETAIL', { checks });
    expect(stepComplete('HOTEL', reg, 'CONTACT')).toBe(false);
    expect(stepComplete('HOTEL', reg, 'AGREEMENT_DETAIL')).toBe(true);
  });
});

describe('submitState', () => {
  const check = { field: 'CONTACT.kinds', code: 'REQUIRED', message: 'm' };
  it.each<[number, number, boolean]>([
    [-3, 0, true],
    [-3, 2, false],
    [-1, 0, false],
    [0, 0, false],
  ])('status %i with %i checks -> %s', (status, count, can) => {
    const reg = registration('NHA', 'PAYMENT_DETAIL', {
      activeStatus: status,
      checks: Array.from({ length: count }, () => check),
    });
    expect(submitState(reg)).toEqual({ canSubmit: can, reasons: count });
  });
});

describe('property category', () => {
  it.each([
    [{ category: null, placeType: null }, { category: 'registration.category.chooseCategory' }],
    [{ category: 'NHA', placeType: null }, { placeType: 'registration.category.choosePlaceType' }],
    [{ category: 'NHA', placeType: 'UNIT' }, {}],
    [{ category: 'HOTEL', placeType: null }, {}],
  ] as const)('%o -> %o', (choice, problems) => {
    expect(categoryProblems(choice)).toEqual(problems);
  });

  it.each([
    [
      { category: 'HOTEL', placeType: 'UNIT' },
      { accommodationType: 'HOTEL', placeType: null, currency: 'IDR' },
    ],
    [
      { category: 'NHA', placeType: 'UNIT' },
      { accommodationType: 'NHA', placeType: 'UNIT', currency: 'IDR' },
    ],
  ] as const)('%o -> %o (a hotel never sends a place type)', (choice, body) => {
    expect(toCreateInput(choice)).toEqual(body);
  });
});
