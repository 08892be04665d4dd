/** General info of a property as the form and the server check it (issue 11, SPEC 5). */
import { DOMESTIC_COUNTRY } from '@extranet/domain';
import { ErrorList, type FieldError } from './field-errors.js';
import { checkPhone, EMAIL_RULES } from './domain/auth.js';

type Maybe<T> = T | null | undefined;

export interface GeneralInfoFormInput {
  name: Maybe<string>;
  starRating?: Maybe<number>;
  description?: Maybe<string>;
  address: Maybe<string>;
  country: Maybe<string>;
  provinceCode?: Maybe<string>;
  regencyCode?: Maybe<string>;
  districtCode?: Maybe<string>;
  city?: Maybe<string>;
  postalCode?: Maybe<string>;
  latitude?: Maybe<number | string>;
  longitude?: Maybe<number | string>;
  phoneCode: Maybe<string>;
  phone: Maybe<string>;
  email: Maybe<string>;
  website?: Maybe<string>;
  checkInTime?: Maybe<string>;
  checkOutTime?: Maybe<string>;
}

export const GENERAL_INFO_LIMITS = {
  name: 200,
  description: 5000,
  address: 500,
  city: 100,
  coordinateDecimals: 6,
} as const;

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
const DOMESTIC_POSTAL_CODE = /^[0-9]{5}$/;

function checkCoordinate(list: ErrorList, field: string, raw: Maybe<number | string>, limit: number): void {
  if (raw === null || raw === undefined || raw === '') return;
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isFinite(value)) {
    list.add(field, 'number');
    return;
  }
  if (value < -limit || value > limit) {
    list.add(field, 'generalInfo.coordinateRange', { min: -limit, max: limit });
    return;
  }
  const decimals = String(raw).split('.')[1]?.length ?? 0;
  if (decimals > GENERAL_INFO_LIMITS.coordinateDecimals) {
    list.add(field, 'max_decimal_place', { param: GENERAL_INFO_LIMITS.coordinateDecimals });
  }
}

/**
 * Name, address, country, phone (without its country code) and e-mail required; in Indonesia the province,
 * regency and district (each inside the one before) and a 5-digit postal code, elsewhere the city;
 * latitude -90..90 and longitude -180..180 given together with at most 6 decimals (both required with
 * `coordinatesRequired`: registration needs the map location, docs/decisions/registration-wizard.md); the website a link;
 * check-in and check-out times HH:MM. Whether the codes exist is the server's check.
 */
export function validateGeneralInfo(
  input: GeneralInfoFormInput,
  options: { hotel?: boolean; coordinatesRequired?: boolean } = {},
): FieldError[] {
  const list = new ErrorList();
  const limits = GENERAL_INFO_LIMITS;
  list.rules('name', input.name?.trim(), `required|max_length:${limits.name}`);
  if (options.hotel && input.starRating !== null && input.starRating !== undefined) {
    if (!Number.isInteger(input.starRating) || input.starRating < 0 || input.starRating > 5)
      list.add('starRating', 'generalInfo.starRating');
  }
  list.rules('description', input.description ?? '', `max_length:${limits.description}`);
  list.rules('address', input.address?.trim(), `required|max_length:${limits.address}`);
  const country = (input.country ?? '').trim();
  if (country === '') list.add('country', 'not_null');
  else if (!/^[A-Z]{2}$/.test(country)) list.add('country', 'generalInfo.country');
  const postal = (input.postalCode ?? '').trim();
  if (country === DOMESTIC_COUNTRY) {
    const province = input.provinceCode ?? '';
    const regency = input.regencyCode ?? '';
    const district = input.districtCode ?? '';
    // A level is asked for once the one above it is chosen (before, its field is disabled: SPEC 5 skips it).
    if (province === '') list.add('provinceCode', 'not_null');
    if (regency === '') {
      if (province !== '') list.add('regencyCode', 'not_null');
    } else if (province !== '' && !regency.startsWith(`${province}.`))
      list.add('regencyCode', 'generalInfo.areaMismatch');
    if (district === '') {
      if (regency !== '') list.add('districtCode', 'not_null');
    } else if (regency !== '' && !district.startsWith(`${regency}.`))
      list.add('districtCode', 'generalInfo.areaMismatch');
    if (postal !== '' && !DOMESTIC_POSTAL_CODE.test(postal)) list.add('postalCode', 'generalInfo.postalCode');
  } else {
    list.rules('city', input.city?.trim(), `required|max_length:${limits.city}`);
    if (postal !== '' && !POSTAL_CODE.test(postal)) list.add('postalCode', 'generalInfo.postalCode');
  }
  list.rules('city', input.city ?? '', `max_length:${limits.city}`);
  checkCoordinate(list, 'latitude', input.latitude, 90);
  checkCoordinate(list, 'longitude', input.longitude, 180);
  const hasLat = input.latitude !== null && input.latitude !== undefined && input.latitude !== '';
  const hasLng = input.longitude !== null && input.longitude !== undefined && input.longitude !== '';
  if (options.coordinatesRequired) {
    if (!hasLat) list.add('latitude', 'required');
    if (!hasLng) list.add('longitude', 'required');
  } else if (hasLat !== hasLng) list.add(hasLat ? 'longitude' : 'latitude', 'generalInfo.coordinatesPair');
  if (!/^\+[1-9][0-9]{0,3}$/.test(input.phoneCode ?? '')) list.add('phoneCode', 'phone.code');
  checkPhone(list, 'phone', input.phone, true);
  list.rules('email', input.email?.trim(), EMAIL_RULES);
  const website = input.website?.trim() ?? '';
  if (website !== '') list.rules('website', website, 'max_length:500|url');
  for (const field of ['checkInTime', 'checkOutTime'] as const) {
    const value = input[field];
    if (value && !TIME.test(value)) list.add(field, 'time.invalid');
  }
  return list.errors;
}
