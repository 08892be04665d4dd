import { sqlState } from '../../db/index.js';

/**
 * Why a booking statement was refused, when the database refused it for a known reason: SOLD_OUT (the
 * allotment or the offer's rooms were taken by others since the reads), NOT_OFFERED (the owner closed the
 * offer since), DUPLICATE_KEY (the same key booked concurrently).
 */
export function bookingConflictOf(error: unknown): 'SOLD_OUT' | 'NOT_OFFERED' | 'DUPLICATE_KEY' | null {
  const state = sqlState(error);
  if (state === '23505') return 'DUPLICATE_KEY';
  if (state !== '23514') return null;
  const constraint = (error as { constraint?: unknown }).constraint;
  if (
    constraint === 'room_inventory_sold_within_allotment' ||
    constraint === 'hotel_now_offers_sold_within_rooms'
  )
    return 'SOLD_OUT';
  if (constraint === 'hotel_now_offers_open') return 'NOT_OFFERED';
  return null;
}
