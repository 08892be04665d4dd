import { useState, type ReactElement, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../button/button.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import * as styles from './dialog.css.js';
import { useReturnFocus } from './return-focus.js';

export interface ConfirmDialogProps {
  title: ReactNode;
  message?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive or irreversible actions (activating chat, deleting). */
  tone?: 'primary' | 'danger';
  /**
   * Runs on confirm. When it returns a promise, the confirm button shows a spinner and the dialog stays open
   * until it settles; it closes on success and stays open on failure (the caller shows the error).
   */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  children?: ReactNode;
}

/** An alert dialog asking the user to confirm an action; focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  title,
  message,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const t = useUiText();
  const focus = useReturnFocus(trigger !== undefined);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (result && typeof (result as Promise<void>).then === 'function') {
      setPending(true);
      try {
        await result;
        setOpen(false);
      } catch {
        // The caller reports the failure; the dialog stays open so the user can retry or cancel.
      } finally {
        setPending(false);
      }
    } else {
      setOpen(false);
    }
  };

  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={cx(styles.content, styles.width.sm)}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          {...(message ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
              {message ? (
                <AlertDialog.Description className={styles.description}>{message}</AlertDialog.Description>
              ) : null}
            </div>
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          <div className={cx(styles.footer, styles.footerSpaced)}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel ?? t('ui.confirm.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={pending}
              onClick={() => void confirm()}
            >
              {confirmLabel ?? t('ui.confirm.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
