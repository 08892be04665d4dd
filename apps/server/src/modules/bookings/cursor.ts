/**
 * The opaque cursor of the booking search: where a page starts (after or before a position of the sort), bound to
 * the sort it was made for. base64url of a small JSON; its content is not part of the contract.
 */
import { isValidDate } from '@extranet/domain';
import type { KeysetPosition, SortKey, SortOrder } from './repository.js';

export interface Cursor extends KeysetPosition {
  sort: SortKey;
  order: SortOrder;
  /** The page before `value` (a `previous` cursor) rather than after it. */
  backwards: boolean;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.order, c.backwards ? 1 : 0, c.value, c.bookingId])).toString(
    'base64url',
  );
}

const SORT_KEYS: readonly string[] = ['CREATED', 'CHECK_IN', 'GUEST_NAME', 'TOTAL'];

/** The cursor, or null when the text is not one this server made. */
export function decodeCursor(text: string): Cursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return null;
  const [sort, order, backwards, value, bookingId] = parsed as unknown[];
  if (typeof sort !== 'string' || !SORT_KEYS.includes(sort)) return null;
  if (order !== 'ASC' && order !== 'DESC') return null;
  if (backwards !== 0 && backwards !== 1) return null;
  if (typeof value !== 'string' || value.length > 300) return null;
  if (typeof bookingId !== 'number' || !Number.isSafeInteger(bookingId) || bookingId < 1) return null;
  if (!valueFits(sort as SortKey, value)) return null;
  return { sort: sort as SortKey, order, backwards: backwards === 1, value, bookingId };
}

/** A value the sort's cast accepts (a forged cursor must be a 400, never a database error). */
function valueFits(sort: SortKey, value: string): boolean {
  switch (sort) {
    case 'CREATED':
      return (
        /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/.test(value) &&
        isValidDate(value.slice(0, 10))
      );
    case 'CHECK_IN':
      return isValidDate(value);
    case 'TOTAL':
      return /^[0-9]{1,16}$/.test(value);
    case 'GUEST_NAME':
      return true;
  }
}
