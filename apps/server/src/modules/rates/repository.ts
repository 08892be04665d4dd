/**
 * SQL of the rate catalogue. Every query is scoped by hotel_id: an id of another property simply finds
 * nothing (the caller answers 404).
 */
import { cachedRead } from '../../db/read-cache.js';
import type { Database } from '../../db/types.js';

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

export interface RoomRow {
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

/** Read on every screen of the area: through the read cache (db/read-cache.ts; the rows are frozen). */
export function listRooms(db: Database, hotelId: number): Promise<readonly RoomRow[]> {
  return cachedRead(db, `rooms:${hotelId}`, () =>
    db.query<RoomRow>(`${ROOM_SELECT} WHERE r.hotel_id = $1 ORDER BY r.sort_order, r.room_id`, [hotelId]),
  );
}

export function findRoom(db: Database, hotelId: number, roomId: number): Promise<RoomRow | null> {
  return db.maybeOne<RoomRow>(`${ROOM_SELECT} WHERE r.hotel_id = $1 AND r.room_id = $2`, [hotelId, roomId]);
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

export interface RatePlanRow {
  rate_plan_id: number;
  name: string;
  type: 'DAILY' | 'LOS';
  stay_start: string | null;
  stay_end: string | null;
  tariff_mode: 'PROPERTY' | 'STATIC';
  meals: string[];
  cancellation: Record<string, unknown>;
  min_booking_days: number | null;
  max_booking_days: number | null;
  min_stay: number | null;
  max_stay: number | null;
  stay_kind: 'CUSTOM' | 'WEEKLY' | 'MONTHLY';
  commission: string | null;
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
         p.created_at, p.updated_at,
         (SELECT json_agg(json_build_object('roomId', r.room_id, 'name', r.name) ORDER BY r.sort_order, r.room_id)
            FROM rate_plan_rooms x JOIN rooms r ON r.hotel_id = x.hotel_id AND r.room_id = x.room_id
           WHERE x.hotel_id = p.hotel_id AND x.rate_plan_id = p.rate_plan_id) AS rooms,
         (SELECT c.children_rate_plan_id FROM children_rate_plan_rate_plans c
           WHERE c.hotel_id = p.hotel_id AND c.rate_plan_id = p.rate_plan_id) AS children_rate_plan_id
    FROM rate_plans p`;

export function listRatePlans(db: Database, hotelId: number): Promise<RatePlanRow[]> {
  return db.query<RatePlanRow>(`${RATE_PLAN_SELECT} WHERE p.hotel_id = $1 ORDER BY p.name, p.rate_plan_id`, [
    hotelId,
  ]);
}

export function findRatePlan(db: Database, hotelId: number, ratePlanId: number): Promise<RatePlanRow | null> {
  return db.maybeOne<RatePlanRow>(`${RATE_PLAN_SELECT} WHERE p.hotel_id = $1 AND p.rate_plan_id = $2`, [
    hotelId,
    ratePlanId,
  ]);
}

/** Locks the plan's row for a change (concurrent edits of one plan apply one after the other). */
export function lockRatePlan(db: Database, hotelId: number, ratePlanId: number): Promise<RatePlanRow | null> {
  return db.maybeOne<RatePlanRow>(
    `${RATE_PLAN_SELECT} WHERE p.hotel_id = $1 AND p.rate_plan_id = $2 FOR UPDATE OF p`,
    [hotelId, ratePlanId],
  );
}

/** The stored columns of a rate plan. */
export interface RatePlanValues {
  name: string;
  type: 'DAILY' | 'LOS';
  stayStart: string | null;
  stayEnd: string | null;
  tariffMode: 'PROPERTY' | 'STATIC';
  meals: string[];
  cancellation: Record<string, unknown>;
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

// ---------------------------------------------------------------- children rate plans

export interface AgeGroup {
  minAge: number;
  maxAge: number;
  price: number;
}

export interface ChildrenRatePlanRow {
  children_rate_plan_id: number;
  name: string;
  age_groups: AgeGroup[];
  active: boolean;
  created_at: Date;
  updated_at: Date;
  rate_plans: { ratePlanId: number; name: string }[] | null;
}

const CHILDREN_SELECT = `
  SELECT c.children_rate_plan_id, c.name, c.age_groups, c.active, c.created_at, c.updated_at,
         (SELECT json_agg(json_build_object('ratePlanId', p.rate_plan_id, 'name', p.name) ORDER BY p.rate_plan_id)
            FROM children_rate_plan_rate_plans l
            JOIN rate_plans p ON p.hotel_id = l.hotel_id AND p.rate_plan_id = l.rate_plan_id
           WHERE l.hotel_id = c.hotel_id AND l.children_rate_plan_id = c.children_rate_plan_id) AS rate_plans
    FROM children_rate_plans c`;

export function listChildrenRatePlans(db: Database, hotelId: number): Promise<ChildrenRatePlanRow[]> {
  return db.query<ChildrenRatePlanRow>(
    `${CHILDREN_SELECT} WHERE c.hotel_id = $1 ORDER BY c.name, c.children_rate_plan_id`,
    [hotelId],
  );
}

export function findChildrenRatePlan(
  db: Database,
  hotelId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ChildrenRatePlanRow | null> {
  return db.maybeOne<ChildrenRatePlanRow>(
    `${CHILDREN_SELECT} WHERE c.hotel_id = $1 AND c.children_rate_plan_id = $2${options.lock ? ' FOR UPDATE OF c' : ''}`,
    [hotelId, id],
  );
}

/** Rate plans of the property not linked to a children rate plan other than `exceptChildrenRatePlanId`. */
export function availableRatePlans(
  db: Database,
  hotelId: number,
  exceptChildrenRatePlanId: number | null,
): Promise<{ rate_plan_id: number; name: string }[]> {
  return db.query(
    `SELECT p.rate_plan_id, p.name FROM rate_plans p
      WHERE p.hotel_id = $1
        AND NOT EXISTS (SELECT 1 FROM children_rate_plan_rate_plans l
                         WHERE l.hotel_id = p.hotel_id AND l.rate_plan_id = p.rate_plan_id
                           AND l.children_rate_plan_id IS DISTINCT FROM $2::bigint)
      ORDER BY p.name, p.rate_plan_id`,
    [hotelId, exceptChildrenRatePlanId],
  );
}

export interface ChildrenRatePlanValues {
  name: string;
  ageGroups: AgeGroup[];
  active: boolean;
  ratePlanIds: number[];
}

async function setChildrenLinks(db: Database, hotelId: number, id: number, ratePlanIds: number[]) {
  await db.query(
    'DELETE FROM children_rate_plan_rate_plans WHERE hotel_id = $1 AND children_rate_plan_id = $2',
    [hotelId, id],
  );
  await db.query(
    `INSERT INTO children_rate_plan_rate_plans (hotel_id, children_rate_plan_id, rate_plan_id)
     SELECT $1, $2, unnest($3::bigint[])`,
    [hotelId, id, ratePlanIds],
  );
}

export async function insertChildrenRatePlan(
  db: Database,
  hotelId: number,
  v: ChildrenRatePlanValues,
): Promise<number> {
  const row = await db.one<{ children_rate_plan_id: number }>(
    `INSERT INTO children_rate_plans (hotel_id, name, age_groups, active) VALUES ($1, $2, $3::jsonb, $4)
     RETURNING children_rate_plan_id`,
    [hotelId, v.name, JSON.stringify(v.ageGroups), v.active],
  );
  const id = Number(row.children_rate_plan_id);
  await setChildrenLinks(db, hotelId, id, v.ratePlanIds);
  return id;
}

export async function updateChildrenRatePlan(
  db: Database,
  hotelId: number,
  id: number,
  v: ChildrenRatePlanValues,
): Promise<void> {
  await db.query(
    `UPDATE children_rate_plans SET name = $3, age_groups = $4::jsonb, active = $5, updated_at = now()
      WHERE hotel_id = $1 AND children_rate_plan_id = $2`,
    [hotelId, id, v.name, JSON.stringify(v.ageGroups), v.active],
  );
  await setChildrenLinks(db, hotelId, id, v.ratePlanIds);
}

export async function setChildrenRatePlanActive(
  db: Database,
  hotelId: number,
  id: number,
  active: boolean,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE children_rate_plans SET active = $3, updated_at = now()
      WHERE hotel_id = $1 AND children_rate_plan_id = $2 RETURNING 1 AS ok`,
    [hotelId, id, active],
  );
  return rows.length > 0;
}

export async function deleteChildrenRatePlan(db: Database, hotelId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM children_rate_plans WHERE hotel_id = $1 AND children_rate_plan_id = $2 RETURNING 1 AS ok',
    [hotelId, id],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------- LOS stay-length table

export async function losTable(
  db: Database,
  hotelId: number,
): Promise<
  {
    room_id: number;
    name: string;
    min_sell_price: number;
    stay_lengths: { nights: number; rate: number }[] | null;
  }[]
> {
  return db.query(
    `SELECT r.room_id, r.name, r.min_sell_price,
            (SELECT json_agg(json_build_object('nights', l.nights, 'rate', l.rate) ORDER BY l.nights)
               FROM los_stay_lengths l WHERE l.hotel_id = r.hotel_id AND l.room_id = r.room_id) AS stay_lengths
       FROM rooms r WHERE r.hotel_id = $1 ORDER BY r.sort_order, r.room_id`,
    [hotelId],
  );
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

// ---------------------------------------------------------------- surcharges

export interface SurchargeRow {
  surcharge_id: number;
  name: string;
  info: string;
  type: 'ROOM' | 'GUEST';
  price: number;
  child_price: number | null;
  stay_start: string | null;
  stay_end: string | null;
  check_in_start: string | null;
  check_in_end: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  created_at: Date;
  updated_at: Date;
}

const SURCHARGE_SELECT = `
  SELECT surcharge_id, name, info, type, price, child_price, stay_start::text AS stay_start,
         stay_end::text AS stay_end, check_in_start::text AS check_in_start, check_in_end::text AS check_in_end,
         status, created_at, updated_at
    FROM surcharges`;

export function listSurcharges(db: Database, hotelId: number): Promise<SurchargeRow[]> {
  return db.query<SurchargeRow>(
    `${SURCHARGE_SELECT} WHERE hotel_id = $1 ORDER BY created_at DESC, surcharge_id DESC`,
    [hotelId],
  );
}

export function findSurcharge(db: Database, hotelId: number, id: number): Promise<SurchargeRow | null> {
  return db.maybeOne<SurchargeRow>(`${SURCHARGE_SELECT} WHERE hotel_id = $1 AND surcharge_id = $2`, [
    hotelId,
    id,
  ]);
}

export interface SurchargeValues {
  name: string;
  info: string;
  type: 'ROOM' | 'GUEST';
  price: number;
  childPrice: number | null;
  stayStart: string | null;
  stayEnd: string | null;
  checkInStart: string | null;
  checkInEnd: string | null;
  status: 'ACTIVE' | 'INACTIVE';
}

function surchargeParams(v: SurchargeValues): unknown[] {
  return [
    v.name,
    v.info,
    v.type,
    v.price,
    v.childPrice,
    v.stayStart,
    v.stayEnd,
    v.checkInStart,
    v.checkInEnd,
    v.status,
  ];
}

export async function insertSurcharge(db: Database, hotelId: number, v: SurchargeValues): Promise<number> {
  const row = await db.one<{ surcharge_id: number }>(
    `INSERT INTO surcharges (hotel_id, name, info, type, price, child_price, stay_start, stay_end, check_in_start,
                             check_in_end, status)
     VALUES ($1, $2, $3, $4, $5::bigint, $6::bigint, $7::date, $8::date, $9::date, $10::date, $11)
     RETURNING surcharge_id`,
    [hotelId, ...surchargeParams(v)],
  );
  return Number(row.surcharge_id);
}

export async function updateSurcharge(
  db: Database,
  hotelId: number,
  id: number,
  v: SurchargeValues,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE surcharges
        SET name = $3, info = $4, type = $5, price = $6::bigint, child_price = $7::bigint, stay_start = $8::date,
            stay_end = $9::date, check_in_start = $10::date, check_in_end = $11::date, status = $12,
            updated_at = now()
      WHERE hotel_id = $1 AND surcharge_id = $2 RETURNING 1 AS ok`,
    [hotelId, id, ...surchargeParams(v)],
  );
  return rows.length > 0;
}

export async function setSurchargeStatus(
  db: Database,
  hotelId: number,
  id: number,
  status: 'ACTIVE' | 'INACTIVE',
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE surcharges SET status = $3, updated_at = now() WHERE hotel_id = $1 AND surcharge_id = $2 RETURNING 1 AS ok`,
    [hotelId, id, status],
  );
  return rows.length > 0;
}
