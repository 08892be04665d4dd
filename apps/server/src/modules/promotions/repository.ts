/**
 * All SQL of the promotions module: a property's deals (table `deals`, migration 0700), their performance from
 * the bookings sold with them, and the active offers the marketplace's quote reads (through the read cache).
 * Every statement is scoped by hotel_id: another property's deal ids simply find nothing.
 */
import type { Schemas } from '@extranet/api/operations';
import {
  dealOfferId,
  isParticipating,
  offerOfCampaign,
  offerOfDeal,
  type CampaignChoice,
  type CampaignTerms,
  type LoyaltyState,
  type Offer,
  type StoredCancellationPolicy,
} from '@extranet/domain';
import { cachedRead } from '../../db/read-cache.js';
import type { Database } from '../../db/types.js';
import {
  ACTIVE_TARGETED_SQL,
  targetedOffers,
  type ActiveTargeted,
} from '../targeted-promotions/repository.js';

export type Deal = Schemas['Deal'];
export type DealInput = Schemas['DealInput'];
type Terms = Omit<DealInput, 'kind' | 'name' | 'status'>;

interface DealRow {
  deal_id: number;
  kind: Deal['kind'];
  name: string;
  status: Deal['status'];
  terms: Terms;
  created_at: Date;
  updated_at: Date;
  bookings: number | null;
  room_nights: number | null;
  revenue: number | null;
}

/** The stored terms of an input: every field present, in the contract's Deal shape. */
export function termsOf(input: DealInput): Terms {
  return {
    platforms: [...new Set(input.platforms)],
    roomIds: [...new Set(input.roomIds ?? [])],
    ratePlanIds: [...new Set(input.ratePlanIds)],
    bookingPeriod: { start: input.bookingPeriod.start ?? null, end: input.bookingPeriod.end ?? null },
    stayPeriod: { start: input.stayPeriod.start ?? null, end: input.stayPeriod.end ?? null },
    bookingStartTime: input.bookingStartTime || null,
    bookingEndTime: input.bookingEndTime || null,
    stayDays: [...new Set(input.stayDays ?? [])].sort(),
    blackoutDates: [...new Set(input.blackoutDates ?? [])].sort(),
    minStay: input.minStay ?? null,
    combinable: input.combinable,
    discountType: input.kind === 'REGULAR' ? (input.discountType ?? null) : null,
    tiers: input.kind === 'REGULAR' ? [...(input.tiers ?? [])].sort((a, b) => a.minNights - b.minNights) : [],
    freeNight: input.kind === 'FREE_NIGHT' ? (input.freeNight ?? null) : null,
    hotelNowTiers: input.kind === 'HOTEL_NOW' ? (input.hotelNowTiers ?? []) : [],
    valueAdded:
      input.kind === 'VALUE_ADDED' && input.valueAdded
        ? {
            ...input.valueAdded,
            nameId: input.valueAdded.nameId.trim(),
            nameEn: input.valueAdded.nameEn.trim(),
          }
        : null,
    cancellationPolicy: input.cancellationPolicy ?? null,
  };
}

function dealOf(r: DealRow): Deal {
  const t = r.terms;
  return {
    dealId: Number(r.deal_id),
    kind: r.kind,
    name: r.name,
    status: r.status,
    platforms: t.platforms,
    roomIds: t.roomIds ?? [],
    ratePlanIds: t.ratePlanIds,
    bookingPeriod: t.bookingPeriod,
    stayPeriod: t.stayPeriod,
    bookingStartTime: t.bookingStartTime ?? null,
    bookingEndTime: t.bookingEndTime ?? null,
    stayDays: t.stayDays ?? [],
    blackoutDates: t.blackoutDates ?? [],
    minStay: t.minStay ?? null,
    combinable: t.combinable,
    discountType: t.discountType ?? null,
    tiers: t.tiers ?? [],
    freeNight: t.freeNight ?? null,
    hotelNowTiers: t.hotelNowTiers ?? [],
    valueAdded: t.valueAdded ?? null,
    cancellationPolicy: t.cancellationPolicy ?? null,
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
 * Deals with their performance: the confirmed bookings whose applied promotions name the deal, their nights
 * and what they were sold for ($1 property, $2 one deal or null for all).
 */
const SELECT_DEALS = `WITH perf AS (
    SELECT (p->>'dealId')::bigint AS deal_id, count(*) AS bookings,
           sum(b.check_out - b.check_in) AS room_nights, sum(b.total_price) AS revenue
      FROM bookings b CROSS JOIN LATERAL jsonb_array_elements(b.promotions) p
     WHERE b.hotel_id = $1 AND b.promotions <> '[]'::jsonb AND b.status = 'CONFIRMED'
       AND p->>'dealId' IS NOT NULL
     GROUP BY 1
  )
  SELECT d.deal_id, d.kind, d.name, d.status, d.terms, d.created_at, d.updated_at,
         perf.bookings, perf.room_nights, perf.revenue
    FROM deals d LEFT JOIN perf ON perf.deal_id = d.deal_id
   WHERE d.hotel_id = $1 AND ($2::bigint IS NULL OR d.deal_id = $2)
   ORDER BY d.created_at DESC, d.deal_id DESC`;

export async function listDeals(db: Database, hotelId: number): Promise<Deal[]> {
  return (await db.query<DealRow>(SELECT_DEALS, [hotelId, null])).map(dealOf);
}

export async function findDeal(db: Database, hotelId: number, dealId: number): Promise<Deal | null> {
  const row = (await db.query<DealRow>(SELECT_DEALS, [hotelId, dealId]))[0];
  return row ? dealOf(row) : null;
}

export async function insertDeal(db: Database, hotelId: number, input: DealInput): Promise<number> {
  const row = await db.one<{ deal_id: number }>(
    `INSERT INTO deals (hotel_id, kind, name, status, terms) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING deal_id`,
    [hotelId, input.kind, input.name.trim(), input.status ?? 'ACTIVE', JSON.stringify(termsOf(input))],
  );
  return Number(row.deal_id);
}

/** Changes a deal's name, status and terms; false when the property has no such deal. */
export async function updateDeal(
  db: Database,
  hotelId: number,
  dealId: number,
  input: DealInput,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE deals SET name = $3, status = COALESCE($4, status), terms = $5::jsonb, updated_at = now()
      WHERE hotel_id = $1 AND deal_id = $2 RETURNING deal_id`,
    [hotelId, dealId, input.name.trim(), input.status ?? null, JSON.stringify(termsOf(input))],
  );
  return rows.length > 0;
}

/** The kind of a deal (it never changes), or null when the property has no such deal. */
export async function dealKind(db: Database, hotelId: number, dealId: number): Promise<Deal['kind'] | null> {
  const row = await db.maybeOne<{ kind: Deal['kind'] }>(
    'SELECT kind FROM deals WHERE hotel_id = $1 AND deal_id = $2',
    [hotelId, dealId],
  );
  return row?.kind ?? null;
}

/** Switches one deal ($2) or every deal ($2 null) of the property; the number of deals found. */
export async function setStatus(
  db: Database,
  hotelId: number,
  dealId: number | null,
  status: Deal['status'],
): Promise<number> {
  const rows = await db.query(
    `UPDATE deals SET status = $3, updated_at = now()
      WHERE hotel_id = $1 AND ($2::bigint IS NULL OR deal_id = $2) RETURNING deal_id`,
    [hotelId, dealId, status],
  );
  return rows.length;
}

/**
 * For the save-time check of the minimum sell price: per room of the rate plans (and rooms) given, its
 * minimum sell price and the lowest rate of its calendar from `from` to `to` (null when it has none).
 */
export async function lowestRates(
  db: Database,
  hotelId: number,
  q: { ratePlanIds: number[]; roomIds: number[]; from: string; to: string },
): Promise<{ roomId: number; name: string; minSellPrice: number; lowestRate: number | null }[]> {
  const rows = await db.query<{
    room_id: number;
    name: string;
    min_sell_price: number;
    lowest: number | null;
  }>(
    `SELECT r.room_id, r.name, r.min_sell_price,
            (SELECT min(a.rate) FROM rate_plan_ari a
              WHERE a.hotel_id = $1 AND a.room_id = r.room_id AND a.rate_plan_id = ANY($2::bigint[])
                AND a.date BETWEEN $4::date AND $5::date AND a.rate IS NOT NULL) AS lowest
       FROM rooms r
      WHERE r.hotel_id = $1 AND r.min_sell_price > 0
        AND (cardinality($3::bigint[]) = 0 OR r.room_id = ANY($3::bigint[]))
        AND EXISTS (SELECT 1 FROM rate_plan_rooms l
                     WHERE l.hotel_id = $1 AND l.room_id = r.room_id AND l.rate_plan_id = ANY($2::bigint[]))`,
    [hotelId, q.ratePlanIds, q.roomIds, q.from, q.to],
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    name: r.name,
    minSellPrice: Number(r.min_sell_price),
    lowestRate: r.lowest === null ? null : Number(r.lowest),
  }));
}

/** The ids of the property's rate plans and rooms among those given (another property's ids are not). */
export async function knownIds(
  db: Database,
  hotelId: number,
  ratePlanIds: number[],
  roomIds: number[],
): Promise<{ ratePlanIds: Set<number>; roomIds: Set<number> }> {
  const row = await db.one<{ plans: number[] | null; rooms: number[] | null }>(
    `SELECT (SELECT array_agg(rate_plan_id) FROM rate_plans WHERE hotel_id = $1 AND rate_plan_id = ANY($2::bigint[])) AS plans,
            (SELECT array_agg(room_id) FROM rooms WHERE hotel_id = $1 AND room_id = ANY($3::bigint[])) AS rooms`,
    [hotelId, ratePlanIds, roomIds],
  );
  return {
    ratePlanIds: new Set((row.plans ?? []).map(Number)),
    roomIds: new Set((row.rooms ?? []).map(Number)),
  };
}

/**
 * What the quote needs of a property's promotions: its active deals as offers, their own cancellation policies
 * by offer id (the deals that have one), and its rooms' minimum prices.
 */
export interface PropertyOffers {
  readonly offers: readonly Offer[];
  readonly cancellationPolicies: Readonly<Record<string, StoredCancellationPolicy>>;
  readonly minSellPrice: Readonly<Record<string, number>>;
}

/**
 * The loyalty programme's discount as offers (modules/loyalty): one per room and rate plan in force, so it
 * applies to exactly the pairs the property chose, and to loyalty members only (the pricing function's rule).
 */
function loyaltyOffers(
  loyalty: { state: LoyaltyState; percent: number; pairs: [number, number][] } | null,
): Offer[] {
  if (!loyalty || !isParticipating(loyalty.state)) return [];
  return loyalty.pairs.map(([roomId, ratePlanId]) => ({
    id: `loyalty:${roomId}:${ratePlanId}`,
    kind: 'LOYALTY' as const,
    name: 'Loyalty',
    percent: Number(loyalty.percent),
    combinable: true,
    roomIds: [Number(roomId)],
    ratePlanIds: [Number(ratePlanId)],
  }));
}

/** The campaigns the property joined (modules/campaigns) as offers: its percent on its rooms and rate plans. */
function campaignOffers(rows: (CampaignTerms & CampaignChoice)[] | null): Offer[] {
  return (rows ?? []).flatMap((c) => {
    const offer = offerOfCampaign(c, c);
    return offer ? [offer] : [];
  });
}

/**
 * The active deals of a property as offers (with the loyalty programme's, when it takes part, its active targeted
 * promotions, and the active campaigns it joined while it is approved online) and its rooms'
 * minimum sell prices, in one statement, through the read cache (db/read-cache.ts: cleared by every write, so a
 * deal saved is priced by the next quote).
 */
export function propertyOffers(db: Database, hotelId: number): Promise<PropertyOffers> {
  return cachedRead(db, `deals:${hotelId}`, async () => {
    const row = await db.one<{
      deals: { dealId: number; kind: Deal['kind']; name: string; terms: Terms }[];
      min_sell: Record<string, number | string>;
      loyalty: { state: LoyaltyState; percent: number; pairs: [number, number][] } | null;
      targeted: ActiveTargeted[];
      campaigns: (CampaignTerms & CampaignChoice)[] | null;
    }>(
      `SELECT (SELECT COALESCE(jsonb_agg(jsonb_build_object('dealId', deal_id, 'kind', kind, 'name', name,
                'terms', terms) ORDER BY deal_id), '[]'::jsonb)
                 FROM deals WHERE hotel_id = $1 AND status = 'ACTIVE') AS deals,
              (SELECT COALESCE(jsonb_object_agg(room_id::text, min_sell_price), '{}'::jsonb)
                 FROM rooms WHERE hotel_id = $1 AND min_sell_price > 0) AS min_sell,
              (SELECT jsonb_build_object('state', p.state, 'percent', p.discount_percent, 'pairs',
                        (SELECT COALESCE(jsonb_agg(jsonb_build_array(lp.room_id, lp.rate_plan_id)), '[]'::jsonb)
                           FROM loyalty_pairs lp WHERE lp.hotel_id = $1))
                 FROM loyalty_participations p WHERE p.hotel_id = $1) AS loyalty,
              ${ACTIVE_TARGETED_SQL} AS targeted,
              (SELECT jsonb_agg(c.terms || jsonb_build_object('campaignId', c.campaign_id, 'name', c.name,
                        'status', c.status, 'discountPercent', p.discount_percent, 'roomIds', p.room_ids,
                        'ratePlanIds', p.rate_plan_ids) ORDER BY c.campaign_id)
                 FROM campaign_participations p JOIN campaigns c ON c.campaign_id = p.campaign_id
                WHERE p.hotel_id = $1 AND c.status = 'ACTIVE'
                  AND EXISTS (SELECT 1 FROM hotels h WHERE h.hotel_id = $1 AND h.active_status = 2)) AS campaigns`,
      [hotelId],
    );
    const offers = row.deals.flatMap((d) => {
      const offer = offerOfDeal(d.dealId, { ...d.terms, kind: d.kind, name: d.name });
      return offer ? [offer] : [];
    });
    const cancellationPolicies = Object.fromEntries(
      row.deals.flatMap((d) =>
        d.terms.cancellationPolicy ? [[dealOfferId(d.dealId), d.terms.cancellationPolicy] as const] : [],
      ),
    );
    const minSellPrice = Object.fromEntries(
      Object.entries(row.min_sell).map(([room, price]) => [room, Number(price)]),
    );
    return {
      offers: [
        ...offers,
        ...loyaltyOffers(row.loyalty),
        ...targetedOffers(row.targeted),
        ...campaignOffers(row.campaigns),
      ],
      cancellationPolicies,
      minSellPrice,
    };
  });
}
