import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sqlState } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { AppError, notFound, unauthenticated, validationError } from '../../http/errors.js';
import { addDays, ariWindow, daysBetween, isValidDate } from '../ari/dates.js';
import { withRetry } from '../ari/index.js';
import { createBatch, logChanges, type CellChange } from '../ari/repository.js';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { ServerModule } from '../types.js';

interface StayInput {
  hotelId: number;
  roomId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  adults: number;
  children?: number;
}

interface BookingInput extends StayInput {
  guestName: string;
  guestEmail?: string;
  itineraryId?: string;
  idempotencyKey?: string;
  marketplace?: string;
}

interface NightRow {
  date: string;
  rate: number | null;
  occupancy_rates: Record<string, number> | null;
  close_out: boolean;
  cta: boolean;
  adv_min: number | null;
  adv_max: number | null;
  stay_min: number | null;
  stay_max: number | null;
  stay_through_min: number | null;
  stay_through_max: number | null;
  allotment: number | null;
  sold: number | null;
}

export interface Quote {
  available: boolean;
  reasons: string[];
  nights: { date: string; rate: number | null; remaining: number }[];
  totalPrice: number | null;
  currency: 'IDR';
}

/** The marketplace key check: 503 when intake is switched off, 401 for a missing or wrong key. */
function requireMarketplace(request: FastifyRequest, ctx: AppContext): void {
  const expected = ctx.config.marketplaceApiKey;
  if (!expected) throw new AppError(503, 'MARKETPLACE_DISABLED');
  const given = request.headers['x-api-key'];
  if (typeof given !== 'string') throw unauthenticated();
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw unauthenticated();
}

function checkStay(s: StayInput): number {
  const errors = [];
  if (!isValidDate(s.checkIn)) errors.push({ field: 'checkIn', code: 'INVALID_FORMAT' });
  if (!isValidDate(s.checkOut)) errors.push({ field: 'checkOut', code: 'INVALID_FORMAT' });
  if (errors.length > 0) throw validationError(errors);
  const nights = daysBetween(s.checkIn, s.checkOut);
  const w = ariWindow();
  if (nights < 1) errors.push({ field: 'checkOut', code: 'DATE_BEFORE_START' });
  if (nights > 365) errors.push({ field: 'checkOut', code: 'TOO_LARGE', params: { limit: 365 } });
  if (s.checkIn < w.today) errors.push({ field: 'checkIn', code: 'DATE_READ_ONLY' });
  if (s.checkOut > addDays(w.horizon, 1)) errors.push({ field: 'checkOut', code: 'DATE_OUTSIDE_WINDOW' });
  if (errors.length > 0) throw validationError(errors);
  return nights;
}

/** Price and restrictions of a stay: close-out, CTA (arrival), CTD (departure), stay min/max, stay-through, advance booking, allotment. */
export async function quote(db: Database, s: StayInput): Promise<Quote> {
  const nights = checkStay(s);
  // One round trip: the link (404 when the room and rate plan are not this property's), every night, and the
  // departure day's closed-to-departure flag.
  const all = await db.query<NightRow & { linked: boolean; departure_ctd: boolean | null }>(
    `SELECT d::date::text AS date, a.rate, a.occupancy_rates, COALESCE(a.close_out, false) AS close_out,
            COALESCE(a.cta, false) AS cta, a.adv_min, a.adv_max, a.stay_min, a.stay_max,
            a.stay_through_min, a.stay_through_max, i.allotment, i.sold,
            EXISTS (SELECT 1 FROM rate_plan_rooms l WHERE l.hotel_id = $1 AND l.room_id = $2 AND l.rate_plan_id = $3)
              AS linked,
            (SELECT x.ctd FROM rate_plan_ari x
              WHERE x.hotel_id = $1 AND x.room_id = $2 AND x.rate_plan_id = $3 AND x.date = $5::date) AS departure_ctd
       FROM generate_series($4::date::timestamp, $5::date::timestamp - interval '1 day', interval '1 day') d
       LEFT JOIN rate_plan_ari a ON a.hotel_id = $1 AND a.room_id = $2 AND a.rate_plan_id = $3 AND a.date = d::date
       LEFT JOIN room_inventory i ON i.hotel_id = $1 AND i.room_id = $2 AND i.date = d::date
      ORDER BY d`,
    [s.hotelId, s.roomId, s.ratePlanId, s.checkIn, s.checkOut],
  );
  if (!all[0]?.linked) throw notFound();
  const rows: NightRow[] = all;
  const departure = { ctd: all[0].departure_ctd === true };
  const reasons = new Set<string>();
  const guests = s.adults + (s.children ?? 0);
  const lead = daysBetween(ariWindow().today, s.checkIn);
  const first = rows[0];
  if (first) {
    if (first.cta) reasons.add('CLOSED_TO_ARRIVAL');
    if (first.stay_min !== null && nights < first.stay_min) reasons.add('STAY_TOO_SHORT');
    if (first.stay_max !== null && nights > first.stay_max) reasons.add('STAY_TOO_LONG');
    if (first.adv_min !== null && lead < first.adv_min) reasons.add('BOOKED_TOO_LATE');
    if (first.adv_max !== null && lead > first.adv_max) reasons.add('BOOKED_TOO_EARLY');
  }
  if (departure?.ctd) reasons.add('CLOSED_TO_DEPARTURE');
  const out: Quote['nights'] = [];
  let total = 0;
  for (const n of rows) {
    if (n.close_out) reasons.add('CLOSED_OUT');
    if (n.stay_through_min !== null && nights < n.stay_through_min) reasons.add('STAY_TOO_SHORT');
    if (n.stay_through_max !== null && nights > n.stay_through_max) reasons.add('STAY_TOO_LONG');
    const remaining = Math.max(0, (n.allotment ?? 0) - (n.sold ?? 0));
    if (remaining < 1) reasons.add('SOLD_OUT');
    const byOccupancy = n.occupancy_rates?.[String(guests)];
    const rate = typeof byOccupancy === 'number' ? byOccupancy : n.rate === null ? null : Number(n.rate);
    if (rate === null) reasons.add('NO_RATE');
    else total += rate;
    out.push({ date: n.date, rate, remaining });
  }
  const available = reasons.size === 0;
  return {
    available,
    reasons: [...reasons],
    nights: out,
    totalPrice: available ? total : null,
    currency: 'IDR',
  };
}

interface BookingRow {
  hotel_id: number;
  booking_id: number;
  itinerary_id: string;
  marketplace: string;
  idempotency_key: string;
  room_id: number;
  rate_plan_id: number;
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  guest_name: string;
  total_price: number;
  nightly_rates: number[];
  status: string;
  created_at: Date;
  cancelled_at: Date | null;
}

function view(b: BookingRow) {
  return {
    bookingId: Number(b.booking_id),
    hotelId: Number(b.hotel_id),
    itineraryId: b.itinerary_id,
    idempotencyKey: b.idempotency_key,
    roomId: Number(b.room_id),
    ratePlanId: Number(b.rate_plan_id),
    checkIn: b.check_in,
    checkOut: b.check_out,
    adults: b.adults,
    children: b.children,
    guestName: b.guest_name,
    totalPrice: Number(b.total_price),
    nightlyRates: b.nightly_rates.map(Number),
    status: b.status,
    createdAt: new Date(b.created_at).toISOString(),
    cancelledAt: b.cancelled_at ? new Date(b.cancelled_at).toISOString() : null,
  };
}

async function findByKey(
  db: Database,
  hotelId: number,
  marketplace: string,
  key: string,
): Promise<BookingRow | null> {
  return db.maybeOne<BookingRow>(
    `SELECT ${COLS} FROM bookings WHERE hotel_id = $1 AND marketplace = $2 AND idempotency_key = $3`,
    [hotelId, marketplace, key],
  );
}

class DuplicateKey extends Error {}

/** Every change of sold counts is in the ARI change log (source INTAKE), one batch per booking or cancellation. */
async function recordIntake(
  tx: Database,
  hotelId: number,
  changes: CellChange[],
  request: { booking: number; action: 'BOOK' | 'CANCEL' },
): Promise<void> {
  if (changes.length === 0) return;
  const batchId = randomUUID();
  await createBatch(tx, {
    hotelId,
    batchId,
    source: 'INTAKE',
    accountId: null,
    request,
    cells: changes.length,
  });
  await logChanges(tx, hotelId, { batchId, source: 'INTAKE', accountId: null }, changes);
}

/** Dates as text: a cloned PGlite (tests) may lack the server's date parser. */
const COLS = `hotel_id, booking_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id,
  check_in::text AS check_in, check_out::text AS check_out, adults, children, guest_name, total_price, nightly_rates,
  status, created_at, cancelled_at`;

/** Takes one room of every night (date order, conditional UPDATE) and records the booking; all or nothing. */
export async function book(db: Database, input: BookingInput, key: string) {
  const marketplace = input.marketplace ?? 'default';
  const existing = await findByKey(db, input.hotelId, marketplace, key);
  if (existing) return { created: false, booking: view(existing) };
  try {
    const booking = await withRetry(() =>
      db.transaction(async (tx) => {
        const q = await quote(tx, input);
        if (!q.available) throw new AppError(409, 'NOT_AVAILABLE', { extra: { reasons: q.reasons } });
        const soldChanges: CellChange[] = [];
        for (const night of q.nights) {
          const taken = await tx.query<{ sold: number }>(
            `UPDATE room_inventory SET sold = sold + 1, updated_at = now()
              WHERE hotel_id = $1 AND room_id = $2 AND date = $3 AND sold < allotment RETURNING sold`,
            [input.hotelId, input.roomId, night.date],
          );
          const after = taken[0]?.sold;
          if (after === undefined)
            throw new AppError(409, 'NOT_AVAILABLE', { extra: { reasons: ['SOLD_OUT'] } });
          soldChanges.push({
            roomId: input.roomId,
            ratePlanId: 0,
            date: night.date,
            field: 'sold',
            before: after - 1,
            after,
          });
        }
        const row = await tx.maybeOne<BookingRow>(
          `INSERT INTO bookings (hotel_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id, check_in,
             check_out, adults, children, guest_name, guest_email, total_price, nightly_rates)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           ON CONFLICT (hotel_id, marketplace, idempotency_key) DO NOTHING RETURNING ${COLS}`,
          [
            input.hotelId,
            input.itineraryId ?? key,
            marketplace,
            key,
            input.roomId,
            input.ratePlanId,
            input.checkIn,
            input.checkOut,
            input.adults,
            input.children ?? 0,
            input.guestName,
            input.guestEmail ?? null,
            q.totalPrice,
            q.nights.map((n) => n.rate),
          ],
        );
        if (!row) throw new DuplicateKey();
        await recordIntake(tx, input.hotelId, soldChanges, {
          booking: Number(row.booking_id),
          action: 'BOOK',
        });
        return row;
      }),
    );
    return { created: true, booking: view(booking) };
  } catch (error) {
    if (error instanceof DuplicateKey || sqlState(error) === '23505') {
      const again = await findByKey(db, input.hotelId, marketplace, key);
      if (again) return { created: false, booking: view(again) };
    }
    throw error;
  }
}

export async function cancel(db: Database, bookingId: number) {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const b = await tx.maybeOne<BookingRow>(
        `SELECT ${COLS} FROM bookings WHERE booking_id = $1 FOR UPDATE`,
        [bookingId],
      );
      if (!b) throw notFound();
      if (b.status === 'CANCELLED') return view(b);
      const nights = daysBetween(b.check_in, b.check_out);
      const soldChanges: CellChange[] = [];
      for (let i = 0; i < nights; i++) {
        const date = addDays(b.check_in, i);
        const back = await tx.query<{ sold: number }>(
          `UPDATE room_inventory SET sold = sold - 1, updated_at = now()
            WHERE hotel_id = $1 AND room_id = $2 AND date = $3 AND sold > 0 RETURNING sold`,
          [b.hotel_id, b.room_id, date],
        );
        const after = back[0]?.sold;
        if (after !== undefined)
          soldChanges.push({
            roomId: Number(b.room_id),
            ratePlanId: 0,
            date,
            field: 'sold',
            before: after + 1,
            after,
          });
      }
      await recordIntake(tx, Number(b.hotel_id), soldChanges, {
        booking: Number(b.booking_id),
        action: 'CANCEL',
      });
      const row = await tx.one<BookingRow>(
        `UPDATE bookings SET status = 'CANCELLED', cancelled_at = now() WHERE hotel_id = $1 AND booking_id = $2 RETURNING ${COLS}`,
        [b.hotel_id, b.booking_id],
      );
      return view(row);
    }),
  );
}

export const intakeModule: ServerModule = {
  name: 'intake',
  handlers: {
    marketplaceQuote: async (request, _reply, ctx) => {
      requireMarketplace(request, ctx);
      return quote(ctx.db, request.body as StayInput);
    },
    marketplaceBook: async (request, reply, ctx) => {
      requireMarketplace(request, ctx);
      const body = request.body as BookingInput;
      const header = request.headers['idempotency-key'];
      const key = (typeof header === 'string' && header.trim()) || body.idempotencyKey;
      if (!key) throw validationError([{ field: 'idempotencyKey', code: 'REQUIRED' }]);
      if (key.length > 200)
        throw validationError([{ field: 'idempotencyKey', code: 'TOO_LONG', params: { limit: 200 } }]);
      const result = await book(ctx.db, body, key);
      reply.code(result.created ? 201 : 200);
      return result.booking;
    },
    marketplaceCancel: async (request, _reply, ctx) => {
      requireMarketplace(request, ctx);
      const { bookingId } = request.params as { bookingId: number };
      return cancel(ctx.db, bookingId);
    },
  },
};
