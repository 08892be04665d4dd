/**
 * SQL of the manage hub: one read per setup area, each scoped by hotel_id and limited to the active rooms,
 * rate plans and surcharges. `from`/`to` are the hub's window (the property's today + 29 days).
 */
import type { Database } from '../../db/types.js';

export interface RoomFacts {
  roomId: number;
  name: string;
  noPhoto: boolean;
  noDescription: boolean;
  noRatePlan: boolean;
  /** Days of the window without allotment (no row, or 0). */
  daysWithoutAllotment: number;
}

export async function roomFacts(
  db: Database,
  hotelId: number,
  from: string,
  to: string,
): Promise<RoomFacts[]> {
  const rows = await db.query<{
    room_id: number;
    name: string;
    no_photo: boolean;
    no_description: boolean;
    no_rate_plan: boolean;
    with_allotment: number;
    window_days: number;
  }>(
    `SELECT r.room_id, r.name,
            NOT EXISTS (SELECT 1 FROM property_photos p WHERE p.hotel_id = r.hotel_id AND p.room_id = r.room_id)
              AS no_photo,
            btrim(regexp_replace(regexp_replace(r.description, '<[^>]*>', '', 'g'), '&nbsp;|\\s', '', 'g')) = ''
              AS no_description,
            NOT EXISTS (SELECT 1 FROM rate_plan_rooms l
                          JOIN rate_plans rp ON rp.hotel_id = l.hotel_id AND rp.rate_plan_id = l.rate_plan_id
                         WHERE l.hotel_id = r.hotel_id AND l.room_id = r.room_id AND rp.status = 'ACTIVE')
              AS no_rate_plan,
            (SELECT count(*) FROM room_inventory i
              WHERE i.hotel_id = r.hotel_id AND i.room_id = r.room_id AND i.date BETWEEN $2::date AND $3::date
                AND i.allotment > 0)::int AS with_allotment,
            ($3::date - $2::date + 1) AS window_days
       FROM rooms r
      WHERE r.hotel_id = $1 AND r.status = 'ACTIVE'
      ORDER BY r.sort_order, r.room_id`,
    [hotelId, from, to],
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    name: r.name,
    noPhoto: r.no_photo,
    noDescription: r.no_description,
    noRatePlan: r.no_rate_plan,
    daysWithoutAllotment: Number(r.window_days) - r.with_allotment,
  }));
}

export interface RatePlanFacts {
  ratePlanId: number;
  name: string;
  stayEnd: string | null;
  /** Days of the window on which no room of the plan has a rate. */
  daysWithoutRates: number;
  cancellationEnabled: boolean;
  cancellationPolicy: string | null;
}

export async function ratePlanFacts(
  db: Database,
  hotelId: number,
  from: string,
  to: string,
): Promise<RatePlanFacts[]> {
  const rows = await db.query<{
    rate_plan_id: number;
    name: string;
    stay_end: string | null;
    days_with_rates: number;
    window_days: number;
    enabled: boolean | null;
    policy: string | null;
  }>(
    `SELECT rp.rate_plan_id, rp.name, rp.stay_end,
            (SELECT count(DISTINCT a.date) FROM rate_plan_ari a
              WHERE a.hotel_id = rp.hotel_id AND a.rate_plan_id = rp.rate_plan_id
                AND a.date BETWEEN $2::date AND $3::date AND a.rate IS NOT NULL)::int AS days_with_rates,
            ($3::date - $2::date + 1) AS window_days,
            (rp.cancellation ->> 'enabled')::boolean AS enabled,
            rp.cancellation ->> 'policy' AS policy
       FROM rate_plans rp
      WHERE rp.hotel_id = $1 AND rp.status = 'ACTIVE'
      ORDER BY rp.rate_plan_id`,
    [hotelId, from, to],
  );
  return rows.map((r) => ({
    ratePlanId: Number(r.rate_plan_id),
    name: r.name,
    stayEnd: r.stay_end,
    daysWithoutRates: Number(r.window_days) - r.days_with_rates,
    cancellationEnabled: r.enabled === true,
    cancellationPolicy: r.policy,
  }));
}

export interface SurchargeFacts {
  surchargeId: number;
  name: string;
  /** The last day it applies: the later of its stay end and check-in end (null when open-ended). */
  lastDay: string | null;
}

export async function surchargeFacts(db: Database, hotelId: number): Promise<SurchargeFacts[]> {
  const rows = await db.query<{ surcharge_id: number; name: string; last_day: string | null }>(
    `SELECT surcharge_id, name,
            CASE WHEN stay_end IS NULL AND check_in_end IS NULL THEN NULL
                 WHEN stay_end IS NULL OR check_in_end IS NULL THEN coalesce(stay_end, check_in_end)
                 ELSE greatest(stay_end, check_in_end) END AS last_day
       FROM surcharges
      WHERE hotel_id = $1 AND status = 'ACTIVE'
      ORDER BY surcharge_id`,
    [hotelId],
  );
  return rows.map((r) => ({ surchargeId: Number(r.surcharge_id), name: r.name, lastDay: r.last_day }));
}

export interface PromotionFacts {
  dealId: number;
  name: string;
  kind: string;
  active: boolean;
  bookingEnd: string | null;
  /** Rate plans of the deal that no longer exist or are switched off. */
  ratePlansGone: number;
  /** Rooms of the deal that no longer exist or are switched off. */
  roomsGone: number;
}

/** Every deal of the property (table `deals`, modules/promotions), with its rate plans and rooms still sold. */
export async function promotionFacts(db: Database, hotelId: number): Promise<PromotionFacts[]> {
  const rows = await db.query<{
    deal_id: number;
    name: string;
    kind: string;
    status: string;
    booking_end: string | null;
    plans_gone: number;
    rooms_gone: number;
  }>(
    `SELECT d.deal_id, d.name, d.kind, d.status, d.terms #>> '{bookingPeriod,end}' AS booking_end,
            (SELECT count(*) FROM jsonb_array_elements_text(coalesce(d.terms -> 'ratePlanIds', '[]'::jsonb)) x (id)
              WHERE NOT EXISTS (SELECT 1 FROM rate_plans rp WHERE rp.hotel_id = d.hotel_id
                                   AND rp.rate_plan_id = x.id::bigint AND rp.status = 'ACTIVE'))::int AS plans_gone,
            (SELECT count(*) FROM jsonb_array_elements_text(coalesce(d.terms -> 'roomIds', '[]'::jsonb)) x (id)
              WHERE NOT EXISTS (SELECT 1 FROM rooms r WHERE r.hotel_id = d.hotel_id
                                   AND r.room_id = x.id::bigint AND r.status = 'ACTIVE'))::int AS rooms_gone
       FROM deals d
      WHERE d.hotel_id = $1
      ORDER BY d.deal_id`,
    [hotelId],
  );
  return rows.map((r) => ({
    dealId: Number(r.deal_id),
    name: r.name,
    kind: r.kind,
    active: r.status === 'ACTIVE',
    bookingEnd: r.booking_end,
    ratePlansGone: Number(r.plans_gone),
    roomsGone: Number(r.rooms_gone),
  }));
}
