/** The performance report as an Excel workbook (http/table-file.ts): one row per bucket, then the total. */
import type { Res } from '@extranet/api/operations';
import { t, type Language } from '@extranet/i18n';
import { tableXlsx, type TableColumn } from '../../http/table-file.js';

type Report = Res<'getPerformanceReport'>;
type Row = { start: string | null; label: string | null; figures: Report['totals'] };

function columns(lang: Language): TableColumn<Row>[] {
  const h = (key: string) => t(`performanceReport.export.${key}`, undefined, lang);
  return [
    { key: 'start', header: h('start'), kind: 'date', value: (r) => r.start },
    { key: 'label', header: h('label'), kind: 'text', value: (r) => r.label },
    { key: 'bookings', header: h('bookings'), kind: 'count', value: (r) => r.figures.bookings },
    { key: 'room_nights', header: h('roomNights'), kind: 'count', value: (r) => r.figures.roomNights },
    { key: 'revenue', header: h('revenue'), kind: 'idr', value: (r) => r.figures.revenue },
    { key: 'adr', header: h('adr'), kind: 'idr', value: (r) => r.figures.adr },
    { key: 'occupancy', header: h('occupancy'), kind: 'count', value: (r) => r.figures.occupancy },
    {
      key: 'cancellations',
      header: h('cancellations'),
      kind: 'count',
      value: (r) => r.figures.cancellations,
    },
    {
      key: 'lead_time',
      header: h('averageLeadTime'),
      kind: 'count',
      value: (r) => r.figures.averageLeadTime,
    },
  ];
}

const DATE_FORMAT: Record<Language, string> = { id: 'dd/mm/yyyy', en: 'd mmm yyyy' };

export async function performanceReportFile(report: Report, lang: Language): Promise<Buffer> {
  const rows: Row[] = [
    ...report.series.map((p) => ({ start: p.start, label: null, figures: p.figures })),
    { start: null, label: t('performanceReport.export.total', undefined, lang), figures: report.totals },
  ];
  return tableXlsx(columns(lang), rows, {
    sheet: t('performanceReport.export.sheetName', undefined, lang),
    dateFormat: DATE_FORMAT[lang],
  });
}
