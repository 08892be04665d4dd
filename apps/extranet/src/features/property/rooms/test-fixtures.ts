/** Rooms as the server answers them, for the rooms pages' tests. */
import type { Schemas } from '@extranet/api';

/**
 * A room saved a moment ago: the server keeps its standard name in English (applied at 20.07 WIB, not yet in
 * effect unless `over` says so).
 */
export const savedRoom = (over: Partial<Schemas['RoomData']> = {}): Schemas['RoomData'] => ({
  roomId: 1101,
  name: 'Deluxe Double',
  roomType: 'DELUXE',
  description: '<p>Kamar luas.</p>',
  sizeSqm: 28,
  roomCount: 10,
  bedroomCount: 1,
  bedrooms: [{ beds: [{ type: 'DOUBLE', count: 1 }], alternatives: [] }],
  maxAdults: 2,
  maxChildren: 1,
  minOccupancy: 1,
  maxOccupancy: 3,
  smokingAllowed: false,
  tower: null,
  floor: null,
  roomNumber: null,
  bathrooms: 1,
  view: null,
  minSellPrice: 550000,
  facilities: ['WIFI', 'AIR_CONDITIONING', 'TV'],
  guestTypes: [],
  standardName: 'Deluxe Double Room, Non-smoking',
  standardNameFrom: '2026-11-28T13:07:00.000Z',
  standardNameApplied: false,
  photoCount: 0,
  ratePlanIds: [],
  ...over,
});
