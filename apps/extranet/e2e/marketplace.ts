/**
 * The marketplace's side of the end-to-end tests: its API key and its intake calls, made as the marketplace makes
 * them (quote a stay, then book it with an idempotency key). global-setup.ts imports only marketplace-key.ts.
 */
import { baseUrl, day } from './browser';
import { E2E_MARKETPLACE_KEY } from './marketplace-key';

export { E2E_MARKETPLACE_KEY };

export const MARKETPLACE_HEADERS = {
  'content-type': 'application/json',
  'x-api-key': E2E_MARKETPLACE_KEY,
} as const;

/** A rate plan and the rooms it sells (the shape of GET .../rate-plans items). */
export interface SellablePlan {
  ratePlanId: number;
  rooms: { roomId: number }[];
}

/** What the intake answers for a booking (the contract's Booking, the fields the tests read). */
export interface IntakeBooking {
  bookingId: number;
  itineraryId: string;
  totalPrice: number;
  checkIn: string;
  checkOut: string;
  roomId: number;
  ratePlanId: number;
}

export interface StayChoice {
  offset: number;
  roomId: number;
  ratePlanId: number;
}

/**
 * Books the first stay that sells: for each check-in `offset` (days from today) and each plan's room, quotes
 * `nights` nights for `adults`, and books the first available one with the idempotency key `key(stay)` and the
 * extra fields of `body` (guestName, itineraryId, specialRequest, guest contact…).
 */
export async function bookThroughIntake(o: {
  hotelId: number;
  plans: readonly SellablePlan[];
  offsets: Iterable<number>;
  key: (stay: StayChoice) => string;
  body: Record<string, unknown> & { guestName: string };
  nights?: number;
  adults?: number;
}): Promise<IntakeBooking> {
  for (const offset of o.offsets) {
    for (const plan of o.plans) {
      for (const room of plan.rooms) {
        const stay = {
          hotelId: o.hotelId,
          roomId: room.roomId,
          ratePlanId: plan.ratePlanId,
          checkIn: day(offset),
          checkOut: day(offset + (o.nights ?? 2)),
          adults: o.adults ?? 2,
        };
        const quote = await fetch(`${baseUrl()}/api/v1/marketplace/quote`, {
          method: 'POST',
          headers: MARKETPLACE_HEADERS,
          body: JSON.stringify(stay),
        });
        if (!quote.ok || !((await quote.json()) as { available: boolean }).available) continue;
        const res = await fetch(`${baseUrl()}/api/v1/marketplace/bookings`, {
          method: 'POST',
          headers: {
            ...MARKETPLACE_HEADERS,
            'idempotency-key': o.key({ offset, roomId: room.roomId, ratePlanId: plan.ratePlanId }),
          },
          body: JSON.stringify({ ...stay, ...o.body }),
        });
        if (res.status === 201) return (await res.json()) as IntakeBooking;
      }
    }
  }
  throw new Error(`no bookable stay found at property ${o.hotelId}`);
}

/** Check-in offsets from `from` (inclusive) to `to` (exclusive), every `step` days. */
export function offsets(from: number, to: number, step = 1): number[] {
  const list: number[] = [];
  for (let o = from; o < to; o += step) list.push(o);
  return list;
}

/** The property's rate plans and the rooms each sells, read with the signed-in page's cookies. */
export async function sellablePlans(
  request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> },
  hotelId: number,
): Promise<SellablePlan[]> {
  const res = (await (await request.get(`/api/v1/hotels/${hotelId}/rate-plans`)).json()) as {
    items: SellablePlan[];
  };
  return res.items;
}
