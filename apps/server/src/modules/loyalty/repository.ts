/**
 * SQL of loyalty; every statement of a property is scoped by hotel_id ("an id of another property simply finds
 * nothing"). The queue's read spans properties: it is the market managers' (checked by the handlers).
 */
import type { LoyaltyEvent, LoyaltyPair, LoyaltyState, StoredLoyaltyState } from '@extranet/domain';
import type { Database } from '../../db/types.js';

export interface NamedPair extends LoyaltyPair {
  roomName: string;
  ratePlanName: string;
}

export interface Participation {
  state: StoredLoyaltyState;
  discountPercent: number;
  since: Date;
}

export interface StoredDraft {
  draftId: number;
  pairs: LoyaltyPair[];
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'DROPPED';
  requestedAt: Date;
  requestedBy: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  reason: string | null;
}

/** The property's time zone, or null when it does not exist. */
export async function hotelTimeZone(db: Database, hotelId: number): Promise<string | null> {
  const row = await db.maybeOne<{ time_zone: string }>('SELECT time_zone FROM hotels WHERE hotel_id = $1', [
    hotelId,
  ]);
  return row?.time_zone ?? null;
}

/**
 * What eligibility is judged on, from the guest reviews: the sum and count of every score, and the reviews
 * written on or after `since` (a date of the property's time zone).
 */
export async function reviewFacts(
  db: Database,
  hotelId: number,
  since: string,
  timeZone: string,
): Promise<{ scoreSum: number; count: number; recent: number }> {
  const row = await db.one<{ score_sum: number | null; n: number; recent: number }>(
    `SELECT sum(score)::int AS score_sum, count(*)::int AS n,
            count(*) FILTER (WHERE reviewed_at >= ($2::date)::timestamp AT TIME ZONE $3)::int AS recent
       FROM guest_reviews WHERE hotel_id = $1`,
    [hotelId, since, timeZone],
  );
  return { scoreSum: row.score_sum ?? 0, count: row.n, recent: row.recent };
}

/** The participation row, locked for the transaction when `lock`. */
export async function findParticipation(
  db: Database,
  hotelId: number,
  lock = false,
): Promise<Participation | null> {
  const row = await db.maybeOne<{ state: StoredLoyaltyState; discount_percent: number; since: Date }>(
    `SELECT state, discount_percent, since FROM loyalty_participations WHERE hotel_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [hotelId],
  );
  return row ? { state: row.state, discountPercent: row.discount_percent, since: row.since } : null;
}

/** Serialises the transitions of one property (also when it has no row yet: two joins at once). */
export async function lockProperty(db: Database, hotelId: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(7501, hashint8($1::bigint))', [hotelId]);
}

export async function saveParticipation(
  db: Database,
  hotelId: number,
  p: { state: StoredLoyaltyState; discountPercent: number; since: Date | null },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO loyalty_participations (hotel_id, state, discount_percent, since, updated_at)
     VALUES ($1, $2, $3, coalesce($4::timestamptz, $5::timestamptz), $5::timestamptz)
     ON CONFLICT (hotel_id) DO UPDATE
        SET state = excluded.state, discount_percent = excluded.discount_percent,
            since = coalesce($4::timestamptz, loyalty_participations.since), updated_at = excluded.updated_at`,
    [hotelId, p.state, p.discountPercent, p.since, now],
  );
}

/** Replaces the pairs in force with those of `pairs` still sold (rate_plan_rooms); returns how many. */
export async function replacePairs(
  db: Database,
  hotelId: number,
  pairs: readonly LoyaltyPair[],
): Promise<number> {
  await db.query('DELETE FROM loyalty_pairs WHERE hotel_id = $1', [hotelId]);
  if (pairs.length === 0) return 0;
  const rows = await db.query<{ room_id: number }>(
    `INSERT INTO loyalty_pairs (hotel_id, room_id, rate_plan_id)
     SELECT $1, p.room_id, p.rate_plan_id
       FROM unnest($2::bigint[], $3::bigint[]) AS p (room_id, rate_plan_id)
       JOIN rate_plan_rooms r ON r.hotel_id = $1 AND r.room_id = p.room_id AND r.rate_plan_id = p.rate_plan_id
     ON CONFLICT DO NOTHING
     RETURNING room_id`,
    [hotelId, pairs.map((p) => p.roomId), pairs.map((p) => p.ratePlanId)],
  );
  return rows.length;
}

export async function clearPairs(db: Database, hotelId: number): Promise<void> {
  await db.query('DELETE FROM loyalty_pairs WHERE hotel_id = $1', [hotelId]);
}

/** The pairs in force with the names of their room and rate plan. */
export async function pairsInForce(db: Database, hotelId: number): Promise<NamedPair[]> {
  const rows = await db.query<{
    room_id: number;
    room_name: string;
    rate_plan_id: number;
    rate_plan_name: string;
  }>(
    `SELECT p.room_id, r.name AS room_name, p.rate_plan_id, rp.name AS rate_plan_name
       FROM loyalty_pairs p
       JOIN rooms r ON r.hotel_id = p.hotel_id AND r.room_id = p.room_id
       JOIN rate_plans rp ON rp.hotel_id = p.hotel_id AND rp.rate_plan_id = p.rate_plan_id
      WHERE p.hotel_id = $1
      ORDER BY r.sort_order, p.room_id, p.rate_plan_id`,
    [hotelId],
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    roomName: r.room_name,
    ratePlanId: Number(r.rate_plan_id),
    ratePlanName: r.rate_plan_name,
  }));
}

/** Active rooms with the active rate plans sold for them: what may be put in. */
export async function offered(
  db: Database,
  hotelId: number,
): Promise<{ roomId: number; name: string; ratePlans: { ratePlanId: number; name: string }[] }[]> {
  const rows = await db.query<{
    room_id: number;
    room_name: string;
    rate_plan_id: number;
    rate_plan_name: string;
  }>(
    `SELECT r.room_id, r.name AS room_name, rp.rate_plan_id, rp.name AS rate_plan_name
       FROM rooms r
       JOIN rate_plan_rooms l ON l.hotel_id = r.hotel_id AND l.room_id = r.room_id
       JOIN rate_plans rp ON rp.hotel_id = l.hotel_id AND rp.rate_plan_id = l.rate_plan_id AND rp.status = 'ACTIVE'
      WHERE r.hotel_id = $1 AND r.status = 'ACTIVE'
      ORDER BY r.sort_order, r.room_id, rp.rate_plan_id`,
    [hotelId],
  );
  const rooms = new Map<
    number,
    { roomId: number; name: string; ratePlans: { ratePlanId: number; name: string }[] }
  >();
  for (const r of rows) {
    const roomId = Number(r.room_id);
    let room = rooms.get(roomId);
    if (!room) {
      room = { roomId, name: r.room_name, ratePlans: [] };
      rooms.set(roomId, room);
    }
    room.ratePlans.push({ ratePlanId: Number(r.rate_plan_id), name: r.rate_plan_name });
  }
  return [...rooms.values()];
}

interface DraftRow {
  draft_id: number;
  pairs: LoyaltyPair[];
  status: StoredDraft['status'];
  requested_at: Date;
  requested_by_name: string | null;
  decided_at: Date | null;
  decided_by_name: string | null;
  reason: string | null;
}

const DRAFT_SELECT = `SELECT d.draft_id, d.pairs, d.status, d.requested_at, a.name AS requested_by_name, d.decided_at,
       b.name AS decided_by_name, d.reason
  FROM loyalty_drafts d
  LEFT JOIN accounts a ON a.id = d.requested_by
  LEFT JOIN accounts b ON b.id = d.decided_by`;

function draftOf(r: DraftRow): StoredDraft {
  return {
    draftId: Number(r.draft_id),
    pairs: r.pairs,
    status: r.status,
    requestedAt: r.requested_at,
    requestedBy: r.requested_by_name,
    decidedAt: r.decided_at,
    decidedBy: r.decided_by_name,
    reason: r.reason,
  };
}

export async function pendingDraft(db: Database, hotelId: number): Promise<StoredDraft | null> {
  const row = await db.maybeOne<DraftRow>(`${DRAFT_SELECT} WHERE d.hotel_id = $1 AND d.status = 'PENDING'`, [
    hotelId,
  ]);
  return row ? draftOf(row) : null;
}

export async function findDraft(
  db: Database,
  hotelId: number,
  draftId: number,
  lock = false,
): Promise<StoredDraft | null> {
  const row = await db.maybeOne<DraftRow>(
    `${DRAFT_SELECT} WHERE d.hotel_id = $1 AND d.draft_id = $2${lock ? ' FOR UPDATE OF d' : ''}`,
    [hotelId, draftId],
  );
  return row ? draftOf(row) : null;
}

/** The last decided draft (approved or rejected). */
export async function lastDecision(db: Database, hotelId: number): Promise<StoredDraft | null> {
  const row = await db.maybeOne<DraftRow>(
    `${DRAFT_SELECT} WHERE d.hotel_id = $1 AND d.status IN ('APPROVED', 'REJECTED')
      ORDER BY d.decided_at DESC, d.draft_id DESC LIMIT 1`,
    [hotelId],
  );
  return row ? draftOf(row) : null;
}

export async function insertDraft(
  db: Database,
  hotelId: number,
  pairs: readonly LoyaltyPair[],
  accountId: number,
  now: Date,
): Promise<number> {
  const row = await db.one<{ draft_id: number }>(
    `INSERT INTO loyalty_drafts (hotel_id, pairs, requested_at, requested_by)
     VALUES ($1, $2::jsonb, $3, $4) RETURNING draft_id`,
    [hotelId, JSON.stringify(pairs), now, accountId],
  );
  return Number(row.draft_id);
}

export async function closeDraft(
  db: Database,
  hotelId: number,
  draftId: number,
  status: 'APPROVED' | 'REJECTED' | 'DROPPED',
  accountId: number,
  reason: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE loyalty_drafts SET status = $3, decided_by = $4, reason = $5, decided_at = $6
      WHERE hotel_id = $1 AND draft_id = $2 AND status = 'PENDING'`,
    [hotelId, draftId, status, accountId, reason, now],
  );
}

export async function logEvent(
  db: Database,
  hotelId: number,
  e: {
    event: LoyaltyEvent;
    from: LoyaltyState;
    to: LoyaltyState;
    accountId: number;
    at: Date;
    draftId: number | null;
    pairCount: number;
    reason: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO loyalty_events (hotel_id, event, from_state, to_state, account_id, at, draft_id, pair_count, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [hotelId, e.event, e.from, e.to, e.accountId, e.at, e.draftId, e.pairCount, e.reason],
  );
}

export async function history(
  db: Database,
  hotelId: number,
  limit: number,
): Promise<
  {
    event: LoyaltyEvent;
    fromState: LoyaltyState;
    toState: LoyaltyState;
    at: Date;
    by: string | null;
    reason: string | null;
    pairCount: number;
  }[]
> {
  const rows = await db.query<{
    event: LoyaltyEvent;
    from_state: LoyaltyState;
    to_state: LoyaltyState;
    at: Date;
    name: string | null;
    reason: string | null;
    pair_count: number;
  }>(
    `SELECT e.event, e.from_state, e.to_state, e.at, a.name, e.reason, e.pair_count
       FROM loyalty_events e LEFT JOIN accounts a ON a.id = e.account_id
      WHERE e.hotel_id = $1 ORDER BY e.at DESC, e.event_id DESC LIMIT $2`,
    [hotelId, limit],
  );
  return rows.map((r) => ({
    event: r.event,
    fromState: r.from_state,
    toState: r.to_state,
    at: r.at,
    by: r.name,
    reason: r.reason,
    pairCount: r.pair_count,
  }));
}

/** The market managers' queue: every pending draft, oldest first, with its property. */
export async function pendingQueue(
  db: Database,
): Promise<(StoredDraft & { hotelId: number; hotelName: string; city: string | null; timeZone: string })[]> {
  const rows = await db.query<
    DraftRow & { hotel_id: number; hotel_name: string; city: string | null; time_zone: string }
  >(
    `SELECT d.draft_id, d.pairs, d.status, d.requested_at, a.name AS requested_by_name, d.decided_at,
            NULL AS decided_by_name, d.reason, d.hotel_id, h.name AS hotel_name, h.city, h.time_zone
       FROM loyalty_drafts d
       JOIN hotels h ON h.hotel_id = d.hotel_id
       LEFT JOIN accounts a ON a.id = d.requested_by
      WHERE d.status = 'PENDING'
      ORDER BY d.requested_at, d.hotel_id, d.draft_id`,
  );
  return rows.map((r) => ({
    ...draftOf(r),
    hotelId: Number(r.hotel_id),
    hotelName: r.hotel_name,
    city: r.city,
    timeZone: r.time_zone,
  }));
}

/** Names of rooms and rate plans of the property for the given pairs (pairs no longer sold are left out). */
export async function namePairs(
  db: Database,
  hotelId: number,
  pairs: readonly LoyaltyPair[],
): Promise<NamedPair[]> {
  if (pairs.length === 0) return [];
  const rows = await db.query<{
    room_id: number;
    room_name: string;
    rate_plan_id: number;
    rate_plan_name: string;
  }>(
    `SELECT p.room_id, r.name AS room_name, p.rate_plan_id, rp.name AS rate_plan_name
       FROM unnest($2::bigint[], $3::bigint[]) WITH ORDINALITY AS p (room_id, rate_plan_id, n)
       JOIN rate_plan_rooms l ON l.hotel_id = $1 AND l.room_id = p.room_id AND l.rate_plan_id = p.rate_plan_id
       JOIN rooms r ON r.hotel_id = $1 AND r.room_id = p.room_id
       JOIN rate_plans rp ON rp.hotel_id = $1 AND rp.rate_plan_id = p.rate_plan_id
      ORDER BY r.sort_order, p.room_id, p.rate_plan_id`,
    [hotelId, pairs.map((p) => p.roomId), pairs.map((p) => p.ratePlanId)],
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    roomName: r.room_name,
    ratePlanId: Number(r.rate_plan_id),
    ratePlanName: r.rate_plan_name,
  }));
}
