import type { EntirePricingOverride } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { planCommissionSql } from '../../db/commission.js';

/** SQL of entire pricing. Every query is scoped by hotel_id. */

export interface UnitRow {
  roomId: number;
  name: string;
  minSellPrice: number;
  ratePlans: { ratePlanId: number; name: string; commission: number | null }[];
}

/** The units (rooms) of a property with the rate plans sold for each, in room order. */
export async function unitsOf(db: Database, hotelId: number): Promise<UnitRow[]> {
  const rows = await db.query<{
    room_id: number;
    name: string;
    min_sell_price: number;
    plans: { ratePlanId: number; name: string; commission: string | number | null }[] | null;
  }>(
    `SELECT r.room_id, r.name, r.min_sell_price,
            (SELECT json_agg(json_build_object('ratePlanId', p.rate_plan_id, 'name', p.name,
                                               'commission', ${planCommissionSql('p.hotel_id', 'p.commission')})
                             ORDER BY p.rate_plan_id)
               FROM rate_plan_rooms l
               JOIN rate_plans p ON p.hotel_id = l.hotel_id AND p.rate_plan_id = l.rate_plan_id
              WHERE l.hotel_id = r.hotel_id AND l.room_id = r.room_id) AS plans
       FROM rooms r
      WHERE r.hotel_id = $1
      ORDER BY r.sort_order, r.room_id`,
    [hotelId],
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    name: r.name,
    minSellPrice: Number(r.min_sell_price),
    ratePlans: (r.plans ?? []).map((p) => ({
      ratePlanId: Number(p.ratePlanId),
      name: p.name,
      commission: p.commission === null ? null : Number(p.commission),
    })),
  }));
}

export interface SettingsRow {
  roomId: number;
  weekdayPrice: number;
  weekendPrice: number;
  weeklyDiscount: number | null;
  monthlyDiscount: number | null;
  overrides: EntirePricingOverride[];
  updatedAt: string;
}

/** Saved entire pricing of the property's units, by room id. */
export async function settingsOf(db: Database, hotelId: number): Promise<Map<number, SettingsRow>> {
  const rows = await db.query<{
    room_id: number;
    weekday_price: number;
    weekend_price: number;
    weekly_discount: number | null;
    monthly_discount: number | null;
    updated_at: Date | string;
    overrides: { name: string; start: string; end: string; price: number | string }[] | null;
  }>(
    `SELECT s.room_id, s.weekday_price, s.weekend_price, s.weekly_discount, s.monthly_discount, s.updated_at,
            (SELECT json_agg(json_build_object('name', o.name, 'start', o.start_date::text,
                                               'end', o.end_date::text, 'price', o.price) ORDER BY o.position)
               FROM entire_pricing_overrides o
              WHERE o.hotel_id = s.hotel_id AND o.room_id = s.room_id) AS overrides
       FROM entire_pricing s
      WHERE s.hotel_id = $1`,
    [hotelId],
  );
  return new Map(
    rows.map((r) => [
      Number(r.room_id),
      {
        roomId: Number(r.room_id),
        weekdayPrice: Number(r.weekday_price),
        weekendPrice: Number(r.weekend_price),
        weeklyDiscount: r.weekly_discount === null ? null : Number(r.weekly_discount),
        monthlyDiscount: r.monthly_discount === null ? null : Number(r.monthly_discount),
        overrides: (r.overrides ?? []).map((o) => ({ ...o, price: Number(o.price) })),
        updatedAt: new Date(r.updated_at).toISOString(),
      },
    ]),
  );
}

export interface SettingsValues {
  weekdayPrice: number;
  weekendPrice: number;
  weeklyDiscount: number | null;
  monthlyDiscount: number | null;
  overrides: readonly EntirePricingOverride[];
}

/** Replaces the entire pricing of one unit (settings and overrides). */
export async function saveSettings(
  tx: Database,
  hotelId: number,
  roomId: number,
  values: SettingsValues,
  accountId: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO entire_pricing (hotel_id, room_id, weekday_price, weekend_price, weekly_discount,
                                 monthly_discount, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (hotel_id, room_id) DO UPDATE SET
       weekday_price = EXCLUDED.weekday_price, weekend_price = EXCLUDED.weekend_price,
       weekly_discount = EXCLUDED.weekly_discount, monthly_discount = EXCLUDED.monthly_discount,
       updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [
      hotelId,
      roomId,
      values.weekdayPrice,
      values.weekendPrice,
      values.weeklyDiscount,
      values.monthlyDiscount,
      accountId,
    ],
  );
  await tx.query('DELETE FROM entire_pricing_overrides WHERE hotel_id = $1 AND room_id = $2', [
    hotelId,
    roomId,
  ]);
  if (values.overrides.length > 0) {
    await tx.query(
      `INSERT INTO entire_pricing_overrides (hotel_id, room_id, position, name, start_date, end_date, price)
       SELECT $1, $2, k.position - 1, k.name, k.start_date, k.end_date, k.price
         FROM unnest($3::text[], $4::date[], $5::date[], $6::bigint[]) WITH ORDINALITY
           AS k(name, start_date, end_date, price, position)`,
      [
        hotelId,
        roomId,
        values.overrides.map((o) => o.name),
        values.overrides.map((o) => o.start),
        values.overrides.map((o) => o.end),
        values.overrides.map((o) => o.price),
      ],
    );
  }
}

export interface RateCell {
  ratePlanId: number;
  date: string;
  rate: number | null;
}

/** The current rate of every rate plan of a unit for every date from..to (null where no row or no rate). */
export async function unitRates(
  db: Database,
  hotelId: number,
  roomId: number,
  from: string,
  to: string,
): Promise<RateCell[]> {
  const rows = await db.query<{ rate_plan_id: number; date: string; rate: number | null }>(
    `SELECT l.rate_plan_id, d::date::text AS date, a.rate
       FROM rate_plan_rooms l
       CROSS JOIN generate_series($3::date::timestamp, $4::date::timestamp, interval '1 day') d
       LEFT JOIN rate_plan_ari a ON a.hotel_id = l.hotel_id AND a.room_id = l.room_id
            AND a.rate_plan_id = l.rate_plan_id AND a.date = d::date
      WHERE l.hotel_id = $1 AND l.room_id = $2
      ORDER BY l.rate_plan_id, d`,
    [hotelId, roomId, from, to],
  );
  return rows.map((r) => ({
    ratePlanId: Number(r.rate_plan_id),
    date: r.date,
    rate: r.rate === null ? null : Number(r.rate),
  }));
}

/** Sets the rate of many cells of one unit in one statement (other fields of existing cells are kept). */
export async function writeRates(
  tx: Database,
  hotelId: number,
  roomId: number,
  cells: readonly { ratePlanId: number; date: string; rate: number }[],
): Promise<void> {
  if (cells.length === 0) return;
  await tx.query(
    `INSERT INTO rate_plan_ari (hotel_id, room_id, rate_plan_id, date, rate)
     SELECT $1, $2, k.rate_plan_id, k.date, k.rate
       FROM unnest($3::bigint[], $4::date[], $5::bigint[]) AS k(rate_plan_id, date, rate)
     ON CONFLICT (hotel_id, room_id, rate_plan_id, date)
     DO UPDATE SET rate = EXCLUDED.rate, updated_at = now()`,
    [hotelId, roomId, cells.map((c) => c.ratePlanId), cells.map((c) => c.date), cells.map((c) => c.rate)],
  );
}
