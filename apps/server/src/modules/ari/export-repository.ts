/** SQL of the ARI download. Scoped by hotel_id. */
import type { Database } from '../../db/types.js';

/** One line of the download: a rate plan's cell with its room's allotment and sold of that date. */
export interface ExportRow {
  date: string;
  room: string;
  rate_plan: string;
  allotment: number | null;
  sold: number | null;
  rate: number | null;
  close_out: boolean;
  cta: boolean;
  ctd: boolean;
  stay_min: number | null;
  stay_max: number | null;
  adv_min: number | null;
  adv_max: number | null;
  cancellation_policy: string | null;
  meal_plan: string | null;
}

export async function exportRows(
  db: Database,
  hotelId: number,
  from: string,
  to: string,
): Promise<ExportRow[]> {
  return db.query<ExportRow>(
    `SELECT a.date::text AS date, r.name AS room, p.name AS rate_plan, i.allotment, i.sold, a.rate, a.close_out,
            a.cta, a.ctd, a.stay_min, a.stay_max, a.adv_min, a.adv_max, a.cancellation_policy, a.meal_plan
       FROM rate_plan_ari a
       JOIN rooms r ON r.hotel_id = a.hotel_id AND r.room_id = a.room_id
       JOIN rate_plans p ON p.hotel_id = a.hotel_id AND p.rate_plan_id = a.rate_plan_id
       LEFT JOIN room_inventory i ON i.hotel_id = a.hotel_id AND i.room_id = a.room_id AND i.date = a.date
      WHERE a.hotel_id = $1 AND a.date BETWEEN $2 AND $3
      ORDER BY a.date, r.sort_order, r.room_id, p.rate_plan_id`,
    [hotelId, from, to],
  );
}
