/** Pure view model of the general-info and contact forms: form values <-> contract inputs. */
import type { Schemas } from '@extranet/api';
import {
  CONTACT_KINDS,
  DEFAULT_PHONE_CODE,
  DOMESTIC_COUNTRY,
  type ContactKindCode,
  type GeneralInfoField,
} from '@extranet/domain';
import { validateGeneralInfo, validatePropertyContact, type FieldError } from '@extranet/validation';
import { decimalInput, decimalOrNull } from '../../../shared/forms/decimal-input.js';

export type GeneralInfo = Schemas['GeneralInfo'];
export type Contact = Schemas['Contact'];

/**
 * The form's values: every field a string (what inputs hold), the rating a select's key; one per field the owner
 * edits (the domain's GENERAL_INFO_FIELDS, whose order the form shows).
 */
export interface GeneralInfoValues extends Record<GeneralInfoField, string | null> {
  name: string;
  starRating: string;
  description: string;
  address: string;
  country: string;
  provinceCode: string;
  regencyCode: string;
  districtCode: string;
  city: string;
  postalCode: string;
  latitude: string;
  longitude: string;
  phoneCode: string;
  phone: string;
  email: string;
  website: string;
  checkInTime: string | null;
  checkOutTime: string | null;
}

export function valuesFromGeneralInfo(info: GeneralInfo): GeneralInfoValues {
  return {
    name: info.name,
    starRating: info.starRating === null ? '' : String(info.starRating),
    description: info.description,
    address: info.address,
    country: info.country || DOMESTIC_COUNTRY,
    provinceCode: info.provinceCode ?? '',
    regencyCode: info.regencyCode ?? '',
    districtCode: info.districtCode ?? '',
    city: info.city,
    postalCode: info.postalCode,
    latitude: info.latitude === null ? '' : String(info.latitude),
    longitude: info.longitude === null ? '' : String(info.longitude),
    phoneCode: info.phoneCode || DEFAULT_PHONE_CODE,
    phone: info.phone,
    email: info.email,
    website: info.website,
    checkInTime: info.checkInTime,
    checkOutTime: info.checkOutTime,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The PUT body; areas only in Indonesia, the rating only for hotels. */
export function toGeneralInfoInput(values: GeneralInfoValues, hotel: boolean): Schemas['GeneralInfoInput'] {
  const domestic = values.country === DOMESTIC_COUNTRY;
  return {
    name: values.name.trim(),
    starRating: hotel && values.starRating !== '' ? Number(values.starRating) : null,
    description: values.description,
    address: values.address.trim(),
    country: values.country,
    provinceCode: domestic ? orNull(values.provinceCode) : null,
    regencyCode: domestic ? orNull(values.regencyCode) : null,
    districtCode: domestic ? orNull(values.districtCode) : null,
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    latitude: decimalOrNull(values.latitude),
    longitude: decimalOrNull(values.longitude),
    phoneCode: values.phoneCode,
    phone: values.phone.trim(),
    email: values.email.trim(),
    website: values.website.trim(),
    checkInTime: values.checkInTime || null,
    checkOutTime: values.checkOutTime || null,
  };
}

/** The shared validator on the form's values (the same rules as the server's). */
/** The form's rules; `registration`: the map location is required too (the wizard's general-info step). */
export function generalInfoValidator(hotel: boolean, registration = false) {
  return (values: GeneralInfoValues): FieldError[] =>
    validateGeneralInfo(
      {
        ...toGeneralInfoInput(values, hotel),
        // As typed (the validator counts their decimals), with a decimal comma read as a point.
        latitude: decimalInput(values.latitude),
        longitude: decimalInput(values.longitude),
      },
      { hotel, coordinatesRequired: registration },
    );
}

export interface ContactValues {
  name: string;
  position: string;
  email: string;
  mobileCode: string;
  mobile: string;
  phone: string;
  fax: string;
  kinds: ContactKindCode[];
}

export const CONTACT_FORM_FIELDS: readonly (keyof ContactValues)[] = [
  'name',
  'position',
  'email',
  'mobileCode',
  'mobile',
  'phone',
  'fax',
  'kinds',
];

export function emptyContact(kinds: readonly ContactKindCode[] = []): ContactValues {
  return {
    name: '',
    position: '',
    email: '',
    mobileCode: DEFAULT_PHONE_CODE,
    mobile: '',
    phone: '',
    fax: '',
    kinds: [...kinds],
  };
}

export function valuesFromContact(contact: Contact): ContactValues {
  return {
    name: contact.name,
    position: contact.position,
    email: contact.email,
    mobileCode: contact.mobileCode,
    mobile: contact.mobile,
    phone: contact.phone ?? '',
    fax: contact.fax ?? '',
    kinds: CONTACT_KINDS.filter((k) => contact.kinds.includes(k)),
  };
}

export function toContactInput(values: ContactValues): Schemas['ContactInput'] {
  return {
    name: values.name.trim(),
    position: values.position.trim(),
    email: values.email.trim(),
    mobileCode: values.mobileCode,
    mobile: values.mobile.trim(),
    phone: orNull(values.phone),
    fax: orNull(values.fax),
    kinds: CONTACT_KINDS.filter((k) => values.kinds.includes(k)),
  };
}

export const contactValidator = (values: ContactValues): FieldError[] =>
  validatePropertyContact(toContactInput(values));

/** Which contact holds each kind (for the summary). */
export function holderOf(contacts: readonly Contact[], kind: ContactKindCode): Contact | undefined {
  return contacts.find((c) => c.kinds.includes(kind));
}
