import { Link } from 'react-router-dom';
import { StatusPill } from '@extranet/ui/badge';
import { buttonClassName } from '@extranet/ui/button';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { formatDate } from '../../../shared/format';
import * as css from '../../../shared/styles/page.css';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { useRatePlans } from '../api/list-rate-plans';
import { useExpiringRatePlans } from '../api/check-expiring-rate-plans';
import { STATUS_TONE } from './status-tone';
import * as ui from '../../../shared/rates/rates-ui.css';
import { CatalogueList, RowLinks } from '../../../shared/rates/catalogue-list';

const BASE = '/v3/rates-and-availability/rate-plans';

function ExpiringNotice({ hotelId }: { hotelId: number }) {
  const t = useT();
  const { lang } = useLanguage();
  const expiry = useExpiringRatePlans(hotelId);
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
                ? t('ratePlans.list.expiringToday', {
                    name: item.name,
                    date: formatDate(item.stayEnd, lang),
                  })
                : t('ratePlans.list.expiringBody', {
                    name: item.name,
                    date: formatDate(item.stayEnd, lang),
                    days: item.daysLeft,
                  })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /v3/rates-and-availability/rate-plans: the property's rate plans with status and actions. */
export function RatePlansPage() {
  const t = useT();
  const { lang } = useLanguage();
  const { hotelId, rateModel } = useHotelContext();
  const plans = useRatePlans(hotelId);
  const createType = rateModel === 'LOS' ? 'LOS' : 'DAILY';
  const createLink = (
    <Link to={`${BASE}/create/${createType}`} className={buttonClassName({ variant: 'primary' })}>
      {createType === 'LOS' ? t('ratePlans.list.createLos') : t('ratePlans.list.create')}
    </Link>
  );
  return (
    <CatalogueList
      title={t('ratePlans.list.title')}
      subtitle={t('ratePlans.list.subtitle')}
      action={createLink}
      intro={<ExpiringNotice hotelId={hotelId} />}
      query={{ ...plans, items: plans.data }}
      empty={{ title: t('ratePlans.list.empty'), description: t('ratePlans.list.emptyBody') }}
      caption={t('ratePlans.list.caption')}
      rowKey={(plan) => plan.ratePlanId}
      columns={[
        {
          header: t('ratePlans.list.name'),
          emphasis: true,
          cell: (plan) => (
            <>
              <Link to={`${BASE}/view/${plan.ratePlanId}/${plan.type}`} className={css.textLink}>
                {plan.name}
              </Link>
              {plan.stayDates.start || plan.stayDates.end ? (
                <div className={ui.small}>
                  {plan.stayDates.start ? formatDate(plan.stayDates.start, lang) : '…'} –{' '}
                  {plan.stayDates.end ? formatDate(plan.stayDates.end, lang) : '…'}
                </div>
              ) : null}
              {plan.tariffMode === 'STATIC' ? (
                <div className={ui.small}>{t('ratePlans.list.staticHint')}</div>
              ) : null}
            </>
          ),
        },
        { header: t('ratePlans.list.type'), cell: (plan) => t(`ratePlans.type.${plan.type}`) },
        {
          header: t('ratePlans.list.rooms'),
          cell: (plan) => (
            <div className={ui.chips}>
              {plan.rooms.map((room) => (
                <span key={room.roomId} className={ui.chip}>
                  {room.name}
                </span>
              ))}
            </div>
          ),
        },
        {
          header: t('ratePlans.list.meals'),
          cell: (plan) => plan.meals.map((m) => t(`ratePlans.meal.${m}`)).join(', '),
        },
        {
          header: t('ratePlans.list.status'),
          cell: (plan) => (
            <StatusPill tone={STATUS_TONE[plan.derivedStatus]}>
              {t(`ratePlans.status.${plan.derivedStatus}`)}
            </StatusPill>
          ),
        },
        {
          header: t('ratePlans.common.actions'),
          cell: (plan) => (
            <div className={ui.rowActions}>
              <RowLinks
                name={plan.name}
                editTo={`${BASE}/edit/${plan.ratePlanId}/${plan.type}`}
                copyTo={`${BASE}/copy/${plan.ratePlanId}/${plan.type}`}
              />
            </div>
          ),
        },
      ]}
    />
  );
}
