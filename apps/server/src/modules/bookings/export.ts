/** The booking list as a file (CSV with fixed keys, Excel in the caller's language): http/table-file.ts. */
import type { Res } from '@extranet/api/operations';
import { dateInZone } from '@extranet/domain';
import { t, type Language } from '@extranet/i18n';
import { tableCsv, tableXlsx, type TableColumn, type TableFormat } from '../../http/table-file.js';

type Summary = Res<'searchBookings'>['bookings'][number];

function columns(lang: Language, timeZone: string): TableColumn<Summary>[] {
  const h = (key: string) => t(`bookings.export.${key}`, undefined, lang);
  return [
    { key: 'booking_id', header: h('bookingId'), kind: 'count', value: (b) => b.bookingId },
    { key: 'itinerary_id', header: h('itineraryId'), kind: 'text', value: (b) => b.itineraryId },
    { key: 'guest_name', header: h('guestName'), kind: 'text', value: (b) => b.guestName },
    { key: 'check_in', header: h('checkIn'), kind: 'date', value: (b) => b.checkIn },
    { key: 'check_out', header: h('checkOut'), kind: 'date', value: (b) => b.checkOut },
    { key: 'nights', header: h('nights'), kind: 'count', value: (b) => b.nights },
    { key: 'room', header: h('room'), kind: 'text', value: (b) => b.roomName },
    { key: 'rate_plan', header: h('ratePlan'), kind: 'text', value: (b) => b.ratePlanName },
    { key: 'adults', header: h('adults'), kind: 'count', value: (b) => b.adults },
    { key: 'children', header: h('children'), kind: 'count', value: (b) => b.children },
    { key: 'total_price', header: h('totalPrice'), kind: 'idr', value: (b) => b.totalPrice },
    {
      key: 'status',
      header: h('status'),
      kind: 'text',
      // The CSV keeps the code (scripts read it); the workbook shows the status as the screen does.
      value: (b) => b.status,
    },
    {
      key: 'booked_on',
      header: h('bookedOn'),
      kind: 'date',
      value: (b) => dateInZone(new Date(b.createdAt), timeZone),
    },
  ];
}

const DATE_FORMAT: Record<Language, string> = { id: 'dd/mm/yyyy', en: 'd mmm yyyy' };

export async function bookingsFile(
  rows: readonly Summary[],
  format: TableFormat,
  lang: Language,
  timeZone: string,
): Promise<string | Buffer> {
  const cols = columns(lang, timeZone);
  if (format === 'csv') return tableCsv(cols, rows);
  const shown = cols.map((c) =>
    c.key === 'status'
      ? { ...c, value: (b: Summary) => t(`bookings.status.${b.status}`, undefined, lang) }
      : c,
  );
  return tableXlsx(shown, rows, {
    sheet: t('bookings.export.sheetName', undefined, lang),
    dateFormat: DATE_FORMAT[lang],
  });
}
