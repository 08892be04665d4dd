import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { REJECT_REASON_MAX, REJECT_REASON_MIN } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useToast } from '@extranet/ui/toast';
import { useT } from '../../../../shared/i18n/language';
import { errorMessage } from '../../../../shared/api/error-message';
import { decideProperty } from '../api/decide-property';
import { reviewKey } from '../api/list-property-reviews';
import { decisionsFor, type PropertyReview, type ReviewDecision } from '../model';
import { ReasonDialog } from './reason-dialog';
import * as css from './review.css';

export const QUEUE_PATH = '/v3/review/properties';

/**
 * Approve (offline), activate (online) or reject with a reason, each confirmed in a dialog; afterwards back to the
 * queue with a toast. Only the decisions the property's status allows are offered.
 */
export function DecisionBar({ review }: { review: PropertyReview }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [rejecting, setRejecting] = useState(false);
  const { hotelId, name, activeStatus } = review.registration;
  const decisions = decisionsFor(activeStatus);

  const send = async (decision: ReviewDecision, reason?: string) => {
    await decideProperty(hotelId, { decision, ...(reason ? { reason } : {}) });
    showSuccess(t(`review.decision.done_${decision}`, { name }));
    await queryClient.invalidateQueries({ queryKey: reviewKey });
    navigate(QUEUE_PATH);
  };
  const confirm = (decision: ReviewDecision) => async () => {
    try {
      await send(decision);
    } catch (error) {
      showError(errorMessage(error, t('review.decision.failed')));
      throw error;
    }
  };

  return (
    <div className={css.decisionBar} role="region" aria-label={t('review.decision.title')}>
      <span className={css.strong}>{t(`review.detail.status.${activeStatus}`)}</span>
      {decisions.length === 0 ? (
        <span className={css.small}>{t('review.decision.noneLeft')}</span>
      ) : (
        <div className={css.row}>
          {decisions.includes('REJECT') ? (
            <Button variant="danger" onClick={() => setRejecting(true)}>
              {t('review.decision.REJECT')}
            </Button>
          ) : null}
          {decisions
            .filter((d): d is 'APPROVE_OFFLINE' | 'APPROVE_ONLINE' => d !== 'REJECT')
            .map((d) => (
              <ConfirmDialog
                key={d}
                title={t(`review.decision.confirm_${d}`, { name })}
                message={t(`review.decision.confirmBody_${d}`)}
                confirmLabel={t(`review.decision.${d}`)}
                cancelLabel={t('review.decision.cancel')}
                onConfirm={confirm(d)}
                trigger={
                  <Button variant={d === 'APPROVE_ONLINE' ? 'primary' : 'secondary'}>
                    {t(`review.decision.${d}`)}
                  </Button>
                }
              />
            ))}
        </div>
      )}
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('review.decision.rejectTitle', { name })}
        description={t('review.decision.rejectBody')}
        confirmLabel={t('review.decision.REJECT')}
        min={REJECT_REASON_MIN}
        max={REJECT_REASON_MAX}
        onSubmit={(reason) => send('REJECT', reason)}
      />
    </div>
  );
}
