import type { components } from '@extranet/api';
import { decisionStatus, GENERAL_INFO_FIELDS, type GeneralInfoField } from '@extranet/domain';

export type PropertyReviewItem = components['schemas']['PropertyReviewItem'];
export type PropertyReview = components['schemas']['PropertyReview'];
export type ReviewPhoto = components['schemas']['ReviewPhoto'];
export type GeneralInfoReviewItem = components['schemas']['GeneralInfoReviewItem'];
export type GeneralInfoInput = components['schemas']['GeneralInfoInput'];
export type ReviewDecision = components['schemas']['PropertyDecisionInput']['decision'];

/** The two sections of the properties tab: to approve or reject (oldest first), and to activate. */
export function splitQueue(items: readonly PropertyReviewItem[]): {
  submitted: PropertyReviewItem[];
  awaitingActivation: PropertyReviewItem[];
} {
  const bySubmit = (a: PropertyReviewItem, b: PropertyReviewItem) =>
    (a.submittedAt ?? '').localeCompare(b.submittedAt ?? '') || a.hotelId - b.hotelId;
  return {
    submitted: items.filter((i) => i.queue === 'SUBMITTED').sort(bySubmit),
    awaitingActivation: items.filter((i) => i.queue === 'AWAITING_ACTIVATION').sort(bySubmit),
  };
}

export interface AgeView {
  /** Whole days and the hours left over, for "1 d 6 h". */
  days: number;
  hours: number;
  /** Hours left before the target (0 when overdue). */
  remainingHours: number;
  /** Hours past the target (0 when not overdue). */
  overdueHours: number;
  overdue: boolean;
}

/** An item's age against the review target (SPEC 9: 2x24 h); the server's `overdue` flag is the authority. */
export function ageView(ageHours: number, targetHours: number, overdue: boolean): AgeView {
  const age = Math.max(0, Math.floor(ageHours));
  return {
    days: Math.floor(age / 24),
    hours: age % 24,
    remainingHours: overdue ? 0 : Math.max(0, targetHours - age),
    overdueHours: overdue ? Math.max(0, age - targetHours) : 0,
    overdue,
  };
}

const DECISIONS: readonly ReviewDecision[] = ['APPROVE_OFFLINE', 'APPROVE_ONLINE', 'REJECT'];

/**
 * The decisions a market manager can take on a property in this status: those the domain's `decisionStatus` (the
 * server's rule) turns into a new status.
 */
export function decisionsFor(activeStatus: number): ReviewDecision[] {
  return DECISIONS.filter((d) => decisionStatus(activeStatus, d) !== null);
}

/** i18n key (namespace `review`) of what is wrong with a rejection reason, or null when it is fine. */
export function reasonProblem(reason: string, min: number, max: number): string | null {
  const length = reason.trim().length;
  if (length === 0) return 'review.decision.reasonRequired';
  if (length < min) return 'review.decision.reasonTooShort';
  if (length > max) return 'review.decision.reasonTooLong';
  return null;
}

/** A map link for a position, or null when either coordinate is missing or out of range. */
export function mapLink(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

const FULL = ['large', 'medium', 'thumb'];
const SMALL = ['thumb', 'medium', 'large'];

/** The url of a photo's variant, preferring the full size (`full`) or the thumbnail. */
export function photoUrl(photo: ReviewPhoto, size: 'full' | 'thumb'): string | null {
  const order = size === 'full' ? FULL : SMALL;
  for (const name of order) {
    const found = photo.variants.find((v) => v.name === name);
    if (found) return found.url;
  }
  return photo.variants[0]?.url ?? null;
}

/** The next photo index of a lightbox (arrows wrap around), or null for no photos. */
export function stepIndex(index: number, count: number, delta: number): number | null {
  if (count <= 0) return null;
  return (((index + delta) % count) + count) % count;
}

export interface FieldRow {
  field: GeneralInfoField;
  current: string;
  proposed: string;
  changed: boolean;
}

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : String(value);

/**
 * The rows of a change request side by side: the changed fields first (in form order), then the others, so a
 * market manager sees what changes without losing the context.
 */
export function generalInfoRows(
  item: Pick<GeneralInfoReviewItem, 'current' | 'request' | 'changedFields'>,
): FieldRow[] {
  const rows = GENERAL_INFO_FIELDS.map((field) => {
    const current = shown(item.current[field]);
    const proposed = shown(item.request.proposed[field]);
    return { field, current, proposed, changed: item.changedFields.includes(field) || current !== proposed };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/** Open requests (to decide) and the decided ones (history), each in the server's order. */
export function splitRequests(items: readonly GeneralInfoReviewItem[]): {
  open: GeneralInfoReviewItem[];
  decided: GeneralInfoReviewItem[];
} {
  return {
    open: items.filter((i) => i.request.status === 'SENT'),
    decided: items.filter((i) => i.request.status !== 'SENT'),
  };
}
