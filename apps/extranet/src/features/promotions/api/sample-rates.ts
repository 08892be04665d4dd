import { useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@extranet/api';
import { addDays, daysBetween } from '@extranet/domain';
import { api } from '../../../shared/api/client';
import { expandRuns } from '../../../shared/rates/ari-runs';

/** Guests of the sample stay: the preview prices a room for two, as most stays are. */
export const SAMPLE_GUESTS = 2;

/**
 * The sample stay's nightly rates and the room's minimum sell price, read from the rate calendar. At a property
 * that prices by occupancy a night sells at its rate for `guests` where it has one (as the marketplace's quote
 * does), else at its rate.
 */
export function nightsOf(
  wire: Schemas['AriCalendar'],
  roomId: number,
  ratePlanId: number,
  checkIn: string,
  nights: number,
  guests = SAMPLE_GUESTS,
): { nights: { date: string; rate: number }[]; minSellPrice: number; missing: boolean } {
  const series = wire.ratePlans.find((p) => p.roomId === roomId && p.ratePlanId === ratePlanId);
  const offset = daysBetween(wire.from, checkIn);
  const plain = series ? expandRuns<number>(series.rate, wire.days).slice(offset, offset + nights) : [];
  const byGuests =
    series && wire.occupancyBasedRate
      ? expandRuns<Record<string, number>>(series.occupancyRates, wire.days).slice(offset, offset + nights)
      : [];
  const rates = plain.map((rate, i) => byGuests[i]?.[String(guests)] ?? rate);
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
