import { isApproved } from '../status.js';

/**
 * General info of a property (issue 11): while a draft it is written directly; once approved (offline or
 * online) a change is a request a market manager approves or rejects (SPEC 4: sent, approved, rejected).
 */
export type GeneralInfoEditMode = 'DIRECT' | 'CHANGE_REQUEST';

export function generalInfoEditMode(activeStatus: number): GeneralInfoEditMode {
  return isApproved(activeStatus) ? 'CHANGE_REQUEST' : 'DIRECT';
}

/** The fields the owner edits, in the order the form shows them. */
export const GENERAL_INFO_FIELDS = [
  'name',
  'starRating',
  'description',
  'address',
  'country',
  'provinceCode',
  'regencyCode',
  'districtCode',
  'city',
  'postalCode',
  'latitude',
  'longitude',
  'phoneCode',
  'phone',
  'email',
  'website',
  'checkInTime',
  'checkOutTime',
] as const;
export type GeneralInfoField = (typeof GENERAL_INFO_FIELDS)[number];

export type GeneralInfoValues = { readonly [K in GeneralInfoField]: string | number | null };

/** Fields whose proposed value differs from the current one (what a market manager reviews). */
export function changedGeneralInfoFields(
  current: GeneralInfoValues,
  proposed: GeneralInfoValues,
): GeneralInfoField[] {
  return GENERAL_INFO_FIELDS.filter((field) => (current[field] ?? null) !== (proposed[field] ?? null));
}

/** The country whose areas (province, regency, district) are asked: Indonesia. */
export const DOMESTIC_COUNTRY = 'ID';
/** The default country calling code of phone fields. */
export const DEFAULT_PHONE_CODE = '+62';

/** Review decisions of a change request, and who may make them: the market manager (staff role 20). */
export const GENERAL_INFO_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type GeneralInfoDecision = (typeof GENERAL_INFO_DECISIONS)[number];
