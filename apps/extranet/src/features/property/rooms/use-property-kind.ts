import { DEFAULT_TIME_ZONE } from '@extranet/domain';
import { currentHotel, useSignedInSession } from '../../../shared/session/session';
import type { AccommodationType } from './model';

/** The current property's id, kind (HOTEL or NHA: "room" or "unit" on screen) and time zone. */
export function usePropertyKind(): {
  hotelId: number;
  accommodationType: AccommodationType;
  timeZone: string;
} {
  const session = useSignedInSession();
  const hotel = currentHotel(session);
  return {
    hotelId: session.currentHotelId ?? 0,
    accommodationType: hotel?.accommodationType === 'NHA' ? 'NHA' : 'HOTEL',
    timeZone: hotel?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}
