import type { FastifyRequest } from 'fastify';
import { fieldError, messageOf, validateCalendarSync, type FieldError } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { notFound, validationError } from '../../http/errors.js';
import { requestLanguage } from '../../http/lang.js';
import type { AppContext } from '../../context.js';
import type { ServerModule } from '../types.js';
import { ariWindow } from '../ari/dates.js';
import { buildCalendar, stretches, type ExportEvent } from './ical.js';
import { deleteFeed, fetchableUrl, runDueSyncs, syncFeed } from './sync.js';

/** How often the scheduled job looks for due feeds (each feed is due every 30 minutes). */
const JOB_TICK_MS = 60_000;
const EXPORT_PATH = '/api/v1/calendar-export/';

const syncOptions = (ctx: AppContext) => ({ allowPrivateHosts: ctx.config.calendarSyncAllowPrivateHosts });

interface HotelParams {
  hotelId: number;
}
interface CalendarParams extends HotelParams {
  calendarId: number;
}

interface FeedListRow {
  calendar_id: number;
  room_id: number;
  name: string;
  link: string;
  created_at: Date;
  last_sync_at: Date | null;
  last_status: 'PENDING' | 'OK' | 'ERROR';
  last_error_code: string | null;
  last_error_detail: string | null;
  last_event_count: number | null;
}

async function calendarView(db: Database, hotelId: number, feed: FeedListRow, today: string) {
  const blocks = await db.query<{ date: string; status: string; summary: string; booking_id: number | null }>(
    `SELECT date::text AS date, status, summary, booking_id FROM calendar_sync_blocks
      WHERE hotel_id = $1 AND calendar_id = $2 AND date >= $3 ORDER BY date`,
    [hotelId, feed.calendar_id, today],
  );
  const applied = blocks.filter((b) => b.status === 'APPLIED');
  return {
    calendarId: Number(feed.calendar_id),
    roomId: Number(feed.room_id),
    name: feed.name,
    link: feed.link,
    createdAt: feed.created_at.toISOString(),
    lastSyncAt: feed.last_sync_at ? feed.last_sync_at.toISOString() : null,
    status: feed.last_status,
    errorCode: feed.last_error_code,
    errorDetail: feed.last_error_detail,
    eventCount: feed.last_event_count,
    closedDates: applied.length,
    closedRanges: stretches(applied.map((b) => b.date)),
    conflicts: blocks
      .filter((b) => b.status === 'CONFLICT')
      .map((b) => ({ date: b.date, bookingId: Number(b.booking_id), summary: b.summary })),
  };
}

const FEED_COLUMNS = `calendar_id, room_id, name, link, created_at, last_sync_at, last_status, last_error_code,
  last_error_detail, last_event_count`;

async function oneCalendar(db: Database, hotelId: number, calendarId: number) {
  const feed = await db.maybeOne<FeedListRow>(
    `SELECT ${FEED_COLUMNS} FROM calendar_feeds WHERE hotel_id = $1 AND calendar_id = $2`,
    [hotelId, calendarId],
  );
  if (!feed) throw notFound();
  return calendarView(db, hotelId, feed, ariWindow().today);
}

/** Read-only: every unit has its export link from its creation on (migration 0430). */
async function findAll(db: Database, hotelId: number) {
  const rooms = await db.query<{ room_id: number; name: string; token: string }>(
    `SELECT r.room_id, r.name, e.token FROM rooms r
       JOIN calendar_exports e ON e.hotel_id = r.hotel_id AND e.room_id = r.room_id
      WHERE r.hotel_id = $1 ORDER BY r.room_id`,
    [hotelId],
  );
  const feeds = await db.query<FeedListRow>(
    `SELECT ${FEED_COLUMNS} FROM calendar_feeds WHERE hotel_id = $1 ORDER BY room_id, calendar_id`,
    [hotelId],
  );
  const today = ariWindow().today;
  const views = await Promise.all(feeds.map((f) => calendarView(db, hotelId, f, today)));
  return {
    units: rooms.map((r) => ({
      roomId: Number(r.room_id),
      name: r.name,
      exportPath: `${EXPORT_PATH}${r.token}.ics`,
      calendars: views.filter((v) => v.roomId === Number(r.room_id)),
    })),
  };
}

/** Field errors of the shared validator, plus "our own export link" by host and port of this server. */
function checkInput(
  request: FastifyRequest,
  body: { name: string; link: string },
  appHost: string | undefined,
) {
  const errors: FieldError[] = validateCalendarSync(body, { ownHosts: appHost ? [appHost] : [] });
  if (!errors.some((e) => e.field === 'link')) {
    try {
      const url = new URL(fetchableUrl(body.link));
      const hostHeader = request.headers.host ?? '';
      const host = hostHeader === '' ? '' : new URL(`${url.protocol}//${hostHeader}`).host;
      if (url.pathname.startsWith(EXPORT_PATH) && host !== '' && url.host === host) {
        errors.push(fieldError('link', 'calendarSync.ownLink'));
      }
    } catch {
      // validateCalendarSync already accepted it as a URL
    }
  }
  if (errors.length > 0) {
    const lang = requestLanguage(request);
    throw validationError(
      errors.map((e) => ({ field: e.field, code: e.code, message: messageOf(e, { lang }) })),
    );
  }
}

export const calendarSyncModule: ServerModule = {
  name: 'calendar-sync',
  handlers: {
    async listCalendars(request, _reply, ctx) {
      const { hotelId } = request.params as HotelParams;
      return findAll(ctx.db, hotelId);
    },

    async createCalendar(request, reply, ctx) {
      const { hotelId } = request.params as HotelParams;
      const body = request.body as { roomId: number; name: string; link: string };
      checkInput(request, body, ctx.config.appHost);
      const room = await ctx.db.maybeOne('SELECT room_id FROM rooms WHERE hotel_id = $1 AND room_id = $2', [
        hotelId,
        body.roomId,
      ]);
      if (!room) throw notFound();
      const row = await ctx.db.one<{ calendar_id: number }>(
        `INSERT INTO calendar_feeds (hotel_id, room_id, name, link) VALUES ($1, $2, $3, $4) RETURNING calendar_id`,
        [hotelId, body.roomId, body.name.trim(), body.link.trim()],
      );
      reply.code(201);
      return oneCalendar(ctx.db, hotelId, Number(row.calendar_id));
    },

    async deleteCalendar(request, reply, ctx) {
      const { hotelId, calendarId } = request.params as CalendarParams;
      const deleted = await deleteFeed(ctx.db, hotelId, calendarId);
      if (!deleted) throw notFound();
      reply.code(204);
      return null;
    },

    async syncCalendar(request, _reply, ctx) {
      const { hotelId, calendarId } = request.params as CalendarParams;
      const outcome = await syncFeed(ctx.db, hotelId, calendarId, syncOptions(ctx));
      if (!outcome) throw notFound();
      return {
        ...(await oneCalendar(ctx.db, hotelId, calendarId)),
        result: { closed: outcome.closed, reopened: outcome.reopened, conflicts: outcome.conflicts },
      };
    },

    async rotateCalendarExport(request, _reply, ctx) {
      const { hotelId, roomId } = request.params as HotelParams & { roomId: number };
      const row = await ctx.db.maybeOne<{ token: string }>(
        `INSERT INTO calendar_exports (hotel_id, room_id, token)
         SELECT hotel_id, room_id, calendar_export_token() FROM rooms WHERE hotel_id = $1 AND room_id = $2
         ON CONFLICT (hotel_id, room_id) DO UPDATE SET token = EXCLUDED.token, rotated_at = now()
         RETURNING token`,
        [hotelId, roomId],
      );
      if (!row) throw notFound();
      return { roomId, exportPath: `${EXPORT_PATH}${row.token}.ics` };
    },

    async exportCalendar(request, reply, ctx) {
      const { token } = request.params as { token: string };
      const unit = await ctx.db.maybeOne<{
        hotel_id: number;
        room_id: number;
        name: string;
        hotel_name: string;
      }>(
        `SELECT e.hotel_id, e.room_id, r.name, h.name AS hotel_name
           FROM calendar_exports e
           JOIN rooms r ON r.hotel_id = e.hotel_id AND r.room_id = e.room_id
           JOIN hotels h ON h.hotel_id = e.hotel_id
          WHERE e.token = $1`,
        [token],
      );
      if (!unit) throw notFound();
      const { readFrom, horizon } = ariWindow();
      const bookings = await ctx.db.query<{ booking_id: number; check_in: string; check_out: string }>(
        `SELECT booking_id, check_in::text AS check_in, check_out::text AS check_out FROM bookings
          WHERE hotel_id = $1 AND room_id = $2 AND status = 'CONFIRMED' AND check_out > $3 AND check_in <= $4
          ORDER BY check_in, booking_id`,
        [unit.hotel_id, unit.room_id, readFrom, horizon],
      );
      // Closed dates: every rate plan of the unit closed, or no allotment left (nothing to sell).
      const closed = await ctx.db.query<{ date: string }>(
        `SELECT d.date::text AS date FROM (
           SELECT date FROM rate_plan_ari WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4
            GROUP BY date HAVING bool_and(close_out)
           UNION
           SELECT date FROM room_inventory WHERE hotel_id = $1 AND room_id = $2 AND date BETWEEN $3 AND $4
              AND allotment - sold <= 0 AND NOT EXISTS (
                SELECT 1 FROM bookings b WHERE b.hotel_id = $1 AND b.room_id = $2 AND b.status = 'CONFIRMED'
                   AND b.check_in <= room_inventory.date AND b.check_out > room_inventory.date)
         ) d ORDER BY 1`,
        [unit.hotel_id, unit.room_id, readFrom, horizon],
      );
      const events: ExportEvent[] = bookings.map((b) => ({
        uid: `booking-${b.booking_id}@extranet`,
        summary: 'Reserved',
        start: b.check_in,
        end: b.check_out,
      }));
      for (const s of stretches(closed.map((c) => c.date))) {
        events.push({ uid: `closed-${unit.room_id}-${s.start}@extranet`, summary: 'Not available', ...s });
      }
      reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/calendar; charset=utf-8');
      return buildCalendar(`${unit.hotel_name} - ${unit.name}`, events);
    },
  },

  register(app, ctx) {
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = runDueSyncs(ctx.db, syncOptions(ctx), (error) =>
        ctx.log.error({ err: error }, 'calendar sync failed'),
      )
        .then(() => undefined)
        .catch((error: unknown) => ctx.log.error({ err: error }, 'calendar sync job failed'))
        .finally(() => {
          running = null;
        });
    }, JOB_TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
};
