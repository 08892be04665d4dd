import { ErrorList, type FieldError } from '../field-errors.js';
import {
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_NAME_MIN_LENGTH,
  MAX_ARRANGEMENT,
  MAX_BED_ROOM,
  ROOM_DESCRIPTION_MAX_LENGTH,
  ROOM_MAX_GUEST_TYPES,
  ROOM_MIN_FACILITIES,
} from '../constants.js';
import { checkPhone, EMAIL_RULES } from './auth.js';
import { minutesOf } from './dates.js';
import { checkNumber, join } from './ranges.js';
import type { Maybe, NumberInput } from './types.js';

export type ContactKind = 'PRIMARY' | 'AGREEMENT' | 'FINANCE' | 'RESERVATION';

export interface ContactInput {
  name: Maybe<string>;
  position: Maybe<string>;
  email: Maybe<string>;
  /** Mobile number without the country code. */
  mobile: Maybe<string>;
  phone?: Maybe<string>;
  fax?: Maybe<string>;
}

/** One contact; errors under `prefix` (e.g. `contacts.0`). */
export function checkContact(list: ErrorList, prefix: string, input: ContactInput): void {
  list.rules(
    join(prefix, 'name'),
    input.name?.trim(),
    `required|min_length:${CONTACT_NAME_MIN_LENGTH}|max_length:${CONTACT_NAME_MAX_LENGTH}`,
  );
  list.rules(join(prefix, 'position'), input.position, 'required|not_contains_only_spaces');
  list.rules(join(prefix, 'email'), input.email?.trim(), EMAIL_RULES);
  checkPhone(list, join(prefix, 'mobile'), input.mobile, true);
  checkPhone(list, join(prefix, 'phone'), input.phone, false);
  checkPhone(list, join(prefix, 'fax'), input.fax, false);
}

/**
 * Contact (SPEC 5): name 3 to 50 characters, position required, a well-formed e-mail, the mobile number
 * without the country code with at least 6 digits (phone and fax optional, same format).
 */
export function validateContact(input: ContactInput): FieldError[] {
  const list = new ErrorList();
  checkContact(list, '', input);
  return list.errors;
}

export interface GeneralPolicyInput {
  allowAllAge?: boolean | null;
  /** The minimum guest age, required when not all ages are allowed. */
  setMinAge?: NumberInput;
  breakfastTime?: { start: Maybe<string>; end: Maybe<string> } | null;
}

/** General policy (SPEC 5): a minimum age above 0 when set; breakfast end after its start. */
export function validateGeneralPolicy(input: GeneralPolicyInput): FieldError[] {
  const list = new ErrorList();
  if (input.allowAllAge === false) {
    checkNumber(list, 'setMinAge', input.setMinAge, { required: true, integer: true, above: 0, max: 100 });
  }
  const breakfast = input.breakfastTime;
  if (breakfast && (breakfast.start || breakfast.end)) {
    const start = minutesOf(breakfast.start);
    const end = minutesOf(breakfast.end);
    if (!breakfast.start) list.add('breakfastTime.start', 'required');
    else if (start === undefined) list.add('breakfastTime.start', 'time.invalid');
    if (!breakfast.end) list.add('breakfastTime.end', 'required');
    else if (end === undefined) list.add('breakfastTime.end', 'time.invalid');
    if (start !== undefined && end !== undefined && end <= start)
      list.add('breakfastTime.end', 'time.endBeforeStart');
  }
  return list.errors;
}

export interface AgeGroupInput {
  minAge: NumberInput;
  maxAge: NumberInput;
}

export interface ChildrenAgeGroupsInput {
  /** The general policy's minimum age (0 when all ages are allowed). */
  policyMinAge: number;
  /** The age from which a guest counts as an adult. */
  adultMinAge: NumberInput;
  groups: readonly AgeGroupInput[] | null | undefined;
}

/**
 * Children age groups (SPEC 5): the adult minimum age above the policy's minimum age; every range filled,
 * from <= to, ranges not overlapping and below the adult age.
 */
export function validateChildrenAgeGroups(input: ChildrenAgeGroupsInput): FieldError[] {
  const list = new ErrorList();
  const adult = checkNumber(list, 'adultMinAge', input.adultMinAge, {
    required: true,
    integer: true,
    min: 0,
    max: 100,
  });
  if (adult !== undefined && adult <= input.policyMinAge) {
    list.add('adultMinAge', 'ageGroups.adultNotAbovePolicy', { min: input.policyMinAge });
  }
  const ranges: { index: number; min: number; max: number }[] = [];
  (input.groups ?? []).forEach((group, index) => {
    const prefix = `groups.${index}`;
    const min = checkNumber(list, `${prefix}.minAge`, group.minAge, {
      required: true,
      integer: true,
      min: 0,
      max: 100,
    });
    const max = checkNumber(list, `${prefix}.maxAge`, group.maxAge, {
      required: true,
      integer: true,
      min: 0,
      max: 100,
    });
    if (min === undefined || max === undefined) return;
    if (max < min) list.add(`${prefix}.maxAge`, 'range.maxBelowMin', { min });
    else if (adult !== undefined && max >= adult)
      list.add(`${prefix}.maxAge`, 'ageGroups.notBelowAdult', { max: adult - 1 });
    else if (ranges.some((r) => min <= r.max && r.min <= max))
      list.add(`${prefix}.minAge`, 'ageGroups.overlap');
    else ranges.push({ index, min, max });
  });
  return list.errors;
}

export interface BedroomInput {
  /** Beds of the main arrangement. */
  beds: readonly unknown[] | null | undefined;
  /** Alternative arrangements (at most MAX_ARRANGEMENT). */
  alternatives?: readonly unknown[] | null;
}

export interface RoomInput {
  name: Maybe<string>;
  description?: Maybe<string>;
  adultOccupancy: NumberInput;
  childOccupancy?: NumberInput;
  /** Number of bedrooms; `bedrooms` lists an arrangement for each. */
  bedroomCount?: NumberInput;
  bedrooms?: readonly BedroomInput[] | null;
  facilities?: readonly unknown[] | null;
  guestTypes?: readonly unknown[] | null;
}

/**
 * Room/unit (SPEC 5, 9): name; description max 1000 (plain text); adult occupancy at least 1, child
 * occupancy not above adult; one bed arrangement per bedroom (max 6 bedrooms, max 3 alternatives each);
 * at least 3 facilities; at most 2 guest types.
 */
export function validateRoom(input: RoomInput): FieldError[] {
  const list = new ErrorList();
  list.rules('name', input.name, 'required|not_contains_only_spaces|max_length:100');
  list.rules('description', input.description ?? '', `max_length:${ROOM_DESCRIPTION_MAX_LENGTH}`);
  const adults = checkNumber(list, 'adultOccupancy', input.adultOccupancy, {
    required: true,
    integer: true,
    min: 1,
  });
  const children = checkNumber(list, 'childOccupancy', input.childOccupancy, { integer: true, min: 0 });
  if (adults !== undefined && children !== undefined && children > adults) {
    list.add('childOccupancy', 'room.childAboveAdult', { max: adults });
  }
  const bedroomCount = checkNumber(list, 'bedroomCount', input.bedroomCount, {
    integer: true,
    min: 0,
    max: MAX_BED_ROOM,
  });
  const bedrooms = input.bedrooms ?? [];
  if (bedroomCount !== undefined && bedrooms.length !== bedroomCount) {
    list.add('bedrooms', 'room.bedroomMismatch', { count: bedroomCount });
  }
  bedrooms.forEach((bedroom, index) => {
    if (!bedroom.beds || bedroom.beds.length === 0) list.add(`bedrooms.${index}.beds`, 'room.bedRequired');
    if ((bedroom.alternatives?.length ?? 0) > MAX_ARRANGEMENT) {
      list.add(`bedrooms.${index}.alternatives`, 'room.tooManyArrangements', { max: MAX_ARRANGEMENT });
    }
  });
  if (input.facilities !== undefined && (input.facilities?.length ?? 0) < ROOM_MIN_FACILITIES) {
    list.add('facilities', 'room.tooFewFacilities', { min: ROOM_MIN_FACILITIES });
  }
  if ((input.guestTypes?.length ?? 0) > ROOM_MAX_GUEST_TYPES) {
    list.add('guestTypes', 'room.tooManyGuestTypes', { max: ROOM_MAX_GUEST_TYPES });
  }
  return list.errors;
}
