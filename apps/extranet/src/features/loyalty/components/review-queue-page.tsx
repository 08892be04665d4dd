import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { EmptyState } from '@extranet/ui/empty-state';
import { useToast } from '@extranet/ui/toast';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { errorMessage } from '../../../shared/api/error-message';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { decideLoyaltyChange } from '../api/decide-loyalty-change';
import { loyaltyReviewKey, useLoyaltyReviews } from '../api/list-loyalty-reviews';
import { PairList } from './pair-list';
import { RejectDialog } from './reject-dialog';
import * as css from './loyalty.css';

type Item = Schemas['LoyaltyReviewItem'];

function QueueItem({ item }: { item: Item }) {
  const t = useT();
  const f = useFormat();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [rejecting, setRejecting] = useState(false);
  const headingId = `loyalty-review-${item.hotelId}`;
  const score =
    item.eligibility.averageScore === null
      ? t('loyalty.eligibility.noScore')
      : item.eligibility.averageScore.toLocaleString(lang, { maximumFractionDigits: 1 });

  const decide = async (decision: 'APPROVE' | 'REJECT', reason?: string) => {
    try {
      await decideLoyaltyChange(item.hotelId, item.draftId, { decision, ...(reason ? { reason } : {}) });
      showSuccess(t(`loyalty.review.done_${decision}`, { name: item.hotelName }));
      await queryClient.invalidateQueries({ queryKey: loyaltyReviewKey });
    } catch (error) {
      showError(errorMessage(error, t('loyalty.review.failed')));
      throw error;
    }
  };

  return (
    <li className={css.queueItem} aria-labelledby={headingId}>
      <div className={css.row}>
        <h2 id={headingId} className={page.cardTitle}>
          {item.hotelName}
        </h2>
        {item.city ? <span className={css.small}>{item.city}</span> : null}
      </div>
      <p className={css.small}>
        {t('loyalty.review.requested', {
          at: f.dateTime(item.requestedAt),
          name: item.requestedBy ?? t('loyalty.history.unknown'),
        })}
        {' · '}
        {t('loyalty.review.standing', { score, reviews: item.eligibility.recentReviews })}
      </p>
      <div className={css.compare}>
        <div className={css.stack}>
          <h3 className={css.roomName}>{t('loyalty.review.current')}</h3>
          <PairList pairs={item.current} label={t('loyalty.review.current')} />
        </div>
        <div className={css.stack}>
          <h3 className={css.roomName}>{t('loyalty.review.requestedPairs')}</h3>
          <PairList pairs={item.requested} label={t('loyalty.review.requestedPairs')} />
        </div>
      </div>
      <div className={page.actions}>
        <Button variant="danger" onClick={() => setRejecting(true)}>
          {t('loyalty.review.reject')}
        </Button>
        <ConfirmDialog
          title={t('loyalty.review.approveTitle', { name: item.hotelName })}
          message={t('loyalty.review.approveBody')}
          confirmLabel={t('loyalty.review.approve')}
          cancelLabel={t('loyalty.edit.cancel')}
          onConfirm={() => decide('APPROVE')}
          trigger={<Button>{t('loyalty.review.approve')}</Button>}
        />
      </div>
      <RejectDialog
        hotelName={item.hotelName}
        open={rejecting}
        onOpenChange={setRejecting}
        onReject={(reason) => decide('REJECT', reason)}
      />
    </li>
  );
}

/** /v3/review/loyalty: the market managers' queue of loyalty changes properties asked for, oldest first. */
export function LoyaltyReviewPage() {
  const t = useT();
  usePageTitle(t('loyalty.review.title'));
  const query = useLoyaltyReviews();
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('loyalty.review.title')}</h1>
        <p className={page.subtitle}>{t('loyalty.review.subtitle')}</p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('loyalty.review.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('loyalty.review.empty')} description={t('loyalty.review.emptyBody')} />
      ) : (
        <ul className={css.roomList} aria-label={t('loyalty.review.listLabel')}>
          {query.data.items.map((item) => (
            <QueueItem key={`${item.hotelId}-${item.draftId}`} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
