/**
 * SQL of room data and facilities. Every statement is scoped by hotel_id: another property's room id simply
 * finds nothing. Rows leave as RoomRecord (the contract's RoomData without the clock-dependent flag).
 */
import type { Schemas } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';

type Bedroom = Schemas['Bedroom'];

interface RoomRow {
  room_id: number;
  name: string;
  room_type: string;
  description: string;
  size_sqm: string | null;
  room_count: number;
  bedrooms: number;
  bedroom_layout: unknown;
  max_adults: number;
  max_children: number;
  min_occupancy: number;
  max_occupancy: number;
  smoking_allowed: boolean;
  tower: string | null;
  floor: string | null;
  room_number: string | null;
  bathrooms: number;
  view: string | null;
  min_sell_price: number | string;
  guest_types: string[];
  standard_name: string | null;
  standard_name_from: Date | null;
  facilities: string[] | null;
  photo_count: number;
  rate_plan_ids: (number | string)[] | null;
}

/** What the service writes of a room. */
export interface RoomValues {
  name: string;
  roomType: string;
  description: string;
  sizeSqm: number;
  roomCount: number;
  bedroomCount: number;
  bedrooms: Bedroom[];
  maxAdults: number;
  maxChildren: number;
  minOccupancy: number;
  maxOccupancy: number;
  smokingAllowed: boolean;
  tower: string | null;
  floor: string | null;
  roomNumber: string | null;
  bathrooms: number;
  view: string | null;
  minSellPrice: number;
  guestTypes: string[];
  facilities: string[];
  standardName: string;
  standardNameFrom: Date;
}

export interface RoomRecord extends Omit<RoomValues, 'sizeSqm' | 'standardName' | 'standardNameFrom'> {
  roomId: number;
  sizeSqm: number | null;
  standardName: string | null;
  standardNameFrom: Date | null;
  photoCount: number;
  ratePlanIds: number[];
}

const ROOM_SELECT = `
  SELECT r.room_id, r.name, r.room_type, r.description, r.size_sqm::text AS size_sqm, r.room_count, r.bedrooms,
         r.bedroom_layout, r.max_adults, r.max_children, r.min_occupancy, r.max_occupancy, r.smoking_allowed,
         r.tower, r.floor, r.room_number, r.bathrooms, r.view, r.min_sell_price, r.guest_types, r.standard_name,
         r.standard_name_from,
         (SELECT array_agg(f.facility ORDER BY f.facility) FROM room_facilities f
           WHERE f.hotel_id = r.hotel_id AND f.room_id = r.room_id) AS facilities,
         (SELECT count(*)::integer FROM property_photos p
           WHERE p.hotel_id = r.hotel_id AND p.room_id = r.room_id) AS photo_count,
         (SELECT array_agg(l.rate_plan_id ORDER BY l.rate_plan_id) FROM rate_plan_rooms l
           WHERE l.hotel_id = r.hotel_id AND l.room_id = r.room_id) AS rate_plan_ids
    FROM rooms r`;

/** The stored layout as bedrooms; anything unexpected in the jsonb reads as no bedroom. */
function layoutOf(value: unknown): Bedroom[] {
  const raw = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(raw)) return [];
  const beds = (list: unknown) =>
    Array.isArray(list)
      ? list.map((b: { type?: unknown; count?: unknown }) => ({
          type: String(b?.type ?? ''),
          count: Number(b?.count ?? 0),
        }))
      : [];
  return raw.map((b: { beds?: unknown; alternatives?: unknown }) => ({
    beds: beds(b?.beds),
    alternatives: Array.isArray(b?.alternatives) ? b.alternatives.map(beds) : [],
  }));
}

function roomOf(r: RoomRow): RoomRecord {
  return {
    roomId: Number(r.room_id),
    name: r.name,
    roomType: r.room_type,
    description: r.description,
    sizeSqm: r.size_sqm === null ? null : Number(r.size_sqm),
    roomCount: Number(r.room_count),
    bedroomCount: Number(r.bedrooms),
    bedrooms: layoutOf(r.bedroom_layout),
    maxAdults: Number(r.max_adults),
    maxChildren: Number(r.max_children),
    minOccupancy: Number(r.min_occupancy),
    maxOccupancy: Number(r.max_occupancy),
    smokingAllowed: r.smoking_allowed,
    tower: r.tower,
    floor: r.floor,
    roomNumber: r.room_number,
    bathrooms: Number(r.bathrooms),
    view: r.view,
    minSellPrice: Number(r.min_sell_price),
    guestTypes: r.guest_types ?? [],
    facilities: r.facilities ?? [],
    standardName: r.standard_name,
    standardNameFrom: r.standard_name_from,
    photoCount: Number(r.photo_count),
    ratePlanIds: (r.rate_plan_ids ?? []).map(Number),
  };
}

export async function listRooms(db: Database, hotelId: number): Promise<RoomRecord[]> {
  const rows = await db.query<RoomRow>(
    `${ROOM_SELECT} WHERE r.hotel_id = $1 ORDER BY r.sort_order, r.room_id`,
    [hotelId],
  );
  return rows.map(roomOf);
}

export async function findRoom(db: Database, hotelId: number, roomId: number): Promise<RoomRecord | null> {
  const row = await db.maybeOne<RoomRow>(`${ROOM_SELECT} WHERE r.hotel_id = $1 AND r.room_id = $2`, [
    hotelId,
    roomId,
  ]);
  return row && roomOf(row);
}

const COLUMNS = `name, room_type, description, size_sqm, room_count, bedrooms, bedroom_layout, max_adults,
  max_children, min_occupancy, max_occupancy, smoking_allowed, tower, floor, room_number, bathrooms, view,
  min_sell_price, guest_types, standard_name, standard_name_from`;

function params(v: RoomValues): unknown[] {
  return [
    v.name,
    v.roomType,
    v.description,
    v.sizeSqm,
    v.roomCount,
    v.bedroomCount,
    JSON.stringify(v.bedrooms),
    v.maxAdults,
    v.maxChildren,
    v.minOccupancy,
    v.maxOccupancy,
    v.smokingAllowed,
    v.tower,
    v.floor,
    v.roomNumber,
    v.bathrooms,
    v.view,
    v.minSellPrice,
    v.guestTypes,
    v.standardName,
    v.standardNameFrom,
  ];
}

/** A new room after the property's others (sort order), with its facilities. */
export async function insertRoom(db: Database, hotelId: number, v: RoomValues): Promise<number> {
  const row = await db.one<{ room_id: number }>(
    `INSERT INTO rooms (hotel_id, sort_order, ${COLUMNS})
     VALUES ($1, (SELECT COALESCE(max(sort_order), 0) + 1 FROM rooms WHERE hotel_id = $1),
             $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
             $20::text[], $21, $22)
     RETURNING room_id`,
    [hotelId, ...params(v)],
  );
  const roomId = Number(row.room_id);
  await replaceRoomFacilities(db, hotelId, roomId, v.facilities);
  return roomId;
}

/** False when the room is not the property's. */
export async function updateRoom(
  db: Database,
  hotelId: number,
  roomId: number,
  v: RoomValues,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE rooms SET (${COLUMNS}, updated_at) =
       ($3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
        $21::text[], $22, $23, now())
     WHERE hotel_id = $1 AND room_id = $2 RETURNING room_id`,
    [hotelId, roomId, ...params(v)],
  );
  if (rows.length === 0) return false;
  await replaceRoomFacilities(db, hotelId, roomId, v.facilities);
  return true;
}

async function replaceRoomFacilities(db: Database, hotelId: number, roomId: number, codes: string[]) {
  await db.query('DELETE FROM room_facilities WHERE hotel_id = $1 AND room_id = $2', [hotelId, roomId]);
  if (codes.length > 0) {
    await db.query(
      `INSERT INTO room_facilities (hotel_id, room_id, facility)
       SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
      [hotelId, roomId, codes],
    );
  }
}

/** The property's room ids, locked until the transaction ends (two deletions cannot both pass the last-room check). */
export async function lockRoomIds(db: Database, hotelId: number): Promise<number[]> {
  const rows = await db.query<{ room_id: number }>(
    'SELECT room_id FROM rooms WHERE hotel_id = $1 ORDER BY room_id FOR UPDATE',
    [hotelId],
  );
  return rows.map((r) => Number(r.room_id));
}

/** Rate plans of which this room is the only room. */
export async function ratePlansOnlySelling(db: Database, hotelId: number, roomId: number): Promise<number[]> {
  const rows = await db.query<{ rate_plan_id: number }>(
    `SELECT l.rate_plan_id FROM rate_plan_rooms l
      WHERE l.hotel_id = $1 AND l.room_id = $2
        AND NOT EXISTS (SELECT 1 FROM rate_plan_rooms o
                         WHERE o.hotel_id = l.hotel_id AND o.rate_plan_id = l.rate_plan_id
                           AND o.room_id <> l.room_id)
      ORDER BY l.rate_plan_id`,
    [hotelId, roomId],
  );
  return rows.map((r) => Number(r.rate_plan_id));
}

/** Deletes the room; its rate plan links, availability, rates, photos and facilities go with it (FK cascades). */
export async function deleteRoom(db: Database, hotelId: number, roomId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM rooms WHERE hotel_id = $1 AND room_id = $2 RETURNING room_id', [
    hotelId,
    roomId,
  ]);
  return rows.length > 0;
}

// ---------------------------------------------------------------- property facilities

export async function propertyFacilities(db: Database, hotelId: number): Promise<string[]> {
  const rows = await db.query<{ facility: string }>(
    'SELECT facility FROM property_facilities WHERE hotel_id = $1 ORDER BY facility',
    [hotelId],
  );
  return rows.map((r) => r.facility);
}

export async function replacePropertyFacilities(
  db: Database,
  hotelId: number,
  codes: string[],
): Promise<void> {
  await db.query('DELETE FROM property_facilities WHERE hotel_id = $1', [hotelId]);
  if (codes.length > 0) {
    await db.query(
      `INSERT INTO property_facilities (hotel_id, facility) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
      [hotelId, codes],
    );
  }
}
