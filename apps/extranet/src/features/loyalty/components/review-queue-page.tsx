import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { REJECT_REASON_MAX, REJECT_REASON_MIN } from '@extranet/domain';
import { useToast } from '@extranet/ui/toast';
import { messageOf, validateLoyaltyDecision } from '@extranet/validation';
import { errorMessage } from '../../../shared/api/error-message';
import { ReviewQueuePage } from '../../../shared/components/review-queue-page';
import { ReviewDecisionActions } from '../../../shared/components/review-decision';
import { useFormat } from '../../../shared/format';
import { useLanguage, useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import { decideLoyaltyChange } from '../api/decide-loyalty-change';
import { loyaltyReviewKey, useLoyaltyReviews } from '../api/list-loyalty-reviews';
import { PairList } from './pair-list';
import * as css from './loyalty.css';

type Item = Schemas['LoyaltyReviewItem'];

function QueueItem({ item }: { item: Item }) {
  const t = useT();
  const f = useFormat();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
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
  // The reason is checked by validateLoyaltyDecision, as the server does.
  const reasonProblem = (reason: string) => {
    const problem = validateLoyaltyDecision({ decision: 'REJECT', reason }).find((e) => e.field === 'reason');
    return problem ? messageOf(problem, { lang, fieldLabels: { reason: t('loyalty.review.reason') } }) : null;
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
      <ReviewDecisionActions
        texts={{
          approve: t('loyalty.review.approve'),
          reject: t('loyalty.review.reject'),
          cancel: t('loyalty.edit.cancel'),
          approveTitle: t('loyalty.review.approveTitle', { name: item.hotelName }),
          approveMessage: t('loyalty.review.approveBody'),
          rejectTitle: t('loyalty.review.rejectTitle', { name: item.hotelName }),
          rejectDescription: t('loyalty.review.rejectBody'),
          reasonLabel: t('loyalty.review.reason'),
          reasonHelp: t('loyalty.review.reasonHelp', { min: REJECT_REASON_MIN, max: REJECT_REASON_MAX }),
        }}
        reasonMaxLength={REJECT_REASON_MAX}
        reasonProblem={reasonProblem}
        decide={decide}
      />
    </li>
  );
}

/** /v3/review/loyalty: the market managers' queue of loyalty changes properties asked for, oldest first. */
export function LoyaltyReviewPage() {
  const t = useT();
  return (
    <ReviewQueuePage
      texts={{
        title: t('loyalty.review.title'),
        subtitle: t('loyalty.review.subtitle'),
        loading: t('loyalty.review.loading'),
        empty: t('loyalty.review.empty'),
        emptyBody: t('loyalty.review.emptyBody'),
        listLabel: t('loyalty.review.listLabel'),
      }}
      query={useLoyaltyReviews()}
      listClassName={css.roomList}
      itemKey={(item) => `${item.hotelId}-${item.draftId}`}
      renderItem={(item) => <QueueItem item={item} />}
    />
  );
}
