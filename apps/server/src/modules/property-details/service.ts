/** General policy with the children policy, and announcements: rules, transactions, "today" from ctx.clock. */
import {
  announcementPeriod,
  ANNOUNCEMENT_PERIODS,
  DEFAULT_ADULT_MIN_AGE,
  policyComplete,
  policyMinAge,
  todayInZone,
  type AnnouncementPeriod,
  type Clock,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { validateAnnouncementChange, validateHotelPolicy } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { AppError, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { Req, Res } from '../types.js';
import * as repo from './repository.js';

export interface Services {
  readonly db: Database;
  readonly clock: Clock;
}

type Policy = Res<'getGeneralPolicy'>;

async function property(db: Database, hotelId: number): Promise<repo.PropertyRow> {
  const row = await repo.findProperty(db, hotelId);
  if (!row) throw notFound();
  return row;
}

/** The policy in the contract's shape: the saved one, or the defaults and the property's ages. */
export function presentPolicy(saved: repo.PolicyRecord | null, hotel: repo.PropertyRow): Policy {
  const allowAllAge = saved ? saved.allowAllAge : hotel.childrenMinAge === 0;
  const policy: Policy = {
    allowAlcoholicDrink: saved?.allowAlcoholicDrink ?? false,
    allowPets: saved?.allowPets ?? false,
    allowSmoking: saved?.allowSmoking ?? false,
    genderType: saved?.genderType ?? 'ALL',
    marriageRegulation: saved?.marriageRegulation ?? 'NONE',
    allowAllAge,
    setMinAge: allowAllAge || hotel.childrenMinAge === 0 ? null : hotel.childrenMinAge,
    payDeposit: saved?.payDeposit ?? false,
    depositAmount: saved?.payDeposit ? saved.depositAmount : null,
    breakfastTime: { start: saved?.breakfastStart ?? null, end: saved?.breakfastEnd ?? null },
    childrenPolicy: {
      childAgeFrom: saved?.childAgeFrom ?? null,
      childAgeTo: saved?.childAgeTo ?? null,
      adultMinAge: hotel.adultMinAge,
    },
    saved: saved !== null,
    complete: false,
    updatedAt: saved ? saved.updatedAt.toISOString() : null,
  };
  return { ...policy, complete: saved !== null && policyComplete(policy) };
}

export async function getPolicy(s: Services, hotelId: number): Promise<Policy> {
  const [hotel, saved] = await Promise.all([property(s.db, hotelId), repo.findPolicy(s.db, hotelId)]);
  return presentPolicy(saved, hotel);
}

const orNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

export async function updatePolicy(
  s: Services,
  hotelId: number,
  body: Req<'updateGeneralPolicy'>['body'],
  lang: Language,
): Promise<Policy> {
  const invalid = validationErrorFrom(validateHotelPolicy(body), lang);
  if (invalid) throw invalid;
  const minAge = policyMinAge({ allowAllAge: body.allowAllAge, setMinAge: body.setMinAge ?? null });
  // The validator requires the children policy's three ages.
  const adultMinAge = body.childrenPolicy.adultMinAge ?? DEFAULT_ADULT_MIN_AGE;
  const values: repo.PolicyValues = {
    allowAlcoholicDrink: body.allowAlcoholicDrink,
    allowPets: body.allowPets,
    allowSmoking: body.allowSmoking,
    genderType: body.genderType,
    marriageRegulation: body.marriageRegulation,
    allowAllAge: body.allowAllAge,
    payDeposit: body.payDeposit,
    depositAmount: body.payDeposit ? (body.depositAmount ?? null) : null,
    breakfastStart: orNull(body.breakfastTime?.start),
    breakfastEnd: orNull(body.breakfastTime?.end),
    childAgeFrom: body.childrenPolicy.childAgeFrom ?? null,
    childAgeTo: body.childrenPolicy.childAgeTo ?? null,
  };
  await s.db.transaction(async (tx) => {
    // The children rate plans price age groups inside the policy: a policy that would leave one outside waits.
    const [outside] = await repo.childrenPlansOutside(tx, hotelId, minAge, adultMinAge);
    if (outside !== undefined) {
      throw new AppError(400, 'VALIDATION_ERROR', {
        errors: [
          {
            field: 'childrenPolicy.adultMinAge',
            code: 'CHILDREN_RATE_PLAN_OUTSIDE_POLICY',
            params: { name: outside, min: minAge, max: adultMinAge - 1 },
          },
        ],
      });
    }
    await repo.savePolicy(tx, hotelId, values, { minAge, adultMinAge });
  });
  return getPolicy(s, hotelId);
}

// ---------------------------------------------------------------- announcements

type Announcement = Res<'updateAnnouncement'>;

function presentAnnouncement(r: repo.AnnouncementRecord, today: string): Announcement {
  return {
    announcementId: r.announcementId,
    title: r.title,
    text: { id: r.textId, en: r.textEn },
    startDate: r.startDate,
    endDate: r.endDate,
    status: r.status,
    period: announcementPeriod(r, today),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function todayAt(s: Services, hotelId: number): Promise<string> {
  return todayInZone((await property(s.db, hotelId)).timeZone, s.clock);
}

export async function listAnnouncements(
  s: Services,
  hotelId: number,
  period: AnnouncementPeriod | undefined,
): Promise<Res<'listAnnouncements'>> {
  const today = await todayAt(s, hotelId);
  const all = (await repo.listAnnouncements(s.db, hotelId)).map((r) => presentAnnouncement(r, today));
  const counts = { UPCOMING: 0, ACTIVE: 0, EXPIRED: 0 };
  for (const p of ANNOUNCEMENT_PERIODS) counts[p] = all.filter((a) => a.period === p).length;
  // Expired ones latest first; the others by start date.
  const items = all.filter((a) => !period || a.period === period);
  if (period === 'EXPIRED') items.reverse();
  return { today, counts, items };
}

type AnnouncementPatch = Req<'updateAnnouncement'>['body'];

function announcementValues(
  body: AnnouncementPatch,
  current: repo.AnnouncementValues | null,
  today: string,
  lang: Language,
): repo.AnnouncementValues {
  const merged = {
    title: body.title ?? current?.title ?? '',
    text: { id: body.text?.id ?? current?.textId ?? '', en: body.text?.en ?? current?.textEn ?? '' },
    startDate: body.startDate !== undefined ? body.startDate : (current?.startDate ?? null),
    endDate: body.endDate !== undefined ? body.endDate : (current?.endDate ?? null),
  };
  const errors = validateAnnouncementChange(merged, { today, savedStartDate: current?.startDate ?? null });
  const invalid = validationErrorFrom(errors, lang);
  if (invalid) throw invalid;
  return {
    title: merged.title.trim(),
    textId: merged.text.id.trim(),
    textEn: merged.text.en.trim(),
    // The validator checked both dates.
    startDate: merged.startDate ?? '',
    endDate: merged.endDate ?? '',
    status: body.status ?? current?.status ?? 'ACTIVE',
  };
}

export async function createAnnouncement(
  s: Services,
  hotelId: number,
  body: Req<'createAnnouncement'>['body'],
  lang: Language,
): Promise<Announcement> {
  const today = await todayAt(s, hotelId);
  const id = await repo.insertAnnouncement(s.db, hotelId, announcementValues(body, null, today, lang));
  const row = await repo.findAnnouncement(s.db, hotelId, id);
  if (!row) throw notFound();
  return presentAnnouncement(row, today);
}

export async function updateAnnouncement(
  s: Services,
  hotelId: number,
  id: number,
  body: AnnouncementPatch,
  lang: Language,
): Promise<Announcement> {
  const today = await todayAt(s, hotelId);
  return s.db.transaction(async (tx) => {
    const current = await repo.findAnnouncement(tx, hotelId, id);
    if (!current) throw notFound();
    if (!(await repo.updateAnnouncement(tx, hotelId, id, announcementValues(body, current, today, lang))))
      throw notFound();
    const row = await repo.findAnnouncement(tx, hotelId, id);
    if (!row) throw notFound();
    return presentAnnouncement(row, today);
  });
}
