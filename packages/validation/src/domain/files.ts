import { formatBytes } from '@extranet/domain';
import { ErrorList, type FieldError } from '../field-errors.js';
import {
  IMAGE_ACCEPTED_EXTENSIONS,
  IMAGE_ACCEPTED_MIME_TYPES,
  IMAGE_MAX_DIMENSION_PX,
  IMAGE_MAX_FILE_BYTES,
  IMAGE_MAX_FILES_PER_UPLOAD,
  IMAGE_MAX_TOTAL_BYTES,
  IMAGE_MIN_DIMENSION_PX,
  IMAGE_MIN_FILE_BYTES,
  PAYMENT_UPLOAD_MAX_BYTES,
  REGISTRATION_MIN_PHOTOS_HOTEL,
  REGISTRATION_MIN_PHOTOS_NHA_UNIT,
  TAX_FILE_ACCEPTED_EXTENSIONS,
  TAX_FILE_ACCEPTED_MIME_TYPES,
  TAX_FILE_MAX_BYTES,
} from '../constants.js';

/** What the validators need to know of a file: a browser `File` fits, and so does a server upload. */
export interface FileInput {
  name: string;
  /** MIME type, when known (browsers give it; the server sniffs it). */
  type?: string | null;
  /** Bytes. */
  size: number;
}

/** A photo with its pixel size, read from the image (browser: an Image; server: the file header). */
export interface PhotoFileInput extends FileInput {
  width?: number | null;
  height?: number | null;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Type check by extension and, when given, MIME type: both must be on the lists. */
function hasAcceptedType(
  file: FileInput,
  extensions: readonly string[],
  mimeTypes: readonly string[],
): boolean {
  if (!extensions.includes(extensionOf(file.name))) return false;
  return !file.type || mimeTypes.includes(file.type.toLowerCase());
}

/**
 * One photo (SPEC 5, 8): JPG/JPEG only, between the minimum and maximum size, width and height between the
 * minimum and maximum px (SPEC 9's image constants of @extranet/domain: 100000 bytes to 5 MB, 400 to 4000 px).
 */
export function checkPhotoFile(list: ErrorList, field: string, file: PhotoFileInput): void {
  if (!hasAcceptedType(file, IMAGE_ACCEPTED_EXTENSIONS, IMAGE_ACCEPTED_MIME_TYPES)) {
    list.add(field, 'photo.type');
  } else if (file.size > IMAGE_MAX_FILE_BYTES) {
    list.add(field, 'photo.tooLarge', { max: formatBytes(IMAGE_MAX_FILE_BYTES, undefined, 'down') });
  } else if (file.size < IMAGE_MIN_FILE_BYTES) {
    list.add(field, 'photo.tooSmall', { min: formatBytes(IMAGE_MIN_FILE_BYTES, undefined, 'up') });
  } else if (file.width != null && file.height != null) {
    const inside = (px: number) => px >= IMAGE_MIN_DIMENSION_PX && px <= IMAGE_MAX_DIMENSION_PX;
    if (!inside(file.width) || !inside(file.height)) {
      list.add(field, 'photo.resolution', { min: IMAGE_MIN_DIMENSION_PX, max: IMAGE_MAX_DIMENSION_PX });
    }
  }
}

/** One photo on its own; the error is on `field` (default `file`). */
export function validatePhotoFile(file: PhotoFileInput, field = 'file'): FieldError[] {
  const list = new ErrorList();
  checkPhotoFile(list, field, file);
  return list.errors;
}

/**
 * One upload of photos (SPEC 5, 8): at most 20 files and 25 MB in all (errors on `files`), and every file
 * valid (errors on `files.<index>`).
 */
export function validatePhotoUpload(files: readonly PhotoFileInput[]): FieldError[] {
  const list = new ErrorList();
  if (files.length > IMAGE_MAX_FILES_PER_UPLOAD) {
    list.add('files', 'photo.tooMany', { max: IMAGE_MAX_FILES_PER_UPLOAD });
  } else if (files.reduce((sum, file) => sum + file.size, 0) > IMAGE_MAX_TOTAL_BYTES) {
    list.add('files', 'photo.totalTooLarge', { max: formatBytes(IMAGE_MAX_TOTAL_BYTES, undefined, 'down') });
  }
  files.forEach((file, index) => checkPhotoFile(list, `files.${index}`, file));
  return list.errors;
}

export interface PhotoSetInput {
  photos: readonly { isMain?: boolean | null }[];
  /** HOTEL needs 3 photos; other units (NHA) need 2. */
  accommodationType: 'HOTEL' | 'NHA' | null | undefined;
}

/** The photos of a registration (SPEC 5): at least 3 (2 for a non-hotel unit) and a main photo. */
export function validatePhotoSet(input: PhotoSetInput): FieldError[] {
  const list = new ErrorList();
  const min =
    input.accommodationType === 'HOTEL' ? REGISTRATION_MIN_PHOTOS_HOTEL : REGISTRATION_MIN_PHOTOS_NHA_UNIT;
  if (input.photos.length < min) list.add('photos', 'photo.tooFew', { min });
  else if (!input.photos.some((photo) => photo.isMain)) list.add('photos', 'photo.mainRequired');
  return list.errors;
}

/** A tax document (SPEC 5): JPG/JPEG/PNG/PDF up to 5 MB. */
export function checkTaxDocument(list: ErrorList, field: string, file: FileInput): void {
  if (!hasAcceptedType(file, TAX_FILE_ACCEPTED_EXTENSIONS, TAX_FILE_ACCEPTED_MIME_TYPES))
    list.add(field, 'document.type');
  else if (file.size > TAX_FILE_MAX_BYTES)
    list.add(field, 'document.tooLarge', { max: formatBytes(TAX_FILE_MAX_BYTES, undefined, 'down') });
}

export function validateTaxDocument(file: FileInput, field = 'taxAccountDocument'): FieldError[] {
  const list = new ErrorList();
  checkTaxDocument(list, field, file);
  return list.errors;
}

/** A payment proof upload (SPEC 5): the tax document types, up to 2 MB. */
export function validatePaymentUpload(file: FileInput, field = 'file'): FieldError[] {
  const list = new ErrorList();
  if (!hasAcceptedType(file, TAX_FILE_ACCEPTED_EXTENSIONS, TAX_FILE_ACCEPTED_MIME_TYPES))
    list.add(field, 'document.type');
  else if (file.size > PAYMENT_UPLOAD_MAX_BYTES) {
    list.add(field, 'document.tooLarge', { max: formatBytes(PAYMENT_UPLOAD_MAX_BYTES, undefined, 'down') });
  }
  return list.errors;
}
