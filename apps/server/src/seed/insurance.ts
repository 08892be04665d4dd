import type { Database } from '../db/types.js';
import { JAKARTA } from './demo-ids.js';

/**
 * Insurance demo data (docs/decisions/insurance.md): one in twenty of Hotel Demo Jakarta's marketplace demo
 * bookings (seedBookings) was sold with travel insurance covering all its guests — TRAVEL_BASIC at IDR 35,000 or
 * TRAVEL_PLUS at IDR 60,000 a guest — and the property has an insurance contact saved by its administrator.
 */
export async function seedInsurance(db: Database, clock: () => Date, administratorId: number): Promise<void> {
  await db.query(
    `INSERT INTO booking_insurance (hotel_id, booking_id, plan_code, premium, covered_guests)
     SELECT b.hotel_id, b.booking_id,
            CASE WHEN b.k % 40 = 3 THEN 'TRAVEL_PLUS' ELSE 'TRAVEL_BASIC' END,
            (CASE WHEN b.k % 40 = 3 THEN 60000 ELSE 35000 END) * (b.adults + b.children),
            b.adults + b.children
       FROM (SELECT hotel_id, booking_id, adults, children,
                    substring(idempotency_key FROM '^demo-jakarta-([0-9]+)$')::int AS k
               FROM bookings WHERE hotel_id = $1 AND marketplace = 'demo') b
      WHERE b.k % 20 = 3`,
    [JAKARTA],
  );
  await db.query(
    `INSERT INTO insurance_contacts (hotel_id, name, email, phone, position, updated_by, updated_at)
     VALUES ($1, 'Rina Wulandari', 'rina.wulandari@example.com', '81234567890', 'Front Office Manager', $2, $3)`,
    [JAKARTA, administratorId, clock()],
  );
}
