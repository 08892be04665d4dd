import { useQuery } from '@tanstack/react-query';
import { unwrap, type operations } from '@extranet/api';
import { api } from '../../../shared/api/client';
import { ariKey } from '../../../shared/api/query-keys';
import type { AriCalendarData, AriCellChange } from '../model';

/** The calendar of one window (rooms, rate plans, arrays by day). */
export function useAriCalendar(hotelId: number | null, window: { from: string; to: string }) {
  return useQuery({
    queryKey: [...ariKey(hotelId ?? 0), 'calendar', window.from, window.to],
    enabled: hotelId !== null,
    queryFn: async (): Promise<AriCalendarData> =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/ari', {
          params: { path: { hotelId: hotelId ?? 0 }, query: { from: window.from, to: window.to } },
        }),
      ),
  });
}

/**
 * One batch through `POST .../ari/changes`, written at once. Unless `confirmAnomalies`, a rate far from the
 * 30-day average makes the server answer RATE_ANOMALY and write nothing.
 */
export async function saveAriChanges(
  hotelId: number,
  changes: AriCellChange[],
  options: { confirmAnomalies: boolean },
) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/ari/changes', {
      params: { path: { hotelId } },
      body: { changes, dryRun: false, confirmAnomalies: options.confirmAnomalies },
    }),
  );
}

export interface AriLogEntry {
  changeId: number;
  source: string;
  accountName: string | null;
  changedAt: string;
  roomId: number;
  ratePlanId: number | null;
  date: string;
  field: string;
  before?: unknown;
  after?: unknown;
}

/** The change log of one room and date (every source: screen, bulk, intake, sync). */
export function useAriChangeLog(hotelId: number | null, roomId: number | null, date: string | null) {
  return useQuery({
    queryKey: [...ariKey(hotelId ?? 0), 'log', roomId, date],
    enabled: hotelId !== null && roomId !== null && date !== null,
    queryFn: async (): Promise<AriLogEntry[]> => {
      const body = await unwrap(
        api.GET('/api/v1/hotels/{hotelId}/ari/changes', {
          params: { path: { hotelId: hotelId ?? 0 }, query: { roomId: roomId ?? 0, date: date ?? '' } },
        }),
      );
      return body.items;
    },
  });
}

export type ExportFormat = NonNullable<NonNullable<operations['exportAri']['parameters']['query']>['format']>;

/**
 * The download of 30 days from `from` as an Excel workbook or CSV (a plain link: the browser downloads it with
 * the session cookie, and the server names the sheet and headers in the language of the `lang` cookie).
 */
export function exportUrl(hotelId: number, from: string, format: ExportFormat): string {
  const query = new URLSearchParams({ from, days: '30', format });
  return `/api/v1/hotels/${hotelId}/ari/export?${query.toString()}`;
}
