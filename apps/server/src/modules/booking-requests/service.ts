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
import { bookingMailTemplates } from '../intake/booking-mail.js';
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

/**
 * A request sent after the booking: refused once the booking is cancelled or its stay over (BOOKING_CLOSED).
 * Idempotent by `key`: the key's earlier request is answered (created: false), whatever the text and the booking
 * now; of two calls with one key at once, one adds and the other reads what it added.
 */
export async function marketplaceAdd(
  db: Database,
  a: { bookingId: number; text: string; key: string | null; now: Date; publicUrl: string },
): Promise<{ created: boolean; request: Res<'marketplaceAddSpecialRequest'> }> {
  const text = specialRequestText(a.text);
  if (text === null) throw validationError([{ field: 'text', code: 'REQUIRED' }]);
  const b = await repo.bookingById(db, a.bookingId);
  if (!b) throw notFound();
  const earlier = async () => {
    const found = a.key === null ? null : await repo.findByKey(db, b, a.key);
    return found ? { created: false, request: found } : null;
  };
  const replay = await earlier();
  if (replay) return replay;
  if (
    !bookingOpenForRequests(
      b,
      todayInZone(b.timeZone, () => a.now),
    )
  )
    throw new AppError(409, 'BOOKING_CLOSED');
  const added = await repo.add(db, b, {
    text,
    key: a.key,
    at: a.now,
    mail: bookingMailTemplates('SPECIAL_REQUEST', { ...b.facts, request: text }, a.publicUrl),
  });
  if (added) return { created: true, request: added };
  const raced = await earlier();
  if (!raced) throw new Error(`special request of key ${a.key} vanished`);
  return raced;
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
