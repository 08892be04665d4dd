import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { REJECT_REASON_MAX, REJECT_REASON_MIN } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useToast } from '@extranet/ui/toast';
import { messageOf, validatePinResetDecision } from '@extranet/validation';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { ReviewQueuePage } from '../../../shared/components/review-queue-page';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
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
  const [rejecting, setRejecting] = useState(false);
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
      <div className={page.actions}>
        <Button variant="danger" onClick={() => setRejecting(true)}>
          {t('pin.review.reject')}
        </Button>
        <ConfirmDialog
          title={t('pin.review.approveTitle', { name: item.name })}
          message={t('pin.review.approveBody', { name: item.name })}
          confirmLabel={t('pin.review.approve')}
          cancelLabel={t('pin.review.cancel')}
          onConfirm={() => decide('APPROVE')}
          trigger={<Button>{t('pin.review.approve')}</Button>}
        />
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('pin.review.rejectTitle', { name: item.name })}
        description={t('pin.review.rejectBody')}
        reasonLabel={reasonLabel}
        reasonHelp={t('pin.review.reasonHelp', { min: REJECT_REASON_MIN, max: REJECT_REASON_MAX })}
        confirmLabel={t('pin.review.reject')}
        cancelLabel={t('pin.review.cancel')}
        maxLength={REJECT_REASON_MAX}
        problemOf={(reason) => {
          const problem = validatePinResetDecision({ decision: 'REJECT', reason }).find(
            (e) => e.field === 'reason',
          );
          return problem ? messageOf(problem, { lang, fieldLabels: { reason: reasonLabel } }) : null;
        }}
        onSubmit={(reason) => decide('REJECT', reason)}
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
