import { describe, expect, it } from 'vitest';
import { ACTIVITY_LOG_MAX_DAYS, activityRangeProblems, isLoggedActivity } from './activity-log.js';

describe('activityRangeProblems (SPEC 5: the log is read over at most a month)', () => {
  it.each([
    ['2026-11-01', '2026-11-01', []],
    ['2026-11-01', '2026-12-01', []],
    ['2026-02-01', '2026-03-03', []],
    [
      '2026-11-01',
      '2026-12-02',
      [{ field: 'to', code: 'DATE_RANGE_TOO_LONG', params: { limit: ACTIVITY_LOG_MAX_DAYS } }],
    ],
    ['2026-11-02', '2026-11-01', [{ field: 'to', code: 'DATE_BEFORE_START' }]],
    [
      '2026-02-30',
      '2026-13-01',
      [
        { field: 'from', code: 'INVALID_FORMAT' },
        { field: 'to', code: 'INVALID_FORMAT' },
      ],
    ],
  ])('%s to %s', (from, to, expected) => {
    expect(activityRangeProblems(from, to)).toEqual(expected);
  });
});

describe('isLoggedActivity', () => {
  it('logs the writes, not the reads nor the writes that change nothing', () => {
    expect(isLoggedActivity('PUT', 'updateRatePlan')).toBe(true);
    expect(isLoggedActivity('delete', 'deletePhoto')).toBe(true);
    expect(isLoggedActivity('GET', 'listRatePlans')).toBe(false);
    expect(isLoggedActivity('POST', 'simulatePrice')).toBe(false);
    expect(isLoggedActivity('POST', 'markAllNotificationsRead')).toBe(false);
  });
});
