/**
 * The manage hub (/v3/manage): the state of each setup area of a property (what is missing, what ends soon),
 * each finding with the page that fixes it. Pure: the server reads the facts and turns them into findings
 * here; the page groups and words them. A section is one entry of MANAGE_AREAS: a new area (promotions) adds
 * its id here, its finding kinds and links below, and one reader on the server (docs/decisions/loyalty-and-manage.md).
 * The promotions section (PROMOTION_*) is the last one added this way.
 */
import { addDays, daysBetween } from '../dates.js';
import { routePath } from '../route-match.js';

/** Findings look this many days ahead (rates, allotment, stay dates and surcharges ending). */
export const MANAGE_WINDOW_DAYS = 30;

export const MANAGE_AREAS = [
  'ROOM_SETUP',
  'RATE_PLAN_SETUP',
  'CANCELLATION_POLICY',
  'PROMOTION',
  'SURCHARGE',
] as const;
export type ManageArea = (typeof MANAGE_AREAS)[number];

/** The route of the hub focused on one area (ROUTES of routes.ts). */
export const MANAGE_AREA_ROUTES: Readonly<Record<ManageArea, string>> = {
  ROOM_SETUP: 'manageRoomSetup',
  RATE_PLAN_SETUP: 'manageRatePlanSetup',
  CANCELLATION_POLICY: 'manageCancellationPolicy',
  PROMOTION: 'managePromotion',
  SURCHARGE: 'manageSurcharge',
};

/** The area a hub route focuses on, or null for the whole hub. */
export function manageAreaOfRoute(routeId: string): ManageArea | null {
  const found = (Object.keys(MANAGE_AREA_ROUTES) as ManageArea[]).find(
    (a) => MANAGE_AREA_ROUTES[a] === routeId,
  );
  return found ?? null;
}

export const MANAGE_FINDING_KINDS = [
  'ROOM_NO_PHOTO',
  'ROOM_NO_DESCRIPTION',
  'ROOM_NO_ALLOTMENT',
  'ROOM_NO_RATE_PLAN',
  'RATE_PLAN_NO_RATES',
  'RATE_PLAN_STAY_ENDING',
  'RATE_PLAN_NO_CANCELLATION',
  'RATE_PLAN_NON_REFUNDABLE',
  'SURCHARGE_ENDING',
  'PROMOTION_RATE_PLAN_GONE',
  'PROMOTION_ROOM_GONE',
  'PROMOTION_ENDING',
  'PROMOTION_ENDED',
  'PROMOTION_INACTIVE',
] as const;
export type ManageFindingKind = (typeof MANAGE_FINDING_KINDS)[number];

/** WARNING: guests cannot book or see something; NOTICE: worth a look (a non-refundable plan). */
export type ManageSeverity = 'WARNING' | 'NOTICE';

export interface ManageFinding {
  readonly kind: ManageFindingKind;
  readonly severity: ManageSeverity;
  /** The room, rate plan or surcharge it is about. */
  readonly subjectId: number;
  readonly subjectName: string;
  /** Days concerned (dates without allotment or rates in the window), when it counts days. */
  readonly days?: number;
  /** The date something ends (stay dates, a surcharge), when it is about an end. */
  readonly date?: string;
  /** Days from today to `date`. */
  readonly daysLeft?: number;
  /** The page that fixes it. */
  readonly path: string;
}

const SEVERITY: Readonly<Record<ManageFindingKind, ManageSeverity>> = {
  ROOM_NO_PHOTO: 'WARNING',
  ROOM_NO_DESCRIPTION: 'WARNING',
  ROOM_NO_ALLOTMENT: 'WARNING',
  ROOM_NO_RATE_PLAN: 'WARNING',
  RATE_PLAN_NO_RATES: 'WARNING',
  RATE_PLAN_STAY_ENDING: 'WARNING',
  RATE_PLAN_NO_CANCELLATION: 'WARNING',
  RATE_PLAN_NON_REFUNDABLE: 'NOTICE',
  SURCHARGE_ENDING: 'NOTICE',
  PROMOTION_RATE_PLAN_GONE: 'WARNING',
  PROMOTION_ROOM_GONE: 'WARNING',
  PROMOTION_ENDING: 'WARNING',
  PROMOTION_ENDED: 'NOTICE',
  PROMOTION_INACTIVE: 'NOTICE',
};

/** The page that fixes a finding about `subjectId` (a promotion's: its edit page, by its `promoType`). */
export function manageFindingPath(kind: ManageFindingKind, subjectId: number, promoType = 'regular'): string {
  switch (kind) {
    case 'ROOM_NO_PHOTO':
      return routePath('photoGallery');
    case 'ROOM_NO_DESCRIPTION':
      return routePath('roomDataEdit', { roomId: subjectId });
    case 'ROOM_NO_ALLOTMENT':
    case 'RATE_PLAN_NO_RATES':
      return routePath('ratesAndAvailability');
    case 'ROOM_NO_RATE_PLAN':
      return routePath('ratePlanCreate');
    case 'RATE_PLAN_STAY_ENDING':
    case 'RATE_PLAN_NO_CANCELLATION':
    case 'RATE_PLAN_NON_REFUNDABLE':
      return routePath('ratePlanEdit', { method: 'edit', id: subjectId });
    case 'SURCHARGE_ENDING':
      return routePath('surchargeEdit', { id: subjectId });
    case 'PROMOTION_RATE_PLAN_GONE':
    case 'PROMOTION_ROOM_GONE':
    case 'PROMOTION_ENDING':
    case 'PROMOTION_ENDED':
    case 'PROMOTION_INACTIVE':
      return routePath('promotionEdit', { method: 'edit', id: subjectId, promoType });
  }
}

/** The area a finding belongs to. */
export function manageAreaOf(kind: ManageFindingKind): ManageArea {
  if (kind.startsWith('ROOM_')) return 'ROOM_SETUP';
  if (kind === 'RATE_PLAN_NO_CANCELLATION' || kind === 'RATE_PLAN_NON_REFUNDABLE')
    return 'CANCELLATION_POLICY';
  if (kind.startsWith('RATE_PLAN_')) return 'RATE_PLAN_SETUP';
  if (kind.startsWith('PROMOTION_')) return 'PROMOTION';
  return 'SURCHARGE';
}

/** A finding with its severity and path (`extra`: days, date). */
export function manageFinding(
  kind: ManageFindingKind,
  subject: { id: number; name: string },
  extra: { days?: number; date?: string; today?: string; promoType?: string } = {},
): ManageFinding {
  return {
    kind,
    severity: SEVERITY[kind],
    subjectId: subject.id,
    subjectName: subject.name,
    ...(extra.days !== undefined ? { days: extra.days } : {}),
    ...(extra.date !== undefined ? { date: extra.date } : {}),
    ...(extra.date !== undefined && extra.today !== undefined
      ? { daysLeft: daysBetween(extra.today, extra.date) }
      : {}),
    path: manageFindingPath(kind, subject.id, extra.promoType),
  };
}

/** The last day of the hub's window starting today (today + 29: 30 days in all). */
export function manageWindowEnd(today: string): string {
  return addDays(today, MANAGE_WINDOW_DAYS - 1);
}

/** True when `end` (a stay end, a surcharge's last day) falls from today to today + 30 days. */
export function endsWithinWindow(end: string | null, today: string): boolean {
  if (end === null) return false;
  const left = daysBetween(today, end);
  return left >= 0 && left <= MANAGE_WINDOW_DAYS;
}

export interface ManageSection {
  readonly area: ManageArea;
  /** How many of the area's things were checked (rooms, rate plans, surcharges). */
  readonly checked: number;
  readonly findings: readonly ManageFinding[];
}

/** A section's state: OK without findings, WARNING when one is a warning, else NOTICE. */
export function manageSectionStatus(section: Pick<ManageSection, 'findings'>): 'OK' | ManageSeverity {
  if (section.findings.length === 0) return 'OK';
  return section.findings.some((f) => f.severity === 'WARNING') ? 'WARNING' : 'NOTICE';
}

/** Findings in a stable order: warnings first, then by kind's order, then subject name and id. */
export function sortFindings(findings: readonly ManageFinding[]): ManageFinding[] {
  const rank = (f: ManageFinding) => (f.severity === 'WARNING' ? 0 : 1);
  return [...findings].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      MANAGE_FINDING_KINDS.indexOf(a.kind) - MANAGE_FINDING_KINDS.indexOf(b.kind) ||
      a.subjectName.localeCompare(b.subjectName) ||
      a.subjectId - b.subjectId,
  );
}

// ---------------------------------------------------------------- promotions

/** A deal is "expiring soon" when its booking period ends within this many days (SPEC 4 manage hub). */
export const MANAGE_PROMOTION_ENDING_DAYS = 14;

export type ManagePromotionState = 'ACTIVE' | 'INACTIVE' | 'EXPIRING_SOON' | 'EXPIRED';

/**
 * Where a deal stands for the hub: switched off; else its booking period over (EXPIRED), ending from today to
 * today + 14 (EXPIRING_SOON), or running or still to come (ACTIVE).
 */
export function managePromotionState(
  deal: { active: boolean; bookingEnd: string | null },
  today: string,
): ManagePromotionState {
  if (!deal.active) return 'INACTIVE';
  if (deal.bookingEnd === null) return 'ACTIVE';
  const left = daysBetween(today, deal.bookingEnd);
  if (left < 0) return 'EXPIRED';
  return left <= MANAGE_PROMOTION_ENDING_DAYS ? 'EXPIRING_SOON' : 'ACTIVE';
}
