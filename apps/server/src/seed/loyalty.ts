/**
 * Demo loyalty (issue 13): Villa Demo Bali joined the programme 40 days before the seed's clock with its
 * standard plan on every villa, and asked two days ago to add its breakfast plan on two of them: the market
 * manager's queue (/v3/review/loyalty) has a change to decide. Hotel Demo Jakarta is left invited (its guest
 * reviews make it eligible) for the owner to join.
 */
import { LOYALTY_DISCOUNT_PERCENT, type Clock } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { BALI, DEMO_RATE_PLANS, DEMO_ROOMS } from './demo-ids.js';

const DAY_MS = 86_400_000;

export async function seedLoyalty(db: Database, clock: Clock, accountId: number): Promise<void> {
  const now = clock().getTime();
  const joinedAt = new Date(now - 40 * DAY_MS);
  const askedAt = new Date(now - 2 * DAY_MS);
  const villas = [
    DEMO_ROOMS.BALI_VILLA_ONE_BEDROOM,
    DEMO_ROOMS.BALI_VILLA_TWO_BEDROOM,
    DEMO_ROOMS.BALI_JOGLO_THREE_BEDROOM,
  ];
  const joined = villas.map((roomId) => ({ roomId, ratePlanId: DEMO_RATE_PLANS.BALI_STANDARD }));
  const asked = [
    ...joined,
    { roomId: DEMO_ROOMS.BALI_VILLA_ONE_BEDROOM, ratePlanId: DEMO_RATE_PLANS.BALI_BREAKFAST },
    { roomId: DEMO_ROOMS.BALI_VILLA_TWO_BEDROOM, ratePlanId: DEMO_RATE_PLANS.BALI_BREAKFAST },
  ].sort((a, b) => a.roomId - b.roomId || a.ratePlanId - b.ratePlanId);
  await db.query(
    `INSERT INTO loyalty_participations (hotel_id, state, discount_percent, since, updated_at)
     VALUES ($1, 'CHANGE_PENDING', $2, $3, $4)`,
    [BALI, LOYALTY_DISCOUNT_PERCENT, joinedAt, askedAt],
  );
  await db.query(
    `INSERT INTO loyalty_pairs (hotel_id, room_id, rate_plan_id) SELECT $1, unnest($2::bigint[]), $3`,
    [BALI, villas, DEMO_RATE_PLANS.BALI_STANDARD],
  );
  const draft = await db.one<{ draft_id: number }>(
    `INSERT INTO loyalty_drafts (hotel_id, pairs, requested_at, requested_by) VALUES ($1, $2::jsonb, $3, $4)
     RETURNING draft_id`,
    [BALI, JSON.stringify(asked), askedAt, accountId],
  );
  await db.query(
    `INSERT INTO loyalty_events (hotel_id, event, from_state, to_state, account_id, at, draft_id, pair_count)
     VALUES ($1, 'JOIN', 'INVITED', 'JOINED', $2, $3, NULL, $4),
            ($1, 'REQUEST_CHANGE', 'JOINED', 'CHANGE_PENDING', $2, $5, $6, $7)`,
    [BALI, accountId, joinedAt, joined.length, askedAt, draft.draft_id, asked.length],
  );
}
