import { afterAll, beforeAll, vi } from 'vitest';
import { restoreTestClock } from '../../../vitest.clock.js';

/**
 * For a file whose subject compares the time with another party's own clock (an S3 server refuses a request
 * signed too far from its time): the file runs on the machine's date instead of TEST_NOW, then gives the suite's
 * clock back.
 */
export function useMachineClock(): void {
  beforeAll(() => {
    vi.useRealTimers();
  });
  afterAll(restoreTestClock);
}
