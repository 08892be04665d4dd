import { useState, type ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { ConfirmDialog } from '../dialog/confirm-dialog.js';
import { cx } from '../internal/cx.js';
import * as styles from './switch.css.js';

export interface SwitchConfirmation {
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  /** Which change needs confirming: turning on, turning off, or both (default). */
  when?: 'on' | 'off' | 'both';
}

export interface SwitchProps {
  children?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  /** May return a promise: the switch shows it is busy and keeps the old state until the change is saved. */
  onChange?: (isSelected: boolean) => void | Promise<void>;
  /** Ask before changing (e.g. activating a check-in guide, or chat, which cannot be undone). */
  confirmation?: SwitchConfirmation;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

export function Switch({
  children,
  description,
  isSelected,
  defaultSelected = false,
  onChange,
  confirmation,
  isDisabled,
  className,
  ...rest
}: SwitchProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultSelected);
  const [pendingValue, setPendingValue] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = isSelected ?? uncontrolled;

  const apply = async (next: boolean) => {
    const result = onChange?.(next);
    if (result && typeof (result as Promise<void>).then === 'function') {
      setBusy(true);
      try {
        await result;
        if (isSelected === undefined) setUncontrolled(next);
      } finally {
        setBusy(false);
      }
    } else if (isSelected === undefined) {
      setUncontrolled(next);
    }
  };

  const needsConfirmation = (next: boolean) =>
    confirmation !== undefined &&
    (confirmation.when === undefined ||
      confirmation.when === 'both' ||
      (confirmation.when === 'on' && next) ||
      (confirmation.when === 'off' && !next));

  return (
    <>
      <AriaSwitch
        {...rest}
        isSelected={selected}
        isDisabled={isDisabled || busy}
        onChange={(next) => {
          if (needsConfirmation(next)) setPendingValue(next);
          else void apply(next).catch(() => undefined);
        }}
        data-pending={busy || undefined}
        aria-busy={busy || undefined}
        className={cx(styles.root, className)}
      >
        <span className={styles.track}>
          <span className={styles.thumb} />
        </span>
        {children || description ? (
          <span className={styles.text}>
            {children}
            {description ? <span className={styles.description}>{description}</span> : null}
          </span>
        ) : null}
      </AriaSwitch>
      {confirmation ? (
        <ConfirmDialog
          open={pendingValue !== null}
          onOpenChange={(open) => {
            if (!open) setPendingValue(null);
          }}
          title={confirmation.title}
          message={confirmation.message}
          confirmLabel={confirmation.confirmLabel}
          cancelLabel={confirmation.cancelLabel}
          tone={confirmation.tone}
          onConfirm={() => (pendingValue === null ? undefined : apply(pendingValue))}
        />
      ) : null}
    </>
  );
}
