/**
 * The check-in guide's view model, pure: the banner's state, the form's values and what is sent, the server's
 * field names on the form, errors per language tab, and what a guest sees in one language.
 */
import type { Schemas } from '@extranet/api';
import { CHECK_IN_GUIDE_LISTS, guideContactStarted } from '@extranet/validation';

export type CheckInGuide = Schemas['CheckInGuide'];
export type GuideValues = Schemas['CheckInGuideContent'];
export type GuideText = Schemas['GuideText'];
export type GuidePhoto = Schemas['GuidePhoto'];
export type GuideLanguage = 'id' | 'en';
export type GuideListName = (typeof CHECK_IN_GUIDE_LISTS)[number];

export const GUIDE_LANGUAGES: readonly GuideLanguage[] = ['id', 'en'];
export const GUIDE_LISTS = CHECK_IN_GUIDE_LISTS;
/** The most entries of each ordered list (the contract's maxItems). */
export const GUIDE_LIST_MAX = 20;
export const GUIDE_PHOTOS_MAX = 20;
export const DEFAULT_PHONE_CODE = '+62';

/** The page's views (`?view=`): the form, what guests see, the log of versions. */
export const GUIDE_VIEWS = ['form', 'preview', 'log'] as const;
export type GuideView = (typeof GUIDE_VIEWS)[number];
export const viewOf = (param: string | null): GuideView => GUIDE_VIEWS.find((v) => v === param) ?? 'form';

export type BannerState = 'NONE' | 'DRAFT' | 'SUBMITTED_INACTIVE' | 'ACTIVE';

/**
 * What the banner says: nothing written yet, a draft never submitted, submitted but not shown to guests, or
 * shown to guests; `pendingChanges` when a draft differs from the version guests would see.
 */
export function bannerOf(guide: CheckInGuide): { state: BannerState; pendingChanges: boolean } {
  const pendingChanges = guide.status === 'DRAFT' && guide.currentVersion !== null;
  if (guide.status === 'NONE') return { state: 'NONE', pendingChanges: false };
  if (guide.currentVersion === null) return { state: 'DRAFT', pendingChanges: false };
  return { state: guide.active ? 'ACTIVE' : 'SUBMITTED_INACTIVE', pendingChanges };
}

const emptyContact = (): GuideValues['contacts'][number] => ({
  name: '',
  phoneCode: DEFAULT_PHONE_CODE,
  phone: '',
});

/**
 * The form's values of a guide: always two contacts (the second optional); with `photos` (the server's
 * resolved photos) only the photo ids still in the gallery.
 */
export function guideValues(content: GuideValues, photos?: readonly { photoId: number }[]): GuideValues {
  const contacts = [...content.contacts.slice(0, 2)];
  while (contacts.length < 2) contacts.push(emptyContact());
  return {
    ...content,
    photoIds: photos
      ? content.photoIds.filter((id) => photos.some((p) => p.photoId === id))
      : content.photoIds,
    contacts: contacts.map((c) => ({ ...c, phoneCode: c.phoneCode || DEFAULT_PHONE_CODE })),
  };
}

const trimmed = (t: GuideText): GuideText => ({ id: t.id.trim(), en: t.en.trim() });

/**
 * What is sent: texts trimmed, list entries empty in both languages dropped and a second contact that was not
 * started left out, so the server's field names (`steps.2.en`) are the form's once the form shows it.
 */
export function toContentInput(values: GuideValues): GuideValues {
  const lists = Object.fromEntries(
    GUIDE_LISTS.map((name) => [name, values[name].map(trimmed).filter((e) => e.id !== '' || e.en !== '')]),
  ) as Pick<GuideValues, GuideListName>;
  return {
    title: trimmed(values.title),
    description: trimmed(values.description),
    checkInFrom: values.checkInFrom,
    checkInUntil: values.checkInUntil,
    checkOutUntil: values.checkOutUntil,
    contacts: values.contacts
      .filter((c, i) => i === 0 || guideContactStarted(c))
      .map((c) => ({ name: c.name.trim(), phoneCode: c.phoneCode, phone: c.phone.trim() })),
    photoIds: values.photoIds,
    ...lists,
  };
}

const FIELD =
  /^(?:(?:title|description)\.(?:id|en)|checkInFrom|checkInUntil|checkOutUntil|contacts\.[01]\.(?:name|phoneCode|phone)|(?:steps|rules|directions|nearbyPlaces|extraInfo)\.\d+\.(?:id|en))$/;

/** The form field of a server field error (`photoIds.3` UNKNOWN_PHOTO goes on the photos), or undefined. */
export function formFieldOf(serverField: string): string | undefined {
  if (serverField === 'photoIds' || serverField.startsWith('photoIds.')) return 'photoIds';
  return FIELD.test(serverField) ? serverField : undefined;
}

/** How many of the error fields belong to one language tab (`title.en`, `steps.2.en`). */
export function errorsIn(fields: readonly string[], lang: GuideLanguage): number {
  return fields.filter((f) => f.endsWith(`.${lang}`)).length;
}

/** The dotted names of every field with an error in a react-hook-form errors tree. */
export function errorFields(errors: unknown, prefix = ''): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const record = errors as Record<string, unknown>;
  if (typeof record.message === 'string' || typeof record.type === 'string') return [prefix];
  return Object.entries(record).flatMap(([key, value]) =>
    key === 'ref' || key === 'root' ? [] : errorFields(value, prefix ? `${prefix}.${key}` : key),
  );
}

export interface GuestSection {
  name: GuideListName;
  items: string[];
}

export interface GuestView {
  title: string;
  description: string;
  checkInFrom: string;
  checkInUntil: string;
  checkOutUntil: string;
  contacts: { name: string; phone: string }[];
  photos: GuidePhoto[];
  /** The lists that have entries in this language, in reading order. */
  sections: GuestSection[];
}

/** What a guest reading `lang` sees: the texts of that language, empty entries and contacts left out. */
export function guestView(
  content: GuideValues,
  photos: readonly GuidePhoto[],
  lang: GuideLanguage,
): GuestView {
  return {
    title: content.title[lang].trim(),
    description: content.description[lang].trim(),
    checkInFrom: content.checkInFrom,
    checkInUntil: content.checkInUntil,
    checkOutUntil: content.checkOutUntil,
    contacts: content.contacts
      .filter((c) => c.name.trim() !== '' && c.phone.trim() !== '')
      .map((c) => ({ name: c.name.trim(), phone: `${c.phoneCode} ${c.phone.trim()}` })),
    photos: content.photoIds.flatMap((id) => photos.filter((p) => p.photoId === id)),
    sections: GUIDE_LISTS.map((name) => ({
      name,
      items: content[name].map((e) => e[lang].trim()).filter((text) => text !== ''),
    })).filter((s) => s.items.length > 0),
  };
}
