import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  childrenPricing,
  type ChildrenAgeGroup,
  calendarCancellationPolicy,
  cancellationFee,
  cancellationPolicyOf,
  cancellationTerms,
  losDiscountFor,
  type CancellationCharge,
  type CancellationTerms,
  type LosDiscountKind,
  type StoredCancellationPolicy,
} from '@extranet/domain';
import { sqlState } from '../../db/index.js';
import type { Database } from '../../db/types.js';
import { AppError, notFound, unauthenticated, validationError } from '../../http/errors.js';
import { addDays, ariWindow, daysBetween, isValidDate, todayJakarta } from '../ari/dates.js';
import { todayInZone } from '../rates/presenters.js';
import { withRetry } from '../ari/index.js';
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
  /** Ages of the children (as many as `children`): priced by the rate plan's children rate plan. */
  childrenAges?: number[];
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
  cancellation_policy: string | null;
  allotment: number | null;
  sold: number | null;
}

/** The rate plan's own rules, the property's and the room's, from intake_stay_terms (migration 0423). */
interface PlanColumns {
  plan_status: string | null;
  plan_stay_start: string | null;
  plan_stay_end: string | null;
  plan_min_booking_days: number | null;
  plan_max_booking_days: number | null;
  plan_min_stay: number | null;
  plan_max_stay: number | null;
  plan_cancellation: StoredCancellationPolicy | null;
  time_zone: string | null;
  /** The property's pricing model; under LOS every night costs `los_rate`. */
  rate_model: 'DAILY' | 'LOS' | null;
  /** The room's LOS stay-length row for this stay: the largest nights not above the stay's. */
  los_rate: string | number | null;
  room_status: string | null;
  /** The rate plan's active children rate plan's age groups; null when it has none. */
  children_age_groups: ChildrenAgeGroup[] | null;
  children_min_age: number | null;
  adult_min_age: number | null;
  max_adults: number | null;
  max_children: number | null;
  max_occupancy: number | null;
  occupancy_based_rate: boolean | null;
  /** The property's switched-on surcharges that apply to this stay (check-in in range, a night in range). */
  surcharges: SurchargeRow[] | null;
}

interface SurchargeRow {
  surchargeId: number;
  name: string;
  type: 'ROOM' | 'GUEST';
  price: number;
  childPrice: number | null;
  stayStart: string | null;
  stayEnd: string | null;
}

/** A surcharge as the quote and the booking show it: the nights it applies to and what it adds. */
export interface QuotedSurcharge {
  surchargeId: number;
  name: string;
  type: 'ROOM' | 'GUEST';
  nights: number;
  amount: number;
}

export interface Quote {
  available: boolean;
  reasons: string[];
  nights: { date: string; rate: number | null; remaining: number }[];
  losDiscount: { kind: LosDiscountKind; percent: number; amount: number } | null;
  surcharges: QuotedSurcharge[];
  /** What the children priced by the children rate plan pay (their ages given); null when none are. */
  childrenCharge: { children: number; perNight: number; amount: number } | null;
  totalPrice: number | null;
  currency: 'IDR';
  /** The terms a booking of the stay gets; null when the stay is not available. */
  cancellation: CancellationTerms | null;
}

/** The marketplace key check: 503 when intake is switched off, 401 for a missing or wrong key. */
export function requireMarketplace(request: FastifyRequest, ctx: AppContext): void {
  const expected = ctx.config.marketplaceApiKey;
  if (!expected) throw new AppError(503, 'MARKETPLACE_DISABLED');
  const given = request.headers['x-api-key'];
  if (typeof given !== 'string') throw unauthenticated();
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw unauthenticated();
}

/**
 * The stay's own checks. Past dates are refused in GMT+7 here, never stricter than the property's own zone
 * (Indonesia is GMT+7 to GMT+9): readStay refuses them again in the property's zone once it knows it.
 */
function checkStay(s: StayInput, now: Date): number {
  const errors = [];
  if (!isValidDate(s.checkIn)) errors.push({ field: 'checkIn', code: 'INVALID_FORMAT' });
  if (!isValidDate(s.checkOut)) errors.push({ field: 'checkOut', code: 'INVALID_FORMAT' });
  if (errors.length > 0) throw validationError(errors);
  const nights = daysBetween(s.checkIn, s.checkOut);
  const w = ariWindow(todayJakarta(now));
  if (nights < 1) errors.push({ field: 'checkOut', code: 'DATE_BEFORE_START' });
  if (nights > 365) errors.push({ field: 'checkOut', code: 'TOO_LARGE', params: { limit: 365 } });
  if (s.checkIn < w.today) errors.push({ field: 'checkIn', code: 'DATE_READ_ONLY' });
  if (s.checkOut > addDays(w.horizon, 1)) errors.push({ field: 'checkOut', code: 'DATE_OUTSIDE_WINDOW' });
  if (s.childrenAges && s.childrenAges.length !== s.children)
    errors.push({ field: 'childrenAges', code: 'CHILDREN_AGES_MISMATCH' });
  if (errors.length > 0) throw validationError(errors);
  return nights;
}

/** `children` defaults to the number of ages given. */
function withChildren<T extends StayInput>(s: T): T {
  return { ...s, children: s.children ?? s.childrenAges?.length ?? 0 };
}

/**
 * Price and restrictions of a stay: close-out, CTA (arrival), CTD (departure), stay min/max, stay-through, advance
 * booking, allotment; the rate plan's status, stay dates, booking days and stay nights; the cancellation terms.
 */
export async function quote(db: Database, given: StayInput, now: Date = new Date()): Promise<Quote> {
  const s = withChildren(given);
  const read = await readStay(db, s, checkStay(s, now), null, now);
  if (read.replayOf !== null) throw new Error('a quote has no idempotency key');
  return read.quote;
}

type StayRead = { replayOf: number } | { replayOf: null; quote: Quote };

/**
 * Bookings with the idempotency key in parameter `param`, through bookings_by_key (migration 0261): OFFSET 0 keeps
 * the hotel and marketplace conditions outside, so the planner cannot pick bookings_stay on a stale row estimate.
 */
export const byKey = (param: string) => `SELECT * FROM bookings WHERE idempotency_key = ${param} OFFSET 0`;

/**
 * The quote of a stay in one round trip: the link (404 when the room and rate plan are not this property's),
 * every night, the departure day's closed-to-departure flag and, for a booking, the id of an earlier booking
 * with the same idempotency key.
 */
async function readStay(
  db: Database,
  s: StayInput,
  nights: number,
  idempotency: { marketplace: string; key: string } | null,
  now: Date,
): Promise<StayRead> {
  const all = await db.query<
    NightRow & {
      /** intake_stay_terms (migration 0423); null only when the property does not exist. */
      stay: PlanColumns | null;
      linked: boolean;
      departure_ctd: boolean | null;
      replay_of: number | null;
      weekly_discount: number | null;
      monthly_discount: number | null;
    }
  >(
    `SELECT d::date::text AS date, a.rate, a.occupancy_rates, COALESCE(a.close_out, false) AS close_out,
            COALESCE(a.cta, false) AS cta, a.adv_min, a.adv_max, a.stay_min, a.stay_max,
            a.stay_through_min, a.stay_through_max, a.cancellation_policy, i.allotment, i.sold,
            EXISTS (SELECT 1 FROM rate_plan_rooms l WHERE l.hotel_id = $1 AND l.room_id = $2 AND l.rate_plan_id = $3)
              AS linked,
            (SELECT x.ctd FROM rate_plan_ari x
              WHERE x.hotel_id = $1 AND x.room_id = $2 AND x.rate_plan_id = $3 AND x.date = $5::date) AS departure_ctd,
            (SELECT k.booking_id FROM (${byKey('$7')}) k WHERE k.hotel_id = $1 AND k.marketplace = $6) AS replay_of,
            e.weekly_discount, e.monthly_discount,
            (SELECT intake_stay_terms($1, $2, $3, $4::date, $5::date, $8)) AS stay
       FROM generate_series($4::date::timestamp, $5::date::timestamp - interval '1 day', interval '1 day') d
       LEFT JOIN rate_plan_ari a ON a.hotel_id = $1 AND a.room_id = $2 AND a.rate_plan_id = $3 AND a.date = d::date
             AND a.date >= $4::date AND a.date < $5::date
       LEFT JOIN room_inventory i ON i.hotel_id = $1 AND i.room_id = $2 AND i.date = d::date
             AND i.date >= $4::date AND i.date < $5::date
       LEFT JOIN entire_pricing e ON e.hotel_id = $1 AND e.room_id = $2
      ORDER BY d`,
    [
      s.hotelId,
      s.roomId,
      s.ratePlanId,
      s.checkIn,
      s.checkOut,
      idempotency?.marketplace ?? null,
      idempotency?.key ?? null,
      s.childrenAges !== undefined,
    ],
  );
  const replayOf = all[0]?.replay_of ?? null;
  if (replayOf !== null) return { replayOf };
  if (!all[0]?.linked) throw notFound();
  const plan = all[0].stay;
  if (!plan) throw notFound();
  const rows: NightRow[] = all;
  const departure = { ctd: all[0].departure_ctd === true };
  const reasons = new Set<string>();
  // With ages, children in an age group of the rate plan's children rate plan pay its price instead of counting
  // for the occupancy rate (packages/domain children-pricing.ts); without ages every child counts as a guest.
  const kids = s.childrenAges
    ? childrenPricing({
        adults: s.adults,
        childrenAges: s.childrenAges,
        policy: { minAge: plan.children_min_age ?? 0, adultMinAge: plan.adult_min_age ?? 12 },
        ageGroups: plan.children_age_groups,
      })
    : null;
  if (kids?.tooYoung) reasons.add('CHILD_TOO_YOUNG');
  const guests = kids ? kids.occupancyGuests : s.adults + (s.children ?? 0);
  // Today, and so the days booked before arrival, in the property's time zone.
  const today = todayInZone(plan.time_zone ?? 'Asia/Jakarta', now);
  if (s.checkIn < today) throw validationError([{ field: 'checkIn', code: 'DATE_READ_ONLY' }]);
  const lead = daysBetween(today, s.checkIn);
  const first = rows[0];
  if (first) {
    if (first.cta) reasons.add('CLOSED_TO_ARRIVAL');
    if (first.stay_min !== null && nights < first.stay_min) reasons.add('STAY_TOO_SHORT');
    if (first.stay_max !== null && nights > first.stay_max) reasons.add('STAY_TOO_LONG');
    if (first.adv_min !== null && lead < first.adv_min) reasons.add('BOOKED_TOO_LATE');
    if (first.adv_max !== null && lead > first.adv_max) reasons.add('BOOKED_TOO_EARLY');
  }
  if (departure?.ctd) reasons.add('CLOSED_TO_DEPARTURE');
  // The rate plan's own rules apply on top of the calendar's (SPEC 3: stay dates, booking days, stay nights).
  if (plan.plan_status !== 'ACTIVE') reasons.add('RATE_PLAN_INACTIVE');
  if (plan.room_status !== 'ACTIVE') reasons.add('ROOM_INACTIVE');
  // The room's occupancy (SPEC 3): adults, children and guests in all.
  const children = s.children ?? 0;
  if (
    (plan.max_adults !== null && s.adults > plan.max_adults) ||
    (plan.max_children !== null && children > plan.max_children) ||
    (plan.max_occupancy !== null && s.adults + children > plan.max_occupancy)
  )
    reasons.add('TOO_MANY_GUESTS');
  const lastNight = addDays(s.checkOut, -1);
  if (
    (plan.plan_stay_start !== null && s.checkIn < plan.plan_stay_start) ||
    (plan.plan_stay_end !== null && lastNight > plan.plan_stay_end)
  )
    reasons.add('OUTSIDE_STAY_DATES');
  if (plan.plan_min_booking_days !== null && lead < plan.plan_min_booking_days)
    reasons.add('BOOKED_TOO_LATE');
  if (plan.plan_max_booking_days !== null && lead > plan.plan_max_booking_days)
    reasons.add('BOOKED_TOO_EARLY');
  if (plan.plan_min_stay !== null && nights < plan.plan_min_stay) reasons.add('STAY_TOO_SHORT');
  if (plan.plan_max_stay !== null && nights > plan.plan_max_stay) reasons.add('STAY_TOO_LONG');
  // A property that prices by occupancy sells at the rate of the stay's guest count, where the day has one.
  const byGuests = plan.occupancy_based_rate === true;
  const out: Quote['nights'] = [];
  let total = 0;
  for (const n of rows) {
    if (n.close_out) reasons.add('CLOSED_OUT');
    if (n.stay_through_min !== null && nights < n.stay_through_min) reasons.add('STAY_TOO_SHORT');
    if (n.stay_through_max !== null && nights > n.stay_through_max) reasons.add('STAY_TOO_LONG');
    const remaining = Math.max(0, (n.allotment ?? 0) - (n.sold ?? 0));
    if (remaining < 1) reasons.add('SOLD_OUT');
    const byOccupancy = byGuests ? n.occupancy_rates?.[String(guests)] : undefined;
    // A LOS property prices every night of a stay from the room's stay-length table (docs/decisions/rates-catalogue.md).
    const rate =
      plan.rate_model === 'LOS'
        ? plan.los_rate === null
          ? null
          : Number(plan.los_rate)
        : typeof byOccupancy === 'number'
          ? byOccupancy
          : n.rate === null
            ? null
            : Number(n.rate);
    if (rate === null) reasons.add('NO_RATE');
    else total += rate;
    out.push({ date: n.date, rate, remaining });
  }
  const available = reasons.size === 0;
  // A home's entire pricing may give a weekly or monthly discount on the whole stay (SPEC 9).
  const los = losDiscountFor(
    { weeklyDiscount: all[0].weekly_discount, monthlyDiscount: all[0].monthly_discount },
    nights,
  );
  const discount = los
    ? out.reduce((sum, n) => sum + (n.rate === null ? 0 : Math.round((n.rate * los.percent) / 100)), 0)
    : 0;
  const surcharges = quoteSurcharges(plan.surcharges ?? [], out, s);
  const childrenCharge =
    kids && kids.priced > 0
      ? { children: kids.priced, perNight: kids.perNight, amount: kids.perNight * nights }
      : null;
  const totalPrice = available
    ? total - discount + surcharges.reduce((sum, x) => sum + x.amount, 0) + (childrenCharge?.amount ?? 0)
    : null;
  return {
    replayOf: null,
    quote: {
      available,
      reasons: [...reasons],
      nights: out,
      losDiscount: los ? { ...los, amount: discount } : null,
      surcharges,
      childrenCharge,
      totalPrice,
      currency: 'IDR',
      cancellation:
        totalPrice === null
          ? null
          : termsOf(plan, first?.cancellation_policy ?? null, {
              checkIn: s.checkIn,
              nightlyRates: out.map((n) => n.rate ?? 0),
              totalPrice,
            }),
    },
  };
}

/**
 * What each surcharge adds to the stay (SPEC 3): per night of the stay inside its stay dates, the room price
 * (ROOM) or the adult price per adult plus the child price per child (GUEST). The query chose the surcharges
 * that are on and whose check-in dates hold the stay's check-in.
 */
function quoteSurcharges(rows: SurchargeRow[], nights: { date: string }[], s: StayInput): QuotedSurcharge[] {
  const out: QuotedSurcharge[] = [];
  for (const r of rows) {
    const count = nights.filter(
      (n) => (r.stayStart === null || n.date >= r.stayStart) && (r.stayEnd === null || n.date <= r.stayEnd),
    ).length;
    if (count === 0) continue;
    const perNight =
      r.type === 'GUEST'
        ? Number(r.price) * s.adults + Number(r.childPrice ?? 0) * (s.children ?? 0)
        : Number(r.price);
    out.push({
      surchargeId: Number(r.surchargeId),
      name: r.name,
      type: r.type,
      nights: count,
      amount: perNight * count,
    });
  }
  return out;
}

/** The policy of the check-in date in the calendar when it sets one, else the rate plan's (SPEC 3, 9). */
function termsOf(
  plan: PlanColumns,
  calendarPolicy: string | null,
  stay: { checkIn: string; nightlyRates: number[]; totalPrice: number },
): CancellationTerms {
  const ratePlan = cancellationPolicyOf(plan.plan_cancellation);
  const calendar = calendarCancellationPolicy(calendarPolicy, ratePlan);
  return cancellationTerms(calendar ?? ratePlan, calendar ? 'CALENDAR' : 'RATE_PLAN', {
    ...stay,
    timeZone: plan.time_zone ?? 'Asia/Jakarta',
  });
}

export interface BookingRow {
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
  cancellation: CancellationTerms | null;
  cancellation_charge: CancellationCharge | null;
  cancellation_fee: number | null;
  surcharges: QuotedSurcharge[];
  children_ages: number[] | null;
}

export function view(b: BookingRow) {
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
    childrenAges: b.children_ages,
    surcharges: b.surcharges,
    cancellation: b.cancellation,
    cancellationFee:
      b.cancellation_charge === null || b.cancellation_fee === null
        ? null
        : { charge: b.cancellation_charge, amount: Number(b.cancellation_fee) },
  };
}

/** Dates as text: a cloned PGlite (tests) may lack the server's date parser. */
export const COLS = `hotel_id, booking_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id,
  check_in::text AS check_in, check_out::text AS check_out, adults, children, guest_name, total_price, nightly_rates,
  status, created_at, cancelled_at, cancellation, cancellation_charge, cancellation_fee, surcharges, children_ages`;

/**
 * The write of a booking, one statement (so one transaction, all or nothing, no BEGIN/COMMIT round trips):
 * - takes one room of every night with an UPDATE adding 1 to `sold` (rows locked in date order, the primary key's):
 *   the CHECK `sold <= allotment` refuses a full night (23514). Concurrent bookings of a night wait for its row
 *   lock, then add to the count the other one committed (READ COMMITTED re-reads the locked row): no retries;
 * - inserts the booking only when every night was taken, else intake_all_nights_taken (migration 0260) fails the
 *   statement as a full night does; a duplicate idempotency key is a 23505 and undoes the statement too;
 * - writes the ARI change log like `createBatch` and `logChanges` (ari/repository.ts): one INTAKE batch and one
 *   `sold` change per night, before and after.
 */
const BOOK_SQL = `WITH taken AS (
    UPDATE room_inventory SET sold = sold + 1, updated_at = now()
     WHERE hotel_id = $1 AND room_id = $2 AND date >= $5::date AND date < $6::date
    RETURNING date, sold
  ), booking AS (
    INSERT INTO bookings (hotel_id, itinerary_id, marketplace, idempotency_key, room_id, rate_plan_id, check_in,
      check_out, adults, children, guest_name, guest_email, total_price, nightly_rates, cancellation, surcharges, children_ages)
    SELECT $1, $3, $4, $14, $2, $7, $5, $6, $8, $9, $10, $11, $12, $13, $16::jsonb, $17::jsonb, $18::smallint[]
     WHERE intake_all_nights_taken($6::date - $5::date, (SELECT count(*) FROM taken))
    RETURNING ${COLS}
  ), batch AS (
    INSERT INTO ari_batches (hotel_id, batch_id, source, account_id, request, cells)
    SELECT $1, $15, 'INTAKE', NULL, jsonb_build_object('booking', b.booking_id, 'action', 'BOOK'),
           (SELECT count(*) FROM taken)
      FROM booking b
  ), log AS (
    INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
    SELECT $1, $15, 'INTAKE', NULL, $2, 0, t.date, 'sold', to_jsonb(t.sold - 1), to_jsonb(t.sold) FROM taken t
  )
  SELECT * FROM booking`;

/**
 * The same for a cancellation: the booking with the fee it incurs ($3 charge, $4 amount, $5 when), one room back
 * on every night that has one sold, the change log.
 */
const CANCEL_SQL = `WITH cancelled AS (
    UPDATE bookings SET status = 'CANCELLED', cancelled_at = $5::timestamptz, cancellation_charge = $3,
           cancellation_fee = $4
     WHERE booking_id = $1 AND status = 'CONFIRMED'
    RETURNING ${COLS}
  ), back AS (
    UPDATE room_inventory i SET sold = i.sold - 1, updated_at = now()
      FROM cancelled c
     WHERE i.hotel_id = c.hotel_id AND i.room_id = c.room_id AND i.date >= c.check_in::date
       AND i.date < c.check_out::date AND i.sold > 0
    RETURNING i.hotel_id, i.room_id, i.date, i.sold
  ), batch AS (
    INSERT INTO ari_batches (hotel_id, batch_id, source, account_id, request, cells)
    SELECT c.hotel_id, $2, 'INTAKE', NULL, jsonb_build_object('booking', c.booking_id, 'action', 'CANCEL'),
           (SELECT count(*) FROM back)
      FROM cancelled c WHERE EXISTS (SELECT 1 FROM back)
  ), log AS (
    INSERT INTO ari_changes (hotel_id, batch_id, source, account_id, room_id, rate_plan_id, date, field, before, after)
    SELECT k.hotel_id, $2, 'INTAKE', NULL, k.room_id, 0, k.date, 'sold', to_jsonb(k.sold + 1), to_jsonb(k.sold)
      FROM back k
  )
  SELECT * FROM cancelled`;

async function findByKey(
  db: Database,
  hotelId: number,
  marketplace: string,
  key: string,
): Promise<BookingRow | null> {
  return db.maybeOne<BookingRow>(
    `SELECT ${COLS} FROM (${byKey('$3')}) k WHERE hotel_id = $1 AND marketplace = $2`,
    [hotelId, marketplace, key],
  );
}

export const notAvailable = (reasons: string[]) => new AppError(409, 'NOT_AVAILABLE', { extra: { reasons } });

/**
 * Books a stay in two round trips: the quote (with the idempotency key's earlier booking, if any), then one
 * statement that takes the allotment and records the booking (BOOK_SQL). The database refuses an overbooking,
 * whatever the quote read: the quote only decides restrictions and price.
 */
export async function book(db: Database, given: BookingInput, key: string, now: Date = new Date()) {
  const input = withChildren(given);
  const marketplace = input.marketplace ?? 'default';
  const replay = async () => {
    const earlier = await findByKey(db, input.hotelId, marketplace, key);
    return earlier ? { created: false, booking: view(earlier) } : null;
  };
  let nights: number;
  try {
    nights = checkStay(input, now);
  } catch (error) {
    // A replay answers the same even once its dates are past.
    const earlier = await replay();
    if (earlier) return earlier;
    throw error;
  }
  const read = await readStay(db, input, nights, { marketplace, key }, now);
  if (read.replayOf !== null) {
    const earlier = await replay();
    if (earlier) return earlier;
    throw new Error(`booking ${read.replayOf} vanished`);
  }
  const q = read.quote;
  if (!q.available) throw notAvailable(q.reasons);
  try {
    const row = await withRetry(() =>
      db.one<BookingRow>(BOOK_SQL, [
        input.hotelId,
        input.roomId,
        input.itineraryId ?? key,
        marketplace,
        input.checkIn,
        input.checkOut,
        input.ratePlanId,
        input.adults,
        input.children ?? 0,
        input.guestName,
        input.guestEmail ?? null,
        q.totalPrice,
        q.nights.map((n) => n.rate),
        key,
        randomUUID(),
        JSON.stringify(q.cancellation),
        JSON.stringify(q.surcharges),
        input.childrenAges ?? null,
      ]),
    );
    return { created: true, booking: view(row) };
  } catch (error) {
    const state = sqlState(error);
    // sold <= allotment refused a night another booking took since the quote.
    if (state === '23514' && constraintOf(error) === 'room_inventory_sold_within_allotment')
      throw notAvailable(['SOLD_OUT']);
    // The same key booked concurrently.
    if (state === '23505') {
      const earlier = await replay();
      if (earlier) return earlier;
    }
    throw error;
  }
}

export function constraintOf(error: unknown): string | undefined {
  const constraint = (error as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/**
 * Cancels a booking: reads it, prices the cancellation at `now` under the terms agreed at booking (free, late fee or
 * no-show), then one statement (CANCEL_SQL). Cancelling a cancelled booking returns it unchanged; of two
 * cancellations at once, one writes and the other returns what it wrote.
 */
export async function cancel(db: Database, bookingId: number, now: Date = new Date()) {
  const read = () =>
    db.maybeOne<BookingRow>(`SELECT ${COLS} FROM bookings WHERE booking_id = $1`, [bookingId]);
  const b = await read();
  if (!b) throw notFound();
  if (b.status !== 'CONFIRMED') return view(b);
  // Bookings made before terms were recorded (migration 0420) are cancelled as before: no fee is known.
  const fee = b.cancellation ? cancellationFee(b.cancellation, now) : null;
  const row = await withRetry(() =>
    db.maybeOne<BookingRow>(CANCEL_SQL, [
      bookingId,
      randomUUID(),
      fee?.charge ?? null,
      fee?.amount ?? null,
      now.toISOString(),
    ]),
  );
  if (row) return view(row);
  const after = await read();
  if (!after) throw notFound();
  return view(after);
}

/** The idempotency key of a booking request: the header, else the body's. */
export function idempotencyKeyOf(request: FastifyRequest, body: { idempotencyKey?: string }): string {
  const header = request.headers['idempotency-key'];
  const key = (typeof header === 'string' && header.trim()) || body.idempotencyKey;
  if (!key) throw validationError([{ field: 'idempotencyKey', code: 'REQUIRED' }]);
  if (key.length > 200)
    throw validationError([{ field: 'idempotencyKey', code: 'TOO_LONG', params: { limit: 200 } }]);
  return key;
}

/** The module with its clock: tests pass a fixed "now" (today of a property, cancellation cutoffs). */
export function createIntakeModule(now: () => Date = () => new Date()): ServerModule {
  return {
    name: 'intake',
    handlers: {
      marketplaceQuote: async (request, _reply, ctx) => {
        requireMarketplace(request, ctx);
        return quote(ctx.db, request.body as StayInput, now());
      },
      marketplaceBook: async (request, reply, ctx) => {
        requireMarketplace(request, ctx);
        const body = request.body as BookingInput;
        const result = await book(ctx.db, body, idempotencyKeyOf(request, body), now());
        reply.code(result.created ? 201 : 200);
        return result.booking;
      },
      marketplaceCancel: async (request, _reply, ctx) => {
        requireMarketplace(request, ctx);
        const { bookingId } = request.params as { bookingId: number };
        return cancel(ctx.db, bookingId, now());
      },
    },
  };
}

export const intakeModule: ServerModule = createIntakeModule();
