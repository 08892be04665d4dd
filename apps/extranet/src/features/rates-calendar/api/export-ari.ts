import type { operations } from '@extranet/api';

export type ExportFormat = NonNullable<NonNullable<operations['exportAri']['parameters']['query']>['format']>;

/**
 * `GET .../ari/export`: the download of 30 days from `from` as an Excel workbook or CSV (a plain link: the
 * browser downloads it with the session cookie, and the server names the sheet and headers in the language of
 * the `lang` cookie).
 */
export function exportUrl(hotelId: number, from: string, format: ExportFormat): string {
  const query = new URLSearchParams({ from, days: '30', format });
  return `/api/v1/hotels/${hotelId}/ari/export?${query.toString()}`;
}
