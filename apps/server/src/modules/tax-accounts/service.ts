/**
 * Tax accounts (docs/decisions/commission-and-tax.md): the property's NPWP account with its documents, kept in the
 * media storage (disk under DATA_DIR or OBJECT_STORAGE_URL) and served through the API to members of the
 * property only. Validated by validateTaxAccount of @extranet/validation (the form runs it too); a document's
 * type is read from its bytes (sniffTaxDocumentType), not its name.
 *
 * `submitTaxAccount` is the one function that changes an account: the finance PIN guards it (requirePinProof of
 * module pin: a valid proof of the caller's account, else 403 PIN_REQUIRED, before anything is read or written).
 */
import { randomBytes } from 'node:crypto';
import {
  sniffTaxDocumentType,
  TAX_DOCUMENT_FIELDS,
  TAX_FILE_MAX_BYTES,
  taxDigits,
  type TaxAccountType,
  type TaxDocumentField,
} from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { validateTaxAccount, type FileInput } from '@extranet/validation';
import type { Schemas } from '@extranet/api/operations';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { PhotoStorage } from '../media/storage.js';
import type { TaxForm, UploadedDocument } from './form.js';
import { requirePinProof } from '../pin/index.js';
import * as repo from './repository.js';

export interface Caller {
  accountId: number;
  lang: Language;
  /** The `x-pin-proof` header (submitTaxAccount requires a valid one of accountId). */
  pinProof?: string | undefined;
}

type View = Schemas['TaxAccountView'];

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

const documentUrl = (hotelId: number, documentId: number) =>
  `/api/v1/hotels/${hotelId}/tax-accounts/documents/${documentId}`;

function presentDocument(hotelId: number, d: repo.StoredDocument | null): Schemas['TaxDocument'] | null {
  return d
    ? {
        documentId: d.documentId,
        fileName: d.fileName,
        contentType: d.contentType,
        size: d.size,
        url: documentUrl(hotelId, d.documentId),
      }
    : null;
}

function present(hotelId: number, a: repo.StoredAccount | null): View {
  if (!a || !a.documents.taxAccountDocument) return { account: null };
  return {
    account: {
      taxAccountType: a.type,
      taxAccountName: a.name,
      taxAccountNumber: a.number,
      nitku: a.nitku,
      branchTaxAccountName: a.branchName,
      branchTaxAccountNumber: a.branchNumber,
      taxAccountDocument: presentDocument(hotelId, a.documents.taxAccountDocument)!,
      branchTaxAccountDocument: presentDocument(hotelId, a.documents.branchTaxAccountDocument),
      otherDocument: presentDocument(hotelId, a.documents.otherDocument),
      updatedAt: a.updatedAt.toISOString(),
      savedBy: a.savedBy,
    },
  };
}

export async function getAccount(ctx: AppContext, hotelId: number): Promise<View> {
  return present(hotelId, await repo.findAccount(ctx.db, hotelId));
}

/** What the validator knows of an uploaded file: its name, the type its bytes show, its size. */
function fileInput(file: UploadedDocument): FileInput {
  return {
    name: file.fileName,
    type: sniffTaxDocumentType(file.bytes) ?? 'application/octet-stream',
    size: file.truncated ? TAX_FILE_MAX_BYTES + 1 : file.bytes.length,
  };
}

const text = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/**
 * Creates (mode 'create', 409 TAX_ACCOUNT_EXISTS when there is one) or changes (mode 'update', 404 when there
 * is none) the property's tax account. Documents not sent keep the stored ones; a PERSONAL account keeps no
 * branch data. Files are stored first, then the rows in one transaction; replaced documents are deleted after.
 */
export async function submitTaxAccount(
  ctx: AppContext,
  storage: PhotoStorage,
  hotelId: number,
  form: TaxForm,
  mode: 'create' | 'update',
  caller: Caller,
): Promise<View> {
  await requirePinProof(ctx, caller.accountId, caller.pinProof);
  const existing = await repo.findAccount(ctx.db, hotelId);
  if (mode === 'create' && existing) throw new AppError(409, 'TAX_ACCOUNT_EXISTS');
  if (mode === 'update' && !existing) throw notFound();
  const type = (form.fields.taxAccountType ?? null) as TaxAccountType | null;
  const company = type === 'COMPANY';
  const kept = (field: TaxDocumentField) => {
    const d = existing?.documents[field];
    return d ? String(d.documentId) : null;
  };
  const input = (field: TaxDocumentField) => {
    const file = form.files[field];
    return file ? fileInput(file) : kept(field);
  };
  const problems = validateTaxAccount({
    taxAccountType: type === 'PERSONAL' || company ? type : null,
    taxAccountNumber: form.fields.taxAccountNumber ?? null,
    taxAccountName: form.fields.taxAccountName ?? null,
    taxAccountDocument: input('taxAccountDocument'),
    branchTaxAccountNumber: form.fields.branchTaxAccountNumber ?? null,
    branchTaxAccountName: form.fields.branchTaxAccountName ?? null,
    branchTaxAccountDocument: input('branchTaxAccountDocument'),
    otherDocument: input('otherDocument'),
    nitku: form.fields.nitku ?? null,
  });
  const invalid = validationErrorFrom(problems, caller.lang);
  if (invalid) throw invalid;

  const wanted = TAX_DOCUMENT_FIELDS.filter((f) => f === 'taxAccountDocument' || company);
  const stored: Partial<Record<TaxDocumentField, Omit<repo.StoredDocument, 'documentId'>>> = {};
  for (const field of wanted) {
    const file = form.files[field];
    if (!file) continue;
    const contentType = sniffTaxDocumentType(file.bytes)!;
    const storageKey = `${hotelId}/tax/${randomBytes(16).toString('hex')}.${EXTENSION[contentType]}`;
    await storage.put(storageKey, file.bytes, contentType);
    stored[field] = { storageKey, fileName: file.fileName, contentType, size: file.bytes.length };
  }

  const now = ctx.clock();
  const dropped = await ctx.db.transaction(async (tx) => {
    await repo.lockProperty(tx, hotelId);
    const current = await repo.findAccount(tx, hotelId);
    if (mode === 'create' && current) throw new AppError(409, 'TAX_ACCOUNT_EXISTS');
    const ids: Record<TaxDocumentField, number | null> = {
      taxAccountDocument: null,
      branchTaxAccountDocument: null,
      otherDocument: null,
    };
    for (const field of TAX_DOCUMENT_FIELDS) {
      const fresh = stored[field];
      if (fresh) ids[field] = await repo.insertDocument(tx, hotelId, fresh, caller.accountId, now);
      else if (field === 'taxAccountDocument' || company)
        ids[field] = current?.documents[field]?.documentId ?? null;
    }
    await repo.saveAccount(
      tx,
      hotelId,
      {
        type: company ? 'COMPANY' : 'PERSONAL',
        name: form.fields.taxAccountName!.trim(),
        number: taxDigits(form.fields.taxAccountNumber!),
        nitku: text(form.fields.nitku) === null ? null : taxDigits(form.fields.nitku!),
        branchName: company ? text(form.fields.branchTaxAccountName) : null,
        branchNumber:
          company && text(form.fields.branchTaxAccountNumber) !== null
            ? taxDigits(form.fields.branchTaxAccountNumber!)
            : null,
        taxDocumentId: ids.taxAccountDocument!,
        branchDocumentId: ids.branchTaxAccountDocument,
        otherDocumentId: ids.otherDocument,
      },
      caller.accountId,
      now,
    );
    const keep = new Set(Object.values(ids).filter((id): id is number => id !== null));
    const old = current
      ? Object.values(current.documents)
          .filter((d): d is repo.StoredDocument => d !== null && !keep.has(d.documentId))
          .map((d) => d.documentId)
      : [];
    return repo.deleteDocuments(tx, hotelId, old);
  });
  for (const key of dropped) {
    await storage.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, 'tax document left in storage');
    });
  }
  return getAccount(ctx, hotelId);
}

/** A document of the property's tax account: its bytes and how to answer them, or 404. */
export async function readDocument(
  ctx: AppContext,
  storage: PhotoStorage,
  hotelId: number,
  documentId: number,
): Promise<{ document: repo.StoredDocument; bytes: Uint8Array }> {
  const document = await repo.findDocument(ctx.db, hotelId, documentId);
  if (!document) throw notFound();
  const bytes = await storage.get(document.storageKey);
  if (!bytes) throw notFound();
  return { document, bytes };
}
