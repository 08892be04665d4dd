/**
 * Rooms, units and listings (SPEC 3, 5, 9): the kinds of room, bed and view a room may have, the guest types it
 * may target, and the standard name generated from its attributes. Names in id and en live here because the
 * server generates the standard name (standardRoomName) and the screens show the same words. Limits
 * (MAX_BED_ROOM, MAX_ARRANGEMENT, MAX_AMOUNT_ROOM, ROOM_MIN_FACILITIES, ROOM_MAX_GUEST_TYPES) are in constants.ts.
 */
type Names = { readonly id: string; readonly en: string };
export type RoomLanguage = 'id' | 'en';

/** Room types; `room: true` types read "<type> ... Room" (Kamar ...), the others name the unit itself. */
const ROOM_TYPE_DEFS = {
  STANDARD: { id: 'Standar', en: 'Standard', room: true },
  SUPERIOR: { id: 'Superior', en: 'Superior', room: true },
  DELUXE: { id: 'Deluxe', en: 'Deluxe', room: true },
  EXECUTIVE: { id: 'Eksekutif', en: 'Executive', room: true },
  FAMILY: { id: 'Keluarga', en: 'Family', room: true },
  DORMITORY: { id: 'Asrama', en: 'Dormitory', room: true },
  JUNIOR_SUITE: { id: 'Junior Suite', en: 'Junior Suite', room: false },
  SUITE: { id: 'Suite', en: 'Suite', room: false },
  STUDIO: { id: 'Studio', en: 'Studio', room: false },
  VILLA: { id: 'Vila', en: 'Villa', room: false },
  APARTMENT: { id: 'Apartemen', en: 'Apartment', room: false },
  BUNGALOW: { id: 'Bungalo', en: 'Bungalow', room: false },
  COTTAGE: { id: 'Pondok', en: 'Cottage', room: false },
  CABIN: { id: 'Kabin', en: 'Cabin', room: false },
} as const satisfies Record<string, Names & { room: boolean }>;
export type RoomType = keyof typeof ROOM_TYPE_DEFS;
export const ROOM_TYPES = Object.keys(ROOM_TYPE_DEFS) as RoomType[];

const BED_TYPE_DEFS = {
  SINGLE: { id: 'Single', en: 'Single' },
  DOUBLE: { id: 'Double', en: 'Double' },
  QUEEN: { id: 'Queen', en: 'Queen' },
  KING: { id: 'King', en: 'King' },
  SUPER_KING: { id: 'Super King', en: 'Super King' },
  SOFA_BED: { id: 'Sofa bed', en: 'Sofa bed' },
  BUNK_BED: { id: 'Ranjang susun', en: 'Bunk bed' },
  FUTON: { id: 'Futon', en: 'Futon' },
} as const satisfies Record<string, Names>;
export type BedType = keyof typeof BED_TYPE_DEFS;
export const BED_TYPES = Object.keys(BED_TYPE_DEFS) as BedType[];

const VIEW_DEFS = {
  CITY: { id: 'Kota', en: 'City' },
  SEA: { id: 'Laut', en: 'Sea' },
  BEACH: { id: 'Pantai', en: 'Beach' },
  MOUNTAIN: { id: 'Gunung', en: 'Mountain' },
  GARDEN: { id: 'Taman', en: 'Garden' },
  POOL: { id: 'Kolam Renang', en: 'Pool' },
  RICE_FIELD: { id: 'Sawah', en: 'Rice Field' },
  RIVER: { id: 'Sungai', en: 'River' },
  LAKE: { id: 'Danau', en: 'Lake' },
  COURTYARD: { id: 'Halaman', en: 'Courtyard' },
  LANDMARK: { id: 'Landmark', en: 'Landmark' },
} as const satisfies Record<string, Names>;
export type RoomView = keyof typeof VIEW_DEFS;
export const VIEWS = Object.keys(VIEW_DEFS) as RoomView[];

/** Whom a room is meant for (at most ROOM_MAX_GUEST_TYPES per room); names in i18n `propertyRooms.guestType`. */
export const GUEST_TYPES = ['FAMILY', 'COUPLE', 'SOLO', 'BUSINESS', 'GROUP', 'BACKPACKER'] as const;
export type GuestType = (typeof GUEST_TYPES)[number];

/** Beds per bed type in one arrangement: at most this many. */
export const MAX_BEDS_PER_TYPE = 10;

export function roomTypeName(type: string, lang: RoomLanguage): string {
  return (ROOM_TYPE_DEFS as Record<string, Names | undefined>)[type]?.[lang] ?? type;
}
export function bedTypeName(type: string, lang: RoomLanguage): string {
  return (BED_TYPE_DEFS as Record<string, Names | undefined>)[type]?.[lang] ?? type;
}
export function viewName(view: string, lang: RoomLanguage): string {
  return (VIEW_DEFS as Record<string, Names | undefined>)[view]?.[lang] ?? view;
}

/** Beds of one kind in an arrangement. */
export interface Bed {
  readonly type: string;
  readonly count: number;
}
/** One bedroom: its beds and up to MAX_ARRANGEMENT alternative arrangements of beds. */
export interface Bedroom {
  readonly beds: readonly Bed[];
  readonly alternatives: readonly (readonly Bed[])[];
}

/** What the standard name is made of. */
export interface StandardNameInput {
  readonly roomType: string;
  readonly bedrooms: readonly Bedroom[];
  readonly view: string | null;
  readonly smokingAllowed: boolean;
}

const NAMED_BEDS = new Set(['SINGLE', 'DOUBLE', 'QUEEN', 'KING', 'SUPER_KING']);

/** "Double", "King", "Twin" (two singles) from the one bedroom's main beds; null when it says nothing simple. */
function bedWord(bedrooms: readonly Bedroom[], lang: RoomLanguage): string | null {
  if (bedrooms.length !== 1) return null;
  const beds = bedrooms[0]!.beds.filter((b) => b.count > 0);
  if (beds.length !== 1) return null;
  const { type, count } = beds[0]!;
  if (type === 'SINGLE' && count === 2) return 'Twin';
  if (count === 1 && NAMED_BEDS.has(type)) return bedTypeName(type, lang);
  return null;
}

/**
 * The standard name of a room from its attributes (SPEC 9), e.g. "Deluxe Double Room, City View, Non-smoking"
 * or "Kamar Deluxe Double, Pemandangan Kota, Bebas Rokok"; "2-Bedroom Villa, ..." for several bedrooms.
 */
export function standardRoomName(room: StandardNameInput, lang: RoomLanguage): string {
  const def = (ROOM_TYPE_DEFS as Record<string, (Names & { room: boolean }) | undefined>)[room.roomType];
  const type = def ? def[lang] : room.roomType;
  const isRoom = def?.room ?? true;
  const count = room.bedrooms.length;
  const bed = bedWord(room.bedrooms, lang);
  let head: string;
  if (lang === 'en') {
    if (count >= 2) head = `${count}-Bedroom ${type}${isRoom ? ' Room' : ''}`;
    else if (isRoom) head = `${type}${bed ? ` ${bed}` : ''} Room`;
    else head = `${type}${bed ? `, ${bed} Bed` : ''}`;
  } else if (count >= 2) head = `${isRoom ? `Kamar ${type}` : type} ${count} Kamar Tidur`;
  else if (isRoom) head = `Kamar ${type}${bed ? ` ${bed}` : ''}`;
  else head = `${type}${bed ? `, Tempat Tidur ${bed}` : ''}`;
  const parts = [head];
  if (room.view) {
    const view = viewName(room.view, lang);
    parts.push(lang === 'en' ? `${view} View` : `Pemandangan ${view}`);
  }
  if (lang === 'en') parts.push(room.smokingAllowed ? 'Smoking' : 'Non-smoking');
  else parts.push(room.smokingAllowed ? 'Boleh Merokok' : 'Bebas Rokok');
  return parts.join(', ');
}

/** SPEC 9: a changed standard name takes effect up to 15 minutes after the change. */
export const STANDARD_NAME_DELAY_MINUTES = 15;

/** When a standard name saved at `now` takes effect. */
export function standardNameFrom(now: Date): Date {
  return new Date(now.getTime() + STANDARD_NAME_DELAY_MINUTES * 60_000);
}
