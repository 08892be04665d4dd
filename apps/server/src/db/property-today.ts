import { DEFAULT_TIME_ZONE, todayInZone, type Clock } from '@extranet/domain';
import { cachedRead } from './read-cache.js';
import type { Database } from './types.js';

/**
 * Today (YYYY-MM-DD) in the property's own time zone, by the app's clock (GMT+7 for an unknown property). The
 * zone is read through the read cache (db/read-cache.ts): every ARI read and write asks for it.
 */
export async function propertyToday(db: Database, hotelId: number, clock: Clock): Promise<string> {
  return todayInZone(await propertyTimeZone(db, hotelId), clock);
}

/** The property's time zone (GMT+7 for an unknown property), through the read cache. */
export function propertyTimeZone(db: Database, hotelId: number): Promise<string> {
  return cachedRead(db, `timeZone:${hotelId}`, async () => {
    const row = await db.maybeOne<{ time_zone: string }>('SELECT time_zone FROM hotels WHERE hotel_id = $1', [
      hotelId,
    ]);
    return row?.time_zone ?? DEFAULT_TIME_ZONE;
  });
}
