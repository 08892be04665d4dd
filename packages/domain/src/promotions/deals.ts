/**
 * A property's deal (the contract's Deal / DealInput, stored in `deals`) as an offer of the pricing function,
 * so the server's quote and the app's preview read deals the same way.
 */
import type { DealKind, Offer, PromoPlatform } from './types.js';

/** The terms of a deal as the contract holds them (numbers may still be null while a form is filled in). */
export interface DealTerms {
  readonly kind: DealKind;
  readonly name: string;
  readonly platforms: readonly PromoPlatform[];
  readonly roomIds?: readonly number[];
  readonly ratePlanIds: readonly number[];
  readonly bookingPeriod: { readonly start?: string | null; readonly end?: string | null };
  readonly stayPeriod: { readonly start?: string | null; readonly end?: string | null };
  readonly bookingStartTime?: string | null;
  readonly bookingEndTime?: string | null;
  readonly stayDays?: readonly number[];
  readonly blackoutDates?: readonly string[];
  readonly minStay?: number | null;
  readonly combinable: boolean;
  readonly discountType?: 'PERCENT' | 'FIXED' | null;
  readonly tiers?: readonly { readonly minNights: number; readonly value: number | null }[];
  readonly freeNight?: {
    readonly minNights: number | null;
    readonly freeNights: number | null;
    readonly maxFreeNights?: number | null;
    readonly accumulation: boolean;
  } | null;
  readonly hotelNowTiers?: readonly {
    readonly startTime: string | null;
    readonly endTime: string | null;
    readonly percent: number | null;
  }[];
  readonly valueAdded?: {
    readonly category: 'MEAL' | 'VOUCHER' | 'TRANSPORT' | 'OTHERS' | null;
    readonly nameId: string;
    readonly nameEn: string;
    readonly validity: 'ONCE_PER_STAY' | 'EVERY_NIGHT' | null;
  } | null;
}

/** The offer id of a deal in the pricing function's answers. */
export const dealOfferId = (dealId: number | string) => `deal:${dealId}`;

/** The deal id of an offer id, or null when the offer is not a deal (a campaign, loyalty, ...). */
export function dealIdOf(offerId: string): number | null {
  const m = /^deal:(\d+)$/.exec(offerId);
  return m ? Number(m[1]) : null;
}

const range = (r: { start?: string | null; end?: string | null }) => ({
  start: r.start ?? null,
  end: r.end ?? null,
});
const list = <T>(v: readonly T[] | undefined): readonly T[] | null => (v && v.length > 0 ? v : null);

/** The offer of a deal; null when its terms are incomplete (a draft the pricing cannot use). */
export function offerOfDeal(dealId: number | string, d: DealTerms): Offer | null {
  const base = {
    id: dealOfferId(dealId),
    name: d.name,
    bookingPeriod: range(d.bookingPeriod),
    stayPeriod: range(d.stayPeriod),
    bookingTime:
      d.bookingStartTime && d.bookingEndTime ? { start: d.bookingStartTime, end: d.bookingEndTime } : null,
    stayDays: list(d.stayDays),
    blackoutDates: list(d.blackoutDates),
    minStay: d.minStay ?? null,
    platforms: d.platforms,
    roomIds: list(d.roomIds),
    ratePlanIds: d.ratePlanIds,
    combinable: d.combinable,
  };
  switch (d.kind) {
    case 'REGULAR': {
      const tiers = (d.tiers ?? []).flatMap((t) =>
        t.value === null ? [] : [{ minNights: t.minNights, value: t.value }],
      );
      if (tiers.length === 0) return null;
      return { ...base, kind: 'REGULAR', discountType: d.discountType ?? 'PERCENT', tiers };
    }
    case 'FREE_NIGHT': {
      const f = d.freeNight;
      if (!f || f.minNights === null || f.freeNights === null) return null;
      return {
        ...base,
        kind: 'FREE_NIGHT',
        minNights: f.minNights,
        freeNights: f.freeNights,
        maxFreeNights: f.accumulation ? (f.maxFreeNights ?? null) : null,
        accumulation: f.accumulation,
      };
    }
    case 'HOTEL_NOW': {
      const tiers = (d.hotelNowTiers ?? []).flatMap((t) =>
        t.startTime && t.endTime && t.percent !== null
          ? [{ start: t.startTime, end: t.endTime, percent: t.percent }]
          : [],
      );
      if (tiers.length === 0) return null;
      return { ...base, kind: 'HOTEL_NOW', tiers };
    }
    case 'VALUE_ADDED': {
      const v = d.valueAdded;
      if (!v || !v.category || !v.validity) return null;
      return {
        ...base,
        kind: 'VALUE_ADDED',
        category: v.category,
        names: { id: v.nameId, en: v.nameEn },
        validity: v.validity,
      };
    }
  }
}
