/**
 * The PIN page's view of the server's PinStatus (docs/decisions/pin.md): which form shows, whether a reset may be
 * asked or is waiting, and the notice about the latest decided reset. Pure, table-tested.
 */
import type { Schemas } from '@extranet/api';
import { canRequestPinReset } from '@extranet/domain';

export type PinStatus = Schemas['PinStatus'];

export interface PinView {
  /** create: no PIN (first time, or after an approved reset); change: an active or expired PIN; none: blocked. */
  form: 'create' | 'change' | 'none';
  /** The "You have to create a new PIN" notice (blocked after 5 wrong entries). */
  blocked: boolean;
  expired: boolean;
  /** A reset is waiting for a market manager. */
  resetPending: boolean;
  /** The user may ask a reset now. */
  canAskReset: boolean;
  /** The latest decided reset, shown once: approved while there is no PIN yet, rejected while none is pending. */
  decided: { status: 'APPROVED' | 'REJECTED'; at: string; reason: string | null } | null;
  /** Attempts left, shown only when some were used. */
  attemptsLeft: number | null;
}

export function pinView(status: PinStatus): PinView {
  const reset = status.resetRequest;
  const resetPending = reset?.status === 'REQUESTED';
  let decided: PinView['decided'] = null;
  if (reset?.decidedAt && reset.status === 'APPROVED' && status.state === 'NONE')
    decided = { status: 'APPROVED', at: reset.decidedAt, reason: null };
  if (reset?.decidedAt && reset.status === 'REJECTED')
    decided = { status: 'REJECTED', at: reset.decidedAt, reason: reset.reason };
  return {
    form: status.state === 'NONE' ? 'create' : status.state === 'BLOCKED' ? 'none' : 'change',
    blocked: status.state === 'BLOCKED',
    expired: status.state === 'EXPIRED',
    resetPending,
    canAskReset: canRequestPinReset(status.state, resetPending),
    decided,
    attemptsLeft:
      status.state !== 'NONE' && status.attemptsLeft < status.maxAttempts ? status.attemptsLeft : null,
  };
}
