/**
 * All SQL of the guest contact (migration 0651) but the code's, which is the sign-in OTP's (auth/otp-repository.ts).
 * Every statement is scoped by hotel_id: another property's booking id simply finds nothing.
 */
import type { StoredBookingState } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import * as revealLog from '../../db/reveal-log.js';

export interface ContactBooking extends StoredBookingState {
  checkIn: string;
  timeZone: string;
  guestName: string;
  guestEmail: string | null;
  guestPhone: string | null;
}

export async function booking(
  db: Database,
  hotelId: number,
  bookingId: number,
): Promise<ContactBooking | null> {
  const r = await db.maybeOne<{
    status: 'CONFIRMED' | 'CANCELLED';
    check_in: string;
    check_out: string;
    total_price: string | number | null;
    cancellation_fee: string | number | null;
    time_zone: string;
    guest_name: string;
    guest_email: string | null;
    guest_phone: string | null;
  }>(
    `SELECT b.status, b.check_in::text AS check_in, b.check_out::text AS check_out, b.total_price,
            b.cancellation_fee, h.time_zone, b.guest_name, b.guest_email, b.guest_phone
       FROM bookings b JOIN hotels h ON h.hotel_id = b.hotel_id
      WHERE b.hotel_id = $1 AND b.booking_id = $2`,
    [hotelId, bookingId],
  );
  if (!r) return null;
  return {
    status: r.status,
    checkIn: r.check_in,
    checkOut: r.check_out,
    totalPrice: Number(r.total_price ?? 0),
    cancellationFee: r.cancellation_fee === null ? null : Number(r.cancellation_fee),
    timeZone: r.time_zone,
    guestName: r.guest_name,
    guestEmail: r.guest_email,
    guestPhone: r.guest_phone,
  };
}

export interface Staff {
  name: string;
  email: string;
  lang: string | null;
}

export async function staff(db: Database, accountId: number): Promise<Staff> {
  return db.one<Staff>('SELECT name, email, lang FROM accounts WHERE id = $1', [accountId]);
}

export function logReveal(
  db: Database,
  hotelId: number,
  bookingId: number,
  accountId: number,
  actor: Staff,
  at: Date,
): Promise<void> {
  return revealLog.logReveal(db, 'booking_contact_reveals', {
    hotelId,
    bookingId,
    accountId,
    name: actor.name,
    email: actor.email,
    at,
  });
}

export function reveals(db: Database, hotelId: number, bookingId: number, limit: number) {
  return revealLog.reveals(db, 'booking_contact_reveals', hotelId, bookingId, limit);
}
