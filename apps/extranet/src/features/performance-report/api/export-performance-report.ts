import type { PerformanceQuery } from '../model';

/** `GET .../performance-report/export`: the report's workbook (a plain link: the browser downloads it). */
export function exportUrl(hotelId: number, query: PerformanceQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `/api/v1/hotels/${hotelId}/performance-report/export?${params.toString()}`;
}
