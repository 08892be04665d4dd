import { addDays } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { DEMO_ROOMS } from './rates-catalog.js';

const BALI = 1002;

/**
 * Demo entire pricing (issue 4): Villa Demo Bali's one- and two-bedroom villas have their prices set (the
 * three-bedroom joglo has none yet, so the screen shows both states). The prices match the seeded ARI of the
 * villas' first rate plan (weekend 25 % dearer); the overrides are the year-end season, relative to the day
 * the seed runs.
 */
export async function seedEntirePricing(db: Database, today: string): Promise<void> {
  const units = [
    {
      roomId: DEMO_ROOMS.BALI_VILLA_ONE_BEDROOM,
      weekday: 1_800_000,
      weekend: 2_250_000,
      weekly: 10,
      monthly: 25,
    },
    {
      roomId: DEMO_ROOMS.BALI_VILLA_TWO_BEDROOM,
      weekday: 3_000_000,
      weekend: 3_750_000,
      weekly: 10,
      monthly: null,
    },
  ];
  for (const u of units) {
    await db.query(
      `INSERT INTO entire_pricing (hotel_id, room_id, weekday_price, weekend_price, weekly_discount, monthly_discount)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [BALI, u.roomId, u.weekday, u.weekend, u.weekly, u.monthly],
    );
  }
  await db.query(
    `INSERT INTO entire_pricing_overrides (hotel_id, room_id, position, name, start_date, end_date, price)
     VALUES ($1, $2, 0, 'Musim liburan akhir tahun', $3, $4, 2900000)`,
    [BALI, DEMO_ROOMS.BALI_VILLA_ONE_BEDROOM, addDays(today, 60), addDays(today, 74)],
  );
}
