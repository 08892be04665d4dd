import { Link } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { buttonClassName } from '@extranet/ui/button';
import { Switch } from '@extranet/ui/switch';
import { EmptyState } from '@extranet/ui/empty-state';
import { useToast } from '@extranet/ui/toast';
import { api } from '../../api/client';
import { useT } from '../../i18n/language';
import { usePageTitle } from '../../components/page-title';
import { RequestErrorScreen } from '../../components/status-screens';
import { srOnly } from '../../forms/forms.css';
import * as css from '../../styles/page.css';
import { RatesSubNav, formatIdr } from '../rate-plans/fields';
import { useHotelContext } from '../rate-plans/rate-plans-api';
import { ListSkeleton } from '../rate-plans/rate-plans-page';
import * as ui from '../rate-plans/rates-ui.css';
import type { Surcharge } from './surcharge-model';

const BASE = '/v3/rates-and-availability/surcharge';
export const surchargesKey = (hotelId: number) => ['surcharges', hotelId] as const;

function Dates({ range }: { range: Surcharge['stayDates'] }) {
  const t = useT();
  return range.start && range.end ? (
    <span style={{ whiteSpace: 'nowrap' }}>
      {range.start} – {range.end}
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
  usePageTitle(t('ratePlans.surcharge.title'));
  const list = useQuery({
    queryKey: [...surchargesKey(hotelId), 'list'],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/hotels/{hotelId}/surcharges', { params: { path: { hotelId } } }))).items,
  });
  const setStatus = async (s: Surcharge, on: boolean) => {
    try {
      await unwrap(
        api.PATCH('/api/v1/hotels/{hotelId}/surcharges/{surchargeId}/status', {
          params: { path: { hotelId, surchargeId: s.surchargeId } },
          body: { status: on ? 'ACTIVE' : 'INACTIVE' },
        }),
      );
      showSuccess(
        t(on ? 'ratePlans.surcharge.switchedOn' : 'ratePlans.surcharge.switchedOff', { name: s.name }),
      );
      await queryClient.invalidateQueries({ queryKey: surchargesKey(hotelId) });
    } catch (error) {
      showError(error instanceof Error && error.message ? error.message : t('ratePlans.common.genericError'));
      throw error;
    }
  };
  const createLink = (
    <Link to={`${BASE}/create`} className={buttonClassName({ variant: 'primary' })}>
      {t('ratePlans.surcharge.create')}
    </Link>
  );
  return (
    <div className={css.page}>
      <div className={ui.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{t('ratePlans.surcharge.title')}</h1>
          <p className={css.subtitle}>{t('ratePlans.surcharge.subtitle')}</p>
        </header>
        <div className={ui.headerActions}>{createLink}</div>
      </div>
      <RatesSubNav />
      {list.isPending ? (
        <ListSkeleton label={t('ratePlans.common.loading')} />
      ) : list.isError ? (
        <RequestErrorScreen headingLevel={2} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          title={t('ratePlans.surcharge.empty')}
          description={t('ratePlans.surcharge.emptyBody')}
          actions={createLink}
        />
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <caption className={srOnly}>{t('ratePlans.surcharge.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.surcharge.name')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.surcharge.type')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.surcharge.price')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.surcharge.stayDates')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.surcharge.checkInDates')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.surcharge.status')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.common.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((s) => (
                <tr key={s.surchargeId}>
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
                      <Link
                        to={`${BASE}/edit/${s.surchargeId}`}
                        className={ui.actionLink}
                        aria-label={t('ratePlans.list.editOf', { name: s.name })}
                      >
                        {t('ratePlans.common.edit')}
                      </Link>
                      <Link
                        to={`${BASE}/create/${s.surchargeId}`}
                        className={ui.actionLink}
                        aria-label={t('ratePlans.list.copyOf', { name: s.name })}
                      >
                        {t('ratePlans.common.copy')}
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
