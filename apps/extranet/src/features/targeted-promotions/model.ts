/**
 * The targeted promotions screens' view model, pure: the form's values and the contract's input, the validator
 * they share with the server (@extranet/validation validateTargetedPromotion), the route's type segment, and
 * where a promotion stands today.
 */
import type { components } from '@extranet/api';
import {
  DEFAULT_TARGET_USERS,
  targetedRouteType,
  targetedTypeOfRoute,
  type TargetedPromotionType,
} from '@extranet/domain';
import { validateTargetedPromotion, type FieldError } from '@extranet/validation';

export type TargetedPromotion = components['schemas']['TargetedPromotion'];
export type TargetedPromotionInput = components['schemas']['TargetedPromotionInput'];
export type TargetUsers = components['schemas']['TargetUsers'];
export { targetedRouteType, targetedTypeOfRoute, type TargetedPromotionType };

export const PROMO_BASE = '/v3/promotions-and-campaigns';
export const LIST_PATH = `${PROMO_BASE}/exclusive-member-deals`;
export const createPath = (type: TargetedPromotionType) =>
  `${PROMO_BASE}/targeted-promo/create/${targetedRouteType(type)}`;
export const editPath = (p: Pick<TargetedPromotion, 'type' | 'targetedPromotionId'>) =>
  `${PROMO_BASE}/targeted-promo/edit/${targetedRouteType(p.type)}/${p.targetedPromotionId}`;
export const viewPath = (p: Pick<TargetedPromotion, 'type' | 'targetedPromotionId'>) =>
  `${PROMO_BASE}/targeted-promo/view/${targetedRouteType(p.type)}/${p.targetedPromotionId}`;

export interface TargetedValues {
  type: TargetedPromotionType;
  name: string;
  discountPercent: number | null;
  bookingPeriod: { start: string; end: string };
  stayPeriod: { start: string; end: string };
  /** Blackout dates, YYYY-MM-DD, sorted and unique (the blackout dates picker keeps them so). */
  blackoutDates: string[];
  ratePlanIds: number[];
  roomIds: number[];
  combinable: boolean;
  active: boolean;
  targetUsers: TargetUsers;
}

export function emptyTargeted(type: TargetedPromotionType): TargetedValues {
  return {
    type,
    name: '',
    discountPercent: null,
    bookingPeriod: { start: '', end: '' },
    stayPeriod: { start: '', end: '' },
    blackoutDates: [],
    ratePlanIds: [],
    roomIds: [],
    combinable: true,
    active: true,
    targetUsers: DEFAULT_TARGET_USERS,
  };
}

export function valuesFrom(p: TargetedPromotion): TargetedValues {
  return {
    type: p.type,
    name: p.name,
    discountPercent: p.discountPercent,
    bookingPeriod: { start: p.bookingPeriod.start ?? '', end: p.bookingPeriod.end ?? '' },
    stayPeriod: { start: p.stayPeriod.start ?? '', end: p.stayPeriod.end ?? '' },
    blackoutDates: [...p.blackoutDates],
    ratePlanIds: p.ratePlanIds,
    roomIds: p.roomIds,
    combinable: p.combinable,
    active: p.status === 'ACTIVE',
    targetUsers: p.targetUsers,
  };
}

/** The body. The target users are sent as they are: the server refuses a change by anyone but a market manager. */
export function toInput(v: TargetedValues): TargetedPromotionInput {
  return {
    type: v.type,
    name: v.name.trim(),
    status: v.active ? 'ACTIVE' : 'INACTIVE',
    discountPercent: v.discountPercent,
    bookingPeriod: { start: v.bookingPeriod.start || null, end: v.bookingPeriod.end || null },
    stayPeriod: { start: v.stayPeriod.start || null, end: v.stayPeriod.end || null },
    blackoutDates: [...v.blackoutDates],
    ratePlanIds: v.ratePlanIds,
    roomIds: v.roomIds,
    combinable: v.combinable,
    targetUsers: v.targetUsers,
  };
}

/** A server or validator field to the form's: `blackoutDates.N` shows on the one blackout dates field; periods on their end. */
export function fieldOf(field: string): string {
  if (field.startsWith('blackoutDates')) return 'blackoutDates';
  if (field === 'bookingPeriod' || field === 'stayPeriod') return `${field}.end`;
  return field;
}

export const FORM_FIELDS =
  /^(name|discountPercent|bookingPeriod\.(start|end)|stayPeriod\.(start|end)|blackoutDates|ratePlanIds|roomIds|targetUsers)$/;

/** The same rules the server runs (SPEC 5), on the form's fields. */
export function validateValues(v: TargetedValues, today?: string): FieldError[] {
  return validateTargetedPromotion(toInput(v), today === undefined ? {} : { today }).map((e) => ({
    ...e,
    field: fieldOf(e.field),
  }));
}

/** Where a promotion stands today: its switch, then its booking period. */
export function targetedState(
  p: Pick<TargetedPromotion, 'status' | 'bookingPeriod'>,
  today: string,
): 'INACTIVE' | 'UPCOMING' | 'RUNNING' | 'ENDED' {
  if (p.status === 'INACTIVE') return 'INACTIVE';
  if (p.bookingPeriod.end && p.bookingPeriod.end < today) return 'ENDED';
  if (p.bookingPeriod.start && p.bookingPeriod.start > today) return 'UPCOMING';
  return 'RUNNING';
}
