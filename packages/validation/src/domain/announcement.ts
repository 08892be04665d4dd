import { ErrorList, type FieldError } from '../field-errors.js';
import { validateAnnouncement, type AnnouncementInput } from './content.js';
import { isoDate } from './dates.js';

export interface AnnouncementChangeOptions {
  /** The property's today (YYYY-MM-DD, `todayInZone`). */
  today: string;
  /**
   * The start date saved before this change, or null on create. The start may not be before today on create
   * or when it moves; an announcement already running keeps its start.
   */
  savedStartDate: string | null;
}

/**
 * Announcement create or edit (SPEC 5): the announcement's rules (validateAnnouncement: dates, title max 88,
 * text 5 to 500 in id and en) and a start not in the property's past when it is new or moved (`date.beforeToday`
 * on `startDate`).
 */
export function validateAnnouncementChange(
  input: AnnouncementInput,
  options: AnnouncementChangeOptions,
): FieldError[] {
  const list = new ErrorList();
  for (const e of validateAnnouncement(input)) list.add(e.field, e.code, e.params);
  const start = isoDate(input.startDate ?? '');
  if (start && start !== options.savedStartDate && start < options.today && !list.has('startDate')) {
    list.add('startDate', 'date.beforeToday');
  }
  return list.errors;
}
