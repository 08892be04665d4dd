/**
 * The photo gallery's view model, pure: groups, moving a photo up or down, and the check of chosen files
 * before they are uploaded (the domain's checkPhotoFile and checkUploadBatch, the same the server applies).
 */
import type { Schemas } from '@extranet/api';
import { checkPhotoFile, checkUploadBatch, formatPhotoBytes, type PhotoProblem } from '@extranet/domain';

export type Photo = Schemas['Photo'];
export type PhotoGallery = Schemas['PhotoGallery'];
export type PhotoGroup = Schemas['PhotoGroup'];

/** The select key of a group: its room id, 0 for the property's own photos. */
export const groupKey = (roomId: number | null | undefined): number => roomId ?? 0;

export function groupOf(gallery: PhotoGallery, roomId: number | null | undefined): PhotoGroup | undefined {
  return gallery.groups.find((g) => groupKey(g.roomId) === groupKey(roomId));
}

/** The ids of a group after moving photo `index` by `delta` places, or null when it cannot move there. */
export function movedOrder(photos: readonly Photo[], index: number, delta: number): number[] | null {
  const to = index + delta;
  if (index < 0 || index >= photos.length || to < 0 || to >= photos.length || delta === 0) return null;
  const ids = photos.map((p) => p.photoId);
  const [id] = ids.splice(index, 1);
  ids.splice(to, 0, id!);
  return ids;
}

/** What the browser knows of a chosen file before uploading it. */
export interface ChosenFile {
  bytes: number;
  /** Type by the file's first bytes (sniffImageType), null when none. */
  type: string | null;
  width: number | null;
  height: number | null;
}

/**
 * The problems of each chosen file, in the order chosen: its own (type, size, resolution), then those of
 * the upload as a whole (the 21st file, the file past 25 MB together), as the server would answer.
 */
export function planUpload(files: readonly ChosenFile[]): PhotoProblem[][] {
  const accepted: { bytes: number }[] = [];
  return files.map((file) => {
    const own = checkPhotoFile(file);
    if (own.length > 0) return own;
    const batch = checkUploadBatch([...accepted, file]);
    if (batch.length > 0) return batch;
    accepted.push(file);
    return [];
  });
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The message of a problem in the user's language (the server's catalog keys `errors.field.<code>`). */
export function problemMessage(t: Translate, problem: PhotoProblem, lang: string): string {
  const locale = lang === 'en' ? 'en-US' : 'id-ID';
  const params: Record<string, string | number> = { ...problem.params };
  for (const key of ['max', 'min'] as const) {
    const value = problem.params[key];
    if (value !== undefined && problem.code !== 'PHOTO_TOO_MANY_FILES')
      params[key] = formatPhotoBytes(value, locale);
  }
  return t(`errors.field.${problem.code}`, params);
}
