/**
 * The Hotel Now window in GMT+7 (SPEC 9): a night's window runs from 18:00 on its date to 04:00 the next day,
 * Asia/Jakarta time. Pure functions of an instant, so tests pass the "now" they need.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, format } from 'date-fns';
import { HOTEL_NOW_END_TIME, HOTEL_NOW_START_TIME, type HotelNowNightState } from '@extranet/validation';

export const HOTEL_NOW_TIME_ZONE = 'Asia/Jakarta';
/** Nights the availability screen shows and accepts, from the current Hotel Now night on. */
export const HOTEL_NOW_NIGHTS = 30;

const DAY_MINUTES = 24 * 60;

function minutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const START = minutes(HOTEL_NOW_START_TIME);
const END = minutes(HOTEL_NOW_END_TIME);
/** 18:00 to 04:00 is 600 minutes, across midnight. */
const LENGTH = (END - START + DAY_MINUTES) % DAY_MINUTES;

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
  const local = new TZDate(now.getTime(), HOTEL_NOW_TIME_ZONE);
  const night = format(addMinutes(local, -END), 'yyyy-MM-dd');
  const [y, m, d] = night.split('-').map(Number) as [number, number, number];
  const opensAt = new TZDate(y, m - 1, d, Math.floor(START / 60), START % 60, HOTEL_NOW_TIME_ZONE);
  const closesAt = addMinutes(opensAt, LENGTH);
  const open = now.getTime() >= opensAt.getTime() && now.getTime() < closesAt.getTime();
  return {
    status: open ? 'OPEN' : 'OPENS_TODAY',
    night,
    opensAt: new Date(opensAt.getTime()),
    closesAt: new Date(closesAt.getTime()),
    now,
  };
}

/** The nights the screen shows: the current night and the HOTEL_NOW_NIGHTS - 1 after it. */
export function hotelNowNights(window: HotelNowWindow): string[] {
  const [y, m, d] = window.night.split('-').map(Number) as [number, number, number];
  const first = new Date(y, m - 1, d);
  return Array.from({ length: HOTEL_NOW_NIGHTS }, (_, i) => format(addDays(first, i), 'yyyy-MM-dd'));
}

/** PAST before the current night; RUNNING for the current night while its window is open; else UPCOMING. */
export function nightState(date: string, window: HotelNowWindow): HotelNowNightState {
  if (date < window.night) return 'PAST';
  if (date === window.night && window.status === 'OPEN') return 'RUNNING';
  return 'UPCOMING';
}
