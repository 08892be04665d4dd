import { bedTypeName, facilityKey, roomTypeName, viewName } from '@extranet/domain';
import { toPlainText } from '@extranet/validation';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { formatIdr } from '../../../shared/rates/fields';
import * as css from '../../../shared/styles/page.css';
import { standardNameState, type Bed, type RoomData } from './model';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={css.fact}>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue}>{children}</dd>
    </div>
  );
}

/** A room's content, read only (the view page). */
export function RoomView({ room, timeZone }: { room: RoomData; timeZone: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const none = t('propertyRooms.common.none');
  const state = standardNameState(room, lang, timeZone);
  const beds = (list: readonly Bed[]) =>
    list.map((b) => `${b.count} × ${bedTypeName(b.type, lang)}`).join(', ');
  return (
    <div className={css.grid}>
      <section className={css.card} aria-labelledby="room-basics">
        <h2 id="room-basics" className={css.cardTitle}>
          {t('propertyRooms.form.basics')}
        </h2>
        <dl className={css.facts}>
          <Fact label={t('propertyRooms.form.name')}>{room.name}</Fact>
          <Fact label={t('propertyRooms.form.standardName')}>
            {state.kind === 'none' ? none : state.name}
            {state.kind === 'pending' ? (
              <div className={css.muted}>{t('propertyRooms.list.standardPending', { time: state.time })}</div>
            ) : null}
          </Fact>
          <Fact label={t('propertyRooms.form.roomType')}>{roomTypeName(room.roomType, lang)}</Fact>
          <Fact label={t('propertyRooms.form.sizeSqm')}>{room.sizeSqm ?? none}</Fact>
          <Fact label={t('propertyRooms.list.count')}>{room.roomCount}</Fact>
          <Fact label={t('propertyRooms.form.description')}>{toPlainText(room.description) || none}</Fact>
        </dl>
      </section>
      <section className={css.card} aria-labelledby="room-beds">
        <h2 id="room-beds" className={css.cardTitle}>
          {t('propertyRooms.form.beds')}
        </h2>
        <dl className={css.facts}>
          <Fact label={t('propertyRooms.form.bedroomCount')}>{room.bedroomCount}</Fact>
          {room.bedrooms.map((b, i) => (
            <Fact key={i} label={t('propertyRooms.form.bedroom', { number: i + 1 })}>
              {beds(b.beds)}
              {b.alternatives.map((a, k) => (
                <div key={k} className={css.muted}>
                  {t('propertyRooms.form.alternative', { number: k + 1 })}: {beds(a)}
                </div>
              ))}
            </Fact>
          ))}
          <Fact label={t('propertyRooms.form.bathrooms')}>{room.bathrooms}</Fact>
        </dl>
      </section>
      <section className={css.card} aria-labelledby="room-occupancy">
        <h2 id="room-occupancy" className={css.cardTitle}>
          {t('propertyRooms.form.occupancy')}
        </h2>
        <dl className={css.facts}>
          <Fact label={t('propertyRooms.form.maxAdults')}>{room.maxAdults}</Fact>
          <Fact label={t('propertyRooms.form.maxChildren')}>{room.maxChildren}</Fact>
          <Fact label={t('propertyRooms.form.minOccupancy')}>{room.minOccupancy}</Fact>
          <Fact label={t('propertyRooms.form.maxOccupancy')}>{room.maxOccupancy}</Fact>
          <Fact label={t('propertyRooms.form.smoking')}>
            {t(room.smokingAllowed ? 'propertyRooms.common.yes' : 'propertyRooms.common.no')}
          </Fact>
        </dl>
      </section>
      <section className={css.card} aria-labelledby="room-details">
        <h2 id="room-details" className={css.cardTitle}>
          {t('propertyRooms.form.details')}
        </h2>
        <dl className={css.facts}>
          <Fact label={t('propertyRooms.form.tower')}>{room.tower ?? none}</Fact>
          <Fact label={t('propertyRooms.form.floor')}>{room.floor ?? none}</Fact>
          <Fact label={t('propertyRooms.form.roomNumber')}>{room.roomNumber ?? none}</Fact>
          <Fact label={t('propertyRooms.form.view')}>{room.view ? viewName(room.view, lang) : none}</Fact>
          <Fact label={t('propertyRooms.form.minSellPrice')}>{formatIdr(room.minSellPrice)}</Fact>
          <Fact label={t('propertyRooms.form.facilities')}>
            {room.facilities.map((f) => t(facilityKey(f))).join(', ') || none}
          </Fact>
          <Fact label={t('propertyRooms.form.guestTypes')}>
            {room.guestTypes.map((g) => t(`propertyRooms.guestType.${g}`)).join(', ') || none}
          </Fact>
        </dl>
      </section>
    </div>
  );
}
