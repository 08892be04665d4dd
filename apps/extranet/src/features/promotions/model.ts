/**
 * The promotions (deals) screens' view model, pure: the form's values and the contract's DealInput, the
 * validator they share with the server (@extranet/validation validateDeal), the list's period and platform
 * texts, and the "guest pays / you receive" preview, priced by the same function as the marketplace's quote
 * (@extranet/domain priceWithOffers).
 */
import type { components } from '@extranet/api';
import {
  addDays,
  commissionOf,
  DEAL_KINDS,
  offerOfDeal,
  PRICE_SIMULATION_MAX_NIGHTS,
  priceWithOffers,
  PROMO_TYPE_OF_KIND,
  STACK_WARNING_DEFAULT_PERCENT,
  type BookingSource,
  type DealKind,
  type Offer,
  type PricingResult,
  type RewardsTier,
} from '@extranet/domain';
import { validateDeal, type FieldError } from '@extranet/validation';

export type Deal = components['schemas']['Deal'];
export type DealInput = components['schemas']['DealInput'];
export type Platform = 'LOGIN' | 'NON_LOGIN';
/** An offer of the property beside its deals: a campaign it joined, a targeted promotion, the loyalty discount. */
export type OtherOffer = components['schemas']['OtherOffer'];
export { DEAL_KINDS, type DealKind };

/** The promo type of the route (`add/promotion/create/:promoType`) in lower case. */
export const PROMO_TYPES: Record<string, DealKind> = Object.fromEntries(
  DEAL_KINDS.map((kind) => [PROMO_TYPE_OF_KIND[kind], kind]),
);
export const promoTypeOf = (kind: DealKind) =>
  Object.entries(PROMO_TYPES).find(([, k]) => k === kind)?.[0] ?? 'regular';

export interface DealValues {
  kind: DealKind;
  name: string;
  platforms: Platform[];
  ratePlanIds: number[];
  roomIds: number[];
  bookingPeriod: { start: string; end: string };
  stayPeriod: { start: string; end: string };
  bookingStartTime: string | null;
  bookingEndTime: string | null;
  stayDays: number[];
  /** Blackout dates, YYYY-MM-DD, sorted and unique (the blackout dates picker keeps them so). */
  blackoutDates: string[];
  minStay: number | null;
  combinable: boolean;
  active: boolean;
  discountType: 'PERCENT' | 'FIXED' | null;
  tiers: { minNights: number | null; value: number | null }[];
  freeNight: {
    minNights: number | null;
    freeNights: number | null;
    maxFreeNights: number | null;
    accumulation: boolean;
  };
  hotelNowTiers: { startTime: string | null; endTime: string | null; percent: number | null }[];
  valueAdded: {
    category: 'MEAL' | 'VOUCHER' | 'TRANSPORT' | 'OTHERS' | null;
    nameId: string;
    nameEn: string;
    validity: 'ONCE_PER_STAY' | 'EVERY_NIGHT' | null;
  };
  /** RATE_PLAN: the rate plan's policy applies; otherwise the promotion's own (SPEC 3, 5). */
  cancellation: {
    policy: 'RATE_PLAN' | 'NON_REFUNDABLE' | 'FREE' | 'CUSTOM';
    daysBefore: number | null;
    chargeType: 'PERCENTAGE' | 'NIGHTS';
    percentage: number | null;
    nights: number | null;
    noShow: 'FIRST_NIGHT' | 'FULL_STAY' | 'NONE';
  };
}

export const CANCELLATION_CHOICES = ['RATE_PLAN', 'NON_REFUNDABLE', 'FREE', 'CUSTOM'] as const;

const FOLLOW_RATE_PLAN: DealValues['cancellation'] = {
  policy: 'RATE_PLAN',
  daysBefore: null,
  chargeType: 'PERCENTAGE',
  percentage: null,
  nights: null,
  noShow: 'FIRST_NIGHT',
};

/** The form's cancellation choice of a deal's stored policy (none: the rate plan's). */
function cancellationValues(c: Deal['cancellationPolicy']): DealValues['cancellation'] {
  if (!c?.enabled || !c.policy) return FOLLOW_RATE_PLAN;
  return {
    policy: c.policy,
    daysBefore: c.daysBefore ?? null,
    chargeType: c.chargeType ?? 'PERCENTAGE',
    percentage: c.percentage ?? null,
    nights: c.nights ?? null,
    noShow: c.noShow ?? 'NONE',
  };
}

/** The contract's policy of the form's choice: null follows the rate plan; only the chosen policy's fields. */
export function cancellationInput(c: DealValues['cancellation']): DealInput['cancellationPolicy'] {
  if (c.policy === 'RATE_PLAN') return null;
  const custom = c.policy === 'CUSTOM';
  return {
    enabled: true,
    policy: c.policy,
    daysBefore: c.policy === 'NON_REFUNDABLE' ? null : c.daysBefore,
    chargeType: custom ? c.chargeType : null,
    percentage: custom && c.chargeType === 'PERCENTAGE' ? c.percentage : null,
    nights: custom && c.chargeType === 'NIGHTS' ? c.nights : null,
    noShow: c.noShow,
  };
}

export function emptyDeal(kind: DealKind): DealValues {
  return {
    kind,
    name: '',
    platforms: ['LOGIN', 'NON_LOGIN'],
    ratePlanIds: [],
    roomIds: [],
    bookingPeriod: { start: '', end: '' },
    stayPeriod: { start: '', end: '' },
    bookingStartTime: null,
    bookingEndTime: null,
    stayDays: [],
    blackoutDates: [],
    minStay: null,
    combinable: true,
    active: true,
    discountType: 'PERCENT',
    tiers: [{ minNights: 1, value: null }],
    freeNight: { minNights: 3, freeNights: 1, maxFreeNights: null, accumulation: false },
    hotelNowTiers: [{ startTime: '18:00', endTime: '04:00', percent: null }],
    valueAdded: { category: null, nameId: '', nameEn: '', validity: 'ONCE_PER_STAY' },
    cancellation: FOLLOW_RATE_PLAN,
  };
}

export function valuesFromDeal(d: Deal): DealValues {
  const empty = emptyDeal(d.kind);
  return {
    kind: d.kind,
    name: d.name,
    platforms: d.platforms,
    ratePlanIds: d.ratePlanIds,
    roomIds: d.roomIds,
    bookingPeriod: { start: d.bookingPeriod.start ?? '', end: d.bookingPeriod.end ?? '' },
    stayPeriod: { start: d.stayPeriod.start ?? '', end: d.stayPeriod.end ?? '' },
    bookingStartTime: d.bookingStartTime,
    bookingEndTime: d.bookingEndTime,
    stayDays: d.stayDays,
    blackoutDates: [...d.blackoutDates],
    minStay: d.minStay,
    combinable: d.combinable,
    active: d.status === 'ACTIVE',
    discountType: d.discountType ?? empty.discountType,
    tiers: d.tiers.length > 0 ? d.tiers : empty.tiers,
    freeNight: d.freeNight
      ? { ...d.freeNight, maxFreeNights: d.freeNight.maxFreeNights ?? null }
      : empty.freeNight,
    hotelNowTiers: d.hotelNowTiers.length > 0 ? d.hotelNowTiers : empty.hotelNowTiers,
    valueAdded: d.valueAdded ?? empty.valueAdded,
    cancellation: cancellationValues(d.cancellationPolicy),
  };
}

/** The body: only the terms of the deal's kind. */
export function toDealInput(v: DealValues): DealInput {
  return {
    kind: v.kind,
    name: v.name.trim(),
    status: v.active ? 'ACTIVE' : 'INACTIVE',
    platforms: v.platforms,
    ratePlanIds: v.ratePlanIds,
    roomIds: v.roomIds,
    bookingPeriod: { start: v.bookingPeriod.start || null, end: v.bookingPeriod.end || null },
    stayPeriod: { start: v.stayPeriod.start || null, end: v.stayPeriod.end || null },
    bookingStartTime: v.bookingStartTime || null,
    bookingEndTime: v.bookingEndTime || null,
    stayDays: v.stayDays,
    blackoutDates: v.blackoutDates,
    minStay: v.minStay,
    combinable: v.combinable,
    discountType: v.kind === 'REGULAR' ? v.discountType : null,
    tiers: v.kind === 'REGULAR' ? v.tiers.map((t) => ({ minNights: t.minNights ?? 1, value: t.value })) : [],
    freeNight: v.kind === 'FREE_NIGHT' ? v.freeNight : null,
    hotelNowTiers: v.kind === 'HOTEL_NOW' ? v.hotelNowTiers : [],
    valueAdded: v.kind === 'VALUE_ADDED' ? v.valueAdded : null,
    cancellationPolicy: cancellationInput(v.cancellation),
  };
}

/** The same rules the server runs (SPEC 5), on the form's fields. */
export function validateDealValues(v: DealValues, today?: string): FieldError[] {
  const input = toDealInput(v);
  return validateDeal({ ...input, tiers: v.tiers }, today === undefined ? {} : { today }).map((e) => ({
    ...e,
    field: dealFieldOf(e.field),
  }));
}

/**
 * A server or validator field to the form's: blackout dates are one field; periods show on their range; the own
 * cancellation policy is the form's `cancellation`.
 */
export function dealFieldOf(field: string): string {
  if (field.startsWith('blackoutDates')) return 'blackoutDates';
  if (field.startsWith('cancellationPolicy.')) return field.replace('cancellationPolicy.', 'cancellation.');
  if (field === 'bookingPeriod' || field === 'stayPeriod') return `${field}.end`;
  return field;
}

/** The fields the deal form shows, whatever the kind (each kind's terms: see dealFormFieldOf). */
export const DEAL_FIELDS =
  /^(name|platforms|ratePlanIds|roomIds|bookingPeriod\.(start|end)|stayPeriod\.(start|end)|bookingStartTime|bookingEndTime|stayDays|blackoutDates|minStay|discountType|tiers\.\d+\.(minNights|value)|freeNight\.(minNights|freeNights|maxFreeNights)|hotelNowTiers\.\d+\.(startTime|endTime|percent)|valueAdded\.(category|nameId|nameEn|validity)|cancellation\.(policy|daysBefore|chargeType|percentage|nights|noShow))$/;

/** The index of the tier taking the most off (the one that sells lowest), 0 when none has a value yet. */
function deepestTier<T>(tiers: readonly T[], valueOf: (tier: T) => number | null): number {
  let deepest = 0;
  tiers.forEach((tier, i) => {
    if ((valueOf(tier) ?? -Infinity) > (valueOf(tiers[deepest] as T) ?? -Infinity)) deepest = i;
  });
  return deepest;
}

/**
 * Where the deal form shows a server field error, given the form's values: the whole discount (`tiers`,
 * `hotelNowTiers`, as the minimum sell price check names it) on the value of the tier taking the most off; only a
 * field the form shows for this kind and these values (a tier it has, the maximum free nights when they
 * accumulate). undefined: the form has no such field, and shows the error as its alert instead.
 */
export function dealFormFieldOf(serverField: string, v: DealValues): string | undefined {
  let field = dealFieldOf(serverField);
  if (field === 'tiers') field = `tiers.${deepestTier(v.tiers, (t) => t.value)}.value`;
  if (field === 'hotelNowTiers')
    field = `hotelNowTiers.${deepestTier(v.hotelNowTiers, (t) => t.percent)}.percent`;
  if (!DEAL_FIELDS.test(field)) return undefined;
  const [head, index] = field.split('.');
  switch (head) {
    case 'discountType':
    case 'tiers':
      if (v.kind !== 'REGULAR') return undefined;
      break;
    case 'freeNight':
      if (v.kind !== 'FREE_NIGHT') return undefined;
      if (field === 'freeNight.maxFreeNights' && !v.freeNight.accumulation) return undefined;
      break;
    case 'hotelNowTiers':
      if (v.kind !== 'HOTEL_NOW') return undefined;
      break;
    case 'valueAdded':
      if (v.kind !== 'VALUE_ADDED') return undefined;
      break;
  }
  if (head === 'tiers' && Number(index) >= v.tiers.length) return undefined;
  if (head === 'hotelNowTiers' && Number(index) >= v.hotelNowTiers.length) return undefined;
  return field;
}

/** Where a deal stands today: its switch, then its booking period. */
export function dealState(d: Deal, today: string): 'INACTIVE' | 'UPCOMING' | 'RUNNING' | 'ENDED' {
  if (d.status === 'INACTIVE') return 'INACTIVE';
  if (d.bookingPeriod.end && d.bookingPeriod.end < today) return 'ENDED';
  if (d.bookingPeriod.start && d.bookingPeriod.start > today) return 'UPCOMING';
  return 'RUNNING';
}

/** The discount a list row shows: "20%", "Rp 50.000", "3 + 1", the Hotel Now tiers, or the benefit. */
export function discountSummary(d: Deal, idr: (n: number) => string): string {
  switch (d.kind) {
    case 'REGULAR':
      return d.tiers
        .map((t) => (d.discountType === 'FIXED' ? idr(t.value ?? 0) : `${t.value ?? 0}%`))
        .join(' / ');
    case 'FREE_NIGHT':
      return d.freeNight ? `${d.freeNight.minNights ?? 0} : ${d.freeNight.freeNights ?? 0}` : '';
    case 'HOTEL_NOW':
      return d.hotelNowTiers.map((t) => `${t.percent ?? 0}%`).join(' / ');
    case 'VALUE_ADDED':
      return d.valueAdded ? d.valueAdded.nameEn || d.valueAdded.nameId : '';
  }
}

// ---------------------------------------------------------------- the preview

/** The sample stay of the preview: dates, room and rate plan, the nights' rates read from the calendar. */
export interface SampleStay {
  roomId: number;
  ratePlanId: number;
  nights: { date: string; rate: number }[];
  /** Surcharges and children charges: added to the price, never discounted. */
  extras?: number;
  minSellPrice: number;
  /** The rate plan's commission percent (null: none set). */
  commission: string | number | null;
  platform: Platform;
  bookedAt: Date;
  /** The guest's rewards tier (campaigns' early access); none by default. */
  rewardsTier?: RewardsTier | null;
  /** A loyalty member gets the loyalty discount. */
  loyaltyMember?: boolean;
  /** Where the booking is made (targeted promotions' target users); the marketplace's own by default. */
  source?: BookingSource;
}

/** What the sample stay's defaults read of the rate plan: its own stay dates and length of stay. */
export interface SamplePlanTerms {
  stayDates?: { start?: string | null; end?: string | null } | null;
  lengthOfStay?: { enabled: boolean; min?: number | null } | null;
}

/**
 * The sample stay the preview starts from, until the owner picks one: a check-in inside the promotion's stay
 * period and the rate plan's stay dates (30 days ahead when neither says later), and nights enough for the
 * promotion to apply (its minimum stay, a free night's qualifying nights, its shortest tier) and for the rate plan
 * to sell (its minimum length of stay), 2 at least.
 */
export function sampleStayDefaults(
  values: Partial<DealValues>,
  plan: SamplePlanTerms | null,
  today: string,
): { checkIn: string; nights: number } {
  const starts = [values.stayPeriod?.start, plan?.stayDates?.start].filter(
    (d): d is string => typeof d === 'string' && d > today,
  );
  const checkIn = starts.length > 0 ? starts.reduce((a, b) => (a > b ? a : b)) : addDays(today, 30);
  const tiers = values.tiers ?? [];
  const shortestTier = tiers.length > 0 ? Math.min(...tiers.map((tier) => tier.minNights ?? 1)) : 0;
  const freeNightMin = values.kind === 'FREE_NIGHT' ? (values.freeNight?.minNights ?? 0) : 0;
  const planMin = plan?.lengthOfStay?.enabled ? (plan.lengthOfStay.min ?? 0) : 0;
  const nights = Math.max(2, values.minStay ?? 0, freeNightMin, shortestTier, planMin);
  return { checkIn, nights: Math.min(PRICE_SIMULATION_MAX_NIGHTS, nights) };
}

export interface Preview {
  result: PricingResult;
  guestPays: number;
  commission: number;
  youReceive: number;
  /** The share of the base the guest does not pay, in percent (0-100). */
  percentOff: number;
  /** Above the warning threshold. */
  warn: boolean;
  /** Whether the deal being edited is among the offers applied. */
  thisApplies: boolean;
}

export const PREVIEW_OFFER_ID = 'deal:editing';
export const DEFAULT_STACK_WARNING_PERCENT = STACK_WARNING_DEFAULT_PERCENT;

/** An offer beside the deals as the pricing function takes it (the server sends it as the quote reads it). */
export function offerOfOther(o: OtherOffer): Offer {
  const range = (r: OtherOffer['stayPeriod']) => (r ? { start: r.start ?? null, end: r.end ?? null } : null);
  const conditions = {
    id: o.id,
    name: o.name,
    combinable: o.combinable,
    bookingPeriod: range(o.bookingPeriod),
    stayPeriod: range(o.stayPeriod),
    blackoutDates: o.blackoutDates,
    minStay: o.minStay,
    platforms: o.platforms,
    roomIds: o.roomIds,
    ratePlanIds: o.ratePlanIds,
    percent: o.percent,
  };
  switch (o.kind) {
    case 'CAMPAIGN':
      return { ...conditions, kind: o.kind, earlyAccessHours: o.earlyAccessHours };
    case 'TARGETED':
    case 'CORPORATE':
      return { ...conditions, kind: o.kind, targetUsers: o.targetUsers ?? 'ALL' };
    case 'LOYALTY':
      return { ...conditions, kind: o.kind };
  }
}

/**
 * The preview of a sample stay: the property's other active deals, the one being edited (as if switched on) and
 * its offers beside the deals (campaigns, targeted promotions, loyalty), priced together by priceWithOffers as the
 * quote prices them; what the guest pays, the commission on it and what the property receives; a warning when
 * together they take more than `threshold` percent off.
 */
export function previewOf(
  editing: DealValues,
  editingId: number | null,
  property: { deals: readonly Deal[]; other: readonly OtherOffer[] },
  sample: SampleStay,
  threshold = DEFAULT_STACK_WARNING_PERCENT,
): Preview {
  const offers: Offer[] = property.deals.flatMap((d) => {
    if (d.status !== 'ACTIVE' || d.dealId === editingId) return [];
    const o = offerOfDeal(d.dealId, d);
    return o ? [o] : [];
  });
  offers.push(...property.other.map(offerOfOther));
  const mine = offerOfDeal('editing', { ...toDealInput(editing), roomIds: editing.roomIds });
  if (mine) offers.push(mine);
  const result = priceWithOffers(
    {
      roomId: sample.roomId,
      ratePlanId: sample.ratePlanId,
      nights: sample.nights,
      extras: sample.extras ?? 0,
      minSellPrice: sample.minSellPrice,
      bookedAt: sample.bookedAt,
      platform: sample.platform,
      rewardsTier: sample.rewardsTier ?? null,
      loyaltyMember: sample.loyaltyMember ?? false,
      source: sample.source ?? 'OWN_PLATFORM',
    },
    offers,
  );
  const commission = commissionOf(result.total, null, sample.commission).amount;
  const percentOff = result.baseTotal > 0 ? (result.discountTotal * 100) / result.baseTotal : 0;
  return {
    result,
    guestPays: result.total,
    commission,
    youReceive: result.total - commission,
    percentOff,
    warn: percentOff > threshold,
    thisApplies:
      result.applied.some((a) => a.offerId === PREVIEW_OFFER_ID) ||
      result.valueAdded.some((v) => v.offerId === PREVIEW_OFFER_ID),
  };
}
