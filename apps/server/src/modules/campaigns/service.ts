/**
 * Campaigns: market managers create, change and list the marketplace's campaigns; a property reads the
 * campaigns open to it and joins (or changes, or leaves) while the participation period runs. Rules:
 * @extranet/validation validateCampaign and validateCampaignParticipation (the forms' validators), the minimum
 * sell price at today's rates, the campaigns policy (roles, the vendor rule, approve-online to join). "Today" is
 * the property's (the marketplace's, GMT+7, for market managers), by the injectable clock.
 */
import {
  ariWindow,
  campaignsPolicy,
  canChangeParticipation,
  DEFAULT_TIME_ZONE,
  percentOf,
  todayInZone,
  type Clock,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { validateCampaign, validateCampaignParticipation, type FieldError } from '@extranet/validation';
import { propertyToday } from '../../db/property-today.js';
import type { Database } from '../../db/types.js';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { Res } from '../types.js';
import { belowMinSellPriceError } from '../promotions/below-min-sell-price.js';
import * as repo from './repository.js';

export interface Caller {
  access: campaignsPolicy.CampaignsAccess;
  accountId: number;
  lang: Language;
  clock: Clock;
}

function allow(caller: Caller, action: campaignsPolicy.CampaignsAction): void {
  const denial = campaignsPolicy.campaignsDenial(caller.access, action);
  if (denial) throw forbidden(denial);
}

function throwIfInvalid(errors: FieldError[], lang: Language): void {
  const invalid = validationErrorFrom(errors, lang);
  if (invalid) throw invalid;
}

// ---------------------------------------------------------------- market managers

const marketToday = (clock: Clock) => todayInZone(DEFAULT_TIME_ZONE, clock);

export async function list(db: Database, caller: Caller): Promise<Res<'listCampaigns'>> {
  allow(caller, 'campaign.manage');
  return { items: await repo.listCampaigns(db, marketToday(caller.clock)) };
}

export async function get(db: Database, campaignId: number, caller: Caller): Promise<repo.Campaign> {
  allow(caller, 'campaign.manage');
  const campaign = await repo.findCampaign(db, campaignId, marketToday(caller.clock));
  if (!campaign) throw notFound();
  return campaign;
}

export async function create(
  db: Database,
  input: repo.CampaignInput,
  caller: Caller,
): Promise<repo.Campaign> {
  allow(caller, 'campaign.manage');
  throwIfInvalid(validateCampaign(input, { today: marketToday(caller.clock) }), caller.lang);
  const campaignId = await repo.insertCampaign(db, input, caller.accountId);
  return get(db, campaignId, caller);
}

export async function update(
  db: Database,
  campaignId: number,
  input: repo.CampaignInput,
  caller: Caller,
): Promise<repo.Campaign> {
  allow(caller, 'campaign.manage');
  throwIfInvalid(validateCampaign(input, { today: marketToday(caller.clock) }), caller.lang);
  if (!(await repo.updateCampaign(db, campaignId, input, caller.accountId))) throw notFound();
  return get(db, campaignId, caller);
}

// ---------------------------------------------------------------- a property

export async function listForHotel(
  db: Database,
  hotelId: number,
  caller: Caller,
): Promise<Res<'listHotelCampaigns'>> {
  allow(caller, 'campaign.read');
  const today = await propertyToday(db, hotelId, caller.clock);
  const items = (await repo.listForHotel(db, hotelId, today)).filter(
    (c) => c.participation !== null || c.campaign.phase !== 'ENDED',
  );
  return { items, abilities: campaignsPolicy.campaignsAbilities(caller.access) };
}

async function detail(
  db: Database,
  hotelId: number,
  campaignId: number,
  caller: Caller,
  today: string,
): Promise<Res<'getHotelCampaign'>> {
  const [found, offered] = await Promise.all([
    repo.findForHotel(db, hotelId, campaignId, today),
    repo.offered(db, hotelId),
  ]);
  if (!found) throw notFound();
  return { ...found, ...offered, abilities: campaignsPolicy.campaignsAbilities(caller.access) };
}

export async function getForHotel(
  db: Database,
  hotelId: number,
  campaignId: number,
  caller: Caller,
): Promise<Res<'getHotelCampaign'>> {
  allow(caller, 'campaign.read');
  return detail(db, hotelId, campaignId, caller, await propertyToday(db, hotelId, caller.clock));
}

/** The campaign, open for participation today (else 409 CAMPAIGN_CLOSED; unknown 404). */
async function openCampaign(db: Database, hotelId: number, campaignId: number, today: string) {
  const found = await repo.findForHotel(db, hotelId, campaignId, today);
  if (!found) throw notFound();
  if (!canChangeParticipation(found.campaign.phase)) throw new AppError(409, 'CAMPAIGN_CLOSED');
  return found;
}

/**
 * A discount that sells a night of a chosen room below its minimum sell price at today's rates; the amounts in the
 * message are IDR as the app writes them in the caller's language ("Rp 484.000").
 */
async function belowMinSellPrice(
  db: Database,
  hotelId: number,
  campaign: repo.Campaign,
  choice: { discountPercent: number; roomIds: number[]; ratePlanIds: number[] },
  today: string,
  lang: Language,
): Promise<FieldError[]> {
  const horizon = ariWindow(today).horizon;
  const from = campaign.stayPeriod.start > today ? campaign.stayPeriod.start : today;
  const to = campaign.stayPeriod.end < horizon ? campaign.stayPeriod.end : horizon;
  if (to < from) return [];
  const rooms = await repo.lowestRates(db, hotelId, { ...choice, from, to });
  for (const room of rooms) {
    if (room.lowestRate === null) continue;
    const price = room.lowestRate - percentOf(room.lowestRate, choice.discountPercent);
    if (price < Math.min(room.minSellPrice, room.lowestRate))
      return [belowMinSellPriceError('discountPercent', room, price, lang)];
  }
  return [];
}

export async function join(
  db: Database,
  hotelId: number,
  campaignId: number,
  input: repo.ParticipationInput,
  caller: Caller,
): Promise<Res<'joinCampaign'>> {
  allow(caller, 'campaign.join');
  const today = await propertyToday(db, hotelId, caller.clock);
  const { campaign } = await openCampaign(db, hotelId, campaignId, today);
  const offered = await repo.offered(db, hotelId);
  throwIfInvalid(
    validateCampaignParticipation(input, campaign, {
      roomIds: offered.rooms.map((r) => r.roomId),
      ratePlans: offered.ratePlans,
    }),
    caller.lang,
  );
  const choice = {
    discountPercent: input.discountPercent ?? 0,
    roomIds: [...new Set(input.roomIds)].sort((a, b) => a - b),
    ratePlanIds: [...new Set(input.ratePlanIds)].sort((a, b) => a - b),
  };
  throwIfInvalid(await belowMinSellPrice(db, hotelId, campaign, choice, today, caller.lang), caller.lang);
  // A write: the read cache (and so the quote's offers, `deals:<hotel>`) is cleared when it has finished.
  await repo.upsertParticipation(db, hotelId, campaignId, choice, caller.accountId, caller.clock());
  return detail(db, hotelId, campaignId, caller, today);
}

export async function leave(
  db: Database,
  hotelId: number,
  campaignId: number,
  caller: Caller,
): Promise<Res<'leaveCampaign'>> {
  allow(caller, 'campaign.join');
  const today = await propertyToday(db, hotelId, caller.clock);
  const found = await openCampaign(db, hotelId, campaignId, today);
  if (!found.participation) throw new AppError(409, 'CAMPAIGN_NOT_JOINED');
  await repo.deleteParticipation(db, hotelId, campaignId);
  return detail(db, hotelId, campaignId, caller, today);
}
