/**
 * Reads the multipart body of a tax account (text parts and up to three documents) into memory, within the
 * limits: each file cut one byte past TAX_FILE_MAX_BYTES (so a larger one is known as too large without keeping
 * it), at most the three document fields, short text fields. A malformed body is a 400, never a 500.
 */
import type { FastifyRequest } from 'fastify';
import { TAX_DOCUMENT_FIELDS, TAX_FILE_MAX_BYTES, type TaxDocumentField } from '@extranet/domain';
import { AppError, validationError } from '../../http/errors.js';

export interface UploadedDocument {
  fileName: string;
  bytes: Buffer;
  /** The file was larger than TAX_FILE_MAX_BYTES (bytes holds only its beginning). */
  truncated: boolean;
}

export interface TaxForm {
  fields: Record<string, string>;
  files: Partial<Record<TaxDocumentField, UploadedDocument>>;
}

const TEXT_FIELDS = new Set([
  'taxAccountType',
  'taxAccountName',
  'taxAccountNumber',
  'nitku',
  'branchTaxAccountName',
  'branchTaxAccountNumber',
]);

const LIMITS = {
  fileSize: TAX_FILE_MAX_BYTES + 1,
  files: TAX_DOCUMENT_FIELDS.length,
  fields: TEXT_FIELDS.size + 2,
  fieldSize: 400,
  parts: TEXT_FIELDS.size + TAX_DOCUMENT_FIELDS.length + 2,
  headerPairs: 50,
};

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

const isDocumentField = (name: string): name is TaxDocumentField =>
  (TAX_DOCUMENT_FIELDS as readonly string[]).includes(name);

/** A file name fit to show and to send back in Content-Disposition: no path, no quotes or control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const clean = base.replace(/[\u0000-\u001f\u007f"\\]/g, '').trim();
  return (clean || 'document').slice(0, 255);
}

export async function readTaxForm(request: FastifyRequest): Promise<TaxForm> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const form: TaxForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!isDocumentField(part.fieldname)) continue;
        const truncated = part.file.truncated || bytes.length > TAX_FILE_MAX_BYTES;
        if (bytes.length === 0) continue;
        form.files[part.fieldname] = { fileName: cleanFileName(part.filename), bytes, truncated };
      } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw validationError([{ field: '', code: 'TOO_MANY_ITEMS', params: { limit: LIMITS.parts } }]);
    }
    throw validationError([{ field: 'taxAccountDocument', code: 'DOCUMENT_UPLOAD_FAILED' }]);
  }
  return form;
}
