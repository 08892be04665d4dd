/**
 * Presents a property's registration in the contract's shapes (Registration, Agreement): rows of the
 * repository in, Schemas out. Shared by the owner's and the market manager's services.
 */
import {
  AGREEMENT_VERSION,
  contentLock,
  nextStepPath,
  registrationChecks,
  stepStates,
  type RegistrationCheck,
  type RegistrationSnapshot,
} from '@extranet/domain';
import { t, type Language } from '@extranet/i18n';
import { messageOf } from '@extranet/validation';
import type { Schemas } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';
import * as repo from './repository.js';

/** Clauses of the agreement text, in order (i18n namespace `agreement`, key `clauses.<name>`). */
export const AGREEMENT_CLAUSES = [
  'parties',
  'commission',
  'parity',
  'cancellation',
  'content',
  'data',
  'term',
] as const;

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** Checks as the contract's field errors, translated. */
export function checkErrors(checks: readonly RegistrationCheck[], lang: Language): Schemas['FieldError'][] {
  return checks.map((c) => ({
    field: c.field,
    code: c.code,
    message: messageOf(
      {
        field: c.field,
        code: c.code,
        key: `validations.${c.code}`,
        ...(c.params ? { params: c.params } : {}),
      },
      { lang },
    ),
  }));
}

/** The agreement's title and clauses in `lang`. */
export function agreementText(lang: Language, propertyName: string, version: string) {
  return {
    title: t('agreement.title', undefined, lang),
    intro: t('agreement.intro', { property: propertyName, version }, lang),
    clauses: AGREEMENT_CLAUSES.map((name) => ({
      title: t(`agreement.clauses.${name}.title`, undefined, lang),
      body: t(`agreement.clauses.${name}.body`, undefined, lang),
    })),
  };
}

export function presentAgreement(
  hotel: repo.HotelRow,
  row: repo.RegistrationRow | null,
): Schemas['Agreement'] | null {
  if (!row?.agreement_accepted_at || !row.agreement_version || !row.agreement_date) return null;
  const lang = row.agreement_language ?? 'id';
  const text = agreementText(lang, hotel.name, row.agreement_version);
  return {
    version: row.agreement_version,
    currentVersion: AGREEMENT_VERSION,
    language: lang,
    name: row.agreement_name ?? '',
    position: row.agreement_position ?? '',
    date: row.agreement_date,
    acceptedAt: iso(row.agreement_accepted_at),
    acceptedBy: row.agreement_by,
    propertyName: hotel.name,
    title: text.title,
    intro: text.intro,
    clauses: text.clauses,
    pdfUrl: `/api/v1/hotels/${Number(hotel.hotel_id)}/agreement.pdf`,
  };
}

function presentPayment(row: repo.RegistrationRow | null): Schemas['PaymentDetail'] | null {
  if (!row?.payment_method) return null;
  return {
    method: row.payment_method,
    bankName: row.bank_name,
    branch: row.bank_branch,
    accountNumber: row.account_number,
    accountHolder: row.account_holder,
    swiftCode: row.swift_code,
    payoutCurrency: row.payout_currency,
  };
}

/** Everything the registration pages show, with what still blocks submit. */
export async function readRegistration(
  db: Database,
  hotel: repo.HotelRow,
  lang: Language,
): Promise<{ registration: Schemas['Registration']; snapshot: RegistrationSnapshot | null }> {
  const hotelId = Number(hotel.hotel_id);
  const [row, decisions] = await Promise.all([
    repo.findRegistration(db, hotelId),
    repo.listDecisions(db, hotelId),
  ]);
  const kind = hotel.accommodation_type;
  const snapshot = kind ? await repo.readSnapshot(db, hotel, row) : null;
  const lastStep = hotel.registration_step as Schemas['Registration']['registrationStep'];
  const lock = contentLock({ activeStatus: hotel.active_status, accommodationType: kind });
  const registration: Schemas['Registration'] = {
    hotelId,
    name: hotel.name,
    accommodationType: kind,
    placeType: hotel.place_type,
    currency: hotel.currency,
    activeStatus: hotel.active_status,
    propertyType: hotel.property_type,
    registrationStep: lastStep,
    steps: kind ? stepStates(kind, lastStep) : [],
    nextPath: kind ? nextStepPath(kind, lastStep) : '/v3/registration/property-category',
    editable: lock === null,
    lock,
    otherPlatform: {
      platforms: row?.other_platforms ?? [],
      channelSource: row?.channel_source ?? null,
      referralCode: row?.referral_code ?? null,
    },
    agreement: presentAgreement(hotel, row),
    agreementVersion: AGREEMENT_VERSION,
    paymentDetail: presentPayment(row),
    submittedAt: isoOrNull(row?.submitted_at ?? null),
    rejectionReason: row?.rejection_reason ?? null,
    decisions: decisions.map((d) => ({
      decision: d.decision,
      reason: d.reason,
      at: iso(d.decided_at),
      by: d.by_name,
    })),
    checks: snapshot ? checkErrors(registrationChecks(snapshot), lang) : [],
  };
  return { registration, snapshot };
}
