/**
 * Room / unit / listing content (SPEC 3, 5, 9; issue 11 "Room data"): every field the room form and the server
 * check, with errors on the contract's field paths (`bedrooms.0.beds.1.type`, `maxChildren`, ...).
 */
import {
  BED_TYPES,
  GUEST_TYPES,
  isRoomFacility,
  MAX_AMOUNT_ROOM,
  MAX_ARRANGEMENT,
  MAX_BED_ROOM,
  MAX_BEDS_PER_TYPE,
  ROOM_DESCRIPTION_MAX_LENGTH,
  ROOM_MAX_GUEST_TYPES,
  ROOM_MIN_FACILITIES,
  ROOM_TYPES,
  VIEWS,
} from '@extranet/domain';
import { ErrorList, type FieldError } from '../field-errors.js';
import { checkNumber, join } from './ranges.js';
import type { Maybe, NumberInput } from './types.js';

/** Limits of the room form that SPEC leaves open (kept generous but bounded). */
export const ROOM_LIMITS = {
  nameMaxLength: 100,
  /** Stored HTML of the rich text description (its plain text is limited to ROOM_DESCRIPTION_MAX_LENGTH). */
  descriptionHtmlMaxLength: 5000,
  sizeMaxSqm: 10_000,
  maxGuests: 50,
  maxBathrooms: 20,
  labelMaxLength: 50,
  maxSellPrice: 1_000_000_000_000,
} as const;

export interface BedValue {
  type: Maybe<string>;
  count: NumberInput;
}
export interface BedroomValue {
  beds: readonly BedValue[] | null | undefined;
  alternatives?: readonly (readonly BedValue[])[] | null;
}

export interface RoomContentInput {
  name: Maybe<string>;
  roomType: Maybe<string>;
  description?: Maybe<string>;
  sizeSqm: NumberInput;
  roomCount: NumberInput;
  /** How many bedrooms; `bedrooms` has one arrangement for each. */
  bedroomCount: NumberInput;
  bedrooms: readonly BedroomValue[] | null | undefined;
  maxAdults: NumberInput;
  maxChildren: NumberInput;
  minOccupancy: NumberInput;
  maxOccupancy: NumberInput;
  bathrooms: NumberInput;
  view?: Maybe<string>;
  tower?: Maybe<string>;
  floor?: Maybe<string>;
  roomNumber?: Maybe<string>;
  minSellPrice: NumberInput;
  facilities: readonly string[] | null | undefined;
  guestTypes?: readonly string[] | null;
}

const oneOf = (list: ErrorList, field: string, value: Maybe<string>, options: readonly string[]) => {
  if (value === null || value === undefined || value === '') return list.add(field, 'required');
  if (!options.includes(value)) return list.add(field, 'room.invalidOption');
  return true;
};

function checkBeds(list: ErrorList, prefix: string, beds: readonly BedValue[] | null | undefined): void {
  if (!beds || beds.length === 0) {
    list.add(prefix, 'room.bedRequired');
    return;
  }
  const seen = new Set<string>();
  beds.forEach((bed, index) => {
    const at = join(prefix, String(index));
    if (oneOf(list, join(at, 'type'), bed.type, BED_TYPES) && bed.type) {
      if (seen.has(bed.type)) list.add(join(at, 'type'), 'room.duplicateBed');
      seen.add(bed.type);
    }
    checkNumber(list, join(at, 'count'), bed.count, {
      required: true,
      integer: true,
      min: 1,
      max: MAX_BEDS_PER_TYPE,
    });
  });
}

/**
 * A room (SPEC 5): name, a known type, description at most 1000 characters of plain text, size above 0,
 * 1 to MAX_AMOUNT_ROOM rooms of the type, 1 to MAX_BED_ROOM bedrooms each with its beds and at most
 * MAX_ARRANGEMENT alternative arrangements (one arrangement per bedroom), adults at least 1 and children not
 * above adults, min occupancy not above max occupancy and max occupancy within adults + children, bathrooms,
 * a known view, minimum sell price, at least ROOM_MIN_FACILITIES facilities of the room catalogue and at most
 * ROOM_MAX_GUEST_TYPES guest types.
 */
export function validateRoomContent(input: RoomContentInput): FieldError[] {
  const list = new ErrorList();
  list.rules('name', input.name, `required|not_contains_only_spaces|max_length:${ROOM_LIMITS.nameMaxLength}`);
  oneOf(list, 'roomType', input.roomType, ROOM_TYPES);
  list.rules('description', input.description ?? '', `max_length:${ROOM_DESCRIPTION_MAX_LENGTH}`);
  if ((input.description ?? '').length > ROOM_LIMITS.descriptionHtmlMaxLength) {
    list.add('description', 'max_length', { param: ROOM_LIMITS.descriptionHtmlMaxLength });
  }
  checkNumber(list, 'sizeSqm', input.sizeSqm, {
    required: true,
    above: 0,
    max: ROOM_LIMITS.sizeMaxSqm,
    decimals: 2,
  });
  checkNumber(list, 'roomCount', input.roomCount, {
    required: true,
    integer: true,
    min: 1,
    max: MAX_AMOUNT_ROOM,
  });
  const bedroomCount = checkNumber(list, 'bedroomCount', input.bedroomCount, {
    required: true,
    integer: true,
    min: 1,
    max: MAX_BED_ROOM,
  });
  const bedrooms = input.bedrooms ?? [];
  if (bedroomCount !== undefined && bedrooms.length !== bedroomCount) {
    list.add('bedrooms', 'room.bedroomMismatch', { count: bedroomCount });
  }
  bedrooms.slice(0, MAX_BED_ROOM).forEach((bedroom, index) => {
    const at = `bedrooms.${index}`;
    checkBeds(list, `${at}.beds`, bedroom.beds);
    const alternatives = bedroom.alternatives ?? [];
    if (alternatives.length > MAX_ARRANGEMENT) {
      list.add(`${at}.alternatives`, 'room.tooManyArrangements', { max: MAX_ARRANGEMENT });
    } else alternatives.forEach((beds, i) => checkBeds(list, `${at}.alternatives.${i}`, beds));
  });
  const guests = { integer: true, max: ROOM_LIMITS.maxGuests };
  const adults = checkNumber(list, 'maxAdults', input.maxAdults, { ...guests, required: true, min: 1 });
  const children = checkNumber(list, 'maxChildren', input.maxChildren, { ...guests, required: true, min: 0 });
  if (adults !== undefined && children !== undefined && children > adults) {
    list.add('maxChildren', 'room.childAboveAdult', { max: adults });
  }
  const max = checkNumber(list, 'maxOccupancy', input.maxOccupancy, { ...guests, required: true, min: 1 });
  const min = checkNumber(list, 'minOccupancy', input.minOccupancy, { ...guests, required: true, min: 1 });
  if (max !== undefined && adults !== undefined && children !== undefined && max > adults + children) {
    list.add('maxOccupancy', 'room.occupancyAboveGuests', { max: adults + children });
  }
  if (min !== undefined && max !== undefined && min > max) {
    list.add('minOccupancy', 'max', { param: max });
  }
  checkNumber(list, 'bathrooms', input.bathrooms, {
    required: true,
    integer: true,
    min: 0,
    max: ROOM_LIMITS.maxBathrooms,
  });
  if (input.view) oneOf(list, 'view', input.view, VIEWS);
  for (const field of ['tower', 'floor', 'roomNumber'] as const) {
    list.rules(field, input[field] ?? '', `max_length:${ROOM_LIMITS.labelMaxLength}`);
  }
  checkNumber(list, 'minSellPrice', input.minSellPrice, {
    required: true,
    integer: true,
    min: 0,
    max: ROOM_LIMITS.maxSellPrice,
  });
  const facilities = input.facilities ?? [];
  if (facilities.some((f) => !isRoomFacility(f))) list.add('facilities', 'room.invalidOption');
  else if (new Set(facilities).size < ROOM_MIN_FACILITIES) {
    list.add('facilities', 'room.tooFewFacilities', { min: ROOM_MIN_FACILITIES });
  }
  const guestTypes = input.guestTypes ?? [];
  if (guestTypes.some((g) => !(GUEST_TYPES as readonly string[]).includes(g))) {
    list.add('guestTypes', 'room.invalidOption');
  } else if (new Set(guestTypes).size > ROOM_MAX_GUEST_TYPES) {
    list.add('guestTypes', 'room.tooManyGuestTypes', { max: ROOM_MAX_GUEST_TYPES });
  }
  return list.errors;
}
