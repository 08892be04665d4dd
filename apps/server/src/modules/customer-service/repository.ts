/**
 * SQL of customer service (docs/decisions/customer-service.md, migration 0970). Unlike every other area this one
 * reads across properties: its callers are the marketplace's customer-service staff (role 12, checked by the
 * service before any statement here runs). Read-only: nothing here writes. Rows leave as the contract's shapes.
 */
import type { Schemas } from '@extranet/api/operations';
import {
  bookingStatusOf,
  daysBetween,
  normalizeContactKinds,
  ROLE,
  todayInZone,
  type BookingStatus,
  type CsSearch,
} from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { bookingStatusCondition } from '../../db/booking-status.js';
import { containsPattern, likeEscape } from '../../db/like.js';

type Row = Schemas['CsBookingRow'];
type Contact = Schemas['CsContact'];
type PropertyDetail = Schemas['CsPropertyDetail'];

export interface BookingFilters {
  search: CsSearch | null;
  from: string | null;
  to: string | null;
  statuses: readonly BookingStatus[];
  /** Now, by ctx.clock: each property's today (for the statuses) is read from it in the property's zone. */
  now: Date;
  offset: number;
  limit: number;
}

/** Today of the booking's property, in SQL, `now` being the parameter of ctx.clock's instant. */
const todayOf = (now: string) => `((${now}::timestamptz AT TIME ZONE h.time_zone)::date)`;

function whereOf(f: BookingFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const and: string[] = ['TRUE'];
  const s = f.search;
  if (s?.kind === 'EMAIL') and.push(`lower(b.guest_email) = ${p(s.email)}`);
  if (s?.kind === 'NUMBER') {
    const or = [`b.itinerary_id = ${p(s.digits)}`];
    if (s.bookingId !== null) or.push(`b.booking_id = ${p(s.bookingId)}`);
    if (s.phone !== null) or.push(`b.guest_phone = ${p(s.phone)}`);
    and.push(`(${or.join(' OR ')})`);
  }
  if (s?.kind === 'TEXT') {
    const part = p(containsPattern(s.text));
    and.push(
      `(lower(b.guest_name) LIKE ${part} OR lower(h.name) LIKE ${part} OR lower(b.itinerary_id) LIKE ${p(`${likeEscape(s.text)}%`)})`,
    );
  }
  if (f.from !== null && f.to !== null)
    and.push(`b.check_in BETWEEN ${p(f.from)}::date AND ${p(f.to)}::date`);
  const byStatus = bookingStatusCondition(f.statuses, () => todayOf(p(f.now.toISOString())));
  if (byStatus) and.push(byStatus);
  return { where: and.join(' AND '), params };
}

interface RawRow {
  booking_id: string | number;
  itinerary_id: string;
  hotel_id: string | number;
  hotel_name: string;
  city: string | null;
  time_zone: string;
  guest_name: string;
  check_in: string;
  check_out: string;
  room_name: string | null;
  status: 'CONFIRMED' | 'CANCELLED';
  cancellation_fee: string | number | null;
  total_price: string | number;
  created_at: Date | string;
}

const ROW_SELECT = `SELECT b.booking_id, b.itinerary_id, b.hotel_id, h.name AS hotel_name, h.city, h.time_zone,
       b.guest_name, b.check_in::text AS check_in, b.check_out::text AS check_out, r.name AS room_name, b.status,
       b.cancellation_fee, b.total_price, b.created_at`;
const ROW_FROM = `FROM bookings b
  JOIN hotels h ON h.hotel_id = b.hotel_id
  LEFT JOIN rooms r ON r.hotel_id = b.hotel_id AND r.room_id = b.room_id`;

/** A booking's row, its status at `now` in the property's zone (the instant the search filtered by). */
function rowOf(r: RawRow, now: Date): Row {
  const totalPrice = Number(r.total_price);
  const today = todayInZone(r.time_zone, () => now);
  return {
    bookingId: Number(r.booking_id),
    itineraryId: r.itinerary_id,
    property: { hotelId: Number(r.hotel_id), name: r.hotel_name, city: r.city },
    guestName: r.guest_name,
    checkIn: r.check_in,
    checkOut: r.check_out,
    nights: daysBetween(r.check_in, r.check_out),
    roomName: r.room_name ?? '',
    status: bookingStatusOf(
      {
        status: r.status,
        checkOut: r.check_out,
        totalPrice,
        cancellationFee: r.cancellation_fee === null ? null : Number(r.cancellation_fee),
      },
      today,
    ),
    totalPrice,
    currency: 'IDR',
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** A page of bookings of every property, newest first (one more row than `limit`: whether a page follows). */
export async function searchBookings(db: Database, f: BookingFilters): Promise<Row[]> {
  const { where, params } = whereOf(f);
  const rows = await db.query<RawRow>(
    `${ROW_SELECT} ${ROW_FROM}
      WHERE ${where}
      ORDER BY b.created_at DESC, b.booking_id DESC
      LIMIT ${f.limit + 1} OFFSET ${f.offset}`,
    params,
  );
  return rows.map((r) => rowOf(r, f.now));
}

export interface BookingDetailRow {
  row: Row;
  hotelId: number;
  timeZone: string;
  ratePlanName: string;
  adults: number;
  children: number;
  channel: 'STANDARD' | 'HOTEL_NOW';
  cancelledAt: string | null;
}

/** One booking by its id (unique over every property), or null. */
export async function findBooking(
  db: Database,
  bookingId: number,
  now: Date,
): Promise<BookingDetailRow | null> {
  const r = await db.maybeOne<
    RawRow & {
      rate_plan_name: string | null;
      adults: number;
      children: number;
      channel: 'STANDARD' | 'HOTEL_NOW';
      cancelled_at: Date | string | null;
    }
  >(
    `${ROW_SELECT}, p.name AS rate_plan_name, b.adults, b.children, b.channel, b.cancelled_at
     ${ROW_FROM}
     LEFT JOIN rate_plans p ON p.hotel_id = b.hotel_id AND p.rate_plan_id = b.rate_plan_id
     WHERE b.booking_id = $1`,
    [bookingId],
  );
  if (!r) return null;
  return {
    row: rowOf(r, now),
    hotelId: Number(r.hotel_id),
    timeZone: r.time_zone,
    ratePlanName: r.rate_plan_name ?? '',
    adults: r.adults,
    children: r.children,
    channel: r.channel,
    cancelledAt: r.cancelled_at === null ? null : new Date(r.cancelled_at).toISOString(),
  };
}

interface RawProperty {
  hotel_id: string | number;
  name: string;
  city: string | null;
  address: string | null;
  active_status: number;
  accommodation_type: 'HOTEL' | 'NHA' | null;
  time_zone: string;
}

const phoneOf = (code: string | null, number: string | null): string | null =>
  number ? `${code ?? ''}${number}`.replace(/\s+/g, '') : null;

/** Properties with their contacts and reservation users (`ids` in the order given). */
async function propertiesWithContacts(db: Database, raw: readonly RawProperty[]): Promise<PropertyDetail[]> {
  if (raw.length === 0) return [];
  const ids = raw.map((r) => Number(r.hotel_id));
  const [contacts, users] = await Promise.all([
    db.query<{
      hotel_id: string | number;
      name: string;
      position: string;
      email: string;
      mobile_code: string;
      mobile: string;
      phone: string | null;
      kinds: string[];
    }>(
      `SELECT hotel_id, name, position, email, mobile_code, mobile, phone, kinds
         FROM property_contacts WHERE hotel_id = ANY($1::bigint[])
        ORDER BY hotel_id, ('RESERVATION' = ANY(kinds)) DESC, lower(name), contact_id`,
      [ids],
    ),
    db.query<{
      hotel_id: string | number;
      name: string;
      email: string;
      phone_code: string | null;
      phone: string | null;
    }>(
      `SELECT u.hotel_id, a.name, a.email, a.phone_code, a.phone
         FROM hotel_users u JOIN accounts a ON a.id = u.account_id
        WHERE u.hotel_id = ANY($1::bigint[]) AND $2 = ANY(u.roles)
        ORDER BY u.hotel_id, lower(a.name), a.id`,
      [ids, ROLE.RESERVATION],
    ),
  ]);
  return raw.map((h) => {
    const hotelId = Number(h.hotel_id);
    return {
      hotelId,
      name: h.name,
      city: h.city,
      address: h.address,
      activeStatus: h.active_status,
      accommodationType: h.accommodation_type,
      timeZone: h.time_zone,
      contacts: contacts
        .filter((c) => Number(c.hotel_id) === hotelId)
        .slice(0, 100)
        .map((c): Contact => ({
          name: c.name,
          position: c.position,
          email: c.email,
          phone: phoneOf(c.mobile_code, c.mobile) ?? phoneOf(null, c.phone),
          kinds: normalizeContactKinds(c.kinds),
        })),
      reservationUsers: users
        .filter((u) => Number(u.hotel_id) === hotelId)
        .slice(0, 100)
        .map((u): Contact => ({
          name: u.name,
          position: null,
          email: u.email,
          phone: phoneOf(u.phone_code, u.phone),
          kinds: [],
        })),
    };
  });
}

const PROPERTY_SELECT = `SELECT h.hotel_id, h.name, h.city, h.address, h.active_status, h.accommodation_type, h.time_zone
  FROM hotels h`;

export async function findProperty(db: Database, hotelId: number): Promise<PropertyDetail | null> {
  const raw = await db.query<RawProperty>(`${PROPERTY_SELECT} WHERE h.hotel_id = $1`, [hotelId]);
  return (await propertiesWithContacts(db, raw))[0] ?? null;
}

/** A page of properties by name: digits find the id, a text a part of the name or city (one more than `limit`). */
export async function searchProperties(
  db: Database,
  q: { text: string | null; id: number | null; offset: number; limit: number },
): Promise<PropertyDetail[]> {
  const params: unknown[] = [];
  let where = 'TRUE';
  if (q.id !== null) {
    params.push(q.id);
    where = 'h.hotel_id = $1';
  } else if (q.text !== null) {
    params.push(containsPattern(q.text));
    where = '(lower(h.name) LIKE $1 OR lower(h.city) LIKE $1)';
  }
  const raw = await db.query<RawProperty>(
    `${PROPERTY_SELECT} WHERE ${where} ORDER BY lower(h.name), h.hotel_id LIMIT ${q.limit + 1} OFFSET ${q.offset}`,
    params,
  );
  return propertiesWithContacts(db, raw);
}
