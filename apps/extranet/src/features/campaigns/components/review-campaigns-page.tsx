import { Link } from 'react-router-dom';
import { buttonClassName } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { srOnly } from '../../../shared/forms/forms.css';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { useCampaigns } from '../api/list-campaigns';
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
  const columns = [
    t('campaigns.columns.name'),
    t('campaigns.columns.status'),
    t('campaigns.columns.periods'),
    t('campaigns.form.minDiscountPercent'),
    t('campaigns.review.participants'),
    t('campaigns.columns.actions'),
  ];
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
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={t('campaigns.review.empty')}
          description={t('campaigns.review.emptyBody')}
          actions={add}
        />
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
              {query.data.items.map((c) => (
                <tr key={c.campaignId}>
                  <td className={`${ui.td} ${ui.nameCell}`} data-label={columns[0]}>
                    {c.name}
                    <div className={ui.small}>
                      {c.platforms.map((p) => t(`promotions.platform.${p}`)).join(', ')}
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
                    {c.minDiscountPercent} %
                  </td>
                  <td className={ui.td} data-label={columns[4]}>
                    {f.count(c.participants)}
                  </td>
                  <td className={ui.td} data-label={columns[5]}>
                    <Link
                      className={ui.actionLink}
                      to={`${REVIEW_CAMPAIGNS}/edit/${c.campaignId}`}
                      aria-label={t('campaigns.review.editNamed', { name: c.name })}
                    >
                      {t('campaigns.review.edit')}
                    </Link>
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
