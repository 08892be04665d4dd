import {
  registrationBasePath,
  registrationSteps,
  stepIndex,
  type RegistrationKind,
  type RegistrationStepName,
} from '../registration.js';
import { NEW_PROPERTY_REVIEW_HOURS } from '../constants.js';
import { ActiveStatus } from '../status.js';
import { CONTACT_KINDS } from './contacts.js';

/**
 * Registration of a property (SPEC 2, 4, 5; issue 11): the lists each step chooses from, the order in which
 * steps may be saved, what every step needs before the registration can be submitted, and the market
 * manager's decisions. Pure: the server reads the data, these rules judge it.
 */

/** Version of the partner agreement (its text: i18n namespace `agreement`). A new text needs a new version. */
export const AGREEMENT_VERSION = '2026.1';
/** Currency of a registration (SPEC 1: IDR; fixed once confirmed, SPEC 4). */
export const REGISTRATION_CURRENCIES = ['IDR'] as const;

/** GUEST_PROPERTY step: the kinds of building per category. */
export const PROPERTY_TYPES: Readonly<Record<RegistrationKind, readonly string[]>> = {
  HOTEL: ['HOTEL', 'RESORT', 'BOUTIQUE_HOTEL', 'GUEST_HOUSE', 'HOMESTAY', 'HOSTEL', 'MOTEL', 'CAPSULE'],
  NHA: ['VILLA', 'APARTMENT', 'HOUSE', 'CABIN', 'GLAMPING', 'COTTAGE', 'BUNGALOW'],
};
/** OTHER_PLATFORM step: where the property is listed already (up to OTHER_PLATFORMS_MAX). */
export const OTHER_PLATFORMS = [
  'AIRBNB',
  'BOOKING_COM',
  'AGODA',
  'EXPEDIA',
  'TRAVELOKA',
  'TRIP_COM',
  'OTHER',
] as const;
export const OTHER_PLATFORMS_MAX = 5;
/** How the owner heard of us (SPEC 5: required). */
export const CHANNEL_SOURCES = [
  'SEARCH_ENGINE',
  'SOCIAL_MEDIA',
  'FRIEND_OR_FAMILY',
  'MARKET_MANAGER',
  'EVENT',
  'ADVERTISEMENT',
  'OTHER',
] as const;
export const PAYMENT_METHODS = ['BANK_TRANSFER', 'INVOICE', 'VIRTUAL_CREDIT'] as const;
export const PAYOUT_CURRENCIES = ['IDR', 'USD', 'SGD', 'MYR', 'THB', 'AUD', 'EUR'] as const;
/** The rate plan an approved property without any gets (DAILY, room only, all rooms). */
export const DEFAULT_RATE_PLAN_NAME = 'Standar';
/** Reject reasons: 10 to 1000 characters. */
export const REJECT_REASON_MIN = 10;
export const REJECT_REASON_MAX = 1000;
/** Photos a registration needs (SPEC 5): 3 for a property, 2 per unit of a home rented by unit. */
export const REGISTRATION_MIN_PHOTOS = 3;
export const REGISTRATION_MIN_UNIT_PHOTOS = 2;
/** Facilities a room needs (SPEC 5). */
export const REGISTRATION_MIN_ROOM_FACILITIES = 3;

/** Steps whose data the registration module keeps (they advance the registration when saved). */
export const OWNED_STEPS: readonly RegistrationStepName[] = [
  'GUEST_PROPERTY',
  'OTHER_PLATFORM',
  'AGREEMENT_DETAIL',
  'PAYMENT_DETAIL',
];
/** Steps whose data other modules keep: completed through recordRegistrationStep. */
export const RECORDED_STEPS: readonly RegistrationStepName[] = [
  'GENERAL_INFO',
  'CONTACT',
  'PROPERTY_DETAIL',
  'PROPERTY_PHOTO',
  'GENERAL_POLICY',
  'ROOM_DETAIL',
  'LISTING_DETAIL',
];

export type StepState = 'DONE' | 'CURRENT' | 'LOCKED';

export interface StepView {
  readonly step: RegistrationStepName;
  readonly slug: string;
  readonly path: string;
  readonly state: StepState;
}

/** The wizard's steps with their state after `lastStep` (the last completed step, null when none). */
export function stepStates(kind: RegistrationKind, lastStep: string | null): StepView[] {
  const done = stepIndex(kind, lastStep);
  const base = registrationBasePath(kind);
  return registrationSteps(kind).map((s, i) => ({
    step: s.step,
    slug: s.slug,
    path: `${base}/${s.slug}`,
    state: i <= done ? 'DONE' : i === done + 1 ? 'CURRENT' : 'LOCKED',
  }));
}

/** True when `step` may be saved now: it is done already (editing) or the next one. */
export function canSaveStep(
  kind: RegistrationKind,
  lastStep: string | null,
  step: RegistrationStepName,
): boolean {
  const index = stepIndex(kind, step);
  return index !== -1 && index <= stepIndex(kind, lastStep) + 1;
}

/** The last completed step after saving `step`: it advances only when `step` was the next one. */
export function stepAfterSaving(
  kind: RegistrationKind,
  lastStep: string | null,
  step: RegistrationStepName,
): RegistrationStepName | null {
  const last = stepIndex(kind, lastStep);
  if (stepIndex(kind, step) === last + 1) return step;
  return last === -1 ? null : registrationSteps(kind)[last]!.step;
}

// ---------------------------------------------------------------- what each step needs

/** What the rules read of a property in registration. */
export interface RegistrationSnapshot {
  readonly kind: RegistrationKind;
  readonly placeType: 'WHOLE' | 'UNIT' | null;
  readonly propertyType: string | null;
  readonly generalInfo: {
    readonly name: string | null;
    readonly address: string | null;
    readonly country: string | null;
    readonly latitude: number | null;
    readonly longitude: number | null;
  };
  /** The kinds each contact holds. */
  readonly contactKinds: readonly (readonly string[])[];
  readonly channelSource: string | null;
  readonly agreementVersion: string | null;
  readonly agreementAccepted: boolean;
  readonly facilities: number;
  /** Photos of the property (not of a room) and whether one of them is the main photo. */
  readonly propertyPhotos: number;
  readonly mainPhoto: boolean;
  readonly policy: boolean;
  readonly rooms: readonly {
    readonly roomId: number;
    readonly facilities: number;
    readonly photos: number;
  }[];
  readonly paymentMethod: string | null;
}

/** One reason a step is not complete: field `<STEP>.<field>`, code of `validations.registration.*`. */
export interface RegistrationCheck {
  readonly field: string;
  readonly code: string;
  readonly params?: Record<string, string | number>;
}

const check = (step: RegistrationStepName, field: string, code: string, params?: Record<string, number>) =>
  params ? { field: `${step}.${field}`, code, params } : { field: `${step}.${field}`, code };

const blank = (v: string | null) => v === null || v.trim() === '';

function roomChecks(step: RegistrationStepName, s: RegistrationSnapshot): RegistrationCheck[] {
  if (s.rooms.length === 0) return [check(step, 'rooms', 'registration.roomRequired')];
  const out: RegistrationCheck[] = [];
  const perUnit = s.kind === 'NHA' && s.placeType === 'UNIT';
  s.rooms.forEach((room, i) => {
    if (room.facilities < REGISTRATION_MIN_ROOM_FACILITIES) {
      out.push(
        check(step, `rooms.${i}.facilities`, 'registration.roomFacilities', {
          min: REGISTRATION_MIN_ROOM_FACILITIES,
        }),
      );
    }
    if (perUnit && room.photos < REGISTRATION_MIN_UNIT_PHOTOS) {
      out.push(
        check(step, `rooms.${i}.photos`, 'registration.unitPhotos', { min: REGISTRATION_MIN_UNIT_PHOTOS }),
      );
    }
  });
  return out;
}

/** Why `step` is not complete yet (empty when it is). */
export function stepChecks(step: RegistrationStepName, s: RegistrationSnapshot): RegistrationCheck[] {
  switch (step) {
    case 'GUEST_PROPERTY':
      return s.propertyType && PROPERTY_TYPES[s.kind].includes(s.propertyType)
        ? []
        : [check(step, 'propertyType', 'registration.propertyTypeRequired')];
    case 'GENERAL_INFO': {
      const g = s.generalInfo;
      const out: RegistrationCheck[] = [];
      if (blank(g.name)) out.push(check(step, 'name', 'registration.infoRequired'));
      if (blank(g.address)) out.push(check(step, 'address', 'registration.infoRequired'));
      if (blank(g.country)) out.push(check(step, 'country', 'registration.infoRequired'));
      if (g.latitude === null) out.push(check(step, 'latitude', 'registration.infoRequired'));
      if (g.longitude === null) out.push(check(step, 'longitude', 'registration.infoRequired'));
      return out;
    }
    case 'CONTACT':
      return CONTACT_KINDS.filter((kind) => !s.contactKinds.some((held) => held.includes(kind))).map((kind) =>
        check(step, `contacts.${kind}`, `registration.contactKind.${kind}`),
      );
    case 'OTHER_PLATFORM':
      return blank(s.channelSource)
        ? [check(step, 'channelSource', 'registration.channelSourceRequired')]
        : [];
    case 'AGREEMENT_DETAIL':
      if (!s.agreementAccepted) return [check(step, 'accepted', 'registration.agreementRequired')];
      return s.agreementVersion === AGREEMENT_VERSION
        ? []
        : [check(step, 'version', 'registration.agreementOutdated')];
    case 'PROPERTY_DETAIL':
      return s.facilities >= 1 ? [] : [check(step, 'facilities', 'registration.facilityRequired')];
    case 'PROPERTY_PHOTO': {
      const out: RegistrationCheck[] = [];
      if (s.propertyPhotos < REGISTRATION_MIN_PHOTOS) {
        out.push(check(step, 'photos', 'registration.photosTooFew', { min: REGISTRATION_MIN_PHOTOS }));
      }
      if (!s.mainPhoto) out.push(check(step, 'mainPhoto', 'registration.mainPhotoRequired'));
      return out;
    }
    case 'GENERAL_POLICY':
      return s.policy ? [] : [check(step, 'policy', 'registration.policyRequired')];
    case 'ROOM_DETAIL':
    case 'LISTING_DETAIL':
      return roomChecks(step, s);
    case 'PAYMENT_DETAIL':
      return s.paymentMethod ? [] : [check(step, 'method', 'registration.paymentRequired')];
    case 'REGISTRATION_REVIEW':
      return [];
  }
}

/** Everything that still blocks submitting: the checks of every step of the wizard, in its order. */
export function registrationChecks(s: RegistrationSnapshot): RegistrationCheck[] {
  return registrationSteps(s.kind).flatMap((step) => stepChecks(step.step, s));
}

// ---------------------------------------------------------------- decisions

export type PropertyDecision = 'APPROVE_OFFLINE' | 'APPROVE_ONLINE' | 'REJECT';

/**
 * The status a market manager's decision leads to from `status`, or null when it does not fit: a submitted
 * property (-1) is approved offline (1), online (2) or rejected (0); one approved offline is activated (2).
 */
export function decisionStatus(status: number, decision: PropertyDecision): number | null {
  if (status === ActiveStatus.PENDING) {
    if (decision === 'APPROVE_OFFLINE') return ActiveStatus.APPROVE_OFFLINE;
    if (decision === 'APPROVE_ONLINE') return ActiveStatus.APPROVE_ONLINE;
    return ActiveStatus.REJECTED;
  }
  if (status === ActiveStatus.APPROVE_OFFLINE && decision === 'APPROVE_ONLINE')
    return ActiveStatus.APPROVE_ONLINE;
  return null;
}

/** Whole hours since `submittedAt` at `now`, and whether that is past the review target. */
export function reviewAge(submittedAt: Date, now: Date): { ageHours: number; overdue: boolean } {
  const ms = Math.max(0, now.getTime() - submittedAt.getTime());
  const ageHours = Math.floor(ms / 3_600_000);
  return { ageHours, overdue: ms > NEW_PROPERTY_REVIEW_HOURS * 3_600_000 };
}
