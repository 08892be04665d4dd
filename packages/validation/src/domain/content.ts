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
  category: Maybe<string | number>;
  /** PER_ITEM or PER_ROOM_PER_NIGHT. */
  priceType: Maybe<string>;
  status: Maybe<string | boolean>;
  /** The photo: a stored id/URL or a file being uploaded. */
  image: unknown;
  price?: NumberInput;
  minQuantity?: NumberInput;
  maxQuantity?: NumberInput;
}

/**
 * Add-on (SPEC 5): name (both languages, max 80), category, type, status and image required; description max
 * 200; price a whole IDR amount; quantities at least 1 with min <= max.
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
  list.rules('category', input.category, 'required');
  list.rules('priceType', input.priceType, 'required');
  list.rules('status', input.status, 'not_null');
  if (input.image === null || input.image === undefined || input.image === '') list.add('image', 'required');
  checkNumber(list, 'price', input.price, { required: 'price' in input, integer: true, min: 0 });
  const min = checkNumber(list, 'minQuantity', input.minQuantity, { integer: true, min: 1 });
  const max = checkNumber(list, 'maxQuantity', input.maxQuantity, { integer: true, min: 1 });
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
  phone: Maybe<string>;
}

export interface CheckInGuideInput {
  title: Bilingual | null | undefined;
  description: Bilingual | null | undefined;
  /** Check-in hours (`HH:mm`), the end after the start. */
  startTime: Maybe<string>;
  endTime: Maybe<string>;
  /** The first contact is required; the second is optional but, once started, complete. */
  contacts: readonly GuideContactInput[] | null | undefined;
  photos: readonly unknown[] | null | undefined;
}

/**
 * Check-in guide (SPEC 5): title and description in both languages, check-in end after start, the first
 * contact complete and a second one complete when started, at least one photo.
 */
export function validateCheckInGuide(input: CheckInGuideInput): FieldError[] {
  const list = new ErrorList();
  for (const lang of LANGS) {
    list.rules(`title.${lang}`, input.title?.[lang], 'required|not_contains_only_spaces|max_length:100');
    list.rules(`description.${lang}`, input.description?.[lang], 'required|not_contains_only_spaces');
  }
  const start = minutesOf(input.startTime);
  const end = minutesOf(input.endTime);
  if (!input.startTime) list.add('startTime', 'required');
  else if (start === undefined) list.add('startTime', 'time.invalid');
  if (!input.endTime) list.add('endTime', 'required');
  else if (end === undefined) list.add('endTime', 'time.invalid');
  if (start !== undefined && end !== undefined && end <= start) list.add('endTime', 'time.endBeforeStart');
  const contacts = input.contacts ?? [];
  contacts.slice(0, 2).forEach((contact, index) => {
    const started = Boolean(contact.name?.trim() || contact.phone?.trim());
    if (index === 0 || started) {
      list.rules(`contacts.${index}.name`, contact.name, 'required|not_contains_only_spaces');
      checkPhone(list, `contacts.${index}.phone`, contact.phone, true);
    }
  });
  if (contacts.length === 0) list.add('contacts.0.name', 'required');
  if (!input.photos || input.photos.length === 0) list.add('photos', 'checkInGuide.photoRequired');
  return list.errors;
}
