/**
 * All SQL of the targeted-promotions module: a property's exclusive member deals and corporate rates (table
 * `targeted_promotions`, migration 0770), their performance from the bookings sold with them, and the
 * commission parameters of exclusive offers. Every statement is scoped by hotel_id: another property's ids
 * simply find nothing.
 */
import type { Schemas } from '@extranet/api/operations';
import { offerOfTargeted, type Offer } from '@extranet/domain';
import type { Database } from '../../db/types.js';

export type TargetedPromotion = Schemas['TargetedPromotion'];
export type TargetedPromotionInput = Schemas['TargetedPromotionInput'];
export type Commission = Schemas['ExclusiveOfferCommission'];
type Terms = Pick<
  TargetedPromotion,
  'bookingPeriod' | 'stayPeriod' | 'blackoutDates' | 'roomIds' | 'ratePlanIds' | 'combinable'
>;

interface Row {
  targeted_promotion_id: number;
  type: TargetedPromotion['type'];
  name: string;
  status: TargetedPromotion['status'];
  discount_percent: string | number;
  target_users: TargetedPromotion['targetUsers'];
  terms: Terms;
  created_at: Date;
  updated_at: Date;
  bookings: number | null;
  room_nights: number | null;
  revenue: number | null;
}

/** The stored terms of an input: every field present, deduplicated and sorted. */
export function termsOf(input: TargetedPromotionInput): Terms {
  return {
    bookingPeriod: { start: input.bookingPeriod.start ?? null, end: input.bookingPeriod.end ?? null },
    stayPeriod: { start: input.stayPeriod.start ?? null, end: input.stayPeriod.end ?? null },
    blackoutDates: [...new Set(input.blackoutDates ?? [])].sort(),
    roomIds: [...new Set(input.roomIds ?? [])],
    ratePlanIds: [...new Set(input.ratePlanIds)],
    combinable: input.combinable,
  };
}

function promotionOf(r: Row): TargetedPromotion {
  const t = r.terms;
  return {
    targetedPromotionId: Number(r.targeted_promotion_id),
    type: r.type,
    name: r.name,
    status: r.status,
    discountPercent: Number(r.discount_percent),
    bookingPeriod: t.bookingPeriod,
    stayPeriod: t.stayPeriod,
    blackoutDates: t.blackoutDates ?? [],
    roomIds: t.roomIds ?? [],
    ratePlanIds: t.ratePlanIds,
    combinable: t.combinable,
    targetUsers: r.target_users,
    performance: {
      bookings: Number(r.bookings ?? 0),
      roomNights: Number(r.room_nights ?? 0),
      revenue: Number(r.revenue ?? 0),
    },
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/**
 * Targeted promotions with their performance: the confirmed bookings whose applied promotions carry the offer
 * `targeted:<id>`, their nights and what they were sold for ($1 property, $2 one promotion or null for all).
 */
const SELECT = `WITH perf AS (
    SELECT substr(p->>'offerId', 10)::bigint AS id, count(*) AS bookings,
           sum(b.check_out - b.check_in) AS room_nights, sum(b.total_price) AS revenue
      FROM bookings b CROSS JOIN LATERAL jsonb_array_elements(b.promotions) p
     WHERE b.hotel_id = $1 AND b.promotions <> '[]'::jsonb AND b.status = 'CONFIRMED'
       AND p->>'offerId' ~ '^targeted:[0-9]+$'
     GROUP BY 1
  )
  SELECT t.targeted_promotion_id, t.type, t.name, t.status, t.discount_percent, t.target_users, t.terms,
         t.created_at, t.updated_at, perf.bookings, perf.room_nights, perf.revenue
    FROM targeted_promotions t LEFT JOIN perf ON perf.id = t.targeted_promotion_id
   WHERE t.hotel_id = $1 AND ($2::bigint IS NULL OR t.targeted_promotion_id = $2)
   ORDER BY t.created_at DESC, t.targeted_promotion_id DESC`;

export async function list(db: Database, hotelId: number): Promise<TargetedPromotion[]> {
  return (await db.query<Row>(SELECT, [hotelId, null])).map(promotionOf);
}

export async function find(db: Database, hotelId: number, id: number): Promise<TargetedPromotion | null> {
  const row = (await db.query<Row>(SELECT, [hotelId, id]))[0];
  return row ? promotionOf(row) : null;
}

/** The type and target users of a promotion (to check a change), or null when the property has none such. */
export async function stored(
  db: Database,
  hotelId: number,
  id: number,
): Promise<Pick<TargetedPromotion, 'type' | 'targetUsers'> | null> {
  const row = await db.maybeOne<{
    type: TargetedPromotion['type'];
    target_users: TargetedPromotion['targetUsers'];
  }>(
    'SELECT type, target_users FROM targeted_promotions WHERE hotel_id = $1 AND targeted_promotion_id = $2',
    [hotelId, id],
  );
  return row ? { type: row.type, targetUsers: row.target_users } : null;
}

export async function insert(
  db: Database,
  hotelId: number,
  input: TargetedPromotionInput,
  targetUsers: TargetedPromotion['targetUsers'],
): Promise<number> {
  const row = await db.one<{ targeted_promotion_id: number }>(
    `INSERT INTO targeted_promotions (hotel_id, type, name, status, discount_percent, target_users, terms)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING targeted_promotion_id`,
    [
      hotelId,
      input.type,
      input.name.trim(),
      input.status ?? 'ACTIVE',
      input.discountPercent,
      targetUsers,
      JSON.stringify(termsOf(input)),
    ],
  );
  return Number(row.targeted_promotion_id);
}

/** Changes a promotion; false when the property has no such promotion. */
export async function update(
  db: Database,
  hotelId: number,
  id: number,
  input: TargetedPromotionInput,
  targetUsers: TargetedPromotion['targetUsers'],
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE targeted_promotions
        SET name = $3, status = COALESCE($4, status), discount_percent = $5, target_users = $6,
            terms = $7::jsonb, updated_at = now()
      WHERE hotel_id = $1 AND targeted_promotion_id = $2 RETURNING targeted_promotion_id`,
    [
      hotelId,
      id,
      input.name.trim(),
      input.status ?? null,
      input.discountPercent,
      targetUsers,
      JSON.stringify(termsOf(input)),
    ],
  );
  return rows.length > 0;
}

/** Switches one promotion on or off; false when the property has no such promotion. */
export async function setStatus(
  db: Database,
  hotelId: number,
  id: number,
  status: TargetedPromotion['status'],
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE targeted_promotions SET status = $3, updated_at = now()
      WHERE hotel_id = $1 AND targeted_promotion_id = $2 RETURNING targeted_promotion_id`,
    [hotelId, id, status],
  );
  return rows.length > 0;
}

/** The commission parameters of exclusive offers (SPEC 9), one per type. */
export async function commissions(db: Database): Promise<Commission[]> {
  const rows = await db.query<{ type: Commission['type']; commission_percent: string | number }>(
    'SELECT type, commission_percent FROM exclusive_offer_commissions ORDER BY type DESC',
  );
  return rows.map((r) => ({ type: r.type, commissionPercent: Number(r.commission_percent) }));
}

/**
 * The SQL of a subquery that gives the active targeted promotions of property $1 as a jsonb array, for the
 * quote's one statement (promotions/repository.ts propertyOffers); `targetedOffers` turns it into offers.
 */
export const ACTIVE_TARGETED_SQL = `(SELECT COALESCE(jsonb_agg(jsonb_build_object('id', targeted_promotion_id,
    'type', type, 'name', name, 'percent', discount_percent, 'targetUsers', target_users, 'terms', terms)
    ORDER BY targeted_promotion_id), '[]'::jsonb)
   FROM targeted_promotions WHERE hotel_id = $1 AND status = 'ACTIVE')`;

export interface ActiveTargeted {
  id: number;
  type: TargetedPromotion['type'];
  name: string;
  percent: number | string;
  targetUsers: TargetedPromotion['targetUsers'];
  terms: Terms;
}

/** The offers of the active targeted promotions read by ACTIVE_TARGETED_SQL. */
export function targetedOffers(rows: readonly ActiveTargeted[] | null | undefined): Offer[] {
  return (rows ?? []).flatMap((r) => {
    const offer = offerOfTargeted(r.id, {
      ...r.terms,
      type: r.type,
      name: r.name,
      discountPercent: Number(r.percent),
      targetUsers: r.targetUsers,
    });
    return offer ? [offer] : [];
  });
}
