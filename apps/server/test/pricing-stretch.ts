import type { Database } from '../src/db/types.js';

/**
 * The promotions tests' clean stretch on a property's first room and rate plan: rate 1,000,000 a night from
 * `ari[0]` to `ari[1]`, nothing closed or restricted, no occupancy rates or calendar policy; 10 rooms unsold from
 * `inventory[0]` to `inventory[1]`; a minimum sell price of 700,000; no surcharges. A test switches off the
 * offers it does not test itself.
 */
export async function cleanPricingStretch(
  db: Database,
  hotelId: number,
  { ari, inventory }: { ari: [string, string]; inventory: [string, string] },
): Promise<{ roomId: number; ratePlanId: number }> {
  const link = await db.one<{ room_id: number; rate_plan_id: number }>(
    'SELECT room_id, rate_plan_id FROM rate_plan_rooms WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id LIMIT 1',
    [hotelId],
  );
  const roomId = Number(link.room_id);
  await db.query(
    `UPDATE rate_plan_ari SET close_out = false, cta = false, ctd = false, stay_min = NULL, stay_max = NULL,
            adv_min = NULL, adv_max = NULL, stay_through_min = NULL, stay_through_max = NULL, rate = 1000000,
            occupancy_rates = NULL, cancellation_policy = NULL
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4`,
    [hotelId, roomId, ...ari],
  );
  await db.query(
    'UPDATE room_inventory SET sold = 0, allotment = 10 WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4',
    [hotelId, roomId, ...inventory],
  );
  await db.query('UPDATE rooms SET min_sell_price = 700000 WHERE hotel_id = $1 AND room_id = $2', [
    hotelId,
    roomId,
  ]);
  await db.query(`UPDATE surcharges SET status = 'INACTIVE' WHERE hotel_id = $1`, [hotelId]);
  return { roomId, ratePlanId: Number(link.rate_plan_id) };
}
