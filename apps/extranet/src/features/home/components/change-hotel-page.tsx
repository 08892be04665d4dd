import { Button } from '@extranet/ui/button';
import { useSwitchProperty } from '../../../shared/session/actions';
import { useSignedInSession } from '../../../shared/session/session';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { PropertyFacts } from './property-facts';
import * as css from '../../../shared/styles/page.css';
import * as own from './change-hotel-page.css';

/** /v3/change-hotel: every property of the user, with the switch. */
export function ChangeHotelPage() {
  const t = useT();
  const session = useSignedInSession();
  const switchProperty = useSwitchProperty();
  usePageTitle(t('shell.changeHotel.title'));
  return (
    <div className={css.page}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('shell.changeHotel.title')}</h1>
        <p className={css.subtitle}>{t('shell.changeHotel.subtitle')}</p>
      </header>
      {session.hotels.length === 0 ? (
        <p className={css.card}>{t('shell.changeHotel.empty')}</p>
      ) : (
        <ul className={own.list}>
          {session.hotels.map((hotel) => {
            const current = hotel.hotelId === session.currentHotelId;
            const headingId = `hotel-${hotel.hotelId}`;
            return (
              <li key={hotel.hotelId} className={current ? own.itemCurrent : own.item}>
                <div className={own.itemHead}>
                  <h2 id={headingId} className={css.cardTitle}>
                    {hotel.name}
                  </h2>
                  {current ? <span className={css.pill.info}>{t('shell.changeHotel.current')}</span> : null}
                </div>
                <p className={css.muted}>{t('shell.changeHotel.id', { id: hotel.hotelId })}</p>
                <PropertyFacts hotel={hotel} compact />
                {current ? null : (
                  <div>
                    <Button
                      variant="secondary"
                      loading={switchProperty.isPending && switchProperty.variables === hotel.hotelId}
                      onClick={() => switchProperty.mutate(hotel.hotelId)}
                      aria-describedby={headingId}
                    >
                      {t('shell.changeHotel.choose')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
