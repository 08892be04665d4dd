import { Link } from 'react-router-dom';
import { EmptyState } from '@extranet/ui/empty-state';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { srOnly } from '../../../shared/forms/forms.css';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { formatIdr } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { useHotelCampaigns } from '../api/list-hotel-campaigns';
import { PHASE_TONE, type HotelCampaign } from '../model';

export const CAMPAIGN_BASE = '/v3/promotions-and-campaigns';

/** /v3/promotions-and-campaigns/campaign-list: the campaigns open to the property, joined or not. */
export function CampaignListPage() {
  const t = useT();
  const f = useFormat();
  const { hotelId } = useHotelContext();
  const query = useHotelCampaigns(hotelId);
  usePageTitle(t('campaigns.title'));
  const columns = [
    t('campaigns.columns.name'),
    t('campaigns.columns.status'),
    t('campaigns.columns.periods'),
    t('campaigns.columns.platforms'),
    t('campaigns.columns.participation'),
    t('campaigns.columns.performance'),
    t('campaigns.columns.actions'),
  ];
  const canJoin = query.data?.abilities['campaign.join'] ?? false;
  const participationOf = (item: HotelCampaign) =>
    item.participation
      ? t('campaigns.joined', {
          percent: item.participation.discountPercent,
          rooms: item.participation.roomIds.length,
          plans: item.participation.ratePlanIds.length,
        })
      : t('campaigns.notJoined');
  return (
    <div className={css.page}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('campaigns.title')}</h1>
        <p className={css.subtitle}>{t('campaigns.subtitle')}</p>
      </header>
      {query.data && !canJoin ? (
        <div className={css.alert.info} role="note">
          {t('common.errors.accessDenied.reasons.NOT_APPROVE_ONLINE')}
        </div>
      ) : null}
      {query.isPending ? (
        <ListSkeleton label={t('campaigns.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('campaigns.empty')} description={t('campaigns.emptyBody')} />
      ) : (
        <div className={ui.tableWrap}>
          <table className={`${ui.table} ${ui.stackedTable}`}>
            <caption className={srOnly}>{t('campaigns.caption')}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className={ui.th}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((item) => {
                const c = item.campaign;
                const open = c.phase === 'OPEN';
                return (
                  <tr key={c.campaignId}>
                    <td className={`${ui.td} ${ui.nameCell}`} data-label={columns[0]}>
                      {c.name}
                      <div className={ui.small}>
                        {t('campaigns.minDiscount', { percent: c.minDiscountPercent })}
                      </div>
                    </td>
                    <td className={ui.td} data-label={columns[1]}>
                      <span className={css.pill[PHASE_TONE[c.phase]]}>{t(`campaigns.phase.${c.phase}`)}</span>
                    </td>
                    <td className={ui.td} data-label={columns[2]}>
                      <div>
                        {t('campaigns.participationPeriod', {
                          period: f.dateRange(c.participationPeriod.start, c.participationPeriod.end),
                        })}
                      </div>
                      <div className={ui.small}>
                        {t('campaigns.bookingPeriod', {
                          period: f.dateRange(c.bookingPeriod.start, c.bookingPeriod.end),
                        })}
                      </div>
                      <div className={ui.small}>
                        {t('campaigns.stayPeriod', {
                          period: f.dateRange(c.stayPeriod.start, c.stayPeriod.end),
                        })}
                      </div>
                    </td>
                    <td className={ui.td} data-label={columns[3]}>
                      {c.platforms.map((p) => t(`promotions.platform.${p}`)).join(', ')}
                    </td>
                    <td className={ui.td} data-label={columns[4]}>
                      {participationOf(item)}
                    </td>
                    <td className={ui.td} data-label={columns[5]}>
                      {t('promotions.performance', {
                        bookings: f.count(item.performance.bookings),
                        nights: f.count(item.performance.roomNights),
                        revenue: formatIdr(item.performance.revenue),
                      })}
                    </td>
                    <td className={ui.td} data-label={columns[6]}>
                      {canJoin ? (
                        <Link
                          className={ui.actionLink}
                          to={`${CAMPAIGN_BASE}/add/campaign/view/${c.campaignId}`}
                          aria-label={t(
                            open && !item.participation ? 'campaigns.joinNamed' : 'campaigns.viewNamed',
                            { name: c.name },
                          )}
                        >
                          {t(open && !item.participation ? 'campaigns.join' : 'campaigns.viewAction')}
                        </Link>
                      ) : (
                        <span className={ui.small}>{t('campaigns.joinUnavailable')}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
