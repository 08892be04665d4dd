/** SQL of tax accounts; every statement is scoped by hotel_id ("an id of another property simply finds nothing"). */
import type { TaxAccountType, TaxDocumentField } from '@extranet/domain';
import type { Database } from '../../db/types.js';

export interface StoredDocument {
  documentId: number;
  storageKey: string;
  fileName: string;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
}

export interface StoredAccount {
  type: TaxAccountType;
  name: string;
  number: string;
  nitku: string | null;
  branchName: string | null;
  branchNumber: string | null;
  documents: Record<TaxDocumentField, StoredDocument | null>;
  updatedAt: Date;
  savedBy: string | null;
}

interface DocumentRow {
  document_id: number;
  storage_key: string;
  file_name: string;
  content_type: StoredDocument['contentType'];
  size: number;
}

const documentOf = (r: DocumentRow): StoredDocument => ({
  documentId: Number(r.document_id),
  storageKey: r.storage_key,
  fileName: r.file_name,
  contentType: r.content_type,
  size: Number(r.size),
});

/** Serialises the saves of one property's tax account. */
export async function lockProperty(db: Database, hotelId: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(8302, hashint8($1::bigint))', [hotelId]);
}

export async function findAccount(db: Database, hotelId: number): Promise<StoredAccount | null> {
  const row = await db.maybeOne<{
    account_type: TaxAccountType;
    account_name: string;
    account_number: string;
    nitku: string | null;
    branch_name: string | null;
    branch_number: string | null;
    tax_document_id: number;
    branch_document_id: number | null;
    other_document_id: number | null;
    updated_at: Date;
    updated_by_name: string | null;
  }>(
    `SELECT t.account_type, t.account_name, t.account_number, t.nitku, t.branch_name, t.branch_number,
            t.tax_document_id, t.branch_document_id, t.other_document_id, t.updated_at, a.name AS updated_by_name
       FROM tax_accounts t LEFT JOIN accounts a ON a.id = t.updated_by
      WHERE t.hotel_id = $1`,
    [hotelId],
  );
  if (!row) return null;
  const ids = [row.tax_document_id, row.branch_document_id, row.other_document_id].filter(
    (id): id is number => id !== null,
  );
  const docs = await db.query<DocumentRow>(
    `SELECT document_id, storage_key, file_name, content_type, size FROM tax_documents
      WHERE hotel_id = $1 AND document_id = ANY($2::bigint[])`,
    [hotelId, ids],
  );
  const byId = new Map(docs.map((d) => [Number(d.document_id), documentOf(d)]));
  const doc = (id: number | null) => (id === null ? null : (byId.get(Number(id)) ?? null));
  return {
    type: row.account_type,
    name: row.account_name,
    number: row.account_number,
    nitku: row.nitku,
    branchName: row.branch_name,
    branchNumber: row.branch_number,
    documents: {
      taxAccountDocument: doc(row.tax_document_id),
      branchTaxAccountDocument: doc(row.branch_document_id),
      otherDocument: doc(row.other_document_id),
    },
    updatedAt: row.updated_at,
    savedBy: row.updated_by_name,
  };
}

export async function findDocument(
  db: Database,
  hotelId: number,
  documentId: number,
): Promise<StoredDocument | null> {
  const row = await db.maybeOne<DocumentRow>(
    `SELECT document_id, storage_key, file_name, content_type, size FROM tax_documents
      WHERE hotel_id = $1 AND document_id = $2`,
    [hotelId, documentId],
  );
  return row ? documentOf(row) : null;
}

export async function insertDocument(
  db: Database,
  hotelId: number,
  d: Omit<StoredDocument, 'documentId'>,
  accountId: number,
  now: Date,
): Promise<number> {
  const row = await db.one<{ document_id: number }>(
    `INSERT INTO tax_documents (hotel_id, storage_key, file_name, content_type, size, uploaded_at, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING document_id`,
    [hotelId, d.storageKey, d.fileName, d.contentType, d.size, now, accountId],
  );
  return Number(row.document_id);
}

/** Deletes documents no longer referenced by the account; answers their storage keys. */
export async function deleteDocuments(
  db: Database,
  hotelId: number,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ storage_key: string }>(
    'DELETE FROM tax_documents WHERE hotel_id = $1 AND document_id = ANY($2::bigint[]) RETURNING storage_key',
    [hotelId, ids],
  );
  return rows.map((r) => r.storage_key);
}

export async function saveAccount(
  db: Database,
  hotelId: number,
  a: {
    type: TaxAccountType;
    name: string;
    number: string;
    nitku: string | null;
    branchName: string | null;
    branchNumber: string | null;
    taxDocumentId: number;
    branchDocumentId: number | null;
    otherDocumentId: number | null;
  },
  accountId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO tax_accounts (hotel_id, account_type, account_name, account_number, nitku, branch_name,
                               branch_number, tax_document_id, branch_document_id, other_document_id, updated_at,
                               updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (hotel_id) DO UPDATE SET account_type = excluded.account_type,
            account_name = excluded.account_name, account_number = excluded.account_number,
            nitku = excluded.nitku, branch_name = excluded.branch_name, branch_number = excluded.branch_number,
            tax_document_id = excluded.tax_document_id, branch_document_id = excluded.branch_document_id,
            other_document_id = excluded.other_document_id, updated_at = excluded.updated_at,
            updated_by = excluded.updated_by`,
    [
      hotelId,
      a.type,
      a.name,
      a.number,
      a.nitku,
      a.branchName,
      a.branchNumber,
      a.taxDocumentId,
      a.branchDocumentId,
      a.otherDocumentId,
      now,
      accountId,
    ],
  );
}
