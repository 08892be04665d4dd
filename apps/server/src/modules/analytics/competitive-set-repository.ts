/**
 * All SQL of the competitive set (market_properties, competitive_sets, competitive_set_members; migration 0860).
 * The marketplace's listing is public; a property's set is read and written scoped by hotel_id: another
 * property's set simply finds nothing.
 */
import type { MarketCity, MarketPropertyType } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import type { Schemas } from '@extranet/api/operations';
import type { Req } from '../types.js';
import { containsPattern } from '../../db/like.js';

export type MarketProperty = Schemas['MarketProperty'];
export type MarketQuery = Req<'listMarketProperties'>['query'];

interface MarketRow {
  market_property_id: string | number;
  name: string;
  city: MarketCity;
  area: string;
  star_rating: number;
  property_type: MarketPropertyType;
  review_score: string | number;
}

const COLS = `m.market_property_id, m.name, m.city, m.area, m.star_rating, m.property_type, m.review_score`;

const toProperty = (r: MarketRow): MarketProperty => ({
  marketPropertyId: Number(r.market_property_id),
  name: r.name,
  city: r.city,
  area: r.area,
  starRating: Number(r.star_rating),
  propertyType: r.property_type,
  reviewScore: Number(r.review_score),
});

/** One page of the marketplace's properties matching the filters, by name. */
export async function marketPage(
  db: Database,
  q: MarketQuery,
  offset: number,
  limit: number,
): Promise<{ items: MarketProperty[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (q.city) add((n) => `m.city = $${n}`, q.city);
  if (q.stars) add((n) => `m.star_rating = $${n}`, q.stars);
  if (q.type) add((n) => `m.property_type = $${n}`, q.type);
  const name = q.name?.trim();
  if (name) add((n) => `m.name ILIKE $${n}`, containsPattern(name));
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, count] = await Promise.all([
    db.query<MarketRow>(
      `SELECT ${COLS} FROM market_properties m ${filter}
        ORDER BY m.name, m.market_property_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    ),
    db.one<{ n: string | number }>(`SELECT count(*) AS n FROM market_properties m ${filter}`, params),
  ]);
  return { items: rows.map(toProperty), total: Number(count.n) };
}

/** Every marketplace property (the default set is chosen from them all: 60 in the demo). */
export async function allMarketProperties(db: Database): Promise<MarketProperty[]> {
  const rows = await db.query<MarketRow>(
    `SELECT ${COLS} FROM market_properties m ORDER BY m.market_property_id`,
  );
  return rows.map(toProperty);
}

/** The ids among `ids` the marketplace does not list. */
export async function unknownMarketIds(db: Database, ids: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: string | number }>(
    `SELECT id FROM unnest($1::bigint[]) AS id
      WHERE NOT EXISTS (SELECT 1 FROM market_properties m WHERE m.market_property_id = id)`,
    [ids],
  );
  return rows.map((r) => Number(r.id));
}

export interface SavedSet {
  savedOn: string;
  savedAt: Date;
  members: MarketProperty[];
}

/** The property's saved set, or null before a first save; `forUpdate` locks its row for the save's check. */
export async function savedSet(db: Database, hotelId: number, forUpdate = false): Promise<SavedSet | null> {
  const head = await db.maybeOne<{ saved_on: string; saved_at: Date | string }>(
    `SELECT saved_on::text AS saved_on, saved_at FROM competitive_sets WHERE hotel_id = $1
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [hotelId],
  );
  if (!head) return null;
  const rows = await db.query<MarketRow>(
    `SELECT ${COLS} FROM competitive_set_members s
       JOIN market_properties m ON m.market_property_id = s.market_property_id
      WHERE s.hotel_id = $1 ORDER BY m.name, m.market_property_id`,
    [hotelId],
  );
  return { savedOn: head.saved_on, savedAt: new Date(head.saved_at), members: rows.map(toProperty) };
}

/** Replaces the property's set (in the caller's transaction). */
export async function replaceSet(
  db: Database,
  hotelId: number,
  ids: readonly number[],
  savedOn: string,
  savedAt: Date,
  accountId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO competitive_sets (hotel_id, saved_on, saved_at, saved_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (hotel_id) DO UPDATE SET saved_on = EXCLUDED.saved_on, saved_at = EXCLUDED.saved_at,
       saved_by = EXCLUDED.saved_by`,
    [hotelId, savedOn, savedAt, accountId],
  );
  await db.query('DELETE FROM competitive_set_members WHERE hotel_id = $1', [hotelId]);
  await db.query(
    `INSERT INTO competitive_set_members (hotel_id, market_property_id)
     SELECT $1, unnest($2::bigint[])`,
    [hotelId, ids],
  );
}

/** The property's city and star rating (what the default set is chosen by). */
export async function propertyProfile(
  db: Database,
  hotelId: number,
): Promise<{ city: string | null; starRating: number | null }> {
  const row = await db.maybeOne<{ city: string | null; star_rating: number | null }>(
    'SELECT city, star_rating FROM hotels WHERE hotel_id = $1',
    [hotelId],
  );
  return {
    city: row?.city ?? null,
    starRating: row?.star_rating === null || !row ? null : Number(row.star_rating),
  };
}
