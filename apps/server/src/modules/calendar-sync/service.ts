/**
 * Calendar sync of a property's units (README.md): imported calendars with what they closed, adding, removing
 * and syncing one, and the export links. Today (which blocks are past) is the server's clock's, in GMT+7.
 */
import type { Req, Res } from '@extranet/api/operations';
import type { Language } from '@extranet/i18n';
import { ariWindow, DEFAULT_TIME_ZONE, todayInZone, type Clock } from '@extranet/domain';
import { fieldError, validateCalendarSync, type FieldError } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import { fetchableUrl } from './feed-fetch.js';
import { buildCalendar, stretches, type ExportEvent } from './ical.js';
import * as repo from './repository.js';
import { deleteFeed, syncFeed, type SyncOptions } from './sync.js';

type Calendar = Res<'createCalendar'>;

export const EXPORT_PATH = '/api/v1/calendar-export/';

const todayOf = (clock: Clock) => todayInZone(DEFAULT_TIME_ZONE, clock);

async function calendarView(
  db: Database,
  hotelId: number,
  feed: repo.FeedState,
  today: string,
): Promise<Calendar> {
  const blocks = await repo.blocksFrom(db, hotelId, feed.calendarId, today);
  const applied = blocks.filter((b) => b.status === 'APPLIED');
  return {
    ...feed,
    closedDates: applied.length,
    closedRanges: stretches(applied.map((b) => b.date)),
    conflicts: blocks
      .filter((b) => b.status === 'CONFLICT')
      .map((b) => ({ date: b.date, bookingId: Number(b.bookingId), summary: b.summary })),
  };
}

async function oneCalendar(
  db: Database,
  hotelId: number,
  calendarId: number,
  clock: Clock,
): Promise<Calendar> {
  const feed = await repo.findFeedState(db, hotelId, calendarId);
  if (!feed) throw notFound();
  return calendarView(db, hotelId, feed, todayOf(clock));
}

/** The property's units with their imported calendars and export path. Reads only. */
export async function listCalendars(
  db: Database,
  hotelId: number,
  clock: Clock,
): Promise<Res<'listCalendars'>> {
  const [units, feeds] = await Promise.all([repo.listExportUnits(db, hotelId), repo.listFeeds(db, hotelId)]);
  const today = todayOf(clock);
  const views = await Promise.all(feeds.map((f) => calendarView(db, hotelId, f, today)));
  return {
    units: units.map((u) => ({
      roomId: u.roomId,
      name: u.name,
      exportPath: `${EXPORT_PATH}${u.token}.ics`,
      calendars: views.filter((v) => v.roomId === u.roomId),
    })),
  };
}

/** Where the request came from: the server's own host (for "our own export link") and the caller's language. */
export interface Caller {
  appHost: string | undefined;
  /** The request's Host header. */
  host: string | undefined;
  lang: Language;
}

/** Field errors of the shared validator, plus "our own export link" by host and port of this server. */
function checkInput(body: { name: string; link: string }, caller: Caller): void {
  const errors: FieldError[] = validateCalendarSync(body, {
    ownHosts: caller.appHost ? [caller.appHost] : [],
  });
  if (!errors.some((e) => e.field === 'link')) {
    try {
      const url = new URL(fetchableUrl(body.link));
      const hostHeader = caller.host ?? '';
      const host = hostHeader === '' ? '' : new URL(`${url.protocol}//${hostHeader}`).host;
      if (url.pathname.startsWith(EXPORT_PATH) && host !== '' && url.host === host) {
        errors.push(fieldError('link', 'calendarSync.ownLink'));
      }
    } catch {
      // validateCalendarSync already accepted it as a URL
    }
  }
  const error = validationErrorFrom(errors, caller.lang);
  if (error) throw error;
}

export async function createCalendar(
  db: Database,
  hotelId: number,
  body: Req<'createCalendar'>['body'],
  caller: Caller,
  clock: Clock,
): Promise<Calendar> {
  checkInput(body, caller);
  if (!(await repo.roomExists(db, hotelId, body.roomId))) throw notFound();
  const calendarId = await repo.insertFeed(db, hotelId, {
    roomId: body.roomId,
    name: body.name.trim(),
    link: body.link.trim(),
  });
  return oneCalendar(db, hotelId, calendarId, clock);
}

export async function deleteCalendar(db: Database, hotelId: number, calendarId: number): Promise<void> {
  if (!(await deleteFeed(db, hotelId, calendarId))) throw notFound();
}

export async function syncCalendar(
  db: Database,
  hotelId: number,
  calendarId: number,
  options: SyncOptions & { clock: Clock },
): Promise<Res<'syncCalendar'>> {
  const outcome = await syncFeed(db, hotelId, calendarId, options);
  if (!outcome) throw notFound();
  return {
    ...(await oneCalendar(db, hotelId, calendarId, options.clock)),
    result: { closed: outcome.closed, reopened: outcome.reopened, conflicts: outcome.conflicts },
  };
}

export async function rotateExport(
  db: Database,
  hotelId: number,
  roomId: number,
): Promise<Res<'rotateCalendarExport'>> {
  const token = await repo.rotateExportToken(db, hotelId, roomId);
  if (!token) throw notFound();
  return { roomId, exportPath: `${EXPORT_PATH}${token}.ics` };
}

/** The iCalendar of an export token: bookings ("Reserved") and closed stretches ("Not available"). */
export async function exportCalendar(db: Database, token: string, clock: Clock): Promise<string> {
  const unit = await repo.findExportUnit(db, token);
  if (!unit) throw notFound();
  const { readFrom, horizon } = ariWindow(todayOf(clock));
  const [stays, closed] = await Promise.all([
    repo.confirmedStays(db, unit.hotelId, unit.roomId, readFrom, horizon),
    repo.closedDates(db, unit.hotelId, unit.roomId, readFrom, horizon),
  ]);
  const events: ExportEvent[] = stays.map((b) => ({
    uid: `booking-${b.bookingId}@extranet`,
    summary: 'Reserved',
    start: b.checkIn,
    end: b.checkOut,
  }));
  for (const s of stretches(closed)) {
    events.push({ uid: `closed-${unit.roomId}-${s.start}@extranet`, summary: 'Not available', ...s });
  }
  return buildCalendar(`${unit.hotelName} - ${unit.name}`, events);
}
