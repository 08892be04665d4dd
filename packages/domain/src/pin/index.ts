/**
 * The finance PIN of an account (SPEC 4, 5, 8, 9; docs/decisions/pin.md): exactly 6 digits, not an easy
 * combination, different from the recent ones; blocked after 5 wrong entries; expires; reset only after a market
 * manager approves. Pure: the server's rules and the PIN screens use the same functions.
 */
import { PIN_LENGTH, PIN_MAX_ATTEMPTS } from '../constants.js';

/** A PIN expires this many days after it was set; then a new one must be set (not in the spec: our choice). */
export const PIN_EXPIRY_DAYS = 180;
/** A new PIN must differ from the current one and the ones before it, this many in all (SPEC 4 "new ≠ old"). */
export const PIN_HISTORY = 3;
/** A PIN proof (the answer to a correct PIN) is good for this many seconds, for its account only. */
export const PIN_PROOF_TTL_SECONDS = 300;

/**
 * NONE: no PIN (never set, or cleared by an approved reset): create one. ACTIVE: usable. BLOCKED: 5 wrong entries;
 * only a reset approved by a market manager lifts it. EXPIRED: older than PIN_EXPIRY_DAYS; change it.
 */
export const PIN_STATES = ['NONE', 'ACTIVE', 'BLOCKED', 'EXPIRED'] as const;
export type PinState = (typeof PIN_STATES)[number];

/** REQUESTED by the account; APPROVED (the PIN is cleared) or REJECTED by a market manager. */
export const PIN_RESET_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type PinResetStatus = (typeof PIN_RESET_STATUSES)[number];
/** Why the reset was asked: the PIN was blocked, or the user forgot it. */
export const PIN_RESET_CAUSES = ['BLOCKED', 'FORGOTTEN'] as const;
export type PinResetCause = (typeof PIN_RESET_CAUSES)[number];

const DAY_MS = 86_400_000;

/** When a PIN set at `setAt` expires. */
export function pinExpiresAt(setAt: Date): Date {
  return new Date(setAt.getTime() + PIN_EXPIRY_DAYS * DAY_MS);
}

/** Wrong entries still allowed before the PIN is blocked. */
export function pinAttemptsLeft(failedAttempts: number): number {
  return Math.max(0, PIN_MAX_ATTEMPTS - failedAttempts);
}

/** The state of a stored PIN at `now`: blocked wins over expired (a blocked PIN needs a reset either way). */
export function pinState(pin: { setAt: Date | null; failedAttempts: number } | null, now: Date): PinState {
  if (!pin?.setAt) return 'NONE';
  if (pinAttemptsLeft(pin.failedAttempts) === 0) return 'BLOCKED';
  if (now.getTime() >= pinExpiresAt(pin.setAt).getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

function repeatsWithPeriod(pin: string, period: number): boolean {
  for (let i = period; i < pin.length; i++) if (pin[i] !== pin[i - period]) return false;
  return true;
}

function isStep(pin: string, step: 1 | -1): boolean {
  for (let i = 1; i < pin.length; i++) {
    if ((Number(pin[i - 1]) + step + 10) % 10 !== Number(pin[i])) return false;
  }
  return true;
}

/** Exactly PIN_LENGTH digits. */
export function isPinShaped(pin: string): boolean {
  return pin.length === PIN_LENGTH && /^\d+$/.test(pin);
}

/**
 * An easy PIN is one a stranger guesses first (SPEC 5 "avoid easy combinations"):
 * - one digit repeated (`111111`);
 * - a run up or down by one, also across 9-0 (`123456`, `654321`, `890123`);
 * - a pair or a triple repeated (`121212`, `123123`);
 * - a run of doubled digits up or down (`112233`, `998877`).
 */
export function isEasyPin(pin: string): boolean {
  if (repeatsWithPeriod(pin, 1) || repeatsWithPeriod(pin, 2) || repeatsWithPeriod(pin, 3)) return true;
  if (isStep(pin, 1) || isStep(pin, -1)) return true;
  if (pin.length % 2 === 0) {
    const pairs = Array.from({ length: pin.length / 2 }, (_, i) => pin.slice(i * 2, i * 2 + 2));
    if (pairs.every((pair) => pair[0] === pair[1])) {
      const heads = pairs.map((pair) => pair[0]).join('');
      if (isStep(heads, 1) || isStep(heads, -1)) return true;
    }
  }
  return false;
}

/** Only the account itself creates, changes, enters or resets its PIN (SPEC 7 pin/{accountId}). */
export function isOwnPin(callerAccountId: number, accountId: number): boolean {
  return callerAccountId === accountId;
}

/** A reset may be asked when there is a PIN (any state but NONE) and no request is pending. */
export function canRequestPinReset(state: PinState, resetPending: boolean): boolean {
  return state !== 'NONE' && !resetPending;
}
