/**
 * The facilities catalogue (issue 11 "Facilities"): codes of a property's facilities and of a room's, grouped
 * as the screens show them. Names are i18n keys: `propertyRooms.facility.<CODE>` and the groups'
 * `propertyRooms.facilityGroup.<GROUP>`. Stored by code (tables property_facilities and room_facilities).
 */

export interface FacilityGroup<G extends string = string> {
  readonly group: G;
  readonly codes: readonly string[];
}

export const PROPERTY_FACILITY_GROUPS = [
  {
    group: 'GENERAL',
    codes: [
      'RECEPTION_24H',
      'ELEVATOR',
      'PARKING',
      'VALET_PARKING',
      'WIFI_PUBLIC',
      'SMOKING_AREA',
      'LUGGAGE_STORAGE',
      'SAFETY_DEPOSIT_BOX',
      'LAUNDRY',
      'DRY_CLEANING',
      'CONCIERGE',
      'PRAYER_ROOM',
      'ATM',
      'SECURITY_24H',
      'CCTV',
      'BACKUP_GENERATOR',
      'WHEELCHAIR_ACCESS',
    ],
  },
  {
    group: 'FOOD_DRINK',
    codes: ['RESTAURANT', 'BAR', 'COFFEE_SHOP', 'ROOM_SERVICE', 'BREAKFAST', 'HALAL_FOOD'],
  },
  {
    group: 'RECREATION',
    codes: [
      'SWIMMING_POOL',
      'KIDS_POOL',
      'FITNESS_CENTER',
      'SPA',
      'SAUNA',
      'KIDS_CLUB',
      'PLAYGROUND',
      'GARDEN',
      'BBQ',
      'BEACH_ACCESS',
    ],
  },
  { group: 'BUSINESS', codes: ['MEETING_ROOM', 'BUSINESS_CENTER', 'BALLROOM'] },
  { group: 'TRANSPORT', codes: ['AIRPORT_SHUTTLE', 'CAR_RENTAL', 'BICYCLE_RENTAL', 'TOUR_DESK'] },
] as const satisfies readonly FacilityGroup[];

export const ROOM_FACILITY_GROUPS = [
  {
    group: 'ROOM',
    codes: [
      'AIR_CONDITIONING',
      'FAN',
      'WIFI',
      'TV',
      'CABLE_TV',
      'DESK',
      'WARDROBE',
      'IN_ROOM_SAFE',
      'MINIBAR',
      'REFRIGERATOR',
      'COFFEE_TEA_MAKER',
      'KETTLE',
      'BALCONY',
      'SEATING_AREA',
      'IRON',
      'SOUNDPROOF',
      'BLACKOUT_CURTAINS',
      'TELEPHONE',
    ],
  },
  {
    group: 'BATHROOM',
    codes: [
      'PRIVATE_BATHROOM',
      'SHOWER',
      'BATHTUB',
      'HOT_WATER',
      'HAIR_DRYER',
      'TOILETRIES',
      'TOWELS',
      'BATHROBE',
      'SLIPPERS',
      'BIDET',
    ],
  },
  {
    group: 'KITCHEN',
    codes: ['KITCHENETTE', 'MICROWAVE', 'STOVE', 'DINING_TABLE', 'WASHING_MACHINE', 'KITCHENWARE'],
  },
] as const satisfies readonly FacilityGroup[];

export type PropertyFacility = (typeof PROPERTY_FACILITY_GROUPS)[number]['codes'][number];
export type RoomFacility = (typeof ROOM_FACILITY_GROUPS)[number]['codes'][number];

export const PROPERTY_FACILITIES: readonly PropertyFacility[] = PROPERTY_FACILITY_GROUPS.flatMap(
  (g) => g.codes,
);
export const ROOM_FACILITIES: readonly RoomFacility[] = ROOM_FACILITY_GROUPS.flatMap((g) => g.codes);

const PROPERTY_SET = new Set<string>(PROPERTY_FACILITIES);
const ROOM_SET = new Set<string>(ROOM_FACILITIES);

export function isPropertyFacility(code: string): code is PropertyFacility {
  return PROPERTY_SET.has(code);
}
export function isRoomFacility(code: string): code is RoomFacility {
  return ROOM_SET.has(code);
}

/** The catalogue's codes in catalogue order, without duplicates; unknown codes are dropped. */
export function normalizeFacilities(codes: readonly string[], kind: 'property' | 'room'): string[] {
  const chosen = new Set(codes);
  return (kind === 'property' ? PROPERTY_FACILITIES : ROOM_FACILITIES).filter((c) => chosen.has(c));
}

/** The i18n key of a facility's name and of a group's name. */
export const facilityKey = (code: string) => `propertyRooms.facility.${code}`;
export const facilityGroupKey = (group: string) => `propertyRooms.facilityGroup.${group}`;
