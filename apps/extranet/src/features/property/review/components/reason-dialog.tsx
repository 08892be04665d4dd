import { useState, type FormEvent } from 'react';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { Dialog } from '@extranet/ui/dialog';
import { TextArea } from '@extranet/ui/text-area';
import { useT } from '../../../../shared/i18n/language';
import { reasonProblem } from '../model';
import * as css from './review.css';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  min: number;
  max: number;
  /** Sends the decision; a rejected promise keeps the dialog open with the server's message on the field. */
  onSubmit: (reason: string) => Promise<void>;
}

/** A rejection with a reason: checked as the user types after the first try, and by the server. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  min,
  max,
  onSubmit,
}: ReasonDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const problem = reasonProblem(reason, min, max);
  const error = serverError ?? (tried && problem ? t(problem, { min, max }) : undefined);

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setReason('');
      setTried(false);
      setServerError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerError(null);
    if (problem) return;
    setPending(true);
    try {
      await onSubmit(reason.trim());
      setPending(false);
      close(false);
    } catch (e) {
      setPending(false);
      if (isApiError(e)) {
        const fields = e.fieldErrors();
        setServerError(fields['reason'] ?? (e.status === 400 ? e.message : null));
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description} size="md">
      <form className={css.stack} onSubmit={(e) => void submit(e)} noValidate>
        <TextArea
          label={t('review.decision.reasonLabel')}
          value={reason}
          onChange={(v) => {
            setReason(v);
            setServerError(null);
          }}
          description={t('review.decision.reasonHelp', { min, max })}
          {...(error ? { error } : {})}
          isRequired
          rows={5}
          maxLength={max}
        />
        <div className={css.row} style={{ justifyContent: 'flex-end' }}>
          <Button type="button" variant="secondary" onClick={() => close(false)} disabled={pending}>
            {t('review.decision.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
