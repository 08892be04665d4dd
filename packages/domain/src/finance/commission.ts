/**
 * Commission (SPEC 3 Commission, 4 commission change, 5 bounds; docs/decisions/commission-and-tax.md): the
 * property's commission values, their total, and the states of a change request. Pure: the server's service,
 * the finance screen and the market managers' queue use the same rules.
 */
import { COMMISSION_MAX_DECIMALS } from '../constants.js';

/** SELL: the commission is taken from the selling price; NET: the property sets net rates, the marketplace adds it. */
export const COMMISSION_CALCULATION_MODES = ['SELL', 'NET'] as const;
export type CommissionCalculationMode = (typeof COMMISSION_CALCULATION_MODES)[number];

/** The commission of a property: percentages with at most 2 decimals. */
export interface CommissionValues {
  readonly propertyPercent: number;
  readonly preferredPartnerPercent: number;
  readonly addOnsPercent: number;
  readonly calculationMode: CommissionCalculationMode;
}

/**
 * A property without values of its own (seed and tests give it some): the rate plans' usual 15 %, no preferred
 * partner programme, ADD_ONS_COMMISSION_DEFAULT_PERCENT on add-ons, sell-price mode.
 */
export const COMMISSION_DEFAULT_PROPERTY_PERCENT = 15;

/** Rounds a percentage to COMMISSION_MAX_DECIMALS (2) decimals. */
export function roundPercent(value: number): number {
  const f = 10 ** COMMISSION_MAX_DECIMALS;
  return Math.round(value * f) / f;
}

/** The total commission on a room booking: the property's plus the preferred partner's, 2 decimals. */
export function commissionTotal(
  values: Pick<CommissionValues, 'propertyPercent' | 'preferredPartnerPercent'>,
): number {
  return roundPercent(values.propertyPercent + values.preferredPartnerPercent);
}

/** Whether two sets of values are the same (a proposal equal to what is in force is refused). */
export function sameCommission(a: CommissionValues, b: CommissionValues): boolean {
  return (
    roundPercent(a.propertyPercent) === roundPercent(b.propertyPercent) &&
    roundPercent(a.preferredPartnerPercent) === roundPercent(b.preferredPartnerPercent) &&
    roundPercent(a.addOnsPercent) === roundPercent(b.addOnsPercent) &&
    a.calculationMode === b.calculationMode
  );
}

/**
 * A change request (SPEC 4 "Commission change: requested, market manager review, approved or rejected"): the
 * owner keeps a DRAFT, submits it (REQUESTED: the market manager's review), which ends APPROVED (the values
 * change) or REJECTED (with a reason). One open request (DRAFT or REQUESTED) per property.
 */
export const COMMISSION_REQUEST_STATES = ['DRAFT', 'REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type CommissionRequestState = (typeof COMMISSION_REQUEST_STATES)[number];

export const COMMISSION_EVENTS = ['DRAFT', 'SUBMIT', 'APPROVE', 'REJECT'] as const;
export type CommissionEvent = (typeof COMMISSION_EVENTS)[number];

/** Why a transition is refused (the server answers 409 with it). */
export type CommissionRefusal =
  'COMMISSION_ALREADY_REQUESTED' | 'COMMISSION_NO_DRAFT' | 'COMMISSION_NOT_REQUESTED';

/**
 * The state an event leads to from the open request's state (null: no open request), or the refusal.
 * DRAFT saves (or replaces) the draft; SUBMIT needs a draft; APPROVE and REJECT need a submitted request.
 */
export function commissionTransition(
  open: 'DRAFT' | 'REQUESTED' | null,
  event: CommissionEvent,
): { ok: true; to: CommissionRequestState } | { ok: false; refusal: CommissionRefusal } {
  switch (event) {
    case 'DRAFT':
      return open === 'REQUESTED'
        ? { ok: false, refusal: 'COMMISSION_ALREADY_REQUESTED' }
        : { ok: true, to: 'DRAFT' };
    case 'SUBMIT':
      if (open === 'REQUESTED') return { ok: false, refusal: 'COMMISSION_ALREADY_REQUESTED' };
      return open === 'DRAFT' ? { ok: true, to: 'REQUESTED' } : { ok: false, refusal: 'COMMISSION_NO_DRAFT' };
    case 'APPROVE':
    case 'REJECT':
      return open === 'REQUESTED'
        ? { ok: true, to: event === 'APPROVE' ? 'APPROVED' : 'REJECTED' }
        : { ok: false, refusal: 'COMMISSION_NOT_REQUESTED' };
  }
}

/** The longest reason of a rejection, in characters. */
export const COMMISSION_REASON_MAX_LENGTH = 500;
/** Entries per page of the commission log. */
export const COMMISSION_LOG_PAGE_SIZE = 20;
