// Loyalty (SPEC 7, 9): the rooms and rate plans a property puts in the programme, and a market manager's
// decision on an asked change. The server and the loyalty page run the same checks; codes are
// `validations.<code>` keys (block `loyalty`).
import { REJECT_REASON_MAX, REJECT_REASON_MIN, type LoyaltyPair } from '@extranet/domain';
import { ErrorList, type FieldError } from '../field-errors.js';
import type { Maybe } from './types.js';

/** At most this many room and rate plan pairs in one selection (a property's whole catalogue fits). */
export const LOYALTY_MAX_PAIRS = 500;

export interface LoyaltySelectionInput {
  pairs: readonly { roomId: Maybe<number>; ratePlanId: Maybe<number> }[];
}

/**
 * A selection: at least one pair, no pair twice, and (when `offered` is given: the property's rate plans with
 * their rooms) each pair a rate plan sold for that room. Errors on `pairs` or `pairs.<i>`.
 */
export function validateLoyaltySelection(
  input: LoyaltySelectionInput,
  offered?: readonly LoyaltyPair[],
): FieldError[] {
  const list = new ErrorList();
  if (input.pairs.length === 0) {
    list.add('pairs', 'loyalty.pairsRequired');
    return list.errors;
  }
  if (input.pairs.length > LOYALTY_MAX_PAIRS) {
    list.add('pairs', 'loyalty.tooManyPairs', { max: LOYALTY_MAX_PAIRS });
    return list.errors;
  }
  const sold = offered ? new Set(offered.map((p) => `${p.roomId}:${p.ratePlanId}`)) : null;
  const seen = new Set<string>();
  input.pairs.forEach((pair, i) => {
    const key = `${pair.roomId}:${pair.ratePlanId}`;
    if (!pair.roomId || !pair.ratePlanId) list.add(`pairs.${i}`, 'required');
    else if (seen.has(key)) list.add(`pairs.${i}`, 'loyalty.duplicatePair');
    else if (sold && !sold.has(key)) list.add(`pairs.${i}`, 'loyalty.notOffered');
    seen.add(key);
  });
  return list.errors;
}

/** A market manager's decision: APPROVE, or REJECT with a reason of 10 to 1000 characters. */
export function validateLoyaltyDecision(input: {
  decision: Maybe<string>;
  reason?: Maybe<string>;
}): FieldError[] {
  const list = new ErrorList();
  if (input.decision !== 'APPROVE' && input.decision !== 'REJECT') list.add('decision', 'required');
  const reason = (input.reason ?? '').trim();
  if (input.decision === 'REJECT') {
    list.rules('reason', reason, `required|min_length:${REJECT_REASON_MIN}|max_length:${REJECT_REASON_MAX}`);
  } else list.rules('reason', reason, `max_length:${REJECT_REASON_MAX}`);
  return list.errors;
}
