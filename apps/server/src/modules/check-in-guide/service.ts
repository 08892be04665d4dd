/**
 * The check-in guide (SPEC 3, 4, 5): a draft saved any time; a submit checks SPEC 5 and stores a new
 * version that replaces the earlier one for every booked guest; activation is a separate toggle. Access is
 * checked by the app (the checkInGuide route's roles, statuses and feature) before a handler runs.
 */
import type { Language } from '@extranet/i18n';
import { CHECK_IN_GUIDE_LISTS } from '@extranet/validation';
import { validateCheckInGuideSubmit } from '@extranet/validation/phone';
import type { AppContext } from '../../context.js';
import { withRetry } from '../../db/retry.js';
import type { Database } from '../../db/types.js';
import { AppError, notFound, validationError, type FieldErrorInput } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import { mediaUrl } from '../media/service.js';
import type { Schemas } from '@extranet/api/operations';
import * as repo from './repository.js';

type Content = repo.GuideContent;

const EMPTY_TEXT = { id: '', en: '' };

/** The guide before anything is saved: every field empty, the first contact started with +62. */
export const EMPTY_GUIDE: Content = {
  title: EMPTY_TEXT,
  description: EMPTY_TEXT,
  checkInFrom: '',
  checkInUntil: '',
  checkOutUntil: '',
  contacts: [{ name: '', phoneCode: '+62', phone: '' }],
  photoIds: [],
  steps: [],
  rules: [],
  directions: [],
  nearbyPlaces: [],
  extraInfo: [],
};

/** The content as stored: texts trimmed, list entries empty in both languages dropped. */
export function normalizeContent(input: Content): Content {
  const text = <T extends { id: string; en: string }>(t: T): T => ({
    ...t,
    id: t.id.trim(),
    en: t.en.trim(),
  });
  const lists = Object.fromEntries(
    CHECK_IN_GUIDE_LISTS.map((name) => [
      name,
      input[name].map(text).filter((entry) => entry.id !== '' || entry.en !== ''),
    ]),
  ) as Pick<Content, (typeof CHECK_IN_GUIDE_LISTS)[number]>;
  return {
    title: text(input.title),
    description: text(input.description),
    checkInFrom: input.checkInFrom,
    checkInUntil: input.checkInUntil,
    checkOutUntil: input.checkOutUntil,
    contacts: input.contacts.map((c) => ({
      name: c.name.trim(),
      phoneCode: c.phoneCode.trim(),
      phone: c.phone.trim(),
    })),
    photoIds: input.photoIds,
    ...lists,
  };
}

/** The photos a content names that are in the property's gallery, in its order, with their URLs. */
async function photosOf(db: Database, hotelId: number, content: Content): Promise<Schemas['GuidePhoto'][]> {
  const variants = await repo.photoVariants(db, hotelId, content.photoIds);
  return content.photoIds.flatMap((photoId) => {
    const v = variants.get(photoId);
    return v
      ? [
          {
            photoId,
            urls: { large: mediaUrl(v.large), medium: mediaUrl(v.medium), thumb: mediaUrl(v.thumb) },
          },
        ]
      : [];
  });
}

async function present(db: Database, hotelId: number): Promise<Schemas['CheckInGuide']> {
  const row = await repo.findGuide(db, hotelId);
  if (!row) {
    return {
      status: 'NONE',
      active: false,
      content: EMPTY_GUIDE,
      photos: [],
      savedAt: null,
      savedBy: null,
      currentVersion: null,
      submittedAt: null,
      activatedAt: null,
    };
  }
  return {
    status: row.currentVersion !== null && row.draftIsCurrent ? 'SUBMITTED' : 'DRAFT',
    active: row.active,
    content: row.draft,
    photos: await photosOf(db, hotelId, row.draft),
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy,
    currentVersion: row.currentVersion,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
  };
}

async function presentVersion(db: Database, hotelId: number, v: repo.VersionRow) {
  return {
    version: v.version,
    submittedAt: v.submittedAt.toISOString(),
    submittedBy: v.submittedBy,
    content: v.content,
    photos: await photosOf(db, hotelId, v.content),
  };
}

export function getGuide(ctx: AppContext, hotelId: number) {
  return present(ctx.db, hotelId);
}

/** 400 UNKNOWN_PHOTO for every photo id that is not a photo of this property. */
async function checkPhotos(db: Database, hotelId: number, content: Content) {
  const known = await repo.photoVariants(db, hotelId, content.photoIds);
  const errors: FieldErrorInput[] = [];
  content.photoIds.forEach((id, index) => {
    if (!known.has(id)) errors.push({ field: `photoIds.${index}`, code: 'UNKNOWN_PHOTO' });
  });
  if (errors.length > 0) throw validationError(errors);
}

async function saved(ctx: AppContext, hotelId: number, accountId: number, input: Content) {
  const content = normalizeContent(input);
  await checkPhotos(ctx.db, hotelId, content);
  const actor = await repo.actorOf(ctx.db, accountId);
  await withRetry(() =>
    ctx.db.transaction((tx) => repo.saveDraft(tx, hotelId, content, ctx.clock(), accountId, actor)),
  );
  return { content, actor };
}

export async function saveDraft(ctx: AppContext, hotelId: number, accountId: number, input: Content) {
  await saved(ctx, hotelId, accountId, input);
  return present(ctx.db, hotelId);
}

/**
 * Saves the draft as sent, then checks SPEC 5 (400 with field errors; the draft stays saved) and stores it as
 * the next version. While the guide is active, guests see the new version from now on.
 */
export async function submit(
  ctx: AppContext,
  hotelId: number,
  accountId: number,
  input: Content,
  lang: Language,
) {
  const { content, actor } = await saved(ctx, hotelId, accountId, input);
  const invalid = validationErrorFrom(validateCheckInGuideSubmit(content), lang);
  if (invalid) throw invalid;
  const version = await withRetry(() =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      await repo.findGuide(tx, hotelId, true);
      const number = await repo.addVersion(tx, hotelId, content, now, accountId, actor);
      await repo.addLog(tx, hotelId, { kind: 'SUBMITTED', version: number, at: now, accountId, actor });
      return repo.findVersion(tx, hotelId, number);
    }),
  );
  return presentVersion(ctx.db, hotelId, version!);
}

export async function setActivation(ctx: AppContext, hotelId: number, accountId: number, active: boolean) {
  const actor = await repo.actorOf(ctx.db, accountId);
  await withRetry(() =>
    ctx.db.transaction(async (tx) => {
      const guide = await repo.findGuide(tx, hotelId, true);
      if (!guide || guide.currentVersion === null) {
        if (!active) return;
        throw new AppError(409, 'CHECK_IN_GUIDE_NOT_SUBMITTED');
      }
      if (guide.active === active) return;
      const now = ctx.clock();
      await repo.setActive(tx, hotelId, active, now);
      await repo.addLog(tx, hotelId, {
        kind: active ? 'ACTIVATED' : 'DEACTIVATED',
        version: guide.currentVersion,
        at: now,
        accountId,
        actor,
      });
    }),
  );
  return present(ctx.db, hotelId);
}

export async function getLog(ctx: AppContext, hotelId: number) {
  return { items: await repo.listLog(ctx.db, hotelId) };
}

export async function getVersion(ctx: AppContext, hotelId: number, version: number) {
  const row = await repo.findVersion(ctx.db, hotelId, version);
  if (!row) throw notFound();
  return presentVersion(ctx.db, hotelId, row);
}

/** What a booked guest sees: the active guide's current version (404 with a code saying why not). */
export async function forBooking(ctx: AppContext, hotelId: number, itineraryId: string) {
  if (!(await repo.hasConfirmedBooking(ctx.db, hotelId, itineraryId)))
    throw new AppError(404, 'CHECK_IN_GUIDE_BOOKING_NOT_FOUND');
  const version = await repo.findActiveVersion(ctx.db, hotelId);
  if (!version) throw new AppError(404, 'CHECK_IN_GUIDE_NOT_ACTIVE');
  return { hotelId, itineraryId, ...(await presentVersion(ctx.db, hotelId, version)) };
}
