/**
 * The quote of a stay from what the repository read (pure): the calendar's restrictions (close-out, CTA, CTD,
 * stay min/max, stay-through, advance booking, allotment), the rate plan's own rules (status, stay dates, booking
 * days, stay nights), the room's occupancy, the price (daily, by occupancy or LOS), the length-of-stay discount,
 * surcharges, children priced by age and the cancellation terms.
 */
import type { Res } from '@extranet/api/operations';
import {
  addDays,
  calendarCancellationPolicy,
  cancellationPolicyOf,
  cancellationTerms,
  childrenPricing,
  daysBetween,
  DEFAULT_TIME_ZONE,
  losDiscountFor,
  type CancellationTerms,
} from '@extranet/domain';
import type { NightRow, QuotedSurcharge, Stay, StayTerms, SurchargeRow } from './repository.js';

export type Quote = Res<'marketplaceQuote'>;
export type QuoteReason = Quote['reasons'][number];

/** What the quote needs besides the stay: the nights and terms read, and the property's today. */
export interface StayFacts {
  terms: StayTerms;
  nights: NightRow[];
  departureCtd: boolean;
  weeklyDiscount: number | null;
  monthlyDiscount: number | null;
  /** Today in the property's time zone. */
  today: string;
}

export function priceStay(s: Stay, nights: number, facts: StayFacts): Quote {
  const { terms: plan, nights: rows, today } = facts;
  const reasons = new Set<QuoteReason>();
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
  const guests = kids ? kids.occupancyGuests : s.adults + s.children;
  const lead = daysBetween(today, s.checkIn);
  const first = rows[0];
  if (first) {
    if (first.cta) reasons.add('CLOSED_TO_ARRIVAL');
    if (first.stay_min !== null && nights < first.stay_min) reasons.add('STAY_TOO_SHORT');
    if (first.stay_max !== null && nights > first.stay_max) reasons.add('STAY_TOO_LONG');
    if (first.adv_min !== null && lead < first.adv_min) reasons.add('BOOKED_TOO_LATE');
    if (first.adv_max !== null && lead > first.adv_max) reasons.add('BOOKED_TOO_EARLY');
  }
  if (facts.departureCtd) reasons.add('CLOSED_TO_DEPARTURE');
  for (const r of planReasons(s, nights, lead, plan)) reasons.add(r);
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
    { weeklyDiscount: facts.weeklyDiscount, monthlyDiscount: facts.monthlyDiscount },
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
  };
}

/**
 * The rate plan's own rules on top of the calendar's (SPEC 3: stay dates, booking days, stay nights), its and
 * the room's status, and the room's occupancy (adults, children and guests in all).
 */
function planReasons(s: Stay, nights: number, lead: number, plan: StayTerms): QuoteReason[] {
  const reasons: QuoteReason[] = [];
  if (plan.plan_status !== 'ACTIVE') reasons.push('RATE_PLAN_INACTIVE');
  if (plan.room_status !== 'ACTIVE') reasons.push('ROOM_INACTIVE');
  if (
    (plan.max_adults !== null && s.adults > plan.max_adults) ||
    (plan.max_children !== null && s.children > plan.max_children) ||
    (plan.max_occupancy !== null && s.adults + s.children > plan.max_occupancy)
  )
    reasons.push('TOO_MANY_GUESTS');
  const lastNight = addDays(s.checkOut, -1);
  if (
    (plan.plan_stay_start !== null && s.checkIn < plan.plan_stay_start) ||
    (plan.plan_stay_end !== null && lastNight > plan.plan_stay_end)
  )
    reasons.push('OUTSIDE_STAY_DATES');
  if (plan.plan_min_booking_days !== null && lead < plan.plan_min_booking_days)
    reasons.push('BOOKED_TOO_LATE');
  if (plan.plan_max_booking_days !== null && lead > plan.plan_max_booking_days)
    reasons.push('BOOKED_TOO_EARLY');
  if (plan.plan_min_stay !== null && nights < plan.plan_min_stay) reasons.push('STAY_TOO_SHORT');
  if (plan.plan_max_stay !== null && nights > plan.plan_max_stay) reasons.push('STAY_TOO_LONG');
  return reasons;
}

/**
 * What each surcharge adds to the stay (SPEC 3): per night of the stay inside its stay dates, the room price
 * (ROOM) or the adult price per adult plus the child price per child (GUEST). The query chose the surcharges
 * that are on and whose check-in dates hold the stay's check-in.
 */
function quoteSurcharges(rows: SurchargeRow[], nights: { date: string }[], s: Stay): QuotedSurcharge[] {
  const out: QuotedSurcharge[] = [];
  for (const r of rows) {
    const count = nights.filter(
      (n) => (r.stayStart === null || n.date >= r.stayStart) && (r.stayEnd === null || n.date <= r.stayEnd),
    ).length;
    if (count === 0) continue;
    const perNight =
      r.type === 'GUEST'
        ? Number(r.price) * s.adults + Number(r.childPrice ?? 0) * s.children
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
  plan: StayTerms,
  calendarPolicy: string | null,
  stay: { checkIn: string; nightlyRates: number[]; totalPrice: number },
): CancellationTerms {
  const ratePlan = cancellationPolicyOf(plan.plan_cancellation);
  const calendar = calendarCancellationPolicy(calendarPolicy, ratePlan);
  return cancellationTerms(calendar ?? ratePlan, calendar ? 'CALENDAR' : 'RATE_PLAN', {
    ...stay,
    timeZone: plan.time_zone ?? DEFAULT_TIME_ZONE,
  });
}
