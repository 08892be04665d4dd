import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { REJECT_REASON_MAX, REJECT_REASON_MIN } from '@extranet/domain';
import { useToast } from '@extranet/ui/toast';
import { messageOf, validatePaymentDetailDecision } from '@extranet/validation';
import { ReviewDecisionActions } from '../../../shared/components/review-decision';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { ReviewQueuePage } from '../../../shared/components/review-queue-page';
import { errorMessage } from '../../../shared/api/error-message';
import * as page from '../../../shared/styles/page.css';
import { decidePaymentDetailChange } from '../api/decide-payment-detail-change';
import { paymentDetailReviewsKey, usePaymentDetailReviews } from '../api/list-payment-detail-reviews';
import { DetailsList } from './details-list';
import * as css from './payment-details.css';

type Item = Schemas['PaymentDetailReview'];

function QueueItem({ item }: { item: Item }) {
  const t = useT();
  const f = useFormat();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const headingId = `payment-review-${item.requestId}`;
  const reasonLabel = t('paymentDetails.review.reasonLabel');
  const decide = async (decision: 'APPROVE' | 'REJECT', reason?: string) => {
    try {
      await decidePaymentDetailChange(item.hotelId, item.requestId, {
        decision,
        ...(reason ? { reason } : {}),
      });
      showSuccess(
        t(decision === 'APPROVE' ? 'paymentDetails.review.approved' : 'paymentDetails.review.rejected'),
      );
      await queryClient.invalidateQueries({ queryKey: paymentDetailReviewsKey });
    } catch (error) {
      showError(errorMessage(error, t('paymentDetails.review.decideError')));
      throw error;
    }
  };
  return (
    <li className={page.card} aria-labelledby={headingId} data-testid="payment-review">
      <h2 id={headingId} className={page.cardTitle}>
        {item.hotelName}
      </h2>
      <p className={css.small}>
        {t('paymentDetails.review.requestedBy', {
          name: item.requestedBy ?? '-',
          date: f.dateTime(item.requestedAt),
        })}
      </p>
      <div className={css.grid}>
        <div>
          <h3 className={page.cardTitle}>{t('paymentDetails.review.currentTitle')}</h3>
          {item.current ? (
            <DetailsList details={item.current} />
          ) : (
            <p className={css.small}>{t('paymentDetails.none')}</p>
          )}
        </div>
        <div>
          <h3 className={page.cardTitle}>{t('paymentDetails.review.requestedTitle')}</h3>
          <DetailsList details={item.requested} account={item.requestedAccountNumber ?? undefined} />
        </div>
      </div>
      <ReviewDecisionActions
        texts={{
          approve: t('paymentDetails.review.approve'),
          reject: t('paymentDetails.review.reject'),
          cancel: t('paymentDetails.cancel'),
          approveTitle: t('paymentDetails.review.approve'),
          approveMessage: item.hotelName,
          rejectTitle: t('paymentDetails.review.reject'),
          rejectDescription: item.hotelName,
          reasonLabel,
          reasonHelp: t('paymentDetails.review.reasonHelp', {
            min: REJECT_REASON_MIN,
            max: REJECT_REASON_MAX,
          }),
        }}
        reasonMaxLength={REJECT_REASON_MAX}
        reasonProblem={(reason) => {
          const problem = validatePaymentDetailDecision({ decision: 'REJECT', reason }).find(
            (e) => e.field === 'reason',
          );
          return problem ? messageOf(problem, { lang, fieldLabels: { reason: reasonLabel } }) : null;
        }}
        decide={decide}
      />
    </li>
  );
}

/** /v3/review/payment-details: the market managers' queue of payment-detail changes, oldest first. */
export function PaymentDetailReviewPage() {
  const t = useT();
  return (
    <ReviewQueuePage
      texts={{
        title: t('paymentDetails.review.title'),
        subtitle: t('paymentDetails.review.subtitle'),
        loading: t('paymentDetails.review.loading'),
        empty: t('paymentDetails.review.empty'),
        listLabel: t('paymentDetails.review.title'),
      }}
      query={usePaymentDetailReviews()}
      listClassName={css.queue}
      itemKey={(item) => item.requestId}
      renderItem={(item) => <QueueItem item={item} />}
    />
  );
}
