/**
 * The log of who revealed a booking's protected data (the virtual card, the guest's contact): one shape of
 * table, one per kind of data, every statement scoped by hotel_id and booking_id.
 */
import type { Schemas } from '@extranet/api/operations';
import type { Database } from './types.js';

export type RevealTable = 'booking_vcc_reveals' | 'booking_contact_reveals';

export async function logReveal(
  db: Database,
  table: RevealTable,
  entry: { hotelId: number; bookingId: number; accountId: number; name: string; email: string; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO ${table} (hotel_id, booking_id, at, by_account, by_name, by_email)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [entry.hotelId, entry.bookingId, entry.at, entry.accountId, entry.name, entry.email],
  );
}

/** The reveals of a booking, newest first (at most `limit`). */
export async function reveals(
  db: Database,
  table: RevealTable,
  hotelId: number,
  bookingId: number,
  limit: number,
): Promise<Schemas['VccReveal'][]> {
  const rows = await db.query<{ at: Date | string; by_name: string; by_email: string }>(
    `SELECT at, by_name, by_email FROM ${table} WHERE hotel_id = $1 AND booking_id = $2
     ORDER BY at DESC, entry_id DESC LIMIT $3`,
    [hotelId, bookingId, limit],
  );
  return rows.map((r) => ({
    at: (r.at instanceof Date ? r.at : new Date(r.at)).toISOString(),
    byName: r.by_name,
    byEmail: r.by_email,
  }));
}
