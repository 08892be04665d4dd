/**
 * All SQL of the statements (migration 0820): the bookings a month's statement reads (by check-out), the
 * payments made to the property and its finance settings. Every statement is scoped by hotel_id: another
 * property's bookings and payments simply find nothing.
 */
import type { CommissionMode, StatementBooking } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { planCommissionSql } from '../../db/commission.js';

/** A booking as a statement line reads it. */
export interface LineBooking extends StatementBooking {
  bookingId: number;
  itineraryId: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
}

interface LineRow {
  booking_id: string | number;
  itinerary_id: string;
  guest_name: string;
  check_in: string;
  check_out: string;
  status: 'CONFIRMED' | 'CANCELLED';
  total_price: string | number;
  add_ons: { amount: number; commissionPercent: number | string }[] | string;
  commission_percent: string | number | null;
  cancellation_fee: string | number | null;
  original_total: string | number | null;
  promotion_discount: string | number;
}

/**
 * What a statement counts: confirmed bookings, and cancelled ones the property kept a fee of (a free
 * cancellation is worth nothing to the property and is left out).
 */
const COUNTED = `(b.status = 'CONFIRMED' OR COALESCE(b.cancellation_fee, 0) > 0)`;

/** The bookings checking out from `start` to `end` (inclusive), by check-out then id. */
export async function lineBookings(
  db: Database,
  hotelId: number,
  start: string,
  end: string,
): Promise<LineBooking[]> {
  const rows = await db.query<LineRow>(
    `SELECT b.booking_id, b.itinerary_id, b.guest_name, b.check_in::text AS check_in,
            b.check_out::text AS check_out, b.status, b.total_price,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('amount', a.amount,
                                                          'commissionPercent', a.commission_percent)
                                       ORDER BY a.line)
                        FROM booking_add_ons a
                       WHERE a.hotel_id = b.hotel_id AND a.booking_id = b.booking_id), '[]'::jsonb) AS add_ons,
            COALESCE(b.commission_percent, ${planCommissionSql('b.hotel_id', 'p.commission')}) AS commission_percent,
            b.cancellation_fee,
            (SELECT r.old_total_price FROM booking_reschedule_requests r
              WHERE r.hotel_id = b.hotel_id AND r.booking_id = b.booking_id AND r.status = 'APPROVED'
              ORDER BY r.answered_at, r.reschedule_request_id LIMIT 1) AS original_total,
            b.promotion_discount
       FROM bookings b
       LEFT JOIN rate_plans p ON p.hotel_id = b.hotel_id AND p.rate_plan_id = b.rate_plan_id
      WHERE b.hotel_id = $1 AND b.check_out BETWEEN $2::date AND $3::date AND ${COUNTED}
      ORDER BY b.check_out, b.booking_id`,
    [hotelId, start, end],
  );
  return rows.map((r) => {
    const addOns = typeof r.add_ons === 'string' ? (JSON.parse(r.add_ons) as LineRow['add_ons']) : r.add_ons;
    return {
      bookingId: Number(r.booking_id),
      itineraryId: r.itinerary_id,
      guestName: r.guest_name,
      checkIn: r.check_in,
      checkOut: r.check_out,
      status: r.status,
      totalPrice: Number(r.total_price),
      addOns: (addOns as Exclude<LineRow['add_ons'], string>).map((a) => ({
        amount: Number(a.amount),
        commissionPercent: a.commissionPercent,
      })),
      commissionPercent: r.commission_percent,
      cancellationFee: r.cancellation_fee === null ? null : Number(r.cancellation_fee),
      originalTotal: r.original_total === null ? null : Number(r.original_total),
      promotionDiscount: Number(r.promotion_discount),
    };
  });
}

/** The months (YYYY-MM) from `start` to `end` with a counted booking or a payment, newest first: one page. */
export async function monthsPage(
  db: Database,
  hotelId: number,
  start: string,
  end: string,
  offset: number,
  limit: number,
): Promise<{ months: string[]; total: number }> {
  const months = `SELECT DISTINCT date_trunc('month', b.check_out)::date AS m FROM bookings b
                   WHERE b.hotel_id = $1 AND b.check_out BETWEEN $2::date AND $3::date AND ${COUNTED}
                  UNION
                  SELECT statement_month AS m FROM statement_payments
                   WHERE hotel_id = $1 AND statement_month BETWEEN $2::date AND $3::date`;
  const params = [hotelId, start, end];
  const [rows, count] = await Promise.all([
    db.query<{ m: string }>(
      `SELECT to_char(m, 'YYYY-MM') AS m FROM (${months}) x ORDER BY m DESC LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    ),
    db.one<{ n: string | number }>(`SELECT count(*) AS n FROM (${months}) x`, params),
  ]);
  return { months: rows.map((r) => r.m), total: Number(count.n) };
}

/** What was paid for each statement month from `start` to `end`, by month (YYYY-MM). */
export async function paidByMonth(
  db: Database,
  hotelId: number,
  start: string,
  end: string,
): Promise<Map<string, number>> {
  const rows = await db.query<{ m: string; paid: string | number }>(
    `SELECT to_char(statement_month, 'YYYY-MM') AS m, sum(amount) AS paid FROM statement_payments
      WHERE hotel_id = $1 AND statement_month BETWEEN $2::date AND $3::date GROUP BY statement_month`,
    [hotelId, start, end],
  );
  return new Map(rows.map((r) => [r.m, Number(r.paid)]));
}

export interface Settings {
  timeZone: string;
  mode: CommissionMode;
  taxPercent: number | null;
}

/** The property's time zone and finance settings (SELL and no tax without a row); null for no property. */
export async function settings(db: Database, hotelId: number): Promise<Settings | null> {
  const row = await db.maybeOne<{
    time_zone: string;
    commission_mode: CommissionMode | null;
    tax_percent: string | number | null;
  }>(
    `SELECT h.time_zone, c.calculation_mode AS commission_mode, f.tax_percent FROM hotels h
       LEFT JOIN finance_settings f ON f.hotel_id = h.hotel_id
       LEFT JOIN property_commissions c ON c.hotel_id = h.hotel_id
      WHERE h.hotel_id = $1`,
    [hotelId],
  );
  if (!row) return null;
  return {
    timeZone: row.time_zone,
    mode: row.commission_mode ?? 'SELL',
    taxPercent: row.tax_percent === null ? null : Number(row.tax_percent),
  };
}

export interface Deposit {
  paymentId: number;
  paidOn: string;
  amount: number;
  reference: string;
  statementMonth: string;
}

type PaymentRow = {
  payment_id: string | number;
  paid_on: string;
  amount: string | number;
  reference: string;
  m: string;
};
const PAYMENT_COLS = `payment_id, paid_on::text AS paid_on, amount, reference, to_char(statement_month, 'YYYY-MM') AS m`;
const depositOf = (r: PaymentRow): Deposit => ({
  paymentId: Number(r.payment_id),
  paidOn: r.paid_on,
  amount: Number(r.amount),
  reference: r.reference,
  statementMonth: r.m,
});

/** One page of the payments made to the property, newest first, and their count. */
export async function depositsPage(
  db: Database,
  hotelId: number,
  offset: number,
  limit: number,
): Promise<{ items: Deposit[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<PaymentRow>(
      `SELECT ${PAYMENT_COLS}
         FROM statement_payments WHERE hotel_id = $1
        ORDER BY paid_on DESC, payment_id DESC LIMIT $2 OFFSET $3`,
      [hotelId, limit, offset],
    ),
    db.one<{ n: string | number }>('SELECT count(*) AS n FROM statement_payments WHERE hotel_id = $1', [
      hotelId,
    ]),
  ]);
  return {
    items: rows.map(depositOf),
    total: Number(count.n),
  };
}

/**
 * Records a payment for a statement month (marketplaceRecordPayment; the demo seed). A reference already recorded
 * at the property is not written again: `created` is false and the payment is the one recorded with it.
 */
export async function insertPayment(
  db: Database,
  hotelId: number,
  p: { month: string; paidOn: string; amount: number; reference: string; at: Date },
): Promise<{ created: boolean; payment: Deposit }> {
  // The finance roles hear of a new payment in the notification centre (PAYMENT_RECEIVED), in the same
  // statement: a payment recorded again by its reference writes neither.
  const inserted = await db.maybeOne<PaymentRow>(
    `WITH paid AS (
       INSERT INTO statement_payments (hotel_id, statement_month, paid_on, amount, reference)
       VALUES ($1, $2::date, $3::date, $4, $5)
       ON CONFLICT (hotel_id, reference) DO NOTHING
       RETURNING ${PAYMENT_COLS}
     ), noted AS (
       INSERT INTO notifications (hotel_id, kind, params, created_at)
       SELECT $1, 'PAYMENT_RECEIVED',
              jsonb_build_object('amount', amount, 'paidOn', paid_on, 'statementMonth', m), $6
         FROM paid
     )
     SELECT * FROM paid`,
    [hotelId, `${p.month}-01`, p.paidOn, p.amount, p.reference, p.at],
  );
  if (inserted) return { created: true, payment: depositOf(inserted) };
  const earlier = await db.one<PaymentRow>(
    `SELECT ${PAYMENT_COLS} FROM statement_payments WHERE hotel_id = $1 AND reference = $2`,
    [hotelId, p.reference],
  );
  return { created: false, payment: depositOf(earlier) };
}

export async function hotelName(db: Database, hotelId: number): Promise<string | null> {
  const row = await db.maybeOne<{ name: string }>('SELECT name FROM hotels WHERE hotel_id = $1', [hotelId]);
  return row?.name ?? null;
}
