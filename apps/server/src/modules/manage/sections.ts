/**
 * The sections of the manage hub: one entry per setup area, each reading its facts (repository.ts) and turning
 * them into findings with the domain's rules (@extranet/domain manage). A new area is one more entry of
 * SECTIONS (and its id, finding kinds and links in the domain), as the promotions section was
 * (docs/decisions/loyalty-and-manage.md).
 */
import {
  endsWithinWindow,
  manageFinding,
  managePromotionState,
  PROMO_TYPE_OF_KIND,
  type DealKind,
  type ManageArea,
  type ManageFinding,
  type ManagePromotionState,
} from '@extranet/domain';
import type { Database } from '../../db/types.js';
import * as repo from './repository.js';

/** What a section reads: the property, its today and the window's last day. */
export interface SectionInput {
  readonly hotelId: number;
  readonly today: string;
  readonly windowEnd: string;
}

export interface SectionRead {
  checked: number;
  findings: ManageFinding[];
  /** The promotions section: its deals by state. */
  states?: Record<ManagePromotionState, number>;
}

export interface HubSection {
  readonly area: ManageArea;
  read(db: Database, input: SectionInput): Promise<SectionRead>;
}

const roomSetup: HubSection = {
  area: 'ROOM_SETUP',
  async read(db, { hotelId, today, windowEnd }) {
    const rooms = await repo.roomFacts(db, hotelId, today, windowEnd);
    const findings = rooms.flatMap((r) => {
      const subject = { id: r.roomId, name: r.name };
      return [
        r.noPhoto ? manageFinding('ROOM_NO_PHOTO', subject) : null,
        r.noDescription ? manageFinding('ROOM_NO_DESCRIPTION', subject) : null,
        r.daysWithoutAllotment > 0
          ? manageFinding('ROOM_NO_ALLOTMENT', subject, { days: r.daysWithoutAllotment })
          : null,
        r.noRatePlan ? manageFinding('ROOM_NO_RATE_PLAN', subject) : null,
      ].filter((f): f is ManageFinding => f !== null);
    });
    return { checked: rooms.length, findings };
  },
};

/** Rate plans are read once for two sections (rate plan setup, cancellation policy). */
function ratePlanSection(
  area: ManageArea,
  findingsOf: (plan: repo.RatePlanFacts, today: string) => (ManageFinding | null)[],
): HubSection {
  return {
    area,
    async read(db, { hotelId, today, windowEnd }) {
      const plans = await repo.ratePlanFacts(db, hotelId, today, windowEnd);
      const findings = plans
        .flatMap((p) => findingsOf(p, today))
        .filter((f): f is ManageFinding => f !== null);
      return { checked: plans.length, findings };
    },
  };
}

const ratePlanSetup = ratePlanSection('RATE_PLAN_SETUP', (p, today) => {
  const subject = { id: p.ratePlanId, name: p.name };
  return [
    p.daysWithoutRates > 0
      ? manageFinding('RATE_PLAN_NO_RATES', subject, { days: p.daysWithoutRates })
      : null,
    endsWithinWindow(p.stayEnd, today)
      ? manageFinding('RATE_PLAN_STAY_ENDING', subject, { date: p.stayEnd!, today })
      : null,
  ];
});

const cancellationPolicy = ratePlanSection('CANCELLATION_POLICY', (p) => {
  const subject = { id: p.ratePlanId, name: p.name };
  if (!p.cancellationEnabled) return [manageFinding('RATE_PLAN_NO_CANCELLATION', subject)];
  if (p.cancellationPolicy === 'NON_REFUNDABLE') return [manageFinding('RATE_PLAN_NON_REFUNDABLE', subject)];
  return [];
});

const surcharges: HubSection = {
  area: 'SURCHARGE',
  async read(db, { hotelId, today }) {
    const list = await repo.surchargeFacts(db, hotelId);
    const findings = list
      .filter((s) => endsWithinWindow(s.lastDay, today))
      .map((s) =>
        manageFinding('SURCHARGE_ENDING', { id: s.surchargeId, name: s.name }, { date: s.lastDay!, today }),
      );
    return { checked: list.length, findings };
  },
};

/**
 * Promotions: switched off, booking period over or ending within 14 days, rate plans or rooms no longer sold;
 * each linked to the deal's edit page. A deal whose booking period is over is not checked for the rest.
 */
const promotions: HubSection = {
  area: 'PROMOTION',
  async read(db, { hotelId, today }) {
    const deals = await repo.promotionFacts(db, hotelId);
    const states: Record<ManagePromotionState, number> = {
      ACTIVE: 0,
      INACTIVE: 0,
      EXPIRING_SOON: 0,
      EXPIRED: 0,
    };
    const findings = deals.flatMap((d) => {
      const state = managePromotionState(d, today);
      states[state] += 1;
      const subject = { id: d.dealId, name: d.name };
      const extra = { promoType: PROMO_TYPE_OF_KIND[d.kind as DealKind] ?? 'regular' };
      if (state === 'EXPIRED')
        return [manageFinding('PROMOTION_ENDED', subject, { ...extra, date: d.bookingEnd! })];
      return [
        state === 'INACTIVE' ? manageFinding('PROMOTION_INACTIVE', subject, extra) : null,
        state === 'EXPIRING_SOON'
          ? manageFinding('PROMOTION_ENDING', subject, { ...extra, date: d.bookingEnd!, today })
          : null,
        d.ratePlansGone > 0 ? manageFinding('PROMOTION_RATE_PLAN_GONE', subject, extra) : null,
        d.roomsGone > 0 ? manageFinding('PROMOTION_ROOM_GONE', subject, extra) : null,
      ].filter((f): f is ManageFinding => f !== null);
    });
    return { checked: deals.length, findings, states };
  },
};

/** The hub's sections in the order of the page (MANAGE_AREAS). */
export const SECTIONS: readonly HubSection[] = [
  roomSetup,
  ratePlanSetup,
  cancellationPolicy,
  promotions,
  surcharges,
];
