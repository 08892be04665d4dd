import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { Dialog } from '@extranet/ui/dialog';
import { PinInput } from '@extranet/ui/pin-input';
import { PIN_LENGTH } from '@extranet/domain';
import { useT } from '../i18n/language';
import { errorMessage } from '../api/error-message';
import { useSignedInSession } from '../session/session';
import * as page from '../styles/page.css';
import { pinStatusKey, usePinStatus } from './get-pin-status';
import { verifyPin } from './verify-pin';

export interface PinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with a PIN proof of the signed-in account (send it as `x-pin-proof`); the dialog then closes. */
  onProof: (proof: string) => void;
  /** What the PIN unlocks, e.g. "Enter your PIN to see the card". */
  description?: string;
}

/** Codes that the PIN screen resolves (no PIN yet, blocked, expired): the dialog links to it. */
const GO_TO_PIN = new Set(['PIN_NOT_SET', 'PIN_BLOCKED', 'PIN_EXPIRED']);

/**
 * Asks for the signed-in user's PIN (SPEC 8: wrong PIN shows the attempts left; after 5 "You have to create a new
 * PIN") and hands back a PIN proof. Used before revealing a virtual card; any operation that calls the server's
 * requirePinProof uses it the same way. It reads the account's PIN state when it opens: an account without a PIN
 * is told so, with the way to create one, instead of being asked for digits the server would refuse.
 */
export function PinDialog({ open, onOpenChange, onProof, description }: PinDialogProps) {
  const t = useT();
  const accountId = Number(useSignedInSession().account.accountId);
  const queryClient = useQueryClient();
  const status = usePinStatus(accountId, open);
  // While the state loads nothing is asked yet; when it cannot be read, the PIN is asked (the server still answers).
  const noPin = status.data?.state === 'NONE';
  const [pin, setPin] = useState('');
  const [attemptsLeft, setAttemptsLeft] = useState<number | undefined>();
  const [problem, setProblem] = useState<{ message: string; toPin: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** Wrong PINs so far in this dialog: after each, the cleared boxes get the focus back for the next try. */
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (retries > 0) formRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [retries]);
  // The boxes appear once the PIN's state is read: the first one gets the focus then.
  const asking = open && !status.isPending && !noPin;
  useEffect(() => {
    if (asking) formRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [asking]);

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setPin('');
      setAttemptsLeft(undefined);
      setProblem(null);
    }
    onOpenChange(next);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || attemptsLeft === 0) return;
    if (pin.length !== PIN_LENGTH) {
      setAttemptsLeft(undefined);
      setProblem({ message: t('pin.dialog.incomplete'), toPin: false });
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const { proof } = await verifyPin(accountId, pin);
      setPending(false);
      setPin('');
      setAttemptsLeft(undefined);
      onProof(proof);
      onOpenChange(false);
    } catch (error) {
      setPending(false);
      setPin('');
      const left = isApiError(error) ? error.details?.['attemptsLeft'] : undefined;
      if (isApiError(error) && error.code === 'PIN_WRONG' && typeof left === 'number') {
        setAttemptsLeft(left);
        setRetries((n) => n + 1);
        return;
      }
      if (isApiError(error) && error.code === 'PIN_BLOCKED') {
        setAttemptsLeft(0);
        return;
      }
      setAttemptsLeft(undefined);
      if (isApiError(error) && GO_TO_PIN.has(error.code))
        void queryClient.invalidateQueries({ queryKey: pinStatusKey(accountId) });
      setProblem({
        message: errorMessage(error, t('pin.dialog.failed')),
        toPin: isApiError(error) && GO_TO_PIN.has(error.code),
      });
    }
  };

  const blocked = attemptsLeft === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={noPin ? t('pin.dialog.noPinTitle') : t('pin.dialog.title')}
      description={noPin ? t('pin.dialog.noPinBody') : (description ?? t('pin.dialog.description'))}
      size="sm"
      onOpenAutoFocus={(event) => {
        // The PIN's first box, not the × button: the user types the PIN at once.
        const input = formRef.current?.querySelector('input');
        if (!input) return;
        event.preventDefault();
        input.focus();
      }}
    >
      {status.isPending ? (
        <p role="status" className={page.subtitle}>
          {t('pin.dialog.loading')}
        </p>
      ) : noPin ? (
        <div className={page.actions} style={{ justifyContent: 'flex-end' }}>
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {t('pin.dialog.cancel')}
          </Button>
          <Link to="/v3/finance/pin" className={page.textLink}>
            {t('pin.dialog.create')}
          </Link>
        </div>
      ) : (
        <form ref={formRef} className={page.form} onSubmit={(e) => void submit(e)} noValidate>
          <PinInput
            value={pin}
            onChange={(v) => {
              setPin(v);
              setProblem(null);
            }}
            disabled={pending}
            {...(attemptsLeft !== undefined ? { attemptsLeft } : {})}
            {...(problem && attemptsLeft === undefined ? { errorMessage: problem.message } : {})}
          />
          {blocked || problem?.toPin ? (
            <Link to="/v3/finance/pin" className={page.textLink}>
              {t('pin.dialog.manage')}
            </Link>
          ) : null}
          <div className={page.actions} style={{ justifyContent: 'flex-end' }}>
            <Button type="button" variant="secondary" onClick={() => close(false)} disabled={pending}>
              {t('pin.dialog.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={blocked}>
              {t('pin.dialog.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
