/**
 * The activity log (SPEC 2 /account/activity-log, SPEC 5 "activity log range max 1 month";
 * docs/decisions/activity-log.md): every successful change a user makes at a property through the contract is
 * recorded by the server; the log is read over at most a month. Pure: the server and the screen use the same rules.
 */
import { periodProblems, type PeriodProblem } from './dates.js';

/** The longest period the log is read over, in days (both ends included): "max 1 month". */
export const ACTIVITY_LOG_MAX_DAYS = 31;

/** Entries of one page of the log, by default and at most. */
export const ACTIVITY_LOG_PAGE = 50;
export const ACTIVITY_LOG_PAGE_MAX = 100;

/**
 * Writes of the contract that change nothing at the property, so are not activity: what-if prices, the caller's
 * own read marks (notifications, chat), and the code mailed to the caller before revealing a guest's contact (the reveal is logged).
 */
export const UNLOGGED_OPERATIONS: ReadonlySet<string> = new Set([
  'simulateHotelPrice',
  'simulatePrice',
  'markNotificationRead',
  'markAllNotificationsRead',
  'sendGuestContactOtp',
  'markChatRead',
]);

/** Whether a call of `operationId` with `method` (a successful one, at a property) is activity. */
export function isLoggedActivity(method: string, operationId: string): boolean {
  const m = method.toUpperCase();
  return (
    (m === 'POST' || m === 'PUT' || m === 'PATCH' || m === 'DELETE') && !UNLOGGED_OPERATIONS.has(operationId)
  );
}

export type ActivityRangeProblem = PeriodProblem;

/** The problems of a range of the log (periodProblems): at most ACTIVITY_LOG_MAX_DAYS days. */
export function activityRangeProblems(from: string, to: string): ActivityRangeProblem[] {
  return periodProblems(from, to, ACTIVITY_LOG_MAX_DAYS);
}
