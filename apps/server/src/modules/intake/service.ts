/**
 * The marketplace intake (docs/decisions/server-intake-no-overbooking.md): quotes, books and cancels stays.
 * "Now" is the server's clock (ctx.clock), passed in by the handlers.
 */
import { randomUUID } from 'node:crypto';
import type { Req, Res } from '@extranet/api/operations';
import {
  addDays,
  ariWindow,
  cancellationFee,
  daysBetween,
  DEFAULT_TIME_ZONE,
  isValidDate,
  LENGTH_OF_STAY_MAX_NIGHTS,
  specialRequestText,
  todayInZone,
} from '@extranet/domain';
import { internationalPhone } from '@extranet/validation/phone';
import { withRetry } from '../../db/retry.js';
import { signalNotifications } from '../notifications/signal.js';
import type { Database } from '../../db/types.js';
import { AppError, notFound, validationError, type FieldErrorInput } from '../../http/errors.js';
import { priceOrder, quotedLines } from './add-ons.js';
import { checkInsurance, insertBookingWithExtras } from './insurance.js';
import { bookingMailTemplates } from './booking-mail.js';
import { propertyOffers } from '../promotions/repository.js';
import { applyPromotions, type Guest } from './promotions.js';
import { priceStay, type Quote } from './quote.js';
import { cancelBooking } from './cancel-repository.js';
import { recordRefusal } from './refusals.js';
import * as repo from './repository.js';
import type { Booking, BookingKey, Stay } from './repository.js';

type StayRequest = Req<'marketplaceQuote'>['body'];
type BookingRequest = Req<'marketplaceBook'>['body'];

export const notAvailable = (reasons: readonly string[]) =>
  new AppError(409, 'NOT_AVAILABLE', { extra: { reasons } });

/** The stay of a request: `children` defaults to the number of ages given. */
export function stayOf(s: StayRequest): Stay {
  return {
    hotelId: s.hotelId,
    roomId: s.roomId,
    ratePlanId: s.ratePlanId,
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    adults: s.adults,
    children: s.children ?? s.childrenAges?.length ?? 0,
    ...(s.childrenAges === undefined ? {} : { childrenAges: s.childrenAges }),
  };
}

/**
 * The stay's own checks; returns its nights. Past dates are refused in GMT+7 here, never stricter than the
 * property's own zone (Indonesia is GMT+7 to GMT+9): quoteStay refuses them again in the property's zone.
 */
function checkStay(s: Stay, now: Date): number {
  const errors: FieldErrorInput[] = [];
  if (!isValidDate(s.checkIn)) errors.push({ field: 'checkIn', code: 'INVALID_FORMAT' });
  if (!isValidDate(s.checkOut)) errors.push({ field: 'checkOut', code: 'INVALID_FORMAT' });
  if (errors.length > 0) throw validationError(errors);
  const nights = daysBetween(s.checkIn, s.checkOut);
  const w = ariWindow(todayInZone(DEFAULT_TIME_ZONE, () => now));
  if (nights < 1) errors.push({ field: 'checkOut', code: 'DATE_BEFORE_START' });
  if (nights > LENGTH_OF_STAY_MAX_NIGHTS)
    errors.push({ field: 'checkOut', code: 'TOO_LARGE', params: { limit: LENGTH_OF_STAY_MAX_NIGHTS } });
  if (s.checkIn < w.today) errors.push({ field: 'checkIn', code: 'DATE_READ_ONLY' });
  if (s.checkOut > addDays(w.horizon, 1)) errors.push({ field: 'checkOut', code: 'DATE_OUTSIDE_WINDOW' });
  if (s.childrenAges && s.childrenAges.length !== s.children)
    errors.push({ field: 'childrenAges', code: 'CHILDREN_AGES_MISMATCH' });
  if (errors.length > 0) throw validationError(errors);
  return nights;
}

type QuoteRead = { replayOf: number } | { replayOf: null; quote: Quote };

/** The guest of a request as the promotions see it (platform default NON_LOGIN, source OWN_PLATFORM). */
export function guestOf(s: StayRequest | BookingRequest): Guest {
  return {
    platform: s.platform ?? 'NON_LOGIN',
    rewardsTier: s.rewardsTier ?? null,
    loyaltyMember: s.loyaltyMember === true,
    source: s.source ?? 'OWN_PLATFORM',
  };
}

/** Reads and prices a stay, or finds the key's earlier booking; 404 when the room and rate plan are not linked. */
async function quoteStay(
  db: Database,
  s: Stay,
  nights: number,
  idempotency: BookingKey | null,
  now: Date,
  guest: Guest | null,
  rate: number | null = null,
  anyAllotment = false,
): Promise<QuoteRead> {
  // The stay and the property's active offers (read cache) at once: the offers cost no extra round trip.
  const [read, offers] = await Promise.all([
    repo.readStay(db, s, idempotency),
    guest ? propertyOffers(db, s.hotelId) : null,
  ]);
  if (read.replayOf !== null) return { replayOf: read.replayOf };
  if (!read.terms) throw notFound();
  // Today, and so the days booked before arrival, in the property's time zone.
  const today = todayInZone(read.terms.time_zone ?? DEFAULT_TIME_ZONE, () => now);
  if (s.checkIn < today) throw validationError([{ field: 'checkIn', code: 'DATE_READ_ONLY' }]);
  // A rate to try (the price simulation, module analytics) prices every night at it, whatever the calendar says;
  // with `anyAllotment` (a reschedule, whose approval decides allotment) every night has a room left.
  const nightsRead = anyAllotment
    ? read.nights.map((n) => ({ ...n, sold: n.sold ?? 0, allotment: (n.sold ?? 0) + 1 }))
    : read.nights;
  const facts =
    rate === null
      ? { ...read, nights: nightsRead, terms: read.terms, today }
      : {
          ...read,
          terms: { ...read.terms, los_rate: rate },
          nights: nightsRead.map((n) => ({ ...n, rate, occupancy_rates: null })),
          today,
        };
  const priced = priceStay(s, nights, facts);
  return {
    replayOf: null,
    quote: offers && guest ? applyPromotions(priced, s, offers, guest, now) : priced,
  };
}

/**
 * Price and restrictions of a stay: close-out, CTA (arrival), CTD (departure), stay min/max, stay-through, advance
 * booking, allotment; the rate plan's status, stay dates, booking days and stay nights; the cancellation terms.
 * Options: `promotions: false` prices without the property's offers, `rate` prices every night at it (a price
 * simulation), `anyAllotment` as if every night had a room left (a reschedule: its approval decides allotment).
 */
export async function quote(
  db: Database,
  given: StayRequest,
  now: Date,
  options: { promotions?: boolean; rate?: number; anyAllotment?: boolean } = {},
): Promise<Quote> {
  const s = stayOf(given);
  const nights = checkStay(s, now);
  const guest = options.promotions === false ? null : guestOf(given);
  const read = await quoteStay(
    db,
    s,
    nights,
    null,
    now,
    guest,
    options.rate ?? null,
    options.anyAllotment === true,
  );
  if (read.replayOf !== null) throw new Error('a quote has no idempotency key');
  // Add-ons (add-ons.ts): priced on top of the stay, only when the request has some.
  const order = await priceOrder(db, s.hotelId, given.addOns, nights);
  if (!order) return { ...read.quote, addOns: [] };
  const q = read.quote;
  return {
    ...q,
    addOns: quotedLines(order),
    totalPrice: q.totalPrice === null ? null : q.totalPrice + order.total,
  };
}

/** A booking without the channel it was read with (the intake's answer has none). */
const standard = ({ channel: _channel, ...booking }: repo.HotelNowBooking): Booking => booking;

/**
 * Books a stay in two round trips: the quote (with the idempotency key's earlier booking, if any), then one
 * statement that takes the allotment and records the booking (repository insertBooking). The database refuses
 * an overbooking, whatever the quote read: the quote only decides restrictions and price.
 */
export async function book(
  db: Database,
  input: BookingRequest,
  key: string,
  now: Date,
  publicUrl: string,
): Promise<{ created: boolean; booking: Booking }> {
  const guestPhone = input.guestPhone ? internationalPhone(input.guestPhone) : null;
  if (input.guestPhone && !guestPhone)
    throw validationError([{ field: 'guestPhone', code: 'INVALID_PHONE' }]);
  const s = stayOf(input);
  const k = { marketplace: input.marketplace ?? 'default', key };
  const replay = async () => {
    const earlier = await repo.findByKey(db, s.hotelId, k);
    return earlier ? { created: false, booking: standard(earlier) } : null;
  };
  let nights: number;
  try {
    nights = checkStay(s, now);
  } catch (error) {
    // A replay answers the same even once its dates are past.
    const earlier = await replay();
    if (earlier) return earlier;
    throw error;
  }
  const guest = guestOf(input);
  const read = await quoteStay(db, s, nights, k, now, guest);
  if (read.replayOf !== null) {
    const earlier = await replay();
    if (earlier) return earlier;
    throw new Error(`booking ${read.replayOf} vanished`);
  }
  const q = read.quote;
  const itineraryId = input.itineraryId ?? key;
  // A refusal of a known stay is kept for the property's staff (has-error-bookings); only this path writes it.
  const refused = async (reasons: readonly string[]) => {
    await recordRefusal(db, { stay: s, key: k, itineraryId, guestName: input.guestName, reasons, at: now });
    signalNotifications(db, s.hotelId);
    return notAvailable(reasons);
  };
  if (!q.available) throw await refused(q.reasons);
  // Add-ons (add-ons.ts) and insurance (insurance.ts): written with the booking, in one transaction, only when
  // given; without them the booking stays one statement.
  const insurance = checkInsurance(input.insurance, s);
  const order = await priceOrder(db, s.hotelId, input.addOns, nights);
  const totalPrice = order && q.totalPrice !== null ? q.totalPrice + order.total : q.totalPrice;
  const insert =
    order || insurance
      ? (b: repo.NewBooking) => insertBookingWithExtras(db, b, order, insurance)
      : (b: repo.NewBooking) => repo.insertBooking(db, b);
  try {
    const booking = await withRetry(() =>
      insert({
        stay: s,
        key: k,
        itineraryId,
        guestName: input.guestName,
        guestEmail: input.guestEmail ?? null,
        guestPhone,
        totalPrice,
        nightlyRates: q.nights.map((n) => n.rate),
        cancellation: q.cancellation,
        surcharges: q.surcharges,
        childrenCharge: q.childrenCharge?.amount ?? 0,
        losDiscount: q.losDiscount?.amount ?? 0,
        promotions: q.promotions?.applied ?? [],
        promotionDiscount: q.promotions?.discount ?? 0,
        valueAdded: q.promotions?.valueAdded ?? [],
        guest,
        mail: bookingMailTemplates(
          'CREATED',
          {
            ...s,
            itineraryId,
            guestName: input.guestName,
            totalPrice: totalPrice ?? 0,
          },
          publicUrl,
        ),
        batchId: randomUUID(),
        createdAt: now,
        specialRequest: specialRequestText(input.specialRequest),
      }),
    );
    signalNotifications(db, s.hotelId);
    return { created: true, booking };
  } catch (error) {
    const conflict = repo.bookingConflictOf(error);
    if (conflict === 'SOLD_OUT') throw await refused(['SOLD_OUT']);
    if (conflict === 'DUPLICATE_KEY') {
      const earlier = await replay();
      if (earlier) return earlier;
    }
    throw error;
  }
}

/**
 * Cancels a booking: reads it, prices the cancellation at `now` under the terms agreed at booking (free, late fee or
 * no-show), then one statement (cancel-repository cancelBooking). Cancelling a cancelled booking returns it unchanged; of
 * two cancellations at once, one writes and the other returns what it wrote.
 */
export async function cancel(
  db: Database,
  bookingId: number,
  now: Date,
  publicUrl: string,
): Promise<Res<'marketplaceCancel'>> {
  const b = await repo.findBooking(db, bookingId);
  if (!b) throw notFound();
  if (b.status !== 'CONFIRMED') return b;
  // Bookings made before terms were recorded (migration 0420) are cancelled as before: no fee is known.
  const fee = b.cancellation ? cancellationFee(b.cancellation, now) : null;
  const cancelled = await withRetry(() =>
    cancelBooking(db, {
      bookingId,
      batchId: randomUUID(),
      fee,
      at: now,
      mail: bookingMailTemplates('CANCELLED', b, publicUrl),
    }),
  );
  if (cancelled) return cancelled;
  const after = await repo.findBooking(db, bookingId);
  if (!after) throw notFound();
  return after;
}
