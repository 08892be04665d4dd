/**
 * Chat between a property and its guests, one conversation (channel) per booking (SPEC 2 /v3/chat, SPEC 8 "Chat
 * activation is irreversible", SPEC 9 chat performance; docs/decisions/chat.md). Pure: the server and the screens
 * share the limits, the rule of when a booking may be chatted about, and the performance figures.
 */
import {
  CHAT_PERFORMANCE_UPDATE_WEEKDAY,
  CHAT_PERFORMANCE_WINDOW_DAYS,
  CHAT_WORKING_HOURS,
  chatResponseRateLevel,
  chatResponseTimeLevel,
  type PerformanceLevel,
} from '../constants.js';
import { addDays, dateInZone, weekday } from '../dates.js';
import { textLength } from '../text.js';
import type { StoredBookingState } from '../bookings/status.js';

/** The longest message, in characters (both sides). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** How long after the check-out day a guest and the property may still write (the check-out day is day 0). */
export const CHAT_DAYS_AFTER_CHECK_OUT = 14;
/** Channels of one page of the inbox, by default and at most. */
export const CHAT_CHANNEL_PAGE = 20;
export const CHAT_CHANNEL_PAGE_MAX = 50;
/** Messages of one page of a conversation, by default and at most. */
export const CHAT_MESSAGE_PAGE = 50;
export const CHAT_MESSAGE_PAGE_MAX = 100;
/** The characters of the last message the inbox shows. */
export const CHAT_PREVIEW_LENGTH = 120;
/** A property reply within this many hours of the guest's first message counts for the response rate. */
export const CHAT_RESPONSE_WITHIN_HOURS = 24;

/**
 * Why a booking's conversation takes no message now (SPEC 10 "Guest contact and chat not permitted for some
 * bookings"): CANCELLED (cancelled, with or without refund), CLOSED (more than CHAT_DAYS_AFTER_CHECK_OUT days
 * after the check-out day, in the property's time zone).
 */
export type ChatRefusal = 'CANCELLED' | 'CLOSED';

/** The last day a booking's conversation takes messages. */
export function chatOpenUntil(checkOut: string): string {
  return addDays(checkOut, CHAT_DAYS_AFTER_CHECK_OUT);
}

/** Why the booking cannot be chatted about on the property's `today`, or null when it can. */
export function chatRefusal(
  booking: Pick<StoredBookingState, 'status' | 'checkOut'>,
  today: string,
): ChatRefusal | null {
  if (booking.status === 'CANCELLED') return 'CANCELLED';
  if (today > chatOpenUntil(booking.checkOut)) return 'CLOSED';
  return null;
}

export type ChatMessageProblem = 'REQUIRED' | 'TOO_LONG';

/** What is wrong with a message's text (blank, or longer than CHAT_MESSAGE_MAX_LENGTH), or null. */
export function chatMessageProblem(body: string): ChatMessageProblem | null {
  if (body.trim().length === 0) return 'REQUIRED';
  if (textLength(body) > CHAT_MESSAGE_MAX_LENGTH) return 'TOO_LONG';
  return null;
}

// ---------------------------------------------------------------- performance (SPEC 9)

/** One conversation as the performance sees it: the guest's first message and the property's first reply after it. */
export interface ChatConversationTimes {
  readonly firstGuestMessageAt: Date;
  /** The property's first message after the guest's first one; null when none. */
  readonly firstReplyAt: Date | null;
}

export interface ChatPerformance {
  /** The Tuesday the figures are as of (the most recent one, today included), in the property's time zone. */
  readonly asOf: string;
  /** The window: conversations whose guest's first message fell on `from` … `to` (both included). */
  readonly from: string;
  readonly to: string;
  readonly conversations: number;
  /** Conversations answered within CHAT_RESPONSE_WITHIN_HOURS. */
  readonly answered: number;
  /** Percent (0–100, whole), null without conversations. */
  readonly responseRate: number | null;
  readonly responseRateLevel: PerformanceLevel | null;
  /** Median working hours to the first reply (one decimal), null without replies. */
  readonly responseTimeHours: number | null;
  readonly responseTimeLevel: PerformanceLevel | null;
}

/** The most recent Tuesday on or before `today`. */
export function chatPerformanceAsOf(today: string): string {
  const back = (weekday(today) - CHAT_PERFORMANCE_UPDATE_WEEKDAY + 7) % 7;
  return addDays(today, -back);
}

const PARTS = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  let f = PARTS.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    PARTS.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time (`HH:MM`) on a date in a zone. */
export function instantInZone(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** Hours between two instants that fall in the working hours (CHAT_WORKING_HOURS, every day) of the zone. */
export function workingHoursBetween(start: Date, end: Date, timeZone: string): number {
  if (end <= start) return 0;
  let ms = 0;
  const last = dateInZone(end, timeZone);
  for (let d = dateInZone(start, timeZone); d <= last; d = addDays(d, 1)) {
    const open = instantInZone(d, CHAT_WORKING_HOURS.start, timeZone).getTime();
    const close = instantInZone(d, CHAT_WORKING_HOURS.end, timeZone).getTime();
    const from = Math.max(open, start.getTime());
    const to = Math.min(close, end.getTime());
    if (to > from) ms += to - from;
  }
  return ms / 3_600_000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The property's chat performance as of the most recent Tuesday (the figure is updated on Tuesdays): the
 * conversations whose guest's first message fell in the CHAT_PERFORMANCE_WINDOW_DAYS days before that Tuesday;
 * the response rate is the share answered by the property within CHAT_RESPONSE_WITHIN_HOURS (elapsed) hours,
 * the response time the median, over the conversations replied to before that Tuesday, of the working hours (09:00–18:00 in the property's
 * time zone) from the guest's first message to the first reply. Replies after the Tuesday do not count yet.
 */
export function chatPerformance(
  conversations: readonly ChatConversationTimes[],
  timeZone: string,
  now: Date,
): ChatPerformance {
  const asOf = chatPerformanceAsOf(dateInZone(now, timeZone));
  const from = addDays(asOf, -CHAT_PERFORMANCE_WINDOW_DAYS);
  const to = addDays(asOf, -1);
  const cutoff = instantInZone(asOf, '00:00', timeZone).getTime();
  const inWindow = conversations.filter((c) => {
    const day = dateInZone(c.firstGuestMessageAt, timeZone);
    return day >= from && day <= to;
  });
  const hours: number[] = [];
  let answered = 0;
  for (const c of inWindow) {
    const reply = c.firstReplyAt;
    if (!reply || reply.getTime() >= cutoff || reply < c.firstGuestMessageAt) continue;
    const elapsed = (reply.getTime() - c.firstGuestMessageAt.getTime()) / 3_600_000;
    if (elapsed <= CHAT_RESPONSE_WITHIN_HOURS) answered += 1;
    hours.push(workingHoursBetween(c.firstGuestMessageAt, reply, timeZone));
  }
  const responseRate = inWindow.length ? Math.round((answered / inWindow.length) * 100) : null;
  const responseTimeHours = hours.length ? Math.round(median(hours) * 10) / 10 : null;
  return {
    asOf,
    from,
    to,
    conversations: inWindow.length,
    answered,
    responseRate,
    responseRateLevel: responseRate === null ? null : chatResponseRateLevel(responseRate),
    responseTimeHours,
    responseTimeLevel: responseTimeHours === null ? null : chatResponseTimeLevel(responseTimeHours),
  };
}
