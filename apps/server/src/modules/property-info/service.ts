/** General info of a property: read, write (drafts) or request a change (approved properties). */
import type { Schemas } from '@extranet/api/operations';
import { contactOfKind, DOMESTIC_COUNTRY, generalInfoEditMode } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { fieldError, validateGeneralInfo, type FieldError } from '@extranet/validation';
import { validatePhone } from '@extranet/validation/phone';
import type { AppContext } from '../../context.js';
import { withRetry } from '../../db/retry.js';
import { assertContentEditable } from '../../http/content-lock.js';
import { notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { HotelAccess } from '../../http/session.js';
import type { Database } from '../../db/types.js';
import { listContacts } from './contacts-repository.js';
import { areaName, isCountryCode } from './locations.js';
import * as repo from './repository.js';

type GeneralInfoInput = Schemas['GeneralInfoInput'];

async function answerOf(db: Database, hotelId: number, activeStatus: number) {
  const [generalInfo, contacts, requests] = await Promise.all([
    repo.findGeneralInfo(db, hotelId),
    listContacts(db, hotelId),
    repo.listRequests(db, hotelId, 1),
  ]);
  if (!generalInfo) throw notFound();
  return {
    generalInfo,
    picContact: contactOfKind(contacts, 'PRIMARY') ?? null,
    changeRequest: requests[0] ?? null,
    editMode: generalInfoEditMode(activeStatus),
  } satisfies Schemas['GeneralInfoAnswer'];
}

export function getGeneralInfo(ctx: AppContext, membership: HotelAccess) {
  return answerOf(ctx.db, membership.hotelId, membership.hotel.activeStatus);
}

export async function listGeneralInfoRequests(ctx: AppContext, hotelId: number) {
  return { items: await repo.listRequests(ctx.db, hotelId) };
}

/** The input as it is stored: trimmed, areas only in Indonesia, no star rating for homes. */
export function normalizeGeneralInfo(input: GeneralInfoInput, hotel: boolean): GeneralInfoInput {
  const domestic = input.country === DOMESTIC_COUNTRY;
  const trim = (value: string) => value.trim();
  return {
    ...input,
    name: trim(input.name),
    starRating: hotel ? input.starRating : null,
    description: input.description,
    address: trim(input.address),
    city: trim(input.city),
    postalCode: trim(input.postalCode),
    provinceCode: domestic ? input.provinceCode : null,
    regencyCode: domestic ? input.regencyCode : null,
    districtCode: domestic ? input.districtCode : null,
    phone: trim(input.phone).replace(/^0+/, ''),
    email: trim(input.email).toLowerCase(),
    website: trim(input.website),
  };
}

/** Rules that need data: a known country, areas that exist, a phone number valid for its country code. */
async function checkKnown(info: GeneralInfoInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (!isCountryCode(info.country)) errors.push(fieldError('country', 'generalInfo.country'));
  for (const field of ['provinceCode', 'regencyCode', 'districtCode'] as const) {
    const code = info[field];
    if (code && !(await areaName(code))) errors.push(fieldError(field, 'generalInfo.areaUnknown'));
  }
  errors.push(...validatePhone(info.phoneCode, info.phone));
  return errors;
}

/** Validates a general-info input (400 VALIDATION_ERROR with field errors), returns it as stored. */
export async function checkedGeneralInfo(
  input: GeneralInfoInput,
  hotel: boolean,
  lang: Language,
): Promise<GeneralInfoInput> {
  const info = normalizeGeneralInfo(input, hotel);
  const errors = validateGeneralInfo(info, { hotel });
  const fields = new Set(errors.map((e) => e.field));
  for (const error of await checkKnown(info)) if (!fields.has(error.field)) errors.push(error);
  const invalid = validationErrorFrom(errors, lang);
  if (invalid) throw invalid;
  return info;
}

/**
 * A draft is written directly (SAVED); an approved property sends a change request (REQUESTED) that
 * replaces its open one.
 */
export async function updateGeneralInfo(
  ctx: AppContext,
  membership: HotelAccess,
  input: GeneralInfoInput,
  lang: Language,
): Promise<Schemas['GeneralInfoSaved']> {
  assertContentEditable(membership);
  const { hotelId } = membership;
  const info = await checkedGeneralInfo(input, membership.hotel.accommodationType === 'HOTEL', lang);
  const mode = generalInfoEditMode(membership.hotel.activeStatus);
  const now = ctx.clock();
  await withRetry(() =>
    ctx.db.transaction(async (tx) => {
      if (mode === 'DIRECT') await repo.writeGeneralInfo(tx, hotelId, info, now);
      else await repo.upsertOpenRequest(tx, hotelId, info, membership.accountId, now);
    }),
  );
  const answer = await answerOf(ctx.db, hotelId, membership.hotel.activeStatus);
  return { ...answer, outcome: mode === 'DIRECT' ? 'SAVED' : 'REQUESTED' };
}
