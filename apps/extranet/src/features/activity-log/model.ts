/**
 * The activity log screen's pure view model (docs/decisions/activity-log.md): the first period, the filters'
 * problems (the server's rules), the query, and an entry's reference.
 */
import { ACTIVITY_LOG_MAX_DAYS, activityRangeProblems, addDays } from '@extranet/domain';
import type { Schemas } from '@extranet/api';
import { periodFilterProblems, type PeriodProblems } from '../../shared/forms/period-problems';

export type ActivityEntry = Schemas['ActivityEntry'];

export interface ActivityFilters {
  from: string | null;
  to: string | null;
  accountId: number | null;
}

export interface ActivityQuery {
  from: string;
  to: string;
  accountId?: number;
}

/** The first view: the 7 days up to today (the property's day), every user. */
export const initialFilters = (today: string): ActivityFilters => ({
  from: addDays(today, -6),
  to: today,
  accountId: null,
});

export const RANGE_LIMIT = ACTIVITY_LOG_MAX_DAYS;

/** The filters' problems by field (`errors.field.<code>` keys): dates required, `to` not before `from`, a month. */
export const filterProblems = (f: ActivityFilters): PeriodProblems =>
  periodFilterProblems(f, activityRangeProblems);

/** The API query of valid filters, else null. */
export function queryOf(f: ActivityFilters): ActivityQuery | null {
  if (!f.from || !f.to || Object.keys(filterProblems(f)).length > 0) return null;
  return { from: f.from, to: f.to, ...(f.accountId !== null ? { accountId: f.accountId } : {}) };
}

/** What an entry changed, by the ids the call named (`#12`, or `#12 · #3`); empty when it named none. */
export function referenceOf(entry: Pick<ActivityEntry, 'subject'>): string {
  return Object.values(entry.subject)
    .map((id) => `#${id}`)
    .join(' · ');
}
