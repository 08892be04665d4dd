import { DEFAULT_TIME_ZONE, todayInZone, type Clock } from '@extranet/domain';
import type { Database } from './types.js';

/** Today (YYYY-MM-DD) in the property's own time zone, by the app's clock (GMT+7 for an unknown property). */
export async function propertyToday(db: Database, hotelId: number, clock: Clock): Promise<string> {
  const row = await db.maybeOne<{ time_zone: string }>('SELECT time_zone FROM hotels WHERE hotel_id = $1', [
    hotelId,
  ]);
  return todayInZone(row?.time_zone ?? DEFAULT_TIME_ZONE, clock);
}
