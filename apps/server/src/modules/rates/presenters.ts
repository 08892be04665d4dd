/** Records of the repositories as the contract's shapes (components/rates.yaml). */
import type { Schemas } from '@extranet/api/operations';
import type { RatePlanRecord } from './repository.js';
import type { SurchargeRecord } from './surcharge-repository.js';

/** SPEC 3/4: switched off -> INACTIVE; stay end before today -> EXPIRED; stay start after today -> UPCOMING. */
export function derivedStatus(
  plan: { status: string; stayStart: string | null; stayEnd: string | null },
  today: string,
): Schemas['DerivedStatus'] {
  if (plan.status !== 'ACTIVE') return 'INACTIVE';
  if (plan.stayEnd !== null && plan.stayEnd < today) return 'EXPIRED';
  if (plan.stayStart !== null && plan.stayStart > today) return 'UPCOMING';
  return 'ACTIVE';
}

export function presentCancellation(
  stored: Partial<Schemas['RatePlanCancellation']>,
): Schemas['RatePlanCancellation'] {
  return {
    enabled: stored.enabled === true,
    policy: stored.policy ?? null,
    daysBefore: stored.daysBefore ?? null,
    chargeType: stored.chargeType ?? null,
    percentage: stored.percentage ?? null,
    nights: stored.nights ?? null,
    noShow: stored.noShow ?? null,
  };
}

function minMax(min: number | null, max: number | null): Schemas['CatalogMinMax'] {
  return { enabled: min !== null || max !== null, min, max };
}

export function presentRatePlan(p: RatePlanRecord, today: string): Schemas['RatePlan'] {
  return {
    ratePlanId: p.ratePlanId,
    name: p.name,
    type: p.type,
    stayDates: { start: p.stayStart, end: p.stayEnd },
    roomIds: p.rooms.map((r) => r.roomId),
    rooms: p.rooms,
    tariffMode: p.tariffMode,
    meals: p.meals,
    cancellation: presentCancellation(p.cancellation),
    advanceBooking: minMax(p.minBookingDays, p.maxBookingDays),
    lengthOfStay: minMax(p.minStay, p.maxStay),
    stayKind: p.stayKind,
    commission: p.commission,
    commissionInForce: p.commissionInForce,
    status: p.status,
    derivedStatus: derivedStatus(p, today),
    childrenRatePlanId: p.childrenRatePlanId,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function presentSurcharge(s: SurchargeRecord): Schemas['Surcharge'] {
  const guest = s.type === 'GUEST';
  return {
    surchargeId: s.surchargeId,
    name: s.name,
    info: s.info,
    type: s.type,
    price: guest ? null : s.price,
    adultPrice: guest ? s.price : null,
    childPrice: guest && s.childPrice !== null ? s.childPrice : null,
    stayDates: { start: s.stayStart, end: s.stayEnd },
    checkInDates: { start: s.checkInStart, end: s.checkInEnd },
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
