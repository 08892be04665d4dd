import { describe, expect, it } from 'vitest';
import { standardNameFrom, standardRoomName, type Bedroom } from './rooms.js';
import {
  isPropertyFacility,
  isRoomFacility,
  normalizeFacilities,
  PROPERTY_FACILITIES,
  ROOM_FACILITIES,
} from './facilities.js';

const one = (...beds: [string, number][]): Bedroom[] => [
  { beds: beds.map(([type, count]) => ({ type, count })), alternatives: [] },
];

describe('standardRoomName (SPEC 9)', () => {
  it.each([
    ['DELUXE', one(['DOUBLE', 1]), 'CITY', false, 'en', 'Deluxe Double Room, City View, Non-smoking'],
    ['DELUXE', one(['DOUBLE', 1]), 'CITY', false, 'id', 'Kamar Deluxe Double, Pemandangan Kota, Bebas Rokok'],
    ['SUPERIOR', one(['SINGLE', 2]), null, true, 'en', 'Superior Twin Room, Smoking'],
    [
      'STANDARD',
      one(['SINGLE', 1], ['SOFA_BED', 1]),
      'GARDEN',
      false,
      'en',
      'Standard Room, Garden View, Non-smoking',
    ],
    ['SUITE', one(['KING', 1]), 'SEA', false, 'en', 'Suite, King Bed, Sea View, Non-smoking'],
    [
      'SUITE',
      one(['KING', 1]),
      'SEA',
      false,
      'id',
      'Suite, Tempat Tidur King, Pemandangan Laut, Bebas Rokok',
    ],
    [
      'VILLA',
      [...one(['KING', 1]), ...one(['SINGLE', 2])],
      'RICE_FIELD',
      false,
      'en',
      '2-Bedroom Villa, Rice Field View, Non-smoking',
    ],
    [
      'VILLA',
      [...one(['KING', 1]), ...one(['SINGLE', 2])],
      null,
      true,
      'id',
      'Vila 2 Kamar Tidur, Boleh Merokok',
    ],
    [
      'FAMILY',
      [...one(['QUEEN', 1]), ...one(['BUNK_BED', 2])],
      null,
      false,
      'en',
      '2-Bedroom Family Room, Non-smoking',
    ],
  ] as const)('%s %j %s smoking=%s (%s): %s', (roomType, bedrooms, view, smokingAllowed, lang, expected) => {
    expect(standardRoomName({ roomType, bedrooms, view, smokingAllowed }, lang)).toBe(expected);
  });

  it('takes effect 15 minutes after the change', () => {
    expect(standardNameFrom(new Date('2027-12-31T23:50:00Z')).toISOString()).toBe('2028-01-01T00:05:00.000Z');
  });
});

describe('facilities catalogue', () => {
  it('has about 40 property and 30 room facilities, each code once', () => {
    expect(PROPERTY_FACILITIES.length).toBeGreaterThanOrEqual(40);
    expect(ROOM_FACILITIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PROPERTY_FACILITIES).size).toBe(PROPERTY_FACILITIES.length);
    expect(new Set(ROOM_FACILITIES).size).toBe(ROOM_FACILITIES.length);
  });
  it.each([
    ['SPA', true, false],
    ['TV', false, true],
    ['NOPE', false, false],
  ])('%s: property %s, room %s', (code, property, room) => {
    expect(isPropertyFacility(code)).toBe(property);
    expect(isRoomFacility(code)).toBe(room);
  });
  it('normalizes to catalogue order without duplicates or unknown codes', () => {
    expect(normalizeFacilities(['SPA', 'NOPE', 'PARKING', 'SPA'], 'property')).toEqual(['PARKING', 'SPA']);
  });
});
