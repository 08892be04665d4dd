/**
 * The Hotel Now window (SPEC 9): a night's window runs from 18:00 on its date to 04:00 the next day, GMT+7
 * (Asia/Jakarta keeps no daylight saving, so a fixed offset is exact). Pure functions of an instant.
 */
import { HOTEL_NOW_END_TIME, HOTEL_NOW_START_TIME } from './constants.js';
import { addDays } from './dates.js';

export const HOTEL_NOW_TIME_ZONE = 'Asia/Jakarta';
/** Nights the availability screen shows and accepts, from the current Hotel Now night on. */
export const HOTEL_NOW_NIGHTS = 30;

/** Where a Hotel Now night stands: its window is over, running now, or still to come. */
export type HotelNowNightState = 'PAST' | 'RUNNING' | 'UPCOMING';

const OFFSET_MS = 7 * 3_600_000;
const MINUTE_MS = 60_000;

function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const START = minutes(HOTEL_NOW_START_TIME);
const END = minutes(HOTEL_NOW_END_TIME);
/** 18:00 to 04:00 is 600 minutes, across midnight. */
const LENGTH = (END - START + 24 * 60) % (24 * 60);

export interface HotelNowWindow {
  /** OPEN: the current night's window is running; OPENS_TODAY: it opens later today at 18:00. */
  status: 'OPEN' | 'OPENS_TODAY';
  /** The current Hotel Now night (YYYY-MM-DD, GMT+7): the one running now, or the one opening today. */
  night: string;
  opensAt: Date;
  closesAt: Date;
  now: Date;
}

/**
 * Where Hotel Now stands at `now`. The current night is the GMT+7 date of `now` minus the window's end time
 * (at 03:59 the night that opened yesterday is still running; from 04:00 on, today's night is next).
 */
export function hotelNowWindow(now: Date): HotelNowWindow {
  const night = new Date(now.getTime() + OFFSET_MS - END * MINUTE_MS).toISOString().slice(0, 10);
  const opensAt = new Date(Date.parse(`${night}T00:00:00Z`) - OFFSET_MS + START * MINUTE_MS);
  const closesAt = new Date(opensAt.getTime() + LENGTH * MINUTE_MS);
  const open = now.getTime() >= opensAt.getTime() && now.getTime() < closesAt.getTime();
  return { status: open ? 'OPEN' : 'OPENS_TODAY', night, opensAt, closesAt, now };
}

/** The nights the screen shows: the current night and the HOTEL_NOW_NIGHTS - 1 after it. */
export function hotelNowNights(window: HotelNowWindow): string[] {
  return Array.from({ length: HOTEL_NOW_NIGHTS }, (_, i) => addDays(window.night, i));
}

/** PAST before the current night; RUNNING for the current night while its window is open; else UPCOMING. */
export function nightState(date: string, window: HotelNowWindow): HotelNowNightState {
  if (date < window.night) return 'PAST';
  if (date === window.night && window.status === 'OPEN') return 'RUNNING';
  return 'UPCOMING';
}

/** The window as the API shows it (availability and the marketplace's Hotel Now quote). */
export function hotelNowWindowView(window: HotelNowWindow) {
  return {
    status: window.status,
    night: window.night,
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    now: window.now.toISOString(),
    startTime: HOTEL_NOW_START_TIME,
    endTime: HOTEL_NOW_END_TIME,
    timeZone: HOTEL_NOW_TIME_ZONE,
  };
}
