/**
 * Phone numbers with a country calling code (SPEC 5: the number is typed without its country code). Its own
 * entry, `@extranet/validation/phone`, because libphonenumber-js's metadata would pass the main entry's size
 * budget.
 */
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { DEFAULT_PHONE_CODE } from '@extranet/domain';
import { checkPhone } from './domain/auth.js';
import { validateCheckInGuide, type CheckInGuideInput } from './domain/content.js';
import { ErrorList, type FieldError } from './field-errors.js';

export { DEFAULT_PHONE_CODE };

export interface PhoneCountryCode {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The calling code with its plus, e.g. "+62". */
  code: string;
}

let codes: PhoneCountryCode[] | undefined;

/** Every country with its calling code, Indonesia first, then by country code. */
export function phoneCountryCodes(): readonly PhoneCountryCode[] {
  codes ??= getCountries()
    .map((country) => ({ country, code: `+${getCountryCallingCode(country)}` }))
    .sort((a, b) => (a.country === 'ID' ? -1 : b.country === 'ID' ? 1 : a.country.localeCompare(b.country)));
  return codes;
}

/** True when `code` is a known calling code ("+62"). */
export function isPhoneCode(code: string | null | undefined): boolean {
  return typeof code === 'string' && phoneCountryCodes().some((c) => c.code === code);
}

/**
 * A phone number with its calling code: the code known, the number digits only without the code (at least
 * 6, SPEC 5) and a possible number of that country (libphonenumber-js). Errors under `field` and
 * `codeField`; an empty number is `required` unless `optional`.
 */
export function validatePhone(
  code: string | null | undefined,
  number: string | null | undefined,
  options: { field?: string; codeField?: string; optional?: boolean } = {},
): FieldError[] {
  const field = options.field ?? 'phone';
  const codeField = options.codeField ?? 'phoneCode';
  const list = new ErrorList();
  const value = (number ?? '').trim();
  if (!isPhoneCode(code)) list.add(codeField, 'phone.code');
  checkPhone(list, field, value, options.optional !== true);
  if (list.errors.length > 0 || value === '') return list.errors;
  const countries = phoneCountryCodes()
    .filter((c) => c.code === code)
    .map((c) => c.country as CountryCode);
  const parsed = parsePhoneNumberFromString(`${code ?? ''}${value.replace(/^0+/, '')}`);
  const possible =
    parsed !== undefined &&
    parsed.isValid() &&
    (parsed.country === undefined || countries.includes(parsed.country));
  if (!possible) list.add(field, 'phone.notValid', { code: code ?? '' });
  return list.errors;
}

/**
 * The check-in guide's submit check (validateCheckInGuide, SPEC 5) with each contact's phone checked for its
 * calling code by libphonenumber-js, as the property's contacts are: the one check of the form and the server.
 */
export function validateCheckInGuideSubmit(input: CheckInGuideInput): FieldError[] {
  return validateCheckInGuide(input, {
    phone: (contact, field, codeField) =>
      validatePhone(contact.phoneCode, contact.phone, { field, codeField }),
  });
}

/**
 * A phone number in international form (`+` and the calling code, as the marketplace sends the guest's), in
 * E.164 when libphonenumber-js finds it valid, else null.
 */
export function internationalPhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim());
  return parsed !== undefined && parsed.isValid() ? parsed.number : null;
}
