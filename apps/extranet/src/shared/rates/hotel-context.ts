import { DEFAULT_TIME_ZONE, ratesPolicy } from '@extranet/domain';
import { currentHotel, useSignedInSession } from '../session/session';

const NONE: ratesPolicy.RatesAbilities = Object.fromEntries(
  ratesPolicy.RATES_ACTIONS.map((action) => [action, false]),
) as ratesPolicy.RatesAbilities;

/**
 * The current property's id, time zone, pricing model and what the user may do in its rates area: the abilities the
 * session carries, computed by the server with the same policy it enforces (packages/domain rates/policy.ts).
 * Without them nothing is editable: the screen never offers what the server would refuse.
 */
export function useHotelContext(): {
  hotelId: number;
  abilities: ratesPolicy.RatesAbilities;
  rateModel: 'DAILY' | 'LOS' | null;
  /** The property's IANA time zone: times on its screens show in it, never the browser's. */
  timeZone: string;
} {
  const session = useSignedInSession();
  const hotel = currentHotel(session);
  return {
    hotelId: session.currentHotelId ?? 0,
    abilities: hotel?.abilities ?? NONE,
    rateModel: hotel?.rateModel ?? null,
    timeZone: hotel?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}
