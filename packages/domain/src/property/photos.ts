/**
 * Photo rules (SPEC 5 Photos, SPEC 8 photo errors, SPEC 9 image constants): what one file and one upload may
 * be. The server checks every upload with these functions, and the app checks the chosen files with them
 * before it uploads, so both refuse the same files with the same codes (field errors `errors.field.<code>`).
 */
import {
  IMAGE_MAX_DIMENSION_PX,
  IMAGE_MAX_FILE_BYTES,
  IMAGE_MAX_FILES_PER_UPLOAD,
  IMAGE_MAX_TOTAL_BYTES,
  IMAGE_MIN_DIMENSION_PX,
  IMAGE_MIN_FILE_BYTES,
} from '../constants.js';

/** Why a photo or an upload is refused: field error codes of the error answer. */
export type PhotoProblemCode =
  | 'PHOTO_WRONG_TYPE'
  | 'PHOTO_TOO_LARGE'
  | 'PHOTO_TOO_SMALL'
  | 'PHOTO_RESOLUTION'
  | 'PHOTO_UNREADABLE'
  | 'PHOTO_TOO_MANY_FILES'
  | 'PHOTO_TOTAL_TOO_LARGE';

export interface PhotoProblem {
  readonly code: PhotoProblemCode;
  /** Message params: sizes in bytes (`max`, `min`), pixels (`minPx`, `maxPx`, `width`, `height`), counts. */
  readonly params: Readonly<Record<string, number>>;
}

/** Image types told apart by their first bytes (never by the file's name). */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/heic';

/** The image type of a file by its magic bytes (the first 12 are enough), or null for anything else. */
export function sniffImageType(head: Uint8Array): SniffedImageType | null {
  const at = (i: number) => head[i] ?? -1;
  const ascii = (from: number, text: string) => [...text].every((c, i) => at(from + i) === c.charCodeAt(0));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && ascii(1, 'PNG')) return 'image/png';
  if (ascii(0, 'GIF8')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftyp')) return 'image/heic';
  return null;
}

export interface PhotoFileFacts {
  /** Size of the file in bytes. */
  readonly bytes: number;
  /** Pixel size as stored (before EXIF rotation); null when it could not be read. */
  readonly width: number | null;
  readonly height: number | null;
  /** The type found in the file's bytes (sniffImageType), or null when none. */
  readonly type: string | null;
}

/**
 * The problems of one photo, in the order a user fixes them: type first (nothing else matters for a PNG),
 * then size, then resolution. Empty when the photo may be uploaded.
 */
export function checkPhotoFile(file: PhotoFileFacts): PhotoProblem[] {
  if (file.type !== 'image/jpeg') return [{ code: 'PHOTO_WRONG_TYPE', params: {} }];
  const problems: PhotoProblem[] = [];
  if (file.bytes > IMAGE_MAX_FILE_BYTES) {
    problems.push({ code: 'PHOTO_TOO_LARGE', params: { max: IMAGE_MAX_FILE_BYTES } });
  } else if (file.bytes < IMAGE_MIN_FILE_BYTES) {
    problems.push({ code: 'PHOTO_TOO_SMALL', params: { min: IMAGE_MIN_FILE_BYTES } });
  }
  if (file.width === null || file.height === null) return problems;
  const sides = [file.width, file.height];
  if (sides.some((s) => s < IMAGE_MIN_DIMENSION_PX || s > IMAGE_MAX_DIMENSION_PX)) {
    problems.push({
      code: 'PHOTO_RESOLUTION',
      params: {
        width: file.width,
        height: file.height,
        minPx: IMAGE_MIN_DIMENSION_PX,
        maxPx: IMAGE_MAX_DIMENSION_PX,
      },
    });
  }
  return problems;
}

/**
 * The problems of one upload as a whole: at most IMAGE_MAX_FILES_PER_UPLOAD files and IMAGE_MAX_TOTAL_BYTES
 * bytes together. Empty when the batch may be sent.
 */
export function checkUploadBatch(files: readonly { readonly bytes: number }[]): PhotoProblem[] {
  const problems: PhotoProblem[] = [];
  if (files.length > IMAGE_MAX_FILES_PER_UPLOAD) {
    problems.push({
      code: 'PHOTO_TOO_MANY_FILES',
      params: { max: IMAGE_MAX_FILES_PER_UPLOAD, count: files.length },
    });
  }
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  if (total > IMAGE_MAX_TOTAL_BYTES) {
    problems.push({ code: 'PHOTO_TOTAL_TOO_LARGE', params: { max: IMAGE_MAX_TOTAL_BYTES } });
  }
  return problems;
}

/** How many more photos a gallery needs to reach `minimum` (0 when it has enough or no minimum applies). */
export function photosStillNeeded(count: number, minimum: number | null | undefined): number {
  return minimum ? Math.max(0, minimum - count) : 0;
}

/** Stored variants of a photo and their longest side in px (each keeps the photo's proportions). */
export const PHOTO_VARIANTS = { large: 1920, medium: 960, thumb: 320 } as const;
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;

/** Longest caption of a photo. */
export const PHOTO_CAPTION_MAX_LENGTH = 200;
