import { formatDate } from '@extranet/i18n';
import { messageOf } from '@extranet/validation';
import { Badge } from '@extranet/ui/badge';
import { Checkbox } from '@extranet/ui/checkbox';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { cellErrors, type CellValue, type HotelNowNight, type HotelNowRoom } from '../model';
import * as own from './hotel-now.css';

export function useNightLabel() {
  const { lang } = useLanguage();
  return (date: string, pattern = 'EEE, d MMM') => formatDate(date, pattern, lang);
}

export function NightRow({
  room,
  night,
  value,
  changed,
  serverErrors,
  onChange,
}: {
  room: HotelNowRoom;
  night: HotelNowNight;
  value: CellValue;
  changed: boolean;
  serverErrors: Record<string, string> | undefined;
  onChange: (value: CellValue) => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const label = useNightLabel();
  const errors = changed ? cellErrors(night, value) : [];
  const errorOf = (field: string) => {
    const e = errors.find((x) => x.field === field);
    return e ? messageOf(e, { lang }) : serverErrors?.[field];
  };
  const id = `hn-${room.roomId}-${night.date}`;
  const nightText = label(night.date, 'EEEE, d MMMM yyyy');
  const roomsError = errorOf('rooms');
  const discountError = errorOf('discountPercent');
  const dateError = errorOf('date');
  const readOnly = night.state === 'PAST';
  return (
    <tr className={changed ? own.changedRow : undefined}>
      <th scope="row" className={own.nightCell}>
        <span>{label(night.date)}</span>
        {night.state === 'RUNNING' || changed ? (
          <span className={own.nightSub}>
            {night.state === 'RUNNING' ? <Badge tone="success">{t('hotelNow.table.running')}</Badge> : null}
            {changed ? <Badge tone="info">{t('hotelNow.table.changed')}</Badge> : null}
          </span>
        ) : null}
        {dateError ? <p className={own.cellError}>{dateError}</p> : null}
      </th>
      <td className={own.td}>
        <span className={own.unsold}>{night.unsold}</span>
        <span className={own.unsoldOf}>{t('hotelNow.table.unsoldOf', { allotment: night.allotment })}</span>
        {night.hotelNowSold > 0 ? (
          <span className={own.unsoldOf}>
            {t('hotelNow.table.hotelNowSold', { sold: night.hotelNowSold })}
          </span>
        ) : null}
      </td>
      <td className={own.td}>
        <Checkbox
          aria-label={t('hotelNow.table.takesPartOf', { night: nightText })}
          isSelected={value.open}
          isDisabled={readOnly}
          onChange={(open) => onChange({ ...value, open })}
        />
      </td>
      <td className={own.td}>
        <input
          id={`${id}-rooms`}
          className={own.cellInput}
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('hotelNow.table.roomsOf', { night: nightText })}
          aria-invalid={roomsError ? true : undefined}
          aria-describedby={roomsError ? `${id}-rooms-error` : undefined}
          disabled={readOnly || !value.open}
          value={value.rooms}
          onChange={(e) => onChange({ ...value, rooms: e.target.value })}
        />
        {roomsError ? (
          <p id={`${id}-rooms-error`} className={own.cellError}>
            {roomsError}
          </p>
        ) : null}
      </td>
      <td className={own.td}>
        <input
          id={`${id}-discount`}
          className={own.cellInput}
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('hotelNow.table.discountOf', { night: nightText })}
          aria-invalid={discountError ? true : undefined}
          aria-describedby={discountError ? `${id}-discount-error` : undefined}
          disabled={readOnly || !value.open}
          value={value.discount}
          onChange={(e) => onChange({ ...value, discount: e.target.value })}
        />
        {discountError ? (
          <p id={`${id}-discount-error`} className={own.cellError}>
            {discountError}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
