import { useId, useState, type ReactNode } from 'react';
import { Button } from '../button/index.js';
import * as field from '../internal/field.css.js';
import { SegmentedDigits } from '../pin-input/segmented-digits.js';
import * as styles from '../pin-input/segmented.css.js';
import { useUiText } from '../provider/index.js';
import { formatCountdown, toEpoch, useCountdown } from './countdown.js';

/** OTP codes have 4 digits (SPEC 5, 9). */
export const OTP_INPUT_LENGTH = 4;

export interface OtpInputProps {
  label?: ReactNode;
  description?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called when all four digits are entered (e.g. to verify at once). */
  onComplete?: (value: string) => void;
  /** When a new code may be requested (the API's `resendAvailableAt`); the button counts down until then. */
  resendAvailableAt?: Date | number | string | null;
  /** Requests a new code; while its promise runs the button shows "Sending…". Omit to hide the button. */
  onResend?: () => void | Promise<void>;
  /** Wrong, expired or too-frequent code messages (already translated). */
  errorMessage?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  /** Clock for the countdown; tests and stories pass a fixed one. */
  now?: () => number;
  className?: string;
}

/** Four OTP digits with auto-advance, paste (and SMS autofill), and a resend button with its countdown. */
export function OtpInput(props: OtpInputProps) {
  const t = useUiText();
  const id = useId();
  const [inner, setInner] = useState(props.defaultValue ?? '');
  const value = props.value ?? inner;
  const [sending, setSending] = useState(false);
  const left = useCountdown(toEpoch(props.resendAvailableAt), props.now);
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const descriptionId = `${id}-description`;
  const describedBy = [props.description ? descriptionId : '', props.errorMessage ? messageId : '']
    .filter(Boolean)
    .join(' ');

  const onChange = (next: string) => {
    if (props.value === undefined) setInner(next);
    props.onChange?.(next);
  };

  const resend = async () => {
    if (!props.onResend) return;
    setSending(true);
    try {
      await props.onResend();
    } finally {
      setSending(false);
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={[styles.root, props.className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={field.label}>
        {props.label ?? t('ui.otpInput.label')}
      </span>
      {props.description ? (
        <span id={descriptionId} className={field.description}>
          {props.description}
        </span>
      ) : null}
      <SegmentedDigits
        length={OTP_INPUT_LENGTH}
        value={value}
        onChange={onChange}
        onComplete={props.onComplete}
        digitLabel={(index) => t('ui.otpInput.digit', { index, total: OTP_INPUT_LENGTH })}
        disabled={props.disabled}
        invalid={Boolean(props.errorMessage)}
        autoFocus={props.autoFocus}
        autoComplete="one-time-code"
        describedBy={describedBy || undefined}
      />
      {props.name ? <input type="hidden" name={props.name} value={value} /> : null}
      <div id={messageId} aria-live="polite">
        {props.errorMessage ? <p className={styles.error}>{props.errorMessage}</p> : null}
      </div>
      {props.onResend ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            disabled={props.disabled || left > 0}
            loading={sending}
            onClick={resend}
          >
            {sending
              ? t('ui.otpInput.sending')
              : left > 0
                ? t('ui.otpInput.resendIn', { time: formatCountdown(left) })
                : t('ui.otpInput.resend')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
