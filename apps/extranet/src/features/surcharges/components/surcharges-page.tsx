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
      rowKey={(s) => s.surchargeId}
      columns={[
        {
          header: t('ratePlans.surcharge.name'),
          emphasis: true,
          cell: (s) => (
            <>
              {s.name}
              {s.info ? <div className={ui.small}>{s.info}</div> : null}
            </>
          ),
        },
        { header: t('ratePlans.surcharge.type'), cell: (s) => t(`ratePlans.surcharge.type${s.type}`) },
        {
          header: t('ratePlans.surcharge.price'),
          cell: (s) =>
            s.type === 'ROOM'
              ? t('ratePlans.surcharge.perRoom', { price: formatIdr(s.price) })
              : t('ratePlans.surcharge.perGuest', {
                  adult: formatIdr(s.adultPrice),
                  child: formatIdr(s.childPrice),
                }),
        },
        { header: t('ratePlans.surcharge.stayDates'), cell: (s) => <Dates range={s.stayDates} /> },
        { header: t('ratePlans.surcharge.checkInDates'), cell: (s) => <Dates range={s.checkInDates} /> },
        {
          header: t('ratePlans.surcharge.status'),
          cell: (s) => (
            <Switch
              aria-label={t('ratePlans.surcharge.statusLabel', { name: s.name })}
              isSelected={s.status === 'ACTIVE'}
              onChange={(on) => setStatus(s, on)}
            />
          ),
        },
        {
          header: t('ratePlans.common.actions'),
          cell: (s) => (
            <div className={ui.rowActions}>
              <RowLinks
                name={s.name}
                editTo={`${BASE}/edit/${s.surchargeId}`}
                copyTo={`${BASE}/create/${s.surchargeId}`}
              />
            </div>
          ),
        },
      ]}
    />
  );
}
