import { useT } from '../../../shared/i18n/language';
import { FacilitiesForm } from './facilities-form';
import { RoomPage } from './room-page';
import { usePropertyKind } from './use-property-kind';

/** /v3/property/hotel-facilities: the property's facilities, grouped, with search. */
export function HotelFacilitiesPage() {
  const t = useT();
  const { hotelId } = usePropertyKind();
  return (
    <RoomPage
      title={t('propertyRooms.facilitiesPage.title')}
      subtitle={t('propertyRooms.facilitiesPage.subtitle')}
    >
      <FacilitiesForm hotelId={hotelId} mode="content" onSaved={() => undefined} />
    </RoomPage>
  );
}
