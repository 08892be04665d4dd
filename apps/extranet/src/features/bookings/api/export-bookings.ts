import { filterQuery, type SearchFilters } from '../model';

export type ExportFormat = 'csv' | 'xlsx';

/** `GET .../bookings/export`: the file of every booking the filters find (a plain link: the browser downloads it). */
export function exportUrl(hotelId: number, filters: SearchFilters, format: ExportFormat): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filterQuery(filters)))
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, String(one));
  query.set('format', format);
  return `/api/v1/hotels/${hotelId}/bookings/export?${query.toString()}`;
}
