/**
 * Demo findings of the manage hub (issue 13) at Hotel Demo Jakarta, on top of what the rest of the demo already
 * shows there (rooms without photos, the year-end plan whose stay dates end in 20 days, two non-refundable
 * plans): the family room has no allotment on the unsold days of a week of the next month, and a weekend-event
 * surcharge ends in 12 days. Dates are relative to the seed's today (GMT+7).
 */
import { addDays } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { DEMO_ROOMS, DEMO_SURCHARGES, JAKARTA } from './demo-ids.js';

export async function seedManageFindings(db: Database, today: string): Promise<void> {
  await db.query(
    `UPDATE room_inventory SET allotment = 0
      WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3::date AND $4::date AND sold = 0`,
    [JAKARTA, DEMO_ROOMS.JAKARTA_FAMILY, addDays(today, 20), addDays(today, 27)],
  );
  await db.query(
    `INSERT INTO surcharges (hotel_id, surcharge_id, name, info, type, price, child_price, stay_start, stay_end)
     VALUES ($1, $2, 'Biaya Acara Akhir Pekan', 'Untuk tamu yang menginap selama festival kota.', 'ROOM', 200000,
             NULL, $3, $4)`,
    [JAKARTA, DEMO_SURCHARGES.JAKARTA_WEEKEND_EVENT, today, addDays(today, 12)],
  );
}
