export type StatementFormat = 'pdf' | 'xlsx';

/** `GET .../finance/statements/{month}/file`: the statement as a file (a plain link: the browser downloads it). */
export function statementFileUrl(hotelId: number, month: string, format: StatementFormat): string {
  return `/api/v1/hotels/${hotelId}/finance/statements/${month}/file?format=${format}`;
}
