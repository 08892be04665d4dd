/**
 * Reschedule requests (docs/decisions/booking-requests.md): the marketplace asks to move a booking to new dates
 * (same room and rate plan), priced by the intake's quote; staff approve or reject once. Approving moves the
 * booking in ONE transaction: lock the request, the booking and the room's nights (date order), check the new
 * nights' allotment (409 INSUFFICIENT_ALLOTMENT, or raise it when asked), give back the old nights, take the new
 * ones, move the booking, record its history. "Today" is the property's, from the server's clock.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Res } from '@extranet/api/operations';
import {
  addOnLineAmount,
  addOnNights,
  allotmentShortfall,
  bookingOpenForRequests,
  bookingsPolicy,
  daysBetween,
  rescheduleNights,
  todayInZone,
} from '@extranet/domain';
import { sqlState } from '../../db/index.js';
import { withRetry } from '../../db/retry.js';
import type { Database } from '../../db/types.js';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.js';
import { bookingMailTemplates } from '../intake/booking-mail.js';
import type { Guest } from '../intake/promotions.js';
import type { Quote } from '../intake/quote.js';
import { notAvailable, quote } from '../intake/service.js';
import * as repo from './reschedule-repository.js';

const closed = () => new AppError(409, 'BOOKING_CLOSED');
const alreadyAnswered = (status: string) =>
  new AppError(409, status === 'APPROVED' ? 'RESCHEDULE_ALREADY_APPROVED' : 'RESCHEDULE_ALREADY_REJECTED');

/** A recorded guest as the fields of a quote request (intake guestOf reads them back). */
const guestFields = ({ rewardsTier, ...rest }: Guest) => ({
  ...rest,
  ...(rewardsTier === null ? {} : { rewardsTier }),
});

/**
 * The new dates quoted as the intake quotes them (its checks and field errors) for the same guest (the promotions
 * they were booked with), except allotment: that is decided when staff approve (they may raise it), so every
 * night is priced as if it had a room left. The booking's add-on lines are priced again for the new nights.
 */
async function priceNewDates(
  db: Database,
  b: repo.BookingStay,
  dates: { checkIn: string; checkOut: string },
  now: Date,
): Promise<{ quote: Quote; total: number | null; lines: repo.NewLines }> {
  const q = await quote(
    db,
    {
      hotelId: b.hotelId,
      roomId: b.roomId,
      ratePlanId: b.ratePlanId,
      checkIn: dates.checkIn,
      checkOut: dates.checkOut,
      adults: b.adults,
      children: b.children,
      ...(b.childrenAges ? { childrenAges: b.childrenAges } : {}),
      ...(b.guest ? guestFields(b.guest) : {}),
    },
    now,
    { anyAllotment: true },
  );
  const nights = daysBetween(dates.checkIn, dates.checkOut);
  const addOns = (await repo.addOnLines(db, b.hotelId, b.bookingId)).map((l) => ({
    line: l.line,
    nights: addOnNights(l.priceType, nights),
    amount: addOnLineAmount(l.priceType, l.unitPrice, l.quantity, nights),
  }));
  return {
    quote: q,
    total: q.totalPrice === null ? null : q.totalPrice + addOns.reduce((sum, l) => sum + l.amount, 0),
    lines: {
      surcharges: q.surcharges,
      childrenCharge: q.childrenCharge?.amount ?? 0,
      losDiscount: q.losDiscount?.amount ?? 0,
      promotions: q.promotions?.applied ?? [],
      promotionDiscount: q.promotions?.discount ?? 0,
      valueAdded: q.promotions?.valueAdded ?? [],
      cancellation: q.cancellation,
      addOns,
    },
  };
}

/** The marketplace asks: the new dates are checked and priced as the intake quotes them. */
export async function request(
  db: Database,
  bookingId: number,
  dates: { checkIn: string; checkOut: string },
  now: Date,
  publicUrl: string,
): Promise<Res<'marketplaceRequestReschedule'>> {
  const b = await repo.bookingById(db, bookingId);
  if (!b) throw notFound();
  if (
    !bookingOpenForRequests(
      { bookingStatus: b.status, checkOut: b.checkOut },
      todayInZone(b.timeZone, () => now),
    )
  )
    throw closed();
  if (dates.checkIn === b.checkIn && dates.checkOut === b.checkOut)
    throw validationError([{ field: 'checkIn', code: 'SAME_DATES' }]);
  const { quote: q, total, lines } = await priceNewDates(db, b, dates, now);
  if (!q.available || total === null || q.nights.some((n) => n.rate === null))
    throw notAvailable(q.reasons.length > 0 ? q.reasons : ['NO_RATE']);
  try {
    return await repo.insert(
      db,
      {
        booking: b,
        token: randomBytes(32).toString('base64url'),
        checkIn: dates.checkIn,
        checkOut: dates.checkOut,
        totalPrice: total,
        nightlyRates: q.nights.map((n) => n.rate ?? 0),
        lines,
        at: now,
        mail: bookingMailTemplates('RESCHEDULE_REQUEST', { ...b, requested: dates }, publicUrl),
      },
      publicUrl,
    );
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError(409, 'RESCHEDULE_PENDING');
    throw error;
  }
}

export async function marketplaceList(
  db: Database,
  bookingId: number,
  publicUrl: string,
): Promise<Res<'marketplaceListRescheduleRequests'>> {
  const b = await repo.bookingById(db, bookingId);
  if (!b) throw notFound();
  return { items: await repo.list(db, b.hotelId, b.bookingId, publicUrl) };
}

export async function list(
  db: Database,
  hotelId: number,
  bookingId: number,
  publicUrl: string,
): Promise<Res<'listRescheduleRequests'>> {
  if (!(await repo.hasBooking(db, hotelId, bookingId))) throw notFound();
  return { items: await repo.list(db, hotelId, bookingId, publicUrl) };
}

interface Answer {
  hotelId: number;
  bookingId: number;
  requestId: number;
  accountId: number;
  roles: readonly number[];
  now: Date;
}

/** Approves a request: moves the booking and its allotment in one transaction (see the file comment). */
export async function approve(
  db: Database,
  a: Answer & { raiseAllotment: boolean },
  publicUrl: string,
): Promise<Res<'approveReschedule'>> {
  if (!bookingsPolicy.can({ roles: a.roles }, 'booking.reschedule')) throw forbidden();
  await withRetry(() =>
    db.transaction(async (tx) => {
      const r = await repo.lockRequest(tx, a.hotelId, a.bookingId, a.requestId);
      if (!r) throw notFound();
      if (r.status !== 'PENDING') throw alreadyAnswered(r.status);
      const today = todayInZone(r.time_zone, () => a.now);
      if (r.booking_status !== 'CONFIRMED' || r.new_check_in < today) throw closed();
      const from = { checkIn: r.check_in, checkOut: r.check_out };
      const to = { checkIn: r.new_check_in, checkOut: r.new_check_out };
      const { released, taken } = rescheduleNights(from, to);
      const roomId = Number(r.room_id);
      // Every night the move touches, locked in date order (as the intake's statement locks a stay's nights).
      const stock = await repo.lockNights(tx, a.hotelId, roomId, [...released, ...taken].sort());
      const short = allotmentShortfall(taken, stock);
      if (short.length > 0 && !a.raiseAllotment)
        throw new AppError(409, 'INSUFFICIENT_ALLOTMENT', { extra: { nights: short } });
      const took = await repo.applyMove(tx, {
        hotelId: a.hotelId,
        bookingId: a.bookingId,
        requestId: a.requestId,
        roomId,
        released,
        taken,
        raise: short,
        checkIn: to.checkIn,
        checkOut: to.checkOut,
        from,
        totalPrice: Number(r.new_total_price),
        nightlyRates: r.new_nightly_rates.map(Number),
        lines: r.new_lines,
        accountId: a.accountId,
        batchId: randomUUID(),
        at: a.now,
      });
      // Every new night had a row (the shortfall counts a missing one, and raising creates it): never partial.
      if (took !== taken.length)
        throw new AppError(409, 'INSUFFICIENT_ALLOTMENT', { extra: { nights: short } });
      // The changed booking's mail, in the move's transaction.
      await repo.enqueueBookingMail(tx, {
        hotelId: a.hotelId,
        bookingId: a.bookingId,
        kind: 'CHANGED',
        mail: bookingMailTemplates(
          'CHANGED',
          {
            itineraryId: r.itinerary_id,
            guestName: r.guest_name,
            ...to,
            adults: r.adults,
            children: r.children,
            totalPrice: Number(r.new_total_price),
            previous: from,
          },
          publicUrl,
        ),
      });
    }),
  );
  const done = await repo.find(db, a.hotelId, a.bookingId, a.requestId, publicUrl);
  if (!done) throw notFound();
  return done;
}

export async function reject(db: Database, a: Answer, publicUrl: string): Promise<Res<'rejectReschedule'>> {
  if (!bookingsPolicy.can({ roles: a.roles }, 'booking.reschedule')) throw forbidden();
  const rejected = await repo.reject(db, { ...a, at: a.now }, publicUrl);
  if (rejected) return rejected;
  const r = await repo.find(db, a.hotelId, a.bookingId, a.requestId, publicUrl);
  if (!r) throw notFound();
  throw alreadyAnswered(r.status);
}

/** The guest's page: the answer by the request's token. */
export async function result(db: Database, token: string): Promise<Res<'getRescheduleResult'>> {
  const r = await repo.byToken(db, token);
  if (!r) throw notFound();
  return {
    status: r.status,
    propertyName: r.property_name,
    oldCheckIn: r.old_check_in,
    oldCheckOut: r.old_check_out,
    newCheckIn: r.new_check_in,
    newCheckOut: r.new_check_out,
    answeredAt: r.answered_at === null ? null : new Date(r.answered_at).toISOString(),
  };
}
