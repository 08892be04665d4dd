/** Rows of the repository as the contract's shapes (components/rates.yaml). Never return rows themselves. */
import type { ChildrenRatePlanRow, RatePlanRow, RoomRow, SurchargeRow } from './repository.js';

export type DerivedStatus = 'ACTIVE' | 'INACTIVE' | 'EXPIRED' | 'UPCOMING';

/** One formatter per zone (null: unknown zone): building one costs about 0.1 ms, every rates request needs one. */
const DATE_FORMATTERS = new Map<string, Intl.DateTimeFormat | null>();

/** Today (YYYY-MM-DD) in an IANA time zone. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  let formatter = DATE_FORMATTERS.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      formatter = null;
    }
    DATE_FORMATTERS.set(timeZone, formatter);
  }
  // An unknown zone in the data must not break the page: the properties are in GMT+7 to GMT+9.
  return formatter?.format(now) ?? new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** SPEC 3/4: switched off -> INACTIVE; stay end before today -> EXPIRED; stay start after today -> UPCOMING. */
export function derivedStatus(
  plan: { status: string; stayStart: string | null; stayEnd: string | null },
  today: string,
): DerivedStatus {
  if (plan.status !== 'ACTIVE') return 'INACTIVE';
  if (plan.stayEnd !== null && plan.stayEnd < today) return 'EXPIRED';
  if (plan.stayStart !== null && plan.stayStart > today) return 'UPCOMING';
  return 'ACTIVE';
}

export function presentRoom(r: RoomRow) {
  return {
    roomId: Number(r.room_id),
    name: r.name,
    roomType: r.room_type,
    description: r.description,
    sizeSqm: r.size_sqm === null ? null : Number(r.size_sqm),
    roomCount: Number(r.room_count),
    bedrooms: Number(r.bedrooms),
    maxAdults: Number(r.max_adults),
    maxChildren: Number(r.max_children),
    maxOccupancy: Number(r.max_occupancy),
    smokingAllowed: r.smoking_allowed,
    minSellPrice: Number(r.min_sell_price),
    status: r.status,
    ratePlanIds: (r.rate_plan_ids ?? []).map(Number),
  };
}

const CANCELLATION_KEYS = ['policy', 'daysBefore', 'chargeType', 'percentage', 'nights', 'noShow'] as const;

export function presentCancellation(stored: Record<string, unknown>) {
  const out: Record<string, unknown> = { enabled: stored.enabled === true };
  for (const key of CANCELLATION_KEYS) out[key] = stored[key] ?? null;
  return out;
}

function minMax(min: number | null, max: number | null) {
  return { enabled: min !== null || max !== null, min, max };
}

export function presentRatePlan(p: RatePlanRow, today: string) {
  const rooms = (p.rooms ?? []).map((r) => ({ roomId: Number(r.roomId), name: r.name }));
  return {
    ratePlanId: Number(p.rate_plan_id),
    name: p.name,
    type: p.type,
    stayDates: { start: p.stay_start, end: p.stay_end },
    roomIds: rooms.map((r) => r.roomId),
    rooms,
    tariffMode: p.tariff_mode,
    meals: p.meals,
    cancellation: presentCancellation(p.cancellation),
    advanceBooking: minMax(p.min_booking_days, p.max_booking_days),
    lengthOfStay: minMax(p.min_stay, p.max_stay),
    stayKind: p.stay_kind,
    commission: p.commission === null ? null : Number(p.commission),
    status: p.status,
    derivedStatus: derivedStatus({ status: p.status, stayStart: p.stay_start, stayEnd: p.stay_end }, today),
    childrenRatePlanId: p.children_rate_plan_id === null ? null : Number(p.children_rate_plan_id),
    createdAt: p.created_at.toISOString(),
    updatedAt: p.updated_at.toISOString(),
  };
}

export function presentChildrenRatePlan(c: ChildrenRatePlanRow) {
  const ratePlans = (c.rate_plans ?? []).map((p) => ({ ratePlanId: Number(p.ratePlanId), name: p.name }));
  return {
    childrenRatePlanId: Number(c.children_rate_plan_id),
    name: c.name,
    ageGroups: c.age_groups.map((g) => ({ minAge: g.minAge, maxAge: g.maxAge, price: g.price })),
    ratePlanIds: ratePlans.map((p) => p.ratePlanId),
    ratePlans,
    active: c.active,
    createdAt: c.created_at.toISOString(),
    updatedAt: c.updated_at.toISOString(),
  };
}

export function presentSurcharge(s: SurchargeRow) {
  const guest = s.type === 'GUEST';
  return {
    surchargeId: Number(s.surcharge_id),
    name: s.name,
    info: s.info,
    type: s.type,
    price: guest ? null : Number(s.price),
    adultPrice: guest ? Number(s.price) : null,
    childPrice: guest && s.child_price !== null ? Number(s.child_price) : null,
    stayDates: { start: s.stay_start, end: s.stay_end },
    checkInDates: { start: s.check_in_start, end: s.check_in_end },
    status: s.status,
    createdAt: s.created_at.toISOString(),
    updatedAt: s.updated_at.toISOString(),
  };
}
