/**
 * A month's statement as a file, in the caller's language: an Excel workbook (http/table-file.ts: one row per
 * booking line, then the totals row) or a PDF (pdfkit: the summary, the lines and the totals).
 */
import PDFDocument from 'pdfkit';
import { formatCurrency, formatDate, t, type Language } from '@extranet/i18n';
import { tableXlsx, type TableColumn } from '../../http/table-file.js';
import type { StatementDetail } from './service.js';

export type StatementFormat = 'pdf' | 'xlsx';

export const STATEMENT_CONTENT_TYPE: Record<StatementFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Line = StatementDetail['lines'][number];
type Amounts = Line['amounts'];
/** A row of the workbook: a booking line, or the totals (no booking). */
type Row = { line: Line | null; amounts: Amounts };

const DATE_FORMAT: Record<Language, string> = { id: 'dd/mm/yyyy', en: 'd mmm yyyy' };
const AMOUNT_KEYS = [
  'roomRevenue',
  'addOns',
  'adjustments',
  'commission',
  'addOnsCommission',
  'tax',
  'netPayable',
] as const satisfies readonly (keyof Amounts)[];

const tr = (lang: Language, key: string, params?: Record<string, unknown>) =>
  t(`statements.${key}`, params, lang);

export async function statementXlsx(s: StatementDetail, lang: Language): Promise<Buffer> {
  const columns: TableColumn<Row>[] = [
    {
      key: 'bookingId',
      header: tr(lang, 'line.bookingId'),
      kind: 'text',
      value: (r) => (r.line ? String(r.line.bookingId) : tr(lang, 'totals.total')),
    },
    {
      key: 'guestName',
      header: tr(lang, 'line.guestName'),
      kind: 'text',
      value: (r) => r.line?.guestName ?? null,
    },
    { key: 'checkIn', header: tr(lang, 'line.checkIn'), kind: 'date', value: (r) => r.line?.checkIn ?? null },
    {
      key: 'checkOut',
      header: tr(lang, 'line.checkOut'),
      kind: 'date',
      value: (r) => r.line?.checkOut ?? null,
    },
    {
      key: 'status',
      header: tr(lang, 'line.status'),
      kind: 'text',
      value: (r) => (r.line ? tr(lang, `bookingStatus.${r.line.status}`) : null),
    },
    ...AMOUNT_KEYS.map((k): TableColumn<Row> => ({
      key: k,
      header: tr(lang, `amounts.${k}`),
      kind: 'idr',
      value: (r) => r.amounts[k],
    })),
  ];
  const rows: Row[] = [
    ...s.lines.map((l) => ({ line: l, amounts: l.amounts })),
    { line: null, amounts: s.summary.totals },
  ];
  return tableXlsx(columns, rows, {
    sheet: tr(lang, 'file.sheet', { month: s.summary.month }),
    dateFormat: DATE_FORMAT[lang],
  });
}

export function statementPdf(
  s: StatementDetail,
  hotelName: string,
  lang: Language,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const money = (n: number) => formatCurrency(n, 'IDR', lang);
  const date = (d: string) => formatDate(d, undefined, lang);
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    compress: options.compress ?? true,
    info: {
      Title: `${hotelName} ${s.summary.month}`,
      Subject: tr(lang, 'file.title'),
      Creator: 'Partner extranet',
    },
    lang,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const sum = s.summary;
  pdf
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${tr(lang, 'file.title')}: ${hotelName}`);
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`${tr(lang, 'summary.period')}: ${date(sum.periodStart)} - ${date(sum.periodEnd)}`);
  pdf.text(`${tr(lang, 'summary.invoiceDate')}: ${date(sum.invoiceDate)}`);
  pdf.text(`${tr(lang, 'summary.dueDate')}: ${date(sum.dueDate)}`);
  pdf.text(`${tr(lang, 'summary.status')}: ${tr(lang, `status.${sum.status}`)}`);
  pdf.text(`${tr(lang, 'summary.mode')}: ${tr(lang, `mode.${s.commissionMode}`)}`);
  pdf.moveDown(0.5);

  const widths = [70, 120, 62, 62, 70, 70, 70, 62, 62, 50, 72];
  const headers = [
    tr(lang, 'line.bookingId'),
    tr(lang, 'line.guestName'),
    tr(lang, 'line.checkIn'),
    tr(lang, 'line.checkOut'),
    ...AMOUNT_KEYS.map((k) => tr(lang, `amounts.${k}`)),
  ];
  const row = (cells: string[], bold = false) => {
    if (pdf.y > pdf.page.height - 60) pdf.addPage();
    const y = pdf.y;
    let x = pdf.page.margins.left;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    let bottom = y;
    cells.forEach((c, i) => {
      pdf.text(c, x, y, { width: widths[i]! - 4, align: i >= 4 ? 'right' : 'left' });
      bottom = Math.max(bottom, pdf.y);
      x += widths[i]!;
    });
    pdf.x = pdf.page.margins.left;
    pdf.y = bottom + 3;
  };
  const amounts = (a: Amounts) => AMOUNT_KEYS.map((k) => money(a[k]));
  row(headers, true);
  for (const l of s.lines) {
    row([String(l.bookingId), l.guestName, date(l.checkIn), date(l.checkOut), ...amounts(l.amounts)]);
  }
  row([tr(lang, 'totals.total'), '', '', '', ...amounts(sum.totals)], true);
  pdf.moveDown(0.5).font('Helvetica').fontSize(8).text(tr(lang, 'file.note'), pdf.page.margins.left);
  pdf.end();
  return done;
}
