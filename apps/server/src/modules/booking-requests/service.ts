/**
 * Special requests of a booking (docs/decisions/booking-requests.md): added by the marketplace with the booking
 * (the intake's BOOK_SQL) or later, answered by staff once. "Today" is the property's, from the server's clock.
 */
import type { Res } from '@extranet/api/operations';
import {
  bookingOpenForRequests,
  bookingsPolicy,
  specialRequestResultOf,
  specialRequestText,
  todayInZone,
} from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.js';
import * as repo from './repository.js';

/** The marketplace's read of a booking's requests and answers. */
export async function marketplaceList(
  db: Database,
  bookingId: number,
): Promise<Res<'marketplaceListSpecialRequests'>> {
  const b = await repo.bookingById(db, bookingId);
  if (!b) throw notFound();
  return { items: await repo.list(db, b.hotelId, b.bookingId) };
}

/** A request sent after the booking: refused once the booking is cancelled or its stay over (BOOKING_CLOSED). */
export async function marketplaceAdd(
  db: Database,
  bookingId: number,
  given: string,
  now: Date,
): Promise<Res<'marketplaceAddSpecialRequest'>> {
  const text = specialRequestText(given);
  if (text === null) throw validationError([{ field: 'text', code: 'REQUIRED' }]);
  const b = await repo.bookingById(db, bookingId);
  if (!b) throw notFound();
  if (
    !bookingOpenForRequests(
      b,
      todayInZone(b.timeZone, () => now),
    )
  )
    throw new AppError(409, 'BOOKING_CLOSED');
  return repo.add(db, b, text, now);
}

export async function list(
  db: Database,
  hotelId: number,
  bookingId: number,
): Promise<Res<'listSpecialRequests'>> {
  const b = await repo.bookingOf(db, hotelId, bookingId);
  if (!b) throw notFound();
  return { items: await repo.list(db, hotelId, bookingId) };
}

/**
 * Confirms or declines a request: the result of specialRequestResultOf at the property's today; only SUCCESS
 * writes, and the write itself is guarded (pending, booking confirmed), so a concurrent answer is DUPLICATE.
 */
export async function answer(
  db: Database,
  a: {
    hotelId: number;
    bookingId: number;
    requestId: number;
    answer: 'CONFIRM' | 'DECLINE';
    note: string | undefined;
    accountId: number;
    roles: readonly number[];
    now: Date;
  },
): Promise<Res<'answerSpecialRequest'>> {
  if (!bookingsPolicy.can({ roles: a.roles }, 'booking.answerRequest')) throw forbidden();
  const [b, request] = await Promise.all([
    repo.bookingOf(db, a.hotelId, a.bookingId),
    repo.find(db, a.hotelId, a.bookingId, a.requestId),
  ]);
  if (!b || !request) throw notFound();
  const result = specialRequestResultOf(
    { status: request.status, bookingStatus: b.bookingStatus, checkOut: b.checkOut },
    todayInZone(b.timeZone, () => a.now),
  );
  if (result !== 'SUCCESS') return { result, request };
  const note = (a.note ?? '').trim();
  const written = await repo.answer(db, {
    hotelId: a.hotelId,
    bookingId: a.bookingId,
    requestId: a.requestId,
    status: a.answer === 'CONFIRM' ? 'CONFIRMED' : 'DECLINED',
    note: note === '' ? null : note,
    accountId: a.accountId,
    at: a.now,
  });
  if (written) return { result: 'SUCCESS', request: written };
  // Answered (or cancelled) between the read and the write: decide again from what is stored now.
  const [after, again] = await Promise.all([
    repo.bookingOf(db, a.hotelId, a.bookingId),
    repo.find(db, a.hotelId, a.bookingId, a.requestId),
  ]);
  if (!after || !again) throw notFound();
  const late = specialRequestResultOf(
    { status: again.status, bookingStatus: after.bookingStatus, checkOut: after.checkOut },
    todayInZone(after.timeZone, () => a.now),
  );
  return { result: late === 'SUCCESS' ? 'DUPLICATE' : late, request: again };
}

export async function pendingCount(
  db: Database,
  hotelId: number,
  now: Date,
): Promise<Res<'countPendingRequests'>> {
  const zone = await repo.timeZone(db, hotelId);
  if (zone === null) throw notFound();
  return {
    specialRequests: await repo.pendingCount(
      db,
      hotelId,
      todayInZone(zone, () => now),
    ),
  };
}
