/**
 * Photo limits. The defaults are SPEC 9's image constants; screens pass the values their text asks for
 * (e.g. `@extranet/validation`'s stricter PHOTO_* constants, or the 300 KB minimum for hotels).
 */
export interface PhotoLimits {
  /** Bytes per file (SPEC 9: 5242880). */
  maxFileBytes: number;
  /** Bytes per file (SPEC 9: 100000). */
  minFileBytes: number;
  /** Bytes of one upload, all files together (SPEC 9: 26214400). */
  maxTotalBytes: number;
  /** Pixels, each side (SPEC 9: 400). */
  minDimension: number;
  /** Pixels, each side (SPEC 9: 4000). */
  maxDimension: number;
  /** Files per upload (SPEC 5: 20). */
  maxFiles: number;
}

export const DEFAULT_PHOTO_LIMITS: PhotoLimits = {
  maxFileBytes: 5_242_880,
  minFileBytes: 100_000,
  maxTotalBytes: 26_214_400,
  minDimension: 400,
  maxDimension: 4000,
  maxFiles: 20,
};

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

/** Binary units with at most one decimal: 5 MB, 25 MB, 97,7 KB. */
export function formatBytes(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${format.format(bytes / 1024)} KB`;
  return `${format.format(bytes)} B`;
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
