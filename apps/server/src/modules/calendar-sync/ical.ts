import ICAL from 'ical.js';
import { addDays } from '@extranet/domain';

/** The product's time zone (GMT+7): timed events with a zone are converted to its dates. */
const PROPERTY_TIME_ZONE = 'Asia/Jakarta';
/** Upper bound of occurrences expanded per recurring event (a guard against endless rules). */
const MAX_OCCURRENCES = 2000;

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PROPERTY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The property-local date of an iCal time: all-day and floating times as written, zoned times in GMT+7. */
function localDate(time: ICAL.Time): string {
  const tzid = time.zone?.tzid;
  if (time.isDate || !tzid || tzid === 'floating')
    return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
  return dateFormat.format(time.toJSDate());
}

/**
 * The nights an event occupies: [start date, end date) — DTEND is exclusive, as in every booking feed; a
 * timed event that starts and ends on the same date (or has no end) occupies its start date.
 */
function nightsOf(start: ICAL.Time, end: ICAL.Time | null): string[] {
  const first = localDate(start);
  let last = end ? localDate(end) : first;
  if (last <= first) last = addDays(first, 1);
  const nights: string[] = [];
  for (let d = first; d < last && nights.length < 1000; d = addDays(d, 1)) nights.push(d);
  return nights;
}

/**
 * Dates blocked by an iCalendar feed within [from, to] (inclusive), each with the summary of the (first)
 * event blocking it. All-day and timed events, recurring events (RRULE, RDATE, EXDATE, overridden
 * occurrences) are expanded; cancelled and transparent ("free") events block nothing.
 */
export function blockedDates(
  text: string,
  from: string,
  to: string,
): { dates: Map<string, string>; events: number } {
  let root: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    root = new ICAL.Component(parsed as unknown[]);
  } catch (error) {
    throw new FeedParseError(error instanceof Error ? error.message : String(error));
  }
  if (root.name !== 'vcalendar') throw new FeedParseError('Not an iCalendar (VCALENDAR) document');
  for (const tz of root.getAllSubcomponents('vtimezone')) {
    const tzid = tz.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string' && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(tz);
  }
  const vevents = root.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  const singles: ICAL.Event[] = [];
  for (const v of vevents) {
    if (v.hasProperty('recurrence-id')) exceptions.push(v);
    else {
      const event = new ICAL.Event(v);
      if (event.isRecurring() && event.uid) masters.set(event.uid, event);
      else singles.push(event);
    }
  }
  for (const v of exceptions) {
    const exception = new ICAL.Event(v);
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
    else singles.push(exception);
  }

  const dates = new Map<string, string>();
  const block = (component: ICAL.Component, summary: string, start: ICAL.Time, end: ICAL.Time | null) => {
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transp === 'TRANSPARENT') return;
    for (const night of nightsOf(start, end)) {
      if (night >= from && night <= to && !dates.has(night)) dates.set(night, summary);
    }
  };

  for (const event of singles) {
    if (!event.startDate) continue;
    block(event.component, event.summary ?? '', event.startDate, event.endDate ?? null);
  }
  for (const event of masters.values()) {
    const iterator = event.iterator();
    for (let i = 0; i < MAX_OCCURRENCES; i++) {
      const next = iterator.next();
      if (!next) break;
      const occurrence = event.getOccurrenceDetails(next);
      if (localDate(occurrence.startDate) > to) break;
      block(
        occurrence.item.component,
        occurrence.item.summary ?? event.summary ?? '',
        occurrence.startDate,
        occurrence.endDate,
      );
    }
  }
  return { dates, events: vevents.length };
}

export interface ExportEvent {
  uid: string;
  summary: string;
  /** First night. */
  start: string;
  /** Day after the last night (exclusive end). */
  end: string;
}

function dateValue(date: string): ICAL.Time {
  return ICAL.Time.fromDateString(date);
}

/** An iCalendar document of all-day events (bookings and closed stretches), built with ical.js. */
export function buildCalendar(name: string, events: readonly ExportEvent[], now: Date = new Date()): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Extranet//Calendar export//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', name);
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const e of events) {
    const component = new ICAL.Component('vevent');
    const event = new ICAL.Event(component);
    event.uid = e.uid;
    event.summary = e.summary;
    event.startDate = dateValue(e.start);
    event.endDate = dateValue(e.end);
    component.updatePropertyWithValue('dtstamp', stamp);
    component.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(component);
  }
  return calendar.toString() + '\r\n';
}

/** Consecutive dates grouped into [start, end) stretches. */
export function stretches(dates: readonly string[]): { start: string; end: string }[] {
  const sorted = [...new Set(dates)].sort();
  const out: { start: string; end: string }[] = [];
  for (const d of sorted) {
    const last = out[out.length - 1];
    if (last && last.end === d) last.end = addDays(d, 1);
    else out.push({ start: d, end: addDays(d, 1) });
  }
  return out;
}
