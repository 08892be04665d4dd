// Campaigns (SPEC 3 Campaign): a market manager's campaign and a property's participation in one. The server
// and the forms run the same checks; codes are `validations.<code>` keys (block `campaign`).
import {
  CAMPAIGN_CANCELLATION_POLICIES,
  CAMPAIGN_EARLY_ACCESS_MAX_HOURS,
  REWARDS_TIERS,
} from '@extranet/domain';
import { DISCOUNT_MAX_PERCENT, LENGTH_OF_STAY_MAX_NIGHTS } from '../constants.js';
import { ErrorList, type FieldError } from '../field-errors.js';
import { todayIn } from './dates.js';
import { checkBlackoutDates } from './promotion.js';
import { checkDateRange, checkNumber } from './ranges.js';
import type { DateRange, Maybe, NumberInput } from './types.js';

export const CAMPAIGN_NAME_MAX = 100;
export const CAMPAIGN_DESCRIPTION_MAX = 1000;

export interface CampaignFormInput {
  name: Maybe<string>;
  descriptionId: Maybe<string>;
  descriptionEn: Maybe<string>;
  bookingPeriod: Partial<DateRange> | null | undefined;
  stayPeriod: Partial<DateRange> | null | undefined;
  participationPeriod: Partial<DateRange> | null | undefined;
  blackoutDates?: readonly unknown[] | null;
  platforms: readonly string[] | null | undefined;
  minDiscountPercent: NumberInput;
  minStay?: NumberInput;
  cancellationPolicy: Maybe<string>;
  earlyAccessHours: Partial<Record<'GOLD' | 'PLATINUM' | 'DIAMOND', NumberInput>> | null | undefined;
}

const period = (r: Partial<DateRange> | null | undefined) => (r ? { start: r.start, end: r.end } : r);

/**
 * A campaign: name (max 100), both descriptions (max 1000), the booking, stay and participation periods with
 * both ends, none over before `today`, participation ending no later than the stay period, at least one
 * platform, a minimum discount of 1 to 100 %, minimum stay 1 to 365, a cancellation policy, early access hours
 * 0 to 720 for each tier, never fewer for a higher tier (gold, platinum, diamond), and blackout dates.
 */
export function validateCampaign(input: CampaignFormInput, options: { today?: string } = {}): FieldError[] {
  const list = new ErrorList();
  const today = options.today ?? todayIn();
  list.rules('name', input.name, `required|not_contains_only_spaces|max_length:${CAMPAIGN_NAME_MAX}`);
  for (const field of ['descriptionId', 'descriptionEn'] as const)
    list.rules(
      field,
      input[field],
      `required|not_contains_only_spaces|max_length:${CAMPAIGN_DESCRIPTION_MAX}`,
    );
  checkDateRange(list, 'bookingPeriod', period(input.bookingPeriod), { required: true, notBefore: today });
  const stay = checkDateRange(list, 'stayPeriod', period(input.stayPeriod), {
    required: true,
    notBefore: today,
  });
  const participation = checkDateRange(list, 'participationPeriod', period(input.participationPeriod), {
    required: true,
    notBefore: today,
  });
  if (stay && participation && participation.end > stay.end)
    list.add('participationPeriod.end', 'campaign.participationAfterStay');
  if (!input.platforms || input.platforms.length === 0) list.add('platforms', 'promotion.platformRequired');
  checkNumber(list, 'minDiscountPercent', input.minDiscountPercent, {
    required: true,
    integer: true,
    min: 1,
    max: DISCOUNT_MAX_PERCENT,
  });
  checkNumber(list, 'minStay', input.minStay, { integer: true, min: 1, max: LENGTH_OF_STAY_MAX_NIGHTS });
  if (!(CAMPAIGN_CANCELLATION_POLICIES as readonly unknown[]).includes(input.cancellationPolicy))
    list.add('cancellationPolicy', 'required');
  let previous: number | undefined;
  for (const tier of REWARDS_TIERS) {
    const field = `earlyAccessHours.${tier}`;
    const hours = checkNumber(list, field, input.earlyAccessHours?.[tier], {
      required: true,
      integer: true,
      min: 0,
      max: CAMPAIGN_EARLY_ACCESS_MAX_HOURS,
    });
    if (hours !== undefined && previous !== undefined && hours < previous)
      list.add(field, 'campaign.earlyAccessOrder', { min: previous });
    if (hours !== undefined) previous = hours;
  }
  checkBlackoutDates(list, 'blackoutDates', input.blackoutDates);
  return list.errors;
}

export interface CampaignParticipationFormInput {
  discountPercent: NumberInput;
  roomIds: readonly number[] | null | undefined;
  ratePlanIds: readonly number[] | null | undefined;
}

/** What the property may put in: its active rooms, and its active rate plans with the rooms they sell. */
export interface CampaignOffered {
  readonly roomIds: readonly number[];
  readonly ratePlans: readonly {
    readonly ratePlanId: number;
    readonly roomIds: readonly number[];
    readonly nonRefundable: boolean;
  }[];
}

/**
 * A participation: a discount from the campaign's minimum to 100 %, at least one room and one rate plan; when
 * `offered` is given each room and rate plan the property's (active), each rate plan sold for one of the chosen
 * rooms, and only non-refundable rate plans when the campaign asks for them.
 */
export function validateCampaignParticipation(
  input: CampaignParticipationFormInput,
  campaign: { minDiscountPercent: number; cancellationPolicy: string },
  offered?: CampaignOffered,
): FieldError[] {
  const list = new ErrorList();
  const percent = checkNumber(list, 'discountPercent', input.discountPercent, {
    required: true,
    integer: true,
    max: DISCOUNT_MAX_PERCENT,
  });
  if (percent !== undefined && percent < campaign.minDiscountPercent)
    list.add('discountPercent', 'campaign.discountBelowMin', { min: campaign.minDiscountPercent });
  const rooms = [...new Set(input.roomIds ?? [])];
  const plans = [...new Set(input.ratePlanIds ?? [])];
  if (rooms.length === 0) list.add('roomIds', 'campaign.roomRequired');
  if (plans.length === 0) list.add('ratePlanIds', 'promotion.ratePlanRequired');
  if (!offered) return list.errors;
  if (rooms.some((id) => !offered.roomIds.includes(id))) list.add('roomIds', 'campaign.notOffered');
  for (const id of plans) {
    const plan = offered.ratePlans.find((p) => p.ratePlanId === id);
    if (!plan) list.add('ratePlanIds', 'campaign.notOffered');
    else if (campaign.cancellationPolicy === 'NON_REFUNDABLE' && !plan.nonRefundable)
      list.add('ratePlanIds', 'campaign.nonRefundableOnly');
    else if (rooms.length > 0 && !plan.roomIds.some((r) => rooms.includes(r)))
      list.add('ratePlanIds', 'campaign.ratePlanNotForRooms');
  }
  return list.errors;
}
