/**
 * Rules of the photo gallery: what an upload may hold (@extranet/domain checkPhotoFile, checkUploadBatch),
 * processing with bounded concurrency, one main photo per group, order and captions, deleting the stored
 * objects with the photo. Access (membership, roles, content lock) is checked by the handlers first.
 */
import type { Schemas } from '@extranet/api/operations';
import {
  checkPhotoFile,
  checkUploadBatch,
  formatBytes,
  IMAGE_MAX_FILE_BYTES,
  sniffImageType,
  type PhotoProblem,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import type { AppContext } from '../../context.js';
import { withRetry } from '../../db/retry.js';
import { notFound, validationError, type FieldErrorInput } from '../../http/errors.js';
import {
  mapBounded,
  photoFacts,
  processPhoto,
  PROCESSING_CONCURRENCY,
  type ProcessedPhoto,
} from './processing.js';
import * as repo from './repository.js';
import type { PhotoStorage } from './storage.js';
import type { UploadForm } from './upload-form.js';

const ID_TEXT = /^[1-9][0-9]{0,15}$/;
/** Stored objects written or deleted at once. */
const STORAGE_CONCURRENCY = 6;

export const mediaUrl = (key: string) => `/media/${key}`;

export function presentPhoto(p: repo.PhotoRecord): Schemas['Photo'] {
  return {
    photoId: p.photoId,
    roomId: p.roomId,
    caption: p.caption,
    isMain: p.isMain,
    sortOrder: p.sortOrder,
    width: p.width,
    height: p.height,
    bytes: p.bytes,
    urls: {
      large: mediaUrl(p.variants.large),
      medium: mediaUrl(p.variants.medium),
      thumb: mediaUrl(p.variants.thumb),
    },
    createdAt: p.createdAt.toISOString(),
  };
}

export async function gallery(ctx: AppContext, hotelId: number): Promise<Schemas['PhotoGallery']> {
  const [photos, rooms] = await Promise.all([
    repo.listPhotos(ctx.db, hotelId),
    repo.listRooms(ctx.db, hotelId),
  ]);
  const of = (roomId: number | null) => photos.filter((p) => p.roomId === roomId).map(presentPhoto);
  return {
    groups: [
      { roomId: null, name: null, photos: of(null) },
      ...rooms.map((r) => ({ roomId: r.roomId, name: r.name, photos: of(r.roomId) })),
    ],
  };
}

/** A domain problem as a field error, sizes shown in MB/KB of the caller's language. */
function fieldError(field: string, problem: PhotoProblem, lang: Language): FieldErrorInput {
  const locale = lang === 'en' ? 'en-US' : 'id-ID';
  const params: Record<string, unknown> = { ...problem.params };
  for (const key of ['max', 'min'] as const) {
    const value = problem.params[key];
    if (value !== undefined && problem.code !== 'PHOTO_TOO_MANY_FILES') {
      params[key] = formatBytes(value, locale, key === 'max' ? 'down' : 'up');
    }
  }
  return { field, code: problem.code, params };
}

async function roomOf(ctx: AppContext, hotelId: number, raw: string | null): Promise<number | null> {
  if (raw === null || raw === '' || raw === 'null') return null;
  const roomId = ID_TEXT.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(roomId) || !(await repo.roomExists(ctx.db, hotelId, roomId))) {
    throw validationError([{ field: 'roomId', code: 'UNKNOWN_ROOM' }]);
  }
  return roomId;
}

/** Every problem of an upload (the batch, then each file), before anything is processed or stored. */
async function uploadProblems(form: UploadForm, lang: Language): Promise<FieldErrorInput[]> {
  if (form.tooManyFiles) {
    const count = form.files.length + 1;
    return checkUploadBatch(Array.from({ length: count }, () => ({ bytes: 0 }))).map((p) =>
      fieldError('files', p, lang),
    );
  }
  if (form.files.length === 0) return [{ field: 'files', code: 'REQUIRED' }];
  const sizes = form.files.map((f) => ({ bytes: f.truncated ? IMAGE_MAX_FILE_BYTES + 1 : f.bytes.length }));
  const errors = checkUploadBatch(sizes).map((p) => fieldError('files', p, lang));
  if (form.tooLarge) return errors;
  const perFile = await mapBounded(form.files, PROCESSING_CONCURRENCY, async (file, index) => {
    const facts = file.truncated
      ? {
          bytes: IMAGE_MAX_FILE_BYTES + 1,
          width: null,
          height: null,
          type: sniffImageType(file.bytes.subarray(0, 12)),
        }
      : await photoFacts(file.bytes);
    const problems = checkPhotoFile(facts);
    if (problems.length === 0 && facts.width === null) {
      return [{ field: `files.${index}`, code: 'PHOTO_UNREADABLE' }];
    }
    return problems.map((p) => fieldError(`files.${index}`, p, lang));
  });
  return [...errors, ...perFile.flat()];
}

async function storeVariants(storage: PhotoStorage, photos: readonly ProcessedPhoto[]) {
  const objects = photos.flatMap((p) => Object.values(p.variants));
  await mapBounded(objects, STORAGE_CONCURRENCY, (o) => storage.put(o.key, o.bytes, 'image/jpeg'));
}

/** Deletes the objects of contents no photo of the property uses (any more, or after a failed upload). */
async function deleteUnused(
  ctx: AppContext,
  storage: PhotoStorage,
  hotelId: number,
  photos: readonly { contentHash: string; keys: readonly string[] }[],
) {
  const unused: string[] = [];
  for (const p of photos) {
    if (!(await repo.contentInUse(ctx.db, hotelId, p.contentHash))) unused.push(...p.keys);
  }
  await mapBounded(unused, STORAGE_CONCURRENCY, (key) => storage.delete(key));
}

export async function uploadPhotos(
  ctx: AppContext,
  storage: PhotoStorage,
  hotelId: number,
  form: UploadForm,
  lang: Language,
): Promise<Schemas['PhotoList']> {
  const roomId = await roomOf(ctx, hotelId, form.roomId);
  const problems = await uploadProblems(form, lang);
  if (problems.length > 0) throw validationError(problems);

  const processed = await mapBounded(form.files, PROCESSING_CONCURRENCY, async (file, index) => {
    try {
      return await processPhoto(hotelId, file.bytes);
    } catch {
      return index;
    }
  });
  const unreadable = processed.filter((p): p is number => typeof p === 'number');
  if (unreadable.length > 0) {
    throw validationError(unreadable.map((i) => ({ field: `files.${i}`, code: 'PHOTO_UNREADABLE' })));
  }
  const photos = processed as ProcessedPhoto[];
  const stored = photos.map((p) => ({
    contentHash: p.contentHash,
    keys: Object.values(p.variants).map((v) => v.key),
  }));
  try {
    await storeVariants(storage, photos);
    const items = await withRetry(() =>
      ctx.db.transaction(async (tx) => {
        const group = await repo.lockGroup(tx, hotelId, roomId);
        const rows = photos.map((p) => ({
          roomId,
          contentHash: p.contentHash,
          width: p.width,
          height: p.height,
          bytes: p.bytes,
          variants: {
            large: p.variants.large.key,
            medium: p.variants.medium.key,
            thumb: p.variants.thumb.key,
          },
        }));
        return repo.insertPhotos(tx, hotelId, roomId, rows, group);
      }),
    );
    return { items: items.map(presentPhoto) };
  } catch (error) {
    await deleteUnused(ctx, storage, hotelId, stored).catch((cleanup: unknown) =>
      ctx.log.warn({ err: cleanup }, 'photo upload: stored objects not cleaned up'),
    );
    throw error;
  }
}

export async function updatePhoto(
  ctx: AppContext,
  hotelId: number,
  photoId: number,
  change: Schemas['PhotoUpdate'],
): Promise<Schemas['Photo']> {
  return withRetry(() =>
    ctx.db.transaction(async (tx) => {
      const photo = await repo.getPhoto(tx, hotelId, photoId);
      if (!photo) throw notFound();
      if (change.roomId !== undefined && change.roomId !== photo.roomId) {
        if (change.roomId !== null && !(await repo.roomExists(tx, hotelId, change.roomId))) {
          throw validationError([{ field: 'roomId', code: 'UNKNOWN_ROOM' }]);
        }
        const group = await repo.lockGroup(tx, hotelId, change.roomId);
        const last = group.reduce((max, p) => Math.max(max, p.sortOrder + 1), 0);
        await repo.moveToRoom(tx, hotelId, photoId, change.roomId, last);
        await promoteFirst(tx, hotelId, photo.roomId);
      }
      if (change.caption !== undefined) await repo.setCaption(tx, hotelId, photoId, change.caption.trim());
      if (change.isMain) {
        const moved = await repo.getPhoto(tx, hotelId, photoId);
        if (moved) await repo.setMain(tx, hotelId, moved);
      } else if (change.roomId !== undefined) {
        await promoteFirst(tx, hotelId, change.roomId);
      }
      const now = await repo.getPhoto(tx, hotelId, photoId);
      if (!now) throw notFound();
      return presentPhoto(now);
    }),
  );
}

/** A group that has photos has a main photo: when it has none, its first photo becomes it. */
async function promoteFirst(db: AppContext['db'], hotelId: number, roomId: number | null) {
  const group = await repo.lockGroup(db, hotelId, roomId);
  const first = group[0];
  if (first && !group.some((p) => p.isMain)) await repo.setMain(db, hotelId, first);
}

export async function reorderPhotos(
  ctx: AppContext,
  hotelId: number,
  photoIds: readonly number[],
): Promise<Schemas['PhotoGallery']> {
  await withRetry(() =>
    ctx.db.transaction(async (tx) => {
      const found = await repo.lockPhotos(tx, hotelId, photoIds);
      const known = new Set(found.map((p) => p.photoId));
      const unknown = photoIds.flatMap((id, i) =>
        known.has(id) ? [] : [{ field: `photoIds.${i}`, code: 'UNKNOWN_PHOTO' }],
      );
      if (unknown.length > 0) throw validationError(unknown);
      // The places the named photos held, per group, given out again in the new order.
      const byId = new Map(found.map((p) => [p.photoId, p]));
      const places = new Map<string, number[]>();
      for (const p of found)
        places.set(String(p.roomId), [...(places.get(String(p.roomId)) ?? []), p.sortOrder]);
      for (const slots of places.values()) slots.sort((a, b) => a - b);
      for (const id of photoIds) {
        const photo = byId.get(id)!;
        const slot = places.get(String(photo.roomId))!.shift()!;
        if (slot !== photo.sortOrder) await repo.setSortOrder(tx, hotelId, id, slot);
      }
    }),
  );
  return gallery(ctx, hotelId);
}

export async function deletePhoto(
  ctx: AppContext,
  storage: PhotoStorage,
  hotelId: number,
  photoId: number,
): Promise<void> {
  const photo = await withRetry(() =>
    ctx.db.transaction(async (tx) => {
      const found = await repo.getPhoto(tx, hotelId, photoId);
      if (!found) throw notFound();
      await repo.deletePhoto(tx, hotelId, photoId);
      if (found.isMain) await promoteFirst(tx, hotelId, found.roomId);
      return found;
    }),
  );
  await deleteUnused(ctx, storage, hotelId, [
    { contentHash: photo.contentHash, keys: Object.values(photo.variants) },
  ]);
}

/**
 * One photo of an add-on (operation uploadAddOnPhoto, paths/add-ons.yaml): the same checks, processing and
 * storage as the gallery's, recorded in add_on_photos instead of the gallery.
 */
export async function uploadAddOnPhoto(
  ctx: AppContext,
  storage: PhotoStorage,
  hotelId: number,
  form: UploadForm,
  lang: Language,
): Promise<{ photoId: number; urls: Schemas['Photo']['urls'] }> {
  if (form.files.length > 1 || form.tooManyFiles) {
    throw validationError([{ field: 'files', code: 'PHOTO_TOO_MANY_FILES', params: { max: 1 } }]);
  }
  const problems = await uploadProblems(form, lang);
  if (problems.length > 0) throw validationError(problems);
  let photo: ProcessedPhoto;
  try {
    photo = await processPhoto(hotelId, form.files[0]!.bytes);
  } catch {
    throw validationError([{ field: 'files.0', code: 'PHOTO_UNREADABLE' }]);
  }
  const variants = {
    large: photo.variants.large.key,
    medium: photo.variants.medium.key,
    thumb: photo.variants.thumb.key,
  };
  try {
    await storeVariants(storage, [photo]);
    const stored = await repo.insertAddOnPhoto(ctx.db, hotelId, {
      contentHash: photo.contentHash,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      variants,
    });
    return {
      photoId: stored.photoId,
      urls: {
        large: mediaUrl(stored.variants.large),
        medium: mediaUrl(stored.variants.medium),
        thumb: mediaUrl(stored.variants.thumb),
      },
    };
  } catch (error) {
    await deleteUnused(ctx, storage, hotelId, [
      { contentHash: photo.contentHash, keys: Object.values(variants) },
    ]).catch((cleanup: unknown) =>
      ctx.log.warn({ err: cleanup }, 'add-on photo upload: stored objects not cleaned up'),
    );
    throw error;
  }
}
