import { t, translate, type Language } from '@extranet/i18n';
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';
import { csvCell } from '../../http/table-file.js';
import type { ExportRow } from './export-repository.js';

export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Kind = 'date' | 'text' | 'count' | 'idr' | 'flag' | 'policy' | 'meal';

/** The columns of both files: the CSV's fixed key and the workbook's translated header (`rates.export.*`). */
const COLUMNS: readonly { key: keyof ExportRow; header: string; kind: Kind }[] = [
  { key: 'date', header: 'date', kind: 'date' },
  { key: 'room', header: 'room', kind: 'text' },
  { key: 'rate_plan', header: 'ratePlan', kind: 'text' },
  { key: 'allotment', header: 'allotment', kind: 'count' },
  { key: 'sold', header: 'sold', kind: 'count' },
  { key: 'rate', header: 'rate', kind: 'idr' },
  { key: 'close_out', header: 'closeOut', kind: 'flag' },
  { key: 'cta', header: 'cta', kind: 'flag' },
  { key: 'ctd', header: 'ctd', kind: 'flag' },
  { key: 'stay_min', header: 'stayMin', kind: 'count' },
  { key: 'stay_max', header: 'stayMax', kind: 'count' },
  { key: 'adv_min', header: 'advMin', kind: 'count' },
  { key: 'adv_max', header: 'advMax', kind: 'count' },
  { key: 'cancellation_policy', header: 'cancellationPolicy', kind: 'policy' },
  { key: 'meal_plan', header: 'mealPlan', kind: 'meal' },
];

// ---------------------------------------------------------------- CSV

/**
 * The CSV: fixed column keys (scripts read them), CRLF lines, and a byte order mark so that Excel reads the
 * file as UTF-8 (without it, room names with non-ASCII letters turn into mojibake).
 */
export function ariCsv(rows: readonly ExportRow[]): string {
  const lines = [
    COLUMNS.map((c) => c.key).join(','),
    ...rows.map((r) => COLUMNS.map((c) => csvCell(r[c.key])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------- Excel

/** Day-first as Indonesians write it; en gets the month's name so that 03/04 is never read the US way. */
const DATE_FORMAT: Record<Language, string> = { id: 'dd/mm/yyyy', en: 'd mmm yyyy' };
// Excel shows the grouping with the reader's own separator (1.250.000 in Indonesian Excel).
const IDR_FORMAT = '#,##0';
const MAX_WIDTH = 40;
// Headers of number and flag columns wrap beyond this many characters rather than widen the column.
const NARROW_HEADER = 12;
// Points per line of the default 11-point font.
const LINE_HEIGHT = 15;

function xlsxCell(kind: Kind, value: ExportRow[keyof ExportRow], lang: Language): Cell {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'date':
      // A date without a time: midnight UTC is a whole Excel serial day.
      return { type: Date, value: new Date(`${String(value)}T00:00:00Z`), format: DATE_FORMAT[lang] };
    case 'idr':
      return { type: Number, value: Number(value), format: IDR_FORMAT };
    case 'count':
      return { type: Number, value: Number(value) };
    case 'flag':
      return { type: Boolean, value: Boolean(value) };
    case 'text':
      return { type: String, value: String(value) };
    case 'policy':
    case 'meal':
      return { type: String, value: choiceLabel(kind, String(value), lang) };
  }
}

/** A day's cancellation policy or meal plan as the screens name it (the code when no name is known). */
function choiceLabel(kind: 'policy' | 'meal', code: string, lang: Language): string {
  const key = kind === 'policy' ? `rates.bulk.cancellationOptions.${code}` : `ratePlans.meal.${code}`;
  return translate(lang, key) ?? code;
}

/** Characters a column needs for a value as Excel shows it (a rate with its thousands separators). */
function shownLength(kind: Kind, value: ExportRow[keyof ExportRow], lang: Language): number {
  if (value === null || value === undefined) return 0;
  switch (kind) {
    case 'date':
      return 11;
    case 'idr':
      return Math.trunc(Number(value)).toLocaleString('en').length;
    case 'flag':
      return 6;
    case 'policy':
    case 'meal':
      return choiceLabel(kind, String(value), lang).length;
    default:
      return String(value).length;
  }
}

/** Lines a header takes when Excel wraps it at word boundaries in a column of `width` characters. */
function wrappedLines(text: string, width: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(' ')) {
    const need = used === 0 ? word.length : used + 1 + word.length;
    if (need <= width - 1 || used === 0) used = need;
    else {
      lines += 1;
      used = word.length;
    }
  }
  return lines;
}

/**
 * The workbook: one sheet named and headed in `lang`, real dates and numbers, the header row frozen. A column
 * is as wide as its widest value (at most 40 characters); text columns also fit their header, while the long
 * headers of narrow columns (numbers, flags) wrap in a taller header row.
 */
export async function ariXlsx(rows: readonly ExportRow[], lang: Language): Promise<Buffer> {
  const headers = COLUMNS.map((c) => t(`rates.export.${c.header}`, undefined, lang));
  const widths = COLUMNS.map((c, i) => {
    const header = headers[i]!;
    let widest =
      c.kind === 'text' || c.kind === 'policy' || c.kind === 'meal'
        ? header.length
        : Math.min(header.length, NARROW_HEADER);
    for (const r of rows) widest = Math.max(widest, shownLength(c.kind, r[c.key], lang));
    return Math.min(MAX_WIDTH, widest + 2);
  });
  const headerLines = Math.max(...headers.map((h, i) => wrappedLines(h, widths[i]!)));
  const data: Row[] = [
    headers.map((value) => ({
      value,
      fontWeight: 'bold' as const,
      wrap: true,
      alignVertical: 'top' as const,
      height: LINE_HEIGHT * headerLines,
    })),
    ...rows.map((r) => COLUMNS.map((c) => xlsxCell(c.kind, r[c.key], lang))),
  ];
  return writeXlsxFile(data, {
    sheet: t('rates.export.sheetName', undefined, lang),
    columns: widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBuffer();
}
