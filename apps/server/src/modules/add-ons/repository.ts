/**
 * All SQL of the add-ons area. Every statement is scoped by hotel_id: an add-on or photo id of another property
 * simply finds nothing. Rows leave as the contract's AddOn.
 */
import type { AddOnPriceType, AddOnStatus, PhotoVariant } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import type { Req, Res } from '../types.js';

export type AddOn = Res<'getAddOn'>;
export type AddOnInput = Req<'createAddOn'>['body'];
type Performance = Res<'addOnPerformance'>;

interface AddOnRow {
  add_on_id: string | number;
  name_id: string;
  name_en: string;
  description_id: string;
  description_en: string;
  category: AddOn['category'];
  subcategory: AddOn['subcategory'];
  price_type: AddOnPriceType;
  price: string | number;
  min_quantity: number;
  max_quantity: number;
  status: AddOnStatus;
  photo_id: string | number;
  variants: Record<PhotoVariant, string>;
  created_at: Date | string;
  updated_at: Date | string;
}

const mediaUrl = (key: string) => `/media/${key}`;

function addOnOf(r: AddOnRow): AddOn {
  return {
    addOnId: Number(r.add_on_id),
    name: { id: r.name_id, en: r.name_en },
    description: { id: r.description_id, en: r.description_en },
    category: r.category,
    subcategory: r.subcategory,
    priceType: r.price_type,
    price: Number(r.price),
    minQuantity: r.min_quantity,
    maxQuantity: r.max_quantity,
    status: r.status,
    photo: {
      photoId: Number(r.photo_id),
      urls: {
        large: mediaUrl(r.variants.large),
        medium: mediaUrl(r.variants.medium),
        thumb: mediaUrl(r.variants.thumb),
      },
    },
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

const SELECT = `
  SELECT a.add_on_id, a.name_id, a.name_en, a.description_id, a.description_en, a.category, a.subcategory,
         a.price_type, a.price, a.min_quantity, a.max_quantity, a.status, a.photo_id, p.variants, a.created_at,
         a.updated_at
    FROM add_ons a
    JOIN add_on_photos p ON p.hotel_id = a.hotel_id AND p.photo_id = a.photo_id`;

export async function list(db: Database, hotelId: number): Promise<AddOn[]> {
  const rows = await db.query<AddOnRow>(`${SELECT} WHERE a.hotel_id = $1 ORDER BY a.add_on_id DESC`, [
    hotelId,
  ]);
  return rows.map(addOnOf);
}

export async function find(db: Database, hotelId: number, addOnId: number): Promise<AddOn | null> {
  const row = await db.maybeOne<AddOnRow>(`${SELECT} WHERE a.hotel_id = $1 AND a.add_on_id = $2`, [
    hotelId,
    addOnId,
  ]);
  return row ? addOnOf(row) : null;
}

export async function photoExists(db: Database, hotelId: number, photoId: number): Promise<boolean> {
  const row = await db.maybeOne(
    'SELECT 1 AS found FROM add_on_photos WHERE hotel_id = $1 AND photo_id = $2',
    [hotelId, photoId],
  );
  return row !== null;
}

const valuesOf = (a: AddOnInput) => [
  a.name.id.trim(),
  a.name.en.trim(),
  (a.description?.id ?? '').trim(),
  (a.description?.en ?? '').trim(),
  a.category,
  a.subcategory,
  a.priceType,
  a.price,
  a.minQuantity,
  a.maxQuantity,
  a.status,
  a.photoId,
];

export async function insert(db: Database, hotelId: number, a: AddOnInput, now: Date): Promise<number> {
  const row = await db.one<{ add_on_id: string | number }>(
    `INSERT INTO add_ons (hotel_id, name_id, name_en, description_id, description_en, category, subcategory,
       price_type, price, min_quantity, max_quantity, status, photo_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
     RETURNING add_on_id`,
    [hotelId, ...valuesOf(a), now.toISOString()],
  );
  return Number(row.add_on_id);
}

/** Writes an add-on; false when the property has no such add-on. */
export async function update(
  db: Database,
  hotelId: number,
  addOnId: number,
  a: AddOnInput,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE add_ons SET name_id = $3, name_en = $4, description_id = $5, description_en = $6, category = $7,
            subcategory = $8, price_type = $9, price = $10, min_quantity = $11, max_quantity = $12, status = $13,
            photo_id = $14, updated_at = $15
      WHERE hotel_id = $1 AND add_on_id = $2
     RETURNING add_on_id`,
    [hotelId, addOnId, ...valuesOf(a), now.toISOString()],
  );
  return rows.length > 0;
}

/** Switches an add-on on or off; false when the property has no such add-on. */
export async function setStatus(
  db: Database,
  hotelId: number,
  addOnId: number,
  status: AddOnStatus,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE add_ons SET status = $3, updated_at = $4 WHERE hotel_id = $1 AND add_on_id = $2 RETURNING add_on_id`,
    [hotelId, addOnId, status, now.toISOString()],
  );
  return rows.length > 0;
}

/** The property's add-ons commission percent; null when it has none of its own. */
export async function commissionPercent(db: Database, hotelId: number): Promise<number | null> {
  const row = await db.maybeOne<{ percent: string }>(
    'SELECT percent FROM add_on_commissions WHERE hotel_id = $1',
    [hotelId],
  );
  return row ? Number(row.percent) : null;
}

export async function timeZone(db: Database, hotelId: number): Promise<string | null> {
  const row = await db.maybeOne<{ time_zone: string }>('SELECT time_zone FROM hotels WHERE hotel_id = $1', [
    hotelId,
  ]);
  return row?.time_zone ?? null;
}

/**
 * Sales of each add-on of the property by the confirmed bookings made from `from` to `to` (booking days in the
 * property's time zone `tz`): one row per add-on, zeros for those without sales, and the bookings with any.
 */
export async function performance(
  db: Database,
  hotelId: number,
  period: { from: string; to: string; tz: string },
): Promise<{ items: Performance['items']; bookings: number }> {
  const rows = await db.query<{
    add_on_id: string | number;
    name_id: string;
    name_en: string;
    status: AddOnStatus;
    units: string | number;
    bookings: string | number;
    revenue: string | number;
    all_bookings: string | number;
  }>(
    `WITH sold AS (
       SELECT l.add_on_id, l.booking_id, l.quantity, l.amount
         FROM bookings b
         JOIN booking_add_ons l ON l.hotel_id = b.hotel_id AND l.booking_id = b.booking_id
        WHERE b.hotel_id = $1 AND b.status = 'CONFIRMED'
          AND b.created_at >= ($2::date::timestamp AT TIME ZONE $4)
          AND b.created_at < (($3::date + 1)::timestamp AT TIME ZONE $4)
     )
     SELECT a.add_on_id, a.name_id, a.name_en, a.status,
            COALESCE(sum(s.quantity), 0) AS units, count(DISTINCT s.booking_id) AS bookings,
            COALESCE(sum(s.amount), 0) AS revenue,
            (SELECT count(DISTINCT booking_id) FROM sold) AS all_bookings
       FROM add_ons a
       LEFT JOIN sold s ON s.add_on_id = a.add_on_id
      WHERE a.hotel_id = $1
      GROUP BY a.add_on_id, a.name_id, a.name_en, a.status
      ORDER BY revenue DESC, a.add_on_id DESC`,
    [hotelId, period.from, period.to, period.tz],
  );
  return {
    items: rows.map((r) => ({
      addOnId: Number(r.add_on_id),
      name: { id: r.name_id, en: r.name_en },
      status: r.status,
      units: Number(r.units),
      bookings: Number(r.bookings),
      revenue: Number(r.revenue),
    })),
    bookings: Number(rows[0]?.all_bookings ?? 0),
  };
}
