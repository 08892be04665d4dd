import {
  ADD_ON_CATEGORIES,
  ADD_ON_PRICE_MAX,
  ADD_ON_PRICE_TYPES,
  ADD_ON_QUANTITY_MAX,
  isSubcategoryOf,
} from '@extranet/domain';
import { ErrorList, type FieldError } from '../field-errors.js';
import { isUrl } from '../engine.js';
import {
  ACTIVITY_LOG_MAX_RANGE_MONTHS,
  ADDON_DESCRIPTION_MAX_LENGTH,
  ADDON_NAME_MAX_LENGTH,
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  ANNOUNCEMENT_TEXT_MIN_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  CALENDAR_SYNC_FORBIDDEN_NAME_WORDS,
  COMPETITIVE_SET_MAX,
  COMPETITIVE_SET_MIN,
} from '../constants.js';
import { addMonths, minutesOf } from './dates.js';
import { checkPhone } from './auth.js';
import { checkDateRange, checkNumber } from './ranges.js';
import type { DateRange, Maybe, NumberInput } from './types.js';

/** A text in both languages of the product. */
export interface Bilingual {
  id: Maybe<string>;
  en: Maybe<string>;
}

const LANGS = ['id', 'en'] as const;

export interface AnnouncementInput {
  startDate: Maybe<string>;
  endDate: Maybe<string>;
  title?: Maybe<string>;
  /** Rich text or plain, in both languages; judged on its plain text. */
  text: Bilingual | null | undefined;
}

/** Announcement (SPEC 5): dates (end not before start), text 5 to 500 characters in id and en, title max 88. */
export function validateAnnouncement(input: AnnouncementInput): FieldError[] {
  const list = new ErrorList();
  checkDateRange(
    list,
    '',
    { start: input.startDate, end: input.endDate },
    {
      required: true,
      fields: { start: 'startDate', end: 'endDate' },
    },
  );
  list.rules('title', input.title ?? '', `max_length:${ANNOUNCEMENT_TITLE_MAX_LENGTH}`);
  for (const lang of LANGS) {
    list.rules(
      `text.${lang}`,
      input.text?.[lang],
      `required|not_contains_only_spaces|min_length:${ANNOUNCEMENT_TEXT_MIN_LENGTH}|max_length:${ANNOUNCEMENT_TEXT_MAX_LENGTH}`,
    );
  }
  return list.errors;
}

export interface AddOnInput {
  name: Bilingual | null | undefined;
  description?: Bilingual | null;
  /** A category of ADD_ON_CATALOGUE (@extranet/domain). */
  category: Maybe<string | number>;
  /** One of the category's subcategories; checked when the input has the field. */
  subcategory?: Maybe<string>;
  /** PER_ITEM or PER_ROOM_PER_NIGHT. */
  priceType: Maybe<string>;
  status: Maybe<string | boolean>;
  /** The photo: the id of an uploaded add-on photo (or a file being uploaded). */
  photoId: unknown;
  price?: NumberInput;
  minQuantity?: NumberInput;
  maxQuantity?: NumberInput;
}

/**
 * Add-on (SPEC 5): name (both languages, max 80), category, type, status and image required; description max
 * 200; category and subcategory of the catalogue, the price type one of ADD_ON_PRICE_TYPES; price a whole IDR
 * amount up to ADD_ON_PRICE_MAX; quantities 1 to ADD_ON_QUANTITY_MAX with min <= max.
 */
export function validateAddOn(input: AddOnInput): FieldError[] {
  const list = new ErrorList();
  for (const lang of LANGS) {
    list.rules(
      `name.${lang}`,
      input.name?.[lang],
      `required|not_contains_only_spaces|max_length:${ADDON_NAME_MAX_LENGTH}`,
    );
    list.rules(
      `description.${lang}`,
      input.description?.[lang] ?? '',
      `max_length:${ADDON_DESCRIPTION_MAX_LENGTH}`,
    );
  }
  if (list.rules('category', input.category, 'required')) {
    const category = String(input.category);
    if (!(ADD_ON_CATEGORIES as readonly string[]).includes(category))
      list.add('category', 'addOn.invalidOption');
    else if ('subcategory' in input && list.rules('subcategory', input.subcategory, 'required')) {
      if (!isSubcategoryOf(category, String(input.subcategory)))
        list.add('subcategory', 'addOn.invalidOption');
    }
  }
  if (list.rules('priceType', input.priceType, 'required')) {
    if (!(ADD_ON_PRICE_TYPES as readonly string[]).includes(String(input.priceType)))
      list.add('priceType', 'addOn.invalidOption');
  }
  list.rules('status', input.status, 'not_null');
  if (input.photoId === null || input.photoId === undefined || input.photoId === '')
    list.add('photoId', 'required');
  checkNumber(list, 'price', input.price, {
    required: 'price' in input,
    integer: true,
    min: 0,
    max: ADD_ON_PRICE_MAX,
  });
  const min = checkNumber(list, 'minQuantity', input.minQuantity, {
    integer: true,
    min: 1,
    max: ADD_ON_QUANTITY_MAX,
  });
  const max = checkNumber(list, 'maxQuantity', input.maxQuantity, {
    integer: true,
    min: 1,
    max: ADD_ON_QUANTITY_MAX,
  });
  if (min !== undefined && max !== undefined && max < min)
    list.add('maxQuantity', 'range.maxBelowMin', { min });
  return list.errors;
}

export interface CalendarSyncInput {
  name: Maybe<string>;
  link: Maybe<string>;
}

/** True when `name` contains a word reserved for bookings (booking, order, pesanan), in any case. */
export function hasForbiddenCalendarName(name: string): boolean {
  const lower = name.toLowerCase();
  return CALENDAR_SYNC_FORBIDDEN_NAME_WORDS.some((word) => lower.includes(word));
}

/**
 * Calendar sync link (SPEC 5): name and link required; the link a valid http(s) or webcal address that is
 * not one of our own export links (`ownHosts`: the host names this product serves calendars from); the name
 * without "booking", "order" or "pesanan".
 */
export function validateCalendarSync(
  input: CalendarSyncInput,
  options: { ownHosts?: readonly string[] } = {},
): FieldError[] {
  const list = new ErrorList();
  if (list.rules('name', input.name, 'required|not_contains_only_spaces|max_length:100')) {
    if (hasForbiddenCalendarName(input.name ?? '')) {
      list.add('name', 'calendarSync.forbiddenName', {
        words: CALENDAR_SYNC_FORBIDDEN_NAME_WORDS.join(', '),
      });
    }
  }
  const link = (input.link ?? '').trim();
  if (link === '') list.add('link', 'required');
  else {
    const asHttp = link.replace(/^webcals?:\/\//i, 'https://');
    if (!isUrl(asHttp)) list.add('link', 'url');
    else {
      const host = new URL(asHttp).hostname.toLowerCase();
      const own = (options.ownHosts ?? []).map((h) => h.toLowerCase());
      if (own.some((h) => host === h || host.endsWith(`.${h}`))) list.add('link', 'calendarSync.ownLink');
    }
  }
  return list.errors;
}

/** Activity log filter (SPEC 5): both dates, the end not before the start, at most one month apart. */
export function validateActivityLogRange(range: DateRange): FieldError[] {
  const list = new ErrorList();
  const valid = checkDateRange(list, '', range, { required: true });
  if (valid && valid.end > addMonths(valid.start, ACTIVITY_LOG_MAX_RANGE_MONTHS)) {
    list.add('end', 'activityLog.rangeTooLong', { months: ACTIVITY_LOG_MAX_RANGE_MONTHS });
  }
  return list.errors;
}

/** Competitive set (SPEC 5, 9): 15 to 30 properties, none twice. */
export function validateCompetitiveSet(
  propertyIds: readonly unknown[] | null | undefined,
  field = 'propertyIds',
): FieldError[] {
  const list = new ErrorList();
  const ids = propertyIds ?? [];
  if (new Set(ids.map(String)).size !== ids.length) list.add(field, 'competitiveSet.duplicate');
  else if (ids.length < COMPETITIVE_SET_MIN || ids.length > COMPETITIVE_SET_MAX) {
    list.add(field, 'competitiveSet.size', { min: COMPETITIVE_SET_MIN, max: COMPETITIVE_SET_MAX });
  }
  return list.errors;
}

export interface GuideContactInput {
  name: Maybe<string>;
  phoneCode?: Maybe<string>;
  phone: Maybe<string>;
}

export interface CheckInGuideInput {
  title: Bilingual | null | undefined;
  description: Bilingual | null | undefined;
  /** Check-in hours (`HH:mm`), the end after the start. */
  checkInFrom: Maybe<string>;
  checkInUntil: Maybe<string>;
  /** Latest check-out (`HH:mm`), optional. */
  checkOutUntil?: Maybe<string>;
  /** The first contact is required; the second is optional but, once started, complete. */
  contacts: readonly GuideContactInput[] | null | undefined;
  photoIds: readonly unknown[] | null | undefined;
  /** Ordered lists; each entry in both languages. */
  steps?: readonly Bilingual[] | null;
  rules?: readonly Bilingual[] | null;
  directions?: readonly Bilingual[] | null;
  nearbyPlaces?: readonly Bilingual[] | null;
  extraInfo?: readonly Bilingual[] | null;
}

/** The ordered lists of a check-in guide, in the order a guest reads them. */
export const CHECK_IN_GUIDE_LISTS = ['steps', 'rules', 'directions', 'nearbyPlaces', 'extraInfo'] as const;

/** Checks a phone number of a guide contact; the default is the plain SPEC 5 check (digits, no country code). */
export type GuidePhoneCheck = (contact: GuideContactInput, field: string, codeField: string) => FieldError[];

const plainPhone: GuidePhoneCheck = (contact, field) => {
  const list = new ErrorList();
  checkPhone(list, field, contact.phone, true);
  return list.errors;
};

/** A contact counts as started once any of its fields is typed (the calling code alone has a default). */
export const guideContactStarted = (contact: GuideContactInput): boolean =>
  Boolean(contact.name?.trim() || contact.phone?.trim());

/**
 * Check-in guide (SPEC 5), checked when it is submitted: title and description in both languages, check-in
 * until after check-in from, the first contact complete and a second one complete when started, at least one
 * photo, every list entry in both languages. `phone` checks a contact's number (the app and the server pass
 * validatePhone of `@extranet/validation/phone`, libphonenumber-js for the calling code).
 */
export function validateCheckInGuide(
  input: CheckInGuideInput,
  options: { phone?: GuidePhoneCheck } = {},
): FieldError[] {
  const list = new ErrorList();
  for (const lang of LANGS) {
    list.rules(`title.${lang}`, input.title?.[lang], 'required|not_contains_only_spaces|max_length:100');
    list.rules(`description.${lang}`, input.description?.[lang], 'required|not_contains_only_spaces');
  }
  const start = minutesOf(input.checkInFrom);
  const end = minutesOf(input.checkInUntil);
  if (!input.checkInFrom) list.add('checkInFrom', 'required');
  else if (start === undefined) list.add('checkInFrom', 'time.invalid');
  if (!input.checkInUntil) list.add('checkInUntil', 'required');
  else if (end === undefined) list.add('checkInUntil', 'time.invalid');
  if (start !== undefined && end !== undefined && end <= start)
    list.add('checkInUntil', 'time.endBeforeStart');
  if (input.checkOutUntil && minutesOf(input.checkOutUntil) === undefined)
    list.add('checkOutUntil', 'time.invalid');
  const phone = options.phone ?? plainPhone;
  const contacts = input.contacts ?? [];
  contacts.slice(0, 2).forEach((contact, index) => {
    if (index === 0 || guideContactStarted(contact)) {
      list.rules(`contacts.${index}.name`, contact.name, 'required|not_contains_only_spaces');
      for (const e of phone(contact, `contacts.${index}.phone`, `contacts.${index}.phoneCode`))
        list.add(e.field, e.code, e.params);
    }
  });
  if (contacts.length === 0) list.add('contacts.0.name', 'required');
  if (!input.photoIds || input.photoIds.length === 0) list.add('photoIds', 'checkInGuide.photoRequired');
  for (const name of CHECK_IN_GUIDE_LISTS) {
    (input[name] ?? []).forEach((entry, index) => {
      const filled = LANGS.filter((lang) => Boolean(entry[lang]?.trim()));
      if (filled.length === 1)
        for (const lang of LANGS)
          if (!filled.includes(lang)) list.add(`${name}.${index}.${lang}`, 'checkInGuide.otherLanguage');
    });
  }
  return list.errors;
}
