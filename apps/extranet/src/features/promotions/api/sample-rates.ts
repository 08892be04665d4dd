import { useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@extranet/api';
import { addDays, daysBetween } from '@extranet/domain';
import { api } from '../../../shared/api/client';

/** `[value, count, ...]` runs of the calendar read -> one value per day. */
function expand(runs: readonly (number | null)[], days: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let i = 0; i + 1 < runs.length && out.length < days; i += 2)
    for (let n = 0; n < Number(runs[i + 1]) && out.length < days; n++) out.push(runs[i] ?? null);
  while (out.length < days) out.push(null);
  return out;
}

/** The sample stay's nightly rates and the room's minimum sell price, read from the rate calendar. */
export function nightsOf(
  wire: Schemas['AriCalendar'],
  roomId: number,
  ratePlanId: number,
  checkIn: string,
  nights: number,
): { nights: { date: string; rate: number }[]; minSellPrice: number; missing: boolean } {
  const series = wire.ratePlans.find((p) => p.roomId === roomId && p.ratePlanId === ratePlanId);
  const offset = daysBetween(wire.from, checkIn);
  const rates = series ? expand(series.rate, wire.days).slice(offset, offset + nights) : [];
  return {
    nights: Array.from({ length: nights }, (_, i) => ({ date: addDays(checkIn, i), rate: rates[i] ?? 0 })),
    minSellPrice: wire.rooms.find((r) => r.roomId === roomId)?.minSellPrice ?? 0,
    missing: rates.length < nights || rates.some((r) => r === null),
  };
}

/** `GET .../ari?from&to`: the calendar of the sample stay's dates. */
export function useSampleCalendar(hotelId: number, checkIn: string, checkOut: string, enabled: boolean) {
  return useQuery({
    queryKey: ['deals', hotelId, 'sample', checkIn, checkOut],
    enabled,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/hotels/{hotelId}/ari', {
          params: { path: { hotelId }, query: { from: checkIn, to: addDays(checkOut, -1) } },
        }),
      ),
  });
}
