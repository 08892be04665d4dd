/** The room form's values and the pure helpers of the room-data and facilities screens. */
import type { Schemas } from '@extranet/api';
import { standardRoomName } from '@extranet/domain';
import type { Language } from '@extranet/i18n/core';
import { validateRoomContent, type FieldError } from '@extranet/validation';
import { formatDateTime } from '../../../shared/format';

export type RoomData = Schemas['RoomData'];
export type RoomInput = Schemas['RoomDataInput'];
export type Bedroom = Schemas['Bedroom'];
export type Bed = Schemas['Bed'];
export type AccommodationType = 'HOTEL' | 'NHA';
/** The form holds the contract's input as it is: field errors of the server land on the same paths. */
export type RoomValues = RoomInput;

export const defaultBedroom = (): Bedroom => ({ beds: [{ type: 'DOUBLE', count: 1 }], alternatives: [] });

/** `count` bedrooms: the existing ones kept, new ones with one double bed. */
export function resizeBedrooms(bedrooms: readonly Bedroom[], count: number | null): Bedroom[] {
  const n = Math.max(0, Math.min(Number.isInteger(count) ? (count as number) : bedrooms.length, 6));
  return Array.from({ length: n }, (_, i) => bedrooms[i] ?? defaultBedroom());
}

export function emptyRoom(accommodationType: AccommodationType): RoomValues {
  return {
    name: '',
    roomType: accommodationType === 'NHA' ? 'VILLA' : '',
    description: '',
    sizeSqm: null,
    roomCount: 1,
    bedroomCount: 1,
    bedrooms: [defaultBedroom()],
    maxAdults: 2,
    maxChildren: 0,
    minOccupancy: 1,
    maxOccupancy: 2,
    smokingAllowed: false,
    tower: '',
    floor: '',
    roomNumber: '',
    bathrooms: 1,
    view: null,
    minSellPrice: null,
    facilities: [],
    guestTypes: [],
  };
}

/** A stored room as form values; a room saved before bed layouts existed gets one arrangement per bedroom. */
export function valuesFromRoom(room: RoomData): RoomValues {
  const bedroomCount = Math.max(1, room.bedroomCount);
  return {
    name: room.name,
    roomType: room.roomType,
    description: room.description,
    sizeSqm: room.sizeSqm,
    roomCount: room.roomCount,
    bedroomCount,
    bedrooms: resizeBedrooms(room.bedrooms, bedroomCount),
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    minOccupancy: room.minOccupancy,
    maxOccupancy: room.maxOccupancy,
    smokingAllowed: room.smokingAllowed,
    tower: room.tower ?? '',
    floor: room.floor ?? '',
    roomNumber: room.roomNumber ?? '',
    bathrooms: room.bathrooms,
    view: room.view,
    minSellPrice: room.minSellPrice,
    facilities: [...room.facilities],
    guestTypes: [...room.guestTypes],
  };
}

const orNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

export function toRoomInput(values: RoomValues): RoomInput {
  return {
    ...values,
    name: values.name.trim(),
    tower: orNull(values.tower),
    floor: orNull(values.floor),
    roomNumber: orNull(values.roomNumber),
    view: orNull(values.view),
  };
}

export function validateRoomValues(values: RoomValues): FieldError[] {
  return validateRoomContent(values);
}

export type StandardNameState =
  { kind: 'none' } | { kind: 'applied'; name: string } | { kind: 'pending'; name: string; time: string };

/**
 * The room's standard name in the viewer's language, and whether it is applied or when it will be (SPEC 9: up
 * to 15 minutes after a change). The name is `standardRoomName` of @extranet/domain, the rule the form's
 * preview and the server use (the server keeps the English one): the same words before and after a save.
 * The time is the app's date-time of the property's zone (`1 Mar 2027, 23.45 WIB`).
 */
export function standardNameState(room: RoomData, lang: Language, timeZone: string): StandardNameState {
  if (!room.standardName || !room.standardNameFrom) return { kind: 'none' };
  const name = standardRoomName(room, lang);
  if (room.standardNameApplied) return { kind: 'applied', name };
  return { kind: 'pending', name, time: formatDateTime(room.standardNameFrom, lang, timeZone) };
}

export interface CatalogueGroup {
  readonly group: string;
  readonly codes: readonly string[];
}

/** The groups with only the codes whose name contains the query (case- and accent-insensitive); empty groups dropped. */
export function filterFacilityGroups(
  groups: readonly CatalogueGroup[],
  query: string,
  nameOf: (code: string) => string,
): CatalogueGroup[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim());
  if (q === '') return groups.map((g) => ({ group: g.group, codes: [...g.codes] }));
  return groups
    .map((g) => ({ group: g.group, codes: g.codes.filter((c) => fold(nameOf(c)).includes(q)) }))
    .filter((g) => g.codes.length > 0);
}

/** Where the room-data pages live. */
export const ROOM_DATA_PATH = '/v3/property/room-data';

/** A room id of the URL, or null when it is not one. */
export const roomIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
