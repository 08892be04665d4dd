/**
 * Tables as files for download, for every area that exports a list (ARI, bookings): a CSV with fixed column keys
 * and an Excel workbook with translated headers, real dates and whole-IDR numbers.
 */
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';

export type TableFormat = 'csv' | 'xlsx';

export const TABLE_CONTENT_TYPE: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * One CSV cell: quoted when needed; a text a spreadsheet would run as a formula (a name "=HYPERLINK(...)") is
 * kept as text.
 */
export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  let s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n;']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A column of a table file: the CSV's key, the workbook's translated header and how its values are written. */
export interface TableColumn<R> {
  key: string;
  header: string;
  kind: 'text' | 'date' | 'count' | 'idr';
  value: (row: R) => string | number | null;
}

/** CRLF lines and a byte order mark, so that Excel reads the file as UTF-8. */
export function tableCsv<R>(columns: readonly TableColumn<R>[], rows: readonly R[]): string {
  const lines = [
    columns.map((c) => c.key).join(','),
    ...rows.map((r) => columns.map((c) => csvCell(c.value(r))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const MAX_WIDTH = 40;

function cellOf(kind: TableColumn<unknown>['kind'], value: string | number | null, dateFormat: string): Cell {
  if (value === null) return null;
  switch (kind) {
    case 'date':
      // A date without a time: midnight UTC is a whole Excel serial day.
      return { type: Date, value: new Date(`${String(value)}T00:00:00Z`), format: dateFormat };
    case 'idr':
      return { type: Number, value: Number(value), format: '#,##0' };
    case 'count':
      return { type: Number, value: Number(value) };
    case 'text':
      return { type: String, value: String(value) };
  }
}

/** One sheet, the bold header row frozen, each column as wide as its widest value (at most 40 characters). */
export async function tableXlsx<R>(
  columns: readonly TableColumn<R>[],
  rows: readonly R[],
  options: { sheet: string; dateFormat: string },
): Promise<Buffer> {
  const widths = columns.map((c) => {
    let widest = c.header.length;
    for (const r of rows) {
      const v = c.value(r);
      const shown =
        c.kind === 'date'
          ? 11
          : c.kind === 'idr'
            ? Number(v).toLocaleString('en').length
            : String(v ?? '').length;
      widest = Math.max(widest, shown);
    }
    return Math.min(MAX_WIDTH, widest + 2);
  });
  const data: Row[] = [
    columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const })),
    ...rows.map((r) => columns.map((c) => cellOf(c.kind, c.value(r), options.dateFormat))),
  ];
  return writeXlsxFile(data, {
    sheet: options.sheet,
    columns: widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBuffer();
}
