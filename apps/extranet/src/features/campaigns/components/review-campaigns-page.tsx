import { Link } from 'react-router-dom';
import { buttonClassName } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { StackedTable } from '../../../shared/components/stacked-table';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { useCampaigns } from '../api/list-campaigns';
import { CampaignPeriods } from './campaign-periods';
import { PHASE_TONE } from '../model';

export const REVIEW_CAMPAIGNS = '/v3/review/campaigns';

/** /v3/review/campaigns: the market managers' list of the marketplace's campaigns, newest first. */
export function CampaignReviewPage() {
  const t = useT();
  const f = useFormat();
  const query = useCampaigns();
  usePageTitle(t('campaigns.review.title'));
  const add = (
    <Link to={`${REVIEW_CAMPAIGNS}/create`} className={buttonClassName({ variant: 'primary' })}>
      {t('campaigns.review.create')}
    </Link>
  );
  return (
    <div className={css.page}>
      <div className={ui.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{t('campaigns.review.title')}</h1>
          <p className={css.subtitle}>{t('campaigns.review.subtitle')}</p>
        </header>
        <div className={ui.headerActions}>{add}</div>
      </div>
      {query.isPending ? (
        <ListSkeleton label={t('campaigns.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <StackedTable
          caption={t('campaigns.caption')}
          rows={query.data.items}
          rowKey={(c) => c.campaignId}
          empty={
            <EmptyState
              title={t('campaigns.review.empty')}
              description={t('campaigns.review.emptyBody')}
              actions={add}
            />
          }
          columns={[
            {
              header: t('campaigns.columns.name'),
              emphasis: true,
              cell: (c) => (
                <>
                  {c.name}
                  <div className={ui.small}>
                    {c.platforms.map((p) => t(`promotions.platform.${p}`)).join(', ')}
                  </div>
                </>
              ),
            },
            {
              header: t('campaigns.columns.status'),
              cell: (c) => (
                <span className={css.pill[PHASE_TONE[c.phase]]}>{t(`campaigns.phase.${c.phase}`)}</span>
              ),
            },
            {
              header: t('campaigns.columns.periods'),
              cell: (c) => <CampaignPeriods campaign={c} />,
            },
            { header: t('campaigns.form.minDiscountPercent'), cell: (c) => `${c.minDiscountPercent} %` },
            {
              header: t('campaigns.review.participants'),
              numeric: true,
              cell: (c) => f.count(c.participants),
            },
            {
              header: t('campaigns.columns.actions'),
              cell: (c) => (
                <Link
                  className={ui.actionLink}
                  to={`${REVIEW_CAMPAIGNS}/edit/${c.campaignId}`}
                  aria-label={t('campaigns.review.editNamed', { name: c.name })}
                >
                  {t('campaigns.review.edit')}
                </Link>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
