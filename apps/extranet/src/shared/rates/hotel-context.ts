import { currentHotel, useSignedInSession } from '../session/session';

/** Market manager role id (SPEC 6): the only role that changes static plans and the pricing model. */
export const MARKET_MANAGER = 20;

/** The current property's id and whether the user is its market manager. */
export function useHotelContext(): {
  hotelId: number;
  isMarketManager: boolean;
  rateModel: 'DAILY' | 'LOS' | null;
} {
  const session = useSignedInSession();
  const hotel = currentHotel(session);
  return {
    hotelId: session.currentHotelId ?? 0,
    isMarketManager:
      (hotel?.roles.includes(MARKET_MANAGER) ?? false) ||
      session.account.role.split(',').map(Number).includes(MARKET_MANAGER),
    rateModel: hotel?.rateModel ?? null,
  };
}
