/**
 * The marketplace's Hotel Now sales (docs/decisions/hotel-now-availability.md): the owner's offers of
 * `hotel_now_offers` (module hotel-now) quoted and booked through the intake. Contract:
 * openapi/paths/intake-hotel-now.yaml. A Hotel Now stay is the night whose window (18:00 to 04:00 GMT+7) runs
 * now, one night; the intake's quote decides that night's calendar rules and rate, the offer its discount and
 * its rooms. A booking takes a room of the offer and a room of the allotment in one statement; the intake's
 * cancel gives both back (the allotment itself, the offer by the trigger of migration 0450).
 */
import { randomUUID } from 'node:crypto';
import { cancellationTerms, type CancellationTerms } from '@extranet/domain';
import { sqlState } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { addDays } from '../ari/dates.js';
import { withRetry } from '../ari/index.js';
import { presentWindow } from '../hotel-now/index.js';
import { hotelNowWindow, type HotelNowWindow } from '../hotel-now/window.js';
import type { ServerModule } from '../types.js';
import {
  byKey,
  COLS,
  constraintOf,
  idempotencyKeyOf,
  notAvailable,
  quote,
  requireMarketplace,
  view,
  type BookingRow,
  type Quote,
} from './index.js';

interface HotelNowStayInput {
  hotelId: number;
  roomId: number;
  ratePlanId: number;
  adults: number;
  children?: number;
  childrenAges?: number[];
}

interface HotelNowBookingInput extends HotelNowStayInput {
  guestName: string;
  guestEmail?: string;
  itineraryId?: string;
  idempotencyKey?: string;
  marketplace?: string;
}

interface OfferRead {
  open: boolean | null;
  rooms: number | null;
  discount_percent: number | null;
  sold: number | null;
  replay_of: number | null;
}

type HotelNowBookingRow = BookingRow & { channel: 'STANDARD' | 'HOTEL_NOW' };

export interface HotelNowQuote {
  available: boolean;
  reasons: string[];
  window: ReturnType<typeof presentWindow>;
  checkIn: string;
  checkOut: string;
  rate: number | null;
  discountPercent: number | null;
  price: number | null;
  roomsLeft: number;
  surcharges: Quote['surcharges'];
  childrenCharge: Quote['childrenCharge'];
  totalPrice: number | null;
  currency: 'IDR';
  cancellation: CancellationTerms | null;
}

/** The stay of `window`: its night, one night. */
function stayOf(window: HotelNowWindow) {
  return { checkIn: window.night, checkOut: addDays(window.night, 1) };
}

/**
 * The offer of the room that night and, for a booking, the id of an earlier booking with the same idempotency
 * key, in one round trip (one row, nulls when the room has no offer).
 */
async function readOffer(
  db: Database,
  s: HotelNowStayInput,
  night: string,
  idempotency: { marketplace: string; key: string } | null,
): Promise<OfferRead> {
  return db.one<OfferRead>(
    `SELECT o.open, o.rooms, o.discount_percent, o.sold,
            (SELECT k.booking_id FROM (${byKey('$5')}) k WHERE k.hotel_id = $1 AND k.marketplace = $4) AS replay_of
       FROM (SELECT 1) one
       LEFT JOIN hotel_now_offers o ON o.hotel_id = $1 AND o.room_id = $2 AND o.date = $3::date`,
    [s.hotelId, s.roomId, night, idempotency?.marketplace ?? null, idempotency?.key ?? null],
  );
}

/**
 * The calendar's quote of the night (close-out, rate, guests, the rate plan's rules), as a booking made on the
 * night's own date: at 01:00 the night that opened yesterday at 18:00 is still on sale, though its date is past.
 */
function calendarQuote(db: Database, s: HotelNowStayInput, window: HotelNowWindow): Promise<Quote> {
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
function priced(window: HotelNowWindow, calendar: Quote, offer: OfferRead): HotelNowQuote {
  const { checkIn, checkOut } = stayOf(window);
  const reasons = new Set<string>();
  if (window.status !== 'OPEN') reasons.add('NOT_IN_WINDOW');
  const offered =
    offer.open === true && offer.rooms !== null && offer.discount_percent !== null ? offer : null;
  if (!offered) reasons.add('NOT_OFFERED');
  for (const r of calendar.reasons) reasons.add(r);
  const night = calendar.nights[0];
  const unsold = night?.remaining ?? 0;
  const roomsLeft = offered
    ? Math.max(0, Math.min(Number(offered.rooms) - Number(offered.sold ?? 0), unsold))
    : 0;
  if (offered && roomsLeft < 1) reasons.add('SOLD_OUT');
  const rate = night?.rate ?? null;
  const discountPercent = offered ? Number(offered.discount_percent) : null;
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
    window: presentWindow(window),
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
export async function hotelNowQuote(
  db: Database,
  s: HotelNowStayInput,
  now: Date = new Date(),
): Promise<HotelNowQuote> {
  const window = hotelNowWindow(now);
  const [calendar, offer] = await Promise.all([
    calendarQuote(db, s, window),
    readOffer(db, s, window.night, null),
  ]);
  return priced(window, calendar, offer);
}

/**
 * The write of a Hotel Now booking, one statement like the intake's BOOK_SQL (intake/index.ts), on the one night:
 * - takes one room of the allotment (`room_inventory.sold + 1`, refused above the allotment by its CHECK), then,
 *   once that row is locked (EXISTS on `taken`: the locks are taken allotment first, then offer, the order of the
 *   owner's save), one room of the offer if it is open (`hotel_now_offers.sold + 1`, refused above its rooms by
 *   hotel_now_offers_sold_within_rooms, migration 0450). Concurrent bookings wait on the night's row lock and
 *   count what the others committed: the offer never sells more than min(rooms, unsold allotment);
 * - inserts the booking (channel HOTEL_NOW) only when both were taken, else the statement fails;
 * - writes the ARI change log of the allotment as an intake booking does (one INTAKE batch, one `sold` change).
 */
const BOOK_SQL = `WITH taken AS (
    UPDATE room_inventory SET sold = sold + 1, updated_at = now()
     WHERE hotel_id = $1 AND room_id = $2 AND date = $5::date
    RETURNING date, sold
  ), offer AS (
    UPDATE hotel_now_offers SET sold = sold + 1
     WHERE hotel_id = $1 AND room_id = $2 AND date = $5::date AND open AND EXISTS (SELECT 1 FROM taken)
    RETURNING sold
  ), booking AS (
    INSERT INTO bookings (hotel_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id, check_in,
      check_out, adults, children, guest_name, guest_email, total_price, nightly_rates, cancellation, surcharges,
      children_ages, channel)
    SELECT $1, $3, $4, $14, $2, $7, $5, $6, $8, $9, $10, $11, $12, $13, $16::jsonb, $17::jsonb, $18::smallint[],
           'HOTEL_NOW'
     WHERE intake_all_nights_taken(1, (SELECT count(*) FROM taken))
       AND hotel_now_offer_taken((SELECT count(*) FROM offer))
    RETURNING ${COLS}, channel
  ), batch AS (
    INSERT INTO ari_batches (hotel_id, batch_id, source, account_id, request, cells)
    SELECT $1, $15, 'INTAKE', NULL,
           jsonb_build_object('booking', b.booking_id, 'action', 'BOOK', 'channel', 'HOTEL_NOW'),
           (SELECT count(*) FROM taken)
      FROM booking b
  ), log AS (
    INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
    SELECT $1, $15, 'INTAKE', NULL, $2, 0, t.date, 'sold', to_jsonb(t.sold - 1), to_jsonb(t.sold) FROM taken t
  )
  SELECT * FROM booking`;

const present = (b: HotelNowBookingRow) => ({ ...view(b), channel: b.channel });

async function findByKey(db: Database, hotelId: number, marketplace: string, key: string) {
  const row = await db.maybeOne<HotelNowBookingRow>(
    `SELECT ${COLS}, channel FROM (${byKey('$3')}) k WHERE hotel_id = $1 AND marketplace = $2`,
    [hotelId, marketplace, key],
  );
  return row ? present(row) : null;
}

/**
 * Books the Hotel Now night running at `now`: the offer and the key's earlier booking (a replay answers the same,
 * even once the window closed), the calendar's quote, then one statement (BOOK_SQL). The database refuses a sale
 * above the offer or the allotment, whatever the reads saw.
 */
export async function hotelNowBook(
  db: Database,
  given: HotelNowBookingInput,
  key: string,
  now: Date = new Date(),
) {
  const input = { ...given, children: given.children ?? given.childrenAges?.length ?? 0 };
  const marketplace = input.marketplace ?? 'default';
  const replay = async () => {
    const earlier = await findByKey(db, input.hotelId, marketplace, key);
    return earlier ? { created: false, booking: earlier } : null;
  };
  const window = hotelNowWindow(now);
  const offer = await readOffer(db, input, window.night, { marketplace, key });
  if (offer.replay_of !== null) {
    const earlier = await replay();
    if (earlier) return earlier;
    throw new Error(`booking ${offer.replay_of} vanished`);
  }
  const q = priced(window, await calendarQuote(db, input, window), offer);
  if (!q.available) throw notAvailable(q.reasons);
  try {
    const row = await withRetry(() =>
      db.one<HotelNowBookingRow>(BOOK_SQL, [
        input.hotelId,
        input.roomId,
        input.itineraryId ?? key,
        marketplace,
        q.checkIn,
        q.checkOut,
        input.ratePlanId,
        input.adults,
        input.children,
        input.guestName,
        input.guestEmail ?? null,
        q.totalPrice,
        [q.price],
        key,
        randomUUID(),
        JSON.stringify(q.cancellation),
        JSON.stringify(q.surcharges),
        input.childrenAges ?? null,
      ]),
    );
    return { created: true, booking: present(row) };
  } catch (error) {
    const state = sqlState(error);
    if (state === '23514') {
      const constraint = constraintOf(error);
      // The allotment or the offer's rooms were taken by other bookings since the reads.
      if (
        constraint === 'room_inventory_sold_within_allotment' ||
        constraint === 'hotel_now_offers_sold_within_rooms'
      )
        throw notAvailable(['SOLD_OUT']);
      // The owner closed the offer since the read.
      if (constraint === 'hotel_now_offers_open') throw notAvailable(['NOT_OFFERED']);
    }
    // The same key booked concurrently.
    if (state === '23505') {
      const earlier = await replay();
      if (earlier) return earlier;
    }
    throw error;
  }
}

/** The module with its clock: tests pass the "now" of a window (or of no window). */
export function createHotelNowIntakeModule(now: () => Date = () => new Date()): ServerModule {
  return {
    name: 'intake-hotel-now',
    handlers: {
      marketplaceHotelNowQuote: async (request, _reply, ctx) => {
        requireMarketplace(request, ctx);
        return hotelNowQuote(ctx.db, request.body as HotelNowStayInput, now());
      },
      marketplaceHotelNowBook: async (request, reply, ctx) => {
        requireMarketplace(request, ctx);
        const body = request.body as HotelNowBookingInput;
        const result = await hotelNowBook(ctx.db, body, idempotencyKeyOf(request, body), now());
        reply.code(result.created ? 201 : 200);
        return result.booking;
      },
    },
  };
}

export const hotelNowIntakeModule: ServerModule = createHotelNowIntakeModule();
