import { REJECT_REASON_MAX, REJECT_REASON_MIN } from '@extranet/domain';
import { messageOf, validateLoyaltyDecision } from '@extranet/validation';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { useLanguage, useT } from '../../../shared/i18n/language';

/** Rejecting an asked change with its reason, checked by validateLoyaltyDecision (as the server does). */
export function RejectDialog({
  hotelName,
  open,
  onOpenChange,
  onReject,
}: {
  hotelName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A rejected promise keeps the dialog open with the server's message on the field. */
  onReject: (reason: string) => Promise<void>;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const reasonLabel = t('loyalty.review.reason');
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('loyalty.review.rejectTitle', { name: hotelName })}
      description={t('loyalty.review.rejectBody')}
      reasonLabel={reasonLabel}
      reasonHelp={t('loyalty.review.reasonHelp', { min: REJECT_REASON_MIN, max: REJECT_REASON_MAX })}
      confirmLabel={t('loyalty.review.reject')}
      cancelLabel={t('loyalty.edit.cancel')}
      maxLength={REJECT_REASON_MAX}
      problemOf={(reason) => {
        const problem = validateLoyaltyDecision({ decision: 'REJECT', reason }).find(
          (e) => e.field === 'reason',
        );
        return problem ? messageOf(problem, { lang, fieldLabels: { reason: reasonLabel } }) : null;
      }}
      onSubmit={onReject}
    />
  );
}
