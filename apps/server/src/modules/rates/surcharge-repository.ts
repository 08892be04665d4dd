/** SQL of surcharges. Every query is scoped by hotel_id (another property's id finds nothing). */
import type { Database } from '../../db/types.js';

// ---------------------------------------------------------------- surcharges

interface SurchargeRow {
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

/** A stored surcharge: its columns, id and times. */
export interface SurchargeRecord extends SurchargeValues {
  surchargeId: number;
  createdAt: Date;
  updatedAt: Date;
}

function surchargeOf(r: SurchargeRow): SurchargeRecord {
  return {
    surchargeId: Number(r.surcharge_id),
    name: r.name,
    info: r.info,
    type: r.type,
    price: Number(r.price),
    childPrice: r.child_price === null ? null : Number(r.child_price),
    stayStart: r.stay_start,
    stayEnd: r.stay_end,
    checkInStart: r.check_in_start,
    checkInEnd: r.check_in_end,
    status: r.status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function listSurcharges(db: Database, hotelId: number): Promise<SurchargeRecord[]> {
  const rows = await db.query<SurchargeRow>(
    `${SURCHARGE_SELECT} WHERE hotel_id = $1 ORDER BY created_at DESC, surcharge_id DESC`,
    [hotelId],
  );
  return rows.map(surchargeOf);
}

export async function findSurcharge(
  db: Database,
  hotelId: number,
  id: number,
): Promise<SurchargeRecord | null> {
  const row = await db.maybeOne<SurchargeRow>(
    `${SURCHARGE_SELECT} WHERE hotel_id = $1 AND surcharge_id = $2`,
    [hotelId, id],
  );
  return row && surchargeOf(row);
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
