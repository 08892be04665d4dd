import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_VERSION,
  canSaveStep,
  decisionStatus,
  registrationChecks,
  reviewAge,
  stepAfterSaving,
  stepChecks,
  stepStates,
  type RegistrationSnapshot,
} from './registration-rules.js';

const complete: RegistrationSnapshot = {
  kind: 'HOTEL',
  placeType: null,
  propertyType: 'HOTEL',
  generalInfo: { name: 'Hotel', address: 'Jl. 1', country: 'ID', latitude: -6.2, longitude: 106.8 },
  contactKinds: [
    ['PRIMARY', 'AGREEMENT'],
    ['FINANCE', 'RESERVATION'],
  ],
  channelSource: 'EVENT',
  agreementVersion: AGREEMENT_VERSION,
  agreementAccepted: true,
  facilities: 1,
  propertyPhotos: 3,
  mainPhoto: true,
  policy: true,
  rooms: [{ roomId: 1, facilities: 3, photos: 0 }],
  paymentMethod: 'INVOICE',
};

describe('step order', () => {
  it('marks done, current and locked steps after the last completed one', () => {
    const states = stepStates('NHA', 'CONTACT').map((s) => s.state);
    expect(states.slice(0, 4)).toEqual(['DONE', 'DONE', 'DONE', 'CURRENT']);
    expect(states.slice(4).every((s) => s === 'LOCKED')).toBe(true);
    expect(stepStates('HOTEL', null)[0]).toMatchObject({
      step: 'GUEST_PROPERTY',
      state: 'CURRENT',
      path: '/v3/registration/hotel/property-type',
    });
  });

  it.each([
    ['HOTEL', null, 'GUEST_PROPERTY', true],
    ['HOTEL', null, 'GENERAL_INFO', false],
    ['HOTEL', 'CONTACT', 'AGREEMENT_DETAIL', true],
    ['HOTEL', 'CONTACT', 'OTHER_PLATFORM', false],
    ['NHA', 'CONTACT', 'OTHER_PLATFORM', true],
    ['NHA', 'CONTACT', 'GUEST_PROPERTY', true],
    ['NHA', 'PAYMENT_DETAIL', 'ROOM_DETAIL', false],
  ] as const)('%s after %s: may save %s = %s', (kind, last, step, expected) => {
    expect(canSaveStep(kind, last, step)).toBe(expected);
  });

  it.each([
    ['HOTEL', null, 'GUEST_PROPERTY', 'GUEST_PROPERTY'],
    ['HOTEL', 'CONTACT', 'AGREEMENT_DETAIL', 'AGREEMENT_DETAIL'],
    ['HOTEL', 'CONTACT', 'GENERAL_INFO', 'CONTACT'],
    ['NHA', 'GUEST_PROPERTY', 'GUEST_PROPERTY', 'GUEST_PROPERTY'],
  ] as const)('%s after %s, saving %s leaves %s', (kind, last, step, expected) => {
    expect(stepAfterSaving(kind, last, step)).toBe(expected);
  });
});

describe('what each step needs', () => {
  it('a complete hotel has no checks', () => {
    expect(registrationChecks(complete)).toEqual([]);
  });

  it.each<[string, Partial<RegistrationSnapshot>, string[]]>([
    ['property type of the other category', { propertyType: 'VILLA' }, ['GUEST_PROPERTY.propertyType']],
    [
      'no address nor map location',
      { generalInfo: { ...complete.generalInfo, address: ' ', latitude: null } },
      ['GENERAL_INFO.address', 'GENERAL_INFO.latitude'],
    ],
    [
      'a contact kind missing',
      { contactKinds: [['PRIMARY', 'AGREEMENT', 'FINANCE']] },
      ['CONTACT.contacts.RESERVATION'],
    ],
    ['no channel source', { channelSource: null }, ['OTHER_PLATFORM.channelSource']],
    ['an old agreement', { agreementVersion: '2020.1' }, ['AGREEMENT_DETAIL.version']],
    ['no agreement', { agreementAccepted: false }, ['AGREEMENT_DETAIL.accepted']],
    ['no facility', { facilities: 0 }, ['PROPERTY_DETAIL.facilities']],
    [
      'two photos, no main',
      { propertyPhotos: 2, mainPhoto: false },
      ['PROPERTY_PHOTO.photos', 'PROPERTY_PHOTO.mainPhoto'],
    ],
    ['no policy', { policy: false }, ['GENERAL_POLICY.policy']],
    ['no room', { rooms: [] }, ['ROOM_DETAIL.rooms']],
    [
      'a room with 2 facilities',
      { rooms: [{ roomId: 1, facilities: 2, photos: 5 }] },
      ['ROOM_DETAIL.rooms.0.facilities'],
    ],
    ['no payment', { paymentMethod: null }, ['PAYMENT_DETAIL.method']],
  ])('%s', (_name, change, fields) => {
    expect(registrationChecks({ ...complete, ...change }).map((c) => c.field)).toEqual(fields);
  });

  it('a home rented by unit needs 2 photos per unit, listing-detail being its step', () => {
    const home: RegistrationSnapshot = {
      ...complete,
      kind: 'NHA',
      placeType: 'UNIT',
      propertyType: 'VILLA',
      rooms: [
        { roomId: 1, facilities: 3, photos: 2 },
        { roomId: 2, facilities: 3, photos: 1 },
      ],
    };
    expect(registrationChecks(home)).toEqual([
      { field: 'LISTING_DETAIL.rooms.1.photos', code: 'registration.unitPhotos', params: { min: 2 } },
    ]);
    expect(stepChecks('LISTING_DETAIL', { ...home, placeType: 'WHOLE' })).toEqual([]);
  });
});

describe('decisions', () => {
  it.each([
    [-1, 'APPROVE_OFFLINE', 1],
    [-1, 'APPROVE_ONLINE', 2],
    [-1, 'REJECT', 0],
    [1, 'APPROVE_ONLINE', 2],
    [1, 'APPROVE_OFFLINE', null],
    [1, 'REJECT', null],
    [2, 'APPROVE_ONLINE', null],
    [-3, 'APPROVE_OFFLINE', null],
    [0, 'APPROVE_ONLINE', null],
  ] as const)('status %s, %s -> %s', (status, decision, expected) => {
    expect(decisionStatus(status, decision)).toBe(expected);
  });

  it.each([
    [0, 0, false],
    [47.99, 47, false],
    [48, 48, false],
    [48.01, 48, true],
    [-1, 0, false],
  ])('%s hours after submit: age %s, overdue %s', (hours, ageHours, overdue) => {
    const submitted = new Date('2027-02-28T16:30:00Z');
    const now = new Date(submitted.getTime() + hours * 3_600_000);
    expect(reviewAge(submitted, now)).toEqual({ ageHours, overdue });
  });
});
