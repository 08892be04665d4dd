import { usePageTitle } from '../../../shared/components/page-title';
import { useT } from '../../../shared/i18n/language';
import * as css from '../../../shared/styles/page.css';
import { FacilitiesForm } from './facilities-form';
import { usePropertyKind } from './use-property-kind';

/** /v3/property/hotel-facilities: the property's facilities, grouped, with search. */
export function HotelFacilitiesPage() {
  const t = useT();
  const { hotelId } = usePropertyKind();
  usePageTitle(t('propertyRooms.facilitiesPage.title'));
  return (
    <div className={css.page} style={{ maxWidth: 1040 }}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('propertyRooms.facilitiesPage.title')}</h1>
        <p className={css.subtitle}>{t('propertyRooms.facilitiesPage.subtitle')}</p>
      </header>
      <FacilitiesForm hotelId={hotelId} mode="content" onSaved={() => undefined} />
    </div>
  );
}
