/**
 * Add-ons sold with a stay through the marketplace's quote and booking (docs/decisions/add-ons.md): the order's
 * checks and prices (@extranet/domain addOnOrderProblems, priceAddOns) and the booking's write with its lines in
 * one transaction (insurance.ts insertBookingWithExtras). Apart from the stay's own pricing (quote.ts) so that a request without add-ons runs exactly
 * as before: no read, no transaction, the one-statement booking.
 */
import { addOnOrderProblems, priceAddOns, type AddOnOrderLine } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import { validationError } from '../../http/errors.js';
import { readOffers, type LineToWrite } from './add-ons-repository.js';

export interface AddOnOrder {
  lines: LineToWrite[];
  total: number;
}

/** The priced lines of an order, or null when the request has none; 400 with field errors when refused. */
export async function priceOrder(
  db: Database,
  hotelId: number,
  order: readonly AddOnOrderLine[] | undefined,
  nights: number,
): Promise<AddOnOrder | null> {
  if (!order || order.length === 0) return null;
  const offers = await readOffers(db, hotelId, [...new Set(order.map((l) => l.addOnId))]);
  const byId = new Map(offers.map((o) => [o.addOnId, o]));
  const problems = addOnOrderProblems(order, byId);
  if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p })));
  const lines = priceAddOns(order, byId, nights).map((l) => ({ ...l, name: byId.get(l.addOnId)!.name }));
  return { lines, total: lines.reduce((sum, l) => sum + l.amount, 0) };
}

/** The quote's add-on lines (the contract's AddOnLine). */
export const quotedLines = (order: AddOnOrder | null) =>
  (order?.lines ?? []).map((l) => ({
    addOnId: l.addOnId,
    name: l.name,
    priceType: l.priceType,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    nights: l.nights,
    amount: l.amount,
  }));
