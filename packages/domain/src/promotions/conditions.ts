/**
 * Whether an offer applies to a stay, and which nights it covers (SPEC 3, 5, 9): booking and stay periods, days
 * of the week, booking time, blackout dates, minimum stay, platforms, rooms and rate plans, and each kind's own
 * condition (a campaign's early access, a targeted deal's target users, loyalty membership, the Hotel Now night).
 */
import { hotelNowWindow } from '../hotel-now.js';
import type { DateRange, HotelNowTier, Offer, PricingStay, TimeRange } from './types.js';

const MINUTE_MS = 60_000;
const DEFAULT_OFFSET = 7 * 60;

/** 'HH:MM' in minutes of the day. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The local date, weekday and minute of the day of an instant at a UTC offset. */
export function localTime(instant: Date, offsetMinutes: number = DEFAULT_OFFSET) {
  const shifted = new Date(instant.getTime() + offsetMinutes * MINUTE_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** Whether a date lies in a range (both ends included, open ends allowed). */
export function inDateRange(date: string, range: DateRange | null | undefined): boolean {
  if (!range) return true;
  return (range.start === null || date >= range.start) && (range.end === null || date <= range.end);
}

/** Whether a minute of the day lies in a time range, start included, end excluded; it may cross midnight. */
export function inTimeRange(minutes: number, range: TimeRange): boolean {
  const start = minutesOf(range.start);
  const end = minutesOf(range.end);
  if (start === end) return true;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

const WEEKDAY_OF_DATE = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The nights of the stay the offer covers: in its stay period, on its days, not blacked out. */
export function coveredNights(offer: Offer, stay: PricingStay): string[] {
  const blackout = new Set(offer.blackoutDates ?? []);
  const nights = stay.nights
    .map((n) => n.date)
    .filter(
      (d) =>
        inDateRange(d, offer.stayPeriod) &&
        !blackout.has(d) &&
        (!offer.stayDays || offer.stayDays.includes(WEEKDAY_OF_DATE(d))),
    );
  // Hotel Now sells the night whose window is running: only the stay's first night, when it is that night.
  if (offer.kind === 'HOTEL_NOW') return nights.slice(0, 1);
  return nights;
}

/** The Hotel Now percent at the booking instant: the largest tier whose times hold it (GMT+7), else null. */
export function hotelNowPercent(tiers: readonly HotelNowTier[], stay: PricingStay): number | null {
  const first = stay.nights[0]?.date;
  const window = hotelNowWindow(stay.bookedAt);
  if (window.status !== 'OPEN' || first !== window.night) return null;
  const at = localTime(stay.bookedAt, DEFAULT_OFFSET).minutes;
  let best: number | null = null;
  for (const t of tiers) if (inTimeRange(at, t) && (best === null || t.percent > best)) best = t.percent;
  return best;
}

/** Whether the booking instant opens the booking period, counting a campaign's early access for the tier. */
function bookingPeriodOpen(offer: Offer, stay: PricingStay, offset: number): boolean {
  const period = offer.bookingPeriod;
  if (!period) return true;
  const local = localTime(stay.bookedAt, offset);
  if (period.end !== null && local.date > period.end) return false;
  if (period.start === null || local.date >= period.start) return true;
  const early =
    offer.kind === 'CAMPAIGN' && stay.rewardsTier ? (offer.earlyAccessHours?.[stay.rewardsTier] ?? 0) : 0;
  if (early <= 0) return false;
  return localTime(new Date(stay.bookedAt.getTime() + early * 60 * MINUTE_MS), offset).date >= period.start;
}

/** The kind's own condition on the guest: membership, target users, the Hotel Now window. */
function kindAllows(offer: Offer, stay: PricingStay): boolean {
  switch (offer.kind) {
    case 'LOYALTY':
      return stay.loyaltyMember === true;
    case 'TARGETED':
    case 'CORPORATE': {
      const source = stay.source ?? 'OWN_PLATFORM';
      if (offer.targetUsers === 'OWN_PLATFORM') return source === 'OWN_PLATFORM';
      if (offer.targetUsers === 'PARTNER_PLATFORMS') return source === 'PARTNER_PLATFORM';
      return true;
    }
    case 'HOTEL_NOW':
      return hotelNowPercent(offer.tiers, stay) !== null;
    default:
      return true;
  }
}

/** Whether the offer applies to the stay (it still needs a covered night to take anything off). */
export function offerApplies(offer: Offer, stay: PricingStay): boolean {
  const offset = stay.utcOffsetMinutes ?? DEFAULT_OFFSET;
  const local = localTime(stay.bookedAt, offset);
  if (!bookingPeriodOpen(offer, stay, offset)) return false;
  if (offer.bookingDays && !offer.bookingDays.includes(local.weekday)) return false;
  if (offer.bookingTime && !inTimeRange(local.minutes, offer.bookingTime)) return false;
  if (offer.minStay != null && stay.nights.length < offer.minStay) return false;
  if (offer.platforms && !offer.platforms.includes(stay.platform)) return false;
  if (offer.roomIds && !offer.roomIds.includes(stay.roomId)) return false;
  if (offer.ratePlanIds && !offer.ratePlanIds.includes(stay.ratePlanId)) return false;
  if (!kindAllows(offer, stay)) return false;
  return coveredNights(offer, stay).length > 0;
}
