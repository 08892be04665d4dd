import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { COMMISSION_REASON_MAX_LENGTH } from '@extranet/domain';
import { useToast } from '@extranet/ui/toast';
import { messageOf, validateCommissionDecision } from '@extranet/validation';
import { errorMessage } from '../../../shared/api/error-message';
import { ReviewQueuePage } from '../../../shared/components/review-queue-page';
import { ReviewDecisionActions } from '../../../shared/components/review-decision';
import { useFormat } from '../../../shared/format';
import { useLanguage, useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import { decideCommissionChange } from '../api/decide-commission-change';
import { commissionReviewKey, useCommissionReviews } from '../api/list-commission-reviews';
import { CommissionTable } from './commission-values';
import * as css from './finance.css';

type Item = Schemas['CommissionReviewItem'];

function QueueItem({ item }: { item: Item }) {
  const t = useT();
  const f = useFormat();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const r = item.request;
  const headingId = `commission-review-${r.hotelId}-${r.requestId}`;

  const decide = async (decision: 'APPROVE' | 'REJECT', reason?: string) => {
    try {
      await decideCommissionChange(r.hotelId, r.requestId, { decision, ...(reason ? { reason } : {}) });
      showSuccess(t(`finance.review.done_${decision}`, { name: item.hotelName }));
      await queryClient.invalidateQueries({ queryKey: commissionReviewKey });
    } catch (error) {
      showError(errorMessage(error, t('finance.review.failed')));
      throw error;
    }
  };
  const reasonProblem = (reason: string) => {
    const problem = validateCommissionDecision({ decision: 'REJECT', reason }).find(
      (e) => e.field === 'reason',
    );
    return problem ? messageOf(problem, { lang, fieldLabels: { reason: t('finance.review.reason') } }) : null;
  };

  return (
    <li className={page.card} aria-labelledby={headingId} data-testid="commission-review-item">
      <div className={css.row}>
        <h2 id={headingId} className={page.cardTitle}>
          {item.hotelName}
        </h2>
        {item.city ? <span className={css.small}>{item.city}</span> : null}
      </div>
      <p className={css.small}>
        {t('finance.review.requested', {
          at: f.dateTime(r.submittedAt ?? r.createdAt),
          name: r.createdBy ?? t('finance.log.unknown'),
        })}
      </p>
      <CommissionTable
        label={t('finance.commission.compareLabel')}
        current={r.current}
        proposed={r.proposed}
      />
      <ReviewDecisionActions
        texts={{
          approve: t('finance.review.approve'),
          reject: t('finance.review.reject'),
          cancel: t('finance.review.cancel'),
          approveTitle: t('finance.review.approveTitle', { name: item.hotelName }),
          approveMessage: t('finance.review.approveBody'),
          rejectTitle: t('finance.review.rejectTitle', { name: item.hotelName }),
          rejectDescription: t('finance.review.rejectBody'),
          reasonLabel: t('finance.review.reason'),
          reasonHelp: t('finance.review.reasonHelp', { max: COMMISSION_REASON_MAX_LENGTH }),
        }}
        reasonMaxLength={COMMISSION_REASON_MAX_LENGTH}
        reasonProblem={reasonProblem}
        decide={decide}
      />
    </li>
  );
}

/** /v3/review/commissions: the market managers' queue of submitted commission changes, oldest first. */
export function CommissionReviewPage() {
  const t = useT();
  return (
    <ReviewQueuePage
      texts={{
        title: t('finance.review.title'),
        subtitle: t('finance.review.subtitle'),
        loading: t('finance.review.loading'),
        empty: t('finance.review.empty'),
        emptyBody: t('finance.review.emptyBody'),
        listLabel: t('finance.review.listLabel'),
      }}
      query={useCommissionReviews()}
      listClassName={css.list}
      itemKey={(item) => `${item.request.hotelId}-${item.request.requestId}`}
      renderItem={(item) => <QueueItem item={item} />}
    />
  );
}
