/**
 * All SQL of bookings' virtual cards (migration 0650). Staff statements are scoped by hotel_id: another
 * property's booking id simply finds nothing. The marketplace addresses a booking by its id alone (as the
 * intake's cancel does). The sealed number never leaves this file except to the service that opens it.
 */
import type { Schemas } from '@extranet/api/operations';
import type { VccCurrency } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import * as revealLog from '../../db/reveal-log.js';

export interface BookingOfCard {
  hotelId: number;
  bookingId: number;
  checkIn: string;
  timeZone: string;
}

export interface StoredCard {
  summary: Schemas['VccSummary'];
  sealed: string;
}

export interface CardInput {
  sealed: string;
  last4: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  currency: VccCurrency;
  balance: number;
}

interface CardRow {
  sealed: string;
  last4: string;
  holder_name: string;
  expiry_month: number;
  expiry_year: number;
  currency: VccCurrency;
  balance: string;
  attached_at: Date | string;
}

const CARD_COLUMNS =
  'sealed, last4, holder_name, expiry_month, expiry_year, currency, balance::text, attached_at';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function cardOf(r: CardRow): StoredCard {
  return {
    sealed: r.sealed,
    summary: {
      last4: r.last4,
      holderName: r.holder_name,
      expiryMonth: r.expiry_month,
      expiryYear: r.expiry_year,
      currency: r.currency,
      balance: Number(r.balance),
      attachedAt: iso(r.attached_at),
    },
  };
}

const BOOKING_SQL = `SELECT b.hotel_id, b.booking_id, b.check_in::text AS check_in, h.time_zone
  FROM bookings b JOIN hotels h ON h.hotel_id = b.hotel_id`;

interface BookingRow {
  hotel_id: string | number;
  booking_id: string | number;
  check_in: string;
  time_zone: string;
}

const bookingOf = (r: BookingRow): BookingOfCard => ({
  hotelId: Number(r.hotel_id),
  bookingId: Number(r.booking_id),
  checkIn: r.check_in,
  timeZone: r.time_zone,
});

/** A booking of the property (null for another property's id). */
export async function bookingAt(
  db: Database,
  hotelId: number,
  bookingId: number,
): Promise<BookingOfCard | null> {
  const row = await db.maybeOne<BookingRow>(`${BOOKING_SQL} WHERE b.hotel_id = $1 AND b.booking_id = $2`, [
    hotelId,
    bookingId,
  ]);
  return row ? bookingOf(row) : null;
}

/** A booking by its id alone (the marketplace's view: every property's bookings are its own). */
export async function bookingById(db: Database, bookingId: number): Promise<BookingOfCard | null> {
  const row = await db.maybeOne<BookingRow>(`${BOOKING_SQL} WHERE b.booking_id = $1`, [bookingId]);
  return row ? bookingOf(row) : null;
}

export async function card(db: Database, hotelId: number, bookingId: number): Promise<StoredCard | null> {
  const row = await db.maybeOne<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM booking_vccs WHERE hotel_id = $1 AND booking_id = $2`,
    [hotelId, bookingId],
  );
  return row ? cardOf(row) : null;
}

/** Attaches the card, replacing an earlier one of the booking. */
export async function attach(
  db: Database,
  booking: BookingOfCard,
  input: CardInput,
  at: Date,
): Promise<StoredCard> {
  const row = await db.one<CardRow>(
    `INSERT INTO booking_vccs (hotel_id, booking_id, sealed, last4, holder_name, expiry_month, expiry_year,
                               currency, balance, attached_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (booking_id) DO UPDATE SET sealed = EXCLUDED.sealed, last4 = EXCLUDED.last4,
       holder_name = EXCLUDED.holder_name, expiry_month = EXCLUDED.expiry_month,
       expiry_year = EXCLUDED.expiry_year, currency = EXCLUDED.currency, balance = EXCLUDED.balance,
       attached_at = EXCLUDED.attached_at
     RETURNING ${CARD_COLUMNS}`,
    [
      booking.hotelId,
      booking.bookingId,
      input.sealed,
      input.last4,
      input.holderName,
      input.expiryMonth,
      input.expiryYear,
      input.currency,
      input.balance,
      at,
    ],
  );
  return cardOf(row);
}

export interface Actor {
  name: string;
  email: string;
}

export async function actorOf(db: Database, accountId: number): Promise<Actor> {
  const row = await db.one<{ name: string; email: string }>(
    'SELECT name, email FROM accounts WHERE id = $1',
    [accountId],
  );
  return { name: row.name, email: row.email };
}

export function logReveal(
  db: Database,
  hotelId: number,
  bookingId: number,
  accountId: number,
  actor: Actor,
  at: Date,
): Promise<void> {
  return revealLog.logReveal(db, 'booking_vcc_reveals', {
    hotelId,
    bookingId,
    accountId,
    name: actor.name,
    email: actor.email,
    at,
  });
}

export function reveals(db: Database, hotelId: number, bookingId: number, limit: number) {
  return revealLog.reveals(db, 'booking_vcc_reveals', hotelId, bookingId, limit);
}
