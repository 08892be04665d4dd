import { Link } from 'react-router-dom';
import { EmptyState } from '@extranet/ui/empty-state';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { StackedTable } from '../../../shared/components/stacked-table';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { formatIdr } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { useHotelCampaigns } from '../api/list-hotel-campaigns';
import { CampaignPeriods } from './campaign-periods';
import { PHASE_TONE, type HotelCampaign } from '../model';

export const CAMPAIGN_BASE = '/v3/promotions-and-campaigns';

/** /v3/promotions-and-campaigns/campaign-list: the campaigns open to the property, joined or not. */
export function CampaignListPage() {
  const t = useT();
  const f = useFormat();
  const { hotelId } = useHotelContext();
  const query = useHotelCampaigns(hotelId);
  usePageTitle(t('campaigns.title'));
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
      ) : (
        <StackedTable
          caption={t('campaigns.caption')}
          rows={query.data.items}
          rowKey={(item) => item.campaign.campaignId}
          empty={<EmptyState title={t('campaigns.empty')} description={t('campaigns.emptyBody')} />}
          columns={[
            {
              header: t('campaigns.columns.name'),
              emphasis: true,
              cell: ({ campaign: c }) => (
                <>
                  {c.name}
                  <div className={ui.small}>
                    {t('campaigns.minDiscount', { percent: c.minDiscountPercent })}
                  </div>
                </>
              ),
            },
            {
              header: t('campaigns.columns.status'),
              cell: ({ campaign: c }) => (
                <span className={css.pill[PHASE_TONE[c.phase]]}>{t(`campaigns.phase.${c.phase}`)}</span>
              ),
            },
            {
              header: t('campaigns.columns.periods'),
              cell: ({ campaign: c }) => <CampaignPeriods campaign={c} />,
            },
            {
              header: t('campaigns.columns.platforms'),
              cell: ({ campaign: c }) => c.platforms.map((p) => t(`promotions.platform.${p}`)).join(', '),
            },
            { header: t('campaigns.columns.participation'), cell: participationOf },
            {
              header: t('campaigns.columns.performance'),
              cell: (item) =>
                t('promotions.performance', {
                  bookings: f.count(item.performance.bookings),
                  nights: f.count(item.performance.roomNights),
                  revenue: formatIdr(item.performance.revenue),
                }),
            },
            {
              header: t('campaigns.columns.actions'),
              cell: (item) => {
                const c = item.campaign;
                const join = c.phase === 'OPEN' && !item.participation;
                return canJoin ? (
                  <Link
                    className={ui.actionLink}
                    to={`${CAMPAIGN_BASE}/add/campaign/view/${c.campaignId}`}
                    aria-label={t(join ? 'campaigns.joinNamed' : 'campaigns.viewNamed', { name: c.name })}
                  >
                    {t(join ? 'campaigns.join' : 'campaigns.viewAction')}
                  </Link>
                ) : (
                  <span className={ui.small}>{t('campaigns.joinUnavailable')}</span>
                );
              },
            },
          ]}
        />
      )}
    </div>
  );
}
