/**
 * The sections of the manage hub: one entry per setup area, each reading its facts (repository.ts) and turning
 * them into findings with the domain's rules (@extranet/domain manage). A new area is one more entry of
 * SECTIONS (and its id, finding kinds and links in the domain): the promotions section plugs in here once the
 * promotions table exists (docs/decisions/loyalty-and-manage.md).
 */
import { endsWithinWindow, manageFinding, type ManageArea, type ManageFinding } from '@extranet/domain';
import type { Database } from '../../db/types.js';
import * as repo from './repository.js';

/** What a section reads: the property, its today and the window's last day. */
export interface SectionInput {
  readonly hotelId: number;
  readonly today: string;
  readonly windowEnd: string;
}

export interface HubSection {
  readonly area: ManageArea;
  read(db: Database, input: SectionInput): Promise<{ checked: number; findings: ManageFinding[] }>;
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

/** The hub's sections in the order of the page. */
export const SECTIONS: readonly HubSection[] = [roomSetup, ratePlanSetup, cancellationPolicy, surcharges];
