/** The insurance of a booking (booking_insurance, migration 0810), written in the booking's transaction. */
import type { InsuranceOrder } from '@extranet/domain';
import type { Database } from '../../db/types.js';

export async function insertInsurance(
  db: Database,
  hotelId: number,
  bookingId: number,
  order: InsuranceOrder,
): Promise<void> {
  await db.query(
    `INSERT INTO booking_insurance (hotel_id, booking_id, plan_code, premium, covered_guests)
     VALUES ($1, $2, $3, $4, $5)`,
    [hotelId, bookingId, order.planCode, order.premium, order.coveredGuests],
  );
}
