/**
 * The marketplace's Hotel Now sales (docs/decisions/hotel-now-availability.md): the owner's offers of
 * `hotel_now_offers` (module hotel-now) quoted and booked through the intake. Contract:
 * openapi/paths/intake-hotel-now.yaml. A Hotel Now stay is the night whose window (18:00 to 04:00 GMT+7) runs
 * now, one night; the intake's quote decides that night's calendar rules and rate, the offer its discount and
 * its rooms. A booking takes a room of the offer and a room of the allotment in one statement; the intake's
 * cancel gives both back (the allotment itself, the offer by the trigger of migration 0450).
 */
import { randomUUID } from 'node:crypto';
import type { Req, Res } from '@extranet/api/operations';
import { addDays, cancellationTerms, type CancellationTerms } from '@extranet/domain';
import { bookingMailTemplates } from './booking-mail.js';
import { signalNotifications } from '../notifications/signal.js';
import { withRetry } from '../../db/retry.js';
import type { Database } from '../../db/types.js';
import { hotelNowWindow, hotelNowWindowView, type HotelNowWindow } from '@extranet/domain';
import type { Quote } from './quote.js';
import * as hotelNowRepo from './hotel-now-repository.js';
import * as repo from './repository.js';
import { notAvailable, quote } from './service.js';

type HotelNowStayRequest = Req<'marketplaceHotelNowQuote'>['body'];
type HotelNowBookingRequest = Req<'marketplaceHotelNowBook'>['body'];
type HotelNowQuote = Res<'marketplaceHotelNowQuote'>;
type HotelNowReason = HotelNowQuote['reasons'][number];

/** The stay of `window`: its night, one night. */
function stayOf(window: HotelNowWindow) {
  return { checkIn: window.night, checkOut: addDays(window.night, 1) };
}

/**
 * The calendar's quote of the night (close-out, rate, guests, the rate plan's rules), as a booking made on the
 * night's own date: at 01:00 the night that opened yesterday at 18:00 is still on sale, though its date is past.
 */
function calendarQuote(db: Database, s: HotelNowStayRequest, window: HotelNowWindow): Promise<Quote> {
  return quote(
    db,
    {
      hotelId: s.hotelId,
      roomId: s.roomId,
      ratePlanId: s.ratePlanId,
      adults: s.adults,
      ...(s.children === undefined ? {} : { children: s.children }),
      ...(s.childrenAges === undefined ? {} : { childrenAges: s.childrenAges }),
      ...stayOf(window),
    },
    window.opensAt,
    // Hotel Now sells at its own discount: the property's deals are not applied on top.
    { promotions: false },
  );
}

/** The terms of the calendar's quote, priced on the discounted night. */
function repriced(
  terms: CancellationTerms,
  stay: { checkIn: string; price: number; totalPrice: number },
): CancellationTerms {
  const { policy, daysBefore, chargeType, percentage, nights, noShow } = terms;
  return cancellationTerms({ policy, daysBefore, chargeType, percentage, nights, noShow }, terms.source, {
    checkIn: stay.checkIn,
    nightlyRates: [stay.price],
    totalPrice: stay.totalPrice,
    timeZone: terms.timeZone,
  });
}

/** The Hotel Now quote from the window, the calendar's quote of its night and the offer. */
function priced(window: HotelNowWindow, calendar: Quote, offer: hotelNowRepo.OfferRead): HotelNowQuote {
  const { checkIn, checkOut } = stayOf(window);
  const reasons = new Set<HotelNowReason>();
  if (window.status !== 'OPEN') reasons.add('NOT_IN_WINDOW');
  const offered =
    offer.open === true && offer.rooms !== null && offer.discountPercent !== null
      ? { rooms: offer.rooms, discountPercent: offer.discountPercent, sold: offer.sold ?? 0 }
      : null;
  if (!offered) reasons.add('NOT_OFFERED');
  for (const r of calendar.reasons) reasons.add(r);
  const night = calendar.nights[0];
  const unsold = night?.remaining ?? 0;
  const roomsLeft = offered ? Math.max(0, Math.min(offered.rooms - offered.sold, unsold)) : 0;
  if (offered && roomsLeft < 1) reasons.add('SOLD_OUT');
  const rate = night?.rate ?? null;
  const discountPercent = offered ? offered.discountPercent : null;
  // The discount is rounded to the whole rupiah, as the intake rounds a length-of-stay discount.
  const price =
    rate === null || discountPercent === null ? null : rate - Math.round((rate * discountPercent) / 100);
  const available = reasons.size === 0 && price !== null;
  const extras =
    calendar.surcharges.reduce((sum, x) => sum + x.amount, 0) + (calendar.childrenCharge?.amount ?? 0);
  const totalPrice = available ? price + extras : null;
  return {
    available,
    reasons: [...reasons],
    window: hotelNowWindowView(window),
    checkIn,
    checkOut,
    rate,
    discountPercent,
    price,
    roomsLeft,
    surcharges: calendar.surcharges,
    childrenCharge: calendar.childrenCharge,
    totalPrice,
    currency: 'IDR',
    cancellation:
      totalPrice === null || price === null || calendar.cancellation === null
        ? null
        : repriced(calendar.cancellation, { checkIn, price, totalPrice }),
  };
}

/** Quotes the Hotel Now night running at `now` (or, NOT_IN_WINDOW, the one opening today). */
export async function hotelNowQuote(db: Database, s: HotelNowStayRequest, now: Date): Promise<HotelNowQuote> {
  const window = hotelNowWindow(now);
  const [calendar, offer] = await Promise.all([
    calendarQuote(db, s, window),
    hotelNowRepo.readOffer(db, s, window.night, null),
  ]);
  return priced(window, calendar, offer);
}

/**
 * Books the Hotel Now night running at `now`: the offer and the key's earlier booking (a replay answers the same,
 * even once the window closed), the calendar's quote, then one statement (repository insertHotelNowBooking). The
 * database refuses a sale above the offer or the allotment, whatever the reads saw.
 */
export async function hotelNowBook(
  db: Database,
  input: HotelNowBookingRequest,
  key: string,
  now: Date,
  publicUrl: string,
): Promise<{ created: boolean; booking: repo.HotelNowBooking }> {
  const k = { marketplace: input.marketplace ?? 'default', key };
  const replay = async () => {
    const earlier = await repo.findByKey(db, input.hotelId, k);
    return earlier ? { created: false, booking: earlier } : null;
  };
  const window = hotelNowWindow(now);
  const offer = await hotelNowRepo.readOffer(db, input, window.night, k);
  if (offer.replayOf !== null) {
    const earlier = await replay();
    if (earlier) return earlier;
    throw new Error(`booking ${offer.replayOf} vanished`);
  }
  const q = priced(window, await calendarQuote(db, input, window), offer);
  if (!q.available || q.price === null) throw notAvailable(q.reasons);
  const stay = {
    hotelId: input.hotelId,
    roomId: input.roomId,
    ratePlanId: input.ratePlanId,
    checkIn: q.checkIn,
    checkOut: q.checkOut,
    adults: input.adults,
    children: input.children ?? input.childrenAges?.length ?? 0,
    childrenAges: input.childrenAges,
  };
  try {
    const booking = await withRetry(() =>
      hotelNowRepo.insertHotelNowBooking(db, {
        stay,
        key: k,
        itineraryId: input.itineraryId ?? key,
        guestName: input.guestName,
        guestEmail: input.guestEmail ?? null,
        guestPhone: null,
        totalPrice: q.totalPrice,
        nightlyRates: [q.price],
        cancellation: q.cancellation,
        surcharges: q.surcharges,
        childrenCharge: q.childrenCharge?.amount ?? 0,
        losDiscount: 0,
        mail: bookingMailTemplates(
          'CREATED',
          {
            ...stay,
            itineraryId: input.itineraryId ?? key,
            guestName: input.guestName,
            totalPrice: q.totalPrice ?? 0,
          },
          publicUrl,
        ),
        batchId: randomUUID(),
        createdAt: now,
      }),
    );
    signalNotifications(db, stay.hotelId);
    return { created: true, booking };
  } catch (error) {
    const conflict = repo.bookingConflictOf(error);
    if (conflict === 'SOLD_OUT' || conflict === 'NOT_OFFERED') throw notAvailable([conflict]);
    if (conflict === 'DUPLICATE_KEY') {
      const earlier = await replay();
      if (earlier) return earlier;
    }
    throw error;
  }
}
