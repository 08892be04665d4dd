/**
 * Tax accounts (SPEC 3 Tax account, 5 Tax, 8; docs/decisions/commission-and-tax.md). SPEC 5 says "fixed digit
 * count (not shown)". Our choice, for Indonesia:
 * - NPWP (taxAccountNumber, branchTaxAccountNumber): 15 digits (the format before 2024, still printed on many
 *   cards) or 16 digits (the NIK-based format in force since 2024). Punctuation people type (`.`, `-`, `/`,
 *   spaces) is ignored; the digits are stored.
 * - NITKU (Nomor Identitas Tempat Kegiatan Usaha, a place of business): 22 digits (the 16-digit NPWP followed by
 *   a 6-digit place number). Optional.
 */
export const TAX_ACCOUNT_TYPES = ['PERSONAL', 'COMPANY'] as const;
export type TaxAccountType = (typeof TAX_ACCOUNT_TYPES)[number];

/** The digit counts an NPWP may have. */
export const NPWP_DIGIT_COUNTS: readonly number[] = [15, 16];
/** The digit count of a NITKU. */
export const NITKU_DIGITS = 22;
/** The longest name of a tax account (the contract's maxLength). */
export const TAX_ACCOUNT_NAME_MAX_LENGTH = 100;

/** The documents of a tax account, as form fields. COMPANY accounts have the branch and other documents too. */
export const TAX_DOCUMENT_FIELDS = [
  'taxAccountDocument',
  'branchTaxAccountDocument',
  'otherDocument',
] as const;
export type TaxDocumentField = (typeof TAX_DOCUMENT_FIELDS)[number];

/** The digits of a tax number as people type it (`12.345.678.9-012.345` style punctuation is ignored). */
export function taxDigits(value: string): string {
  return value.replace(/[\s.\-/]/g, '');
}

export function isNpwp(value: string): boolean {
  const digits = taxDigits(value);
  return /^\d+$/.test(digits) && NPWP_DIGIT_COUNTS.includes(digits.length);
}

export function isNitku(value: string): boolean {
  return new RegExp(`^\\d{${NITKU_DIGITS}}$`).test(taxDigits(value));
}

/** What a document's first bytes say it is: JPEG, PNG or PDF (the only types accepted), else null. */
export function sniffTaxDocumentType(
  bytes: Uint8Array,
): 'image/jpeg' | 'image/png' | 'application/pdf' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47 &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return 'image/png';
  if (bytes.length >= 5 && String.fromCharCode(...bytes.slice(0, 5)) === '%PDF-') return 'application/pdf';
  return null;
}
