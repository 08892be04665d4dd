/**
 * All SQL of payment details (migration 0820): the details in force are the last APPROVED change request's,
 * else the registration's PAYMENT_DETAIL step (property_registrations, migration 0500). Every statement of a
 * property's data is scoped by hotel_id; the market managers' queue reads every property's open requests.
 */
import type { Schemas } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';

type Method = Schemas['PaymentMethod'];

/** Payment details as stored, the account number in full. */
export interface Details {
  method: Method;
  bankName: string | null;
  branch: string | null;
  accountNumber: string | null;
  accountHolder: string | null;
  swiftCode: string | null;
  paymentPlan: Schemas['PaymentPlan'];
  payoutCurrency: string;
  exchangeRateDate: Schemas['ExchangeRateDate'];
}

export interface ChangeRequest {
  requestId: number;
  hotelId: number;
  state: 'SENT' | 'APPROVED' | 'REJECTED';
  details: Details;
  requestedAt: Date;
  requestedBy: string | null;
  decidedAt: Date | null;
  reason: string | null;
}

interface RequestRow {
  request_id: string | number;
  hotel_id: string | number;
  payment_method: Method;
  bank_name: string | null;
  bank_branch: string | null;
  account_number: string | null;
  account_holder: string | null;
  swift_code: string | null;
  payment_plan: Details['paymentPlan'];
  payout_currency: string;
  exchange_rate_date: Details['exchangeRateDate'];
  status: ChangeRequest['state'];
  reason: string | null;
  requested_by_name: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const detailsOf = (
  r: Omit<
    RequestRow,
    'request_id' | 'hotel_id' | 'status' | 'reason' | 'requested_by_name' | 'created_at' | 'decided_at'
  >,
): Details => ({
  method: r.payment_method,
  bankName: r.bank_name,
  branch: r.bank_branch,
  accountNumber: r.account_number,
  accountHolder: r.account_holder,
  swiftCode: r.swift_code,
  paymentPlan: r.payment_plan,
  payoutCurrency: r.payout_currency,
  exchangeRateDate: r.exchange_rate_date,
});

const requestOf = (r: RequestRow): ChangeRequest => ({
  requestId: Number(r.request_id),
  hotelId: Number(r.hotel_id),
  state: r.status,
  details: detailsOf(r),
  requestedAt: new Date(r.created_at),
  requestedBy: r.requested_by_name,
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at),
  reason: r.reason,
});

const SELECT_REQUEST = `SELECT q.*, a.name AS requested_by_name FROM payment_detail_requests q
  LEFT JOIN accounts a ON a.id = q.requested_by`;

/** The details in force: the last approved request's, else the registration's (null when neither). */
export async function current(db: Database, hotelId: number): Promise<Details | null> {
  const approved = await db.maybeOne<RequestRow>(
    `${SELECT_REQUEST} WHERE q.hotel_id = $1 AND q.status = 'APPROVED'
      ORDER BY q.decided_at DESC, q.request_id DESC LIMIT 1`,
    [hotelId],
  );
  if (approved) return detailsOf(approved);
  const registered = await db.maybeOne<RequestRow>(
    `SELECT payment_method, bank_name, bank_branch, account_number, account_holder, swift_code,
            'MONTHLY' AS payment_plan, COALESCE(payout_currency, 'IDR') AS payout_currency,
            'INVOICE_DATE' AS exchange_rate_date
       FROM property_registrations WHERE hotel_id = $1 AND payment_method IS NOT NULL`,
    [hotelId],
  );
  return registered ? detailsOf(registered) : null;
}

/** The open (SENT) request of the property, if any. */
export async function pending(db: Database, hotelId: number, lock = false): Promise<ChangeRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `${SELECT_REQUEST} WHERE q.hotel_id = $1 AND q.status = 'SENT'${lock ? ' FOR UPDATE OF q' : ''}`,
    [hotelId],
  );
  return row ? requestOf(row) : null;
}

/** The last decided request of the property, if any. */
export async function lastDecided(db: Database, hotelId: number): Promise<ChangeRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `${SELECT_REQUEST} WHERE q.hotel_id = $1 AND q.status <> 'SENT'
      ORDER BY q.decided_at DESC, q.request_id DESC LIMIT 1`,
    [hotelId],
  );
  return row ? requestOf(row) : null;
}

/** One request of the property (null when unknown or another property's). */
export async function find(
  db: Database,
  hotelId: number,
  requestId: number,
  lock = false,
): Promise<ChangeRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `${SELECT_REQUEST} WHERE q.hotel_id = $1 AND q.request_id = $2${lock ? ' FOR UPDATE OF q' : ''}`,
    [hotelId, requestId],
  );
  return row ? requestOf(row) : null;
}

/** Sends a request; false when the property already has an open one (the unique index). */
export async function insert(
  db: Database,
  hotelId: number,
  d: Details,
  accountId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO payment_detail_requests (hotel_id, payment_method, bank_name, bank_branch, account_number,
        account_holder, swift_code, payment_plan, payout_currency, exchange_rate_date, requested_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (hotel_id) WHERE status = 'SENT' DO NOTHING RETURNING request_id`,
    [
      hotelId,
      d.method,
      d.bankName,
      d.branch,
      d.accountNumber,
      d.accountHolder,
      d.swiftCode,
      d.paymentPlan,
      d.payoutCurrency,
      d.exchangeRateDate,
      accountId,
      at,
    ],
  );
  return rows.length === 1;
}

export async function decide(
  db: Database,
  hotelId: number,
  requestId: number,
  state: 'APPROVED' | 'REJECTED',
  reason: string | null,
  accountId: number,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE payment_detail_requests SET status = $3, reason = $4, decided_by = $5, decided_at = $6
      WHERE hotel_id = $1 AND request_id = $2 AND status = 'SENT'`,
    [hotelId, requestId, state, reason, accountId, at],
  );
}

export interface QueueItem extends ChangeRequest {
  hotelName: string;
}

/** Every open request, oldest first (market managers). */
export async function queue(db: Database): Promise<QueueItem[]> {
  const rows = await db.query<RequestRow & { hotel_name: string }>(
    `SELECT q.*, a.name AS requested_by_name, h.name AS hotel_name FROM payment_detail_requests q
       JOIN hotels h ON h.hotel_id = q.hotel_id
       LEFT JOIN accounts a ON a.id = q.requested_by
      WHERE q.status = 'SENT' ORDER BY q.created_at, q.request_id LIMIT 1000`,
  );
  return rows.map((r) => ({ ...requestOf(r), hotelName: r.hotel_name }));
}
