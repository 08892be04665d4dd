/**
 * Reads the multipart body of an upload into memory, within the limits of @extranet/domain (the plugin is registered with throwFileSizeLimit false): each file is cut
 * one byte past IMAGE_MAX_FILE_BYTES (so a larger one is known as too large without keeping it), reading
 * stops at the (IMAGE_MAX_FILES_PER_UPLOAD + 1)-th file or past IMAGE_MAX_TOTAL_BYTES, and a malformed body
 * is a 400, never a 500.
 */
import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_FILE_BYTES, IMAGE_MAX_FILES_PER_UPLOAD, IMAGE_MAX_TOTAL_BYTES } from '@extranet/domain';
import { validationError } from '../../http/errors.js';

export interface UploadedFile {
  bytes: Buffer;
  /** The file was larger than IMAGE_MAX_FILE_BYTES (bytes holds only its beginning). */
  truncated: boolean;
}

export interface UploadForm {
  roomId: string | null;
  files: UploadedFile[];
  /** More files than IMAGE_MAX_FILES_PER_UPLOAD were sent (reading stopped). */
  tooManyFiles: boolean;
  /** More than IMAGE_MAX_TOTAL_BYTES were sent (reading stopped). */
  tooLarge: boolean;
}

const LIMITS = {
  fileSize: IMAGE_MAX_FILE_BYTES + 1,
  files: IMAGE_MAX_FILES_PER_UPLOAD,
  fields: 10,
  fieldSize: 100,
  parts: IMAGE_MAX_FILES_PER_UPLOAD + 10,
  headerPairs: 50,
};

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw validationError([{ field: 'files', code: 'REQUIRED' }]);
  const form: UploadForm = { roomId: null, files: [], tooManyFiles: false, tooLarge: false };
  let total = 0;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const truncated = part.file.truncated || bytes.length > IMAGE_MAX_FILE_BYTES;
        total += bytes.length;
        form.files.push({ bytes, truncated });
        if (total > IMAGE_MAX_TOTAL_BYTES) {
          form.tooLarge = true;
          break;
        }
      } else if (part.fieldname === 'roomId' && typeof part.value === 'string') {
        form.roomId = part.value;
      }
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'FST_FILES_LIMIT') form.tooManyFiles = true;
    else if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw validationError([{ field: '', code: 'TOO_MANY_ITEMS', params: { limit: LIMITS.parts } }]);
    } else {
      // A cut or malformed body (no boundary, a broken part header, the client went away).
      throw validationError([{ field: 'files', code: 'PHOTO_UPLOAD_FAILED' }]);
    }
  }
  return form;
}
