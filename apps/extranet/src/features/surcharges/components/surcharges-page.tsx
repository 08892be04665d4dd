import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClassName } from '@extranet/ui/button';
import { Switch } from '@extranet/ui/switch';
import { useToast } from '@extranet/ui/toast';
import { surchargesKey, useSurcharges } from '../api/list-surcharges';
import { setSurchargeStatus } from '../api/set-surcharge-status';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { formatDate } from '../../../shared/format';
import { formatIdr } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import type { Surcharge } from '../model';
import { errorMessage } from '../../../shared/api/error-message';
import { CatalogueList, RowLinks } from '../../../shared/rates/catalogue-list';

const BASE = '/v3/rates-and-availability/surcharge';

function Dates({ range }: { range: Surcharge['stayDates'] }) {
  const t = useT();
  const { lang } = useLanguage();
  return range.start && range.end ? (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatDate(range.start, lang)} – {formatDate(range.end, lang)}
    </span>
  ) : (
    <span className={ui.help}>{t('ratePlans.surcharge.always')}</span>
  );
}

/** /v3/rates-and-availability/surcharge: list with on/off, create, copy, edit. */
export function SurchargesPage() {
  const t = useT();
  const { hotelId } = useHotelContext();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const list = useSurcharges(hotelId);
  const setStatus = async (s: Surcharge, on: boolean) => {
    try {
      await setSurchargeStatus(hotelId, s.surchargeId, on);
      showSuccess(
        t(on ? 'ratePlans.surcharge.switchedOn' : 'ratePlans.surcharge.switchedOff', { name: s.name }),
      );
      await queryClient.invalidateQueries({ queryKey: surchargesKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, t('ratePlans.surcharge.statusFailed', { name: s.name })));
      throw error;
    }
  };
  const createLink = (
    <Link to={`${BASE}/create`} className={buttonClassName({ variant: 'primary' })}>
      {t('ratePlans.surcharge.create')}
    </Link>
  );
  return (
    <CatalogueList
      title={t('ratePlans.surcharge.title')}
      subtitle={t('ratePlans.surcharge.subtitle')}
      action={createLink}
      query={{ ...list, items: list.data }}
      empty={{ title: t('ratePlans.surcharge.empty'), description: t('ratePlans.surcharge.emptyBody') }}
      caption={t('ratePlans.surcharge.caption')}
      columns={[
        t('ratePlans.surcharge.name'),
        t('ratePlans.surcharge.type'),
        t('ratePlans.surcharge.price'),
        t('ratePlans.surcharge.stayDates'),
        t('ratePlans.surcharge.checkInDates'),
        t('ratePlans.surcharge.status'),
        t('ratePlans.common.actions'),
      ]}
      rowKey={(s) => s.surchargeId}
      renderRow={(s) => (
        <>
          <td className={`${ui.td} ${ui.nameCell}`}>
            {s.name}
            {s.info ? <div className={ui.small}>{s.info}</div> : null}
          </td>
          <td className={ui.td}>{t(`ratePlans.surcharge.type${s.type}`)}</td>
          <td className={ui.td}>
            {s.type === 'ROOM'
              ? t('ratePlans.surcharge.perRoom', { price: formatIdr(s.price) })
              : t('ratePlans.surcharge.perGuest', {
                  adult: formatIdr(s.adultPrice),
                  child: formatIdr(s.childPrice),
                })}
          </td>
          <td className={ui.td}>
            <Dates range={s.stayDates} />
          </td>
          <td className={ui.td}>
            <Dates range={s.checkInDates} />
          </td>
          <td className={ui.td}>
            <Switch
              aria-label={t('ratePlans.surcharge.statusLabel', { name: s.name })}
              isSelected={s.status === 'ACTIVE'}
              onChange={(on) => setStatus(s, on)}
            />
          </td>
          <td className={ui.td}>
            <div className={ui.rowActions}>
              <RowLinks
                name={s.name}
                editTo={`${BASE}/edit/${s.surchargeId}`}
                copyTo={`${BASE}/create/${s.surchargeId}`}
              />
            </div>
          </td>
        </>
      )}
    />
  );
}
