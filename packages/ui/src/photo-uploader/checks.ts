import {
  IMAGE_MAX_DIMENSION_PX,
  IMAGE_MAX_FILE_BYTES,
  IMAGE_MAX_FILES_PER_UPLOAD,
  IMAGE_MAX_TOTAL_BYTES,
  IMAGE_MIN_DIMENSION_PX,
  IMAGE_MIN_FILE_BYTES,
} from '@extranet/domain';

/**
 * Photo limits. The defaults are the product's rules from `@extranet/domain` (SPEC 9's image constants, as
 * issue 11 asks; the same constants the server and `@extranet/validation` enforce), so a screen
 * that passes nothing refuses exactly what the server refuses.
 */
export interface PhotoLimits {
  /** Bytes per file (default 5 MB, 5242880). */
  maxFileBytes: number;
  /** Bytes per file (default 100000). */
  minFileBytes: number;
  /** Bytes of one upload, all files together (default 25 MB). */
  maxTotalBytes: number;
  /** Pixels, each side (default 400). */
  minDimension: number;
  /** Pixels, each side (default 4000). */
  maxDimension: number;
  /** Files per upload (default 20). */
  maxFiles: number;
}

export const DEFAULT_PHOTO_LIMITS: Readonly<PhotoLimits> = Object.freeze({
  maxFileBytes: IMAGE_MAX_FILE_BYTES,
  minFileBytes: IMAGE_MIN_FILE_BYTES,
  maxTotalBytes: IMAGE_MAX_TOTAL_BYTES,
  minDimension: IMAGE_MIN_DIMENSION_PX,
  maxDimension: IMAGE_MAX_DIMENSION_PX,
  maxFiles: IMAGE_MAX_FILES_PER_UPLOAD,
});

export type PhotoErrorCode =
  | 'upload'
  | 'tooLarge'
  | 'tooSmall'
  | 'wrongType'
  | 'resolutionLow'
  | 'resolutionHigh'
  | 'unreadable'
  | 'tooManyFiles'
  | 'totalTooLarge';

export interface PhotoError {
  code: PhotoErrorCode;
  params?: Record<string, string | number>;
}

const JPEG_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg']);

/** JPG/JPEG only (SPEC 5): by MIME type, or by extension when the browser gives no type. */
export function isJpeg(file: { name: string; type: string }): boolean {
  if (file.type) return JPEG_TYPES.has(file.type.toLowerCase());
  return /\.(jpe?g)$/i.test(file.name);
}

/** The checks that need only the file's name, type and size, in the order a user fixes them. */
export function checkFile(
  file: { name: string; type: string; size: number },
  limits: PhotoLimits,
): PhotoError | null {
  if (!isJpeg(file)) return { code: 'wrongType' };
  if (file.size > limits.maxFileBytes) return { code: 'tooLarge', params: { max: limits.maxFileBytes } };
  if (file.size < limits.minFileBytes) return { code: 'tooSmall', params: { min: limits.minFileBytes } };
  return null;
}

export function checkDimensions(
  size: { width: number; height: number },
  limits: PhotoLimits,
): PhotoError | null {
  const { width, height } = size;
  if (width < limits.minDimension || height < limits.minDimension) {
    return { code: 'resolutionLow', params: { width, height, min: limits.minDimension } };
  }
  if (width > limits.maxDimension || height > limits.maxDimension) {
    return { code: 'resolutionHigh', params: { width, height, max: limits.maxDimension } };
  }
  return null;
}

/**
 * Decides, for one selection of files, which ones go ahead: per-file checks first, then at most `maxFiles`
 * files and `maxTotalBytes` bytes, in the order chosen. Every refused file carries its own reason.
 */
export function planBatch<T extends { name: string; type: string; size: number }>(
  files: readonly T[],
  limits: PhotoLimits,
): { file: T; error: PhotoError | null }[] {
  let accepted = 0;
  let total = 0;
  return files.map((file) => {
    const error = checkFile(file, limits);
    if (error) return { file, error };
    if (accepted >= limits.maxFiles) {
      return { file, error: { code: 'tooManyFiles', params: { max: limits.maxFiles, count: files.length } } };
    }
    if (total + file.size > limits.maxTotalBytes) {
      return { file, error: { code: 'totalTooLarge', params: { max: limits.maxTotalBytes } } };
    }
    accepted++;
    total += file.size;
    return { file, error: null };
  });
}

/** Moves one element; used by drag-and-drop and by the keyboard handle. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

/** Reads a photo's pixel size in the browser without drawing it. */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => reject(new Error('unreadable image'));
      img.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
