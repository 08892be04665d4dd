/**
 * SQL of commission; every statement of a property is scoped by hotel_id ("an id of another property simply finds
 * nothing"). The queue's reads span properties: they are the market managers' (checked by the handlers).
 */
import {
  ADD_ONS_COMMISSION_DEFAULT_PERCENT,
  COMMISSION_DEFAULT_PROPERTY_PERCENT,
  type CommissionCalculationMode,
  type CommissionEvent,
  type CommissionRequestState,
  type CommissionValues,
} from '@extranet/domain';
import type { Database } from '../../db/types.js';

export interface StoredRequest {
  requestId: number;
  hotelId: number;
  state: CommissionRequestState;
  current: CommissionValues;
  proposed: CommissionValues;
  createdAt: Date;
  createdBy: string | null;
  submittedAt: Date | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  reason: string | null;
}

/** Serialises the changes of one property's commission (also when it has no row yet). */
export async function lockProperty(db: Database, hotelId: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(8301, hashint8($1::bigint))', [hotelId]);
}

export async function hotelExists(db: Database, hotelId: number): Promise<boolean> {
  const row = await db.maybeOne('SELECT 1 FROM hotels WHERE hotel_id = $1', [hotelId]);
  return row !== null;
}

/**
 * The values in force and when they last changed. Without a row of its own a property has the most usual
 * commission of its rate plans (else COMMISSION_DEFAULT_PROPERTY_PERCENT), no preferred partner, SELL; the
 * add-ons percentage is add_on_commissions' (else ADD_ONS_COMMISSION_DEFAULT_PERCENT).
 */
export async function currentValues(
  db: Database,
  hotelId: number,
): Promise<{ values: CommissionValues; updatedAt: Date | null }> {
  const row = await db.one<{
    property_percent: string | null;
    preferred_partner_percent: string | null;
    calculation_mode: CommissionCalculationMode | null;
    updated_at: Date | null;
    plans_percent: string | null;
    add_ons_percent: string | null;
  }>(
    `SELECT c.property_percent, c.preferred_partner_percent, c.calculation_mode, c.updated_at,
            (SELECT mode() WITHIN GROUP (ORDER BY p.commission) FROM rate_plans p
              WHERE p.hotel_id = $1 AND p.commission IS NOT NULL) AS plans_percent,
            (SELECT a.percent FROM add_on_commissions a WHERE a.hotel_id = $1) AS add_ons_percent
       FROM (SELECT 1) AS one
       LEFT JOIN property_commissions c ON c.hotel_id = $1`,
    [hotelId],
  );
  return {
    values: {
      propertyPercent: Number(
        row.property_percent ?? row.plans_percent ?? COMMISSION_DEFAULT_PROPERTY_PERCENT,
      ),
      preferredPartnerPercent: Number(row.preferred_partner_percent ?? 0),
      addOnsPercent: Number(row.add_ons_percent ?? ADD_ONS_COMMISSION_DEFAULT_PERCENT),
      calculationMode: row.calculation_mode ?? 'SELL',
    },
    updatedAt: row.updated_at,
  };
}

/** Puts values in force: the property's row and the add-ons percentage the add-on quotes read. */
export async function saveValues(
  db: Database,
  hotelId: number,
  v: CommissionValues,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO property_commissions (hotel_id, property_percent, preferred_partner_percent, calculation_mode,
                                       updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (hotel_id) DO UPDATE
        SET property_percent = excluded.property_percent,
            preferred_partner_percent = excluded.preferred_partner_percent,
            calculation_mode = excluded.calculation_mode, updated_at = excluded.updated_at`,
    [hotelId, v.propertyPercent, v.preferredPartnerPercent, v.calculationMode, now],
  );
  await db.query(
    `INSERT INTO add_on_commissions (hotel_id, percent, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (hotel_id) DO UPDATE SET percent = excluded.percent, updated_at = excluded.updated_at`,
    [hotelId, v.addOnsPercent, now],
  );
}

interface RequestRow {
  request_id: number;
  hotel_id: number;
  state: CommissionRequestState;
  current_values: CommissionValues | string;
  proposed_values: CommissionValues | string;
  created_at: Date;
  created_by_name: string | null;
  submitted_at: Date | null;
  decided_at: Date | null;
  decided_by_name: string | null;
  reason: string | null;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function requestOf(r: RequestRow): StoredRequest {
  return {
    requestId: Number(r.request_id),
    hotelId: Number(r.hotel_id),
    state: r.state,
    current: json(r.current_values),
    proposed: json(r.proposed_values),
    createdAt: r.created_at,
    createdBy: r.created_by_name,
    submittedAt: r.submitted_at,
    decidedAt: r.decided_at,
    decidedBy: r.decided_by_name,
    reason: r.reason,
  };
}

const REQUEST_SELECT = `SELECT r.request_id, r.hotel_id, r.state, r.current_values, r.proposed_values, r.created_at,
       c.name AS created_by_name, r.submitted_at, r.decided_at, d.name AS decided_by_name, r.reason
  FROM commission_requests r
  LEFT JOIN accounts c ON c.id = r.created_by
  LEFT JOIN accounts d ON d.id = r.decided_by`;

/** The open request (DRAFT or REQUESTED) of the property, locked when `lock`. */
export async function openRequest(
  db: Database,
  hotelId: number,
  lock = false,
): Promise<StoredRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `${REQUEST_SELECT} WHERE r.hotel_id = $1 AND r.state IN ('DRAFT', 'REQUESTED')${lock ? ' FOR UPDATE OF r' : ''}`,
    [hotelId],
  );
  return row ? requestOf(row) : null;
}

/** The last decided request of the property. */
export async function lastDecided(db: Database, hotelId: number): Promise<StoredRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `${REQUEST_SELECT} WHERE r.hotel_id = $1 AND r.state IN ('APPROVED', 'REJECTED')
      ORDER BY r.decided_at DESC, r.request_id DESC LIMIT 1`,
    [hotelId],
  );
  return row ? requestOf(row) : null;
}

export async function findRequest(
  db: Database,
  hotelId: number,
  requestId: number,
  lock = false,
): Promise<StoredRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `${REQUEST_SELECT} WHERE r.hotel_id = $1 AND r.request_id = $2${lock ? ' FOR UPDATE OF r' : ''}`,
    [hotelId, requestId],
  );
  return row ? requestOf(row) : null;
}

/** A new draft; returns its id. */
export async function insertDraft(
  db: Database,
  hotelId: number,
  current: CommissionValues,
  proposed: CommissionValues,
  accountId: number,
  now: Date,
): Promise<number> {
  const row = await db.one<{ request_id: number }>(
    `INSERT INTO commission_requests (hotel_id, state, current_values, proposed_values, created_at, created_by)
     VALUES ($1, 'DRAFT', $2::jsonb, $3::jsonb, $4, $5) RETURNING request_id`,
    [hotelId, JSON.stringify(current), JSON.stringify(proposed), now, accountId],
  );
  return Number(row.request_id);
}

/** Replaces the values of a draft (the values in force are taken again). */
export async function updateDraft(
  db: Database,
  hotelId: number,
  requestId: number,
  current: CommissionValues,
  proposed: CommissionValues,
  accountId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE commission_requests SET current_values = $3::jsonb, proposed_values = $4::jsonb, created_at = $5,
            created_by = $6
      WHERE hotel_id = $1 AND request_id = $2 AND state = 'DRAFT'`,
    [hotelId, requestId, JSON.stringify(current), JSON.stringify(proposed), now, accountId],
  );
}

export async function markSubmitted(
  db: Database,
  hotelId: number,
  requestId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE commission_requests SET state = 'REQUESTED', submitted_at = $3
      WHERE hotel_id = $1 AND request_id = $2 AND state = 'DRAFT'`,
    [hotelId, requestId, now],
  );
}

export async function markDecided(
  db: Database,
  hotelId: number,
  requestId: number,
  state: 'APPROVED' | 'REJECTED',
  accountId: number,
  reason: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE commission_requests SET state = $3, decided_at = $4, decided_by = $5, reason = $6
      WHERE hotel_id = $1 AND request_id = $2 AND state = 'REQUESTED'`,
    [hotelId, requestId, state, now, accountId, reason],
  );
}

export async function logEvent(
  db: Database,
  hotelId: number,
  e: {
    requestId: number;
    event: CommissionEvent;
    accountId: number;
    at: Date;
    values: CommissionValues;
    reason: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO commission_log (hotel_id, request_id, event, account_id, at, values_json, reason)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [hotelId, e.requestId, e.event, e.accountId, e.at, JSON.stringify(e.values), e.reason],
  );
}

export interface LogEntry {
  entryId: number;
  event: CommissionEvent;
  requestId: number;
  at: Date;
  by: string | null;
  values: CommissionValues;
  reason: string | null;
}

/** One page of the log, newest first, and how many entries there are. */
export async function logPage(
  db: Database,
  hotelId: number,
  offset: number,
  limit: number,
): Promise<{ items: LogEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<{
      entry_id: number;
      event: CommissionEvent;
      request_id: number;
      at: Date;
      by_name: string | null;
      values_json: CommissionValues | string;
      reason: string | null;
    }>(
      `SELECT l.entry_id, l.event, l.request_id, l.at, a.name AS by_name, l.values_json, l.reason
         FROM commission_log l LEFT JOIN accounts a ON a.id = l.account_id
        WHERE l.hotel_id = $1
        ORDER BY l.at DESC, l.entry_id DESC
        OFFSET $2 LIMIT $3`,
      [hotelId, offset, limit],
    ),
    db.one<{ n: number }>('SELECT count(*)::int AS n FROM commission_log WHERE hotel_id = $1', [hotelId]),
  ]);
  return {
    items: rows.map((r) => ({
      entryId: Number(r.entry_id),
      event: r.event,
      requestId: Number(r.request_id),
      at: r.at,
      by: r.by_name,
      values: json(r.values_json),
      reason: r.reason,
    })),
    total: count.n,
  };
}

/** Every submitted request, oldest first, with its property's name and city (market managers). */
export async function queue(
  db: Database,
): Promise<(StoredRequest & { hotelName: string; city: string | null })[]> {
  const rows = await db.query<RequestRow & { hotel_name: string; city: string | null }>(
    `SELECT q.*, h.name AS hotel_name, h.city FROM (${REQUEST_SELECT} WHERE r.state = 'REQUESTED') q
       JOIN hotels h ON h.hotel_id = q.hotel_id
      ORDER BY q.submitted_at, q.hotel_id, q.request_id`,
  );
  return rows.map((r) => ({ ...requestOf(r), hotelName: r.hotel_name, city: r.city }));
}

export async function queueCount(db: Database): Promise<number> {
  const row = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM commission_requests WHERE state = 'REQUESTED'",
  );
  return row.n;
}
