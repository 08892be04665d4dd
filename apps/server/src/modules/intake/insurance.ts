/**
 * Travel insurance sold with a booking by the marketplace (docs/decisions/insurance.md): the order's checks
 * (@extranet/domain insuranceOrderProblems) and the booking's write with its extras — add-on lines, insurance —
 * in one transaction. A request with neither never comes here: it keeps the one-statement booking.
 */
import {
  ADD_ONS_COMMISSION_DEFAULT_PERCENT,
  insuranceOrderProblems,
  type InsuranceOrder,
} from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { validationError } from '../../http/errors.js';
import type { AddOnOrder } from './add-ons.js';
import { insertLines } from './add-ons-repository.js';
import { insertInsurance } from './insurance-repository.js';
import { insertBooking, type Booking, type NewBooking, type Stay } from './repository.js';

/** The request's insurance, or null without one; 400 with field errors when it covers more than the stay's guests. */
export function checkInsurance(order: InsuranceOrder | undefined, stay: Stay): InsuranceOrder | null {
  if (!order) return null;
  const problems = insuranceOrderProblems(order, stay);
  if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p })));
  return order;
}

/** The booking with its add-on lines and its insurance, one transaction (the booking statement is insertBooking's). */
export function insertBookingWithExtras(
  db: Database,
  b: NewBooking,
  order: AddOnOrder | null,
  insurance: InsuranceOrder | null,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const booking = await insertBooking(tx, b);
    if (order)
      await insertLines(
        tx,
        b.stay.hotelId,
        booking.bookingId,
        order.lines,
        ADD_ONS_COMMISSION_DEFAULT_PERCENT,
      );
    if (insurance) await insertInsurance(tx, b.stay.hotelId, booking.bookingId, insurance);
    return booking;
  });
}
