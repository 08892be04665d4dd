/**
 * SQL of the rate catalogue. Every query is scoped by hotel_id: an id of another property simply finds
 * nothing (the caller answers 404).
 */
import type { Schemas } from '@extranet/api/operations';
import { cachedRead } from '../../db/read-cache.js';
import type { Database } from '../../db/types.js';
import { planCommissionSql } from '../../db/commission.js';

// ---------------------------------------------------------------- property settings

export interface HotelRateSettings {
  timeZone: string;
  rateModel: 'DAILY' | 'LOS' | null;
  occupancyBasedRate: boolean;
  childrenMinAge: number;
  adultMinAge: number;
}

export async function hotelRateSettings(db: Database, hotelId: number): Promise<HotelRateSettings> {
  const row = await db.one<{
    time_zone: string;
    rate_model: 'DAILY' | 'LOS' | null;
    occupancy_based_rate: boolean;
    children_min_age: number;
    adult_min_age: number;
  }>(
    `SELECT time_zone, rate_model, occupancy_based_rate, children_min_age, adult_min_age
       FROM hotels WHERE hotel_id = $1`,
    [hotelId],
  );
  return {
    timeZone: row.time_zone,
    rateModel: row.rate_model,
    occupancyBasedRate: row.occupancy_based_rate,
    childrenMinAge: Number(row.children_min_age),
    adultMinAge: Number(row.adult_min_age),
  };
}

/** The pricing model's settings; `occupancyBasedRate` undefined keeps the current one. */
export async function setPricingModel(
  db: Database,
  hotelId: number,
  model: 'DAILY' | 'LOS',
  occupancyBasedRate: boolean | undefined,
): Promise<void> {
  await db.query(
    `UPDATE hotels SET rate_model = $2, occupancy_based_rate = COALESCE($3, occupancy_based_rate), updated_at = now()
      WHERE hotel_id = $1`,
    [hotelId, model, occupancyBasedRate ?? null],
  );
}

// ---------------------------------------------------------------- rooms

interface RoomRow {
  room_id: number;
  name: string;
  room_type: string;
  description: string;
  size_sqm: string | null;
  room_count: number;
  bedrooms: number;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
  smoking_allowed: boolean;
  min_sell_price: number;
  status: 'ACTIVE' | 'INACTIVE';
  rate_plan_ids: number[] | null;
}

const ROOM_SELECT = `
  SELECT r.room_id, r.name, r.room_type, r.description, r.size_sqm, r.room_count, r.bedrooms, r.max_adults,
         r.max_children, r.max_occupancy, r.smoking_allowed, r.min_sell_price, r.status,
         ARRAY(SELECT x.rate_plan_id FROM rate_plan_rooms x
                WHERE x.hotel_id = r.hotel_id AND x.room_id = r.room_id ORDER BY x.rate_plan_id) AS rate_plan_ids
    FROM rooms r`;

function roomOf(r: RoomRow): Schemas['Room'] {
  return {
    roomId: Number(r.room_id),
    name: r.name,
    roomType: r.room_type,
    description: r.description,
    sizeSqm: r.size_sqm === null ? null : Number(r.size_sqm),
    roomCount: Number(r.room_count),
    bedrooms: Number(r.bedrooms),
    maxAdults: Number(r.max_adults),
    maxChildren: Number(r.max_children),
    maxOccupancy: Number(r.max_occupancy),
    smokingAllowed: r.smoking_allowed,
    minSellPrice: Number(r.min_sell_price),
    status: r.status,
    ratePlanIds: (r.rate_plan_ids ?? []).map(Number),
  };
}

/** Read on every screen of the area: through the read cache (db/read-cache.ts; the rooms are frozen). */
export function listRooms(db: Database, hotelId: number): Promise<readonly Schemas['Room'][]> {
  return cachedRead(db, `rooms:${hotelId}`, async () =>
    (
      await db.query<RoomRow>(`${ROOM_SELECT} WHERE r.hotel_id = $1 ORDER BY r.sort_order, r.room_id`, [
        hotelId,
      ])
    ).map(roomOf),
  );
}

export async function findRoom(
  db: Database,
  hotelId: number,
  roomId: number,
): Promise<Schemas['Room'] | null> {
  const row = await db.maybeOne<RoomRow>(`${ROOM_SELECT} WHERE r.hotel_id = $1 AND r.room_id = $2`, [
    hotelId,
    roomId,
  ]);
  return row && roomOf(row);
}

/** Which of the ids are rooms of the property. */
export async function existingRoomIds(
  db: Database,
  hotelId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ room_id: number }>(
    'SELECT room_id FROM rooms WHERE hotel_id = $1 AND room_id = ANY($2::bigint[])',
    [hotelId, ids],
  );
  return new Set(rows.map((r) => Number(r.room_id)));
}

// ---------------------------------------------------------------- rate plans

interface RatePlanRow {
  rate_plan_id: number;
  name: string;
  type: 'DAILY' | 'LOS';
  stay_start: string | null;
  stay_end: string | null;
  tariff_mode: 'PROPERTY' | 'STATIC';
  meals: Schemas['MealOption'][];
  cancellation: StoredCancellation;
  min_booking_days: number | null;
  max_booking_days: number | null;
  min_stay: number | null;
  max_stay: number | null;
  stay_kind: 'CUSTOM' | 'WEEKLY' | 'MONTHLY';
  commission: string | null;
  commission_in_force: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  created_at: Date;
  updated_at: Date;
  rooms: { roomId: number; name: string }[] | null;
  children_rate_plan_id: number | null;
}

// Dates as text: the same 'YYYY-MM-DD' on every engine and connection, whatever its type parsers.
const RATE_PLAN_SELECT = `
  SELECT p.rate_plan_id, p.name, p.type, p.stay_start::text AS stay_start, p.stay_end::text AS stay_end, p.tariff_mode, p.meals, p.cancellation,
         p.min_booking_days, p.max_booking_days, p.min_stay, p.max_stay, p.stay_kind, p.commission, p.status,
         ${planCommissionSql('p.hotel_id', 'p.commission')} AS commission_in_force,
         p.created_at, p.updated_at,
         (SELECT json_agg(json_build_object('roomId', r.room_id, 'name', r.name) ORDER BY r.sort_order, r.room_id)
            FROM rate_plan_rooms x JOIN rooms r ON r.hotel_id = x.hotel_id AND r.room_id = x.room_id
           WHERE x.hotel_id = p.hotel_id AND x.rate_plan_id = p.rate_plan_id) AS rooms,
         (SELECT c.children_rate_plan_id FROM children_rate_plan_rate_plans c
           WHERE c.hotel_id = p.hotel_id AND c.rate_plan_id = p.rate_plan_id) AS children_rate_plan_id
    FROM rate_plans p`;

/** A stored rate plan: its columns, its rooms and its children rate plan. */
export interface RatePlanRecord extends RatePlanValues {
  /** planCommissionSql: the plan's own commission, else the property's. */
  commissionInForce: number | null;
  ratePlanId: number;
  rooms: { roomId: number; name: string }[];
  childrenRatePlanId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

function ratePlanOf(row: RatePlanRow): RatePlanRecord {
  const rooms = (row.rooms ?? []).map((r) => ({ roomId: Number(r.roomId), name: r.name }));
  return {
    ratePlanId: Number(row.rate_plan_id),
    name: row.name,
    type: row.type,
    stayStart: row.stay_start,
    stayEnd: row.stay_end,
    tariffMode: row.tariff_mode,
    meals: row.meals,
    cancellation: row.cancellation,
    minBookingDays: row.min_booking_days,
    maxBookingDays: row.max_booking_days,
    minStay: row.min_stay,
    maxStay: row.max_stay,
    stayKind: row.stay_kind,
    commission: row.commission === null ? null : Number(row.commission),
    commissionInForce: row.commission_in_force === null ? null : Number(row.commission_in_force),
    status: row.status,
    roomIds: rooms.map((r) => r.roomId),
    rooms,
    childrenRatePlanId: row.children_rate_plan_id === null ? null : Number(row.children_rate_plan_id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The stored columns of a rate plan record (what a copy starts from). */
export function valuesOf(p: RatePlanRecord): RatePlanValues {
  const {
    ratePlanId: _id,
    rooms: _rooms,
    childrenRatePlanId: _c,
    createdAt: _a,
    updatedAt: _u,
    ...values
  } = p;
  return values;
}

export async function listRatePlans(db: Database, hotelId: number): Promise<RatePlanRecord[]> {
  const rows = await db.query<RatePlanRow>(
    `${RATE_PLAN_SELECT} WHERE p.hotel_id = $1 ORDER BY p.name, p.rate_plan_id`,
    [hotelId],
  );
  return rows.map(ratePlanOf);
}

export async function findRatePlan(
  db: Database,
  hotelId: number,
  ratePlanId: number,
): Promise<RatePlanRecord | null> {
  const row = await db.maybeOne<RatePlanRow>(
    `${RATE_PLAN_SELECT} WHERE p.hotel_id = $1 AND p.rate_plan_id = $2`,
    [hotelId, ratePlanId],
  );
  return row && ratePlanOf(row);
}

/** Locks the plan's row for a change (concurrent edits of one plan apply one after the other). */
export async function lockRatePlan(
  db: Database,
  hotelId: number,
  ratePlanId: number,
): Promise<RatePlanRecord | null> {
  const row = await db.maybeOne<RatePlanRow>(
    `${RATE_PLAN_SELECT} WHERE p.hotel_id = $1 AND p.rate_plan_id = $2 FOR UPDATE OF p`,
    [hotelId, ratePlanId],
  );
  return row && ratePlanOf(row);
}

/** A cancellation policy as stored: only the fields its choice uses. */
export type StoredCancellation = Partial<Schemas['RatePlanCancellation']> & { enabled: boolean };

/** The stored columns of a rate plan. */
export interface RatePlanValues {
  name: string;
  type: 'DAILY' | 'LOS';
  stayStart: string | null;
  stayEnd: string | null;
  tariffMode: 'PROPERTY' | 'STATIC';
  meals: Schemas['MealOption'][];
  cancellation: StoredCancellation;
  minBookingDays: number | null;
  maxBookingDays: number | null;
  minStay: number | null;
  maxStay: number | null;
  stayKind: 'CUSTOM' | 'WEEKLY' | 'MONTHLY';
  commission: number | null;
  status: 'ACTIVE' | 'INACTIVE';
  roomIds: number[];
}

function ratePlanParams(v: RatePlanValues): unknown[] {
  return [
    v.name,
    v.type,
    v.stayStart,
    v.stayEnd,
    v.tariffMode,
    v.meals,
    JSON.stringify(v.cancellation),
    v.minBookingDays,
    v.maxBookingDays,
    v.minStay,
    v.maxStay,
    v.stayKind,
    v.commission === null ? null : v.commission.toFixed(2),
    v.status,
  ];
}

async function setRatePlanRooms(db: Database, hotelId: number, ratePlanId: number, roomIds: number[]) {
  await db.query('DELETE FROM rate_plan_rooms WHERE hotel_id = $1 AND rate_plan_id = $2', [
    hotelId,
    ratePlanId,
  ]);
  await db.query(
    'INSERT INTO rate_plan_rooms (hotel_id, rate_plan_id, room_id) SELECT $1, $2, unnest($3::bigint[])',
    [hotelId, ratePlanId, roomIds],
  );
}

export async function insertRatePlan(db: Database, hotelId: number, v: RatePlanValues): Promise<number> {
  const row = await db.one<{ rate_plan_id: number }>(
    `INSERT INTO rate_plans (hotel_id, name, type, stay_start, stay_end, tariff_mode, meals, cancellation,
                             min_booking_days, max_booking_days, min_stay, max_stay, stay_kind, commission, status)
     VALUES ($1, $2, $3, $4::date, $5::date, $6, $7::text[], $8::jsonb, $9::integer, $10::integer, $11::integer,
             $12::integer, $13, $14::numeric, $15)
     RETURNING rate_plan_id`,
    [hotelId, ...ratePlanParams(v)],
  );
  const id = Number(row.rate_plan_id);
  await setRatePlanRooms(db, hotelId, id, v.roomIds);
  return id;
}

export async function updateRatePlan(
  db: Database,
  hotelId: number,
  ratePlanId: number,
  v: RatePlanValues,
): Promise<void> {
  await db.query(
    `UPDATE rate_plans
        SET name = $3, type = $4, stay_start = $5::date, stay_end = $6::date, tariff_mode = $7, meals = $8::text[],
            cancellation = $9::jsonb, min_booking_days = $10::integer, max_booking_days = $11::integer,
            min_stay = $12::integer, max_stay = $13::integer, stay_kind = $14, commission = $15::numeric,
            status = $16, updated_at = now()
      WHERE hotel_id = $1 AND rate_plan_id = $2`,
    [hotelId, ratePlanId, ...ratePlanParams(v)],
  );
  await setRatePlanRooms(db, hotelId, ratePlanId, v.roomIds);
}

/** Which of the ids are rate plans of the property. */
export async function existingRatePlanIds(
  db: Database,
  hotelId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ rate_plan_id: number }>(
    'SELECT rate_plan_id FROM rate_plans WHERE hotel_id = $1 AND rate_plan_id = ANY($2::bigint[])',
    [hotelId, ids],
  );
  return new Set(rows.map((r) => Number(r.rate_plan_id)));
}

// ---------------------------------------------------------------- LOS stay-length table

export async function losTable(db: Database, hotelId: number): Promise<Schemas['LosRoomTable'][]> {
  const rows = await db.query<{
    room_id: number;
    name: string;
    min_sell_price: number;
    stay_lengths: { nights: number; rate: number }[] | null;
  }>(
    `SELECT r.room_id, r.name, r.min_sell_price,
            (SELECT json_agg(json_build_object('nights', l.nights, 'rate', l.rate) ORDER BY l.nights)
               FROM los_stay_lengths l WHERE l.hotel_id = r.hotel_id AND l.room_id = r.room_id) AS stay_lengths
       FROM rooms r WHERE r.hotel_id = $1 ORDER BY r.sort_order, r.room_id`,
    [hotelId],
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    name: r.name,
    minSellPrice: Number(r.min_sell_price),
    stayLengths: (r.stay_lengths ?? []).map((l) => ({ nights: Number(l.nights), rate: Number(l.rate) })),
  }));
}

export async function replaceLosRoom(
  db: Database,
  hotelId: number,
  roomId: number,
  rows: readonly { nights: number; rate: number }[],
): Promise<void> {
  await db.query('DELETE FROM los_stay_lengths WHERE hotel_id = $1 AND room_id = $2', [hotelId, roomId]);
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO los_stay_lengths (hotel_id, room_id, nights, rate)
     SELECT $1, $2, n, r FROM unnest($3::smallint[], $4::bigint[]) AS t(n, r)`,
    [hotelId, roomId, rows.map((r) => r.nights), rows.map((r) => r.rate)],
  );
}

export async function losRowCount(db: Database, hotelId: number): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*) AS n FROM los_stay_lengths WHERE hotel_id = $1', [
    hotelId,
  ]);
  return Number(row.n);
}
