/** Announcements shown to guests (SPEC 3, 4): upcoming, active or expired by their dates and the property's day. */

export type AnnouncementPeriod = 'UPCOMING' | 'ACTIVE' | 'EXPIRED';
export const ANNOUNCEMENT_PERIODS: readonly AnnouncementPeriod[] = ['ACTIVE', 'UPCOMING', 'EXPIRED'];

/**
 * The period of an announcement on `today` (YYYY-MM-DD, the property's own day: `todayInZone`): upcoming
 * before its start, active from its start to its end (both included), expired after its end. A switched-off
 * announcement keeps its period (the list shows it as switched off).
 */
export function announcementPeriod(
  range: { readonly startDate: string; readonly endDate: string },
  today: string,
): AnnouncementPeriod {
  if (today < range.startDate) return 'UPCOMING';
  if (today > range.endDate) return 'EXPIRED';
  return 'ACTIVE';
}

/** True when guests see the announcement today: switched on and active. */
export function announcementShown(
  a: { readonly startDate: string; readonly endDate: string; readonly status: 'ACTIVE' | 'INACTIVE' },
  today: string,
): boolean {
  return a.status === 'ACTIVE' && announcementPeriod(a, today) === 'ACTIVE';
}
