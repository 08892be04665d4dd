import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../shared/components/page-title';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import { FINANCE_QUEUES, type FinanceQueue } from './review-sections';
import * as css from './finance.css';

function QueueEntry({ queue }: { queue: FinanceQueue }) {
  const t = useT();
  const f = useFormat();
  const count = useQuery({ queryKey: ['finance-queue-count', queue.id], queryFn: queue.count });
  const headingId = `finance-queue-${queue.id}`;
  return (
    <li className={page.card} aria-labelledby={headingId} data-testid={`finance-queue-${queue.id}`}>
      <div className={css.row}>
        <h2 id={headingId} className={page.cardTitle}>
          {t(queue.titleKey)}
        </h2>
        <span className={count.data ? page.pill.warning : page.pill.neutral} role="status">
          {count.isPending
            ? t('finance.hub.loadingCount')
            : count.isError
              ? t('finance.hub.countFailed')
              : t('finance.hub.count', { count: f.count(count.data) })}
        </span>
      </div>
      <p className={page.muted}>{t(queue.descriptionKey)}</p>
      <div>
        <Link className={page.linkButton} to={queue.path}>
          {t('finance.hub.open')}
          <span className={css.srOnly}> {t(queue.titleKey)}</span>
        </Link>
      </div>
    </li>
  );
}

/** /v3/review/finance: the market managers' finance queues, each with how many requests wait. */
export function FinanceReviewHubPage() {
  const t = useT();
  usePageTitle(t('finance.hub.title'));
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('finance.hub.title')}</h1>
        <p className={page.subtitle}>{t('finance.hub.subtitle')}</p>
      </header>
      <ul className={css.list} aria-label={t('finance.hub.listLabel')}>
        {FINANCE_QUEUES.map((queue) => (
          <QueueEntry key={queue.id} queue={queue} />
        ))}
      </ul>
    </div>
  );
}
