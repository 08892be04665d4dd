import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { api } from '../api/client';
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

export const ratePlansKey = (hotelId: number) => ['rate-plans', hotelId] as const;

export function useRooms(hotelId: number) {
  return useQuery({
    queryKey: ['rooms', hotelId],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/hotels/{hotelId}/rooms', { params: { path: { hotelId } } }))).items,
  });
}

export function useRatePlans(hotelId: number) {
  return useQuery({
    queryKey: [...ratePlansKey(hotelId), 'list'],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/hotels/{hotelId}/rate-plans', { params: { path: { hotelId } } }))).items,
  });
}
