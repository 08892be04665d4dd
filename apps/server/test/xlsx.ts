import { strFromU8, unzipSync } from 'fflate';

/** One cell of a sheet as a reader sees it: its value and the number format that shows it. */
export interface XlsxCell {
  type: 'string' | 'number' | 'boolean';
  value: string | number | boolean;
  numberFormat: string | null;
}

export interface XlsxSheet {
  name: string;
  /** Cells by address (`A1`). */
  cells: Map<string, XlsxCell>;
  /** Rows frozen at the top (the pane's ySplit), 0 when none. */
  frozenRows: number;
  /** Column widths in characters, by 1-based column number. */
  widths: Map<number, number>;
  /** Row heights in points, by 1-based row number, for rows that set one. */
  heights: Map<number, number>;
  rowCount: number;
}

function unescapeXml(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}="([^"]*)"`).exec(attrs);
  return m ? unescapeXml(m[1]!) : undefined;
}

// Built-in number formats a writer may refer to without declaring them.
const BUILT_IN_FORMATS: Record<string, string> = { '0': 'General', '1': '0', '3': '#,##0', '14': 'm/d/yyyy' };

/**
 * Reads the first sheet of an .xlsx file by unzipping it and parsing its SpreadsheetML (shared strings, cell
 * styles' number formats, the frozen pane, column widths): enough to check what a spreadsheet program shows.
 */
export function readFirstSheet(file: Buffer): XlsxSheet {
  const files = unzipSync(new Uint8Array(file));
  const text = (path: string) => {
    const f = files[path];
    if (!f) throw new Error(`${path} is not in the workbook`);
    return strFromU8(f);
  };
  const workbook = text('xl/workbook.xml');
  const name = attr(/<sheet\b([^>]*)\/?>/.exec(workbook)?.[1] ?? '', 'name') ?? '';

  const shared = files['xl/sharedStrings.xml']
    ? [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
        [...m[1]!.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((x) => unescapeXml(x[1]!)).join(''),
      )
    : [];

  const styles = text('xl/styles.xml');
  const formats = new Map<string, string>(Object.entries(BUILT_IN_FORMATS));
  for (const m of styles.matchAll(/<numFmt\b([^>]*)\/?>/g))
    formats.set(attr(m[1]!, 'numFmtId')!, attr(m[1]!, 'formatCode')!);
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const styleFormats = [...cellXfs.matchAll(/<xf\b([^>]*?)\/?>/g)].map((m) => {
    const id = attr(m[1]!, 'numFmtId') ?? '0';
    return id === '0' ? null : (formats.get(id) ?? `#${id}`);
  });

  const sheet = text('xl/worksheets/sheet1.xml');
  const pane = /<pane\b([^>]*)\/?>/.exec(sheet)?.[1];
  const frozenRows = pane && attr(pane, 'state') === 'frozen' ? Number(attr(pane, 'ySplit') ?? 0) : 0;
  const widths = new Map<number, number>();
  for (const m of sheet.matchAll(/<col\b([^>]*)\/?>/g)) {
    const min = Number(attr(m[1]!, 'min'));
    const max = Number(attr(m[1]!, 'max'));
    for (let c = min; c <= max; c++) widths.set(c, Number(attr(m[1]!, 'width')));
  }
  const heights = new Map<number, number>();
  let rowCount = 0;
  for (const m of sheet.matchAll(/<row\b([^>]*)>/g)) {
    const r = Number(attr(m[1]!, 'r'));
    rowCount = Math.max(rowCount, r);
    const ht = attr(m[1]!, 'ht');
    if (ht !== undefined) heights.set(r, Number(ht));
  }
  const cells = new Map<string, XlsxCell>();
  for (const m of sheet.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const attrs = m[1]!;
    const raw = /<v>([\s\S]*?)<\/v>/.exec(m[2] ?? '')?.[1];
    if (raw === undefined) continue;
    const s = attr(attrs, 's');
    const numberFormat = s === undefined ? null : (styleFormats[Number(s)] ?? null);
    const ref = attr(attrs, 'r')!;
    switch (attr(attrs, 't')) {
      case 's':
        cells.set(ref, { type: 'string', value: shared[Number(raw)]!, numberFormat });
        break;
      case 'b':
        cells.set(ref, { type: 'boolean', value: raw === '1', numberFormat });
        break;
      case 'str':
      case 'inlineStr':
        cells.set(ref, { type: 'string', value: unescapeXml(raw), numberFormat });
        break;
      default:
        cells.set(ref, { type: 'number', value: Number(raw), numberFormat });
    }
  }
  return { name, cells, frozenRows, widths, heights, rowCount };
}

/** The Excel serial day of a `YYYY-MM-DD` date (1900 date system). */
export function excelSerial(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000 + 25_569;
}
