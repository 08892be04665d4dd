import { describe, expect, it } from 'vitest';
import { HOTEL_STEPS, NHA_STEPS, nextStepPath, stepFromPath, stepIndex, stepPath } from './registration.js';
import { matchRoute } from './route-match.js';

describe('registration steps (SPEC 2)', () => {
  it('lists the NHA steps in order', () => {
    expect(NHA_STEPS.map((s) => s.slug)).toEqual([
      'property-type',
      'general-info',
      'contact-detail',
      'other-platform',
      'agreement',
      'property-detail',
      'property-photo',
      'general-policy',
      'listing-detail',
      'payment-detail',
      'registration-review',
    ]);
    expect(NHA_STEPS.map((s) => s.step)).toEqual([
      'GUEST_PROPERTY',
      'GENERAL_INFO',
      'CONTACT',
      'OTHER_PLATFORM',
      'AGREEMENT_DETAIL',
      'PROPERTY_DETAIL',
      'PROPERTY_PHOTO',
      'GENERAL_POLICY',
      'LISTING_DETAIL',
      'PAYMENT_DETAIL',
      'REGISTRATION_REVIEW',
    ]);
  });

  it('lists the hotel steps in order (agreement before other-platform)', () => {
    expect(HOTEL_STEPS.map((s) => s.slug)).toEqual([
      'property-type',
      'general-info',
      'contact-detail',
      'agreement',
      'other-platform',
      'property-detail',
      'property-photo',
      'general-policy',
      'room-detail',
      'payment-detail',
      'registration-review',
    ]);
  });

  it.each([...NHA_STEPS.map((s) => ['NHA', s] as const), ...HOTEL_STEPS.map((s) => ['HOTEL', s] as const)])(
    '%s step %o has a route',
    (kind, s) => {
      const path = stepPath(kind, s.step);
      expect(path).not.toBeNull();
      expect(matchRoute(path!)?.route.area).toBe('registration');
      expect(stepFromPath(kind, `${path}/edit`)).toBe(s.step);
    },
  );

  it.each<['NHA' | 'HOTEL', string | null | undefined, string]>([
    ['NHA', null, '/v3/registration/nha/property-type'],
    ['NHA', undefined, '/v3/registration/nha/property-type'],
    ['NHA', '', '/v3/registration/nha/property-type'],
    ['NHA', 'GUEST_PROPERTY', '/v3/registration/nha/general-info'],
    ['NHA', 'CONTACT', '/v3/registration/nha/other-platform'],
    ['NHA', 'OTHER_PLATFORM', '/v3/registration/nha/agreement'],
    ['NHA', 'GENERAL_POLICY', '/v3/registration/nha/listing-detail'],
    ['NHA', 'PAYMENT_DETAIL', '/v3/registration/nha/registration-review'],
    ['NHA', 'REGISTRATION_REVIEW', '/v3/registration/nha/registration-review'],
    ['NHA', 'ROOM_DETAIL', '/v3/registration/nha/property-type'],
    ['NHA', 'BOGUS', '/v3/registration/nha/property-type'],
    ['HOTEL', null, '/v3/registration/hotel/property-type'],
    ['HOTEL', 'CONTACT', '/v3/registration/hotel/agreement'],
    ['HOTEL', 'AGREEMENT_DETAIL', '/v3/registration/hotel/other-platform'],
    ['HOTEL', 'GENERAL_POLICY', '/v3/registration/hotel/room-detail'],
    ['HOTEL', 'REGISTRATION_REVIEW', '/v3/registration/hotel/registration-review'],
    ['HOTEL', 'LISTING_DETAIL', '/v3/registration/hotel/property-type'],
  ])('nextStepPath(%s, %j) = %s', (kind, step, expected) => {
    expect(nextStepPath(kind, step)).toBe(expected);
  });

  it.each<['NHA' | 'HOTEL', string | null, number]>([
    ['NHA', 'GUEST_PROPERTY', 0],
    ['NHA', 'REGISTRATION_REVIEW', 10],
    ['NHA', 'ROOM_DETAIL', -1],
    ['HOTEL', 'ROOM_DETAIL', 8],
    ['HOTEL', null, -1],
  ])('stepIndex(%s, %j) = %i', (kind, step, expected) => {
    expect(stepIndex(kind, step)).toBe(expected);
  });

  it.each<['NHA' | 'HOTEL', string, string | null]>([
    ['NHA', '/v3/registration/nha/listing-detail/edit/3', 'LISTING_DETAIL'],
    ['NHA', '/v3/registration/nha/finish', null],
    ['NHA', '/v3/registration/hotel/general-info', null],
    ['HOTEL', '/v3/registration/hotel/room-detail', 'ROOM_DETAIL'],
  ])('stepFromPath(%s, %s) = %j', (kind, path, expected) => {
    expect(stepFromPath(kind, path)).toBe(expected);
  });

  it('returns null for a step that is not part of the wizard', () => {
    expect(stepPath('NHA', 'ROOM_DETAIL')).toBeNull();
    expect(stepPath('HOTEL', 'LISTING_DETAIL')).toBeNull();
  });
});
