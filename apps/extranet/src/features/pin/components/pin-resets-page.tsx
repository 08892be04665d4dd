import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { REJECT_REASON_MAX, REJECT_REASON_MIN } from '@extranet/domain';
import { useToast } from '@extranet/ui/toast';
import { messageOf, validatePinResetDecision } from '@extranet/validation';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { ReviewQueuePage } from '../../../shared/components/review-queue-page';
import { ReviewDecisionActions } from '../../../shared/components/review-decision';
import { errorMessage } from '../../../shared/api/error-message';
import * as page from '../../../shared/styles/page.css';
import { decidePinReset } from '../api/decide-pin-reset';
import { pinResetsKey, usePinResets } from '../api/list-pin-resets';
import * as css from './pin.css';

type Item = Schemas['PinResetQueueItem'];

function QueueItem({ item }: { item: Item }) {
  const t = useT();
  const f = useFormat();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const headingId = `pin-reset-${item.requestId}`;
  const reasonLabel = t('pin.review.reason');

  const decide = async (decision: 'APPROVE' | 'REJECT', reason?: string) => {
    try {
      await decidePinReset({ requestId: item.requestId, decision, ...(reason ? { reason } : {}) });
      showSuccess(t(`pin.review.done_${decision}`, { name: item.name }));
      await queryClient.invalidateQueries({ queryKey: pinResetsKey });
    } catch (error) {
      showError(errorMessage(error, t('pin.review.failed')));
      throw error;
    }
  };

  return (
    <li className={page.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.cardTitle}>
        {item.name}
      </h2>
      <p className={page.muted}>
        {item.email}
        {' · '}
        {t(`pin.review.cause.${item.cause}`)}
        {' · '}
        {t('pin.review.requested', { at: f.dateTime(item.requestedAt) })}
      </p>
      <ReviewDecisionActions
        texts={{
          approve: t('pin.review.approve'),
          reject: t('pin.review.reject'),
          cancel: t('pin.review.cancel'),
          approveTitle: t('pin.review.approveTitle', { name: item.name }),
          approveMessage: t('pin.review.approveBody', { name: item.name }),
          rejectTitle: t('pin.review.rejectTitle', { name: item.name }),
          rejectDescription: t('pin.review.rejectBody'),
          reasonLabel,
          reasonHelp: t('pin.review.reasonHelp', { min: REJECT_REASON_MIN, max: REJECT_REASON_MAX }),
        }}
        reasonMaxLength={REJECT_REASON_MAX}
        reasonProblem={(reason) => {
          const problem = validatePinResetDecision({ decision: 'REJECT', reason }).find(
            (e) => e.field === 'reason',
          );
          return problem ? messageOf(problem, { lang, fieldLabels: { reason: reasonLabel } }) : null;
        }}
        decide={decide}
      />
    </li>
  );
}

/** /v3/review/pin-resets: the market managers' queue of asked PIN resets, oldest first (SPEC 4, 6). */
export function PinResetsPage() {
  const t = useT();
  return (
    <ReviewQueuePage
      texts={{
        title: t('pin.review.title'),
        subtitle: t('pin.review.subtitle'),
        loading: t('pin.review.loading'),
        empty: t('pin.review.empty'),
        emptyBody: t('pin.review.emptyBody'),
        listLabel: t('pin.review.listLabel'),
      }}
      query={usePinResets()}
      listClassName={css.queue}
      itemKey={(item) => item.requestId}
      renderItem={(item) => <QueueItem item={item} />}
    />
  );
}
