/**
 * All SQL of the campaigns module: the marketplace's campaigns (table `campaigns`, migration 0760), each
 * property's participation (`campaign_participations`, every statement scoped by hotel_id: another property's
 * participation is never read or written) and the performance from the bookings sold with a campaign.
 */
import type { Schemas } from '@extranet/api/operations';
import { campaignPhase } from '@extranet/domain';
import type { Database } from '../../db/types.js';

export type Campaign = Schemas['Campaign'];
export type CampaignInput = Schemas['CampaignInput'];
export type Participation = Schemas['CampaignParticipation'];
export type ParticipationInput = Schemas['CampaignParticipationInput'];
export type Performance = Schemas['DealPerformance'];

/** The stored terms: every field of the input but name and status. */
type Terms = Omit<
  Campaign,
  'campaignId' | 'name' | 'status' | 'phase' | 'participants' | 'createdAt' | 'updatedAt'
>;

interface CampaignRow {
  campaign_id: number | string;
  name: string;
  status: Campaign['status'];
  terms: Terms;
  participants: number | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const range = (r: CampaignInput['bookingPeriod']) => ({ start: r.start ?? '', end: r.end ?? '' });

/** The stored terms of a validated input, in the contract's shape. */
export function termsOf(input: CampaignInput): Terms {
  return {
    descriptionId: input.descriptionId.trim(),
    descriptionEn: input.descriptionEn.trim(),
    bookingPeriod: range(input.bookingPeriod),
    stayPeriod: range(input.stayPeriod),
    participationPeriod: range(input.participationPeriod),
    blackoutDates: [...new Set(input.blackoutDates ?? [])].sort(),
    platforms: [...new Set(input.platforms)],
    minDiscountPercent: input.minDiscountPercent ?? 1,
    minStay: input.minStay ?? null,
    combinable: input.combinable,
    cancellationPolicy: input.cancellationPolicy,
    earlyAccessHours: input.earlyAccessHours,
  };
}

function campaignOf(r: CampaignRow, today: string): Campaign {
  const t = r.terms;
  return {
    campaignId: Number(r.campaign_id),
    name: r.name,
    status: r.status,
    phase: campaignPhase({ status: r.status, ...t }, today),
    descriptionId: t.descriptionId,
    descriptionEn: t.descriptionEn,
    bookingPeriod: t.bookingPeriod,
    stayPeriod: t.stayPeriod,
    participationPeriod: t.participationPeriod,
    blackoutDates: t.blackoutDates,
    platforms: t.platforms,
    minDiscountPercent: t.minDiscountPercent,
    minStay: t.minStay,
    combinable: t.combinable,
    cancellationPolicy: t.cancellationPolicy,
    earlyAccessHours: t.earlyAccessHours,
    participants: Number(r.participants ?? 0),
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

const SELECT_CAMPAIGNS = `SELECT c.campaign_id, c.name, c.status, c.terms, c.created_at, c.updated_at,
         (SELECT count(*) FROM campaign_participations p WHERE p.campaign_id = c.campaign_id) AS participants
    FROM campaigns c`;

/** Every campaign, newest first (market managers). */
export async function listCampaigns(db: Database, today: string): Promise<Campaign[]> {
  const rows = await db.query<CampaignRow>(
    `${SELECT_CAMPAIGNS} ORDER BY c.created_at DESC, c.campaign_id DESC`,
  );
  return rows.map((r) => campaignOf(r, today));
}

export async function findCampaign(
  db: Database,
  campaignId: number,
  today: string,
): Promise<Campaign | null> {
  const row = await db.maybeOne<CampaignRow>(`${SELECT_CAMPAIGNS} WHERE c.campaign_id = $1`, [campaignId]);
  return row ? campaignOf(row, today) : null;
}

export async function insertCampaign(db: Database, input: CampaignInput, accountId: number): Promise<number> {
  const row = await db.one<{ campaign_id: number }>(
    `INSERT INTO campaigns (name, status, terms, created_by, updated_by) VALUES ($1, $2, $3::jsonb, $4, $4)
     RETURNING campaign_id`,
    [input.name.trim(), input.status ?? 'ACTIVE', JSON.stringify(termsOf(input)), accountId],
  );
  return Number(row.campaign_id);
}

/** Changes a campaign; false when there is no such campaign. */
export async function updateCampaign(
  db: Database,
  campaignId: number,
  input: CampaignInput,
  accountId: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE campaigns SET name = $2, status = COALESCE($3, status), terms = $4::jsonb, updated_by = $5,
            updated_at = now()
      WHERE campaign_id = $1 RETURNING campaign_id`,
    [campaignId, input.name.trim(), input.status ?? null, JSON.stringify(termsOf(input)), accountId],
  );
  return rows.length > 0;
}

interface HotelRow extends CampaignRow {
  discount_percent: number | null;
  room_ids: (number | string)[] | null;
  rate_plan_ids: (number | string)[] | null;
  joined_at: Date | string | null;
  p_updated_at: Date | string | null;
  bookings: number | string | null;
  room_nights: number | string | null;
  revenue: number | string | null;
}

export interface HotelCampaign {
  campaign: Campaign;
  participation: Participation | null;
  performance: Performance;
}

/**
 * The campaigns a property sees ($1): the active ones and those it takes part in ($2 one campaign or null),
 * with its participation and the performance of its confirmed bookings sold with each campaign's discount.
 */
const SELECT_FOR_HOTEL = `WITH perf AS (
    SELECT p->>'offerId' AS offer_id, count(*) AS bookings, sum(b.check_out - b.check_in) AS room_nights,
           sum(b.total_price) AS revenue
      FROM bookings b CROSS JOIN LATERAL jsonb_array_elements(b.promotions) p
     WHERE b.hotel_id = $1 AND b.promotions <> '[]'::jsonb AND b.status = 'CONFIRMED'
       AND p->>'offerId' LIKE 'campaign:%'
     GROUP BY 1
  )
  SELECT c.campaign_id, c.name, c.status, c.terms, c.created_at, c.updated_at,
         (SELECT count(*) FROM campaign_participations x WHERE x.campaign_id = c.campaign_id) AS participants,
         p.discount_percent, p.room_ids, p.rate_plan_ids, p.joined_at, p.updated_at AS p_updated_at,
         perf.bookings, perf.room_nights, perf.revenue
    FROM campaigns c
    LEFT JOIN campaign_participations p ON p.hotel_id = $1 AND p.campaign_id = c.campaign_id
    LEFT JOIN perf ON perf.offer_id = 'campaign:' || c.campaign_id
   WHERE (c.status = 'ACTIVE' OR p.hotel_id IS NOT NULL) AND ($2::bigint IS NULL OR c.campaign_id = $2)
   ORDER BY c.created_at DESC, c.campaign_id DESC`;

function hotelCampaignOf(r: HotelRow, today: string): HotelCampaign {
  return {
    campaign: campaignOf(r, today),
    participation:
      r.discount_percent === null || r.joined_at === null
        ? null
        : {
            discountPercent: Number(r.discount_percent),
            roomIds: (r.room_ids ?? []).map(Number),
            ratePlanIds: (r.rate_plan_ids ?? []).map(Number),
            joinedAt: new Date(r.joined_at).toISOString(),
            updatedAt: new Date(r.p_updated_at ?? r.joined_at).toISOString(),
          },
    performance: {
      bookings: Number(r.bookings ?? 0),
      roomNights: Number(r.room_nights ?? 0),
      revenue: Number(r.revenue ?? 0),
    },
  };
}

export async function listForHotel(db: Database, hotelId: number, today: string): Promise<HotelCampaign[]> {
  const rows = await db.query<HotelRow>(SELECT_FOR_HOTEL, [hotelId, null]);
  return rows.map((r) => hotelCampaignOf(r, today));
}

export async function findForHotel(
  db: Database,
  hotelId: number,
  campaignId: number,
  today: string,
): Promise<HotelCampaign | null> {
  const row = (await db.query<HotelRow>(SELECT_FOR_HOTEL, [hotelId, campaignId]))[0];
  return row ? hotelCampaignOf(row, today) : null;
}

export interface Offered {
  rooms: { roomId: number; name: string }[];
  ratePlans: { ratePlanId: number; name: string; roomIds: number[]; nonRefundable: boolean }[];
}

/** The property's active rooms, and its active rate plans with the active rooms they sell. */
export async function offered(db: Database, hotelId: number): Promise<Offered> {
  const row = await db.one<{
    rooms: { roomId: number; name: string }[];
    plans: { ratePlanId: number; name: string; roomIds: number[] | null; nonRefundable: boolean }[];
  }>(
    `SELECT (SELECT COALESCE(jsonb_agg(jsonb_build_object('roomId', r.room_id, 'name', r.name)
                       ORDER BY r.sort_order, r.room_id), '[]'::jsonb)
               FROM rooms r WHERE r.hotel_id = $1 AND r.status = 'ACTIVE') AS rooms,
            (SELECT COALESCE(jsonb_agg(jsonb_build_object('ratePlanId', rp.rate_plan_id, 'name', rp.name,
                       'nonRefundable', COALESCE((rp.cancellation->>'enabled')::boolean, false)
                                        AND rp.cancellation->>'policy' = 'NON_REFUNDABLE',
                       'roomIds', (SELECT array_agg(l.room_id ORDER BY l.room_id)
                                     FROM rate_plan_rooms l JOIN rooms r ON r.hotel_id = l.hotel_id
                                      AND r.room_id = l.room_id AND r.status = 'ACTIVE'
                                    WHERE l.hotel_id = $1 AND l.rate_plan_id = rp.rate_plan_id))
                       ORDER BY rp.rate_plan_id), '[]'::jsonb)
               FROM rate_plans rp WHERE rp.hotel_id = $1 AND rp.status = 'ACTIVE') AS plans`,
    [hotelId],
  );
  return {
    rooms: row.rooms.map((r) => ({ roomId: Number(r.roomId), name: r.name })),
    ratePlans: row.plans.map((p) => ({
      ratePlanId: Number(p.ratePlanId),
      name: p.name,
      roomIds: (p.roomIds ?? []).map(Number),
      nonRefundable: p.nonRefundable === true,
    })),
  };
}

/** Joins or changes the property's participation. */
export async function upsertParticipation(
  db: Database,
  hotelId: number,
  campaignId: number,
  choice: { discountPercent: number; roomIds: number[]; ratePlanIds: number[] },
  accountId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO campaign_participations
            (hotel_id, campaign_id, discount_percent, room_ids, rate_plan_ids, joined_at, joined_by, updated_at)
     VALUES ($1, $2, $3, $4::bigint[], $5::bigint[], $6, $7, $6)
     ON CONFLICT (hotel_id, campaign_id) DO UPDATE
        SET discount_percent = EXCLUDED.discount_percent, room_ids = EXCLUDED.room_ids,
            rate_plan_ids = EXCLUDED.rate_plan_ids, updated_at = EXCLUDED.updated_at`,
    [hotelId, campaignId, choice.discountPercent, choice.roomIds, choice.ratePlanIds, now, accountId],
  );
}

/** Leaves; false when the property did not take part. */
export async function deleteParticipation(
  db: Database,
  hotelId: number,
  campaignId: number,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM campaign_participations WHERE hotel_id = $1 AND campaign_id = $2 RETURNING campaign_id',
    [hotelId, campaignId],
  );
  return rows.length > 0;
}

/**
 * For the minimum sell price check: per chosen room with a minimum sell price, the lowest rate of the chosen
 * rate plans from `from` to `to` (null when none).
 */
export async function lowestRates(
  db: Database,
  hotelId: number,
  q: { roomIds: number[]; ratePlanIds: number[]; from: string; to: string },
): Promise<{ name: string; minSellPrice: number; lowestRate: number | null }[]> {
  const rows = await db.query<{
    name: string;
    min_sell_price: number | string;
    lowest: number | string | null;
  }>(
    `SELECT r.name, r.min_sell_price,
            (SELECT min(a.rate) FROM rate_plan_ari a
              WHERE a.hotel_id = $1 AND a.room_id = r.room_id AND a.rate_plan_id = ANY($3::bigint[])
                AND a.date BETWEEN $4::date AND $5::date AND a.rate IS NOT NULL) AS lowest
       FROM rooms r
      WHERE r.hotel_id = $1 AND r.room_id = ANY($2::bigint[]) AND r.min_sell_price > 0
      ORDER BY r.room_id`,
    [hotelId, q.roomIds, q.ratePlanIds, q.from, q.to],
  );
  return rows.map((r) => ({
    name: r.name,
    minSellPrice: Number(r.min_sell_price),
    lowestRate: r.lowest === null ? null : Number(r.lowest),
  }));
}
