import type { Schemas } from '@extranet/api';
import { fieldError, validateCalendarSync, type FieldError } from '@extranet/validation';

export type Unit = Schemas['CalendarUnit'];
export type Calendar = Schemas['ImportedCalendar'];

/** Where this product serves a unit's iCal export (a link to it is not another site's calendar). */
export const EXPORT_PATH = '/api/v1/calendar-export/';

/** The shared rule (SPEC 5) plus: not an export link of this very site (same origin). */
export function validateNewCalendar(values: { name: string; link: string }): FieldError[] {
  const errors = validateCalendarSync(values);
  if (!errors.some((e) => e.field === 'link')) {
    try {
      const url = new URL(values.link.trim().replace(/^webcals?:\/\//i, 'https://'));
      if (url.origin === window.location.origin && url.pathname.startsWith(EXPORT_PATH)) {
        errors.push(fieldError('link', 'calendarSync.ownLink'));
      }
    } catch {
      // the shared validator already judged the URL
    }
  }
  return errors;
}

export interface NewCalendar {
  name: string;
  link: string;
}
