/**
 * All SQL of the insurance area (booking_insurance and insurance_contacts, migration 0810). Every statement is
 * scoped by hotel_id: another property's bookings and contact simply find nothing.
 */
import { INSURANCE_CLAIM_LIMIT_IDR, type InsuranceDateType } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import type { Req, Res } from '../types.js';

type InsuranceBooking = Res<'listInsuranceBookings'>['items'][number];
export type ContactInput = Req<'saveInsuranceContact'>['body'];
export type Contact = Res<'getInsuranceContact'>;

export interface Range {
  rangeOf: InsuranceDateType;
  from: string;
  to: string;
}

interface Row {
  booking_id: string | number;
  itinerary_id: string;
  guest_name: string;
  room_name: string | null;
  check_in: string;
  check_out: string;
  created_at: Date | string;
  status: InsuranceBooking['status'];
  plan_code: string;
  premium: string | number;
  covered_guests: number;
}

/** The range's condition ($2 to $3): the check-in date (STAY) or the booking's day in the property's zone (BOOKED). */
const RANGE: Record<InsuranceDateType, string> = {
  STAY: 'b.check_in BETWEEN $2::date AND $3::date',
  BOOKED: `b.created_at >= ($2::date::timestamp AT TIME ZONE h.time_zone)
    AND b.created_at < (($3::date + 1)::timestamp AT TIME ZONE h.time_zone)`,
};

const FROM = `FROM booking_insurance i
  JOIN bookings b ON b.hotel_id = i.hotel_id AND b.booking_id = i.booking_id
  JOIN hotels h ON h.hotel_id = i.hotel_id`;

/** One page of the property's bookings sold with insurance in the range, newest booking first, and their count. */
export async function page(
  db: Database,
  hotelId: number,
  range: Range,
  offset: number,
  limit: number,
): Promise<{ items: InsuranceBooking[]; total: number }> {
  const where = `WHERE i.hotel_id = $1 AND ${RANGE[range.rangeOf]}`;
  const params = [hotelId, range.from, range.to];
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `SELECT b.booking_id, b.itinerary_id, b.guest_name, r.name AS room_name, b.check_in::text AS check_in,
         b.check_out::text AS check_out, b.created_at, b.status, i.plan_code, i.premium, i.covered_guests
       ${FROM}
       LEFT JOIN rooms r ON r.hotel_id = b.hotel_id AND r.room_id = b.room_id
       ${where}
       ORDER BY b.created_at DESC, b.booking_id DESC LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    ),
    db.one<{ n: string | number }>(`SELECT count(*) AS n ${FROM} ${where}`, params),
  ]);
  return {
    items: rows.map((r) => ({
      bookingId: Number(r.booking_id),
      itineraryId: r.itinerary_id,
      guestName: r.guest_name,
      roomName: r.room_name ?? '',
      checkIn: r.check_in,
      checkOut: r.check_out,
      createdAt: new Date(r.created_at).toISOString(),
      status: r.status,
      insurance: {
        planCode: r.plan_code,
        premium: Number(r.premium),
        coveredGuests: r.covered_guests,
        claimLimit: INSURANCE_CLAIM_LIMIT_IDR,
      },
    })),
    total: Number(count.n),
  };
}

interface ContactRow {
  name: string;
  email: string;
  phone: string;
  position: string;
  updated_at: Date | string;
}

const contactOf = (r: ContactRow | null): Contact =>
  r
    ? {
        contact: { name: r.name, email: r.email, phone: r.phone, position: r.position },
        updatedAt: new Date(r.updated_at).toISOString(),
      }
    : { contact: null, updatedAt: null };

export async function contact(db: Database, hotelId: number): Promise<Contact> {
  return contactOf(
    await db.maybeOne<ContactRow>(
      'SELECT name, email, phone, position, updated_at FROM insurance_contacts WHERE hotel_id = $1',
      [hotelId],
    ),
  );
}

/** Saves the property's contact (one per property), the last save wins. */
export async function saveContact(
  db: Database,
  hotelId: number,
  c: ContactInput,
  accountId: number,
  at: Date,
): Promise<Contact> {
  return contactOf(
    await db.one<ContactRow>(
      `INSERT INTO insurance_contacts (hotel_id, name, email, phone, position, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (hotel_id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, phone = EXCLUDED.phone,
         position = EXCLUDED.position, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at
       RETURNING name, email, phone, position, updated_at`,
      [hotelId, c.name, c.email, c.phone, c.position, accountId, at],
    ),
  );
}
