import { useState, type FormEvent } from 'react';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { Dialog } from '@extranet/ui/dialog';
import { TextArea } from '@extranet/ui/text-area';
import * as page from '../styles/page.css';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  reasonLabel: string;
  reasonHelp: string;
  confirmLabel: string;
  cancelLabel: string;
  maxLength: number;
  /** The reason's problem as the user reads it, or null: the same rule the server applies. */
  problemOf: (reason: string) => string | null;
  /** Sends the decision; a rejected promise keeps the dialog open with the server's message on the field. */
  onSubmit: (reason: string) => Promise<void>;
}

/**
 * A decision that needs a reason (a market manager's rejection): checked on submit, then as the user types, and by
 * the server, whose field error is shown on the reason.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  reasonLabel,
  reasonHelp,
  confirmLabel,
  cancelLabel,
  maxLength,
  problemOf,
  onSubmit,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const problem = problemOf(reason);
  const error = serverError ?? (tried ? problem : null);

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
      if (isApiError(e)) setServerError(e.fieldErrors()['reason'] ?? e.message);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description} size="md">
      <form className={page.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextArea
          label={reasonLabel}
          value={reason}
          onChange={(v) => {
            setReason(v);
            setServerError(null);
          }}
          description={reasonHelp}
          {...(error ? { error } : {})}
          isRequired
          rows={5}
          maxLength={maxLength}
        />
        <div className={page.actions} style={{ justifyContent: 'flex-end' }}>
          <Button type="button" variant="secondary" onClick={() => close(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
