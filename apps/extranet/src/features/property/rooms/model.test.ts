import { describe, expect, it } from 'vitest';
import { PROPERTY_FACILITY_GROUPS } from '@extranet/domain';
import {
  emptyRoom,
  filterFacilityGroups,
  resizeBedrooms,
  standardNameState,
  toRoomInput,
  validateRoomValues,
  valuesFromRoom,
  type RoomData,
} from './model';
import { savedRoom } from './test-fixtures';

const room: RoomData = savedRoom({
  name: 'Superior Double',
  roomType: 'SUPERIOR',
  description: '',
  sizeSqm: 22,
  roomCount: 20,
  bedroomCount: 2,
  bedrooms: [],
  maxOccupancy: 2,
  facilities: ['WIFI'],
  standardName: 'Superior Double Room, Non-smoking',
  standardNameFrom: '2027-02-28T16:45:00.000Z',
});

describe('room form model', () => {
  it.each([
    [[], 2, 2],
    [[{ beds: [{ type: 'KING', count: 1 }], alternatives: [] }], 0, 0],
    [[{ beds: [{ type: 'KING', count: 1 }], alternatives: [] }], 9, 6],
    [[], null, 0],
  ])('resizeBedrooms(%j, %s) has %i bedrooms, keeping the existing ones', (start, count, length) => {
    const out = resizeBedrooms(start, count);
    expect(out).toHaveLength(length);
    if (start[0] && length > 0) expect(out[0]).toBe(start[0]);
  });

  it('a room stored without a bed layout gets one arrangement per bedroom', () => {
    const values = valuesFromRoom(room);
    expect(values.bedrooms).toHaveLength(2);
    expect(values.tower).toBe('');
  });

  it('empty labels go to the server as null, the name trimmed', () => {
    const input = toRoomInput({ ...emptyRoom('HOTEL'), name: '  Deluxe ', tower: ' ', view: '' });
    expect(input).toMatchObject({ name: 'Deluxe', tower: null, view: null, floor: null });
  });

  it('an empty form names its required fields; a home starts as a villa', () => {
    const fields = validateRoomValues(emptyRoom('HOTEL')).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['name', 'roomType', 'sizeSqm', 'minSellPrice', 'facilities']),
    );
    expect(emptyRoom('NHA').roomType).toBe('VILLA');
  });

  it.each([
    [
      'id',
      { standardNameApplied: false },
      { kind: 'pending', name: 'Kamar Superior Double, Bebas Rokok', time: '28 Feb 2027, 23.45 WIB' },
    ],
    [
      'en',
      { standardNameApplied: false },
      { kind: 'pending', name: 'Superior Double Room, Non-smoking', time: '28 Feb 2027, 23:45 GMT+7' },
    ],
    ['id', { standardNameApplied: true }, { kind: 'applied', name: 'Kamar Superior Double, Bebas Rokok' }],
    [
      'en',
      { standardNameApplied: true, smokingAllowed: true, view: 'CITY' },
      { kind: 'applied', name: 'Superior Double Room, City View, Smoking' },
    ],
    ['id', { standardName: null, standardNameFrom: null }, { kind: 'none' }],
  ] as const)('standardNameState(%s, %j) in Jakarta is %j', (lang, patch, expected) => {
    // The name in the viewer's language from the room's attributes (the rule of the form's preview), whatever
    // language the server kept; the time with the app's date-time format in the property's zone.
    const stored = {
      ...room,
      bedroomCount: 1,
      bedrooms: [{ beds: [{ type: 'DOUBLE', count: 1 }], alternatives: [] }],
    };
    expect(standardNameState({ ...stored, ...patch }, lang, 'Asia/Jakarta')).toEqual(expected);
  });

  it.each([
    ['', 5, 40],
    ['kolam', 1, 2],
    ['ZZZ', 0, 0],
  ])('filterFacilityGroups("%s") keeps %i groups with %i facilities', (query, groups, codes) => {
    const names: Record<string, string> = { SWIMMING_POOL: 'Kolam renang', KIDS_POOL: 'Kolam renang anak' };
    const out = filterFacilityGroups(PROPERTY_FACILITY_GROUPS, query, (c) => names[c] ?? c);
    expect(out).toHaveLength(groups);
    expect(out.flatMap((g) => g.codes)).toHaveLength(codes);
  });
});
