import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { unwrap } from '@extranet/api';
import { StatusPill, type BadgeTone } from '@extranet/ui/badge';
import { EmptyState } from '@extranet/ui/empty-state';
import { Skeleton } from '@extranet/ui/skeleton';
import { buttonClassName } from '@extranet/ui/button';
import { api } from '../../api/client';
import { useT } from '../../i18n/language';
import { usePageTitle } from '../../components/page-title';
import { RequestErrorScreen } from '../../components/status-screens';
import * as css from '../../styles/page.css';
import { RatesSubNav } from './fields';
import { ratePlansKey, useHotelContext, useRatePlans } from './rate-plans-api';
import type { RatePlan } from './rate-plan-model';
import * as ui from './rates-ui.css';
import { srOnly } from '../../forms/forms.css';

const BASE = '/v3/rates-and-availability/rate-plans';

export const STATUS_TONE: Record<RatePlan['derivedStatus'], BadgeTone> = {
  ACTIVE: 'success',
  UPCOMING: 'info',
  EXPIRED: 'warning',
  INACTIVE: 'neutral',
};

function ExpiringNotice({ hotelId }: { hotelId: number }) {
  const t = useT();
  const expiry = useQuery({
    queryKey: [...ratePlansKey(hotelId), 'check-expire'],
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/rate-plans/check-expire', { params: { path: { hotelId } } })),
  });
  const items = expiry.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className={css.alert.warning} role="status">
      <strong>{t('ratePlans.list.expiring')}</strong>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {items.map((item) => (
          <li key={item.ratePlanId}>
            <Link to={`${BASE}/edit/${item.ratePlanId}`} className={css.textLink}>
              {item.daysLeft <= 0
                ? t('ratePlans.list.expiringToday', { name: item.name, date: item.stayEnd })
                : t('ratePlans.list.expiringBody', {
                    name: item.name,
                    date: item.stayEnd,
                    days: item.daysLeft,
                  })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className={ui.tableWrap} role="status" aria-label={label}>
      <div className={ui.skeletonRows}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={28} />
        ))}
      </div>
    </div>
  );
}

/** /v3/rates-and-availability/rate-plans: the property's rate plans with status and actions. */
export function RatePlansPage() {
  const t = useT();
  const { hotelId, rateModel } = useHotelContext();
  const plans = useRatePlans(hotelId);
  usePageTitle(t('ratePlans.list.title'));
  const createType = rateModel === 'LOS' ? 'LOS' : 'DAILY';
  return (
    <div className={css.page}>
      <div className={ui.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{t('ratePlans.list.title')}</h1>
          <p className={css.subtitle}>{t('ratePlans.list.subtitle')}</p>
        </header>
        <div className={ui.headerActions}>
          <Link to={`${BASE}/create/${createType}`} className={buttonClassName({ variant: 'primary' })}>
            {createType === 'LOS' ? t('ratePlans.list.createLos') : t('ratePlans.list.create')}
          </Link>
        </div>
      </div>
      <RatesSubNav />
      <ExpiringNotice hotelId={hotelId} />
      {plans.isPending ? (
        <ListSkeleton label={t('ratePlans.common.loading')} />
      ) : plans.isError ? (
        <RequestErrorScreen headingLevel={2} error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyState
          title={t('ratePlans.list.empty')}
          description={t('ratePlans.list.emptyBody')}
          actions={
            <Link to={`${BASE}/create/${createType}`} className={buttonClassName({ variant: 'primary' })}>
              {t('ratePlans.list.create')}
            </Link>
          }
        />
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <caption className={srOnly}>{t('ratePlans.list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.list.name')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.list.type')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.list.rooms')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.list.meals')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.list.status')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.common.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.data.map((plan) => (
                <tr key={plan.ratePlanId}>
                  <td className={`${ui.td} ${ui.nameCell}`}>
                    <Link to={`${BASE}/view/${plan.ratePlanId}/${plan.type}`} className={css.textLink}>
                      {plan.name}
                    </Link>
                    {plan.stayDates.start || plan.stayDates.end ? (
                      <div className={ui.small}>
                        {plan.stayDates.start ?? '…'} – {plan.stayDates.end ?? '…'}
                      </div>
                    ) : null}
                    {plan.tariffMode === 'STATIC' ? (
                      <div className={ui.small}>{t('ratePlans.list.staticHint')}</div>
                    ) : null}
                  </td>
                  <td className={ui.td}>{t(`ratePlans.type.${plan.type}`)}</td>
                  <td className={ui.td}>
                    <div className={ui.chips}>
                      {plan.rooms.map((room) => (
                        <span key={room.roomId} className={ui.chip}>
                          {room.name}
                        </span>
                      ))}
                    </div>
                  </td>
                  <td className={ui.td}>{plan.meals.map((m) => t(`ratePlans.meal.${m}`)).join(', ')}</td>
                  <td className={ui.td}>
                    <StatusPill tone={STATUS_TONE[plan.derivedStatus]}>
                      {t(`ratePlans.status.${plan.derivedStatus}`)}
                    </StatusPill>
                  </td>
                  <td className={ui.td}>
                    <div className={ui.rowActions}>
                      <Link
                        to={`${BASE}/edit/${plan.ratePlanId}/${plan.type}`}
                        className={ui.actionLink}
                        aria-label={t('ratePlans.list.editOf', { name: plan.name })}
                      >
                        {t('ratePlans.common.edit')}
                      </Link>
                      <Link
                        to={`${BASE}/copy/${plan.ratePlanId}/${plan.type}`}
                        className={ui.actionLink}
                        aria-label={t('ratePlans.list.copyOf', { name: plan.name })}
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
