/**
 * The campaigns screens' pure view model: the market manager's form values and their body, the property's
 * join form values and their body, both checked by the validators the server runs, and display helpers.
 */
import type { Schemas } from '@extranet/api';
import type { CampaignPhase } from '@extranet/domain';
import { validateCampaign, validateCampaignParticipation, type FieldError } from '@extranet/validation';

export type Campaign = Schemas['Campaign'];
export type CampaignInput = Schemas['CampaignInput'];
export type HotelCampaign = Schemas['HotelCampaign'];
export type HotelCampaignDetail = Schemas['HotelCampaignDetail'];
type Tier = 'GOLD' | 'PLATINUM' | 'DIAMOND';

export const TIERS: readonly Tier[] = ['GOLD', 'PLATINUM', 'DIAMOND'];
export const CANCELLATION_POLICIES = ['FOLLOW_RATE_PLAN', 'NON_REFUNDABLE'] as const;
export const PLATFORMS = ['LOGIN', 'NON_LOGIN'] as const;

export const PHASE_TONE: Record<CampaignPhase, 'success' | 'info' | 'neutral' | 'warning'> = {
  OPEN: 'success',
  UPCOMING: 'info',
  CLOSED: 'warning',
  ENDED: 'neutral',
  INACTIVE: 'neutral',
};

export interface CampaignValues {
  name: string;
  descriptionId: string;
  descriptionEn: string;
  active: boolean;
  bookingPeriod: { start: string; end: string };
  stayPeriod: { start: string; end: string };
  participationPeriod: { start: string; end: string };
  /** Blackout dates, YYYY-MM-DD, sorted and unique (the blackout dates picker keeps them so). */
  blackoutDates: string[];
  platforms: ('LOGIN' | 'NON_LOGIN')[];
  minDiscountPercent: number | null;
  minStay: number | null;
  combinable: boolean;
  cancellationPolicy: (typeof CANCELLATION_POLICIES)[number];
  earlyAccessHours: Record<Tier, number | null>;
}

const noDates = () => ({ start: '', end: '' });

export function emptyCampaign(): CampaignValues {
  return {
    name: '',
    descriptionId: '',
    descriptionEn: '',
    active: true,
    bookingPeriod: noDates(),
    stayPeriod: noDates(),
    participationPeriod: noDates(),
    blackoutDates: [],
    platforms: ['LOGIN', 'NON_LOGIN'],
    minDiscountPercent: 10,
    minStay: null,
    combinable: true,
    cancellationPolicy: 'FOLLOW_RATE_PLAN',
    earlyAccessHours: { GOLD: 0, PLATINUM: 0, DIAMOND: 0 },
  };
}

export function valuesFromCampaign(c: Campaign): CampaignValues {
  return {
    name: c.name,
    descriptionId: c.descriptionId,
    descriptionEn: c.descriptionEn,
    active: c.status === 'ACTIVE',
    bookingPeriod: { ...c.bookingPeriod },
    stayPeriod: { ...c.stayPeriod },
    participationPeriod: { ...c.participationPeriod },
    blackoutDates: [...c.blackoutDates],
    platforms: [...c.platforms],
    minDiscountPercent: c.minDiscountPercent,
    minStay: c.minStay,
    combinable: c.combinable,
    cancellationPolicy: c.cancellationPolicy,
    earlyAccessHours: { ...c.earlyAccessHours },
  };
}

const range = (r: { start: string; end: string }) => ({ start: r.start || null, end: r.end || null });

/** The body; an empty early-access field is no early access (0 hours). */
export function toCampaignInput(v: CampaignValues): CampaignInput {
  return {
    name: v.name.trim(),
    descriptionId: v.descriptionId.trim(),
    descriptionEn: v.descriptionEn.trim(),
    status: v.active ? 'ACTIVE' : 'INACTIVE',
    bookingPeriod: range(v.bookingPeriod),
    stayPeriod: range(v.stayPeriod),
    participationPeriod: range(v.participationPeriod),
    blackoutDates: [...v.blackoutDates],
    platforms: v.platforms,
    minDiscountPercent: v.minDiscountPercent,
    minStay: v.minStay,
    combinable: v.combinable,
    cancellationPolicy: v.cancellationPolicy,
    earlyAccessHours: {
      GOLD: v.earlyAccessHours.GOLD ?? 0,
      PLATINUM: v.earlyAccessHours.PLATINUM ?? 0,
      DIAMOND: v.earlyAccessHours.DIAMOND ?? 0,
    },
  };
}

/** A server or validator field to the form's: `blackoutDates.N` shows on the one blackout dates field; a period on its end. */
export function campaignFieldOf(field: string): string {
  if (field.startsWith('blackoutDates')) return 'blackoutDates';
  if (/^(booking|stay|participation)Period$/.test(field)) return `${field}.end`;
  return field;
}

export const CAMPAIGN_FIELDS =
  /^(name|descriptionId|descriptionEn|platforms|blackoutDates|minDiscountPercent|minStay|cancellationPolicy|(booking|stay|participation)Period\.(start|end)|earlyAccessHours\.(GOLD|PLATINUM|DIAMOND))$/;

/** The server's rules, on the form's fields. */
export function validateCampaignValues(v: CampaignValues, today: string): FieldError[] {
  return validateCampaign(toCampaignInput(v), { today }).map((e) => ({
    ...e,
    field: campaignFieldOf(e.field),
  }));
}

export interface JoinValues {
  discountPercent: number | null;
  roomIds: number[];
  ratePlanIds: number[];
}

/** The join form starts from the participation, else the campaign's minimum on nothing chosen. */
export function joinValues(d: HotelCampaignDetail): JoinValues {
  return d.participation
    ? {
        discountPercent: d.participation.discountPercent,
        roomIds: [...d.participation.roomIds],
        ratePlanIds: [...d.participation.ratePlanIds],
      }
    : { discountPercent: d.campaign.minDiscountPercent, roomIds: [], ratePlanIds: [] };
}

/** The rate plans the campaign accepts (only non-refundable ones when it asks for them). */
export function acceptedRatePlans(d: HotelCampaignDetail): HotelCampaignDetail['ratePlans'] {
  return d.campaign.cancellationPolicy === 'NON_REFUNDABLE'
    ? d.ratePlans.filter((p) => p.nonRefundable)
    : d.ratePlans;
}

export const JOIN_FIELDS = ['discountPercent', 'roomIds', 'ratePlanIds'] as const;

/** The server's participation rules, on the join form. */
export function validateJoinValues(v: JoinValues, d: HotelCampaignDetail): FieldError[] {
  return validateCampaignParticipation(v, d.campaign, {
    roomIds: d.rooms.map((r) => r.roomId),
    ratePlans: d.ratePlans,
  });
}

/** The names of the chosen rooms and rate plans ("Deluxe, Suite · Room Only"), ids unknown left out. */
export function choiceSummary(
  participation: { roomIds: readonly number[]; ratePlanIds: readonly number[] },
  rooms: readonly { roomId: number; name: string }[],
  ratePlans: readonly { ratePlanId: number; name: string }[],
): { rooms: string; ratePlans: string } {
  const names = <T>(
    ids: readonly number[],
    list: readonly T[],
    id: (x: T) => number,
    name: (x: T) => string,
  ) =>
    ids.flatMap((i) => {
      const found = list.find((x) => id(x) === i);
      return found ? [name(found)] : [];
    });
  return {
    rooms: names(
      participation.roomIds,
      rooms,
      (r) => r.roomId,
      (r) => r.name,
    ).join(', '),
    ratePlans: names(
      participation.ratePlanIds,
      ratePlans,
      (p) => p.ratePlanId,
      (p) => p.name,
    ).join(', '),
  };
}
