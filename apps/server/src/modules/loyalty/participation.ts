/**
 * What the marketplace's quote and booking (the intake) apply for loyalty: the property's approved
 * participation. One read, no rules of its own; the state machine decides what is "in force".
 */
import { isParticipating, type LoyaltyPair } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { findParticipation } from './repository.js';

export interface LoyaltyParticipation {
  /** The discount the programme gives (10 %, LOYALTY_DISCOUNT_PERCENT when the property joined). */
  readonly percent: number;
  /** The rooms and rate plans it applies to (only pairs still sold: a removed rate plan leaves). */
  readonly pairs: readonly LoyaltyPair[];
}

/**
 * The loyalty participation in force at `hotelId`, or null when the property does not take part (never
 * joined, unjoined). While a change waits for a market manager, or after one was rejected, the selection in
 * force is the last approved one (or the one it joined with). Runs inside the caller's transaction when given
 * one (`db` may be a transaction handle).
 */
export async function loyaltyParticipation(
  db: Database,
  hotelId: number,
): Promise<LoyaltyParticipation | null> {
  const participation = await findParticipation(db, hotelId);
  if (!participation || !isParticipating(participation.state)) return null;
  const rows = await db.query<{ room_id: number; rate_plan_id: number }>(
    'SELECT room_id, rate_plan_id FROM loyalty_pairs WHERE hotel_id = $1 ORDER BY room_id, rate_plan_id',
    [hotelId],
  );
  return {
    percent: participation.discountPercent,
    pairs: rows.map((r) => ({ roomId: Number(r.room_id), ratePlanId: Number(r.rate_plan_id) })),
  };
}
