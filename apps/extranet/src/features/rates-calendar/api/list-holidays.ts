import { useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@extranet/api';
import { PAGE_SIZE_HOLIDAYS } from '@extranet/domain';
import { api } from '../../../shared/api/client';

/**
 * `GET /api/v1/holidays`: Indonesia's holidays from `from` through `to`, every page (100 a page; a window of
 * the calendar holds about 30). The calendar does not change while the app runs: cached for the session.
 */
export function useHolidays(window: { from: string; to: string }) {
  return useQuery({
    queryKey: ['holidays', window.from, window.to],
    staleTime: Infinity,
    queryFn: async () => {
      const items: Schemas['Holiday'][] = [];
      for (let page = 0; ; page++) {
        const body = await unwrap(
          api.GET('/api/v1/holidays', {
            params: { query: { from: window.from, to: window.to, page, limit: PAGE_SIZE_HOLIDAYS } },
          }),
        );
        items.push(...body.items);
        if (body.items.length < PAGE_SIZE_HOLIDAYS || items.length >= body.page.total) return items;
      }
    },
  });
}
