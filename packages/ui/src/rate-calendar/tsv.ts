import {
  isChoiceField,
  isFlagField,
  type RateCalendarChoice,
  type RateCalendarField,
  type RateCalendarValue,
} from './types.js';

/**
 * Tab-separated values as spreadsheets put them on the clipboard: rows end with \n (or \r\n), cells are
 * separated by tabs, and a cell holding a tab, newline or quote is wrapped in double quotes with inner
 * quotes doubled. A trailing newline (Excel adds one) does not make an extra row.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  let atCellStart = true;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
      i++;
      continue;
    }
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    cell += ch;
    atCellStart = false;
    i++;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function quoteCell(cell: string): string {
  return /[\t\n\r"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function serializeTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoteCell).join('\t')).join('\n');
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y', 'ya', 'x', 'closed', 'tutup', 'on', '✓', '✔']);
const FALSE_WORDS = new Set(['', '0', 'false', 'no', 'n', 'tidak', 'open', 'buka', 'off', '-', '–']);

export type ParsedCell =
  { ok: true; value: RateCalendarValue } | { ok: false; reason: 'number' | 'integer' | 'flag' | 'choice' };

/**
 * Reads what a person typed or pasted into a cell. Numbers accept thousands separators ("1.250.000",
 * "1,250,000") and a currency prefix ("Rp 450.000"); an empty number cell clears the value (null).
 */
export function parseCellText(
  field: RateCalendarField,
  raw: string,
  choices?: readonly RateCalendarChoice[],
): ParsedCell {
  const text = raw.trim().toLowerCase();
  if (isChoiceField(field)) {
    // A choice cell takes an option's value or label (as copied or typed); empty = as in the rate plan.
    if (text === '' || text === '-' || text === '–') return { ok: true, value: null };
    const match = choices?.find(
      (c) =>
        c.value.toLowerCase() === text || c.label.toLowerCase() === text || c.short?.toLowerCase() === text,
    );
    return match ? { ok: true, value: match.value } : { ok: false, reason: 'choice' };
  }
  if (isFlagField(field)) {
    if (TRUE_WORDS.has(text)) return { ok: true, value: true };
    if (FALSE_WORDS.has(text)) return { ok: true, value: false };
    return { ok: false, reason: 'flag' };
  }
  const compact = text.replace(/^(rp|idr)\.?/, '').replace(/[\s\u00a0]/g, '');
  if (compact === '') return { ok: true, value: null };
  if (/^-?\d+$/.test(compact)) return { ok: true, value: Number(compact) };
  if (/^-?\d{1,3}(\.\d{3})+$/.test(compact) || /^-?\d{1,3}(,\d{3})+$/.test(compact)) {
    return { ok: true, value: Number(compact.replace(/[.,]/g, '')) };
  }
  if (/^-?\d+([.,]\d+)?$/.test(compact)) return { ok: false, reason: 'integer' };
  return { ok: false, reason: 'number' };
}

/** The clipboard form of a value: plain digits, 1/0 for flags, empty for "not set". */
export function cellToText(value: RateCalendarValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}
