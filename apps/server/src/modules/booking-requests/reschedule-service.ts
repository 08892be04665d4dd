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
  allotmentShortfall,
  bookingOpenForRequests,
  bookingsPolicy,
  rescheduleNights,
  todayInZone,
} from '@extranet/domain';
import { sqlState } from '../../db/index.js';
import { withRetry } from '../../db/retry.js';
import type { Database } from '../../db/types.js';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.js';
import { bookingMailTemplates } from '../intake/booking-mail.js';
import { priceStay, type Quote } from '../intake/quote.js';
import { readStay } from '../intake/repository.js';
import { notAvailable, quote, stayOf } from '../intake/service.js';
import * as repo from './reschedule-repository.js';

const closed = () => new AppError(409, 'BOOKING_CLOSED');
const alreadyAnswered = (status: string) =>
  new AppError(409, status === 'APPROVED' ? 'RESCHEDULE_ALREADY_APPROVED' : 'RESCHEDULE_ALREADY_REJECTED');

/**
 * The new dates quoted as the intake quotes them (its checks and field errors), except allotment: that is
 * decided when staff approve (they may raise it), so a stay refused only for SOLD_OUT is priced as if each
 * night had a room left.
 */
async function priceNewDates(
  db: Database,
  b: repo.BookingStay,
  dates: { checkIn: string; checkOut: string },
  now: Date,
): Promise<Quote> {
  const given = {
    hotelId: b.hotelId,
    roomId: b.roomId,
    ratePlanId: b.ratePlanId,
    checkIn: dates.checkIn,
    checkOut: dates.checkOut,
    adults: b.adults,
    children: b.children,
    ...(b.childrenAges ? { childrenAges: b.childrenAges } : {}),
  };
  const q = await quote(db, given, now);
  if (q.available || !q.reasons.every((r) => r === 'SOLD_OUT')) return q;
  const s = stayOf(given);
  const read = await readStay(db, s, null);
  if (read.replayOf !== null || !read.terms) return q;
  const nights = read.nights.map((n) => ({ ...n, sold: n.sold ?? 0, allotment: (n.sold ?? 0) + 1 }));
  return priceStay(s, nights.length, {
    ...read,
    terms: read.terms,
    nights,
    today: todayInZone(read.terms.time_zone ?? b.timeZone, () => now),
  });
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
  const q = await priceNewDates(db, b, dates, now);
  if (!q.available || q.totalPrice === null || q.nights.some((n) => n.rate === null))
    throw notAvailable(q.reasons.length > 0 ? q.reasons : ['NO_RATE']);
  try {
    return await repo.insert(
      db,
      {
        booking: b,
        token: randomBytes(32).toString('base64url'),
        checkIn: dates.checkIn,
        checkOut: dates.checkOut,
        totalPrice: q.totalPrice,
        nightlyRates: q.nights.map((n) => n.rate ?? 0),
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
