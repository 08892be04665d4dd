import { useState, type FormEvent } from 'react';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { Dialog } from '@extranet/ui/dialog';
import { TextArea } from '@extranet/ui/text-area';
import { REJECT_REASON_MAX, REJECT_REASON_MIN } from '@extranet/domain';
import { messageOf, validateLoyaltyDecision } from '@extranet/validation';
import { useLanguage, useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLoyaltyDecision({ decision: 'REJECT', reason }).find((e) => e.field === 'reason');
    if (problem) {
      setError(messageOf(problem, { lang, fieldLabels: { reason: t('loyalty.review.reason') } }));
      return;
    }
    setPending(true);
    try {
      await onReject(reason.trim());
      setReason('');
      setError(null);
      onOpenChange(false);
    } catch (e) {
      if (isApiError(e)) setError(e.fieldErrors()['reason'] ?? e.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t('loyalty.review.rejectTitle', { name: hotelName })}
      description={t('loyalty.review.rejectBody')}
      size="md"
    >
      <form className={page.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextArea
          label={t('loyalty.review.reason')}
          value={reason}
          onChange={(v) => {
            setReason(v);
            setError(null);
          }}
          description={t('loyalty.review.reasonHelp', { min: REJECT_REASON_MIN, max: REJECT_REASON_MAX })}
          {...(error ? { error } : {})}
          isRequired
          rows={4}
          maxLength={REJECT_REASON_MAX}
        />
        <div className={page.actions}>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('loyalty.edit.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {t('loyalty.review.reject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
