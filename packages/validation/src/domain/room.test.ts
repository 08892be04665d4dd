import { describe, expect, it } from 'vitest';
import { validateRoomContent, type RoomContentInput } from './room.js';

const valid: RoomContentInput = {
  name: 'Deluxe',
  roomType: 'DELUXE',
  description: '<p>Luas</p>',
  sizeSqm: 28,
  roomCount: 10,
  bedroomCount: 1,
  bedrooms: [{ beds: [{ type: 'KING', count: 1 }], alternatives: [[{ type: 'SINGLE', count: 2 }]] }],
  maxAdults: 2,
  maxChildren: 1,
  minOccupancy: 1,
  maxOccupancy: 3,
  bathrooms: 1,
  view: 'CITY',
  tower: null,
  floor: '12',
  roomNumber: '',
  minSellPrice: 500000,
  facilities: ['WIFI', 'TV', 'SHOWER'],
  guestTypes: ['COUPLE'],
};
const codes = (input: Partial<RoomContentInput>) =>
  Object.fromEntries(validateRoomContent({ ...valid, ...input }).map((e) => [e.field, e.code]));
const bed = (type: string, count = 1) => ({ type, count });

describe('validateRoomContent (SPEC 3, 5, 9)', () => {
  it('accepts a complete room', () => {
    expect(validateRoomContent(valid)).toEqual([]);
  });

  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ name: 'x'.repeat(101) }, { name: 'max_length' }],
    [{ roomType: 'CASTLE' }, { roomType: 'room.invalidOption' }],
    [{ roomType: null }, { roomType: 'required' }],
    [{ description: `<p><b>${'a'.repeat(1000)}</b></p>` }, {}],
    [{ description: `<p>${'a'.repeat(1001)}</p>` }, { description: 'max_length' }],
    [{ sizeSqm: -1 }, { sizeSqm: 'min_float_decimal' }],
    [{ sizeSqm: 20.555 }, { sizeSqm: 'max_decimal_place' }],
    [{ roomCount: 0 }, { roomCount: 'min_float' }],
    [{ roomCount: 25 }, {}],
    [{ roomCount: 26 }, { roomCount: 'max_float' }],
    [{ bedroomCount: 7 }, { bedroomCount: 'max_float' }],
    [{ bedroomCount: 2 }, { bedrooms: 'room.bedroomMismatch' }],
    [{ bedrooms: [{ beds: [], alternatives: [] }] }, { 'bedrooms.0.beds': 'room.bedRequired' }],
    [
      { bedrooms: [{ beds: [bed('KING'), bed('KING')], alternatives: [] }] },
      { 'bedrooms.0.beds.1.type': 'room.duplicateBed' },
    ],
    [
      { bedrooms: [{ beds: [bed('KING', 11)], alternatives: [] }] },
      { 'bedrooms.0.beds.0.count': 'max_float' },
    ],
    [
      { bedrooms: [{ beds: [bed('KING')], alternatives: [[bed('X')]] }] },
      { 'bedrooms.0.alternatives.0.0.type': 'room.invalidOption' },
    ],
    [
      {
        bedrooms: [
          {
            beds: [bed('KING')],
            alternatives: [[bed('SINGLE')], [bed('SINGLE')], [bed('SINGLE')], [bed('SINGLE')]],
          },
        ],
      },
      { 'bedrooms.0.alternatives': 'room.tooManyArrangements' },
    ],
    [{ maxAdults: 0 }, { maxAdults: 'min_float' }],
    [{ maxChildren: 3 }, { maxChildren: 'room.childAboveAdult' }],
    [{ maxChildren: 2, maxOccupancy: 4 }, {}],
    [{ maxOccupancy: 4 }, { maxOccupancy: 'room.occupancyAboveGuests' }],
    [{ minOccupancy: 4 }, { minOccupancy: 'max' }],
    [{ bathrooms: 21 }, { bathrooms: 'max_float' }],
    [{ view: 'SPACE' }, { view: 'room.invalidOption' }],
    [{ view: null }, {}],
    [{ floor: 'x'.repeat(51) }, { floor: 'max_length' }],
    [{ minSellPrice: null }, { minSellPrice: 'required' }],
    [{ minSellPrice: 1.5 }, { minSellPrice: 'integer' }],
    [{ facilities: ['WIFI', 'TV'] }, { facilities: 'room.tooFewFacilities' }],
    [{ facilities: ['WIFI', 'TV', 'TV'] }, { facilities: 'room.tooFewFacilities' }],
    [{ facilities: ['WIFI', 'TV', 'SPA'] }, { facilities: 'room.invalidOption' }],
    [{ guestTypes: ['COUPLE', 'FAMILY'] }, {}],
    [{ guestTypes: ['COUPLE', 'FAMILY', 'SOLO'] }, { guestTypes: 'room.tooManyGuestTypes' }],
    [{ guestTypes: ['ALIENS'] }, { guestTypes: 'room.invalidOption' }],
  ])('%j gives %j', (patch, expected) => {
    expect(codes(patch as Partial<RoomContentInput>)).toEqual(expected);
  });
});
