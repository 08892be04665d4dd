import { describe, expect, it } from 'vitest';
import {
  canRequestPinReset,
  isEasyPin,
  isOwnPin,
  isPinShaped,
  PIN_EXPIRY_DAYS,
  pinAttemptsLeft,
  pinExpiresAt,
  pinState,
} from './index.js';

describe('isEasyPin (SPEC 5: avoid easy combinations)', () => {
  it.each([
    ['000000', true, 'one digit repeated'],
    ['777777', true, 'one digit repeated'],
    ['123456', true, 'ascending'],
    ['654321', true, 'descending'],
    ['890123', true, 'ascending across 9-0'],
    ['210987', true, 'descending across 0-9'],
    ['121212', true, 'a pair repeated'],
    ['909090', true, 'a pair repeated'],
    ['123123', true, 'a triple repeated'],
    ['112233', true, 'doubled digits ascending'],
    ['998877', true, 'doubled digits descending'],
    ['482915', false, 'no pattern'],
    ['135790', false, 'odd then even: not a run by one'],
    ['112234', false, 'doubled digits broken'],
    ['123457', false, 'a run broken at the end'],
    ['121213', false, 'a pair repeated then broken'],
  ])('%s is easy: %s (%s)', (pin, easy) => {
    expect(isEasyPin(pin)).toBe(easy);
  });
});

describe('pin state', () => {
  const setAt = new Date('2027-01-01T00:00:00Z');
  const day = (n: number) => new Date(setAt.getTime() + n * 86_400_000);
  it.each([
    ['no row', null, day(1), 'NONE'],
    ['cleared by a reset', { setAt: null, failedAttempts: 0 }, day(1), 'NONE'],
    ['fresh', { setAt, failedAttempts: 0 }, day(1), 'ACTIVE'],
    ['4 wrong', { setAt, failedAttempts: 4 }, day(1), 'ACTIVE'],
    ['5 wrong', { setAt, failedAttempts: 5 }, day(1), 'BLOCKED'],
    ['the last day', { setAt, failedAttempts: 0 }, new Date(day(PIN_EXPIRY_DAYS).getTime() - 1), 'ACTIVE'],
    ['expired', { setAt, failedAttempts: 0 }, day(PIN_EXPIRY_DAYS), 'EXPIRED'],
    ['blocked and expired', { setAt, failedAttempts: 5 }, day(PIN_EXPIRY_DAYS + 1), 'BLOCKED'],
  ] as const)('%s', (_name, pin, now, state) => {
    expect(pinState(pin, now)).toBe(state);
  });

  it('counts attempts down from 5 and expires after 180 days', () => {
    expect([0, 1, 4, 5, 6].map(pinAttemptsLeft)).toEqual([5, 4, 1, 0, 0]);
    expect(pinExpiresAt(setAt).toISOString()).toBe('2027-06-30T00:00:00.000Z');
  });

  it('is shaped as 6 digits, acted on by its own account, reset once at a time', () => {
    expect(['482915', '48291', '4829150', '48a915', ' 48291'].map(isPinShaped)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(isOwnPin(3, 3)).toBe(true);
    expect(isOwnPin(3, 1)).toBe(false);
    expect(canRequestPinReset('BLOCKED', false)).toBe(true);
    expect(canRequestPinReset('ACTIVE', false)).toBe(true);
    expect(canRequestPinReset('BLOCKED', true)).toBe(false);
    expect(canRequestPinReset('NONE', false)).toBe(false);
  });
});
