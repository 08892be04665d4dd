/**
 * Setup file of every vitest project: under TEST_NOW (an instant with its offset, 2027-02-28T23:30:00+07:00)
 * the tests' Date starts at that instant and runs on at the real pace, so the suite can be run at a month end,
 * a year end, a leap day or 23:30 WIB (scripts/test-all.mjs does). Only Date is faked: timers stay real.
 */
import { vi } from 'vitest';

/**
 * Puts the tests' clock back as the suite runs it: real timers, and under TEST_NOW a Date that starts at that
 * instant. A test that fakes timers or pins the date calls this afterwards instead of `vi.useRealTimers()`, which
 * would leave the rest of its file on the machine's date.
 */
export function restoreTestClock(): void {
  vi.useRealTimers();
  const testNow = process.env.TEST_NOW;
  if (!testNow) return;
  const now = Date.parse(testNow);
  if (Number.isNaN(now)) throw new Error(`TEST_NOW is not an instant: ${testNow}`);
  vi.useFakeTimers({ now, toFake: ['Date'], shouldAdvanceTime: true });
}

restoreTestClock();
