/**
 * Pure view model of the hotel details, announcements and content score screens: form values to and from the
 * contract, the validators the forms run as the user types (the same as the server's), and the tabs.
 */
import type { Schemas } from '@extranet/api';
import { ANNOUNCEMENT_PERIODS, type AnnouncementPeriod } from '@extranet/domain';
import { validateAnnouncementChange, validateHotelPolicy, type FieldError } from '@extranet/validation';

export type GeneralPolicy = Schemas['GeneralPolicy'];

/**
 * The catalogue key of a wording a home (NHA) says its own way ("property", "unit" where a hotel says "hotel",
 * "room"): `<key>NHA` on a home, `<key>` on a hotel.
 */
export function kindKey(key: string, accommodationType: 'HOTEL' | 'NHA'): string {
  return accommodationType === 'NHA' ? `${key}NHA` : key;
}
export type Announcement = Schemas['Announcement'];

/** The general policy form: the contract's input with the age rule as a choice (all ages or a minimum). */
export interface PolicyValues {
  allowAlcoholicDrink: boolean;
  allowPets: boolean;
  allowSmoking: boolean;
  genderType: Schemas['GenderType'];
  marriageRegulation: Schemas['MarriageRegulation'];
  age: 'ALL' | 'MIN';
  setMinAge: number | null;
  payDeposit: boolean;
  depositAmount: number | null;
  breakfastTime: { start: string | null; end: string | null };
  childrenPolicy: { childAgeFrom: number | null; childAgeTo: number | null; adultMinAge: number | null };
}

export function policyValues(policy: GeneralPolicy): PolicyValues {
  return {
    allowAlcoholicDrink: policy.allowAlcoholicDrink,
    allowPets: policy.allowPets,
    allowSmoking: policy.allowSmoking,
    genderType: policy.genderType,
    marriageRegulation: policy.marriageRegulation,
    age: policy.allowAllAge ? 'ALL' : 'MIN',
    setMinAge: policy.setMinAge,
    payDeposit: policy.payDeposit,
    depositAmount: policy.depositAmount,
    breakfastTime: { ...policy.breakfastTime },
    childrenPolicy: { ...policy.childrenPolicy },
  };
}

export function toPolicyInput(values: PolicyValues): Schemas['GeneralPolicyInput'] {
  const all = values.age === 'ALL';
  return {
    allowAlcoholicDrink: values.allowAlcoholicDrink,
    allowPets: values.allowPets,
    allowSmoking: values.allowSmoking,
    genderType: values.genderType,
    marriageRegulation: values.marriageRegulation,
    allowAllAge: all,
    setMinAge: all ? null : values.setMinAge,
    payDeposit: values.payDeposit,
    depositAmount: values.payDeposit ? values.depositAmount : null,
    breakfastTime: {
      start: values.breakfastTime.start || null,
      end: values.breakfastTime.end || null,
    },
    childrenPolicy: { ...values.childrenPolicy },
  };
}

/** The form's validator: validateHotelPolicy of what would be sent (field names are the server's). */
export function validatePolicyValues(values: PolicyValues): FieldError[] {
  const input = toPolicyInput(values);
  return validateHotelPolicy({ ...input, breakfastTime: input.breakfastTime ?? null });
}

/** Server field names of the policy form (the form uses the same names). */
export const POLICY_FIELDS = [
  'setMinAge',
  'depositAmount',
  'breakfastTime.start',
  'breakfastTime.end',
  'childrenPolicy.childAgeFrom',
  'childrenPolicy.childAgeTo',
  'childrenPolicy.adultMinAge',
] as const;

// ---------------------------------------------------------------- announcements

export interface AnnouncementValues {
  title: string;
  text: { id: string; en: string };
  startDate: string | null;
  endDate: string | null;
}

export function emptyAnnouncement(today: string): AnnouncementValues {
  return { title: '', text: { id: '', en: '' }, startDate: today, endDate: today };
}

export function announcementValues(a: Announcement): AnnouncementValues {
  return { title: a.title, text: { ...a.text }, startDate: a.startDate, endDate: a.endDate };
}

export function toAnnouncementInput(values: AnnouncementValues): Schemas['AnnouncementInput'] {
  return {
    title: values.title.trim(),
    text: { id: values.text.id, en: values.text.en },
    startDate: values.startDate,
    endDate: values.endDate,
  };
}

/** The announcement form's validator on the property's today; an edit keeps a start already passed. */
export function announcementValidator(today: string, saved: Announcement | null) {
  return (values: AnnouncementValues): FieldError[] =>
    validateAnnouncementChange(values, { today, savedStartDate: saved?.startDate ?? null });
}

export const ANNOUNCEMENT_FIELDS = ['title', 'text.id', 'text.en', 'startDate', 'endDate'] as const;

/** The tab in the URL (`?tab=upcoming`): one of the periods, active when missing or unknown. */
export function tabOf(search: string | null): AnnouncementPeriod {
  const wanted = (search ?? '').toUpperCase();
  return ANNOUNCEMENT_PERIODS.find((p) => p === wanted) ?? 'ACTIVE';
}

/** The announcement's text in the user's language, the other language when that one is empty. */
export function textIn(a: Pick<Announcement, 'text'>, lang: 'id' | 'en'): string {
  return a.text[lang] || a.text[lang === 'id' ? 'en' : 'id'];
}

/** A country's name in the user's language from its ISO 3166-1 alpha-2 code (the code when unknown). */
export function countryName(code: string, lang: 'id' | 'en'): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
