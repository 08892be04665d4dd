/**
 * The check of chosen photos before they are uploaded (the domain's checkPhotoFile and checkUploadBatch, the
 * same the server applies), shared by every screen that uploads photos to a property's gallery.
 */
import { checkPhotoFile, checkUploadBatch, type PhotoProblem } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { formatFileSize } from '../format/format';

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

/**
 * The message of a problem in the user's language (the server's catalog keys `errors.field.<code>`), sizes in
 * the units of their rules (formatFileSize: 5 MB, 100 KB).
 */
export function problemMessage(t: Translate, problem: PhotoProblem, lang: Language): string {
  const params: Record<string, string | number> = { ...problem.params };
  for (const key of ['max', 'min'] as const) {
    const value = problem.params[key];
    if (value !== undefined && problem.code !== 'PHOTO_TOO_MANY_FILES')
      params[key] = formatFileSize(value, lang, key === 'max' ? 'down' : 'up');
  }
  return t(`errors.field.${problem.code}`, params);
}
